import BenchmarkSupport
import Constraints
import Stacks

/// The `Stacks` workloads (issue 3): a long row and two nested trees, each timed for the
/// first layout, a relayout after the container's width changes, and the insertion of
/// one item in the middle followed by a relayout. Each sample builds its tree untimed.
/// Each runs twice: as users get it (variant `direct`: these trees qualify for the direct
/// layout) and with the solver building every constraint (variant `solver`).
/// - Parameter large: include the solver variant of the tree of 10,421 nodes (seconds).
func stacksWorkloads(large: Bool) -> [Workload] {
    var workloads: [Workload] = []
    for direct in [true, false] {
        for n in [100, 1_000, 10_000] {
            workloads += threeTimings(name: "stacks row \(n)", direct: direct, runLimit: !direct && n >= 10_000 ? 1 : nil) {
                StacksFixture.row(n)
            }
        }
        for (a, b, c) in [(10, 10, 10), (20, 20, 25)] where direct || large || a * b * c < 10_000 {
            let nodes = 1 + a + a * b + a * b * c
            workloads += threeTimings(
                name: "stacks tree \(nodes)", direct: direct, runLimit: !direct && nodes >= 10_000 ? 1 : nil
            ) {
                StacksFixture.tree(a, b, c)
            }
        }
    }
    workloads.append(addingUserConstraints(1_000))
    return workloads
}

/// Adding `n` user constraints to a laid-out row of `n` items, one aspect ratio each (what
/// a grid of images or a form's equal widths adds before its first layout): the time of
/// `LayoutEngine.add(_:)` alone, per constraint.
private func addingUserConstraints(_ n: Int) -> Workload {
    Workload(name: "user constraints \(n): add", variant: "direct") {
        let root = LayoutView("root")
        let items = (0..<n).map { LayoutView("i\($0)", intrinsicWidth: 10, intrinsicHeight: Double(10 + $0 % 7)) }
        let stack = StackView("row", axis: .horizontal, arrangedSubviews: items)
        root.addSubview(stack)
        let layout = LayoutEngine(root: root, width: Double(12 * n), height: nil)
        pin(stack, to: root, in: layout)
        layout.update()
        let ratios = items.map { $0.height.constraint(equalTo: $0.width, multiplier: 1.5) }
        let elapsed = time { add(ratios, to: layout) }
        blackHole(layout.frame(of: items[n - 1]))
        return (elapsed, n)
    }
}

/// The first-layout, resize and insert workloads of one fixture.
/// - Parameters:
///   - name: the workload name's prefix, e.g. `stacks row 1000`.
///   - direct: whether the layout may use the direct layout (else the solver builds all).
///   - runLimit: at most this many runs (for the largest fixtures).
///   - make: builds the fixture (untimed).
/// - Returns: three workloads.
private func threeTimings(
    name: String, direct: Bool, runLimit: Int?, make: @escaping () -> StacksFixture
) -> [Workload] {
    let variant = direct ? "direct" : "solver"
    /// One sample: a fresh fixture (laid out first unless `laidOut` is false) and a fresh
    /// item to insert, then `operation` timed, with an update and a read of the probe's frame.
    func sample(laidOut: Bool, _ operation: @escaping (StacksFixture, LayoutView) -> Void) -> () -> (Duration, Int) {
        {
            let fixture = make()
            fixture.layout.allowsDirectLayout = direct
            if laidOut { fixture.layout.update() }
            let item = LayoutView("inserted", intrinsicWidth: 10, intrinsicHeight: 10)
            let elapsed = time {
                operation(fixture, item)
                fixture.layout.update()
                blackHole(fixture.layout.frame(of: fixture.probe))
            }
            if direct && !fixture.layout.isLaidOutDirectly {
                print("warning: \(name) (direct) was laid out by the solver")
            }
            return (elapsed, 1)
        }
    }
    let workloads = [
        Workload(name: "\(name): first layout", variant: variant, sample: sample(laidOut: false) { _, _ in }),
        Workload(name: "\(name): resize", variant: variant, sample: sample(laidOut: true) { fixture, _ in
            fixture.layout.resize(width: fixture.width + 50, height: fixture.height)
        }),
        Workload(name: "\(name): insert", variant: variant, sample: sample(laidOut: true) { fixture, item in
            fixture.insertionStack.insertArrangedSubview(item, at: fixture.insertionIndex)
        }),
        // The ambiguity check `layout render` runs after every layout (issue 10).
        Workload(name: "\(name): ambiguity check", variant: variant, sample: sample(laidOut: true) { fixture, _ in
            blackHole(fixture.layout.ambiguousLayouts)
        }),
    ]
    return workloads.map { var w = $0; w.runLimit = runLimit; return w }
}

/// A tree ready to lay out, with the places the workloads touch.
private struct StacksFixture {
    let layout: LayoutEngine
    let width: Double
    let height: Double?
    /// A view whose frame is read after each operation (the last item).
    let probe: LayoutView
    /// Where the insert workload inserts.
    let insertionStack: StackView
    let insertionIndex: Int

    /// One horizontal stack of `n` items of intrinsic width 10, pinned to a root 100 pt
    /// wider than the items; item 0 hugs at 249 and takes the slack.
    static func row(_ n: Int) -> StacksFixture {
        let root = LayoutView("root")
        var items: [LayoutView] = []
        items.reserveCapacity(n)
        for i in 0..<n {
            let item = LayoutView("i\(i)", intrinsicWidth: 10, intrinsicHeight: 20)
            if i == 0 { item.hugging = AxisPriorities(horizontal: 249, vertical: 250) }
            items.append(item)
        }
        let stack = StackView("row", axis: .horizontal, arrangedSubviews: items)
        root.addSubview(stack)
        let width = Double(n * 10 + 100)
        let layout = LayoutEngine(root: root, width: width, height: 44)
        pin(stack, to: root, in: layout)
        return StacksFixture(
            layout: layout, width: width, height: 44, probe: items[n - 1], insertionStack: stack, insertionIndex: n / 2)
    }

    /// The tree of `a` × `b` × `c` items (``StackTree``), inserting into its middle column.
    static func tree(_ a: Int, _ b: Int, _ c: Int) -> StacksFixture {
        let tree = StackTree(a, b, c)
        return StacksFixture(
            layout: tree.layout, width: tree.width, height: nil, probe: tree.probe, insertionStack: tree.middleColumn,
            insertionIndex: c / 2)
    }
}
