/// `layout render` (layout files): not in this build yet.
enum RenderCommand {
    static func run(arguments: [String]) -> Int32 {
        SolveCommand.write("layout render: not implemented yet\n", to: 2)
        return 1
    }
}
