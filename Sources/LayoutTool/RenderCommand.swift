import LayoutFiles

/// `layout render FILE [--json] [--svg SVG_FILE] [--strict] [--each]`: lays out a layout
/// file and prints the frames. The work is done by `RenderRunner`; this writes its output.
enum RenderCommand {
    /// Runs the command.
    /// - Parameter arguments: the arguments after `render`.
    /// - Returns: the exit status (0 laid out, 1 an error, 2 a usage error).
    static func run(arguments: [String]) -> Int32 {
        let output = RenderRunner.run(arguments: arguments)
        Console.out(output.stdout)
        Console.error(output.stderr)
        return output.status
    }
}
