import Stacks
import Testing

/// stacks.md 3.10: in a baseline-relative vertical stack, a hidden item is placed against a
/// visible neighbour's baseline, not its edge.
///
/// Worked example: a vertical, baseline-relative fill stack with spacing 10, pinned at the
/// top-left of the root. a is 20 tall, first baseline 15 from its top, last baseline 5 from
/// its bottom; b is 20 tall, first baseline 14, last baseline 4.
/// - a.top = 0, so a's last baseline is at 20 - 5 = 15.
/// - b's first baseline = a's last baseline + 10 = 25, so b.top = 25 - 14 = 11 (baselines
///   are spaced, not edges: b overlaps a, as in UIKit).
/// - A hidden h between a and b: h.top = a.lastBaseline + gap(a) / 2 = 15 + 5 = 20 at
///   priority 50, height 0 (the edge rule would give a.bottom + 5 = 25).
/// - A hidden h0 before a: a.firstBaseline = h0.bottom + 0, so h0.bottom = 15 and, with
///   height 0, h0.y = 15 (the edge rule would give 0).
@Suite("Baseline-relative stacks: hidden items (3.10)")
struct BaselineRelativeHiddenTests {
    private func stack(hiddenAt index: Int) throws -> (LayoutEngine, LayoutView, LayoutView, LayoutView) {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 50, intrinsicHeight: 20)
        a.firstBaselineOffset = 15
        a.lastBaselineOffset = 5
        let b = LayoutView("b", intrinsicWidth: 50, intrinsicHeight: 20)
        b.firstBaselineOffset = 14
        b.lastBaselineOffset = 4
        let h = LayoutView("h", intrinsicWidth: 50, intrinsicHeight: 30)
        h.isHidden = true
        var items = [a, b]
        items.insert(h, at: index)
        let column = StackView("column", axis: .vertical, spacing: 10, arrangedSubviews: items)
        column.isBaselineRelativeArrangement = true
        root.addSubview(column)
        let layout = LayoutEngine(root: root, width: 100, height: 100)
        try layout.add([column.top == root.top, column.leading == root.leading])
        return (layout, a, b, h)
    }

    @Test func aHiddenItemBetweenTwoVisibleOnesFollowsTheLastBaseline() throws {
        let (layout, a, b, h) = try stack(hiddenAt: 1)
        #expect(layout.frame(of: a).y == 0)
        #expect(layout.frame(of: b).y == 11)
        #expect(layout.frame(of: h).y == 20 && layout.frame(of: h).height == 0)
    }

    @Test func aHiddenItemBeforeTheFirstVisibleOneEndsAtItsFirstBaseline() throws {
        let (layout, a, b, h) = try stack(hiddenAt: 0)
        #expect(layout.frame(of: a).y == 0 && layout.frame(of: b).y == 11)
        #expect(layout.frame(of: h).y == 15 && layout.frame(of: h).height == 0)
    }

    /// After the last visible item: h.top = b.lastBaseline + 0 = 11 + 20 - 4 = 27.
    @Test func aHiddenItemAfterTheLastVisibleOneStartsAtItsLastBaseline() throws {
        let (layout, _, b, h) = try stack(hiddenAt: 2)
        #expect(layout.frame(of: b).y == 11)
        #expect(layout.frame(of: h).y == 27 && layout.frame(of: h).height == 0)
    }
}
