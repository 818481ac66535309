import Testing

@testable import Stacks

/// Shared lengths in the direct layout (`DirectLayout+SharedLengths.swift`): items of
/// sibling rows whose lengths required user constraints make equal (a form's labels all as
/// wide as the first) take the least point of the rows' summed costs, and each row shares
/// the rest. Random forms against the solver, the trees left to the solver, and edits.
@Suite struct SharedLengthTests {
    typealias Random = IncrementalTests.Random

    /// A form: a vertical stack (fill alignment) of horizontal fill rows [label, field,
    /// maybe a button], the labels' widths tied to the first label's (or, for `chained`,
    /// each to the one before).
    struct Form {
        let root: LayoutView
        let stack: StackView
        let rows: [StackView]
        let labels: [LayoutView]
        let constraints: [LayoutConstraint]
        /// Every view, in a fixed order (for comparing two builds).
        let all: [LayoutView]
    }

    /// - Parameters:
    ///   - transposed: columns side by side sharing their labels' heights, instead of rows
    ///     sharing widths.
    ///   - varied: custom spacing after a label, and some members a stack holding the label.
    static func form(
        _ r: inout Random, rows count: Int, chained: Bool, transposed: Bool = false, varied: Bool = false
    ) -> Form {
        func p() -> Priority { Priority(DirectLayoutTests.priorities[r.int(DirectLayoutTests.priorities.count)]) }
        // Along a row: the label's natural length and its priorities on that axis.
        func sized(_ name: String, along: Double?, across: Double) -> LayoutView {
            transposed
                ? LayoutView(name, intrinsicWidth: across, intrinsicHeight: along)
                : LayoutView(name, intrinsicWidth: along, intrinsicHeight: across)
        }
        func priorities(along: Priority, across: Priority) -> AxisPriorities {
            transposed ? AxisPriorities(horizontal: across, vertical: along) : AxisPriorities(horizontal: along, vertical: across)
        }
        var rows: [StackView] = [], labels: [LayoutView] = [], members: [LayoutView] = [], all: [LayoutView] = []
        for k in 0..<count {
            let label = sized("label\(k)", along: Double([30, 60, 90][r.int(3)]) + Double(r.int(3)) * r.double(0, 20), across: 17)
            label.hugging = priorities(along: p(), across: 250)
            label.compressionResistance = priorities(along: p(), across: 750)
            let field = sized("field\(k)", along: r.int(3) == 0 ? r.double(20, 150) : nil, across: 30)
            field.hugging = priorities(along: p(), across: 250)
            var member: LayoutView = label
            if varied, r.int(3) == 0 {
                // The label inside a stack of its own, which shares the length.
                member = StackView("holder\(k)", axis: transposed ? .horizontal : .vertical, arrangedSubviews: [label])
            }
            var items = [member, field]
            if r.int(3) == 0 { items.append(sized("button\(k)", along: r.double(20, 60), across: 20)) }
            // A hidden button (a label alone in its row would have to take the row's width:
            // left to the solver, see `outsideTheClassTheSolverLaysOut`).
            if items.count > 2, r.int(3) == 0 { items[2].isHidden = true }
            let row = StackView(
                "row\(k)", axis: transposed ? .vertical : .horizontal, alignment: [.center, .fill][r.int(2)],
                spacing: [0, 8][r.int(2)], arrangedSubviews: items)
            if varied, r.int(3) == 0 { row.setCustomSpacing(Double(r.int(12)), after: member) }
            if r.int(5) == 0 { row.isLayoutMarginsRelativeArrangement = true; row.layoutMargins = LayoutInsets(top: 1, left: 3, bottom: 2, right: 5) }
            if r.int(8) == 0 { row.isHidden = true }
            rows.append(row)
            labels.append(label)
            members.append(member)
            all += [row] + items + (member === label ? [] : [label])
        }
        let stack = StackView("form", axis: transposed ? .horizontal : .vertical, spacing: 8, arrangedSubviews: rows)
        let root = LayoutView("root")
        root.addSubview(stack)
        var constraints = [stack.leading == root.leading, stack.trailing == root.trailing, stack.top == root.top, stack.bottom == root.bottom]
        for k in members.indices.dropFirst() {
            let other = chained ? members[k - 1] : members[0]
            constraints.append(transposed ? members[k].height == other.height : members[k].width == other.width)
        }
        return Form(root: root, stack: stack, rows: rows, labels: labels, constraints: constraints, all: [root, stack] + all)
    }

    /// Every view's frame in `ours` against its twin's in `solver`, within 1e-7.
    static func expectSameFrames(
        _ views: [LayoutView], _ ours: LayoutEngine, _ twins: [LayoutView], _ solver: LayoutEngine, _ label: String
    ) {
        for (x, y) in zip(views, twins) {
            let f = ours.frame(of: x), g = solver.frame(of: y)
            let gaps = [f.x - g.x, f.y - g.y, f.width - g.width, f.height - g.height]
            #expect(gaps.allSatisfy { abs($0) < 1e-7 }, "\(label) \(x.name): \(f) against \(g)")
        }
    }

    /// `ours`'s frames of `views` against a fresh direct layout's of their `twins`, bit for
    /// bit, and the solver's within 1e-7 (`layout` makes either, direct or not).
    static func expectFreshFrames(
        _ ours: LayoutEngine, _ views: [LayoutView], _ twins: [LayoutView], _ label: String,
        layout: (_ direct: Bool) -> LayoutEngine
    ) {
        let fresh = layout(true)
        #expect(fresh.isLaidOutDirectly, "\(label)")
        for (x, y) in zip(views, twins) {
            #expect(ours.frame(of: x) == fresh.frame(of: y), "\(label) \(x.name)")
        }
        expectSameFrames(views, ours, twins, layout(false), label)
    }

    static func layout(_ form: Form, width: Double, direct: Bool) -> LayoutEngine {
        let layout = LayoutEngine(root: form.root, width: width, height: nil)
        layout.allowsDirectLayout = direct
        try? layout.add(form.constraints)
        layout.update()
        return layout
    }

    @Test(arguments: 0..<3)
    func randomFormsMatchTheSolver(batch: Int) {
        var direct = 0
        for seed in (batch * 60)..<(batch * 60 + 60) {
            var r = Random(state: UInt64(seed) &* 1_000_033 &+ 5)
            let rows = 2 + r.int(6), chained = r.int(2) == 0, width = r.double(150, 500)
            var r1 = r, r2 = r
            let a = Self.form(&r1, rows: rows, chained: chained), b = Self.form(&r2, rows: rows, chained: chained)
            let ours = Self.layout(a, width: width, direct: true), solver = Self.layout(b, width: width, direct: false)
            if ours.isLaidOutDirectly { direct += 1 }
            Self.expectSameFrames(a.all, ours, b.all, solver, "seed \(seed)")
        }
        #expect(direct >= 55, "only \(direct) of 60 laid out directly")
    }

    /// Columns sharing heights, members that are stacks, custom spacing after a member,
    /// right-to-left: the same frames as the solver's.
    @Test(arguments: 0..<2)
    func variedFormsMatchTheSolver(batch: Int) {
        var direct = 0
        for seed in (batch * 50)..<(batch * 50 + 50) {
            var r = Random(state: UInt64(seed) &* 2_000_003 &+ 17)
            let rows = 2 + r.int(5), chained = r.int(2) == 0, transposed = r.int(2) == 0
            let rtl = r.int(3) == 0, size = (r.double(150, 500), r.double(150, 600))
            var r1 = r, r2 = r
            let a = Self.form(&r1, rows: rows, chained: chained, transposed: transposed, varied: true)
            let b = Self.form(&r2, rows: rows, chained: chained, transposed: transposed, varied: true)
            func layout(_ form: Form, direct: Bool) -> LayoutEngine {
                // A transposed form's columns share heights: the root's height is set.
                let layout = LayoutEngine(
                    root: form.root, width: size.0, height: transposed ? size.1 : nil,
                    direction: rtl ? .rightToLeft : .leftToRight)
                layout.allowsDirectLayout = direct
                try? layout.add(form.constraints)
                layout.update()
                return layout
            }
            let ours = layout(a, direct: true), solver = layout(b, direct: false)
            if ours.isLaidOutDirectly { direct += 1 }
            Self.expectSameFrames(a.all, ours, b.all, solver, "seed \(seed)")
        }
        #expect(direct >= 40, "only \(direct) of 50 laid out directly")
    }

    /// A hidden member, rows under two different stacks, a row whose width is read (the
    /// root fitted), a label alone in its row: the solver lays these out, with the same
    /// frames.
    @Test(arguments: 0..<4)
    func outsideTheClassTheSolverLaysOut(index: Int) {
        var r = Random(state: 99)
        var r2 = r
        let a = Self.form(&r, rows: 3, chained: false), b = Self.form(&r2, rows: 3, chained: false)
        var width: Double? = 300
        for form in [a, b] {
            switch index {
            case 0: form.labels[1].isHidden = true
            case 1:
                let inner = StackView("inner", axis: .vertical, arrangedSubviews: [])
                form.stack.addArrangedSubview(inner)
                inner.addArrangedSubview(form.rows[2])
            case 2: width = nil
            default: form.rows[1].arrangedSubviews[1].isHidden = true
            }
        }
        func layout(_ form: Form, direct: Bool) -> LayoutEngine {
            let layout = LayoutEngine(root: form.root, width: width, height: nil)
            layout.allowsDirectLayout = direct
            try? layout.add(form.constraints)
            layout.update()
            return layout
        }
        let ours = layout(a, direct: true), solver = layout(b, direct: false)
        #expect(!ours.isLaidOutDirectly)
        for (x, y) in zip(a.all, b.all) { #expect(ours.frame(of: x) == solver.frame(of: y), "\(x.name)") }
    }

    /// Edits: a label's natural width (the shared width moves), hiding a row, a resize, a
    /// row inserted with its label's constraint, a row removed (its constraint goes with
    /// it); each patched, not planned again, with the solver's frames.
    @Test func editsKeepTheSharedWidth() {
        var r = Random(state: 7)
        var r2 = r
        let a = Self.form(&r, rows: 6, chained: false), b = Self.form(&r2, rows: 6, chained: false)
        let ours = Self.layout(a, width: 320, direct: true)
        #expect(ours.isLaidOutDirectly)
        /// A new row whose label is as wide as the first, in the same place in both forms.
        func insertRow(into f: Form, _ layout: LayoutEngine?) -> [LayoutView] {
            let label = LayoutView("newLabel", intrinsicWidth: 75, intrinsicHeight: 17)
            let field = LayoutView("newField", intrinsicWidth: nil, intrinsicHeight: 30)
            f.stack.insertArrangedSubview(StackView("newRow", axis: .horizontal, spacing: 8, arrangedSubviews: [label, field]), at: 2)
            if let layout { try? layout.add(label.width == f.labels[0].width) }
            return [label, field]
        }
        var added: [[LayoutView]] = [[], []]
        let edits: [(Form, LayoutEngine?, Int) -> Void] = [
            { f, _, _ in f.labels[3].intrinsicWidth = 200 },
            { f, _, _ in f.rows[4].isHidden = true },
            { f, _, _ in f.labels[0].intrinsicWidth = 10 },
            { _, layout, _ in layout?.resize(width: 250, height: nil) },
            { f, layout, k in added[k] = insertRow(into: f, layout) },
            { f, _, _ in f.rows[1].removeFromSuperview() },
        ]
        for (step, edit) in edits.enumerated() {
            edit(a, ours, 0)
            edit(b, nil, 1)
            ours.update()
            #expect(ours.isLaidOutDirectly, "step \(step)")
            let solver = LayoutEngine(root: b.root, width: ours.width, height: nil)
            solver.allowsDirectLayout = false
            func inTree(_ view: LayoutView, _ root: LayoutView) -> Bool {
                var current: LayoutView? = view
                while let v = current, v !== root { current = v.superview }
                return current != nil
            }
            try? solver.add(b.constraints.filter { $0.anchors.allSatisfy { inTree($0.item.owningView, b.root) } })
            if let label = added[1].first { try? solver.add(label.width == b.labels[0].width) }
            solver.update()
            let kept = zip(a.all + added[0], b.all + added[1]).filter { inTree($0.0, a.root) }
            Self.expectSameFrames(kept.map(\.0), ours, kept.map(\.1), solver, "step \(step)")
        }
        #expect(ours.directPatches.edits == 5)
    }

    /// Width changes between edits that touch a shared length's rows (a label's natural
    /// width, a row's margins on or off, hiding a row, an edit above that moves every row's
    /// ranks): the group's changes of rate are kept sorted between layouts and dropped when
    /// a row's costs change. Each layout's frames equal, bit for bit, a fresh direct layout's
    /// of the same tree, and the solver's within 1e-7.
    @Test(arguments: 0..<2)
    func widthChangesBetweenEditsMatchAFreshLayout(batch: Int) {
        var direct = 0, steps = 0
        for seed in (batch * 15)..<(batch * 15 + 15) {
            var r = Random(state: UInt64(seed) &* 3_000_017 &+ 11)
            let rows = 3 + r.int(5), chained = r.int(2) == 0
            var r1 = r, r2 = r
            let a = Self.form(&r1, rows: rows, chained: chained), b = Self.form(&r2, rows: rows, chained: chained)
            let ours = Self.layout(a, width: r.double(200, 450), direct: true)
            for step in 0..<8 {
                let k = r.int(rows)
                switch r.int(5) {
                case 0:
                    let natural = Double(20 + r.int(100))
                    for f in [a, b] { f.labels[k].intrinsicWidth = natural }
                case 1:
                    let on = !a.rows[k].isLayoutMarginsRelativeArrangement
                    for f in [a, b] {
                        f.rows[k].isLayoutMarginsRelativeArrangement = on
                        f.rows[k].layoutMargins = LayoutInsets(top: 1, left: 3, bottom: 2, right: 5)
                    }
                case 2:
                    let hidden = !a.rows[k].isHidden
                    for f in [a, b] { f.rows[k].isHidden = hidden }
                default: break
                }
                let width = r.double(150, 500)
                ours.resize(width: width, height: nil)
                ours.update()
                steps += 1
                guard ours.isLaidOutDirectly else { break }
                direct += 1
                Self.expectFreshFrames(ours, a.all, b.all, "seed \(seed) step \(step)") {
                    Self.layout(b, width: width, direct: $0)
                }
            }
        }
        #expect(direct * 10 >= steps * 8, "only \(direct) of \(steps) layouts direct")
    }

    /// Rows moved by an edit before them (an item inserted into a fill-equally row above:
    /// the ranks after it move and the common factor grows): the rows of a shared length
    /// are computed again in the new frame, not moved, and a fill-proportionally row deep in
    /// a kept stack places its items with its shares in the frame their costs are in; so the
    /// frames come out as in a fresh plan (debug builds compare the two) and as the solver's.
    @Test func rowsMovedByAnEditAboveAreComputedAgain() {
        func build() -> (root: StackView, top: StackView, labels: [LayoutView], constraints: [LayoutConstraint]) {
            let top = StackView("top", axis: .horizontal, distribution: .fillEqually, spacing: 2, arrangedSubviews: (0..<3).map {
                LayoutView("e\($0)", intrinsicWidth: 20, intrinsicHeight: 10)
            })
            // Item p1's content (999) against the shares (999, 998, 997).
            let proportional = StackView("fp", axis: .horizontal, distribution: .fillProportionally, spacing: 0, arrangedSubviews: [
                LayoutView("p0", intrinsicWidth: 20, intrinsicHeight: 10), LayoutView("p1", intrinsicWidth: 20, intrinsicHeight: 10),
                LayoutView("p2", intrinsicWidth: 40, intrinsicHeight: 10),
            ])
            proportional.arrangedSubviews[1].hugging.horizontal = 999
            proportional.arrangedSubviews[1].compressionResistance.horizontal = 999
            var rows: [StackView] = [], labels: [LayoutView] = []
            for k in 0..<4 {
                // The shared width grows (three rows at a rate of -1 against row 2's +2) as
                // long as every row's rates are in one frame: row 2 four times over (the
                // factor grows from 3 to 12) would make it shrink instead.
                let label = LayoutView("l\(k)", intrinsicWidth: 50, intrinsicHeight: 10)
                let other = LayoutView("o\(k)", intrinsicWidth: 50, intrinsicHeight: 10)
                label.hugging.horizontal = k == 2 ? 252 : 250
                other.hugging.horizontal = k == 2 ? 250 : 251
                rows.append(StackView("r\(k)", axis: .horizontal, arrangedSubviews: [label, other]))
                labels.append(label)
            }
            // Inside a stack the edit does not touch: kept whole, its costs never moved, and
            // placed again at the new width in the frame they were computed in.
            let holder = StackView("holder", axis: .vertical, arrangedSubviews: [proportional])
            let root = StackView("root", axis: .vertical, arrangedSubviews: [top, holder] + rows)
            let constraints = labels.dropFirst().map { $0.width == labels[0].width }
            return (root, top, labels, constraints)
        }
        let a = build(), b = build()
        let ours = LayoutEngine(root: a.root, width: 170, height: nil)
        try? ours.add(a.constraints)
        ours.update()
        #expect(ours.isLaidOutDirectly)
        for tree in [a, b] {
            tree.top.insertArrangedSubview(LayoutView("inserted", intrinsicWidth: 20, intrinsicHeight: 10), at: 1)
            tree.labels[2].intrinsicWidth = 60
        }
        ours.resize(width: 180, height: nil)
        ours.update()
        #expect(ours.isLaidOutDirectly)
        #expect(ours.directPatches.edits == 1)
        let solver = LayoutEngine(root: b.root, width: 180, height: nil)
        solver.allowsDirectLayout = false
        try? solver.add(b.constraints)
        solver.update()
        DirectLayoutFactorTests.expectSameFrames(a.root, b.root, ours, solver, step: 0)
    }
}

