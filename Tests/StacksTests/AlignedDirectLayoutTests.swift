import Constraints
import Testing

@testable import Stacks

/// Stacks aligned leading, center or trailing in the direct layout: across such a stack each
/// item's length is capped by the spanner and pulled to 0 by its ambiguity suppression
/// (spec 3.7), which the direct layout solves in closed form. Checked against the solver on
/// a table-cell list and a form, first layouts and edits, both directions.
@Suite struct AlignedDirectLayoutTests {
    /// A table cell: icon, a column of two labels (aligned leading), chevron; centred.
    static func cell(_ i: Int) -> StackView {
        let icon = LayoutView("icon\(i)", intrinsicWidth: 24, intrinsicHeight: 24)
        icon.hugging = AxisPriorities(horizontal: 251, vertical: 251)
        let title = LayoutView("title\(i)", intrinsicWidth: Double(80 + (i * 37) % 150), intrinsicHeight: 20.5)
        let subtitle = LayoutView("subtitle\(i)", intrinsicWidth: Double(60 + (i * 53) % 200), intrinsicHeight: 16)
        let column = StackView(
            "labels\(i)", axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
        let chevron = LayoutView("chevron\(i)", intrinsicWidth: 8, intrinsicHeight: 13)
        chevron.hugging = AxisPriorities(horizontal: 251, vertical: 251)
        return StackView(
            "cell\(i)", axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [icon, column, chevron])
    }

    /// A list of `n` cells in a vertical stack pinned to a root 320 wide, of fitted height
    /// unless `height` is given; the views in pre-order.
    static func list(
        _ n: Int, height: Double?, direction: InterfaceDirection, direct: Bool
    ) throws -> (LayoutEngine, StackView, [LayoutView]) {
        try list((0..<n).map(cell), width: 320, height: height, direction: direction, direct: direct)
    }

    /// A list of `cells` in a vertical stack pinned to a root of the given size.
    static func list(
        _ cells: [StackView], width: Double, height: Double?, direction: InterfaceDirection, direct: Bool
    ) throws -> (LayoutEngine, StackView, [LayoutView]) {
        let list = StackView("list", axis: .vertical, arrangedSubviews: cells)
        let root = LayoutView("root")
        root.addSubview(list)
        let layout = LayoutEngine(root: root, width: width, height: height, direction: direction)
        layout.allowsDirectLayout = direct
        try layout.add([
            list.leading == root.leading, list.trailing == root.trailing, list.top == root.top,
            list.bottom == root.bottom,
        ])
        layout.update()
        var views: [LayoutView] = []
        DirectLayoutTests.collect(root, into: &views)
        return (layout, list, views)
    }

    @Test(arguments: [InterfaceDirection.leftToRight, .rightToLeft], [nil, 900.0])
    func aCellListMatchesTheSolver(direction: InterfaceDirection, height: Double?) throws {
        let direct = try Self.list(12, height: height, direction: direction, direct: true)
        let solver = try Self.list(12, height: height, direction: direction, direct: false)
        #expect(direct.0.isLaidOutDirectly)
        #expect(DirectLayoutTests.sameFrames((direct.0, direct.2), (solver.0, solver.2), "cells"))
        // A cell of the fitted list: as tall as its icon (24), the label column 38.5 tall
        // and centred: the column decides, the icon and chevron sit in the middle.
        if height == nil {
            let cell = try #require(direct.1.arrangedSubviews[3] as? StackView)
            let r = direct.0.frame(of: cell)
            #expect(r.height == 38.5)
            let chevron = cell.arrangedSubviews[2]
            let c = direct.0.frame(of: chevron)
            #expect(c.y == r.y + (38.5 - 13) / 2 && c.height == 13)
        }
    }

    /// Inserting, removing, hiding and showing cells, and a resize, keep the direct layout on
    /// the frames a fresh solver layout of the same tree gives.
    @Test func editsOfACellListMatchAFreshSolverLayout() throws {
        let live = try Self.list(8, height: nil, direction: .leftToRight, direct: true)
        let layout = live.0, list = live.1
        var next = 8
        var width = 320.0
        for step in 0..<8 {
            switch step % 4 {
            case 0:
                list.insertArrangedSubview(Self.cell(next), at: 2 + step % 3)
                next += 1
            case 1: list.arrangedSubviews[1].removeFromSuperview()
            case 2: list.arrangedSubviews[step % list.arrangedSubviews.count].isHidden.toggle()
            default:
                width = width == 320 ? 280 : 320
                layout.resize(width: width, height: nil)
            }
            layout.update()
            #expect(layout.isLaidOutDirectly, "step \(step)")
            // The same tree, built afresh on the solver.
            let cells = list.arrangedSubviews.map { old -> StackView in
                let copy = Self.cell(Int(old.name.dropFirst(4)) ?? 0)
                copy.isHidden = old.isHidden
                return copy
            }
            let fresh = try Self.list(cells, width: width, height: nil, direction: .leftToRight, direct: false)
            var liveViews: [LayoutView] = []
            DirectLayoutTests.collect(layout.root, into: &liveViews)
            guard DirectLayoutTests.sameFrames((layout, liveViews), (fresh.0, fresh.2), "step \(step)") else { return }
        }
    }

    /// A single item aligned inside a taller stack: the canvas fit (@49) and the item's
    /// suppression (@25) against its hugging, for each alignment.
    @Test(arguments: [StackView.Alignment.leading, .center, .trailing], [true, false])
    func aSingleAlignedItemMatchesTheSolver(alignment: StackView.Alignment, fixedHeight: Bool) {
        func make(direct: Bool) -> (LayoutEngine, [LayoutView]) {
            let item = LayoutView("item", intrinsicWidth: 30, intrinsicHeight: 20)
            item.hugging = AxisPriorities(horizontal: 250, vertical: 10)
            let stack = StackView("s", alignment: alignment, arrangedSubviews: [item])
            let root = LayoutView("root")
            root.addSubview(stack)
            let layout = LayoutEngine(root: root, width: 100, height: fixedHeight ? 80 : nil)
            layout.allowsDirectLayout = direct
            try? layout.add([
                stack.leading == root.leading, stack.trailing == root.trailing, stack.top == root.top,
                stack.bottom == root.bottom,
            ])
            layout.update()
            return (layout, [root, stack, item])
        }
        let direct = make(direct: true), solver = make(direct: false)
        #expect(direct.0.isLaidOutDirectly)
        #expect(DirectLayoutTests.sameFrames(direct, solver, "\(alignment)"))
    }
}
