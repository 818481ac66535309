import LayoutFiles
import Testing

/// Items of a stack written under `children` instead of `arranged` are warned about.
@Suite("Layout files: children of a stack")
struct StackChildrenWarningTests {
    static func render(_ root: String, constraints: String = "") -> RenderRunner.Output {
        let json = #"{"width": 100, "height": 50, "root": \#(root), "constraints": [\#(constraints)]}"#
        return RenderRunner.run(arguments: ["t.layout.json"], readFile: { _ in .success(json) }, writeFile: { _, _ in nil })
    }

    @Test func itemsUnderChildrenAreWarnedAbout() {
        let output = Self.render(#"{"id": "root", "children": [{"id": "row", "kind": "stack", "children": [{"id": "a"}]}]}"#)
        #expect(output.status == 0)
        #expect(output.stderr == "t.layout.json: warning: root.children[0]: stack \"row\" has children but no arranged items; "
            + "a stack lays out only its \"arranged\" items (\"children\" are plain subviews, placed by constraints alone)\n")
    }

    @Test(arguments: [
        // Arranged items: children beside them are legitimate subviews (a background).
        #"{"id": "root", "children": [{"id": "row", "kind": "stack", "arranged": [{"id": "a"}], "children": [{"id": "bg"}]}]}"#,
        // A child placed by a constraint.
        #"{"id": "root", "children": [{"id": "row", "kind": "stack", "children": [{"id": "a"}]}]}"#,
        // No children at all.
        #"{"id": "root", "children": [{"id": "row", "kind": "stack"}]}"#,
    ])
    func legitimateUsesAreNot(root: String) {
        let output = Self.render(root, constraints: root.contains(#""arranged""#) || !root.contains(#""a""#) ? "" : #""a.top == row.top""#)
        #expect(!output.stderr.contains("warning"), "\(output.stderr)")
    }

    @Test func theWarningIsAnErrorUnderStrictOnlyForConflicts() {
        // --strict turns conflicts into errors; this warning stays a warning (the layout is valid).
        let json = #"{"width": 100, "height": 50, "root": {"id": "root", "children": [{"id": "row", "kind": "stack", "children": [{"id": "a"}]}]}}"#
        let output = RenderRunner.run(arguments: ["t.layout.json", "--strict"], readFile: { _ in .success(json) }, writeFile: { _, _ in nil })
        #expect(output.status == 0 && output.stderr.contains("warning: root.children[0]"))
    }
}
