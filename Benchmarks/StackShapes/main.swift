// `StackShapes --shape NAME --n N [--runs R] [--repeat-budget S] [--memory] [--frames]
// [--stats] [--until OP]` and `StackShapes --list-shapes`: issue 8's shapes, one shape at
// one size per process, for `Benchmarks/compare.sh` (see ShapeRunner.swift).
//
// A program of its own that links `Stacks` and nothing else (no Foundation, which
// `Benchmarks` loads for the enaml file's parser), so that its peak memory is what a
// program laying out stacks pays.

import BenchmarkSupport

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--list-shapes") {
    listShapes()
} else if arguments.contains("--shape"), let runner = ShapeRunner(arguments: arguments) {
    runner.run()
} else {
    emit("usage: StackShapes --shape NAME --n N [--runs R] [--repeat-budget S] [--memory] [--until OP], or --list-shapes")
    exitProcess(2)
}
