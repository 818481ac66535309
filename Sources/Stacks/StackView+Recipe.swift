import Constraints

/// The constraint recipe of spec section 3: the distribution set along the axis and the
/// alignment set across it, as specs in creation order.
extension StackView {
    /// The attributes a stack uses along (`min`, `max`, `mid`, `len`) or across an axis.
    struct Edges {
        let min: Attr, max: Attr, mid: Attr, len: Attr

        static let horizontal = Edges(min: .leading, max: .trailing, mid: .directionalCenterX, len: .width)
        static let vertical = Edges(min: .top, max: .bottom, mid: .centerY, len: .height)
    }

    /// Every constraint the stack generates, in creation order.
    /// - Parameter naturalLength: an item's natural length along the axis when it has no
    ///   intrinsic size (fill proportionally): its compressed fitting size.
    /// - Returns: the specs.
    func makeSpecs(naturalLength: (LayoutView) -> Double) -> [Spec] {
        let items = arrangedSubviews
        guard !items.isEmpty else {
            return [Spec(ResolvedAnchor(self, .height), .equal, nil, priority: 1, role: .fixForAppBug)]
        }
        var specs: [Spec] = []
        specs.reserveCapacity(items.count * 5 + 8)
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? margins : self
        appendDistribution(items, canvas: canvas, naturalLength: naturalLength, to: &specs)
        appendAlignment(items, canvas: canvas, to: &specs)
        return specs
    }

    // MARK: Distribution (3.3 - 3.6, 3.12)

    private func appendDistribution(
        _ items: [LayoutView], canvas: LayoutItem, naturalLength: (LayoutView) -> Double, to specs: inout [Spec]
    ) {
        let e = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let visible = items.indices.filter { !items[$0].isHidden }
        let loose = distribution == .equalSpacing || distribution == .equalCentering
        let rel: Relation = loose ? .greaterThanOrEqual : .equal
        func a(_ item: LayoutItem, _ attr: Attr) -> ResolvedAnchor { ResolvedAnchor(item, attr) }
        func gap(_ i: Int) -> Double { items[i].customSpacingAfter ?? spacing }

        guard let first = visible.first, let last = visible.last else {
            // 3.12: every item hidden.
            let sp = orderingSpanner
            specs.append(Spec(a(canvas, e.min), .equal, a(sp, e.min), role: .canvasConnection))
            specs.append(Spec(a(canvas, e.max), .equal, a(sp, e.max), role: .canvasConnection))
            specs.append(Spec(a(sp, e.len), .equal, nil, priority: 0.001, role: .spanningFit))
            for h in items {
                specs.append(Spec(a(h, e.min), rel, a(sp, e.max), priority: 50, role: .spacingHidden))
                specs.append(Spec(a(h, e.len), .equal, nil, priority: 999.999, role: .hiding))
            }
            if loose { specs.append(Spec(a(canvas, e.len), .equal, nil, priority: 49, role: .canvasFit)) }
            return
        }
        specs.append(Spec(a(canvas, e.min), .equal, a(items[first], e.min), role: .canvasConnection))
        specs.append(Spec(a(canvas, e.max), .equal, a(items[last], e.max), role: .canvasConnection))
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        for k in visible.indices.dropFirst() {
            let p = visible[k - 1], n = visible[k]
            if baselineRelative {
                specs.append(
                    Spec(
                        items[n].resolvedBaseline(first: true), rel, items[p].resolvedBaseline(first: false),
                        constant: gap(p), role: .spacing))
            } else {
                specs.append(Spec(a(items[n], e.min), rel, a(items[p], e.max), constant: gap(p), role: .spacing))
            }
        }
        // 3.4: hidden items.
        var previousVisible = -1
        for i in items.indices {
            guard items[i].isHidden else {
                previousVisible = i
                continue
            }
            let h = items[i]
            specs.append(Spec(a(h, e.len), .equal, nil, priority: 999.999, role: .hiding))
            // Baseline-relative (3.10): a visible neighbour contributes its baseline, the
            // hidden item always its edges.
            if previousVisible < 0 {
                let next = baselineRelative ? items[first].resolvedBaseline(first: true) : a(items[first], e.min)
                specs.append(Spec(next, rel, a(h, e.max), priority: 50, role: .spacingHidden))
            } else {
                let c = i < last ? gap(previousVisible) / 2 : 0
                let p = items[previousVisible]
                let previous = baselineRelative ? p.resolvedBaseline(first: false) : a(p, e.max)
                specs.append(Spec(a(h, e.min), rel, previous, constant: c, priority: 50, role: .spacingHidden))
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            appendFillEqually(items, visible, e, to: &specs)
        case .fillProportionally:
            appendFillProportionally(items, visible, e, canvas: canvas, naturalLength: naturalLength, to: &specs)
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let reference = gapGuide(after: items[first])
            keepGapGuides(after: visible.dropLast().map { items[$0] })
            for k in visible.indices.dropLast() {
                let p = visible[k], n = visible[k + 1]
                let g = gapGuide(after: items[p])
                specs.append(
                    Spec(a(g, e.min), .equal, a(items[p], centering ? e.mid : e.max), role: .distributingEdge))
                specs.append(
                    Spec(a(g, e.max), .equal, a(items[n], centering ? e.mid : e.min), role: .distributingEdge))
                if k > 0 {
                    let priority = centering ? Double(max(150 - p, 50)) : 1000
                    specs.append(
                        Spec(a(g, e.len), .equal, a(reference, e.len), priority: priority, role: .fillEqually))
                }
            }
            specs.append(Spec(a(canvas, e.len), .equal, nil, priority: 49, role: .canvasFit))
        }
    }

    private func appendFillEqually(_ items: [LayoutView], _ visible: [Int], _ e: Edges, to specs: inout [Spec]) {
        let reference = ResolvedAnchor(items[visible[0]], e.len)
        for i in visible.dropFirst() {
            specs.append(Spec(ResolvedAnchor(items[i], e.len), .equal, reference, role: .fillEqually))
        }
    }

    private func appendFillProportionally(
        _ items: [LayoutView], _ visible: [Int], _ e: Edges, canvas: LayoutItem, naturalLength: (LayoutView) -> Double,
        to specs: inout [Spec]
    ) {
        let lengths = visible.map { i -> Double in
            let item = items[i]
            let intrinsic = axis == .horizontal ? item.intrinsicWidth : item.intrinsicHeight
            return intrinsic ?? naturalLength(item)
        }
        let total = lengths.reduce(0) { $1 > 0 ? $0 + $1 : $0 } + spacing * Double(visible.count - 1)
        guard total > max(spacing * Double(items.count - 1), 1) else {
            appendFillEqually(items, visible, e, to: &specs)
            return
        }
        let canvasLength = ResolvedAnchor(canvas, e.len)
        for (k, i) in visible.enumerated() {
            let m = max(lengths[k], 0) / total
            let length = ResolvedAnchor(items[i], e.len)
            if m == 0 {
                specs.append(Spec(length, .equal, nil, role: .fillProportionally))
            } else if m == 1 {
                specs.append(Spec(length, .equal, canvasLength, role: .fillProportionally))
            } else {
                specs.append(
                    Spec(length, .equal, canvasLength, multiplier: m, priority: Double(max(999 - i, 751)),
                        role: .fillProportionally))
            }
        }
    }
}
