import Constraints
import Testing

/// Seeded random systems solved by the solver and by ``ReferenceLP``: the objective per
/// level (strict) or the weighted sum must agree, required constraints must hold, and
/// every rejection must be a real infeasibility with a minimal explanation.
@Suite("Reference comparison")
struct ReferenceComparisonTests {
    static let seeds = 0..<300
    static let models: [PriorityModel] = [.strict, .weighted]

    /// Adds `constraints` one by one and checks each outcome and the final optimum.
    static func check(_ constraints: [Constraint], variables: [Variable], model: PriorityModel, context: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        var solver = Solver(priorities: model)
        var accepted: [Constraint] = []
        for (k, c) in constraints.enumerated() {
            let before = solver
            let error = attempt(&solver) { (s: inout Solver) throws in try s.add(c) }
            guard let error else {
                accepted.append(c)
                if c.priority.isRequired {
                    #expect(ReferenceLP.isFeasible(accepted.filter(\.priority.isRequired)),
                            "accepted an infeasible required '\(c)' (#\(k)) \(context)", sourceLocation: sourceLocation)
                }
                if k == constraints.count / 2 {
                    expectMatchesReference(solver, accepted, model: model, "after #\(k) \(context)", sourceLocation: sourceLocation)
                }
                continue
            }
            #expect(bits(solver, variables) == bits(before, variables), "failed add changed values \(context)",
                    sourceLocation: sourceLocation)
            solver = continuing(solver, before: before, error: error)
            guard case .unsatisfiableConstraint(let culprit, let conflicts) = error, c.priority.isRequired else {
                Issue.record("unexpected \(error) adding '\(c)' \(context)", sourceLocation: sourceLocation)
                continue
            }
            #expect(culprit === c, sourceLocation: sourceLocation)
            let required = accepted.filter(\.priority.isRequired)
            #expect(!ReferenceLP.isFeasible(required + [c]), "rejected feasible '\(c)' (#\(k)) \(context)",
                    sourceLocation: sourceLocation)
            expectMinimalConflicts(conflicts, for: c, present: required, sourceLocation: sourceLocation)
        }
        expectMatchesReference(solver, accepted, model: model, "at end \(context)", sourceLocation: sourceLocation)
    }

    @Test(arguments: models, seeds) func smallIntegerSystems(model: PriorityModel, seed: Int) {
        var g = RandomSystems(seed: UInt64(seed))
        let count = g.rng.int(3...10)
        let constraints = (0..<count).map { _ in g.constraint() }
        Self.check(constraints, variables: g.variables, model: model, context: "seed \(seed) \(constraints)")
    }

    @Test(arguments: models, 0..<60) func wideScaleSystems(model: PriorityModel, seed: Int) {
        var g = RandomSystems(seed: UInt64(10_000 + seed), wide: true)
        let count = g.rng.int(3...7)
        let constraints = (0..<count).map { _ in g.constraint() }
        Self.check(constraints, variables: g.variables, model: model, context: "wide seed \(seed) \(constraints)")
    }

    @Test(arguments: models) func degenerateHandPicked(model: PriorityModel) {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let systems: [[Constraint]] = [
            // Parallel and scaled copies of an equality, plus conflicting optional pulls.
            [x == y, 2 * x == 2 * y, -x == -y, x == 5 ~ .weak, y == 9 ~ .weak, x + y == 10 ~ .strong],
            // Redundant equalities forming a cycle.
            [x == y + 1, y == z + 1, x == z + 2, z == 0 ~ .medium, x == 100 ~ .weak],
            // Zero coefficients and constant-only constraints.
            [0 * x == 0, 0 * x + 1 >= 0, x + 0 * y == 3 ~ .strong, Constraint(LinearExpression(1), .lessThanOrEqual, LinearExpression(0), priority: .weak)],
            // Coefficients spanning 1e-6 ... 1e9.
            [1e-6 * x == 1e-6 * y + 1e-6, 1e9 * y <= 2e9, x == 100 ~ .strong, 1e9 * x == 3e9 ~ .medium, y >= -1e6 ~ .weak],
            [1e9 * x - 1e9 * y == 0, 1e-6 * z >= 1e-6 * x, z <= 5 ~ .strong, x == 7 ~ .medium, y == 3 ~ 999.5],
            // Many equal pulls at one level: the median.
            [x == 1 ~ .weak, x == 2 ~ .weak, x == 10 ~ .weak, x == 11 ~ .weak, x == 12 ~ .weak],
            // Inequalities that are tight at the optimum from several sides.
            [x + y <= 10, x - y <= 2, -x + y <= 2, x >= 0, y >= 0, x == 10 ~ .strong, y == 10 ~ .strong, x == y ~ 600],
        ]
        for (k, system) in systems.enumerated() {
            check(system, variables: [x, y, z], model: model, context: "hand-picked #\(k)")
        }
    }

    func check(_ constraints: [Constraint], variables: [Variable], model: PriorityModel, context: String,
               sourceLocation: SourceLocation = #_sourceLocation) {
        Self.check(constraints, variables: variables, model: model, context: context, sourceLocation: sourceLocation)
    }

    @Test func referenceSelfCheck() {
        // The reference itself on systems with known answers.
        let x = Variable("x"), y = Variable("y")
        let medianOfThree = ReferenceLP.solve([x == 1 ~ .weak, x == 4 ~ .weak, x == 10 ~ .weak], model: .strict)
        #expect(medianOfThree.map { close($0.levels[250] ?? -1, 9) } == true)
        let strict = ReferenceLP.solve([x == 0 ~ .strong, x == 10 ~ .weak, x + y == 3, y <= 1 ~ .medium], model: .strict)
        #expect(strict.map { close($0.levels[750] ?? -1, 0) && close($0.levels[500] ?? -1, 2) && close($0.levels[250] ?? -1, 10) } == true)
        let weighted = ReferenceLP.solve([x == 0 ~ 499, x == 10 ~ .weak, x == 10 ~ .weak], model: .weighted)
        #expect(weighted.map { close($0.weighted, 4990) } == true)
        #expect(ReferenceLP.solve([x >= 1, x <= 0], model: .strict) == nil)
        #expect(ReferenceLP.isFeasible([x >= y + 1, y >= x - 1]))
        #expect(!ReferenceLP.isFeasible([x >= y + 1, y >= x]))
    }
}
