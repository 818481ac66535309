import Constraints
import Testing

/// Random sequences of add/remove and edit operations: after every step the solver must
/// match a fresh solver built from what is present (same order) and the reference.
@Suite("Incremental operations")
struct IncrementalTests {
    static let models: [PriorityModel] = [.strict, .weighted]

    /// An edit variable as the test tracks it.
    struct Edit {
        let variable: Variable
        let priority: Priority
        var value: Double
        /// The edit as a plain constraint.
        var constraint: Constraint { Constraint(LinearExpression(variable), .equal, LinearExpression(value), priority: priority) }
    }

    @Test(arguments: models, 0..<120) func randomSequences(model: PriorityModel, seed: Int) {
        var g = RandomSystems(seed: UInt64(50_000 + seed))
        let pool = (0..<g.rng.int(5...10)).map { _ in g.constraint(requiredChance: 0.3) }
        var solver = Solver(priorities: model)
        var present: [Constraint] = []
        var edits: [Edit] = []
        var log: [String] = []

        for step in 0..<24 {
            let before = solver
            var failure: SolverError? = nil
            var expectedFailure = false
            switch g.rng.int(0...9) {
            case 0...3:
                let c = g.rng.pick(pool)
                log.append("add \(c)")
                failure = attempt(&solver) { (s: inout Solver) throws in try s.add(c) }
                if present.contains(where: { $0 === c }) {
                    #expect(failure?.kind == "duplicateConstraint")
                    expectedFailure = true
                } else if let failure {
                    guard case .unsatisfiableConstraint(_, let conflicts) = failure else {
                        Issue.record("unexpected \(failure) at step \(step): \(log)")
                        break
                    }
                    let required = present.filter(\.priority.isRequired)
                    #expect(!ReferenceLP.isFeasible(required + [c]), "rejected a feasible constraint: \(log)")
                    expectMinimalConflicts(conflicts, for: c, present: required)
                    expectedFailure = true
                } else {
                    present.append(c)
                }
            case 4...5:
                guard !present.isEmpty else { continue }
                let c = g.rng.pick(present)
                log.append("remove \(c)")
                failure = attempt(&solver) { (s: inout Solver) throws in try s.remove(c) }
                present.removeAll { $0 === c }
            case 6:
                let v = g.rng.pick(g.variables)
                let p = g.rng.pick(RandomSystems.optionalPriorities)
                log.append("edit \(v) @\(p)")
                failure = attempt(&solver) { (s: inout Solver) throws in try s.addEditVariable(v, priority: p) }
                if edits.contains(where: { $0.variable === v }) {
                    #expect(failure?.kind == "duplicateEditVariable")
                    expectedFailure = true
                } else {
                    edits.append(Edit(variable: v, priority: p, value: 0))
                }
            case 7...8:
                guard !edits.isEmpty else { continue }
                let k = g.rng.int(0...(edits.count - 1))
                let value = Double(g.rng.int(-30...30))
                log.append("suggest \(value) for \(edits[k].variable)")
                failure = attempt(&solver) { [v = edits[k].variable] (s: inout Solver) throws in try s.suggestValue(value, for: v) }
                edits[k].value = value
            default:
                guard !edits.isEmpty else { continue }
                let k = g.rng.int(0...(edits.count - 1))
                log.append("end edit \(edits[k].variable)")
                failure = attempt(&solver) { [v = edits[k].variable] (s: inout Solver) throws in try s.removeEditVariable(v) }
                edits.remove(at: k)
            }
            if expectedFailure {
                #expect(failure != nil, "expected a failure: \(log)")
                #expect(bits(solver, g.variables) == bits(before, g.variables), "failed call changed values: \(log)")
                solver = continuing(solver, before: before, error: failure)
            } else {
                #expect(failure == nil, "unexpected \(String(describing: failure)): \(log)")
            }
            #expect(solver.constraints.map(ObjectIdentifier.init) == present.map(ObjectIdentifier.init), "\(log)")
            for v in g.variables {
                #expect(solver.hasEditVariable(v) == edits.contains { $0.variable === v })
            }

            // A fresh solver with the same constraints and edits, in the same order.
            var fresh = Solver(priorities: model)
            let freshError = attempt(&fresh) { (s: inout Solver) throws in
                try s.add(present)
                for e in edits {
                    try s.addEditVariable(e.variable, priority: e.priority)
                    try s.suggestValue(e.value, for: e.variable)
                }
            }
            #expect(freshError == nil, "fresh solver failed: \(String(describing: freshError)) \(log)")
            let effective = present + edits.map(\.constraint)
            #expect(sameObjective(solver, fresh, on: effective, model: model),
                    "incremental vs fresh objective differ at step \(step): \(log)")
            expectMatchesReference(solver, effective, model: model, "seed \(seed) step \(step): \(log)")
        }
    }

    @Test(arguments: models, 0..<60) func removeAllThenReadd(model: PriorityModel, seed: Int) throws {
        var g = RandomSystems(seed: UInt64(70_000 + seed))
        let candidates = (0..<g.rng.int(4...10)).map { _ in g.constraint(requiredChance: 0.3) }
        var solver = Solver(priorities: model)
        var accepted: [Constraint] = []
        for c in candidates where tryAdd(&solver, c) {
            accepted.append(c)
        }
        let first = solver
        // Remove in a shuffled order.
        var order = accepted
        for k in order.indices.reversed() { order.swapAt(k, g.rng.int(0...k)) }
        for c in order { try solver.remove(c) }
        #expect(solver.constraints.isEmpty)
        for v in g.variables {
            #expect(solver.value(of: v) == 0, "\(v) reads \(solver.value(of: v)) with no constraints (seed \(seed))")
        }
        try solver.add(accepted)
        #expect(sameObjective(solver, first, on: accepted, model: model), "re-added objective differs (seed \(seed))")
        expectRequiredHold(accepted, in: solver)
    }

    @Test(arguments: models) func readdGivesSameValuesWhenUnique(model: PriorityModel) throws {
        // A layout with a unique optimum: values must come back exactly.
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), mid = Variable("mid")
        let system: [Constraint] = [
            left >= 0, right <= 320, right == left + width, 2 * mid == left + right,
            width >= 100 ~ .strong, width == 500 ~ .medium, left == 10 ~ .weak, mid == 150 ~ 600,
        ]
        var solver = Solver(priorities: model)
        try solver.add(system)
        let vars = [left, width, right, mid]
        let firstBits = bits(solver, vars)
        for c in system.reversed() { try solver.remove(c) }
        #expect(vars.allSatisfy { solver.value(of: $0) == 0 })
        try solver.add(system)
        let again = vars.map { solver.value(of: $0) }
        let first = firstBits.map(Double.init(bitPattern:))
        #expect(zip(again, first).allSatisfy { close($0, $1, tolerance: 1e-12) }, "\(again) vs \(first)")
        #expect(bits(solver, vars) == firstBits, "re-adding is not bit-identical: \(again) vs \(first)")
    }

    @Test(arguments: models) func removeEverythingIncludingEdits(model: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver(priorities: model)
        let cs: [Constraint] = [x + y == 10, x >= 2, y == 3 * x ~ .fittingSizeLevel]
        try solver.add(cs)
        try solver.addEditVariable(y, priority: .strong)
        try solver.suggestValue(4, for: y)
        #expect(solver.value(of: y) == 4 && solver.value(of: x) == 6)
        try solver.removeEditVariable(y)
        for c in cs { try solver.remove(c) }
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    }
}
