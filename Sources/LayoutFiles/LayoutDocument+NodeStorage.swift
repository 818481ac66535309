/// Storage that keeps a deep document cheap: node paths in one flat table, and subtrees
/// that are freed without recursion.
///
/// A node 10,000 levels deep has a path of 120,000 characters; spelling the path of every
/// node of such a tree would take hundreds of megabytes, so a node keeps only its place in
/// the table and the path is spelled when a message needs it. Freeing nested arrays of
/// nodes would recurse once per level (about 100 bytes of stack each), too deep for a
/// secondary thread's 512 KB stack; ``LayoutNodeSubtrees`` frees them with a loop.
final class LayoutPathTable: @unchecked Sendable {
    // @unchecked: steps are appended only while `LayoutDocument.parse` decodes, on the
    // thread that called it and before any node leaves it; afterwards the table is only read.

    /// One step of a path: from `parent` (nil at a path's start) by `.key`, then `[index]`.
    private struct Step {
        let parent: Int?
        let key: String
        let index: Int?
        /// The number of steps before this one.
        let depth: Int
        /// The second step of the path (this one for the first two).
        let second: Int
    }

    private var steps: [Step] = []

    /// A new path that starts with `text` (`root`, `changes[2].insert`).
    func start(_ text: String) -> LayoutNodeLocation {
        steps.append(Step(parent: nil, key: text, index: nil, depth: 0, second: steps.count))
        return LayoutNodeLocation(table: self, step: steps.count - 1)
    }

    /// The path `location` followed by `.key[index]`.
    func child(of location: LayoutNodeLocation, _ key: String, _ index: Int) -> LayoutNodeLocation {
        let parent = steps[location.step]
        steps.append(
            Step(
                parent: location.step, key: key, index: index, depth: parent.depth + 1,
                second: parent.depth == 0 ? steps.count : parent.second))
        return LayoutNodeLocation(table: self, step: steps.count - 1)
    }

    /// The last `count` steps of `step`'s path (all of them if it has fewer), spelled, in
    /// order: `["root", "arranged[0]"]`.
    private func parts(_ step: Int, last count: Int = .max) -> [String] {
        var parts: [String] = []
        var current: Int? = step
        while let i = current, parts.count < count {
            let s = steps[i]
            parts.append(s.index.map { "\(s.key)[\($0)]" } ?? s.key)
            current = s.parent
        }
        return parts.reversed()
    }

    /// The whole path: `root.children[0].arranged[2]`.
    /// - Complexity: O(depth).
    func path(_ step: Int) -> String { parts(step).joined(separator: ".") }

    /// The path, with the middle of a path of more than `limit` steps left out:
    /// `root.arranged[0]…(9984 levels)….arranged[1].children[0]`.
    /// - Complexity: O(`limit`).
    func shortPath(_ step: Int, limit: Int = 24) -> String {
        let count = steps[step].depth + 1
        guard count > limit else { return path(step) }
        let tail = parts(step, last: limit - 4)
        let head = path(steps[step].second)
        return "\(head)…(\(count - 2 - tail.count) levels)….\(tail.joined(separator: "."))"
    }
}

/// Where a node was read: a step of its document's ``LayoutPathTable``.
struct LayoutNodeLocation: Sendable {
    let table: LayoutPathTable
    let step: Int

    /// The JSON path, spelled (O(depth)).
    var path: String { table.path(step) }

    /// The location of the element `index` of the node's `key` array.
    func child(_ key: String, _ index: Int) -> LayoutNodeLocation { table.child(of: self, key, index) }
}

/// A node's arranged nodes and plain children, shared by copies of the node until one of
/// them changes its subtrees (copy on write, through ``LayoutDocument/Node/mutableSubtrees()``).
final class LayoutNodeSubtrees: @unchecked Sendable {
    // @unchecked: only changed when uniquely referenced (copy on write), or while freed.
    var arranged: [LayoutDocument.Node]
    var children: [LayoutDocument.Node]

    init(arranged: [LayoutDocument.Node] = [], children: [LayoutDocument.Node] = []) {
        self.arranged = arranged
        self.children = children
    }

    /// Frees the tree below with a loop: every node that only this tree holds gives up its
    /// own subtrees to the loop before it is freed, so no free recurses.
    deinit {
        var pending = arranged + children
        arranged = []
        children = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node.subtrees) else { continue }
            pending += node.subtrees.arranged
            pending += node.subtrees.children
            node.subtrees.arranged = []
            node.subtrees.children = []
        }
    }
}

extension LayoutDocument.Node {
    /// The node's subtrees, copied first if another copy of the node shares them.
    mutating func mutableSubtrees() -> LayoutNodeSubtrees {
        if !isKnownUniquelyReferenced(&subtrees) {
            subtrees = LayoutNodeSubtrees(arranged: subtrees.arranged, children: subtrees.children)
        }
        return subtrees
    }
}
