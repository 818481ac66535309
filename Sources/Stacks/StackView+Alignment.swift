import Constraints

/// The alignment set of spec 3.7, 3.8 and 3.12: every item lined up with the reference item
/// across the axis, and the canvas connected to item 0 and to the spanner.
extension StackView {
    func appendAlignment(_ items: [LayoutView], canvas: LayoutItem, to specs: inout [Spec]) {
        let c = axis == .horizontal ? Edges.vertical : Edges.horizontal
        func a(_ item: LayoutItem, _ attr: Attr) -> ResolvedAnchor { ResolvedAnchor(item, attr) }
        let fill = alignment == .fill
        if items.count == 1 {
            appendSingleItemAlignment(items[0], canvas: canvas, c, to: &specs)
            return
        }
        let item0 = items[0]
        let horizontalBaselines =
            axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let verticalBaselines =
            axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline)

        // UISV-alignment.
        switch alignment {
        case .fill:
            for it in items.dropFirst() {
                specs.append(Spec(a(item0, c.min), .equal, a(it, c.min), role: .alignment))
                specs.append(Spec(a(item0, c.max), .equal, a(it, c.max), role: .alignment))
            }
        case .leading:
            for it in items.dropFirst() { specs.append(Spec(a(item0, c.min), .equal, a(it, c.min), role: .alignment)) }
        case .trailing:
            for it in items.dropFirst() { specs.append(Spec(a(item0, c.max), .equal, a(it, c.max), role: .alignment)) }
        case .center:
            for it in items.dropFirst() { specs.append(Spec(a(item0, c.mid), .equal, a(it, c.mid), role: .alignment)) }
            specs.append(Spec(a(canvas, c.mid), .equal, a(item0, c.mid), role: .alignment))
        case .firstBaseline, .lastBaseline:
            if horizontalBaselines { appendBaselineAlignment(items, to: &specs) }
        }
        guard !fill else {
            specs.append(Spec(a(canvas, c.min), .equal, a(item0, c.min), role: .canvasConnection))
            specs.append(Spec(a(canvas, c.max), .equal, a(item0, c.max), role: .canvasConnection))
            return
        }
        for it in items {
            specs.append(Spec(a(it, c.len), .equal, nil, priority: 25, role: .ambiguitySuppression))
        }
        let sp = spanner
        switch alignment {
        case .leading:
            specs.append(Spec(a(canvas, c.min), .equal, a(item0, c.min), role: .canvasConnection))
            specs.append(Spec(a(canvas, c.max), .equal, a(sp, c.max), role: .canvasConnection))
        case .trailing:
            specs.append(Spec(a(canvas, c.min), .equal, a(sp, c.min), role: .canvasConnection))
            specs.append(Spec(a(canvas, c.max), .equal, a(item0, c.max), role: .canvasConnection))
        case .firstBaseline where horizontalBaselines:
            specs.append(Spec(a(canvas, .top), .lessThanOrEqual, a(item0, .top), role: .canvasConnection))
            specs.append(Spec(a(canvas, .bottom), .equal, a(sp, .bottom), role: .canvasConnection))
        case .lastBaseline where horizontalBaselines:
            specs.append(Spec(a(canvas, .top), .equal, a(sp, .top), role: .canvasConnection))
            specs.append(Spec(a(canvas, .bottom), .greaterThanOrEqual, a(item0, .bottom), role: .canvasConnection))
        default:
            specs.append(Spec(a(canvas, c.min), .equal, a(sp, c.min), role: .canvasConnection))
            specs.append(Spec(a(canvas, c.max), .equal, a(sp, c.max), role: .canvasConnection))
        }
        var anyVisible = false
        for it in items where !it.isHidden {
            anyVisible = true
            switch alignment {
            case .leading:
                specs.append(Spec(a(sp, c.min), .equal, a(it, c.min), priority: 999.5, role: .spanningBoundary))
                specs.append(Spec(a(sp, c.max), .greaterThanOrEqual, a(it, c.max), role: .spanningBoundary))
            case .trailing:
                specs.append(Spec(a(sp, c.min), .lessThanOrEqual, a(it, c.min), role: .spanningBoundary))
                specs.append(Spec(a(sp, c.max), .equal, a(it, c.max), priority: 999.5, role: .spanningBoundary))
            default:
                specs.append(Spec(a(sp, c.min), .lessThanOrEqual, a(it, c.min), role: .spanningBoundary))
                specs.append(Spec(a(sp, c.max), .greaterThanOrEqual, a(it, c.max), role: .spanningBoundary))
            }
        }
        specs.append(Spec(a(sp, c.len), .equal, nil, priority: anyVisible ? 51 : 0.001, role: .spanningFit))
        if horizontalBaselines && !verticalBaselines {
            specs.append(Spec(a(canvas, c.len), .equal, nil, priority: 49, role: .canvasFit))
        }
    }

    /// Baseline alignment of a horizontal stack (3.7, 3.8): the reference is item 0, or the
    /// first visible item with a baseline when item 0 has none; items without a baseline
    /// align their top (bottom) with the reference's.
    private func appendBaselineAlignment(_ items: [LayoutView], to specs: inout [Spec]) {
        let first = alignment == .firstBaseline
        let baselines = items.map { $0.resolvedBaseline(first: first) }
        let baselineAttr: Attr = first ? .firstBaseline : .lastBaseline
        func has(_ i: Int) -> Bool { baselines[i].attr == baselineAttr }
        let referenceIndex: Int? =
            has(0) ? 0 : items.indices.first { !items[$0].isHidden && has($0) }
        guard let r = referenceIndex else { return }
        let edge: Attr = first ? .top : .bottom
        for i in items.indices where i != r {
            if has(i) {
                specs.append(Spec(baselines[r], .equal, baselines[i], role: .alignment))
            } else {
                specs.append(
                    Spec(ResolvedAnchor(items[r], edge), .equal, ResolvedAnchor(items[i], edge), role: .alignment))
            }
        }
    }

    /// One arranged item (3.12): the canvas connects to the item directly (a spanner stands
    /// in for a hidden one), with inequalities and a canvas fit on the sides the alignment
    /// leaves free.
    private func appendSingleItemAlignment(_ item: LayoutView, canvas: LayoutItem, _ c: Edges, to specs: inout [Spec]) {
        func a(_ item: LayoutItem, _ attr: Attr) -> ResolvedAnchor { ResolvedAnchor(item, attr) }
        if alignment != .fill {
            specs.append(Spec(a(item, c.len), .equal, nil, priority: 25, role: .ambiguitySuppression))
        }
        var target: LayoutItem = item
        if item.isHidden {
            target = spanner
            specs.append(Spec(a(target, c.len), .equal, nil, priority: 0.001, role: .spanningFit))
        }
        let minEqual = alignment == .fill || alignment == .leading
        let maxEqual = alignment == .fill || alignment == .trailing
        if alignment == .center {
            specs.append(Spec(a(canvas, c.mid), .equal, a(target, c.mid), role: .canvasConnection))
        }
        specs.append(
            Spec(a(canvas, c.min), minEqual ? .equal : .lessThanOrEqual, a(target, c.min), role: .canvasConnection))
        specs.append(
            Spec(a(canvas, c.max), maxEqual ? .equal : .greaterThanOrEqual, a(target, c.max), role: .canvasConnection))
        if !(minEqual && maxEqual) {
            specs.append(Spec(a(canvas, c.len), .equal, nil, priority: 49, role: .canvasFit))
        }
    }
}
