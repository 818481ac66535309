import Stacks

/// The core of `layout render`: arguments in; standard output, standard error and exit
/// status out, with no process involved (tests run it directly).
public enum RenderRunner {
    /// What the command prints and returns.
    public struct Output: Sendable, Equatable {
        /// Everything for standard output.
        public var stdout: String
        /// Everything for standard error.
        public var stderr: String
        /// The exit status: 0 laid out, 1 an error (in the file, reading or writing, or a
        /// conflict under `--strict`), 2 a usage error.
        public var status: Int32
    }

    /// The help text of `layout render`.
    public static let usage = """
        usage: layout render FILE [--json] [--svg SVG_FILE] [--strict] [--each] [--scale S]

        Lays out a layout file (.layout.json) and prints the frame of every node with an
        id, in tree order, as 'id  x  y  width  height' rows (root coordinates, numbers
        to at most 3 decimals).

        options:
          --json           print {"frames": {...}, "contentSizes": {...}} instead (exact numbers)
          --svg SVG_FILE   also write a drawing of the final layout to SVG_FILE
          --strict         treat conflicting required constraints and ambiguous layouts
                           as errors (exit 1)
          --each           print the frames after the first layout and after every change
          --scale S        print frames rounded to a grid of S pixels per point, edges
                           rounded so that touching views stay touching (off by default)
          -h, --help       show this help

        """

    /// Runs `layout render` with `arguments` (those after `render`).
    /// - Parameters:
    ///   - arguments: the command-line arguments after the subcommand name.
    ///   - readFile: reads a file's text, or returns `nil` with a reason.
    ///   - writeFile: writes text to a file, returning `nil` or the reason it failed.
    /// - Returns: the outputs and exit status.
    public static func run(
        arguments: [String],
        readFile: (String) -> Result<String, ReadFailure> = readText,
        writeFile: (String, String) -> String? = writeText
    ) -> Output {
        let options: Options
        switch Options.parse(arguments) {
        case .failure(let error):
            return Output(stdout: "", stderr: "layout render: \(error.message)\n\(usage)", status: 2)
        case .success(nil):
            return Output(stdout: usage, stderr: "", status: 0)
        case .success(let parsed?):
            options = parsed
        }
        let file = options.path
        func failure(_ message: String) -> Output { Output(stdout: "", stderr: "\(file): error: \(message)\n", status: 1) }
        let text: String
        switch readFile(file) {
        case .failure(let reason): return failure("cannot read file (\(reason.reason))")
        case .success(let t): text = t
        }
        if FileFormat.guess(path: file, text: text) == .constraints {
            return failure("this is a constraint file; use 'layout solve \(file)'")
        }
        var snapshots: [(title: String, frames: [(id: String, frame: Rect)], sizes: [(id: String, size: Size)])] = []
        var reports: [ConflictReport] = []
        var warnings: [String] = []
        let session: LayoutDocumentSession
        do throws(LayoutDocumentError) {
            let document = try LayoutDocument.parse(text)
            warnings = document.warnings.map { "\(file): warning: \($0)\n" }
            session = try LayoutDocumentSession(document)
            reports += session.firstReports
            if options.each { snapshots.append(("first layout", session.frames, session.contentSizes)) }
            for (i, change) in document.changes.enumerated() {
                let path = LayoutPath.index("changes", i)
                reports += try session.apply(change, at: path)
                if options.each { snapshots.append(("after \(path)", session.frames, session.contentSizes)) }
            }
        } catch {
            return failure(error.description)
        }
        if !options.each { snapshots.append(("", session.frames, session.contentSizes)) }
        if let scale = options.scale {
            // Pixel rounding of the output only; the layout stays exact.
            for k in snapshots.indices {
                snapshots[k].frames = snapshots[k].frames.map { ($0.id, (try? $0.frame.aligned(toScale: scale)) ?? $0.frame) }
            }
        }
        let severity = options.strict ? "error" : "warning"
        // Views the final layout leaves undetermined (UIKit's hasAmbiguousLayout).
        let ambiguous = session.layout.ambiguousLayouts
        let stderr = warnings.joined()
            + reports.map { LayoutDocumentOutput.conflict($0, file: file, severity: severity) }.joined()
            + ambiguous.map { "\(file): \(severity): \"\($0.view)\" has an ambiguous layout: its \($0.axis == .horizontal ? "horizontal position or width" : "vertical position or height") is not determined by the constraints\n" }.joined()
        if options.strict && !(reports.isEmpty && ambiguous.isEmpty) { return Output(stdout: "", stderr: stderr, status: 1) }
        var drawing = session.drawing
        drawing.brokenConstraints = reports.map { "\($0.broken)" }
        if let svgPath = options.svg, let reason = writeFile(svgPath, drawing.render()) {
            return Output(stdout: "", stderr: stderr + "\(file): error: cannot write \(svgPath) (\(reason))\n", status: 1)
        }
        var stdout = ""
        if options.json {
            let objects = snapshots.map {
                LayoutDocumentOutput.json(frames: $0.frames, contentSizes: $0.sizes, indent: options.each ? "  " : "")
            }
            stdout = options.each ? "[\n" + objects.joined(separator: ",\n") + "\n]\n" : objects.joined() + "\n"
        } else {
            stdout = snapshots.map { snapshot in
                (options.each ? "# \(snapshot.title)\n" : "") + LayoutDocumentOutput.table(snapshot.frames)
            }.joined(separator: "\n")
        }
        return Output(stdout: stdout, stderr: stderr, status: 0)
    }

    /// Why a file could not be read.
    public struct ReadFailure: Error {
        /// A short reason, shown in parentheses after `cannot read file`.
        public var reason: String

        /// Creates a failure with `reason`.
        public init(reason: String) { self.reason = reason }
    }

    /// Reads a whole file as UTF-8 text, as `layout solve` does.
    /// - Parameter path: the file's path.
    /// - Returns: the text, or why it could not be read.
    public static func readText(_ path: String) -> Result<String, ReadFailure> {
        FileText.read(path)
    }

    /// Writes `text` to the file at `path`.
    /// - Returns: nil, or why it failed.
    public static func writeText(_ path: String, _ text: String) -> String? {
        FileText.write(text, to: path)
    }
}

extension RenderRunner {
    /// The parsed command line.
    struct Options {
        var path: String
        var json = false
        var svg: String?
        var strict = false
        var each = false
        /// Pixels per point for `--scale`: frames printed on that pixel grid.
        var scale: Double?

        struct UsageError: Error {
            var message: String
        }

        /// Parses the arguments: `nil` options for `--help`, a message for a usage error.
        static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
            var path: String?
            var options = Options(path: "")
            var index = 0
            var onlyPaths = false
            while index < arguments.count {
                let argument = arguments[index]
                index += 1
                if !onlyPaths, argument.hasPrefix("-"), argument != "-" {
                    switch argument {
                    case "--": onlyPaths = true
                    case "-h", "--help": return .success(nil)
                    case "--json": options.json = true
                    case "--strict": options.strict = true
                    case "--each": options.each = true
                    case "--scale":
                        guard index < arguments.count, let scale = Double(arguments[index]), scale.isFinite, scale > 0 else {
                            return .failure(UsageError(message: "--scale needs a positive number of pixels per point"))
                        }
                        options.scale = scale
                        index += 1
                    case "--svg":
                        guard index < arguments.count else { return .failure(UsageError(message: "--svg needs a file name")) }
                        options.svg = arguments[index]
                        index += 1
                    default:
                        if argument.hasPrefix("--svg="), argument.count > 6 {
                            options.svg = String(argument.dropFirst(6))
                        } else {
                            return .failure(UsageError(message: "unknown option '\(argument)'"))
                        }
                    }
                } else {
                    guard path == nil else { return .failure(UsageError(message: "unexpected argument '\(argument)': give one FILE")) }
                    path = argument
                }
            }
            guard let path else { return .failure(UsageError(message: "missing FILE")) }
            options.path = path
            return .success(options)
        }
    }
}
