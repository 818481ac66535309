import LayoutFiles
import Testing

/// `layout render` as a whole: options, output formats, `--each`, conflicts and
/// `--strict`, and errors reported as `FILE: error: ...` with nothing on stdout.
@Suite("Layout files: render command")
struct RenderRunnerTests {
    typealias Support = RenderTestSupport

    /// A 300 × 100 root with a horizontal stack `S` of `a` (40 × 20) and `b` (60 × 30),
    /// spacing 10, pinned on all four edges; `S` has an unnamed third item.
    static let small = #"""
        {"width": 300, "height": 100,
         "root": {"id": "root", "children": [
           {"id": "S", "kind": "stack", "spacing": 10, "arranged": [
             {"id": "a", "intrinsic": [40, 20]}, {"id": "b", "intrinsic": [60, 30]}, {"intrinsic": [10, 10]}]}]},
         "constraints": ["S.leading == root.leading", "S.trailing == root.trailing", "S.top == root.top", "S.bottom == root.bottom"],
         "changes": [{"resize": [400, 100]}, {"hide": "a"}]}
        """#

    @Test func tableIsAlignedRowsInTreeOrder() {
        let (output, _) = Support.run(Self.small)
        #expect(output.status == 0)
        #expect(output.stderr == "")
        // After both changes: 400 wide, a hidden at the leading edge; b, the first
        // visible item, takes the slack; the unnamed item is not printed.
        #expect(output.stdout == """
            root  0  0  400  100
            S     0  0  400  100
            a     0  0    0  100
            b     0  0  380  100

            """)
    }

    static func rows(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func columnsLineUp() {
        let (output, _) = Support.run(Self.small)
        let lines = output.stdout.split(separator: "\n")
        #expect(Set(lines.map(\.count)).count == 1, "rows of equal length: \(lines)")
    }

    @Test func eachPrintsEveryStage() {
        let (output, _) = Support.run(Self.small, ["--each"])
        #expect(output.status == 0)
        let blocks = output.stdout.components(separatedBy: "\n\n")
        #expect(blocks.count == 3)
        #expect(blocks.map { $0.split(separator: "\n").first.map(String.init) ?? "" }
            == ["# first layout", "# after changes[0]", "# after changes[1]"])
        let first = Support.table(blocks[0])
        let second = Support.table(blocks[1])
        let third = Support.table(blocks[2])
        #expect(first.map(\.id) == ["root", "S", "a", "b"])
        #expect(Support.close(first.first { $0.id == "a" }?.values ?? [], [0, 0, 210, 100]))
        #expect(Support.close(second.first { $0.id == "a" }?.values ?? [], [0, 0, 310, 100]))
        #expect(Support.close(third.first { $0.id == "b" }?.values ?? [], [0, 0, 380, 100]))
    }

    @Test func jsonShape() throws {
        let (output, _) = Support.run(Self.small, ["--json"])
        #expect(output.status == 0)
        let parsed = try Support.json(output.stdout)
        #expect(parsed.frames.map(\.0) == ["root", "S", "a", "b"])
        #expect(parsed.sizes.isEmpty)
        #expect(Support.close(parsed.frames[3].1, [0, 0, 380, 100]))
        #expect(output.stdout.hasSuffix("}\n"))
    }

    @Test func jsonNumbersReadBackExactly() throws {
        let text = #"""
            {"width": 100, "height": 10, "root": {"id": "S", "kind": "stack", "distribution": "fillEqually",
              "arranged": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}}
            """#
        let (output, _) = Support.run(text, ["--json"])
        let parsed = try Support.json(output.stdout)
        #expect(abs(parsed.frames[1].1[2] - 100.0 / 3) < 1e-9)
        #expect(output.stdout.contains("33.3333333333333"))
        let (table, _) = Support.run(text)
        #expect(table.stdout.contains("33.333"))
        #expect(!table.stdout.contains("33.3333"))
    }

    @Test func eachWithJSONIsAnArray() throws {
        let (output, _) = Support.run(Self.small, ["--each", "--json"])
        let value = try LayoutJSONParser.parse(output.stdout)
        guard case .array(let elements) = value.kind else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == 3)
        let last = try Support.json(elements[2])
        #expect(Support.close(last.frames[3].1, [0, 0, 380, 100]))
    }

    @Test func scrollContentSizesInJSON() throws {
        let text = #"""
            {"width": 200, "height": 100,
             "root": {"id": "root", "children": [{"id": "sc", "kind": "scroll", "children": [
               {"id": "S", "kind": "stack", "axis": "vertical", "arranged": [{"intrinsic": [10, 70]}, {"intrinsic": [10, 80]}]}]}]},
             "constraints": ["sc.leading == root.leading", "sc.trailing == root.trailing", "sc.top == root.top",
               "sc.bottom == root.bottom", "S.top == sc.content.top", "S.bottom == sc.content.bottom",
               "S.leading == sc.content.leading", "S.trailing == sc.content.trailing", "S.width == sc.frame.width"]}
            """#
        let (output, _) = Support.run(text, ["--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let parsed = try Support.json(output.stdout)
        #expect(parsed.sizes.map(\.0) == ["sc"])
        #expect(Support.close(parsed.sizes[0].1, [200, 150]))
        #expect(Support.close(parsed.frames.first { $0.0 == "S" }?.1 ?? [], [0, 0, 200, 150]))
    }

    // MARK: Conflicts

    @Test func conflictIsAWarningAndTheLayoutCompletes() throws {
        let (output, _) = Support.run(try Support.example("conflict"))
        #expect(output.status == 0)
        // The example of stacks.md section 9, verbatim.
        #expect(output.stderr == """
            test.layout.json: warning: unable to satisfy all required constraints
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
        let table = Support.table(output.stdout)
        #expect(Support.close(table.first { $0.id == "a" }?.values ?? [], [0, 0, 145, 100]))
        #expect(Support.close(table.first { $0.id == "b" }?.values ?? [], [155, 0, 145, 100]))
    }

    @Test func strictMakesTheConflictAnError() throws {
        let (output, svg) = Support.run(try Support.example("conflict"), ["--strict", "--svg", "out.svg"])
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("test.layout.json: error: unable to satisfy all required constraints\n"))
        #expect(svg == nil)
    }

    @Test func strictWithoutConflictIsQuiet() {
        let (output, _) = Support.run(Self.small, ["--strict"])
        #expect(output.status == 0 && output.stderr == "")
    }

    @Test func conflictFromAnAddedConstraintIsReported() {
        let text = Self.small.replacing(#"{"hide": "a"}"#, with: #"{"add": "S.width == 100"}"#)
        let (output, _) = Support.run(text)
        #expect(output.status == 0)
        #expect(output.stderr.contains("constraints[4]"))
        #expect(output.stderr.contains("S.width == 100"))
    }

    // MARK: Errors and usage

    @Test(arguments: [
        (#"{"root": {"id": "r", "bogus": 1}}"#, "test.layout.json: error: root.bogus: unknown key \"bogus\""),
        ("{", "test.layout.json: error: invalid JSON at line 1, column 2"),
        (#"{"root": {"id": "r"}, "constraints": ["r.width == q.width"]}"#, "test.layout.json: error: constraints[0] (line 1, column 39): unknown id \"q\""),
        (#"{"root": {"id": "r"}, "changes": [{"hide": "q"}]}"#, "test.layout.json: error: changes[0].hide: unknown id \"q\""),
    ])
    func fileErrors(text: String, prefix: String) {
        let (output, svg) = Support.run(text, ["--each", "--svg", "x.svg"])
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix(prefix), "got: \(output.stderr)")
        #expect(output.stderr.hasSuffix("\n") && output.stderr.split(separator: "\n").count == 1)
        #expect(svg == nil)
    }

    @Test func unreadableFile() {
        let output = RenderRunner.run(arguments: ["/nonexistent/x.layout.json"])
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("/nonexistent/x.layout.json: error: cannot read file"))
    }

    @Test func unwritableSVG() {
        let output = RenderRunner.run(
            arguments: [Support.fileName, "--svg", "/nonexistent/dir/x.svg"],
            readFile: { _ in .success(Self.small) })
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("cannot write /nonexistent/dir/x.svg"))
    }

    @Test(arguments: [
        [String](), ["a.json", "b.json"], ["a.json", "--svg"], ["a.json", "--colour"],
    ])
    func usageErrors(arguments: [String]) {
        let output = RenderRunner.run(arguments: arguments, readFile: { _ in .success("{}") })
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("layout render: "))
        #expect(output.stderr.contains("usage: layout render FILE"))
    }

    @Test func help() {
        let output = RenderRunner.run(arguments: ["--help"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("usage: layout render FILE"))
    }

    @Test func svgOptionForms() {
        let (a, svgA) = Support.run(Self.small, ["--svg", "x.svg"])
        let (b, svgB) = Support.run(Self.small, ["--svg=x.svg"])
        #expect(a.status == 0 && b.status == 0)
        #expect(svgA != nil && svgA == svgB)
        #expect(a.stdout == b.stdout)
    }
}
