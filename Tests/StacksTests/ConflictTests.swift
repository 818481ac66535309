import Constraints
import Testing

@testable import Stacks

/// Spec section 9: required conflicts are broken and reported by origin.
@Suite struct ConflictTests {
    /// The spec's example: a fillEqually stack in a 300-wide root with `a.width == 100`.
    func example() -> (LayoutEngine, LayoutView, LayoutView, StackView, [ConflictReport]) {
        let root = LayoutView("root")
        let a = LayoutView("a"), b = LayoutView("b")
        let s = StackView("S", distribution: .fillEqually, spacing: 10, arrangedSubviews: [a, b])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 100)
        let user = [s.leading == root.leading, s.trailing == root.trailing, a.width == 100]
        for (i, c) in user.enumerated() { c.identifier = "constraints[\(i)]" }
        try? layout.add(user)
        let reports = layout.update()
        return (layout, a, b, s, reports)
    }

    @Test func sectionNineExampleConflictingSetAndBrokenConstraint() throws {
        let (layout, a, b, s, reports) = example()
        try #require(reports.count == 1)
        let report = reports[0]
        let lines = report.conflicting.map { "\($0.origin) | \($0.text)" }
        #expect(
            lines == [
                "UISV-canvas-connection (S) | S.leading == a.leading",
                "UISV-canvas-connection (S) | S.trailing == b.trailing",
                "UISV-spacing (S) | b.leading == a.trailing + 10",
                "UISV-fill-equally (S) | b.width == a.width",
                "width | root.width == 300",
                "constraints[0] | S.leading == root.leading",
                "constraints[1] | S.trailing == root.trailing",
                "constraints[2] | a.width == 100",
            ])
        #expect(report.broken.origin.identifier == "constraints[2]")
        #expect(report.broken.text == "a.width == 100")
        #expect(report.broken.origin.kind == .user)
        #expect(report.conflicting[2].origin.stack === s)
        #expect(report.conflicting[2].origin.items.map(\.name) == ["b", "a"])
        // The rest is solved without the broken constraint.
        expectFrame(layout.frame(of: a), [0, 0, 145, 0])
        expectFrame(layout.frame(of: b), [155, 0, 145, 0])
        #expect(layout.conflicts.count == 1)
    }

    @Test func reportText() {
        let (_, _, _, _, reports) = example()
        #expect(
            reports.first?.description == """
                unable to satisfy all required constraints
                  conflicting:
                    UISV-canvas-connection (S)   S.leading == a.leading
                    UISV-canvas-connection (S)   S.trailing == b.trailing
                    UISV-spacing (S)             b.leading == a.trailing + 10
                    UISV-fill-equally (S)        b.width == a.width
                    width                        root.width == 300
                    constraints[0]               S.leading == root.leading
                    constraints[1]               S.trailing == root.trailing
                    constraints[2]               a.width == 100
                  broken: constraints[2]  a.width == 100
                """)
    }

    /// Removing the user constraint that conflicted leaves nothing to report later; a new
    /// conflict made by a stack change names the stack's constraint as broken.
    @Test func conflictFromStackChangeIsReportedIncrementally() throws {
        let root = LayoutView("root")
        let a = LayoutView("a"), b = LayoutView("b")
        let s = StackView("S", spacing: 10, arrangedSubviews: [a, b])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 100)
        try layout.add([s.leading == root.leading, s.trailing == root.trailing, a.width == 100])
        #expect(layout.update().isEmpty)
        s.distribution = .fillEqually  // a == b cannot hold with a == 100 in 300
        let reports = layout.update()
        try #require(reports.count == 1)
        #expect(reports[0].broken.origin.identifier == "UISV-fill-equally")
        #expect(reports[0].broken.origin.stack === s)
        #expect(reports[0].conflicting.map(\.origin.identifier).contains("UISV-spacing"))
        expectFrame(layout.frame(of: b), [110, 0, 190, 0])
        s.distribution = .fill  // the broken constraint goes with the change
        #expect(layout.update().isEmpty)
        #expect(layout.conflicts.count == 1)
    }
}
