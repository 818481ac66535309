import Constraints
import Testing

@testable import Stacks

/// Which trees the direct layout takes, which it hands to the solver, and that the hand-over
/// (at the first layout or later) gives the solver's frames.
@Suite struct DirectLayoutFallbackTests {
    /// Fixture A changed by `configure` (which gets the root too), with its views
    /// (root, stack, items).
    static func fixture(
        priorities: PriorityModel = .weighted, direct: Bool = true, _ configure: (StackView, [LayoutView], LayoutView) -> Void
    ) -> (LayoutEngine, [LayoutView]) {
        let f = FixtureA(priorities: priorities, direct: direct) { s, v in
            if let root = s.superview { configure(s, v, root) }
        }
        return (f.layout, [f.root, f.s] + f.v)
    }

    /// Cases outside the direct layout's class, by what takes them out.
    static let outside: [(String, @Sendable (StackView, [LayoutView], LayoutView) -> Void)] = [
        ("first baseline alignment", { s, _, _ in s.alignment = .firstBaseline }),
        ("last baseline alignment", { s, _, _ in s.alignment = .lastBaseline }),
        ("fill proportionally with an item's natural length a fitting size", { s, v, _ in
            s.distribution = .fillProportionally
            v[1].intrinsicWidth = nil
        }),
        ("equal centering whose items must shrink", { s, v, _ in
            s.distribution = .equalCentering
            v[2].intrinsicWidth = 200
        }),
        ("priority finer than 0.001", { _, v, _ in v[1].hugging.horizontal = 250.0005 }),
        ("two free items tie", { _, v, _ in v[0].intrinsicWidth = nil; v[2].intrinsicWidth = nil }),
        ("every item hidden", { _, v, _ in for item in v { item.isHidden = true } }),
        ("an unpinned scroll view", { _, _, root in root.addSubview(LayoutScrollView("scroll")) }),
        ("an unpinned subview", { _, _, root in root.addSubview(LayoutView("loose", intrinsicWidth: 5, intrinsicHeight: 5)) }),
        ("baseline-relative vertical stack", { s, _, _ in s.axis = .vertical; s.isBaselineRelativeArrangement = true }),
    ]

    @Test(arguments: outside.indices)
    func outsideTheClassTheSolverLaysOut(index: Int) {
        let (name, configure) = Self.outside[index]
        let direct = Self.fixture(configure)
        let solver = Self.fixture(direct: false, configure)
        #expect(!direct.0.isLaidOutDirectly, "\(name)")
        for (a, b) in zip(direct.1, solver.1) {
            #expect(direct.0.frame(of: a) == solver.0.frame(of: b), "\(name): \(a)")
        }
    }

    /// A kept plan is not checked again on a resize, so an input it never reads (margins
    /// with no guide made) drops it: the next layout checks every input again.
    @Test func aNonFiniteMarginSetAfterThePlanReachesTheSolver() {
        let (layout, views) = Self.fixture { _, _, _ in }
        #expect(layout.isLaidOutDirectly)
        views[2].layoutMargins = LayoutInsets(all: .infinity)
        layout.resize(width: 310, height: 100)
        layout.update()
        #expect(!layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: views[2]), [0, 0, 150, 100])
    }

    /// Fill-equally stacks nested seven deep, ten items each: their rates would need a
    /// common factor of 10⁷ to stay whole, beyond the plan's bound, so the solver lays the
    /// tree out (and gives the same frames as a direct layout of a shallower nest).
    @Test func fillEquallyNestedTooDeepForWholeRatesUsesTheSolver() {
        func make(depth: Int) -> (LayoutEngine, LayoutView) {
            var inner: LayoutView = LayoutView("leaf", intrinsicWidth: 1, intrinsicHeight: 1)
            let leaf = inner
            for level in 0..<depth {
                let items = [inner] + (1..<10).map { _ in LayoutView(intrinsicWidth: 3, intrinsicHeight: 2) }
                inner = StackView(
                    "s\(level)", axis: level % 2 == 0 ? .horizontal : .vertical, distribution: .fillEqually,
                    arrangedSubviews: items)
            }
            let root = LayoutView("root")
            root.addSubview(inner)
            let layout = LayoutEngine(root: root, width: 1e7, height: 1e7)
            try? layout.add([
                inner.leading == root.leading, inner.trailing == root.trailing, inner.top == root.top,
                inner.bottom == root.bottom,
            ])
            layout.update()
            return (layout, leaf)
        }
        let deep = make(depth: 7)
        #expect(!deep.0.isLaidOutDirectly)
        // Each level divides the width (even levels) or the height (odd ones) by ten.
        expectFrame(deep.0.frame(of: deep.1), [0, 0, 1e3, 1e4])
        let shallow = make(depth: 5)
        #expect(shallow.0.isLaidOutDirectly)
        expectFrame(shallow.0.frame(of: shallow.1), [0, 0, 1e4, 1e5])
    }

    @Test func strictPrioritiesUseTheSolver() {
        let layout = Self.fixture(priorities: .strict) { _, _, _ in }.0
        #expect(!layout.isLaidOutDirectly)
    }

    @Test func aConstraintThatIsNotAPinHandsOverForGood() throws {
        let (layout, views) = Self.fixture { _, _, _ in }
        #expect(layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: views[2]), [0, 0, 140, 100])  // A1, the first item stretches
        // An optional size is a rate with a rank of its own: not taken (a required one is a
        // bound, `RequiredBoundTests`).
        try layout.add((views[3].width == 100).withPriority(999))
        layout.update()
        #expect(!layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: views[2]), [0, 0, 100, 100])
        expectFrame(layout.frame(of: views[3]), [110, 0, 100, 100])
        layout.remove(layout.constraints[4])
        layout.update()
        #expect(!layout.isLaidOutDirectly, "the solver keeps the layout once it has it")
        expectFrame(layout.frame(of: views[2]), [0, 0, 140, 100])
    }

    @Test func guidesAndAnchorsReadLikeTheSolver() {
        func configure(_ s: StackView, _ v: [LayoutView], _ root: LayoutView) {
            root.safeAreaInsets = LayoutInsets(top: 20, left: 1, bottom: 4, right: 2)
            root.layoutMargins = LayoutInsets(top: 3, left: 16, bottom: 5, right: 12)
            v[1].firstBaselineOffset = 12
            v[2].lastBaselineOffset = 6
        }
        let direct = Self.fixture(configure)
        let solver = Self.fixture(direct: false, configure)
        #expect(direct.0.isLaidOutDirectly)
        let root = (direct.1[0], solver.1[0])
        #expect(direct.0.frame(of: root.0.margins) == solver.0.frame(of: root.1.margins))
        #expect(direct.0.frame(of: root.0.safeArea) == solver.0.frame(of: root.1.safeArea))
        let anchors: [(LayoutView) -> AnyAnchor] = [
            { $0.centerX.erased }, { $0.centerY.erased }, { $0.trailing.erased }, { $0.firstBaseline.erased },
            { $0.lastBaseline.erased },
        ]
        for (a, b) in zip(direct.1, solver.1) {
            for anchor in anchors {
                #expect(close(direct.0.value(of: anchor(a)), solver.0.value(of: anchor(b))), "\(a)")
            }
        }
        #expect(direct.0.isLaidOutDirectly, "reading guides and anchors needs no solver")
    }

    /// A root that is itself a margins-relative stack (its margins sit inside the safe area,
    /// and both guides are created before its constraints), with tied items and a fitted
    /// height, both ways.
    @Test(arguments: [false, true])
    func aStackAsTheRootMatchesTheSolver(fitted: Bool) {
        func make(direct: Bool) -> (LayoutEngine, [LayoutView]) {
            let items = (0..<4).map { i in LayoutView("v\(i)", intrinsicWidth: 20, intrinsicHeight: Double(10 + i)) }
            items[2].isHidden = true
            let inner = StackView("inner", axis: .vertical, spacing: 3, arrangedSubviews: [
                LayoutView("a", intrinsicWidth: 5, intrinsicHeight: 5), LayoutView("b", intrinsicWidth: 7, intrinsicHeight: 5),
            ])
            let root = StackView("root", spacing: 4, arrangedSubviews: items + [inner])
            root.isLayoutMarginsRelativeArrangement = true
            root.layoutMargins = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)
            root.safeAreaInsets = LayoutInsets(top: 20, left: 0, bottom: 10, right: 6)
            let layout = LayoutEngine(root: root, width: 200, height: fitted ? nil : 90)
            layout.allowsDirectLayout = direct
            layout.update()
            return (layout, [root] + items + [inner] + inner.arrangedSubviews)
        }
        let direct = make(direct: true), solver = make(direct: false)
        #expect(direct.0.isLaidOutDirectly)
        for (a, b) in zip(direct.1, solver.1) {
            let fa = direct.0.frame(of: a), fb = solver.0.frame(of: b)
            #expect(close(fa.x, fb.x) && close(fa.y, fb.y) && close(fa.width, fb.width) && close(fa.height, fb.height),
                "\(a): direct \(fa), solver \(fb)")
        }
    }

    /// Spec 5.2: with equal hugging, the first visible item takes the slack, also when it
    /// was inserted last. The direct layout plans again with a fresh build's ranks; the
    /// solver's incremental path re-ranks its constraints as a fresh build would.
    @Test(arguments: [true, false])
    func anItemInsertedFirstTakesTheSlackOnATie(direct: Bool) throws {
        let root = LayoutView("root")
        let items = (0..<3).map { LayoutView("v\($0)", intrinsicWidth: 10, intrinsicHeight: 10) }
        let s = StackView("S", arrangedSubviews: items)
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 100, height: 10)
        layout.allowsDirectLayout = direct
        try layout.add([s.leading == root.leading, s.trailing == root.trailing, s.top == root.top,
            s.bottom == root.bottom])
        layout.update()
        let first = LayoutView("new", intrinsicWidth: 10, intrinsicHeight: 10)
        s.insertArrangedSubview(first, at: 0)
        layout.update()
        #expect(layout.isLaidOutDirectly == direct)
        expectFrame(layout.frame(of: first), [0, 0, 70, 10])
    }

    @Test(arguments: [InterfaceDirection.leftToRight, .rightToLeft])
    func benchmarkShapesAreLaidOutDirectly(direction: InterfaceDirection) throws {
        let root = LayoutView("root")
        let rows = (0..<3).map { i in
            StackView("r\(i)", spacing: 2, arrangedSubviews: (0..<4).map { _ in
                StackView(axis: .vertical, spacing: 2, arrangedSubviews: (0..<5).map { _ in
                    LayoutView(intrinsicWidth: 10, intrinsicHeight: 10)
                })
            })
        }
        let top = StackView("top", axis: .vertical, spacing: 2, arrangedSubviews: rows)
        root.addSubview(top)
        let layout = LayoutEngine(root: root, width: 100, height: nil, direction: direction)
        try layout.add([top.leading == root.leading, top.trailing == root.trailing, top.top == root.top,
            top.bottom == root.bottom])
        layout.update()
        #expect(layout.isLaidOutDirectly)
        // Height: 3 rows of 5 × 10 + 4 × 2 = 58, plus 2 gaps. Width: 100 - 3 gaps = 94;
        // natural 40, so 54 extra, all to the first column of each row (its items' hugging
        // constraints were created first: spec 5.2).
        expectFrame(layout.frame(of: root), [0, 0, 100, 178])
        let firstColumn = rows[1].arrangedSubviews[0]
        let x = direction == .leftToRight ? 0.0 : 36
        expectFrame(layout.frame(of: firstColumn), [x, 60, 64, 58])
    }
}
