/// A depth-first walk of a view tree with an explicit stack rather than recursion, so a
/// tree 10,000 levels deep is walked in the same thread stack as a flat one.
///
/// Each view is met twice: ``Step/enter(_:)`` on the way down, before its subviews, and
/// ``Step/leave(_:)`` on the way up, after them.
///
/// ```swift
/// for step in TreeWalk(root, order: .creation) {
///     if case .leave(let view) = step { ... }   // children done
/// }
/// ```
struct TreeWalk: Sequence, IteratorProtocol {
    /// The order of a view's subviews in the walk.
    enum Order {
        /// `subviews` as they are.
        case subviews
        /// The order constraints are created in (spec 5.2): a stack's arranged items, then
        /// its other subviews; any other view's subviews.
        case creation
    }

    /// Meeting a view on the way down or up.
    enum Step {
        case enter(LayoutView)
        case leave(LayoutView)
    }

    private let order: Order
    /// The views entered and not yet left, each with its subviews and the next to enter.
    private var open: [(view: LayoutView, children: [LayoutView], next: Int)] = []
    private var first: LayoutView?

    /// A walk of `root` and every view below it.
    init(_ root: LayoutView, order: Order) {
        self.order = order
        first = root
    }

    /// The subviews of `view` in the walk's order.
    private func children(of view: LayoutView) -> [LayoutView] {
        guard order == .creation, case .stack = view.itemKind else { return view.subviews }
        let stack = unsafeDowncast(view, to: StackView.self)
        return stack.arrangedSubviews + stack.subviews.filter { !$0.isArranged }
    }

    mutating func next() -> Step? {
        if let root = first {
            first = nil
            open.append((root, children(of: root), 0))
            return .enter(root)
        }
        guard let top = open.indices.last else { return nil }
        let k = open[top].next
        guard k < open[top].children.count else { return .leave(open.removeLast().view) }
        open[top].next += 1
        let child = open[top].children[k]
        open.append((child, children(of: child), 0))
        return .enter(child)
    }
}

/// Calls `body` on `view` and every view below it, depth first, parents first, in
/// `subviews` order (without recursion).
func forEachView(in view: LayoutView, _ body: (LayoutView) -> Void) {
    for case .enter(let v) in TreeWalk(view, order: .subviews) { body(v) }
}
