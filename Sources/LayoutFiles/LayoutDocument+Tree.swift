/// Walks of the node tree. Every walk uses an explicit stack, not recursion, so a tree
/// 10,000 levels deep is walked in the same stack space as a flat one.
extension LayoutDocument.Node {
    /// Whether the node is a stack.
    public var isStack: Bool { kind == .stack }

    /// Calls `body` on this node and every descendant in tree order: a node, then its
    /// arranged nodes (depth first, in order), then its plain children.
    /// - Parameter body: receives each node and its parent (`nil` for this node).
    public func walk(_ body: (LayoutDocument.Node, LayoutDocument.Node?) -> Void) {
        var pending: [(node: LayoutDocument.Node, parent: LayoutDocument.Node?)] = [(self, nil)]
        while let (node, parent) = pending.popLast() {
            body(node, parent)
            for child in node.children.reversed() { pending.append((child, node)) }
            for child in node.arranged.reversed() { pending.append((child, node)) }
        }
    }

    /// Every id in the subtree, in tree order.
    public var ids: [String] {
        var result: [String] = []
        walk { node, _ in if let id = node.id { result.append(id) } }
        return result
    }

    /// The node with `id` in this subtree, if any.
    public func find(_ id: String) -> LayoutDocument.Node? {
        guard let route = route(to: id) else { return nil }
        var node = self
        for step in route { node = node.child(at: step) }
        return node
    }

    /// The parent of the node with `id` in this subtree, if any.
    public func parent(of id: String) -> LayoutDocument.Node? {
        guard let route = route(to: id), !route.isEmpty else { return nil }
        var node = self
        for step in route.dropLast() { node = node.child(at: step) }
        return node
    }

    /// Applies `body` to the node with `id`.
    /// - Returns: whether the node was found.
    mutating func modify<E: Error>(_ id: String, _ body: (inout LayoutDocument.Node) throws(E) -> Void) throws(E) -> Bool {
        guard let route = route(to: id) else { return false }
        try modify(along: route[...], body)
        return true
    }

    /// Removes the node with `id` from this subtree (and any custom spacing after it).
    /// - Returns: the removed node, or `nil` if it is not a descendant.
    mutating func remove(_ id: String) -> LayoutDocument.Node? {
        guard let route = route(to: id), let last = route.last else { return nil }
        var removed: LayoutDocument.Node?
        modify(along: route.dropLast()) { parent in
            if last.isArranged {
                parent.properties.customSpacing?.removeAll { $0.id == id }
                removed = parent.mutableSubtrees().arranged.remove(at: last.index)
            } else {
                removed = parent.mutableSubtrees().children.remove(at: last.index)
            }
        }
        return removed
    }

    /// One step down the tree: the arranged node or the plain child at `index`.
    struct Step {
        var isArranged: Bool
        var index: Int
    }

    private func child(at step: Step) -> LayoutDocument.Node {
        step.isArranged ? subtrees.arranged[step.index] : subtrees.children[step.index]
    }

    /// The way down to the first node with `id` in tree order (empty for this node).
    private func route(to id: String) -> [Step]? {
        if self.id == id { return [] }
        // Depth first; `open[k]` is the node at depth k of the route and its next child.
        var open: [(node: LayoutDocument.Node, next: Int)] = [(self, 0)]
        var route: [Step] = []
        while let top = open.indices.last {
            let node = open[top].node
            let k = open[top].next
            let arrangedCount = node.subtrees.arranged.count
            guard k < arrangedCount + node.subtrees.children.count else {
                open.removeLast()
                _ = route.popLast()
                continue
            }
            open[top].next += 1
            let step = k < arrangedCount ? Step(isArranged: true, index: k) : Step(isArranged: false, index: k - arrangedCount)
            let child = node.child(at: step)
            route.append(step)
            if child.id == id { return route }
            open.append((child, 0))
        }
        return nil
    }

    /// Applies `body` to the node at the end of `route`: the nodes on the way are copied
    /// out, top down, and put back, bottom up (only their own arrays are copied).
    private mutating func modify<E: Error>(
        along route: ArraySlice<Step>, _ body: (inout LayoutDocument.Node) throws(E) -> Void
    ) throws(E) {
        var line = [self]
        for step in route { line.append(line[line.count - 1].child(at: step)) }
        try body(&line[line.count - 1])
        for (depth, step) in zip(route.indices, route).reversed() {
            let node = line.removeLast()
            let subtrees = line[depth - route.startIndex].mutableSubtrees()
            if step.isArranged { subtrees.arranged[step.index] = node } else { subtrees.children[step.index] = node }
        }
        self = line[0]
    }
}

extension LayoutDocument.Properties {
    /// These properties with every value given in `change` replacing the current one;
    /// hugging, compression, margins and safe-area insets are merged per axis or side,
    /// custom spacing per id (`null` removes an entry).
    func merged(with change: LayoutDocument.Properties) -> LayoutDocument.Properties {
        var p = self
        if let v = change.intrinsic { p.intrinsic = v }
        if let v = change.firstBaseline { p.firstBaseline = v }
        if let v = change.lastBaseline { p.lastBaseline = v }
        p.hugging.horizontal = change.hugging.horizontal ?? p.hugging.horizontal
        p.hugging.vertical = change.hugging.vertical ?? p.hugging.vertical
        p.compression.horizontal = change.compression.horizontal ?? p.compression.horizontal
        p.compression.vertical = change.compression.vertical ?? p.compression.vertical
        p.margins = p.margins.merged(with: change.margins)
        p.safeArea = p.safeArea.merged(with: change.safeArea)
        if let v = change.hidden { p.hidden = v }
        if let v = change.axis { p.axis = v }
        if let v = change.distribution { p.distribution = v }
        if let v = change.alignment { p.alignment = v }
        if let v = change.spacing { p.spacing = v }
        if let v = change.layoutMarginsRelative { p.layoutMarginsRelative = v }
        if let v = change.baselineRelative { p.baselineRelative = v }
        if let v = change.text { p.text = v }
        if let v = change.charWidth { p.charWidth = v }
        if let v = change.lineHeight { p.lineHeight = v }
        if let entries = change.customSpacing {
            var list = p.customSpacing ?? []
            for entry in entries {
                if let i = list.firstIndex(where: { $0.id == entry.id }) {
                    list[i].space = entry.space
                } else {
                    list.append(entry)
                }
            }
            list.removeAll { $0.space == nil }
            p.customSpacing = list
        }
        return p
    }
}

extension LayoutDocument.Insets {
    /// These insets with the sides given in `change` replaced.
    func merged(with change: LayoutDocument.Insets) -> LayoutDocument.Insets {
        LayoutDocument.Insets(
            top: change.top ?? top, left: change.left ?? left,
            bottom: change.bottom ?? bottom, right: change.right ?? right)
    }
}
