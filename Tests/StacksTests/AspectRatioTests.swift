import Constraints
import Testing

@testable import Stacks

/// Aspect ratios in the direct layout (`DirectLayout+AspectRatios.swift`): a required
/// `view.height == m × view.width + c` on a view whose width required constraints alone
/// decide is laid out directly, its height bound after the widths are placed. Grids of
/// images and random trees against the solver, ratios left to the solver, and edits.
@Suite struct AspectRatioTests {
    typealias Random = IncrementalTests.Random

    /// An image of a grid, as data: its natural size, the constant of its ratio, hidden.
    typealias Image = (w: Double, h: Double, c: Double, hidden: Bool)

    static func randomImage(_ r: inout Random) -> Image {
        (Double(20 + r.int(80)), Double(20 + r.int(80)), Double(r.int(3)) * 2, false)
    }

    /// A grid: a vertical stack of rows of images (each row fill equally, aligned
    /// `alignment`, spacing 2), each image's height its width times its natural height over
    /// width plus `c`, pinned inside a root of width `width` and fitted height.
    /// - Returns: the layout, its rows, and every view in pre-order.
    static func grid(
        _ rows: [[Image]], alignment: StackView.Alignment, width: Double, direct: Bool
    ) -> (layout: LayoutEngine, rows: [StackView], all: [LayoutView]) {
        var stacks: [StackView] = [], ratios: [LayoutConstraint] = []
        for row in rows {
            let images = row.map { s -> LayoutView in
                let v = LayoutView("", intrinsicWidth: s.w, intrinsicHeight: s.h)
                v.isHidden = s.hidden
                ratios.append(v.height.constraint(equalTo: v.width, multiplier: s.h / s.w, constant: s.c))
                return v
            }
            stacks.append(StackView("", axis: .horizontal, distribution: .fillEqually, alignment: alignment,
                spacing: 2, arrangedSubviews: images))
        }
        let column = StackView("", axis: .vertical, spacing: 2, arrangedSubviews: stacks)
        let root = LayoutView("root")
        root.addSubview(column)
        let layout = LayoutEngine(root: root, width: width, height: nil)
        layout.allowsDirectLayout = direct
        try? layout.add(DirectLayoutTests.pin(column, to: root, [0, 0, 0, 0], rtl: false) + ratios)
        layout.update()
        var all: [LayoutView] = []
        DirectLayoutTests.collect(root, into: &all)
        return (layout, stacks, all)
    }

    @Test(arguments: 0..<3)
    func gridsMatchTheSolver(batch: Int) {
        for seed in (batch * 20)..<(batch * 20 + 20) {
            var r = Random(state: UInt64(seed) &* 2_147_483_647 &+ 5)
            let width = r.double(150, 500)
            let alignment: StackView.Alignment = [.top, .center, .bottom, .fill][r.int(4)]
            let rows = (0..<(1 + r.int(4))).map { _ in (0..<(1 + r.int(5))).map { _ in Self.randomImage(&r) } }
            let direct = Self.grid(rows, alignment: alignment, width: width, direct: true)
            let solver = Self.grid(rows, alignment: alignment, width: width, direct: false)
            // Fill alignment sets every image's height to its row's: ratios that differ
            // cannot all hold, and the solver reports which it breaks.
            let fill = alignment == .fill
            #expect(direct.layout.isLaidOutDirectly || fill, "seed \(seed)")
            guard DirectLayoutTests.sameFrames((direct.layout, direct.all), (solver.layout, solver.all), "seed \(seed)")
            else { return }
        }
    }

    @Test func anImageInAFillRowGoesToTheSolver() {
        // Its width is a trade between its row's priorities and, through the ratio, its
        // height's: not rigid.
        func build(direct: Bool) -> (LayoutEngine, [LayoutView]) {
            let image = LayoutView("image", intrinsicWidth: 40, intrinsicHeight: 30)
            let label = LayoutView("label", intrinsicWidth: 60, intrinsicHeight: 17)
            let row = StackView("row", axis: .horizontal, alignment: .top, arrangedSubviews: [image, label])
            let root = LayoutView("root")
            root.addSubview(row)
            let layout = LayoutEngine(root: root, width: 200, height: nil)
            layout.allowsDirectLayout = direct
            try? layout.add(DirectLayoutTests.pin(row, to: root, [0, 0, 0, 0], rtl: false) + [image.height == image.width * 0.75])
            layout.update()
            return (layout, [root, row, image, label])
        }
        let direct = build(direct: true), solver = build(direct: false)
        #expect(!direct.0.isLaidOutDirectly)
        #expect(DirectLayoutTests.sameFrames(direct, solver, "fill row"))
    }

    /// Random edits of a grid: insert, remove or hide an image, change the root's width;
    /// after each, the frames of a fresh solver layout of the same grid.
    @Test(arguments: 0..<2)
    func editsMatchAFreshSolverLayout(batch: Int) {
        var compared = 0
        for seed in (batch * 8)..<(batch * 8 + 8) {
            var r = Random(state: UInt64(seed) &* 6_700_417 &+ 1)
            var width = r.double(150, 500)
            // The grid as data, to build afresh after each edit.
            var sizes = (0..<(2 + r.int(3))).map { _ in (0..<(2 + r.int(4))).map { _ in Self.randomImage(&r) } }
            let alignment: StackView.Alignment = [.top, .center, .bottom][r.int(3)]
            func build(direct: Bool) -> (LayoutEngine, [StackView]) {
                let grid = Self.grid(sizes, alignment: alignment, width: width, direct: direct)
                return (grid.layout, grid.rows)
            }
            func views(_ layout: LayoutEngine) -> [LayoutView] {
                var all: [LayoutView] = []
                DirectLayoutTests.collect(layout.root, into: &all)
                return all
            }
            let live = build(direct: true)
            for step in 0..<6 {
                let k = r.int(sizes.count)
                let row = live.1[k]
                switch r.int(7) {
                case 0, 1:
                    let at = r.int(sizes[k].count + 1)
                    let s = Self.randomImage(&r)
                    sizes[k].insert(s, at: at)
                    let v = LayoutView("", intrinsicWidth: s.w, intrinsicHeight: s.h)
                    row.insertArrangedSubview(v, at: at)
                    try? live.0.add(v.height.constraint(equalTo: v.width, multiplier: s.h / s.w, constant: s.c))
                case 2 where sizes[k].count > 1, 3 where sizes[k].count > 1:
                    let at = r.int(sizes[k].count)
                    sizes[k].remove(at: at)
                    row.arrangedSubviews[at].removeFromSuperview()
                case 4:
                    // Hiding leaves the width to the hiding's pull: the solver takes over.
                    let at = r.int(sizes[k].count)
                    sizes[k][at].hidden.toggle()
                    row.arrangedSubviews[at].isHidden = sizes[k][at].hidden
                default:
                    width = r.double(150, 500)
                    live.0.resize(width: width, height: nil)
                }
                live.0.update()
                let fresh = build(direct: false)
                guard DirectLayoutTests.sameFrames((live.0, views(live.0)), (fresh.0, views(fresh.0)), "seed \(seed) step \(step)")
                else { return }
                if live.0.isLaidOutDirectly { compared += 1 }
            }
        }
        #expect(compared >= 20, "only \(compared) of 48 edits laid out directly")
    }

    /// A hidden image along a row: its width and height answer to its own pulls, hiding
    /// (@999.999, to 0) against compression on both axes through its ratio. Random
    /// priorities and ratios (some whose factor makes two rates cancel: the solver's).
    @Test(arguments: 0..<2)
    func hiddenImagesTradeTheirTwoAxes(batch: Int) {
        var direct = 0
        for seed in (batch * 50)..<(batch * 50 + 50) {
            var r = Random(state: UInt64(seed) &* 1_000_003 &+ 17)
            let w = Double(20 + r.int(60)), h = Double(20 + r.int(60))
            let multiplier = [0.75, 2, 0.5, h / w, r.double(0.2, 3)][r.int(5)]
            let constant = Double(r.int(3)) * 4 - 4
            let priorities = (0..<4).map { _ in Priority(DirectLayoutTests.priorities[r.int(DirectLayoutTests.priorities.count)]) }
            let alignment: StackView.Alignment = [.top, .center, .bottom][r.int(3)]
            let distribution: StackView.Distribution = [.fillEqually, .fill][r.int(2)]
            func build(direct: Bool) -> (LayoutEngine, [LayoutView]) {
                let a = LayoutView("a", intrinsicWidth: 40, intrinsicHeight: 30)
                let b = LayoutView("b", intrinsicWidth: 50, intrinsicHeight: 20)
                let image = LayoutView("image", intrinsicWidth: w, intrinsicHeight: h)
                image.hugging = AxisPriorities(horizontal: priorities[0], vertical: priorities[1])
                image.compressionResistance = AxisPriorities(horizontal: priorities[2], vertical: priorities[3])
                image.isHidden = true
                let row = StackView("row", axis: .horizontal, distribution: distribution, alignment: alignment,
                    spacing: 4, arrangedSubviews: [a, image, b])
                let root = LayoutView("root")
                root.addSubview(row)
                let layout = LayoutEngine(root: root, width: 300, height: nil)
                layout.allowsDirectLayout = direct
                try? layout.add(DirectLayoutTests.pin(row, to: root, [0, 0, 0, 0], rtl: false)
                    + [image.height.constraint(equalTo: image.width, multiplier: multiplier, constant: constant)])
                layout.update()
                return (layout, [root, row, a, image, b])
            }
            let live = build(direct: true), fresh = build(direct: false)
            if live.0.isLaidOutDirectly { direct += 1 }
            guard DirectLayoutTests.sameFrames(live, fresh, "seed \(seed)") else { return }
        }
        #expect(direct >= 25, "only \(direct) of 50 laid out directly")
    }

    /// A ratio removed from a view that stays (its height bound must go: `dropped`), added
    /// back with another multiplier, and a ratio beside a size bound on the same view; in a
    /// right-to-left layout with margins. Each step against a fresh solver layout.
    /// New constants on images' ratios, set a few at a time on random grids laid out
    /// directly: the plan follows them (the heights they set are bound again) rather than
    /// being made again, and each layout is the solver's fresh one with those constants.
    @Test(arguments: 0..<2)
    func newRatioConstantsAreFollowedLikeAFreshLayout(batch: Int) {
        var followed = 0, edits = 0
        for seed in (batch * 20)..<(batch * 20 + 20) {
            var r = Random(state: UInt64(seed) &* 8_191 &+ 5)
            var sizes = (0..<(1 + r.int(3))).map { _ in (0..<(1 + r.int(4))).map { _ in Self.randomImage(&r) } }
            let alignment: StackView.Alignment = [.top, .center, .bottom, .fill][r.int(4)]
            let live = Self.grid(sizes, alignment: alignment, width: 320, direct: true)
            guard live.layout.isLaidOutDirectly else { continue }
            let ratios = live.layout.constraints.filter { PinTable.isAspectRatio($0) }
            for step in 0..<3 {
                // Several in one update, as an animation sets them.
                for _ in 0..<(1 + r.int(2)) {
                    let row = r.int(sizes.count), column = r.int(sizes[row].count)
                    // The ratios were added row by row, after the column's four pins.
                    let index = sizes[..<row].reduce(0) { $0 + $1.count } + column
                    sizes[row][column].c += Double(1 + r.int(6)) * (r.int(2) == 0 ? 1 : -1)
                    ratios[index].constant = sizes[row][column].c
                }
                let before = live.layout.directPatches.edits
                live.layout.update()
                edits += 1
                if live.layout.isLaidOutDirectly && live.layout.directPatches.edits > before { followed += 1 }
                let fresh = Self.grid(sizes, alignment: alignment, width: 320, direct: false)
                guard DirectLayoutTests.sameFrames((live.layout, live.all), (fresh.layout, fresh.all), "seed \(seed), step \(step)")
                else { return }
            }
        }
        #expect(followed * 10 >= edits * 9, "only \(followed) of \(edits) edits followed by the plan")
    }

    @Test func ratiosComeAndGoOnViewsThatStay() {
        func build(direct: Bool, ratios: [Double?], bound: Double?) -> (LayoutEngine, [LayoutView], [LayoutConstraint?]) {
            let images = (0..<4).map { LayoutView("image\($0)", intrinsicWidth: Double(30 + 10 * $0), intrinsicHeight: 40) }
            let row = StackView("row", axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 3,
                arrangedSubviews: images)
            row.layoutMargins = LayoutInsets(top: 2, left: 5, bottom: 4, right: 1)
            row.isLayoutMarginsRelativeArrangement = true
            let root = LayoutView("root")
            root.addSubview(row)
            let layout = LayoutEngine(root: root, width: 300, height: nil, direction: .rightToLeft)
            layout.allowsDirectLayout = direct
            // One per image (nil: none), then the bound.
            var constraints: [LayoutConstraint?] = zip(images, ratios).map { image, ratio in
                ratio.map { image.height == $0 * image.width }
            }
            if let bound { constraints.append(images[1].height <= bound) }
            try? layout.add(DirectLayoutTests.pin(row, to: root, [0, 0, 0, 0], rtl: true) + constraints.compactMap { $0 })
            layout.update()
            return (layout, [root, row] + images, constraints)
        }
        let live = build(direct: true, ratios: [0.5, 1.25, 2, 0.75], bound: 120)
        #expect(live.0.isLaidOutDirectly)
        var ratios: [Double?] = [0.5, 1.25, 2, 0.75]
        func check(_ label: String) {
            live.0.update()
            let fresh = build(direct: false, ratios: ratios, bound: 120)
            #expect(live.0.isLaidOutDirectly, "\(label)")
            #expect(DirectLayoutTests.sameFrames((live.0, live.1), (fresh.0, fresh.1), label))
        }
        if let ratio = live.2[2] { live.0.remove(ratio) }
        ratios[2] = nil
        check("ratio removed")
        let again = live.1[4].height == 0.6 * live.1[4].width
        try? live.0.add(again)
        ratios[2] = 0.6
        check("ratio added back")
        live.0.resize(width: 240, height: nil)
        let fresh = build(direct: false, ratios: ratios, bound: 120)
        fresh.0.resize(width: 240, height: nil)
        live.0.update()
        fresh.0.update()
        #expect(DirectLayoutTests.sameFrames((live.0, live.1), (fresh.0, fresh.1), "resized"))
    }

    /// Edits that make an image's width rigid or not without a new plan: a row's distribution
    /// between fill equally and fill (one image alone in a fill row is rigid, two are not),
    /// the column's alignment between fill and center. The plan follows which widths are
    /// rigid below the stacks an edit read again (`DirectLayout+Rigidity.swift`): a width no
    /// longer rigid leaves the tree to the solver (for good). Each step against a twin on the
    /// solver.
    @Test(arguments: [0, 1])
    func rigidityFollowsEditsOfTheStacksAbove(sequence: Int) {
        var r = Random(state: 99)
        let sizes = (0..<3).map { _ in (0..<3).map { _ in Self.randomImage(&r) } }
        let live = Self.grid(sizes, alignment: .top, width: 320, direct: true)
        let twin = Self.grid(sizes, alignment: .top, width: 320, direct: false)
        #expect(live.layout.isLaidOutDirectly)
        // (what, the edit on a grid's rows and column, whether every ratio's width stays rigid)
        typealias Step = (String, ([StackView], StackView) -> Void, Bool)
        let keepOne: Step = ("row 2 holds one image and fills", { rows, _ in
            rows[2].arrangedSubviews[2].removeFromSuperview()
            rows[2].arrangedSubviews[1].removeFromSuperview()
            rows[2].distribution = .fill
        }, true)
        let showOne: Step = ("row 0 shows one of its images and fills", { rows, _ in
            rows[0].arrangedSubviews[0].isHidden = true
            rows[0].arrangedSubviews[1].isHidden = true
            rows[0].distribution = .fill
        }, true)
        let steps: [Step] = [
            [keepOne, showOne, ("row 1 fills", { rows, _ in rows[1].distribution = .fill }, false)],
            [showOne, ("the column centres its rows", { _, column in column.alignment = .center }, false)],
        ][sequence]
        for (what, edit, rigid) in steps {
            for grid in [live, twin] {
                guard let column = grid.rows[0].superview as? StackView else { return }
                edit(grid.rows, column)
                grid.layout.update()
            }
            #expect(live.layout.isLaidOutDirectly == rigid, "\(what)")
            var a: [LayoutView] = [], b: [LayoutView] = []
            DirectLayoutTests.collect(live.layout.root, into: &a)
            DirectLayoutTests.collect(twin.layout.root, into: &b)
            #expect(DirectLayoutTests.sameFrames((live.layout, a), (twin.layout, b), what))
        }
        // Every edit patched the plan; the last one's layout found a width not rigid.
        #expect(live.layout.directPatches.edits == steps.count)
    }
}
