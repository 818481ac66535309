import Constraints
import FuzzSupport
import LayoutFiles

/// libFuzzer entry point: runs `layout solve` on the input as a `.constraints` file.
///
/// The file goes through `SolveRunner.run`, the code behind the command-line tool, with the
/// file read from memory and nothing printed. The options come from the input's length
/// (`--priorities weighted` when odd, `--json` when bit 1 is set), so every corpus entry
/// stays a plain constraint file. Checks, beyond "no crash, no sanitizer report":
/// - the exit status is 0 or 1 (never a usage error), and an error prints nothing on
///   standard output and one `FILE:…: error:` message on standard error;
/// - a solved file prints no error, every printed number reads back as a finite Double,
///   and every required constraint holds (``checkRequiredConstraints(_:priorities:)``);
/// - a second run of the same text prints exactly the same (the solver is deterministic).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let text = fuzzText(fuzzInput(data, size)) else { return 0 }
    var arguments = ["fuzz.constraints"]
    if size & 1 == 1 { arguments += ["--priorities", "weighted"] }
    if size & 2 == 2 { arguments.append("--json") }
    let read: (String) throws(ConstraintFileError) -> String = { _ throws(ConstraintFileError) in text }
    let output = SolveRunner.run(arguments: arguments, readFile: read)
    checkSolveOutput(output, json: size & 2 == 2)
    if output.status == 0 { checkRequiredConstraints(text, priorities: size & 1 == 1 ? .weighted : .strict) }
    let again = SolveRunner.run(arguments: arguments, readFile: read)
    fuzzCheck(again == output, "two runs of the same file differ:\n\(output)\n---\n\(again)")
    return 0
}

/// Checks what `layout solve` promises about its output.
func checkSolveOutput(_ output: SolveRunner.Output, json: Bool) {
    switch output.status {
    case 0:
        fuzzCheck(output.stderr.isEmpty, "status 0 with an error: \(output.stderr)")
        if json {
            fuzzCheck(!output.stdout.contains(": null"), "a value printed as null: \(output.stdout)")
        } else {
            for line in output.stdout.split(separator: "\n") {
                let number = line.split(separator: " = ").last ?? ""
                fuzzCheck(Double(number)?.isFinite == true, "printed value '\(number)' is not a finite number")
            }
        }
    case 1:
        fuzzCheck(output.stdout.isEmpty, "status 1 with output: \(output.stdout)")
        fuzzCheck(
            output.stderr.utf8.starts(with: "fuzz.constraints:".utf8), "error not located in the file: \(output.stderr)")
        fuzzCheck(output.stderr.contains(": error: "), "error without 'error:': \(output.stderr)")
    default:
        fuzzCheck(false, "unexpected exit status \(output.status): \(output.stderr)")
    }
}
