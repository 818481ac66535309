import LayoutFiles
import Testing

@Suite("Constraint files: layout solve")
struct ConstraintFileSolveRunnerTests {
    typealias Support = ConstraintFileTestSupport

    /// Runs `layout solve` over files held in memory.
    static func run(_ arguments: [String], files: [String: String]) -> SolveRunner.Output {
        SolveRunner.run(arguments: arguments) { path throws(ConstraintFileError) in
            guard let text = files[path] else {
                throw ConstraintFileError(.unreadableFile, file: path, message: "cannot read file (no such file)")
            }
            return text
        }
    }

    static let exampleFile = """
        left >= 0
        right <= 320
        right == left + width
        width >= 100 @strong        # a strong preference
        width == 2 * height @weak
        center.x == (left + right) / 2
        suggest left = 40           # edit variable, strong by default
        suggest width = 500 @medium
        """

    @Test func solvesToText() {
        let output = Self.run(["a.constraints"], files: ["a.constraints": Self.exampleFile])
        #expect(output == SolveRunner.Output(
            stdout: "left = 40\nright = 320\nwidth = 280\nheight = 140\ncenter.x = 180\n", stderr: "", status: 0))
    }

    @Test(arguments: [["--json", "a"], ["a", "--json"], ["--priorities", "strict", "--json", "a"]])
    func solvesToJSON(arguments: [String]) {
        let output = Self.run(arguments, files: ["a": Self.exampleFile])
        #expect(output.stdout == #"{"left": 40, "right": 320, "width": 280, "height": 140, "center.x": 180}"# + "\n")
        #expect(output.status == 0)
    }

    @Test(arguments: [
        ([String](), "strict", "width = 200"),
        (["--priorities", "strict"], "strict", "width = 200"),
        (["--priorities", "weighted"], "weighted", "width = 120"),
        (["--priorities=weighted"], "weighted", "width = 120"),
    ])
    func strictVersusWeightedExample(options: [String], model: String, line: String) {
        let output = SolveRunner.run(arguments: [Support.example("strict-vs-weighted.constraints")] + options)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").contains(Substring(line)), "\(model): \(output.stdout)")
    }

    @Test(arguments: [
        ("spec-example.constraints", "left = 40\nright = 320\nwidth = 280\nheight = 140\ncenter.x = 180\n"),
        ("split-view.constraints", "total = 600\ndivider = 8\nleft = 500\nright = 92\n"),
    ])
    func examples(name: String, expected: String) {
        let output = SolveRunner.run(arguments: [Support.example(name)])
        #expect(output == SolveRunner.Output(stdout: expected, stderr: "", status: 0))
    }

    @Test func formExampleAlignsTheColumns() throws {
        let output = SolveRunner.run(arguments: [Support.example("form.constraints"), "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(#""label.column": 72"#))
        #expect(output.stdout.contains(#""name.field.left": 100, "email.field.left": 100"#))
    }

    @Test func unsatisfiableExample() {
        let path = Support.example("unsatisfiable.constraints")
        let output = SolveRunner.run(arguments: [path])
        #expect(output == SolveRunner.Output(
            stdout: "",
            stderr: "\(path):8:1: error: unsatisfiable constraint 'x >= 20' conflicts with lines 5, 6\n",
            status: 1))
    }

    @Test func errorsGoToStandardErrorOnly() {
        let output = Self.run(["bad.constraints"], files: ["bad.constraints": "x >= 0\ny == x * x\n"])
        #expect(output == SolveRunner.Output(
            stdout: "", stderr: "bad.constraints:2:8: error: nonlinear product: both sides of '*' hold a variable\n",
            status: 1))
    }

    @Test func unreadableFile() {
        let path = Support.packageRoot + "/Examples/does-not-exist.constraints"
        let output = SolveRunner.run(arguments: [path])
        #expect(output == SolveRunner.Output(
            stdout: "", stderr: "\(path): error: cannot read file (no such file)\n", status: 1))
        let directory = SolveRunner.run(arguments: [Support.packageRoot + "/Examples"])
        #expect(directory.stderr.contains("error: cannot read file"))
        #expect(directory.status == 1)
    }

    @Test(arguments: [
        ([String](), "missing FILE"),
        (["a", "b"], "unexpected argument 'b'"),
        (["a", "--fast"], "unknown option '--fast'"),
        (["a", "--priorities"], "--priorities needs a value"),
        (["a", "--priorities", "lexicographic"], "unknown priority model 'lexicographic'"),
        (["a", "--priorities=x"], "unknown priority model 'x'"),
    ])
    func usageErrors(arguments: [String], words: String) {
        let output = Self.run(arguments, files: ["a": "x == 1"])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("layout solve: \(words)"), "\(output.stderr)")
        #expect(output.stderr.contains("usage: layout solve FILE"))
    }

    @Test(arguments: [["--help"], ["-h"], ["a", "--help"]])
    func help(arguments: [String]) {
        let output = Self.run(arguments, files: [:])
        #expect(output == SolveRunner.Output(stdout: SolveRunner.usage, stderr: "", status: 0))
    }

    @Test func doubleDashEndsOptions() {
        let output = Self.run(["--json", "--", "--odd-name"], files: ["--odd-name": "x == 2"])
        #expect(output == SolveRunner.Output(stdout: #"{"x": 2}"# + "\n", stderr: "", status: 0))
    }

    @Test func emptyFilePrintsNothing() {
        #expect(Self.run(["e"], files: ["e": "# nothing\n"]) == SolveRunner.Output(stdout: "", stderr: "", status: 0))
        #expect(Self.run(["e", "--json"], files: ["e": ""]).stdout == "{}\n")
    }
}
