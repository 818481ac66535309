extension LayoutEngine {
    /// The most layouts one ``update()`` makes for measured content before it stops.
    static let measuringPasses = 8

    /// Measures every visible view with a ``LayoutView/heightForWidth`` at its solved
    /// width, sets its intrinsic height, and lays out again, until no height changes.
    ///
    /// Widths come first: a layout solves both axes, but a width depends on a height only
    /// through a constraint that ties the axes (an aspect ratio, `height == width`), so the
    /// second layout normally keeps every width and the heights settle at once; a tie
    /// between the axes takes as many passes as it needs. If the heights still change
    /// after ``measuringPasses`` layouts (content whose height moves its own width back and
    /// forth), the last layout stands and ``inputErrors`` holds
    /// ``LayoutError/measurementDidNotSettle(view:)`` for each view still changing.
    /// - Returns: the conflict reports of the extra layouts.
    func measureContent() -> [ConflictReport] {
        var reports: [ConflictReport] = []
        var errors: [LayoutError] = []
        defer { inputErrors += errors }
        for _ in 0..<Self.measuringPasses {
            errors = []
            let unsettled = remeasure(errors: &errors)
            if unsettled.isEmpty { return reports }
            reports += layOutOnce()
        }
        errors = []
        let unsettled = remeasure(errors: &errors)
        if !unsettled.isEmpty {
            errors += unsettled.map { .measurementDidNotSettle(view: $0.displayName) }
            // Heights set by the last measurement are not laid out yet: mark them done, so
            // frames stay those of the last layout until something else changes.
            isDirty = false
        }
        return reports
    }

    /// Sets the intrinsic height of every visible measured view from its solved width.
    /// - Returns: the views whose height changed.
    private func remeasure(errors: inout [LayoutError]) -> [LayoutView] {
        var changed: [LayoutView] = []
        forEachView(in: root) { view in
            guard let measure = view.heightForWidth, !view.isHidden else { return }
            let width =
                isLaidOutDirectly ? (directFrame(of: view)?.width ?? 0) : solver.value(of: view.widthVariable)
            let height = measure(max(width, 0))
            guard height.isFinite, height >= 0 else {
                errors.append(.nonFiniteValue(constraint: "\(view.displayName).heightForWidth(\(width)) = \(height)"))
                return
            }
            if view.intrinsicHeight != height {
                view.intrinsicHeight = height
                changed.append(view)
            }
        }
        return changed
    }
}
