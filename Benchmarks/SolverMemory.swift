import BenchmarkSupport
import Constraints

/// `Benchmarks --solver-memory WORKLOAD [--model strict|weighted]`, for `compare.py`: builds
/// one solver workload once and prints `baseline KB` (before), `peak KB` (after) and
/// `constraints COUNT`, so that memory per constraint can be set beside kiwi's
/// (`Benchmarks/peers/kiwi_workloads.cpp --memory WORKLOAD` prints the same lines).
/// Workloads: `chain-10000` (the chain of `Benchmarks solver`, 19,999 constraints) and
/// `tree-12` (the Cassowary tree of depth 12, 8,191 constraints).
/// - Parameter arguments: the arguments after the program name.
/// - Returns: false (with a message) if the workload is unknown.
func runSolverMemory(arguments: [String]) -> Bool {
    func value(_ flag: String) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }
    let model: PriorityModel = value("--model") == "strict" ? .strict : .weighted
    guard let name = value("--solver-memory"), name == "chain-10000" || name == "tree-12" else {
        emit("error unknown workload; workloads: chain-10000 tree-12")
        return false
    }
    if let kb = peakResidentKilobytes() { emit("baseline \(kb)") }
    var solver = Solver(priorities: model)
    let count: Int
    if name == "chain-10000" {
        let chain = Chain(n: 10_000, step: 20)
        chain.add(to: &solver)
        blackHole(solver.value(of: chain.x[9_999]))
        count = chain.constraints.count
    } else {
        let tree = Tree(depth: 12)
        tree.add(to: &solver)
        blackHole(solver.value(of: tree.v[1]))
        count = tree.constraints.count
    }
    if let kb = peakResidentKilobytes() { emit("peak \(kb)") }
    emit("constraints \(count)")
    blackHole(solver)
    return true
}
