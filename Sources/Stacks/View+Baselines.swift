import Constraints

/// Baseline vending (spec 3.9): which view's baseline a stack's baseline anchors stand for.
extension View {
    /// The anchor this view's first (or last) baseline resolves to: the vended view's
    /// baseline with its offset, or its top (bottom) edge when it has none.
    /// - Parameter first: first baseline (else last).
    func resolvedBaseline(first: Bool) -> ResolvedAnchor {
        var view: View = self
        while case .stack = view.itemKind {
            let stack = unsafeDowncast(view, to: StackView.self)
            guard let chosen = stack.vendedItem(first: first) else {
                return ResolvedAnchor(stack, first ? .top : .bottom)
            }
            view = chosen
        }
        if first, let offset = view.firstBaselineOffset { return ResolvedAnchor(view, .firstBaseline, offset: offset) }
        if !first, let offset = view.lastBaselineOffset { return ResolvedAnchor(view, .lastBaseline, offset: offset) }
        return ResolvedAnchor(view, first ? .top : .bottom)
    }

    /// The height used to pick the tallest item: a leaf's intrinsic height (0 if none), a
    /// vertical stack's visible heights plus spacing, a horizontal stack's largest.
    var vendingHeight: Double {
        guard case .stack = itemKind else { return intrinsicHeight ?? 0 }
        let stack = unsafeDowncast(self, to: StackView.self)
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return 0 }
        if stack.axis == .vertical {
            return visible.reduce(0) { $0 + $1.vendingHeight } + stack.spacing * Double(visible.count - 1)
        }
        return visible.reduce(-Double.infinity) { max($0, $1.vendingHeight) }
    }
}

extension StackView {
    /// The item whose baseline this stack vends, nil when no item is visible.
    /// - Parameter first: first baseline (else last).
    func vendedItem(first: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard let head = visible.first, let tail = visible.last else { return nil }
        if axis == .vertical { return first ? head : tail }
        let tallest =
            alignment == .center
            || (first && (alignment == .trailing || alignment == .lastBaseline))
            || (!first && (alignment == .leading || alignment == .firstBaseline))
        guard tallest else { return first ? head : tail }
        var best = head
        var bestHeight = head.vendingHeight
        for view in visible.dropFirst() {
            let h = view.vendingHeight
            if h > bestHeight {
                best = view
                bestHeight = h
            }
        }
        return best
    }
}
