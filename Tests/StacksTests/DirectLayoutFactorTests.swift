import Testing

@testable import Stacks

/// The common factor of a direct plan's rates (`DirectLayout.scale`) follows edits to
/// nested fill-equally stacks from the stacks the edit touched alone (`growScale(from:)`):
/// after each edit it is what a walk of the whole tree gives, the plan is patched rather
/// than made again, and the frames are the solver's.
@Suite struct DirectLayoutFactorTests {
    /// A fill-equally column of fill-equally rows, each holding leaves and a fill-equally
    /// column of `depth` leaves.
    static func grid() -> (root: StackView, rows: [StackView], inner: [StackView]) {
        var rows: [StackView] = [], inner: [StackView] = []
        for r in 0..<3 {
            let row = StackView("row\(r)", axis: .horizontal, distribution: .fillEqually, alignment: .top, spacing: 2)
            for i in 0..<(2 + r) {
                row.addArrangedSubview(LayoutView("", intrinsicWidth: Double(10 + 7 * i + r), intrinsicHeight: Double(5 + 3 * i)))
            }
            let column = StackView("inner\(r)", axis: .vertical, distribution: .fillEqually, alignment: .fill, spacing: 1)
            for k in 0..<(r + 1) { column.addArrangedSubview(LayoutView("", intrinsicWidth: 12, intrinsicHeight: Double(4 + k))) }
            row.addArrangedSubview(column)
            rows.append(row)
            inner.append(column)
        }
        let root = StackView("root", axis: .vertical, distribution: .fillEqually, alignment: .fill, spacing: 3)
        for row in rows { root.addArrangedSubview(row) }
        return (root, rows, inner)
    }

    /// A copy of a tree of stacks and leaves, hidden items included.
    static func copy(_ view: LayoutView) -> LayoutView {
        let copied = DirectLayoutEditTests.copy(view)
        markHidden(view, copied)
        return copied
    }

    /// A stack's items in order (an item inserted in the middle is its last subview).
    static func items(_ view: LayoutView) -> [LayoutView] { (view as? StackView)?.arrangedSubviews ?? [] }

    private static func markHidden(_ view: LayoutView, _ twin: LayoutView) {
        for (item, copied) in zip(items(view), items(twin)) {
            copied.isHidden = item.isHidden
            markHidden(item, copied)
        }
    }

    /// Every view's frame in `layout` against its twin's in `solver`, depth first.
    static func expectSameFrames(_ view: LayoutView, _ twin: LayoutView, _ layout: LayoutEngine, _ solver: LayoutEngine, step: Int) {
        let a = layout.frame(of: view), b = solver.frame(of: twin)
        let gaps = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height]
        #expect(gaps.allSatisfy { abs($0) < 1e-9 }, "step \(step) \(view.name): \(a) against \(b)")
        for (item, copied) in zip(items(view), items(twin)) { expectSameFrames(item, copied, layout, solver, step: step) }
    }

    @Test func theFactorGrowsFromTheTouchedStacks() throws {
        let (root, rows, inner) = Self.grid()
        let layout = LayoutEngine(root: root, width: 317, height: nil)
        layout.update()
        #expect(layout.isLaidOutDirectly)
        let firstScale = try #require(layout.directPlan?.scale)
        let edits: [() -> Void] = [
            // 9 items under factors 3 × 5: 135 needs a third 3, which the scale lacks (a
            // factor taken without the stacks above would not tell).
            { for k in 0..<6 { inner[2].addArrangedSubview(LayoutView("", intrinsicWidth: 9, intrinsicHeight: Double(2 + k))) } },
            // A count that is no factor yet (7 items in the middle row's inner column).
            { for k in 0..<5 { inner[1].addArrangedSubview(LayoutView("", intrinsicWidth: 9, intrinsicHeight: Double(3 + k))) } },
            // A new fill-equally subtree inside a row: new nodes with their own factor.
            {
                let column = StackView("new", axis: .vertical, distribution: .fillEqually, alignment: .fill, spacing: 0)
                for k in 0..<5 { column.addArrangedSubview(LayoutView("", intrinsicWidth: 8, intrinsicHeight: Double(2 + k))) }
                rows[0].insertArrangedSubview(column, at: 1)
            },
            // Hiding changes a visible count; removing changes an item count.
            { inner[2].arrangedSubviews[1].isHidden = true },
            { rows[2].arrangedSubviews[0].removeFromSuperview() },
            // A row stops and starts dividing.
            { rows[1].distribution = .fill },
            { rows[1].distribution = .fillEqually },
        ]
        for (step, edit) in edits.enumerated() {
            edit()
            layout.update()
            #expect(layout.isLaidOutDirectly, "step \(step)")
            #expect(layout.directPatches.edits == step + 1, "step \(step) made a new plan")
            var walked = try #require(layout.directPlan)
            let found = walked.computeScale()
            #expect(found)
            #expect(layout.directPlan?.scale == walked.scale, "step \(step)")
            let solver = LayoutEngine(root: Self.copy(root), width: 317, height: nil)
            solver.allowsDirectLayout = false
            solver.update()
            Self.expectSameFrames(root, solver.root, layout, solver, step: step)
        }
        // 360 at first (3 rows; items of rows of 3, 4 and 5; inner columns of 2 and 3); the
        // column of 9 makes it 1,080, the column of 7 7,560, and 8 of the 9 visible under a
        // row of 4 (96 = 2^5 × 3) 30,240.
        #expect(firstScale == 360)
        #expect(layout.directPlan?.scale == 30_240)
    }
}
