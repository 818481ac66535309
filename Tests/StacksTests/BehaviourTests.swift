import Constraints
import Testing

@testable import Stacks

/// Spec section 8: UIKit behaviours users found surprising, reproduced.
@Suite struct BehaviourTests {
    /// A firstBaseline row ties its top to item 0 only: a later item with a lower baseline
    /// sticks out above the stack.
    /// Derivation: a (20 tall, baseline 15), b (50 tall, baseline 40): b.top = a.top - 25.
    /// The spanner hugs both (top a.top - 25, bottom a.top + 25); the canvas bottom is the
    /// spanner's, its top `<= a.top` pulled down by the canvas fit @49: S.top = a.top = 100,
    /// S height 25, b at 75, above S.
    @Test func baselineOverflow() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 50, intrinsicHeight: 20)
        a.firstBaselineOffset = 15
        let b = LayoutView("b", intrinsicWidth: 50, intrinsicHeight: 50)
        b.firstBaselineOffset = 40
        let s = StackView("S", alignment: .firstBaseline, arrangedSubviews: [a, b])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([s.leading == root.leading, s.top == root.top + 100])
        expectFrame(layout.frame(of: a), [0, 100, 50, 20])
        expectFrame(layout.frame(of: b), [50, 75, 50, 50])
        expectFrame(layout.frame(of: s), [0, 100, 100, 25])
    }

    /// lastBaseline mirrors it: the stack's bottom is tied to item 0's bottom.
    @Test func lastBaselineOverflow() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 50, intrinsicHeight: 20)
        a.lastBaselineOffset = 5
        let b = LayoutView("b", intrinsicWidth: 50, intrinsicHeight: 50)
        b.lastBaselineOffset = 30
        let s = StackView("S", alignment: .lastBaseline, arrangedSubviews: [a, b])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([s.leading == root.leading, s.top == root.top + 100])
        // b.bottom - 30 == a.bottom - 5: b.bottom = a.bottom + 25; S spans spanner top (b.top) to a.bottom.
        let fa = layout.frame(of: a), fb = layout.frame(of: b), fs = layout.frame(of: s)
        #expect(close(fb.y + 50, fa.y + 20 + 25))
        #expect(close(fs.y, 100) && close(fs.y + fs.height, fa.y + fa.height))
        #expect(fb.y + fb.height > fs.y + fs.height)
    }

    /// Hiding a nested stack: its own spacing cannot hold at length 0, but hiding is
    /// optional (999.999), so nothing is reported and the neighbours close up.
    @Test func hidingNestedStackReportsNothing() throws {
        let root = LayoutView("root")
        let x = LayoutView("x", intrinsicWidth: 40, intrinsicHeight: 20)
        let y = LayoutView("y", intrinsicWidth: 40, intrinsicHeight: 20)
        let p = LayoutView("p", intrinsicWidth: 30, intrinsicHeight: 20)
        let q = LayoutView("q", intrinsicWidth: 30, intrinsicHeight: 20)
        let nested = StackView("N", spacing: 10, arrangedSubviews: [p, q])
        let s = StackView("S", spacing: 8, arrangedSubviews: [x, nested, y])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 100)
        try layout.add([s.leading == root.leading, s.top == root.top])
        expectFrame(layout.frame(of: y), [126, 0, 40, 20])
        nested.isHidden = true
        #expect(layout.update().isEmpty)
        expectFrame(layout.frame(of: x), [0, 0, 40, 20])
        expectFrame(layout.frame(of: y), [48, 0, 40, 20])
        expectFrame(layout.frame(of: s), [0, 0, 88, 20])
        #expect(layout.conflicts.isEmpty)
    }

    /// A hidden view with a required size keeps it, quietly; the others close up.
    @Test func hiddenViewWithRequiredSizeKeepsIt() throws {
        let f = FixtureA(free: true) { _, v in v[1].isHidden = true }
        try f.layout.add(f.v[1].width == 128)
        #expect(f.layout.update().isEmpty)
        #expect(close(f.frame(1).width, 128))
        expectFrame(f.frame(0), [0, 0, 40, 40])
        expectFrame(f.frame(2), [50, 0, 80, 40])
        #expect(f.layout.conflicts.isEmpty)
    }

    /// An equalSpacing/equalCentering stack bounded only by an inequality stays at its
    /// natural length thanks to the canvas fit @49.
    @Test(arguments: [(StackView.Distribution.equalSpacing, 200.0), (.equalCentering, 220.0)])
    func canvasFitKeepsLooseStacksTight(distribution: StackView.Distribution, natural: Double) throws {
        let root = LayoutView("root")
        let v = [
            LayoutView("v0", intrinsicWidth: 40, intrinsicHeight: 20), LayoutView("v1", intrinsicWidth: 60, intrinsicHeight: 30),
            LayoutView("v2", intrinsicWidth: 80, intrinsicHeight: 40),
        ]
        let s = StackView("S", distribution: distribution, spacing: 10, arrangedSubviews: v)
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 100)
        try layout.add([s.leading == root.leading, s.trailing <= root.trailing - 5, s.top == root.top])
        #expect(close(layout.frame(of: s).width, natural))
    }

    /// Compression through nested stacks: the nested items' compression resistance gives
    /// way in order of priority and the row does not overflow.
    /// Derivation: 100 + 60 + 60 = 220 in 150: 70 to take. Weighted, each point costs the
    /// squeezed item's priority, and nothing keeps sizes nonnegative (spec 2): c (740) gives
    /// all 70 (width -10); b (750) and a (760) keep theirs; the nested stack ends at 150.
    @Test func compressionThroughNestedStacks() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 100, intrinsicHeight: 20)
        a.compressionResistance.horizontal = 760
        let b = LayoutView("b", intrinsicWidth: 60, intrinsicHeight: 20)
        let c = LayoutView("c", intrinsicWidth: 60, intrinsicHeight: 20)
        c.compressionResistance.horizontal = 740
        let nested = StackView("N", arrangedSubviews: [b, c])
        let s = StackView("S", arrangedSubviews: [a, nested])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 150, height: 100)
        try layout.add([s.leading == root.leading, s.trailing == root.trailing, s.top == root.top])
        expectFrame(layout.frame(of: a), [0, 0, 100, 20])
        expectFrame(layout.frame(of: b), [100, 0, 60, 20])
        expectFrame(layout.frame(of: c), [160, 0, -10, 20])
        expectFrame(layout.frame(of: nested), [100, 0, 50, 20])
    }

    /// fillProportionally with spacing and a hidden item: only visible items enter D, and
    /// the last visible absorbs the difference. v0 40, v2 80, spacing 10: D = 130, root 300:
    /// v0 = 300 * 40/130, v2 takes the rest minus the gap.
    @Test func fillProportionallyHiddenLastAbsorbs() {
        let f = FixtureA(distribution: .fillProportionally) { _, v in v[1].isHidden = true }
        let w0 = 300 * 40 / 130.0
        expectFrame(f.frame(0), [0, 0, w0, 100])
        expectFrame(f.frame(2), [w0 + 10, 0, 300 - w0 - 10, 100])
        #expect(close(f.frame(1).width, 0))
    }
}
