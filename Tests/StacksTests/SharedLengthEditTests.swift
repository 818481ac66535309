import Testing

@testable import Stacks

/// Edits of a form whose labels share one width, followed by the plan without grouping the
/// shared lengths again (`DirectLayout+SharedLengthEdits.swift`): rows inserted with their
/// label's constraint, rows removed with it, rows hidden and shown, labels' natural widths
/// and rows' margins changed, width changes between. Each layout against a fresh direct
/// layout of the same tree (bit for bit) and the solver (within 1e-7).
@Suite struct SharedLengthEditTests {
    typealias Random = IncrementalTests.Random

    /// A form's views as edited: its rows and their labels, in order, and its constraints.
    final class LiveForm {
        let form: SharedLengthTests.Form
        var rows: [StackView]
        var labels: [LayoutView]
        var constraints: [LayoutConstraint]

        init(_ form: SharedLengthTests.Form) {
            self.form = form
            rows = form.rows
            labels = form.labels
            constraints = form.constraints
        }

        /// The views in the tree, in a fixed order (the twins' orders match).
        var views: [LayoutView] {
            var all: [LayoutView] = [form.root, form.stack]
            for row in rows { all += [row] + row.arrangedSubviews }
            return all
        }

        /// The constraints whose views are all in the tree.
        var liveConstraints: [LayoutConstraint] {
            constraints.filter { $0.anchors.allSatisfy { inTree($0.item.owningView) } }
        }

        func inTree(_ view: LayoutView) -> Bool {
            var current: LayoutView? = view
            while let v = current, v !== form.root { current = v.superview }
            return current != nil
        }
    }

    /// A layout of `form`'s tree as it is now, made fresh.
    static func fresh(_ form: LiveForm, width: Double, direct: Bool) -> LayoutEngine {
        let layout = LayoutEngine(root: form.form.root, width: width, height: nil)
        layout.allowsDirectLayout = direct
        try? layout.add(form.liveConstraints)
        layout.update()
        return layout
    }

    /// Random edits of forms whose labels are tied to the first (`chained` false: every edit
    /// a leaf of the group, followed) or each to the one before (a removal inside the chain
    /// splits it: grouped again).
    @Test(arguments: [false, true])
    func editsMatchAFreshLayout(chained: Bool) {
        var direct = 0, steps = 0, followedKinds = 0
        for seed in 0..<12 {
            var r = Random(state: UInt64(seed) &* 7_000_003 &+ (chained ? 5 : 1))
            let count = 4 + r.int(4)
            var r1 = r, r2 = r
            let a = LiveForm(SharedLengthTests.form(&r1, rows: count, chained: chained))
            let b = LiveForm(SharedLengthTests.form(&r2, rows: count, chained: chained))
            var width = r.double(250, 450)
            let ours = LayoutEngine(root: a.form.root, width: width, height: nil)
            try? ours.add(a.constraints)
            ours.update()
            var inserted = 0
            for step in 0..<10 {
                let regroupedBefore = ours.directPatches.regrouped
                let k = 1 + r.int(a.rows.count - 1)
                let op = r.int(6)
                switch op {
                case 0:
                    // A row inserted after the first, with its label tied to the first (or
                    // the last, chained: a group of its own when the last's was split).
                    let natural = Double(20 + r.int(100)), at = 1 + r.int(a.rows.count)
                    inserted += 1
                    for (f, layout) in [(a, Optional(ours)), (b, nil)] {
                        let label = LayoutView("new\(inserted)", intrinsicWidth: natural, intrinsicHeight: 17)
                        let field = LayoutView("newField\(inserted)", intrinsicWidth: nil, intrinsicHeight: 30)
                        let row = StackView("newRow\(inserted)", axis: .horizontal, spacing: 8, arrangedSubviews: [label, field])
                        f.form.stack.insertArrangedSubview(row, at: at)
                        f.rows.insert(row, at: at)
                        let tie = label.width == (chained ? f.labels[f.labels.count - 1] : f.labels[0]).width
                        f.labels.insert(label, at: at)
                        f.constraints.append(tie)
                        if let layout { try? layout.add(tie) }
                    }
                case 1 where a.rows.count > 3:
                    // A row other than the first's removed (with its label's constraint).
                    for f in [a, b] {
                        f.rows[k].removeFromSuperview()
                        f.rows.remove(at: k)
                        f.labels.remove(at: k)
                    }
                case 2:
                    let hidden = !a.rows[k].isHidden
                    for f in [a, b] { f.rows[k].isHidden = hidden }
                case 3:
                    let natural = Double(20 + r.int(100))
                    for f in [a, b] { f.labels[k].intrinsicWidth = natural }
                case 4:
                    let on = !a.rows[k].isLayoutMarginsRelativeArrangement
                    for f in [a, b] {
                        f.rows[k].isLayoutMarginsRelativeArrangement = on
                        f.rows[k].layoutMargins = LayoutInsets(top: 1, left: 3, bottom: 2, right: 5)
                    }
                default:
                    width = r.double(150, 500)
                    ours.resize(width: width, height: nil)
                }
                ours.update()
                steps += 1
                guard ours.isLaidOutDirectly else { break }
                direct += 1
                // Unchained, every edit keeps the first label and ties or unties a leaf.
                if !chained {
                    #expect(ours.directPatches.regrouped == regroupedBefore, "seed \(seed) step \(step) edit \(op): grouped again")
                    followedKinds += 1
                }
                SharedLengthTests.expectFreshFrames(ours, a.views, b.views, "seed \(seed) step \(step)") {
                    Self.fresh(b, width: width, direct: $0)
                }
            }
        }
        #expect(direct * 10 >= steps * 8, "only \(direct) of \(steps) layouts direct")
        #expect(chained || followedKinds == direct, "only \(followedKinds) of \(direct) edits followed")
    }
}
