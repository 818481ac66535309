extension LayoutDocument {
    /// Mistakes that still give a layout, as `PATH: MESSAGE` lines for standard error.
    ///
    /// A stack whose items are under `children` instead of `arranged`: a stack arranges only
    /// its `arranged` items; `children` are plain subviews (UIKit allows them, e.g. a
    /// background), placed by constraints alone. A stack with children, no arranged items,
    /// and no constraint naming any of those children collapses to zero with the children
    /// at its origin, which is almost never what was meant.
    /// - Returns: the warnings, in tree order.
    public var warnings: [String] {
        var named: Set<String> = []
        for entry in constraints { for anchor in entry.constraint.anchors { named.insert(anchor.id) } }
        var result: [String] = []
        root.walk { node, _ in
            guard node.kind == .stack, node.arranged.isEmpty, !node.children.isEmpty else { return }
            let placed = node.children.contains { child in child.id.map(named.contains) ?? false }
            guard !placed else { return }
            let name = node.id.map { "stack \"\($0)\"" } ?? "this stack"
            result.append(
                "\(node.path): \(name) has children but no arranged items; a stack lays out only its "
                    + "\"arranged\" items (\"children\" are plain subviews, placed by constraints alone)")
        }
        return result
    }
}
