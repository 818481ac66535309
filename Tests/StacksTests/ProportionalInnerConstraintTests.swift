import Constraints
import Testing

@testable import Stacks

/// A fill-proportionally stack measures the natural length of an item without an
/// intrinsic size by solving the item's subtree, user constraints inside it included. So
/// adding, removing or changing such a constraint must regenerate the stack: the
/// incremental layout must equal a fresh one.
@Suite struct ProportionalInnerConstraintTests {
    /// `S = [p, q]`, fill-proportionally, pinned to a 300 × 100 root; `p` is 100 wide
    /// (intrinsic); `q` has none, and holds `r` pinned to its edges, whose width the
    /// optional `inner` constraint bounds.
    final class Scene {
        let root = LayoutView("root")
        let p = LayoutView("p", intrinsicWidth: 100, intrinsicHeight: 10)
        let q = LayoutView("q"), r = LayoutView("r")
        let stack: StackView
        let inner: LayoutConstraint
        let layout: LayoutEngine

        init(inner width: Double, added: Bool = true) {
            stack = StackView("S", distribution: .fillProportionally, arrangedSubviews: [p, q])
            q.addSubview(r)
            root.addSubview(stack)
            inner = r.width >= width
            layout = LayoutEngine(root: root, width: 300, height: 100)
            try? layout.add(stack.pinEdges(to: root) + r.pinEdges(to: q) + (added ? [inner] : []))
            layout.update()
        }

        var frames: [Rect] {
            layout.update()
            return [p, q, r].map { layout.frame(of: $0) }
        }
    }

    static func expectSame(_ actual: [Rect], _ expected: [Rect], _ label: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        for (a, e) in zip(actual, expected) {
            expectFrame(a, [e.x, e.y, e.width, e.height], tolerance, label, sourceLocation: sourceLocation)
        }
    }

    @Test func theInnerConstraintSetsTheProportions() {
        // Natural widths 100 and 50 share 300: 200 and 100.
        expectFrame(Scene(inner: 50).frames[1], [200, 0, 100, 100])
    }

    @Test(arguments: [100.0, 200, 25])
    func aChangedConstantRegeneratesTheStack(width: Double) {
        let scene = Scene(inner: 50)
        scene.inner.constant = width
        Self.expectSame(scene.frames, Scene(inner: width).frames, "inner \(width)")
    }

    @Test func anAddedOrRemovedConstraintRegeneratesTheStack() throws {
        let scene = Scene(inner: 100, added: false)
        try scene.layout.add(scene.inner)
        Self.expectSame(scene.frames, Scene(inner: 100).frames, "added")
        scene.layout.remove(scene.inner)
        Self.expectSame(scene.frames, Scene(inner: 100, added: false).frames, "removed")
    }

    /// How the fill-proportionally stack came to be in the layout when the inner constraint
    /// is added: the layout skips the walk up from a user constraint's views while no such
    /// stack has joined the tree, so each way in must count.
    enum Arrival: CaseIterable {
        case fromTheStart, attachedLater, distributionSetLater
    }

    @Test(arguments: Arrival.allCases)
    func aConstraintAddedUnderAStackThatJoinedLaterRegeneratesIt(_ arrival: Arrival) throws {
        let root = LayoutView("root")
        let p = LayoutView("p", intrinsicWidth: 100, intrinsicHeight: 10)
        let q = LayoutView("q"), r = LayoutView("r")
        let stack = StackView(
            "S", distribution: arrival == .distributionSetLater ? .fill : .fillProportionally, arrangedSubviews: [p, q])
        q.addSubview(r)
        let holder = LayoutView("holder")
        if arrival == .attachedLater { holder.addSubview(stack) } else { root.addSubview(stack) }
        let layout = LayoutEngine(root: root, width: 300, height: 100)
        if arrival != .attachedLater { try layout.add(stack.pinEdges(to: root) + r.pinEdges(to: q)) }
        layout.update()
        switch arrival {
        case .fromTheStart: break
        case .attachedLater:
            root.addSubview(stack)
            try layout.add(stack.pinEdges(to: root) + r.pinEdges(to: q))
        case .distributionSetLater: stack.distribution = .fillProportionally
        }
        layout.update()
        let inner = r.width >= 50
        try layout.add(inner)
        layout.update()
        // Natural widths 100 and 50 share 300: 200 and 100 (as a fresh layout has it).
        Self.expectSame([p, q, r].map { layout.frame(of: $0) }, Scene(inner: 50).frames, "\(arrival)")
    }
}
