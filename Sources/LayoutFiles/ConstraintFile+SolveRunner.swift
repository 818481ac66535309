import Constraints

/// The core of `layout solve`: arguments in, standard output, standard error and exit
/// status out, with no process or terminal involved (so tests can run it directly).
public enum SolveRunner {
    /// What the command prints and returns.
    public struct Output: Sendable, Equatable {
        /// Everything for standard output.
        public var stdout: String
        /// Everything for standard error.
        public var stderr: String
        /// The exit status: 0 solved, 1 an error in or reading the file, 2 a usage error.
        public var status: Int32

        /// Creates an output.
        /// - Parameters:
        ///   - stdout: everything for standard output.
        ///   - stderr: everything for standard error.
        ///   - status: the exit status.
        public init(stdout: String, stderr: String, status: Int32) {
            self.stdout = stdout
            self.stderr = stderr
            self.status = status
        }
    }

    /// The help text of `layout solve`.
    public static let usage = """
        usage: layout solve FILE [--priorities strict|weighted] [--json]

        Solves a constraint file (.constraints) and prints every variable, in order of
        first appearance, as 'name = value' lines.

        options:
          --priorities strict    priorities strictly ordered, as in the Cassowary paper (default)
          --priorities weighted  optional errors weighted by priority, as in Auto Layout
          --json                 print one JSON object {"name": value, ...} instead
          -h, --help             show this help

        """

    /// Runs `layout solve` with `arguments` (those after `solve`).
    /// - Parameters:
    ///   - arguments: the command-line arguments after the subcommand name.
    ///   - readFile: reads a file's text (tests pass files from memory).
    /// - Returns: the outputs and exit status.
    public static func run(
        arguments: [String],
        readFile: (String) throws(ConstraintFileError) -> String = { path throws(ConstraintFileError) in
            try ConstraintFile.readText(path)
        }
    ) -> Output {
        let options: Options
        switch parse(arguments) {
        case .failure(let error):
            return Output(stdout: "", stderr: "layout solve: \(error.message)\n\(usage)", status: 2)
        case .success(nil):
            return Output(stdout: usage, stderr: "", status: 0)
        case .success(let parsed?):
            options = parsed
        }
        do throws(ConstraintFileError) {
            let text = try readFile(options.path)
            if FileFormat.guess(path: options.path, text: text) == .layout {
                return Output(
                    stdout: "",
                    stderr: "\(options.path): error: this is a layout file; use 'layout render \(options.path)'\n",
                    status: 1)
            }
            let file = try ConstraintFile.parse(text, name: options.path)
            let values = try file.solve(priorities: options.priorities)
            let printed = options.json ? ConstraintFile.formatJSON(values) : ConstraintFile.formatText(values)
            return Output(stdout: printed, stderr: "", status: 0)
        } catch {
            return Output(stdout: "", stderr: "\(error)\n", status: 1)
        }
    }

    /// The parsed command line.
    private struct Options {
        var path: String
        var priorities: PriorityModel
        var json: Bool
    }

    private struct UsageError: Error {
        var message: String
    }

    /// Parses the arguments: `nil` options for `--help`, a message for a usage error.
    private static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
        var path: String?
        var priorities = PriorityModel.strict
        var json = false
        var index = 0
        var onlyPaths = false
        func model(_ name: String) -> PriorityModel? {
            switch name {
            case "strict": .strict
            case "weighted": .weighted
            default: nil
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyPaths, argument.hasPrefix("-"), argument != "-" {
                switch argument {
                case "--":
                    onlyPaths = true
                case "-h", "--help":
                    return .success(nil)
                case "--json":
                    json = true
                case "--priorities":
                    guard index < arguments.count else {
                        return .failure(UsageError(message: "--priorities needs a value: strict or weighted"))
                    }
                    let value = arguments[index]
                    index += 1
                    guard let chosen = model(value) else {
                        return .failure(UsageError(message: "unknown priority model '\(value)': use strict or weighted"))
                    }
                    priorities = chosen
                default:
                    if argument.hasPrefix("--priorities=") {
                        let value = String(argument.dropFirst("--priorities=".count))
                        guard let chosen = model(value) else {
                            return .failure(UsageError(message: "unknown priority model '\(value)': use strict or weighted"))
                        }
                        priorities = chosen
                    } else {
                        return .failure(UsageError(message: "unknown option '\(argument)'"))
                    }
                }
            } else {
                guard path == nil else {
                    return .failure(UsageError(message: "unexpected argument '\(argument)': give one FILE"))
                }
                path = argument
            }
        }
        guard let path else { return .failure(UsageError(message: "missing FILE")) }
        return .success(Options(path: path, priorities: priorities, json: json))
    }
}
