import BenchmarkSupport
import Constraints
import LayoutFiles

/// kiwi's own benchmark, the "enaml-like" form layout, read from
/// `Benchmarks/enaml-like.constraints` with the parser of `layout solve` (outside the timing).
func enamlWorkloads() -> [Workload] {
    let path = String(#filePath.dropLast("EnamlWorkload.swift".count)) + "enaml-like.constraints"
    let file: ConstraintFile
    do {
        file = try ConstraintFile.read(contentsOf: path)
    } catch {
        print("enaml-like: \(error)")
        return []
    }
    // The file opens with the two edit suggestions (width, height); the rest are constraints.
    var edits: [(Variable, Priority)] = []
    var constraints: [Constraint] = []
    for statement in file.statements {
        switch statement.kind {
        case .constraint(let c): constraints.append(c)
        case .suggestion(let s): edits.append((s.variable, s.priority))
        }
    }
    let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    /// Edit variables, then every constraint, then the values read (kiwi's `updateVariables`).
    func build(_ model: PriorityModel) -> Solver {
        var solver = Solver(priorities: model)
        for (variable, priority) in edits { try? solver.addEditVariable(variable, priority: priority) }
        for c in constraints { try? solver.add(c) }
        for v in file.variables { blackHole(solver.value(of: v)) }
        return solver
    }

    var workloads: [Workload] = []
    for model in [PriorityModel.strict, .weighted] {
        let variant = model == .strict ? "strict" : "weighted"
        workloads.append(Workload(name: "enaml-like: build", variant: variant) {
            var solver = Solver(priorities: model)
            let elapsed = time { solver = build(model) }
            blackHole(solver)
            return (elapsed, 1)
        })
        workloads.append(Workload(name: "enaml-like: resize step", variant: variant) {
            var solver = build(model)
            let steps = 600
            let elapsed = time {
                for k in 0..<steps {
                    let (w, h) = sizes[k % sizes.count]
                    try? solver.suggestValue(w, for: edits[0].0)
                    try? solver.suggestValue(h, for: edits[1].0)
                    for v in file.variables { blackHole(solver.value(of: v)) }
                }
            }
            return (elapsed, steps)
        })
    }
    return workloads
}
