import Constraints
import Testing

/// Edit variables: a suggestion must solve exactly like a plain `v == value` constraint at
/// the edit's priority.
@Suite("Edit variables")
struct EditVariableTests {
    static let models: [PriorityModel] = [.strict, .weighted]

    @Test(arguments: models) func basicDrag(model: PriorityModel) throws {
        let left = Variable("left"), width = Variable("width")
        var solver = Solver(priorities: model)
        try solver.add(left >= 0)
        try solver.add(width >= 100 ~ .strong)
        try solver.add(left + width <= 320)
        try solver.add(width == 0 ~ .fittingSizeLevel)
        try solver.addEditVariable(width, priority: .medium)
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(500, for: width)
        #expect(solver.value(of: width) == 320)
        try solver.suggestValue(150, for: width)
        #expect(solver.value(of: width) == 150)
        try solver.suggestValue(150, for: width)  // unchanged suggestion
        #expect(solver.value(of: width) == 150)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(solver.value(of: width) == 100)
    }

    @Test func editStartsAtZero() throws {
        let v = Variable("v")
        var solver = Solver()
        try solver.add(v == 7 ~ .weak)
        try solver.addEditVariable(v, priority: .strong)
        #expect(solver.value(of: v) == 0)
    }

    @Test func editOnUnknownVariable() throws {
        let v = Variable("v")
        var solver = Solver()
        try solver.addEditVariable(v, priority: .weak)
        try solver.suggestValue(-12.5, for: v)
        #expect(solver.value(of: v) == -12.5)
    }

    @Test func cassowaryMidpoint() throws {
        // The Cassowary paper's example: xm is the midpoint of xl and xr in [0, 100].
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        for model in Self.models {
            var solver = Solver(priorities: model)
            try solver.add(2 * xm == xl + xr)
            try solver.add(xl + 10 <= xr)
            try solver.add(xr <= 100)
            try solver.add(xl >= 0)
            try solver.add(xl == 30 ~ .weak)
            try solver.add(xr == 60 ~ 200)  // weaker than xl's stay: the optimum is unique
            #expect(solver.value(of: xm) == 45)
            try solver.addEditVariable(xm, priority: .strong)
            try solver.suggestValue(90, for: xm)
            #expect(solver.value(of: xm) == 90)
            #expect(solver.value(of: xr) == 100 && solver.value(of: xl) == 80)
            try solver.suggestValue(2, for: xm)
            // xl >= 0 and xr >= xl + 10 make xm >= 5.
            #expect(solver.value(of: xm) == 5)
            #expect(solver.value(of: xl) == 0 && solver.value(of: xr) == 10)
        }
    }

    @Test(arguments: models, 0..<120) func suggestionsMatchPlainConstraints(model: PriorityModel, seed: Int) {
        var g = RandomSystems(seed: UInt64(90_000 + seed))
        var solver = Solver(priorities: model)
        var present: [Constraint] = []
        for _ in 0..<g.rng.int(2...8) {
            let c = g.constraint(requiredChance: 0.3)
            if tryAdd(&solver, c) { present.append(c) }
        }
        var edits: [(variable: Variable, priority: Priority, value: Double)] = []
        for v in g.variables where g.rng.chance(0.6) {
            let p = g.rng.pick(RandomSystems.optionalPriorities)
            if attempt(&solver, { (s: inout Solver) throws in try s.addEditVariable(v, priority: p) }) == nil {
                edits.append((v, p, 0))
            }
        }
        guard !edits.isEmpty else { return }
        var log: [String] = []
        for step in 0..<12 {
            let k = g.rng.int(0...(edits.count - 1))
            let value = g.rng.chance(0.2) ? edits[k].value + Double(g.rng.int(-2...2)) * 0.25 : Double(g.rng.int(-40...40))
            edits[k].value = value
            log.append("\(edits[k].variable) := \(value)")
            let error = attempt(&solver) { [v = edits[k].variable] (s: inout Solver) throws in try s.suggestValue(value, for: v) }
            #expect(error == nil)
            let plain = edits.map { Constraint(LinearExpression($0.variable), .equal, LinearExpression($0.value), priority: $0.priority) }
            var fresh = Solver(priorities: model)
            #expect(attempt(&fresh) { (s: inout Solver) throws in try s.add(present + plain) } == nil)
            let effective = present + plain
            #expect(sameObjective(solver, fresh, on: effective, model: model),
                    "suggestions differ from plain constraints at step \(step) (seed \(seed)): \(present) edits \(log)")
            expectMatchesReference(solver, effective, model: model, "seed \(seed) step \(step): \(present) edits \(log)")
        }
    }

    @Test(arguments: models) func manySmallMovesStayOptimal(model: PriorityModel) throws {
        // Dragging: many small suggestions on a chain with bounds.
        let xs = (0..<8).map { Variable("x\($0)") }
        var solver = Solver(priorities: model)
        var system: [Constraint] = [xs[0] >= 0, xs[7] <= 200]
        for i in 1..<8 { system.append(xs[i] >= xs[i - 1] + 10) }
        for (i, x) in xs.enumerated() { system.append(x == Double(i * 20) ~ .weak) }
        try solver.add(system)
        try solver.addEditVariable(xs[3], priority: .strong)
        var value = 0.0
        for step in 0..<80 {
            value = Double((step * 37) % 250) - 20
            try solver.suggestValue(value, for: xs[3])
            let edit = Constraint(LinearExpression(xs[3]), .equal, LinearExpression(value), priority: .strong)
            expectMatchesReference(solver, system + [edit], model: model, "drag step \(step) to \(value)")
            if model == .strict {
                // Strict: the strong edit wins outright, up to the required bounds.
                #expect(solver.value(of: xs[3]) == min(max(value, 30), 160))
            }
        }
    }
}
