import Constraints

/// Baseline vending (spec 3.9): which view's baseline a stack's baseline anchors stand for.
extension LayoutView {
    /// The anchor this view's first (or last) baseline resolves to: the vended view's
    /// baseline with its offset, or its top (bottom) edge when it has none.
    /// - Parameter first: first baseline (else last).
    func resolvedBaseline(first: Bool) -> ResolvedAnchor {
        var view: LayoutView = self
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
    /// Computed bottom-up over the visible items with an explicit stack (no recursion).
    var vendingHeight: Double {
        guard case .stack = itemKind else { return intrinsicHeight ?? 0 }
        // Every stack reached through visible items, parents before children.
        var stacks: [StackView] = []
        var pending = [unsafeDowncast(self, to: StackView.self)]
        while let stack = pending.popLast() {
            stacks.append(stack)
            for item in stack.arrangedSubviews where !item.isHidden {
                if case .stack = item.itemKind { pending.append(unsafeDowncast(item, to: StackView.self)) }
            }
        }
        var heights: [ObjectIdentifier: Double] = [:]
        func height(_ view: LayoutView) -> Double {
            if case .stack = view.itemKind { return heights[ObjectIdentifier(view)] ?? 0 }
            return view.intrinsicHeight ?? 0
        }
        for stack in stacks.reversed() {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            var h = 0.0
            if !visible.isEmpty {
                if stack.axis == .vertical {
                    h = visible.reduce(0) { $0 + height($1) } + stack.spacing * Double(visible.count - 1)
                } else {
                    h = visible.reduce(-Double.infinity) { max($0, height($1)) }
                }
            }
            heights[ObjectIdentifier(stack)] = h
        }
        return heights[ObjectIdentifier(self)] ?? 0
    }
}

extension StackView {
    /// The item whose baseline this stack vends, nil when no item is visible.
    /// - Parameter first: first baseline (else last).
    func vendedItem(first: Bool) -> LayoutView? {
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
