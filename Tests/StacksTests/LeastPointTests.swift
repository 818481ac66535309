import Testing

@testable import Stacks

/// A fill stack alone on a root fitted along its axis (`DirectLayout+LeastPoint.swift`): its
/// convolution keeps only what is read near its least point, the shrinking segments as cheap
/// as the fitting pull (@50) and one dearer one for all the rest. Random stacks whose items
/// shrink or grow at priorities on both sides of 50, some nested, some hidden, against the
/// solver; and edits against a fresh layout and the solver.
@Suite struct LeastPointTests {
    typealias Shape = DirectLayoutTests.Shape
    typealias Random = IncrementalTests.Random

    /// Priorities around the fitting pull's 50, and the usual ones (none required: an item
    /// of required width in a column of set width conflicts, and the solver then decides by
    /// creation order).
    static let priorities: [Double] = [1, 25, 49, 50, 51, 100, 250, 750, 999]

    /// A leaf with a natural length along the stack (a free one leaves the optimum open: the
    /// solver's, and the spec tests only what is determined).
    static func leaf(_ r: inout Random, vertical: Bool) -> Shape {
        func p() -> Double { priorities[r.int(priorities.count)] }
        let along = r.double(5, 60)
        let across = r.double(5, 60)
        return .leaf(
            intrinsic: vertical ? (across, along) : (along, across), hugging: (p(), p()), compression: (p(), p()),
            hidden: r.int(10) == 0)
    }

    /// A fill stack along `vertical` of one to eight items, some of them rows or columns of
    /// their own.
    static func column(_ r: inout Random, vertical: Bool) -> Shape {
        var items: [Shape] = []
        for _ in 0..<(1 + r.int(8)) {
            if r.int(4) == 0 {
                let inner = (0..<(1 + r.int(3))).map { _ in leaf(&r, vertical: !vertical) }
                items.append(
                    .stack(
                        vertical: !vertical, distribution: .fill, alignment: [.fill, .top, .center][r.int(3)],
                        spacing: 2, margins: nil, custom: [:], hidden: false, items: inner))
            } else {
                items.append(leaf(&r, vertical: vertical))
            }
        }
        return .stack(
            vertical: vertical, distribution: .fill, alignment: .fill, spacing: [0, 4][r.int(2)],
            margins: r.int(4) == 0 ? LayoutInsets(top: 1, left: 2, bottom: 3, right: 4) : nil, custom: [:],
            hidden: false, items: items)
    }

    @Test(arguments: 0..<3)
    func fittedColumnsMatchTheSolver(batch: Int) {
        var direct = 0, limited = 0
        for seed in (batch * 100)..<(batch * 100 + 100) {
            var r = Random(state: UInt64(seed) &* 4_000_037 &+ 3)
            let vertical = r.int(2) == 0
            let shape = Self.column(&r, vertical: vertical)
            // Fitted along the column; across it, set or fitted.
            let across: Double? = r.int(3) == 0 ? nil : r.double(80, 300)
            let size = vertical ? (across, nil as Double?) : (nil as Double?, across)
            let ours = DirectLayoutTests.layout(shape, size: size, rtl: false, direct: true)
            let solver = DirectLayoutTests.layout(shape, size: size, rtl: false, direct: false)
            guard DirectLayoutTests.sameFrames(ours, solver, "seed \(seed)") else { return }
            guard ours.0.isLaidOutDirectly, let plan = ours.0.directPlan, let top = plan.liveNode(of: ours.1[1]) else {
                continue
            }
            direct += 1
            if plan.leastPointShrinkLimit(of: top, axis: vertical ? 1 : 0) != nil { limited += 1 }
        }
        #expect(direct >= 85, "only \(direct) of 100 laid out directly")
        #expect(limited == direct, "the least-point convolution taken for \(limited) of \(direct)")
    }

    /// Items inserted, removed, hidden and resized in a fitted column: each layout's frames
    /// equal a fresh direct layout's of the same tree, bit for bit, and the solver's.
    @Test func editsMatchAFreshLayout() {
        var direct = 0, steps = 0
        for seed in 0..<40 {
            var r = Random(state: UInt64(seed) &* 6_700_417 &+ 1)
            let size = (r.double(100, 300) as Double?, nil as Double?)
            var items = (0..<(3 + r.int(6))).map { _ in Self.leaf(&r, vertical: true) }
            func shape() -> Shape {
                .stack(
                    vertical: true, distribution: .fill, alignment: .fill, spacing: 3, margins: nil, custom: [:],
                    hidden: false, items: items)
            }
            let ours = DirectLayoutTests.layout(shape(), size: size, rtl: false, direct: true)
            guard let column = ours.1[1] as? StackView else { continue }
            for step in 0..<6 {
                let k = r.int(column.arrangedSubviews.count)
                switch r.int(4) {
                case 0:
                    let added = Self.leaf(&r, vertical: true)
                    items.insert(added, at: k)
                    var all: [LayoutView] = []
                    var pins: [LayoutConstraint] = []
                    let view = DirectLayoutTests.build(added, into: &all, pins: &pins, rtl: false)
                    column.insertArrangedSubview(view, at: k)
                case 1 where items.count > 1:
                    items.remove(at: k)
                    column.arrangedSubviews[k].removeFromSuperview()
                case 2:
                    let view = column.arrangedSubviews[k]
                    view.isHidden.toggle()
                    if case .leaf(let intrinsic, let hugging, let compression, _) = items[k] {
                        items[k] = .leaf(intrinsic: intrinsic, hugging: hugging, compression: compression, hidden: view.isHidden)
                    }
                default:
                    let height = r.double(5, 60)
                    column.arrangedSubviews[k].intrinsicHeight = height
                    if case .leaf(let intrinsic, let hugging, let compression, let hidden) = items[k] {
                        items[k] = .leaf(intrinsic: (intrinsic.0, height), hugging: hugging, compression: compression, hidden: hidden)
                    }
                }
                ours.0.update()
                let fresh = DirectLayoutTests.layout(shape(), size: size, rtl: false, direct: true)
                let solver = DirectLayoutTests.layout(shape(), size: size, rtl: false, direct: false)
                /// The root, the column and its items, in order.
                func views(_ built: (LayoutEngine, [LayoutView])) -> [LayoutView] {
                    [built.1[0], built.1[1]] + ((built.1[1] as? StackView)?.arrangedSubviews ?? [])
                }
                let current = views(ours), twins = views(fresh)
                #expect(twins.count == current.count && views(solver).count == current.count)
                steps += 1
                if ours.0.isLaidOutDirectly && fresh.0.isLaidOutDirectly {
                    direct += 1
                    for (a, b) in zip(current, twins) {
                        #expect(ours.0.frame(of: a) == fresh.0.frame(of: b), "seed \(seed) step \(step)")
                    }
                }
                #expect(DirectLayoutTests.sameFrames((ours.0, current), (solver.0, views(solver)), "seed \(seed) step \(step)"))
            }
        }
        #expect(direct * 10 >= steps * 8, "only \(direct) of \(steps) edited layouts direct")
    }
}
