import LayoutFiles

// `layout`: the command-line tool. Dispatches to a subcommand and exits with its status.

let usage = """
    usage: layout solve FILE [--priorities strict|weighted] [--json]
           layout render ...
           layout --help
           layout --version

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
    Console.out(usage)
    status = 0
case "-V", "--version", "version":
    Console.out("layout \(LayoutPackageVersion.string)\n")
    status = 0
case nil:
    Console.error("layout: missing command\n" + usage)
    status = 2
case let other?:
    Console.error("layout: unknown command '\(other)'\n" + usage)
    status = 2
}
Console.exit(status)
