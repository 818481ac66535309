import Testing

@testable import Constraints
@testable import Stacks

/// Issue 8: a top- or bottom-aligned stack adds one copy of the same optional equality per
/// item (UIKit's spanning boundaries). The solver once rebalanced those copies with one
/// degenerate pivot per two items, each through every item's row: a first layout whose
/// row operations grew as the square of the items (a row of 10,000: 13.9 s, against 1.4 s
/// centred). The work must grow in proportion to the items for every alignment.
@Suite struct AlignedRowWorkTests {
    /// The row operations (`Tableau.work`) of the first layout of a row of `n` items.
    /// - Parameter slack: the root's width over the items' natural length with spacing.
    static func firstLayoutWork(
        items n: Int, alignment: StackView.Alignment, distribution: StackView.Distribution = .fill,
        slack: Double? = nil
    ) throws -> Int {
        var items: [LayoutView] = []
        for i in 0..<n {
            let width = Double(10 + i % 7)
            let height = Double(12 + (i * 7) % 29)
            items.append(LayoutView("i\(i)", intrinsicWidth: width, intrinsicHeight: height))
        }
        let stack = StackView("row", axis: .horizontal, distribution: distribution, alignment: alignment, spacing: 2)
        for view in items { stack.addArrangedSubview(view) }
        let root = LayoutView("root")
        root.addSubview(stack)
        let natural = items.reduce(0) { $0 + ($1.intrinsicWidth ?? 0) } + Double(2 * (n - 1))
        let layout = LayoutEngine(root: root, width: slack.map { natural + $0 } ?? Double(20 * n), height: nil)
        // The solver's work is what is measured (the direct layout would take this row).
        layout.allowsDirectLayout = false
        try layout.add([
            stack.leading == root.leading, stack.trailing == root.trailing,
            stack.top == root.top, stack.bottom == root.bottom,
        ])
        #expect(layout.update().isEmpty)
        return layout.solver.core.tableau.work
    }

    @Test(arguments: [StackView.Alignment.top, .bottom, .center])
    func firstLayoutWorkGrowsWithTheItems(alignment: StackView.Alignment) throws {
        let small = try Self.firstLayoutWork(items: 100, alignment: alignment)
        let large = try Self.firstLayoutWork(items: 400, alignment: alignment)
        #expect(Double(large) < 5 * Double(small), "work \(small) for 100 items, \(large) for 400")
    }

    /// Equal centering with too little room for equal centre distances: every gap's
    /// equality at its own priority ties it to the first gap, so the first gap's symbols sit
    /// in every gap's row. Entering them by steepness alone sent the simplex through bases
    /// far denser than the optimum (work growing as the square of the items); pricing by
    /// improvement per row rewritten keeps it near linear (`docs/solver.md`,
    /// "The primal simplex on levels").
    @Test func equalCenteringWorkStaysNearLinear() throws {
        let small = try Self.firstLayoutWork(items: 100, alignment: .fill, distribution: .equalCentering, slack: 50)
        let large = try Self.firstLayoutWork(items: 400, alignment: .fill, distribution: .equalCentering, slack: 50)
        #expect(Double(large) < 5 * Double(small), "work \(small) for 100 items, \(large) for 400")
    }
}
