// `swift run -c release Benchmarks [solver|stacks|FILTER] [--runs N] [--tsv] [--large]`:
// median time per operation of each workload, in a table. `--large` adds the solver variant
// of the stacks tree of 10,421 nodes (about a second per sample).
// `Benchmarks --solver-memory WORKLOAD` is the per-process mode `Benchmarks/compare.sh` runs
// for the solver's memory beside kiwi's (SolverMemory.swift); issue 8's shapes beside Yoga
// run in their own program, `StackShapes`, which links `Stacks` alone.

import BenchmarkSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#elseif canImport(WASILibc)
    import WASILibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--solver-memory") {
    exit(runSolverMemory(arguments: arguments) ? 0 : 2)
}
var runs = 7
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
    runs = max(1, n)
    arguments.removeSubrange(index...(index + 1))
}
var large = false
if let index = arguments.firstIndex(of: "--large") {
    large = true
    arguments.remove(at: index)
}
var tsv = false
if let index = arguments.firstIndex(of: "--tsv") {
    tsv = true
    arguments.remove(at: index)
}
// A first argument `solver` or `stacks` picks a group; any other filters by substring.
var filter = arguments.first
var workloads: [Workload] = []
switch filter {
case "solver": workloads = enamlWorkloads() + solverWorkloads(); filter = nil
case "stacks": workloads = stacksWorkloads(large: large); filter = nil
default: workloads = enamlWorkloads() + solverWorkloads() + stacksWorkloads(large: large)
}
if let filter { workloads = workloads.filter { "\($0.name) \($0.variant)".contains(filter) } }

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

if !tsv { print(pad("workload", 36) + pad("variant", 10) + pad("median/op", 14) + "runs") }
for workload in workloads {
    var perOperation: [Double] = []
    let runs = min(runs, workload.runLimit ?? runs)
    for _ in 0..<runs {
        let (elapsed, operations) = workload.sample()
        perOperation.append(elapsed.seconds / Double(max(operations, 1)))
    }
    let perOp = median(perOperation)
    if tsv {
        print("\(workload.name)\t\(workload.variant)\t\(perOp)")
    } else {
        print(pad(workload.name, 36) + pad(workload.variant, 10) + pad(formatSeconds(perOp), 14) + "\(runs)")
    }
    fflush(nil)  // show each row as it is measured, even into a pipe
}
