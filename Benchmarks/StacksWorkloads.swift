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
    for n in [1_000, 10_000] {
        workloads += userConstraintWorkloads(n)
    }
    for n in [100, 200] { workloads.append(ratioRowFirstLayout(n)) }
    for n in [1_000, 10_000] { workloads += [constantChange(n, pin: false), constantChange(n, pin: true)] }
    for n in [1_000, 10_000] { workloads += [cardEdit(n, insert: true), cardEdit(n, insert: false)] }
    workloads += fragileLayoutWorkload()
    return workloads
}

/// The calls on user constraints themselves, per constraint, on a laid-out row of `n`
/// items with one aspect ratio each (what a grid of images or a form's equal widths
/// holds): adding them all, changing every constant, removing them all (`remove`, one at
/// a time, last added first). The row is fill-equally, so the widths are rigid and the
/// direct layout keeps the ratios; the calls only record the change (the next update
/// follows it), and the last two find the constraint by a scan of the layout's list.
private func userConstraintWorkloads(_ n: Int) -> [Workload] {
    /// The row, laid out; its ratios, added and laid out too when `added`.
    func row(added: Bool = false) -> (LayoutEngine, [LayoutView], [LayoutConstraint]) {
        let root = LayoutView("root")
        let items = (0..<n).map { LayoutView("i\($0)", intrinsicWidth: 10, intrinsicHeight: Double(10 + $0 % 7)) }
        let stack = StackView("row", axis: .horizontal, distribution: .fillEqually, alignment: .top, arrangedSubviews: items)
        root.addSubview(stack)
        let layout = LayoutEngine(root: root, width: Double(12 * n), height: nil)
        pin(stack, to: root, in: layout)
        layout.update()
        let ratios = items.map { $0.height.constraint(equalTo: $0.width, multiplier: 1.5) }
        if added {
            add(ratios, to: layout)
            layout.update()
        }
        return (layout, items, ratios)
    }
    return [
        Workload(name: "user constraints \(n): add", variant: "direct") {
            let (layout, items, ratios) = row()
            let elapsed = time { add(ratios, to: layout) }
            blackHole(layout.frame(of: items[n - 1]))
            return (elapsed, n)
        },
        Workload(name: "user constraints \(n): constant", variant: "direct") {
            let (layout, items, ratios) = row(added: true)
            let elapsed = time { for ratio in ratios { ratio.constant = 1 } }
            blackHole(layout.frame(of: items[n - 1]))
            return (elapsed, n)
        },
        Workload(name: "user constraints \(n): remove", variant: "direct") {
            let (layout, items, ratios) = row(added: true)
            let elapsed = time { for ratio in ratios.reversed() { layout.remove(ratio) } }
            blackHole(layout.frame(of: items[n - 1]))
            return (elapsed, n)
        },
    ]
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

/// The first layout of a row of `n` images (fill distribution, top alignment) whose
/// heights follow their widths by aspect ratios. The widths are not rigid (each trades
/// its hugging against the others'), so the direct layout leaves the row to the solver,
/// which trades the two axes' priorities (`docs/stacks.md`, "Aspect ratios"): this measures
/// what that costs (about N² on 2026-11-28: 23 ms at 100, 81 ms at 200).
private func ratioRowFirstLayout(_ n: Int) -> Workload {
    Workload(name: "ratio row \(n): first layout", variant: "solver") {
        let root = LayoutView("root")
        let items = (0..<n).map { LayoutView("i\($0)", intrinsicWidth: 10, intrinsicHeight: Double(10 + $0 % 7)) }
        let stack = StackView("row", axis: .horizontal, alignment: .top, arrangedSubviews: items)
        root.addSubview(stack)
        let layout = LayoutEngine(root: root, width: Double(12 * n), height: nil)
        pin(stack, to: root, in: layout)
        add(items.map { $0.height.constraint(equalTo: $0.width, multiplier: 1.5) }, to: layout)
        let elapsed = time { layout.update() }
        if layout.isLaidOutDirectly { print("warning: ratio row \(n) was laid out directly") }
        blackHole(layout.frame(of: items[n - 1]))
        return (elapsed, 1)
    }
}

/// A new constant for a view's size bound (UIKit's idiom of animating a height constraint)
/// or for a pin (sliding a view: the column's top inset), and the relayout after it: a
/// column of `n` labels laid out directly, the middle one bounded to a height of 44 (set
/// to 88), the column pinned to the root's top (moved by 20).
private func constantChange(_ n: Int, pin: Bool) -> Workload {
    Workload(name: "\(pin ? "pin" : "size bound") \(n): constant + update", variant: "direct") {
        let root = LayoutView("root")
        let items = (0..<n).map { LayoutView("i\($0)", intrinsicWidth: 100, intrinsicHeight: Double(20 + $0 % 7)) }
        let stack = StackView("column", axis: .vertical, arrangedSubviews: items)
        root.addSubview(stack)
        let layout = LayoutEngine(root: root, width: 375, height: nil)
        let top = stack.top == root.top
        add([stack.leading == root.leading, stack.trailing == root.trailing, top, stack.bottom == root.bottom], to: layout)
        let bound = items[n / 2].height == 44
        add([bound], to: layout)
        layout.update()
        let elapsed = time {
            if pin { top.constant = 20 } else { bound.constant = 88 }
            layout.update()
            blackHole(layout.frame(of: items[n - 1]))
        }
        if !layout.isLaidOutDirectly { print("warning: constant change \(n) was laid out by the solver") }
        return (elapsed, 1)
    }
}

/// A list of `n` cards (a container whose label is pinned inside it on four edges, as a
/// card or a padded cell is made), laid out directly; timed: inserting one card in the
/// middle with its four pins, or removing one (its pins go with it), and the relayout.
private func cardEdit(_ n: Int, insert: Bool) -> Workload {
    Workload(name: "cards \(n): \(insert ? "insert" : "remove")", variant: "direct") {
        let root = LayoutView("root")
        var pins: [LayoutConstraint] = []
        func card(_ i: Int) -> LayoutView {
            let card = LayoutView("card\(i)")
            let label = LayoutView("label\(i)", intrinsicWidth: 100, intrinsicHeight: Double(20 + i % 7))
            card.addSubview(label)
            pins += [
                label.leading == card.leading + 8, label.trailing == card.trailing - 8, label.top == card.top + 4,
                label.bottom == card.bottom - 4,
            ]
            return card
        }
        let cards = (0..<n).map(card)
        let list = StackView("list", axis: .vertical, arrangedSubviews: cards)
        root.addSubview(list)
        let layout = LayoutEngine(root: root, width: 375, height: nil)
        pin(list, to: root, in: layout)
        add(pins, to: layout)
        layout.update()
        pins = []
        let extra = card(n)
        let elapsed = time {
            if insert {
                list.insertArrangedSubview(extra, at: n / 2)
                add(pins, to: layout)
            } else {
                cards[n / 2].removeFromSuperview()
            }
            layout.update()
            blackHole(layout.frame(of: cards[n - 1]))
        }
        if !layout.isLaidOutDirectly { print("warning: cards \(n) was laid out by the solver") }
        return (elapsed, 1)
    }
}
