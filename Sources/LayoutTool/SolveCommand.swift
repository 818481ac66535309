import LayoutFiles

/// `layout solve FILE [--priorities strict|weighted] [--json]`: solves a constraint file
/// and prints every variable. The work is done by `SolveRunner`; this writes its output.
enum SolveCommand {
    /// Runs the command.
    /// - Parameter arguments: the arguments after `solve`.
    /// - Returns: the exit status (0 solved, 1 an error in the file, 2 a usage error).
    static func run(arguments: [String]) -> Int32 {
        let output = SolveRunner.run(arguments: arguments)
        Console.out(output.stdout)
        Console.error(output.stderr)
        return output.status
    }
}
