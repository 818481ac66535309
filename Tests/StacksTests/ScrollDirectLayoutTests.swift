import Constraints
import Testing

@testable import Stacks

/// Scroll views in the direct layout: subviews pinned to the content guide, whose length is
/// pulled to 0 at 0.001 and may be tied to the scroll view's (`sub.width ==
/// scroll.frame.width`). Checked against the solver: frames, content sizes and anchors.
@Suite struct ScrollDirectLayoutTests {
    /// A scroll view filling a 320 × 480 root (or a root of fitted height), holding a list
    /// of `n` cells pinned to its content guide with `insets` (lead x, lead y, trail x,
    /// trail y), as wide as its frame when `tiedWidth`.
    static func scene(
        _ n: Int, tiedWidth: Bool, insets: [Double] = [0, 0, 0, 0], height: Double? = 480,
        direction: InterfaceDirection = .leftToRight, direct: Bool
    ) throws -> (LayoutEngine, LayoutScrollView, StackView, [LayoutView]) {
        let list = StackView("list", axis: .vertical, arrangedSubviews: (0..<n).map(AlignedDirectLayoutTests.cell))
        let scroll = LayoutScrollView("scroll")
        let root = LayoutView("root")
        root.addSubview(scroll)
        scroll.addSubview(list)
        let layout = LayoutEngine(root: root, width: 320, height: height, direction: direction)
        layout.allowsDirectLayout = direct
        var constraints = [
            scroll.leading == root.leading, scroll.trailing == root.trailing, scroll.top == root.top,
            scroll.bottom == root.bottom,
            list.leading == scroll.content.leading + insets[0], list.top == scroll.content.top + insets[1],
            list.trailing == scroll.content.trailing + insets[2], scroll.content.bottom == list.bottom - insets[3],
        ]
        if tiedWidth { constraints.append(list.width == scroll.frame.width + insets[2] - insets[0]) }
        try layout.add(constraints)
        layout.update()
        var views: [LayoutView] = []
        DirectLayoutTests.collect(root, into: &views)
        return (layout, scroll, list, views)
    }

    @Test(arguments: [true, false], [InterfaceDirection.leftToRight, .rightToLeft])
    func aScrolledCellListMatchesTheSolver(tiedWidth: Bool, direction: InterfaceDirection) throws {
        let insets = [3.0, 5, -7, -2]
        let direct = try Self.scene(9, tiedWidth: tiedWidth, insets: insets, direction: direction, direct: true)
        let solver = try Self.scene(9, tiedWidth: tiedWidth, insets: insets, direction: direction, direct: false)
        #expect(direct.0.isLaidOutDirectly)
        #expect(DirectLayoutTests.sameFrames((direct.0, direct.3), (solver.0, solver.3), "scroll"))
        let a = direct.0.contentSize(of: direct.1), b = solver.0.contentSize(of: solver.1)
        #expect(abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9, "content \(a) against \(b)")
        let content = direct.0.frame(of: direct.1.content), expected = solver.0.frame(of: solver.1.content)
        expectFrame(content, [expected.x, expected.y, expected.width, expected.height])
        #expect(direct.0.isLaidOutDirectly, "reading the content guide keeps the direct layout")
        // The list is as tall as its cells, whatever the scroll view's height.
        let cell = try #require(direct.2.arrangedSubviews.last)
        #expect(abs(direct.0.frame(of: direct.2).height - (direct.0.frame(of: cell).y + 38.5 - 5)) < 1e-9)
    }

    /// Edits inside the scrolled list and resizes keep matching a fresh solver layout.
    @Test func editsInAScrolledListMatchTheSolver() throws {
        let live = try Self.scene(6, tiedWidth: true, direct: true)
        var next = 6
        for step in 0..<6 {
            switch step % 3 {
            case 0:
                live.2.insertArrangedSubview(AlignedDirectLayoutTests.cell(next), at: 1)
                next += 1
            case 1: live.2.arrangedSubviews[2].isHidden.toggle()
            default: live.0.resize(width: step == 2 ? 280 : 320, height: 480)
            }
            live.0.update()
            #expect(live.0.isLaidOutDirectly, "step \(step)")
            let solver = try Self.scene(0, tiedWidth: true, direct: false)
            solver.0.resize(width: live.0.width, height: 480)
            for old in live.2.arrangedSubviews {
                let copy = AlignedDirectLayoutTests.cell(Int(old.name.dropFirst(4)) ?? 0)
                copy.isHidden = old.isHidden
                solver.2.addArrangedSubview(copy)
            }
            solver.0.update()
            var liveViews: [LayoutView] = []
            DirectLayoutTests.collect(live.0.root, into: &liveViews)
            var solverViews: [LayoutView] = []
            DirectLayoutTests.collect(solver.0.root, into: &solverViews)
            guard DirectLayoutTests.sameFrames((live.0, liveViews), (solver.0, solverViews), "step \(step)") else {
                return
            }
        }
    }

    /// What stays outside the direct layout: a subview pinned to the scroll view itself
    /// rather than its content guide, and two subviews both tied to its width.
    @Test func scrollViewsOutsideTheClassUseTheSolver() throws {
        let root = LayoutView("root")
        let scroll = LayoutScrollView("scroll")
        let a = LayoutView("a", intrinsicWidth: 10, intrinsicHeight: 10)
        root.addSubview(scroll)
        scroll.addSubview(a)
        let layout = LayoutEngine(root: root, width: 100, height: 100)
        try layout.add([
            scroll.leading == root.leading, scroll.trailing == root.trailing, scroll.top == root.top,
            scroll.bottom == root.bottom, a.leading == scroll.leading, a.trailing == scroll.trailing,
            a.top == scroll.top, a.bottom == scroll.bottom,
        ])
        layout.update()
        #expect(!layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: a), [0, 0, 100, 100])
    }
}
