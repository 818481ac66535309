import Constraints
import Testing

@testable import Stacks

/// What a view and a plan keep per node: the inputs most views never set live out of line
/// (`LayoutView.Extras`), made only when one is set, with the defaults read as before; and
/// the plan's per-node records stay small (a list of 10,000 table cells is 60,000 nodes).
@Suite struct ViewStorageTests {
    /// A view keeps the identities of the user constraints naming it without a list for
    /// none or one: whatever the count and the order of removals, the ones left are found
    /// (adding one again does nothing; removing the view drops exactly those naming it).
    @Test(arguments: [0, 1, 2, 3])
    func constraintIdentitiesFollowAddsAndRemovals(removedFirst: Int) throws {
        let root = LayoutView("root"), a = LayoutView("a"), b = LayoutView("b")
        root.addSubview(a)
        root.addSubview(b)
        let layout = LayoutEngine(root: root, width: 100, height: 100)
        let naming = [a.width == 10, a.height == b.height, a.leading == root.leading + 4, b.top == root.top]
        try layout.add(naming)
        #expect(layout.constraints.count == 4)
        layout.remove(naming[removedFirst])
        if case .none = a.userConstraintIDs { Issue.record("a's constraints lost") }
        // Adding a held constraint again is a no-op: it is found in its view's identities.
        for (k, c) in naming.enumerated() where k != removedFirst { try layout.add(c) }
        #expect(layout.constraints.count == 3)
        a.removeFromSuperview()
        _ = layout.update()
        let left = layout.constraints.map(ObjectIdentifier.init)
        // Only `b.top == root.top` names neither a nor a guide of a.
        #expect(left == (removedFirst == 3 ? [] : [ObjectIdentifier(naming[3])]))
        if case .none = a.userConstraintIDs {} else { Issue.record("a keeps identities after leaving") }
    }

    @Test(arguments: [false, true])
    func defaultsAreReadWithoutMakingExtras(isStack: Bool) {
        let view = isStack ? StackView("s") : LayoutView("v")
        #expect(view.layoutMargins == (isStack ? .zero : LayoutInsets(all: 8)))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.firstBaselineOffset == nil && view.lastBaselineOffset == nil)
        #expect(view.heightForWidth == nil && view.customSpacingAfter == nil)
        #expect(view.customGuides.isEmpty && view.marginsGuide == nil && view.safeAreaGuide == nil)
        // Setting a default, or nil where nil is held, makes nothing either.
        view.layoutMargins = view.layoutMargins
        view.safeAreaInsets = .zero
        view.firstBaselineOffset = nil
        view.heightForWidth = nil
        view.customSpacingAfter = nil
        #expect(view.extras == nil)
    }

    @Test func setInputsAreKeptAndDrawn() {
        let root = LayoutView("root")
        let stack = StackView("s", axis: .horizontal, alignment: .firstBaseline, spacing: 4)
        let label = LayoutView("label", intrinsicWidth: 40, intrinsicHeight: 20)
        let other = LayoutView("other", intrinsicWidth: 30, intrinsicHeight: 30)
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(other)
        root.addSubview(stack)
        let layout = LayoutEngine(root: root, width: 200, height: 100)
        try? layout.add([stack.leading == root.leading, stack.top == root.top])
        label.firstBaselineOffset = 15
        other.firstBaselineOffset = 25
        stack.setCustomSpacing(10, after: label)
        root.layoutMargins = LayoutInsets(all: 3)
        #expect(label.extras != nil && stack.extras == nil)
        #expect(label.firstBaselineOffset == 15 && label.customSpacingAfter == 10)
        #expect(root.layoutMargins == LayoutInsets(all: 3))
        layout.update()
        // The baselines line up (label's at 15 from its top, other's at 25) and the custom
        // spacing holds.
        let l = layout.frame(of: label), o = layout.frame(of: other)
        #expect(l.y + 15 == o.y + 25)
        #expect(o.x == l.x + l.width + 10)
        // Taking the spacing away reads the stack's again.
        stack.clearCustomSpacing(after: label)
        layout.update()
        #expect(label.customSpacingAfter == nil)
        #expect(layout.frame(of: other).x == layout.frame(of: label).x + layout.frame(of: label).width + 4)
    }

    /// Guards against the plan's records growing back: a node of 256 bytes made the plan of
    /// 60,000 views 15 MB, an arrangement of 272 a tenth of the cell list's plan.
    @Test func planRecordsStaySmall() {
        #expect(MemoryLayout<DirectLayout.Node>.stride <= 112)
        #expect(MemoryLayout<DirectLayout.Arrangement>.stride <= 176)
        #expect(MemoryLayout<DirectLayout.Arrangement.CompactRate?>.stride <= 12)
    }
}
