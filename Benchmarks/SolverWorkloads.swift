import BenchmarkSupport
import Constraints

/// The solver workloads of issue 2, each under both priority models.
func solverWorkloads() -> [Workload] {
    var workloads: [Workload] = []
    for model in [PriorityModel.strict, .weighted] {
        let variant = model == .strict ? "strict" : "weighted"
        for n in [1_000, 10_000] {
            workloads.append(Workload(name: "chain \(n): add", variant: variant) {
                var solver = Solver(priorities: model)
                let chain = Chain(n: n, step: 20)
                let elapsed = time { chain.add(to: &solver) }
                blackHole(solver.value(of: chain.x[n - 1]))
                return (elapsed, chain.constraints.count)
            })
            for order in ["fifo", "lifo"] {
                workloads.append(Workload(name: "chain \(n): remove \(order)", variant: variant) {
                    var solver = Solver(priorities: model)
                    let chain = Chain(n: n, step: 20)
                    chain.add(to: &solver)
                    let sequence = order == "fifo" ? chain.constraints : chain.constraints.reversed()
                    let elapsed = time {
                        for c in sequence { try? solver.remove(c) }
                    }
                    blackHole(solver.value(of: chain.x[n - 1]))
                    return (elapsed, sequence.count)
                })
            }
        }
        workloads.append(Workload(name: "conflicting chain 1000: add", variant: variant) {
            var solver = Solver(priorities: model)
            let chain = Chain(n: 1_000, step: 5)
            let elapsed = time { chain.add(to: &solver) }
            blackHole(solver.value(of: chain.x[999]))
            return (elapsed, chain.constraints.count)
        })
        workloads.append(Workload(name: "chain 1000: suggest", variant: variant) {
            var solver = Solver(priorities: model)
            let chain = Chain(n: 1_000, step: 20)
            chain.add(to: &solver)
            try? solver.addEditVariable(chain.x[0], priority: .strong)
            let elapsed = time {
                for k in 0..<1_000 {
                    try? solver.suggestValue(Double((k * 37) % 1_000), for: chain.x[0])
                    blackHole(solver.value(of: chain.x[999]))
                }
            }
            return (elapsed, 1_000)
        })
        // Every value of the solution read by a closure that captures the solver variable
        // and is not inlined, as a callback reading a layout is (kiwi: `updateVariables()`,
        // then every variable's value). Such a read copies the solver value first: one
        // reference since the solver became one (docs/solver.md, "One reference per solver").
        workloads.append(Workload(name: "chain 1000: read every value", variant: variant) {
            var solver = Solver(priorities: model)
            let chain = Chain(n: 1_000, step: 20)
            chain.add(to: &solver)
            let readAll = opaque { chain.x.reduce(0) { $0 + solver.value(of: $1) } }
            let rounds = 100
            let elapsed = time {
                for _ in 0..<rounds { blackHole(readAll()) }
            }
            return (elapsed, rounds)
        })
        // kiwi's cheapest call pair: one trivial constraint added and removed again, on a
        // solver that holds a little layout. Symbol ids are compacted as they are freed, so
        // this runs in constant memory however many cycles it makes.
        workloads.append(Workload(name: "churn: add + remove", variant: variant) {
            var solver = Solver(priorities: model)
            let x = Variable("x"), y = Variable("y")
            try? solver.add([x >= 0, y == x + 10, y <= 500])
            let cycles = 100_000
            let elapsed = time {
                for k in 0..<cycles {
                    let c = x == Double(k % 100) ~ .strong
                    try? solver.add(c)
                    try? solver.remove(c)
                }
            }
            blackHole(solver.value(of: y))
            return (elapsed, cycles)
        })
        workloads.append(Workload(name: "tree depth 10: build", variant: variant) {
            var solver = Solver(priorities: model)
            let tree = Tree(depth: 10)
            let elapsed = time { tree.add(to: &solver) }
            blackHole(solver.value(of: tree.v[1]))
            return (elapsed, 1)
        })
        workloads.append(Workload(name: "tree depth 10: suggest", variant: variant) {
            var solver = Solver(priorities: model)
            let tree = Tree(depth: 10)
            tree.add(to: &solver)
            try? solver.addEditVariable(tree.v[1], priority: .strong)
            let elapsed = time {
                for k in 0..<1_000 {
                    try? solver.suggestValue(Double((k * 37) % 1_000), for: tree.v[1])
                    blackHole(solver.value(of: tree.v[2]))
                }
            }
            return (elapsed, 1_000)
        })
    }
    return workloads
}

/// Interleaved per i: `x[i] == step*i` weak, then `x[i] >= x[i-1] + 10` required.
struct Chain {
    let x: [Variable]
    let constraints: [Constraint]

    init(n: Int, step: Double) {
        x = (0..<n).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<n {
            constraints.append(x[i] == step * Double(i) ~ .weak)
            if i > 0 { constraints.append(x[i] >= x[i - 1] + 10) }
        }
        self.constraints = constraints
    }

    func add(to solver: inout Solver) {
        for c in constraints { try? solver.add(c) }
    }
}

/// The Cassowary paper's tree: 2^(depth+1) - 1 heap-indexed nodes, each leaf weakly at
/// `k % 10`, each inner node the sum of its children.
struct Tree {
    /// Heap-indexed from 1; `v[0]` is unused.
    let v: [Variable]
    let constraints: [Constraint]

    init(depth: Int) {
        let count = (1 << (depth + 1)) - 1
        v = (0...count).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        let firstLeaf = 1 << depth
        for k in firstLeaf...count { constraints.append(v[k] == Double(k % 10) ~ .weak) }
        for k in stride(from: firstLeaf - 1, through: 1, by: -1) {
            constraints.append(v[k] == v[2 * k] + v[2 * k + 1])
        }
        self.constraints = constraints
    }

    func add(to solver: inout Solver) {
        for c in constraints { try? solver.add(c) }
    }
}
