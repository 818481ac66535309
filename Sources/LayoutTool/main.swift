#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// `layout`: the command-line tool. Dispatches to a subcommand and exits with its status.

let usage = """
    usage: layout solve FILE [--priorities strict|weighted] [--json]
           layout render ...
           layout --help

    commands:
      solve    solve a constraint file (.constraints) and print every variable
      render   solve a layout file (.layout.json) and print the frames

    'layout COMMAND --help' describes a command.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "solve":
    status = SolveCommand.run(arguments: Array(arguments.dropFirst()))
case "render":
    status = RenderCommand.run(arguments: Array(arguments.dropFirst()))
case "-h", "--help", "help":
    SolveCommand.write(usage, to: STDOUT_FILENO)
    status = 0
case nil:
    SolveCommand.write("layout: missing command\n" + usage, to: STDERR_FILENO)
    status = 2
case let other?:
    SolveCommand.write("layout: unknown command '\(other)'\n" + usage, to: STDERR_FILENO)
    status = 2
}
exit(status)
