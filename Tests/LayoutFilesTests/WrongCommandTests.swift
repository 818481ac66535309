import LayoutFiles
import Testing

/// Each subcommand recognises the other's files and names the right command, and the
/// version is printed from one place.
@Suite("Layout tool: the wrong command for a file")
struct WrongCommandTests {
    static let layoutText = #"{"width": 10, "height": 10, "root": {"id": "root"}}"#
    static let constraintText = "x == 3\n"

    @Test(arguments: [
        ("a.layout.json", layoutText), ("a.json", constraintText), ("plain", "  \n{ \"root\": {} }"),
    ])
    func solveSendsLayoutFilesToRender(path: String, text: String) {
        let output = SolveRunner.run(arguments: [path]) { _ throws(ConstraintFileError) in text }
        #expect(output.status == 1)
        #expect(output.stderr == "\(path): error: this is a layout file; use 'layout render \(path)'\n")
    }

    @Test(arguments: [("a.constraints", layoutText), ("plain", constraintText), ("b", "# a comment\nx >= 0\n")])
    func renderSendsConstraintFilesToSolve(path: String, text: String) {
        let output = RenderRunner.run(arguments: [path], readFile: { _ in .success(text) }, writeFile: { _, _ in nil })
        #expect(output.status == 1)
        #expect(output.stderr == "\(path): error: this is a constraint file; use 'layout solve \(path)'\n")
    }

    @Test func theRightCommandStillRuns() {
        let solved = SolveRunner.run(arguments: ["x.constraints"]) { _ throws(ConstraintFileError) in Self.constraintText }
        #expect(solved.status == 0 && solved.stdout == "x = 3\n")
        let rendered = RenderRunner.run(
            arguments: ["x.layout.json"], readFile: { _ in .success(Self.layoutText) }, writeFile: { _, _ in nil })
        #expect(rendered.status == 0 && rendered.stdout.hasPrefix("root"))
    }

    @Test func versionIsSemantic() {
        let parts = LayoutPackageVersion.string.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
    }
}

/// `layout render --scale`.
@Suite("Layout tool: --scale")
struct RenderScaleTests {
    static let text = #"{"width": 100, "height": 10, "root": {"id": "root", "children": [{"id": "row", "kind": "stack", "distribution": "fillEqually", "arranged": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}]}, "constraints": ["row.leading == root.leading", "row.trailing == root.trailing", "row.top == root.top"]}"#

    static func render(_ arguments: [String]) -> RenderRunner.Output {
        RenderRunner.run(arguments: ["s.layout.json"] + arguments, readFile: { _ in .success(text) }, writeFile: { _, _ in nil })
    }

    @Test func framesAreRoundedOnlyWhenAsked() {
        #expect(Self.render([]).stdout.contains("33.333"))
        let rounded = Self.render(["--scale", "1"])
        #expect(rounded.status == 0)
        // 100 / 3 each: edges 0, 33.333, 66.667, 100 round to 0, 33, 67, 100.
        let rows = rounded.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["a", "0", "0", "33", "0"]) && rows.contains(["b", "33", "0", "34", "0"])
            && rows.contains(["c", "67", "0", "33", "0"]), "\(rounded.stdout)")
        #expect(!rounded.stdout.contains("33.333"))
    }

    @Test(arguments: ["0", "-1", "nan", "x"])
    func aBadScaleIsAUsageError(scale: String) {
        let output = Self.render(["--scale", scale])
        #expect(output.status == 2 && output.stderr.contains("--scale needs a positive number"))
    }
}
