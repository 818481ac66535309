extension LayoutDocument {
    /// Checks cross references: unique ids, custom spacing naming arranged nodes,
    /// constraints naming known ids (and scroll guides on scroll views only), and each
    /// change against the document as it stands when the change applies.
    /// - Throws: `LayoutDocumentError` naming the first problem.
    func validate() throws(LayoutDocumentError) {
        try Self.checkTree(root, existing: [:])
        var kinds: [String: Node.Kind] = [:]
        root.walk { n, _ in if let id = n.id { kinds[id] = n.kind } }
        for (i, entry) in constraints.enumerated() {
            try checkAnchors(entry.constraint, at: entry.place(LayoutPath.index("constraints", i))) { kinds[$0] }
        }
        var state = self
        for (i, change) in changes.enumerated() {
            state = try state.applying(change, at: LayoutPath.index("changes", i))
        }
    }

    /// Checks ids and custom spacing in `node`'s subtree.
    /// - Parameter existing: where the ids already in the document were read.
    static func checkTree(_ node: Node, existing: [String: LayoutNodeLocation]) throws(LayoutDocumentError) {
        var seen = existing
        var problem: LayoutDocumentError?
        node.walk { n, _ in
            guard problem == nil else { return }
            if let id = n.id {
                if let first = seen[id] {
                    problem = LayoutDocumentError(LayoutPath.key(n.path, "id"), "duplicate id \"\(id)\" (also at \(first.path))")
                    return
                }
                seen[id] = n.location
            }
            guard let spacing = n.properties.customSpacing, !spacing.isEmpty else { return }
            let arranged = Set(n.arranged.compactMap(\.id))
            for entry in spacing where !arranged.contains(entry.id) {
                problem = LayoutDocumentError(
                    LayoutPath.key(LayoutPath.key(n.path, "customSpacing"), entry.id),
                    "\"\(entry.id)\" is not an arranged node of this stack")
                return
            }
        }
        if let problem { throw problem }
    }

    /// Checks that every anchor names a node of the current tree and a guide it has.
    /// - Parameter kind: the kind of the node with an id, nil for an unknown id.
    func checkAnchors(
        _ constraint: DocumentConstraint, at path: String, kind: (String) -> Node.Kind?
    ) throws(LayoutDocumentError) {
        for anchor in constraint.anchors {
            guard let nodeKind = kind(anchor.id) else {
                throw LayoutDocumentError(path, "unknown id \"\(anchor.id)\" in \(anchor)\(NameSuggestion.hint(for: anchor.id, among: allIds))")
            }
            if let guide = anchor.guide, guide == .content || guide == .frame, nodeKind != .scroll {
                throw LayoutDocumentError(
                    path, "\(anchor): only scroll views have a \(guide.rawValue) guide, and \"\(anchor.id)\" is a \(nodeKind.rawValue)")
            }
        }
    }

    /// The ids of the current tree, in tree order (the candidates of "did you mean").
    var allIds: [String] {
        var ids: [String] = []
        root.walk { n, _ in if let id = n.id { ids.append(id) } }
        return ids
    }

    /// All ids of the current tree with where they were read from.
    private var idPaths: [String: LayoutNodeLocation] {
        var result: [String: LayoutNodeLocation] = [:]
        root.walk { n, _ in if let id = n.id { result[id] = n.location } }
        return result
    }

    /// The document after one change, computed on the data (no layout); the frames of
    /// a fresh layout of the result are what the incremental change must produce.
    /// Constraints naming a removed node are dropped with it.
    /// - Parameters:
    ///   - change: the edit.
    ///   - path: the change's JSON path, for messages.
    /// - Returns: the edited document (its `changes` are left as they were).
    /// - Throws: `LayoutDocumentError` if the change names an unknown id, a node of the
    ///   wrong kind, an index out of range, and so on.
    public func applying(_ change: Change, at path: String) throws(LayoutDocumentError) -> LayoutDocument {
        var next = self
        func node(_ id: String, _ verb: String) throws(LayoutDocumentError) -> Node {
            guard let n = root.find(id) else {
                throw LayoutDocumentError(LayoutPath.key(path, verb), "unknown id \"\(id)\"\(NameSuggestion.hint(for: id, among: allIds))")
            }
            return n
        }
        switch change {
        case .hide(let id), .show(let id):
            let isHide = if case .hide = change { true } else { false }
            _ = try node(id, isHide ? "hide" : "show")
            _ = next.root.modify(id) { $0.properties.hidden = isHide }
        case .insert(let newNode, let stackID, let at):
            let stack = try node(stackID, "into")
            guard stack.isStack else {
                throw LayoutDocumentError(LayoutPath.key(path, "into"), "\"\(stackID)\" is a \(stack.kind.rawValue), not a stack")
            }
            if let at, at > stack.arranged.count {
                throw LayoutDocumentError(
                    LayoutPath.key(path, "at"), "index \(at) is past the end of \"\(stackID)\" (\(stack.arranged.count) arranged)")
            }
            try Self.checkTree(newNode, existing: idPaths)
            _ = next.root.modify(stackID) { $0.arranged.insert(newNode, at: at ?? $0.arranged.count) }
        case .remove(let id):
            _ = try node(id, "remove")
            if root.id == id { throw LayoutDocumentError(LayoutPath.key(path, "remove"), "the root cannot be removed") }
            let gone = Set(next.root.remove(id)?.ids ?? [])
            for i in next.constraints.indices where next.constraints[i].constraint.anchors.contains(where: { gone.contains($0.id) }) {
                next.constraints[i].isDropped = true
            }
        case .set(let id, let properties):
            let target = try node(id, "set")
            try checkSet(properties, on: target, isRoot: root.id == id, at: LayoutPath.key(path, "to"))
            _ = next.root.modify(id) { $0.properties = $0.properties.merged(with: properties) }
        case .resize(let width, let height):
            next.width = width
            next.height = height
        case .add(let entry):
            try checkAnchors(entry.constraint, at: entry.place(LayoutPath.key(path, "add"))) { root.find($0)?.kind }
            next.constraints.append(entry)
        case .drop(let index):
            let here = LayoutPath.key(path, "drop")
            guard index < constraints.count else {
                throw LayoutDocumentError(here, "no constraints[\(index)]: there are \(constraints.count)")
            }
            if constraints[index].isDropped {
                throw LayoutDocumentError(here, "constraints[\(index)] is already gone (dropped, or a node it names was removed)")
            }
            next.constraints[index].isDropped = true
        }
        return next
    }

    /// Checks that a `set` gives only properties the target's kind has.
    private func checkSet(_ p: Properties, on target: Node, isRoot: Bool, at path: String) throws(LayoutDocumentError) {
        let id = target.id ?? "?"
        if !target.isStack {
            let stackOnly: [(String, Bool)] = [
                ("axis", p.axis != nil), ("distribution", p.distribution != nil), ("alignment", p.alignment != nil),
                ("spacing", p.spacing != nil), ("customSpacing", p.customSpacing != nil),
                ("layoutMarginsRelative", p.layoutMarginsRelative != nil), ("baselineRelative", p.baselineRelative != nil),
            ]
            if let (key, _) = stackOnly.first(where: { $0.1 }) {
                throw LayoutDocumentError(LayoutPath.key(path, key), "\"\(key)\" is a stack property, but \"\(id)\" is a \(target.kind.rawValue)")
            }
        }
        if target.kind != .view {
            let viewOnly: [(String, Bool)] = [
                ("intrinsic", p.intrinsic != nil), ("firstBaseline", p.firstBaseline != nil), ("lastBaseline", p.lastBaseline != nil),
            ]
            if let (key, _) = viewOnly.first(where: { $0.1 }) {
                throw LayoutDocumentError(LayoutPath.key(path, key), "a \(target.kind.rawValue) has no \(key) of its own")
            }
        }
        if !isRoot && !p.safeArea.isEmpty {
            throw LayoutDocumentError(LayoutPath.key(path, "safeArea"), "safeArea is set on the root only")
        }
        for entry in p.customSpacing ?? [] where !target.arranged.contains(where: { $0.id == entry.id }) {
            throw LayoutDocumentError(
                LayoutPath.key(LayoutPath.key(path, "customSpacing"), entry.id), "\"\(entry.id)\" is not an arranged node of \"\(id)\"")
        }
    }
}
