import Testing

@testable import Stacks

/// Equal-centering stacks in the direct layout (spec 3.6, `CenteredGaps`): at a canvas
/// length set from above, the gaps between centers traded against their equalities at
/// 149, 148, ... 50, every item at its least-cost length unless it might rather shrink
/// (then the solver). Random rows against the solver (room to spare and short rows, ties
/// at the floor priority, hidden items, custom spacing, margins, nested stacks as items),
/// random edits, and the trees it leaves to the solver.
@Suite struct CenteredDirectLayoutTests {
    typealias Shape = DirectLayoutTests.Shape
    typealias Random = IncrementalTests.Random

    static func leaf(_ width: Double, _ r: inout Random, hidden: Bool = false) -> Shape {
        func p() -> Double { DirectLayoutTests.priorities[r.int(DirectLayoutTests.priorities.count)] }
        return .leaf(intrinsic: (width, r.double(5, 30)), hugging: (p(), p()), compression: (p(), p()), hidden: hidden)
    }

    static func row(_ items: [Shape], spacing: Double, alignment: StackView.Alignment = .fill) -> Shape {
        .stack(
            vertical: false, distribution: .equalCentering, alignment: alignment, spacing: spacing, margins: nil,
            custom: [:], hidden: false, items: items)
    }

    /// Columns of rows of one to five leaves of random priorities, at widths from far too
    /// short to roomy: most are laid out directly, and all agree with the solver.
    @Test(arguments: 0..<3)
    func centeredRowsMatchTheSolver(batch: Int) {
        let direct = DirectLayoutTests.directCount(
            batch: batch, salt: 2_750_159, size: { r in (r.double(40, 400), r.int(2) == 0 ? nil : r.double(60, 300)) }
        ) { r in ProportionalDirectLayoutTests.randomColumn(&r, distribution: .equalCentering) }
        // The rest: rows too short for their items at their spacing (they shrink), or
        // priorities low enough that an item might (the solver decides).
        #expect(direct >= 50, "only \(direct) of 100 laid out directly")
    }

    /// Rows of 160 items (gaps from the 100th on all pull at the floor priority 50, so
    /// their ranks decide which gap gives way), widths from a short list (many gaps with
    /// the same bound, so the optimum often sits on one), some hidden: at room to spare, a
    /// little room, and as the benchmark row has it.
    @Test(arguments: [5.0, 100, 2_000])
    func aLongRowsGapsTieAtTheFloorPriority(slack: Double) {
        var r = Random(state: UInt64(slack) &+ 17)
        var items: [Shape] = []
        var natural = 0.0
        for k in 0..<160 {
            let width = Double([10, 20, 30, 47][r.int(4)])
            let hidden = k % 23 == 5
            items.append(.leaf(intrinsic: (width, 10), hugging: (250, 250), compression: (750, 750), hidden: hidden))
            if !hidden { natural += width + 2 }
        }
        let compared = DirectLayoutTests.compareWithSolver(
            Self.row(items, spacing: 2), size: (natural - 2 + 12 + slack, 40), rtl: false, "slack \(slack)")
        #expect(compared.isDirect)
        #expect(compared.agrees)
    }

    /// Rows whose first two items are wide and the rest narrow, so that the whole row pulls
    /// the first gap shorter than its bound and the first item, the second or both shrink
    /// (the regimes of `CenteredRow`), at random compression priorities, spacings and
    /// slack: every layout agrees with the solver, and the direct ones shrink an item.
    @Test(arguments: 0..<3)
    func theFirstItemsGiveWhenTheRowPullsTheFirstGapShort(batch: Int) {
        var shrunk = 0
        for seed in (batch * 100)..<(batch * 100 + 100) {
            var r = Random(state: UInt64(seed) &* 15_485_863 &+ 9)
            let count = 3 + r.int(40)
            var items: [Shape] = []
            var natural = 0.0
            for k in 0..<count {
                let width = k < 2 ? Double(30 + r.int(60)) : Double(5 + r.int(35))
                let resist = k < 2 ? [750.0, 750, 749, 999, 500, 250][r.int(6)] : 750
                items.append(.leaf(intrinsic: (width, 10), hugging: (250, 250), compression: (resist, 750), hidden: false))
                natural += width
            }
            let spacing = [0.0, 2, 8][r.int(3)]
            let width = natural + spacing * Double(count - 1) + r.double(-5, 80)
            let shape = Self.row(items, spacing: spacing)
            let compared = DirectLayoutTests.compareWithSolver(shape, size: (width + 12, 40), rtl: false, "seed \(seed)")
            guard compared.agrees else { return }
            if compared.isDirect {
                let direct = DirectLayoutTests.layout(shape, size: (width + 12, 40), rtl: false, direct: true)
                let firstTwo = direct.1[2...3]
                if zip(firstTwo, items.prefix(2)).contains(where: { view, item in
                    guard case .leaf(let intrinsic, _, _, _) = item, let w = intrinsic.0 else { return false }
                    return direct.0.frame(of: view).width < w - 1e-9
                }) {
                    shrunk += 1
                }
            }
        }
        #expect(shrunk >= 20, "only \(shrunk) of 100 shrank an item directly")
    }

    /// The benchmark's row (`Benchmarks/ShapeSizes.swift`: widths 10-50 from SplitMix64's
    /// finaliser, spacing 2, 100 points to spare, the first item hugging at 249): its first
    /// two items are wide (50 and 36), so the first shrinks to 43 and the second with the
    /// first gap, which sits on a turning point of the filling (the dearest gap taken to
    /// its bound exactly: the rounding there must not read as a gap taken part of the way).
    @Test(arguments: [100, 300])
    func theBenchmarkRow(count: Int) {
        func width(_ i: Int) -> Double {
            var z = 0x5EED_2026 &+ UInt64(i) &* 8 &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double(10 + (z ^ (z >> 31)) % 41)
        }
        let items: [Shape] = (0..<count).map { i in
            .leaf(intrinsic: (width(i), 20), hugging: (i == 0 ? 249 : 250, 250), compression: (750, 750), hidden: false)
        }
        let natural = (0..<count).reduce(0.0) { $0 + width($1) } + 2 * Double(count - 1)
        let compared = DirectLayoutTests.compareWithSolver(
            Self.row(items, spacing: 2), size: (natural + 100 + 12, 40), rtl: false, "\(count) items")
        #expect(compared.isDirect)
        #expect(compared.agrees)
    }

    /// Width changes reuse the row (its bounds, their order) and start each bisection at the
    /// last optimum: a row of 150 items taken wider and narrower, through the regimes where
    /// the first items give and back, matches a fresh solver layout at every width.
    @Test func widthChangesMatchAFreshSolverLayout() {
        var r = Random(state: 99)
        let widths = (0..<150).map { k in k < 2 ? Double(40 + r.int(30)) : Double(8 + r.int(30)) }
        let natural = widths.reduce(0, +) + 2 * 149
        let row = StackView("row", axis: .horizontal, distribution: .equalCentering, alignment: .fill, spacing: 2)
        for w in widths { row.addArrangedSubview(LayoutView("i", intrinsicWidth: w, intrinsicHeight: 10)) }
        let layout = LayoutEngine(root: row, width: natural + 100, height: nil)
        layout.update()
        for (step, slack) in [100.0, 101, 160, 40, 5, 400, 2_000, 99.5, 100].enumerated() {
            layout.resize(width: natural + slack, height: nil)
            layout.update()
            #expect(layout.isLaidOutDirectly, "step \(step)")
            let solver = LayoutEngine(root: DirectLayoutFactorTests.copy(row), width: natural + slack, height: nil)
            solver.allowsDirectLayout = false
            solver.update()
            DirectLayoutFactorTests.expectSameFrames(row, solver.root, layout, solver, step: step)
        }
    }

    /// An edit elsewhere that grows the plan's common factor (a fill-equally row going from
    /// 3 to 4 items) keeps the equal-centering row and its items (their ranks did not move);
    /// a width change then places the row again: its gaps' rates must be weighed in the frame
    /// its items' costs were made in.
    @Test func aGrownFactorThenAWidthChange() {
        let widths: [Double] = [60, 48, 12, 20, 9, 30, 14, 22, 16]
        let row = StackView("row", axis: .horizontal, distribution: .equalCentering, alignment: .fill, spacing: 2)
        for w in widths { row.addArrangedSubview(LayoutView("i", intrinsicWidth: w, intrinsicHeight: 10)) }
        row.arrangedSubviews[1].compressionResistance.horizontal = 260
        let equal = StackView("equal", axis: .horizontal, distribution: .fillEqually, alignment: .fill, spacing: 2)
        for _ in 0..<3 { equal.addArrangedSubview(LayoutView("e", intrinsicWidth: 10, intrinsicHeight: 10)) }
        let column = StackView("column", axis: .vertical, distribution: .fill, alignment: .fill, spacing: 2)
        column.addArrangedSubview(row)
        column.addArrangedSubview(equal)
        let natural = widths.reduce(0, +) + 16
        let layout = LayoutEngine(root: column, width: natural + 4, height: nil)
        layout.update()
        let steps: [() -> Void] = [
            { equal.addArrangedSubview(LayoutView("e", intrinsicWidth: 10, intrinsicHeight: 10)) },
            { layout.resize(width: natural + 1, height: nil) },
            { layout.resize(width: natural + 30, height: nil) },
        ]
        for (step, change) in steps.enumerated() {
            change()
            layout.update()
            let solver = LayoutEngine(root: DirectLayoutFactorTests.copy(column), width: layout.width, height: nil)
            solver.allowsDirectLayout = false
            solver.update()
            DirectLayoutFactorTests.expectSameFrames(column, solver.root, layout, solver, step: step)
        }
    }

    /// Items that are stacks (a label over a detail, a row of two): their least-cost widths
    /// and their compression rates there come from their own costs.
    @Test(arguments: 0..<2)
    func nestedStacksAsItems(batch: Int) {
        var direct = 0
        for seed in (batch * 50)..<(batch * 50 + 50) {
            var r = Random(state: UInt64(seed) &* 1_299_709 &+ 5)
            var items: [Shape] = []
            for _ in 0..<(2 + r.int(5)) {
                let inner = [Self.leaf(r.double(5, 60), &r), Self.leaf(r.double(5, 60), &r)]
                items.append(
                    r.int(3) == 0
                        ? Self.leaf(r.double(5, 60), &r)
                        : .stack(
                            vertical: r.int(2) == 0, distribution: .fill, alignment: [.fill, .leading][r.int(2)],
                            spacing: 2, margins: nil, custom: [:], hidden: r.int(9) == 0, items: inner))
            }
            let shape = Self.row(items, spacing: [0, 4, 8][r.int(3)], alignment: [.fill, .center][r.int(2)])
            let size: (Double?, Double?) = (r.double(60, 500), r.int(2) == 0 ? nil : r.double(60, 300))
            let compared = DirectLayoutTests.compareWithSolver(shape, size: size, rtl: r.int(5) == 0, "seed \(seed)")
            if compared.isDirect { direct += 1 }
            guard compared.agrees else { return }
        }
        #expect(direct >= 20, "only \(direct) of 50 laid out directly")
    }

    /// Where the stack's length is read as a function (a fitted root, a row inside a fill
    /// row), or the row is too short for its items at their spacing (the items must
    /// shrink), the solver lays the tree out, with the same frames.
    @Test(arguments: 0..<3)
    func outsideTheClassTheSolverLaysOut(index: Int) {
        let leaves: [Shape] = [40.0, 60, 80].map {
            .leaf(intrinsic: ($0, 10), hugging: (250, 250), compression: (750, 750), hidden: false)
        }
        let row = Self.row(leaves, spacing: 10)
        let compared: (isDirect: Bool, agrees: Bool)
        switch index {
        case 0:
            compared = DirectLayoutTests.compareWithSolver(row, size: (nil, nil), rtl: false, "fitted")
        case 1:
            let outer = Shape.stack(
                vertical: false, distribution: .fill, alignment: .fill, spacing: 0, margins: nil, custom: [:],
                hidden: false, items: [row, leaves[0]])
            compared = DirectLayoutTests.compareWithSolver(outer, size: (400, nil), rtl: false, "inside a fill row")
        default:
            // Spec 7, A7: 200 wide, the items at their minimum spacing; then narrower.
            compared = DirectLayoutTests.compareWithSolver(row, size: (150, nil), rtl: false, "short")
        }
        #expect(!compared.isDirect)
        #expect(compared.agrees)
    }

    /// Spec 7, A6: 300 wide, centers at 20, 140 and 260, laid out directly.
    @Test func fixtureA6() {
        let items = [40.0, 60, 80].map { LayoutView("v", intrinsicWidth: $0, intrinsicHeight: 20) }
        let row = StackView("S", axis: .horizontal, distribution: .equalCentering, alignment: .fill, spacing: 10)
        for item in items { row.addArrangedSubview(item) }
        let layout = LayoutEngine(root: row, width: 300, height: 100)
        layout.update()
        #expect(layout.isLaidOutDirectly)
        #expect(items.map { layout.frame(of: $0).x } == [0, 110, 220])
        #expect(items.map { layout.frame(of: $0).width } == [40, 60, 80])
    }

    /// Random trees a fifth of whose stacks are equal centering, edited at random
    /// (inserts, removals, moves between stacks, hiding, sizes, priorities, spacing,
    /// alignment, distribution, resizes: `DirectLayoutEditTests`): every step laid out
    /// directly matches a fresh solver layout, and debug builds compare every patch with a
    /// fresh plan. Most equal-centering stacks of such trees lie along another stack's axis
    /// or in a fitted root, which hands the tree to the solver: this checks the hand-over in
    /// the middle of an edit sequence more than the rows themselves (the columns of rows
    /// above do that).
    @Test(arguments: 0..<3)
    func nestedEditsMatchAFreshSolverLayout(batch: Int) {
        let (compared, patches) = DirectLayoutEditTests.nestedEdits(
            batch: batch, distributions: [.fill, .fill, .fill, .equalCentering, .fillEqually])
        #expect(compared >= 25, "only \(compared) of 160 steps compared")
        #expect(patches.edits >= 10, "only \(patches.edits) edits patched")
    }

    /// Random edits of columns of equal-centering rows (the edits of
    /// `ProportionalDirectLayoutTests`): after each, the frames of a fresh solver layout of
    /// the edited tree.
    @Test(arguments: 0..<3)
    func randomEditsMatchAFreshSolverLayout(batch: Int) {
        let compared = ProportionalDirectLayoutTests.randomEditsMatchAFreshSolverLayout(
            batch: batch, distribution: .equalCentering)
        #expect(compared >= 50, "only \(compared) of 160 steps compared")
    }
}
