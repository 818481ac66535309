import FuzzSupport
import LayoutFiles

/// libFuzzer entry point: runs `layout render` on the input as a `.layout.json` file.
///
/// The file goes through `RenderRunner.run`, the code behind the command-line tool, with the
/// file read from memory, the SVG drawing kept in memory and nothing printed. The options
/// come from the input's length (`--json` when bit 0 is set, `--each` for bit 1, `--strict`
/// for bit 2; `--svg` always), so every corpus entry stays a plain layout file. Checks,
/// beyond "no crash, no sanitizer report":
/// - the exit status is 0 or 1 (never a usage error), and a failure prints nothing on
///   standard output and a message naming the file on standard error;
/// - a layout prints only finite numbers, and writes an SVG drawing;
/// - a second run of the same text prints and draws exactly the same (deterministic);
/// - the direct layout, while it holds, gives the solver's frames, first and after each
///   change (``checkDirectAgainstSolver(_:)``);
/// - with `FUZZ_LAYOUT_FRESH=1`, the frames after the changes equal a fresh layout of the
///   edited document (``checkAgainstFreshLayout(_:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let text = fuzzText(fuzzInput(data, size)) else { return 0 }
    var arguments = [fileName, "--svg", "fuzz.svg"]
    if size & 1 == 1 { arguments.append("--json") }
    if size & 2 == 2 { arguments.append("--each") }
    if size & 4 == 4 { arguments.append("--strict") }
    let first = render(text, arguments)
    checkRenderOutput(first.output, svg: first.svg, json: size & 1 == 1)
    let second = render(text, arguments)
    fuzzCheck(second.output == first.output, "two runs of the same file differ:\n\(first.output)\n---\n\(second.output)")
    fuzzCheck(second.svg == first.svg, "two runs of the same file draw differently")
    checkDirectAgainstSolver(text)
    if comparesFreshLayouts { checkAgainstFreshLayout(text) }
    return 0
}

/// The name the input is given in messages.
let fileName = "fuzz.layout.json"

/// Runs `layout render` on `text`; returns its output and the SVG it wrote, if any.
func render(_ text: String, _ arguments: [String]) -> (output: RenderRunner.Output, svg: String?) {
    var svg: String?
    let output = RenderRunner.run(
        arguments: arguments, readFile: { _ in .success(text) },
        writeFile: { _, drawing in
            svg = drawing
            return nil
        })
    return (output, svg)
}

/// Checks what `layout render` promises about its output.
func checkRenderOutput(_ output: RenderRunner.Output, svg: String?, json: Bool) {
    switch output.status {
    case 0:
        fuzzCheck(svg?.hasPrefix("<svg") == true, "laid out without an SVG drawing")
        for number in printedNumbers(output.stdout, json: json) {
            fuzzCheck(Double(number)?.isFinite == true, "printed value '\(number)' is not a finite number")
        }
    case 1:
        fuzzCheck(output.stdout.isEmpty, "status 1 with output: \(output.stdout)")
        // By bytes: `hasPrefix` compares characters, and a message whose path starts with a
        // combining mark makes one character of it and the prefix's last space.
        fuzzCheck(
            output.stderr.utf8.starts(with: "\(fileName): error: ".utf8), "error not naming the file: \(output.stderr)")
    default:
        fuzzCheck(false, "unexpected exit status \(output.status): \(output.stderr)")
    }
}

/// The numbers of the frame table (the last four columns of each row) or of the JSON
/// object (every value after `": ` that is not an object).
func printedNumbers(_ stdout: String, json: Bool) -> [Substring] {
    var numbers: [Substring] = []
    for line in stdout.split(separator: "\n") {
        if json {
            for piece in line.split(separator: "\": ").dropFirst() where piece.first != "{" {
                numbers.append(piece.prefix { $0 != "," && $0 != " " })
            }
        } else if line.first != "#" {
            numbers += line.split(separator: " ").dropFirst()
        }
    }
    return numbers
}
