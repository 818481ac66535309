import Constraints
import Testing

@testable import Stacks

/// What a layout leaves behind: a tree laid out and dropped with its layout is freed (the
/// generated constraints' records referred back to their views, a cycle found by fuzzing
/// under LeakSanitizer), and a tree handed to a new layout is laid out in full again.
@Suite struct LifetimeTests {
    /// A root with margins and a stack of two views pinned to them, and a scroll view.
    static func makeTree() -> (root: LayoutView, stack: StackView, views: [LayoutView]) {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 40, intrinsicHeight: 20)
        let b = LayoutView("b", intrinsicWidth: 60, intrinsicHeight: 30)
        let stack = StackView("stack", axis: .horizontal, spacing: 8, arrangedSubviews: [a, b])
        let scroll = LayoutScrollView("scroll")
        root.addSubview(stack)
        root.addSubview(scroll)
        return (root, stack, [root, stack, a, b, scroll])
    }

    /// Lays the tree out and returns weak references to every view once both are dropped.
    static func layOutAndDrop(direct: Bool) -> [() -> LayoutView?] {
        let (root, stack, views) = makeTree()
        let layout = LayoutEngine(root: root, width: 300, height: 100)
        layout.allowsDirectLayout = direct
        try? layout.add([stack.leading == root.margins.leading, stack.top == root.safeArea.top])
        layout.update()
        stack.spacing = 4
        layout.update()
        return views.map { view in
            weak let weakView = view
            return { weakView }
        }
    }

    @Test(arguments: [false, true])
    func droppedLayoutFreesItsTree(direct: Bool) {
        let views = Self.layOutAndDrop(direct: direct)
        #expect(views.allSatisfy { $0() == nil }, "views still alive after their layout and tree were dropped")
    }

    /// The layout can go before the tree: the tree is freed when it goes.
    @Test func treeOutlivingItsLayoutIsFreedLater() {
        var tree: (root: LayoutView, stack: StackView, views: [LayoutView])? = Self.makeTree()
        weak let weakStack = tree?.stack
        do {
            let layout = LayoutEngine(root: tree!.root, width: 300, height: 100)
            layout.allowsDirectLayout = false
            layout.update()
        }
        #expect(weakStack != nil)
        tree = nil
        #expect(weakStack == nil)
    }

    /// A view that outlives its superview (and a grandchild that outlives both) reads no
    /// superview: the superview reference is unowned, so the freed view must clear it.
    @Test func subviewsOutlivingTheirSuperviewHaveNone() {
        let child = LayoutView("child")
        let grandchild = LayoutView("grandchild")
        do {
            let parent = StackView("parent", arrangedSubviews: [child])
            let middle = LayoutView("middle")
            middle.addSubview(grandchild)
            parent.addSubview(middle)
            #expect(child.superview === parent)
            #expect(grandchild.superview === middle)
        }
        #expect(child.superview == nil)
        #expect(grandchild.superview == nil)
        // They can join another tree.
        let other = LayoutView("other")
        other.addSubview(child)
        other.addSubview(grandchild)
        #expect(child.superview === other && grandchild.superview === other)
    }

    /// A second layout of the same tree, while the first one lives, defines the guides in its
    /// own solver: margins-relative frames match a layout of a fresh tree.
    @Test func takenOverTreeLaysOutLikeAFreshOne() throws {
        func frames(_ layout: LayoutEngine, _ views: [LayoutView]) -> [Rect] { views.map(layout.frame(of:)) }
        let fresh = Self.makeTree()
        let expected = LayoutEngine(root: fresh.root, width: 300, height: 100)
        try expected.add([fresh.stack.leading == fresh.root.margins.leading])
        expected.update()

        let (root, stack, views) = Self.makeTree()
        let first = LayoutEngine(root: root, width: 300, height: 100)
        first.allowsDirectLayout = false
        try first.add([stack.leading == root.margins.leading])
        first.update()
        let second = LayoutEngine(root: root, width: 300, height: 100)
        try second.add([stack.leading == root.margins.leading])
        second.update()
        #expect(frames(second, views) == frames(expected, fresh.views))
        withExtendedLifetime(first) {}
    }
}
