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

/// The text model of layout files, on the bundled examples (frames worked out by hand in
/// `WrappingTextTests` and below).
@Suite("Layout files: wrapping text")
struct LayoutFileTextTests {
    static func frames(_ name: String, _ arguments: [String] = []) throws -> [String: [String]] {
        let output = RenderRunner.run(
            arguments: ["\(name).layout.json"] + arguments, readFile: { _ in (try? RenderTestSupport.example(name)).map { .success($0) } ?? .failure(.init(reason: "missing")) },
            writeFile: { _, _ in nil })
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        var rows: [String: [String]] = [:]
        for line in output.stdout.split(separator: "\n") {
            let cells = line.split(separator: " ").map(String.init)
            if let id = cells.first { rows[id] = Array(cells.dropFirst()) }
        }
        return rows
    }

    /// 14 columns at width 100: 4 lines of 16 (see `WrappingTextTests`); then 28 columns at
    /// 200: 2 lines.
    @Test func theWrappingLabelExample() throws {
        let rows = try Self.frames("wrapping-label")
        #expect(rows["body"] == ["0", "20", "200", "32"])
        #expect(rows["root"] == ["0", "0", "200", "52"])
    }

    /// 80 x 24: header and status one line each (hugging 900), the panes 22 tall, 40 columns
    /// each. disk: "Disk usage is at 82 percent on the main" (39) / "volume": 2 lines. log:
    /// "Backups finished at 03:00" / "No errors were reported by any of the" (37) / "seven
    /// nightly jobs": 3 lines.
    @Test func theTerminalExample() throws {
        let rows = try Self.frames("terminal")
        #expect(rows["header"] == ["0", "0", "80", "1"])
        #expect(rows["panes"] == ["0", "1", "80", "22"])
        #expect(rows["disk"] == ["0", "1", "40", "2"])
        #expect(rows["log"] == ["40", "1", "40", "3"])
        #expect(rows["status"] == ["0", "23", "80", "1"])
    }

    @Test func badTextValuesAreErrors() {
        let json = #"{"width": 10, "root": {"id": "root", "children": [{"id": "t", "text": "a", "charWidth": 0}]}}"#
        let output = RenderRunner.run(arguments: ["x.layout.json"], readFile: { _ in .success(json) }, writeFile: { _, _ in nil })
        #expect(output.status == 1 && output.stderr.contains("charWidth must be positive"))
        let stack = #"{"width": 10, "root": {"id": "root", "children": [{"id": "s", "kind": "stack", "text": "a"}]}}"#
        let refused = RenderRunner.run(arguments: ["x.layout.json"], readFile: { _ in .success(stack) }, writeFile: { _, _ in nil })
        #expect(refused.status == 1 && refused.stderr.contains("has no text"))
    }
}
