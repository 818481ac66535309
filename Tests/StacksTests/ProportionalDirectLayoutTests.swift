import Testing

@testable import Stacks

/// Fill-proportionally stacks in the direct layout (spec 3.5): at a canvas length set from
/// above, each visible item's `length == m × canvas` pull joins its own content pulls and
/// the items share the length at least cost. Random rows against the solver (proportional
/// mode and the fill-equally mode of a stack whose natural length is too short, hidden
/// items, custom spacing, margins, priorities that tie, widths wider and narrower than the
/// natural one), edits of the multipliers, and the trees it leaves to the solver.
@Suite struct ProportionalDirectLayoutTests {
    typealias Shape = DirectLayoutTests.Shape
    typealias Random = IncrementalTests.Random

    /// A vertical column (fill alignment) of horizontal fill-proportionally rows (or rows of
    /// another distribution laid out at a set length) of leaves with intrinsic widths:
    /// every row's width is the column's, set by the root.
    static func randomColumn(_ r: inout Random, distribution: StackView.Distribution = .fillProportionally) -> Shape {
        var rows: [Shape] = []
        for _ in 0..<(1 + r.int(3)) {
            var items: [Shape] = []
            for _ in 0..<(1 + r.int(5)) {
                // Whole widths from a short list make equal multipliers (and ties) common.
                let w = r.int(2) == 0 ? Double([10, 20, 40][r.int(3)]) : r.double(3, 90)
                func p() -> Double { DirectLayoutTests.priorities[r.int(DirectLayoutTests.priorities.count)] }
                items.append(.leaf(intrinsic: (w, r.double(5, 30)), hugging: (p(), p()), compression: (p(), p()), hidden: r.int(7) == 0))
            }
            var custom: [Int: Double] = [:]
            if r.int(3) == 0 { custom[r.int(items.count)] = Double(r.int(12)) }
            rows.append(
                .stack(
                    vertical: false, distribution: distribution,
                    alignment: [.fill, .top, .center][r.int(3)], spacing: [0, 2, 8, 30][r.int(4)],
                    margins: r.int(4) == 0 ? LayoutInsets(top: 1, left: 2, bottom: 3, right: 4) : nil, custom: custom,
                    hidden: false, items: items))
        }
        return .stack(
            vertical: true, distribution: .fill, alignment: .fill, spacing: 2, margins: nil, custom: [:], hidden: false,
            items: rows)
    }

    @Test(arguments: 0..<3)
    func proportionalRowsMatchTheSolver(batch: Int) {
        var direct = 0
        for seed in (batch * 100)..<(batch * 100 + 100) {
            var r = Random(state: UInt64(seed) &* 7_368_787 &+ 11)
            let shape = Self.randomColumn(&r)
            let size: (Double?, Double?) = (r.double(40, 400), r.int(2) == 0 ? nil : r.double(60, 300))
            let compared = DirectLayoutTests.compareWithSolver(shape, size: size, rtl: r.int(5) == 0, "seed \(seed)")
            if compared.isDirect { direct += 1 }
            guard compared.agrees else { return }
        }
        // The rest: two items equally cheap to take the difference (a tie the ranks do not
        // break is left to the solver).
        #expect(direct >= 80, "only \(direct) of 100 laid out directly")
    }

    /// A row of 260 items: from item 248 on every proportional pull is at the floor
    /// priority 751, so those items tie on weight and their ranks decide which gives way.
    @Test(arguments: [300.0, 2_000, 9_000])
    func aLongRowsLastItemsShareTheFloorPriority(width: Double) {
        var r = Random(state: UInt64(width))
        let items: [Shape] = (0..<260).map { _ in
            .leaf(
                intrinsic: (Double([10, 20, 40][r.int(3)]), 10), hugging: (250, 250), compression: (750, 750),
                hidden: r.int(20) == 0)
        }
        let row = Shape.stack(
            vertical: false, distribution: .fillProportionally, alignment: .fill, spacing: 3, margins: nil, custom: [:],
            hidden: false, items: items)
        let compared = DirectLayoutTests.compareWithSolver(row, size: (width, 40), rtl: false, "width \(width)")
        #expect(compared.isDirect)
        #expect(compared.agrees)
    }

    /// Where the stack's length is read as a function (the root fitted along it, or a row
    /// inside a stack that shares its length out), or an item's natural length is a fitting
    /// size, the solver lays the tree out, with the same frames.
    @Test(arguments: 0..<3)
    func outsideTheClassTheSolverLaysOut(index: Int) {
        let leaves: [Shape] = [10.0, 30, 50].map {
            .leaf(intrinsic: ($0, 10), hugging: (250, 250), compression: (750, 750), hidden: false)
        }
        let row = Shape.stack(
            vertical: false, distribution: .fillProportionally, alignment: .fill, spacing: 4, margins: nil, custom: [:],
            hidden: false, items: leaves)
        let shape: Shape
        var size: (Double?, Double?) = (200, nil)
        switch index {
        case 0:
            shape = row
            size = (nil, nil)
        case 1:
            shape = .stack(
                vertical: false, distribution: .fill, alignment: .fill, spacing: 0, margins: nil, custom: [:],
                hidden: false, items: [row, leaves[0]])
        default:
            shape = .stack(
                vertical: false, distribution: .fillProportionally, alignment: .fill, spacing: 0, margins: nil,
                custom: [:], hidden: false, items: [row, leaves[1]])
        }
        let compared = DirectLayoutTests.compareWithSolver(shape, size: size, rtl: false, "case \(index)")
        #expect(!compared.isDirect)
        #expect(compared.agrees)
    }

    /// Edits the plan follows: an item's natural length (which changes every multiplier of
    /// its row), an insert, a removal, hiding, the spacing; each step patched, never planned
    /// again, with the frames of a fresh solver layout of the edited tree.
    @Test func editsChangeTheMultipliers() {
        let widths: [Double] = [40, 60, 80, 25]
        let row = StackView("row", axis: .horizontal, distribution: .fillProportionally, alignment: .fill, spacing: 6)
        for (k, w) in widths.enumerated() { row.addArrangedSubview(LayoutView("i\(k)", intrinsicWidth: w, intrinsicHeight: 10)) }
        let column = StackView("column", axis: .vertical, distribution: .fill, alignment: .fill, spacing: 2)
        column.addArrangedSubview(row)
        column.addArrangedSubview(LayoutView("below", intrinsicWidth: 30, intrinsicHeight: 12))
        let layout = LayoutEngine(root: column, width: 330, height: nil)
        layout.update()
        #expect(layout.isLaidOutDirectly)
        let edits: [() -> Void] = [
            { row.arrangedSubviews[1].intrinsicWidth = 120 },
            { row.insertArrangedSubview(LayoutView("new", intrinsicWidth: 33, intrinsicHeight: 10), at: 2) },
            { row.arrangedSubviews[0].removeFromSuperview() },
            { row.arrangedSubviews[1].isHidden = true },
            { row.spacing = 0 },
            { layout.resize(width: 180, height: nil) },
        ]
        for (step, edit) in edits.enumerated() {
            edit()
            layout.update()
            #expect(layout.isLaidOutDirectly, "step \(step)")
            let solver = LayoutEngine(root: DirectLayoutFactorTests.copy(column), width: layout.width, height: nil)
            solver.allowsDirectLayout = false
            solver.update()
            DirectLayoutFactorTests.expectSameFrames(column, solver.root, layout, solver, step: step)
        }
        #expect(layout.directPatches.edits == 5)
    }

    /// Random edits of random columns of fill-proportionally rows (inserts, removals, hiding,
    /// natural widths, spacing, custom spacing, a row turned fill and back, resizes): after
    /// each, the frames of a fresh solver layout of the edited tree; debug builds compare
    /// every patched plan with a fresh plan too.
    @Test(arguments: 0..<3)
    func randomEditsMatchAFreshSolverLayout(batch: Int) {
        let compared = Self.randomEditsMatchAFreshSolverLayout(batch: batch, distribution: .fillProportionally)
        #expect(compared >= 100, "only \(compared) of 160 steps compared")
    }

    /// The body of ``randomEditsMatchAFreshSolverLayout(batch:)`` for rows of `distribution`
    /// (edit 6 turns a row fill and back).
    /// - Returns: how many steps were laid out directly and compared.
    static func randomEditsMatchAFreshSolverLayout(batch: Int, distribution: StackView.Distribution) -> Int {
        typealias Edit = DirectLayoutEditTests
        var compared = 0
        for seed in (batch * 20)..<(batch * 20 + 20) {
            var r = Random(state: UInt64(seed) &* 6_700_417 &+ 3)
            var shape = Self.randomColumn(&r, distribution: distribution)
            var size: (Double?, Double?) = (r.double(60, 400), nil)
            let live = DirectLayoutTests.layout(shape, size: size, rtl: r.int(4) == 0, direct: true)
            let top = live.1[1]
            for step in 0..<8 {
                var paths: [[Int]] = []
                Edit.stackPaths(shape, into: &paths)
                // The rows, not the column.
                let rows = paths.filter { $0.count == 1 }
                guard !rows.isEmpty else { break }
                let path = rows[r.int(rows.count)]
                let stack = unsafeDowncast(Edit.view(at: path, under: top), to: StackView.self)
                let current = Edit.items(of: shape, at: path)
                let at = r.int(current.count)
                switch r.int(8) {
                case 0:
                    let item = Shape.leaf(intrinsic: (r.double(3, 90), 12), hugging: (250, 250), compression: (750, 750), hidden: false)
                    let into = r.int(current.count + 1)
                    var scratch: [LayoutView] = [], pins: [LayoutConstraint] = []
                    stack.insertArrangedSubview(DirectLayoutTests.build(item, into: &scratch, pins: &pins, rtl: false), at: into)
                    Edit.changeStack(&shape, at: path) { Edit.insert(item, at: into, into: &$0) }
                case 1 where current.count > 1:
                    stack.arrangedSubviews[at].removeFromSuperview()
                    Edit.changeStack(&shape, at: path) { Edit.remove(at: at, from: &$0) }
                case 2:
                    stack.arrangedSubviews[at].isHidden.toggle()
                    Edit.changeStack(&shape, at: path) { $0.items[at] = Edit.toggledHidden($0.items[at]) }
                case 3:
                    guard case .leaf(let i, let hug, let cr, let h) = current[at] else { continue }
                    let width = r.double(3, 90)
                    stack.arrangedSubviews[at].intrinsicWidth = width
                    Edit.changeStack(&shape, at: path) {
                        $0.items[at] = .leaf(intrinsic: (width, i.1), hugging: hug, compression: cr, hidden: h)
                    }
                case 4:
                    let spacing = [0.0, 2, 8, 30][r.int(4)]
                    stack.spacing = spacing
                    Edit.changeStack(&shape, at: path) { $0.spacing = spacing }
                case 5:
                    let spacing = Double(r.int(12))
                    stack.setCustomSpacing(spacing, after: stack.arrangedSubviews[at])
                    Edit.changeStack(&shape, at: path) { $0.custom[at] = spacing }
                case 6:
                    let changed: StackView.Distribution = stack.distribution == .fill ? distribution : .fill
                    stack.distribution = changed
                    Edit.changeStack(&shape, at: path) { $0.distribution = changed }
                default:
                    size = (r.double(60, 400), nil)
                    live.0.resize(width: size.0, height: size.1)
                }
                live.0.update()
                guard live.0.isLaidOutDirectly else { break }
                compared += 1
                guard Edit.matchesAFreshSolverLayout(live, top: top, shape, size: size, "seed \(seed) step \(step)") else {
                    return compared
                }
            }
        }
        return compared
    }
}

