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
        // (The unpinned row is also reported as ambiguous.)
        #expect(output.stderr.hasPrefix("t.layout.json: warning: root.children[0]: stack \"row\" has children but no arranged items; "
            + "a stack lays out only its \"arranged\" items (\"children\" are plain subviews, placed by constraints alone)\n"))
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
        #expect(!output.stderr.contains("has children"), "\(output.stderr)")
    }

    @Test func theWarningStaysAWarningUnderStrict() {
        // --strict turns conflicts and ambiguity into errors; this warning stays a warning.
        let json = #"{"width": 100, "height": 50, "root": {"id": "root", "children": [{"id": "row", "kind": "stack", "children": [{"id": "a"}]}]}}"#
        let output = RenderRunner.run(arguments: ["t.layout.json", "--strict"], readFile: { _ in .success(json) }, writeFile: { _, _ in nil })
        #expect(output.stderr.contains("warning: root.children[0]"))
    }
}

/// `layout render` warns about ambiguous layouts, naming the node; `--strict` fails.
@Suite("Layout files: ambiguous layouts")
struct RenderAmbiguityTests {
    static let unpinned = #"{"width": 100, "height": 100, "root": {"id": "root", "children": [{"id": "form", "kind": "stack", "axis": "vertical", "arranged": [{"id": "a", "intrinsic": [10, 10]}]}]}, "constraints": ["form.leading == root.leading", "form.trailing == root.trailing"]}"#

    static func render(_ text: String, _ arguments: [String] = []) -> RenderRunner.Output {
        RenderRunner.run(arguments: ["f.layout.json"] + arguments, readFile: { _ in .success(text) }, writeFile: { _, _ in nil })
    }

    @Test func anUnpinnedStackIsReported() {
        let output = Self.render(Self.unpinned)
        #expect(output.status == 0)
        #expect(output.stderr == """
            f.layout.json: warning: "form" has an ambiguous layout: its vertical position or height is not determined by the constraints
            f.layout.json: warning: "a" has an ambiguous layout: its vertical position or height is not determined by the constraints

            """)
        let strict = Self.render(Self.unpinned, ["--strict"])
        #expect(strict.status == 1 && strict.stderr.contains("error: \"form\" has an ambiguous layout"))
    }

    @Test func thePinnedExamplesAreNot() throws {
        for name in ["simple-stack-view", "nested-stack-views", "dynamic-stack-view"] {
            let output = Self.render(try RenderTestSupport.example(name))
            #expect(!output.stderr.contains("ambiguous"), "\(name): \(output.stderr)")
        }
    }
}
