extension LayoutDocument.Node {
    /// Whether the node is a stack.
    public var isStack: Bool { kind == .stack }

    /// Calls `body` on this node and every descendant in tree order: a node, then its
    /// arranged nodes (depth first, in order), then its plain children.
    /// - Parameter body: receives each node and its parent (`nil` for this node).
    public func walk(_ body: (LayoutDocument.Node, LayoutDocument.Node?) -> Void) {
        walk(parent: nil, body)
    }

    private func walk(parent: LayoutDocument.Node?, _ body: (LayoutDocument.Node, LayoutDocument.Node?) -> Void) {
        body(self, parent)
        for child in arranged { child.walk(parent: self, body) }
        for child in children { child.walk(parent: self, body) }
    }

    /// Every id in the subtree, in tree order.
    public var ids: [String] {
        var result: [String] = []
        walk { node, _ in if let id = node.id { result.append(id) } }
        return result
    }

    /// The node with `id` in this subtree, if any.
    public func find(_ id: String) -> LayoutDocument.Node? {
        if self.id == id { return self }
        for child in arranged + children {
            if let found = child.find(id) { return found }
        }
        return nil
    }

    /// The parent of the node with `id` in this subtree, if any.
    public func parent(of id: String) -> LayoutDocument.Node? {
        for child in arranged + children {
            if child.id == id { return self }
            if let found = child.parent(of: id) { return found }
        }
        return nil
    }

    /// Applies `body` to the node with `id`.
    /// - Returns: whether the node was found.
    mutating func modify<E: Error>(_ id: String, _ body: (inout LayoutDocument.Node) throws(E) -> Void) throws(E) -> Bool {
        if self.id == id {
            try body(&self)
            return true
        }
        for i in arranged.indices where try arranged[i].modify(id, body) { return true }
        for i in children.indices where try children[i].modify(id, body) { return true }
        return false
    }

    /// Removes the node with `id` from this subtree (and any custom spacing after it).
    /// - Returns: the removed node, or `nil` if it is not a descendant.
    mutating func remove(_ id: String) -> LayoutDocument.Node? {
        if let i = arranged.firstIndex(where: { $0.id == id }) {
            properties.customSpacing?.removeAll { $0.id == id }
            return arranged.remove(at: i)
        }
        if let i = children.firstIndex(where: { $0.id == id }) { return children.remove(at: i) }
        for i in arranged.indices { if let found = arranged[i].remove(id) { return found } }
        for i in children.indices { if let found = children[i].remove(id) { return found } }
        return nil
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
