import Constraints
import Testing

@testable import Stacks

/// Hidden items in every position: visible items are laid out as if the hidden one were
/// absent (along the axis), and the hidden one has length 0.
@Suite struct HiddenPositionTests {
    static let setups: [(StackView.Distribution, Double, Bool)] = [
        (.fill, 10, true), (.fillEqually, 10, false), (.fillProportionally, 0, false), (.equalSpacing, 10, false),
        (.equalCentering, 10, false),
    ]

    @Test(arguments: 0..<5, 0..<3)
    func hiddenItemIsIgnoredAlongTheAxis(setup: Int, hidden: Int) {
        let (distribution, spacing, free) = Self.setups[setup]
        let withHidden = FixtureA(distribution: distribution, spacing: spacing, free: free) { _, v in
            v[hidden].isHidden = true
        }
        let without = FixtureA(distribution: distribution, spacing: spacing, free: free) { _, v in
            v[hidden].removeFromSuperview()
        }
        #expect(close(withHidden.frame(hidden).width, 0))
        for i in 0..<3 where i != hidden {
            let a = withHidden.frame(i), b = without.frame(i)
            #expect(close(a.x, b.x) && close(a.width, b.width), "\(distribution) hidden \(hidden) v\(i): \(a) vs \(b)")
        }
        #expect(withHidden.layout.conflicts.isEmpty)
    }

    /// Hiding and showing incrementally returns to the original frames.
    @Test(arguments: 0..<3)
    func hideThenShowRestores(index: Int) {
        let f = FixtureA(distribution: .equalCentering, free: true)
        let before = (0..<3).map(f.frame)
        f.v[index].isHidden = true
        f.layout.update()
        f.v[index].isHidden = false
        f.layout.update()
        for i in 0..<3 { expectFrame(f.frame(i), [before[i].x, before[i].y, before[i].width, before[i].height]) }
    }

    /// All items hidden (3.12): every length 0, no conflict.
    @Test func allHidden() {
        let f = FixtureA(free: true) { _, v in v.forEach { $0.isHidden = true } }
        for i in 0..<3 { #expect(close(f.frame(i).width, 0)) }
        #expect(close(f.stackFrame.width, 0))
        #expect(f.layout.conflicts.isEmpty)
    }
}

/// Nested stacks vend their baselines recursively (3.9).
@Suite struct NestedBaselineTests {
    static func label(_ name: String, height: Double, first: Double?, last: Double? = nil) -> LayoutView {
        let v = LayoutView(name, intrinsicWidth: 30, intrinsicHeight: height)
        v.firstBaselineOffset = first
        v.lastBaselineOffset = last
        return v
    }

    /// A vertical stack vends its first visible item's first baseline; hiding it vends the
    /// next one (which has none here: its top).
    @Test func verticalStackVendsFirstVisibleItem() throws {
        let root = LayoutView("root")
        let title = Self.label("title", height: 20, first: 15)
        let a = Self.label("a", height: 30, first: 10)
        let b = Self.label("b", height: 20, first: nil)
        let column = StackView("column", axis: .vertical, arrangedSubviews: [a, b])
        let row = StackView("row", alignment: .firstBaseline, spacing: 5, arrangedSubviews: [title, column])
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([row.leading == root.leading, row.top == root.top + 50])
        let t = layout.frame(of: title), fa = layout.frame(of: a)
        #expect(close(fa.y + 10, t.y + 15))
        #expect(close(layout.value(of: column.firstBaseline.erased), t.y + 15))
        a.isHidden = true
        layout.update()
        #expect(close(layout.frame(of: b).y, layout.frame(of: title).y))
    }

    /// Three levels deep: a center-aligned horizontal stack vends its tallest item.
    @Test func deepVendingPicksTallestInCenteredRow() throws {
        let root = LayoutView("root")
        let small = Self.label("small", height: 10, first: 8)
        let tall = Self.label("tall", height: 40, first: 30)
        let inner = StackView("inner", alignment: .center, arrangedSubviews: [small, tall])
        let middle = StackView("middle", axis: .vertical, arrangedSubviews: [inner])
        let title = Self.label("title", height: 20, first: 15)
        let row = StackView("row", alignment: .firstBaseline, arrangedSubviews: [title, middle])
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([row.leading == root.leading, row.top == root.top + 100])
        #expect(middle.resolvedBaseline(first: true).item === tall)
        #expect(close(layout.frame(of: tall).y + 30, layout.frame(of: title).y + 15))
    }

    /// Baseline-relative vertical stack: spacing from last baseline to first baseline.
    @Test func baselineRelativeArrangement() throws {
        let root = LayoutView("root")
        let a = Self.label("a", height: 20, first: 15, last: 5)
        let b = Self.label("b", height: 20, first: 15, last: 5)
        let s = StackView("S", axis: .vertical, spacing: 30, arrangedSubviews: [a, b])
        s.isBaselineRelativeArrangement = true
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([s.leading == root.leading, s.top == root.top])
        // a's last baseline at 15; b's first baseline at 45, so b.top = 30.
        expectFrame(layout.frame(of: b), [0, 30, 30, 20])
        expectFrame(layout.frame(of: s), [0, 0, 30, 50])
    }
}
