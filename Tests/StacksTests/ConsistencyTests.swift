import Constraints
import Testing

@testable import Stacks

/// Spec 1.1: arrangedSubviews and subviews stay consistent as in UIKit.
@Suite struct ConsistencyTests {
    @Test func addingArrangedAddsSubview() {
        let s = StackView("S")
        let a = LayoutView("a")
        s.addArrangedSubview(a)
        #expect(s.subviews.map(\.name) == ["a"] && s.arrangedSubviews.map(\.name) == ["a"])
        #expect(a.superview === s)
    }

    @Test func removingFromArrangementKeepsSubview() {
        let a = LayoutView("a"), b = LayoutView("b")
        let s = StackView("S", arrangedSubviews: [a, b])
        s.setCustomSpacing(20, after: a)
        s.removeArrangedSubview(a)
        #expect(s.arrangedSubviews.map(\.name) == ["b"])
        #expect(s.subviews.map(\.name) == ["a", "b"])
        #expect(s.customSpacing(after: a) == nil)
        s.addArrangedSubview(a)
        #expect(s.customSpacing(after: a) == nil, "custom spacing is forgotten when the item leaves")
    }

    @Test func removingFromSuperviewRemovesFromBoth() {
        let a = LayoutView("a"), b = LayoutView("b")
        let s = StackView("S", arrangedSubviews: [a, b])
        a.removeFromSuperview()
        #expect(s.arrangedSubviews.map(\.name) == ["b"] && s.subviews.map(\.name) == ["b"])
        #expect(a.superview == nil)
    }

    @Test func readdingMovesToTheEnd() {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let s = StackView("S", arrangedSubviews: [a, b, c])
        s.addArrangedSubview(a)
        #expect(s.arrangedSubviews.map(\.name) == ["b", "c", "a"])
        #expect(s.subviews.count == 3)
        s.insertArrangedSubview(a, at: 0)
        #expect(s.arrangedSubviews.map(\.name) == ["a", "b", "c"])
    }

    @Test func customSpacingForNonArrangedViewIsIgnored() {
        let a = LayoutView("a"), plain = LayoutView("plain")
        let s = StackView("S", arrangedSubviews: [a])
        s.addSubview(plain)
        s.setCustomSpacing(30, after: plain)
        #expect(s.customSpacing(after: plain) == nil)
        s.setCustomSpacing(30, after: a)
        #expect(s.customSpacing(after: a) == 30)
    }

    @Test func movingToAnotherStackLeavesTheFirst() {
        let a = LayoutView("a")
        let s = StackView("S", arrangedSubviews: [a])
        let t = StackView("T")
        t.addArrangedSubview(a)
        #expect(s.arrangedSubviews.isEmpty && s.subviews.isEmpty)
        #expect(t.arrangedSubviews.map(\.name) == ["a"])
    }

    /// Removing a view from a laid-out tree drops the user constraints that mention it.
    @Test func removingDropsUserConstraints() throws {
        let f = FixtureA()
        try f.layout.add(f.v[1].width == 50)
        f.layout.update()
        #expect(f.layout.constraints.count == 5)
        f.v[1].removeFromSuperview()
        f.layout.update()
        #expect(f.layout.constraints.count == 4)
        // Two items left in 300: the first takes the slack (TIE, 5.2).
        expectFrame(f.frame(0), [0, 0, 210, 100])
        expectFrame(f.frame(2), [220, 0, 80, 100])
    }
}
