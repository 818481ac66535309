/// Rigid widths: an aspect ratio is taken only on a view whose width required constraints
/// alone set (``DirectLayout+AspectRatios.swift``). Whether a width is rigid flows down the
/// tree from the root, so the plan keeps it per node and an edit brings it up to date below
/// the stacks it read again and the nodes it added, instead of walking the whole tree at
/// every layout (a seventh of a removal from a grid of 10,000 images).
extension DirectLayout {
    /// Whether the width of every view with an aspect ratio is rigid (or the view is hidden
    /// along a row, ``hidesAlongRow(_:)``), bringing ``rigidWidths`` up to date: whole the
    /// first time, else below ``rigidityRoots`` (the stacks an edit read again and the nodes
    /// it added), going down only where a width's rigidity changed, and for the views whose
    /// ratio changed.
    /// - Complexity: O(n) the first time; then the children of the roots plus the nodes
    ///   whose rigidity changed.
    mutating func ratioWidthsStayRigid() -> Bool {
        var roots = rigidityRoots
        rigidityRoots = []
        guard !rigidWidths.isEmpty else {
            rigidWidths = [Bool](repeating: false, count: nodes.count)
            // Parents come before their children.
            for i in nodes.indices where !nodes[i].isDead { rigidWidths[i] = widthIsRigid(i) }
            return ratios.nodes.allSatisfy { keepsRatio($0) }
        }
        rigidWidths += repeatElement(false, count: nodes.count - rigidWidths.count)
        roots.sort()
        var work: [Int] = []
        for root in roots where !nodes[root].isDead {
            rigidWidths[root] = widthIsRigid(root)
            guard keepsRatio(root) else { return false }
            // Its arrangement may have changed: every child is read again.
            appendChildren(of: root, to: &work)
            while let i = work.popLast() {
                guard !nodes[i].isDead else { continue }
                let was = rigidWidths[i]
                rigidWidths[i] = widthIsRigid(i)
                guard keepsRatio(i) else { return false }
                if rigidWidths[i] != was { appendChildren(of: i, to: &work) }
            }
        }
        return ratios.changed.allSatisfy { keepsRatio($0) }
    }

    /// Whether node `i`'s ratio, if any, can be taken: its width is rigid, or it is hidden
    /// along a row.
    private func keepsRatio(_ i: Int) -> Bool {
        ratios.ratio(of: i) == nil || nodes[i].isDead || rigidWidths[i] || hidesAlongRow(i)
    }

    /// Whether node `i`'s width is rigid, from its parent's (already known): bounded to one
    /// value; the root's when set; a pinned subview's of a rigid view (a scroll view's
    /// content guide is as wide as its content wants, unless tied); an item's of a rigid
    /// vertical stack aligned fill (hidden items too); a visible item's of a rigid horizontal
    /// stack that fills equally or holds it alone.
    private func widthIsRigid(_ i: Int) -> Bool {
        if !userBounds.isEmpty, let bounds = userBounds[i], bounds.lower[0] == bounds.upper[0] { return true }
        let p = parents[i]
        guard p >= 0 else { return !rootFitted[0] }
        guard rigidWidths[p] else { return false }
        if nodes[p].pins.contains(where: { $0.node == i }) { return nodes[p].contentRanks == nil }
        // Fields read in place: a copy of the arrangement would retain its arrays.
        guard let a = nodes[p].arrangement else { return false }
        if arrangements[a].axis == 1 { return arrangements[a].alignment == .fill }
        return !nodes[i].isHidden
            && (arrangements[a].distribution == .fillEqually
                || (arrangements[a].distribution == .fill && arrangements[a].visible.count == 1))
    }
}
