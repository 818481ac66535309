import Testing

@testable import Constraints
@testable import Stacks

/// A view's constraints leave the solver at the next update, in one batch with the other
/// changes. Removed one by one as the view left, each of a table cell's 52 constraints was
/// re-optimised on its own while the cell was still in the list: the pivots between them
/// filled the tableau back to its first layout's density, and removing a cell from a list
/// of 1,000 cost 0.78 s against 0.10 s for inserting one.
@Suite struct DetachedRemovalTests {
    /// A row [icon, a column of two labels, chevron], centred, as in a table cell.
    static func cell(_ i: Int) -> StackView {
        let icon = LayoutView("icon\(i)", intrinsicWidth: 24, intrinsicHeight: 24)
        let title = LayoutView("title\(i)", intrinsicWidth: Double(60 + i % 50), intrinsicHeight: 17)
        let subtitle = LayoutView("subtitle\(i)", intrinsicWidth: Double(90 + i % 70), intrinsicHeight: 14)
        let column = StackView(
            "labels\(i)", axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
        let chevron = LayoutView("chevron\(i)", intrinsicWidth: 8, intrinsicHeight: 13)
        return StackView(
            "cell\(i)", axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [icon, column, chevron])
    }

    /// A vertical list of `cells`, 375 pt wide, laid out once.
    static func list(of cells: [StackView]) throws -> (list: StackView, layout: LayoutEngine) {
        let list = StackView("list", axis: .vertical, arrangedSubviews: cells)
        let root = LayoutView("root")
        root.addSubview(list)
        let layout = LayoutEngine(root: root, width: 375, height: nil)
        try layout.add([list.leading == root.leading, list.trailing == root.trailing, list.top == root.top])
        #expect(layout.update().isEmpty)
        return (list, layout)
    }

    @Test func removingACellLeavesTheTableauAsSparseAsInsertingOne() throws {
        let n = 60
        let cells = (0..<n).map(Self.cell)
        let (list, layout) = try Self.list(of: cells)
        let inserted = Self.cell(n)
        list.insertArrangedSubview(inserted, at: n / 2)
        #expect(layout.update().isEmpty)
        let afterInsert = layout.solverStatistics
        let constraints = layout.solver.constraints.count
        cells[n / 2].removeFromSuperview()
        #expect(layout.solver.constraints.count == constraints, "removed before the update")
        #expect(layout.update().isEmpty)
        let afterRemove = layout.solverStatistics
        // One by one, the removals pivoted (6 times here; 9 in the benchmark's list of 60,
        // which they left at 41,188 cells against 32,457).
        #expect(afterRemove.pivots == afterInsert.pivots)
        #expect(afterRemove.cells <= afterInsert.cells)
        // The list closed up: the cell after the removed one sits where the removed one was.
        let above = layout.frame(of: inserted)
        #expect(layout.frame(of: cells[n / 2 + 1]).y == above.y + above.height)
    }

    /// A view detached and added again before the next update keeps its layout: its old
    /// constraints go in the same batch as its new ones come.
    @Test func aViewMovedBeforeTheUpdateIsLaidOutOnce() throws {
        let cells = (0..<6).map(Self.cell)
        let (list, layout) = try Self.list(of: cells)
        let constraints = layout.solver.constraints.count
        cells[1].removeFromSuperview()
        list.insertArrangedSubview(cells[1], at: 4)
        #expect(layout.update().isEmpty, "the old and new constraints of the moved cell conflicted")
        #expect(layout.solver.constraints.count == constraints)
        let before = layout.frame(of: cells[4])
        #expect(layout.frame(of: cells[1]).y == before.y + before.height)
    }
}
