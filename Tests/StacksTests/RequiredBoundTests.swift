import Constraints
import Testing

@testable import Stacks

/// Required size bounds in the direct layout: a user's `view.width == 24`, `>= c` or
/// `<= c` on a plain view or a stack, and content priorities of 1000, taken as rates above
/// every priority (``CostRate/required``). Random trees with random bounds against the
/// solver, bounds that cannot hold (left to the solver, which reports them), and edits.
@Suite struct RequiredBoundTests {
    typealias Random = IncrementalTests.Random

    /// Adds required bounds and priorities to the views of one build of a tree (the same
    /// draws for both builds, `all` in the same order): about one view in four gets one or
    /// two size bounds near its natural length, one leaf side in six a required priority.
    /// - Returns: the bound constraints, to add to the layout.
    static func addBounds(_ r: inout Random, to all: [LayoutView]) -> [LayoutConstraint] {
        var bounds: [LayoutConstraint] = []
        for view in all.dropFirst() where view.itemKind != .scroll {
            if view.itemKind == .view, view.subviews.isEmpty {
                if r.int(6) == 0 { view.compressionResistance.horizontal = .required }
                if r.int(6) == 0 { view.hugging.vertical = .required }
            }
            guard r.int(4) == 0 else { continue }
            for _ in 0..<(1 + r.int(2)) {
                let natural = r.int(2) == 0 ? view.intrinsicWidth : view.intrinsicHeight
                let c = (natural ?? r.double(10, 80)) + Double(r.int(5) - 2) * 6
                let anchor = r.int(2) == 0 ? view.width : view.height
                switch r.int(4) {
                case 0: bounds.append(anchor == c)
                case 1: bounds.append(anchor >= c)
                case 2: bounds.append(anchor <= c)
                default: bounds.append(anchor.constraint(equalToConstant: c))
                }
            }
        }
        return bounds
    }

    /// A layout of `shape` inside a root (as ``DirectLayoutTests/layout(_:size:rtl:direct:)``)
    /// with the bounds `seed` draws.
    /// - Parameters:
    ///   - constants: when given, every user constraint's constant, in the order added (the
    ///     tree's pins, the top's pins, the bounds), set before the first layout.
    ///   - hidden: the views (by their place in the list returned) hidden before it.
    static func layout(
        _ shape: DirectLayoutTests.Shape, size: (Double?, Double?), rtl: Bool, seed: UInt64, direct: Bool,
        constants: [Double]? = nil, hidden: Set<Int> = []
    ) -> (LayoutEngine, [LayoutView]) {
        let root = LayoutView("root")
        var all = [root]
        var pins: [LayoutConstraint] = []
        let top = DirectLayoutTests.build(shape, into: &all, pins: &pins, rtl: rtl)
        root.addSubview(top)
        let layout = LayoutEngine(
            root: root, width: size.0, height: size.1, direction: rtl ? .rightToLeft : .leftToRight)
        layout.allowsDirectLayout = direct
        pins += DirectLayoutTests.pin(top, to: root, [5, 0, -7, -2], rtl: rtl)
        var r = Random(state: seed)
        pins += addBounds(&r, to: all)
        for (constraint, constant) in zip(pins, constants ?? []) { constraint.constant = constant }
        for j in hidden { all[j].isHidden = true }
        try? layout.add(pins)
        layout.update()
        return (layout, all)
    }

    /// Whether some view of the layout has a required bound.
    static func isBounded(_ layout: LayoutEngine) -> Bool {
        !(layout.directPlan?.boundedNodes.isEmpty ?? true)
    }

    /// A random tree, root size, direction and seed of bounds (``layout(_:size:rtl:seed:direct:constants:hidden:)``).
    static func randomCase(_ r: inout Random) -> (DirectLayoutTests.Shape, (Double?, Double?), Bool, UInt64) {
        let shape = DirectLayoutTests.randomShape(&r, depth: 3)
        let size = DirectLayoutTests.randomSize(&r)
        let rtl = r.int(4) == 0
        return (shape, size, rtl, r.next())
    }

    @Test(arguments: 0..<4)
    func randomBoundsMatchTheSolver(batch: Int) {
        var bounded = 0, fellBack = 0
        for seed in (batch * 100)..<(batch * 100 + 100) {
            var r = Random(state: UInt64(seed) &* 7_919 &+ 11)
            let (shape, size, rtl, boundSeed) = Self.randomCase(&r)
            let direct = Self.layout(shape, size: size, rtl: rtl, seed: boundSeed, direct: true)
            let solver = Self.layout(shape, size: size, rtl: rtl, seed: boundSeed, direct: false)
            #expect(!solver.0.isLaidOutDirectly)
            if direct.0.isLaidOutDirectly {
                if Self.isBounded(direct.0) { bounded += 1 }
            } else {
                fellBack += 1
            }
            guard DirectLayoutTests.sameFrames(direct, solver, "seed \(seed)") else { return }
        }
        // Many trees keep their bounds; the others (bounds that cannot all hold, free
        // lengths that tie) go to the solver.
        #expect(bounded >= 15, "only \(bounded) of 100 laid out directly with a required bound")
        #expect(fellBack >= 5, "only \(fellBack) of 100 left to the solver")
    }

    /// New constants for size bounds and pins, set one at a time on random trees laid out
    /// directly, each followed by an update: the frames are a fresh solver layout's with the
    /// same constants, ties included, whether the plan followed the change (a view's one
    /// bound on an axis, a pinned edge: its costs and its ancestors' computed again) or was
    /// made again (two bounds on the axis), and whether a view was hidden or shown in the
    /// same update. Bounds that stop holding leave the tree to the solver, as in a fresh
    /// layout.
    @Test(arguments: 0..<3)
    func newConstantsAreFollowedLikeAFreshLayout(batch: Int) {
        var followed = (bounds: 0, pins: 0), edits = (bounds: 0, pins: 0)
        for seed in (batch * 60)..<(batch * 60 + 60) {
            var r = Random(state: UInt64(seed) &* 6_151 &+ 3)
            let (shape, size, rtl, boundSeed) = Self.randomCase(&r)
            let (layout, views) = Self.layout(shape, size: size, rtl: rtl, seed: boundSeed, direct: true)
            let constraints = layout.constraints
            let bounds = constraints.indices.filter { PinTable.sizeBound(constraints[$0]) != nil }
            let pins = constraints.indices.filter { PinTable.edgePin(constraints[$0], rightToLeft: rtl) != nil }
            guard layout.isLaidOutDirectly, !bounds.isEmpty || !pins.isEmpty else { continue }
            var constants = constraints.map(\.constant)
            // Views hidden along the way, in the same update as a new constant at times.
            var hidden: Set<Int> = []
            for step in 0..<4 {
                if r.int(3) == 0 {
                    let j = 1 + r.int(views.count - 1)
                    if hidden.insert(j).inserted { views[j].isHidden = true } else {
                        hidden.remove(j)
                        views[j].isHidden = false
                    }
                }
                // Either kind as often, whichever the tree has more of.
                let isBound = pins.isEmpty || (!bounds.isEmpty && r.int(2) == 0)
                let kind = isBound ? bounds : pins
                let k = kind[r.int(kind.count)]
                constants[k] += Double(r.int(7) - 3) * 5
                let before = layout.directPatches.edits
                constraints[k].constant = constants[k]
                layout.update()
                let wasFollowed = layout.isLaidOutDirectly && layout.directPatches.edits > before
                if isBound {
                    edits.bounds += 1
                    if wasFollowed { followed.bounds += 1 }
                } else {
                    edits.pins += 1
                    if wasFollowed { followed.pins += 1 }
                }
                let label = "seed \(seed), step \(step), \(constraints[k])"
                let solver = Self.layout(
                    shape, size: size, rtl: rtl, seed: boundSeed, direct: false, constants: constants, hidden: hidden)
                guard DirectLayoutTests.sameFrames((layout, views), solver, label) else { return }
                // A tree that left the direct layout stays on the solver; one that did not is
                // where a fresh layout is.
                if layout.isLaidOutDirectly {
                    let fresh = Self.layout(
                        shape, size: size, rtl: rtl, seed: boundSeed, direct: true, constants: constants, hidden: hidden)
                    #expect(fresh.0.isLaidOutDirectly, "\(label)")
                    #expect(fresh.0.conflicts.isEmpty, "\(label)")
                }
            }
        }
        // Most views have one bound per axis, every pinned edge one pin: the plan follows
        // most edits of both kinds.
        #expect(followed.bounds * 2 >= edits.bounds, "\(followed.bounds) of \(edits.bounds) bound edits followed")
        #expect(followed.pins * 2 >= edits.pins && edits.pins >= 20, "\(followed.pins) of \(edits.pins) pin edits followed")
    }

    /// A pin or a bound whose constant becomes NaN leaves the direct layout for the solver,
    /// which leaves it out and reports it, with finite frames; a finite constant again gives
    /// the frames of before.
    @Test(arguments: [false, true])
    func aNonFiniteConstantOnThePlanIsReported(onPin: Bool) {
        let icon = LayoutView("icon")
        let row = StackView("row", axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [
            icon, LayoutView("label", intrinsicWidth: 80, intrinsicHeight: 17),
        ])
        let root = LayoutView("root")
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: 200, height: nil)
        let pins = DirectLayoutTests.pin(row, to: root, [4, 0, -4, 0], rtl: false)
        let width = icon.width == 24
        try? layout.add(pins + [width, icon.height == 24])
        layout.update()
        #expect(layout.isLaidOutDirectly)
        let before = [layout.frame(of: row), layout.frame(of: icon)]
        let changed = onPin ? pins[0] : width
        let constant = changed.constant
        changed.constant = .nan
        layout.update()
        #expect(layout.inputErrors.count == 1, "\(layout.inputErrors)")
        for frame in [layout.frame(of: row), layout.frame(of: icon)] {
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
        changed.constant = constant
        layout.update()
        #expect(layout.inputErrors.isEmpty)
        #expect([layout.frame(of: row), layout.frame(of: icon)] == before)
    }

    /// A bound's new priority (no longer required) or a second bound on the same axis make
    /// the plan anew (or hand the tree to the solver), with a fresh layout's frames.
    @Test func otherChangesToABoundMakeANewPlan() {
        let (layout, views, width) = Self.iconRow(direct: true)
        let edits = layout.directPatches.edits
        width.priority = Priority(999)
        layout.update()
        #expect(layout.directPatches.edits == edits)
        let solver = Self.iconRow(direct: false)
        solver.2.priority = Priority(999)
        solver.0.update()
        #expect(DirectLayoutTests.sameFrames((layout, views), (solver.0, solver.1), "priority 999"))

        let (second, secondViews, secondWidth) = Self.iconRow(direct: true)
        try? second.add(secondViews[2].width >= 10)
        second.update()
        let before = second.directPatches.edits
        secondWidth.constant = 30
        second.update()
        #expect(second.directPatches.edits == before, "two bounds on the axis: a new plan")
        #expect(second.isLaidOutDirectly)
        #expect(second.frame(of: secondViews[2]).width == 30)
    }

    /// A row of an icon fixed at 24 × 24 and a label that takes the rest.
    static func iconRow(
        direct: Bool, iconWidth: Double = 24, rowWidth: Double = 200, labelResistance: Priority = 750
    ) -> (LayoutEngine, [LayoutView], LayoutConstraint) {
        let icon = LayoutView("icon")
        let label = LayoutView("label", intrinsicWidth: 80, intrinsicHeight: 17)
        label.compressionResistance.horizontal = labelResistance
        let row = StackView("row", axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [icon, label])
        let root = LayoutView("root")
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: rowWidth, height: nil)
        layout.allowsDirectLayout = direct
        let width = icon.width == iconWidth
        try? layout.add(DirectLayoutTests.pin(row, to: root, [0, 0, 0, 0], rtl: false) + [width, icon.height == 24])
        layout.update()
        return (layout, [root, row, icon, label], width)
    }

    @Test func aFixedIconIsLaidOutDirectly() {
        let (layout, views, _) = Self.iconRow(direct: true)
        #expect(layout.isLaidOutDirectly)
        #expect(layout.frame(of: views[2]) == Rect(x: 0, y: 0, width: 24, height: 24))
        // The label takes the rest of the width (hugging 250 gives way to the set width).
        #expect(layout.frame(of: views[3]) == Rect(x: 32, y: 3.5, width: 168, height: 17))
    }

    @Test(arguments: [
        (300.0, 750.0),  // the label gives way, down to a negative width (soft compression)
        (190.0, 750.0),  // the label squeezed to 2 points
        (300.0, 1000.0),  // the label may not shrink: the bounds cannot hold together
        (112.0, 1000.0),  // exactly the room the label leaves
    ])
    func boundsThatCannotHoldOrSqueezeMatchTheSolver(iconWidth: Double, labelResistance: Double) {
        let direct = Self.iconRow(direct: true, iconWidth: iconWidth, labelResistance: Priority(labelResistance))
        let solver = Self.iconRow(direct: false, iconWidth: iconWidth, labelResistance: Priority(labelResistance))
        #expect(DirectLayoutTests.sameFrames((direct.0, direct.1), (solver.0, solver.1), "icon \(iconWidth)"))
        // Bounds that cannot all hold are the solver's to break and report.
        let holds = labelResistance < 1000 || iconWidth + 8 + 80 <= 200
        #expect(direct.0.isLaidOutDirectly == holds)
        #expect(direct.0.conflicts.isEmpty == holds)
        #expect(solver.0.conflicts.isEmpty == holds)
    }

    @Test func changingABoundRelaysOutLikeAFreshLayout() {
        let (layout, views, width) = Self.iconRow(direct: true)
        width.constant = 40
        layout.update()
        let fresh = Self.iconRow(direct: false, iconWidth: 40)
        #expect(DirectLayoutTests.sameFrames((layout, views), (fresh.0, fresh.1), "after the edit"))
        #expect(layout.isLaidOutDirectly)
        layout.remove(width)
        layout.update()
        // Without its width the icon takes what the label (hugging 250) leaves: 112.
        #expect(layout.frame(of: views[2]).width == 112)
        #expect(layout.isLaidOutDirectly)
    }

    @Test func aRequiredCompressionResistanceHoldsOrGoesToTheSolver() {
        // Two labels of 120 in a row of 200: one may not be compressed.
        func build(direct: Bool) -> (LayoutEngine, [LayoutView]) {
            let a = LayoutView("a", intrinsicWidth: 120, intrinsicHeight: 17)
            let b = LayoutView("b", intrinsicWidth: 120, intrinsicHeight: 17)
            b.compressionResistance.horizontal = .required
            let row = StackView("row", axis: .horizontal, arrangedSubviews: [a, b])
            let root = LayoutView("root")
            root.addSubview(row)
            let layout = LayoutEngine(root: root, width: 200, height: nil)
            layout.allowsDirectLayout = direct
            try? layout.add(DirectLayoutTests.pin(row, to: root, [0, 0, 0, 0], rtl: false))
            layout.update()
            return (layout, [root, row, a, b])
        }
        let direct = build(direct: true), solver = build(direct: false)
        #expect(direct.0.isLaidOutDirectly)
        #expect(direct.0.frame(of: direct.1[3]).width == 120)
        #expect(direct.0.frame(of: direct.1[2]).width == 80)
        #expect(DirectLayoutTests.sameFrames(direct, solver, "required compression"))
    }
}

