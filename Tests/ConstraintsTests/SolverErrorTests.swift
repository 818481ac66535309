import Constraints
import Testing

/// Every error the solver throws, each followed by a check that the failed call left the
/// solver exactly as it was (values bit for bit, and the same behaviour afterwards).
@Suite("Solver errors")
struct SolverErrorTests {
    /// A solver with some state: required and optional constraints and an edit variable.
    struct Fixture {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), e = Variable("e")
        var solver: Solver
        var variables: [Variable] { [x, y, z, e] }
        let present: [Constraint]

        init(_ model: PriorityModel) throws {
            solver = Solver(priorities: model)
            present = [
                x >= 0, y == x + 10, z <= 100, x + y + z == 60 ~ .strong,
                z == 2 * x ~ .medium, e >= y ~ .weak, x == 40 ~ 600,
            ]
            try solver.add(present)
            try solver.addEditVariable(e, priority: .medium)
            try solver.suggestValue(25, for: e)
        }
    }

    static let models: [PriorityModel] = [.strict, .weighted]

    /// Runs `op`, expects an error of `kind`, and expects the solver unchanged.
    func expectFailure(
        _ kind: String, _ model: PriorityModel, fixture: Fixture? = nil, _ op: SolverOperation,
        check: (SolverError, Fixture) -> Void = { _, _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var f = try fixture ?? Fixture(model)
        let before = f.solver
        let error = attempt(&f.solver, op)
        #expect(error?.kind == kind, "got \(String(describing: error))", sourceLocation: sourceLocation)
        if let error {
            #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
            check(error, f)
        }
        expectUnchanged(f.solver, before: before, variables: f.variables, error: error, sourceLocation: sourceLocation)
    }

    @Test(arguments: models) func duplicateConstraint(model: PriorityModel) throws {
        let f0 = try Fixture(model)
        let existing = f0.present[3]
        // The fixture reuses `present`, so build a solver with that same constraint object.
        var solver = f0.solver
        let before = solver
        let error = attempt(&solver) { (s: inout Solver) throws in try s.add(existing) }
        guard case .duplicateConstraint(let c) = error else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(c === existing)
        #expect(error?.description.contains("duplicate") == true)
        expectUnchanged(solver, before: before, variables: f0.variables)
    }

    @Test(arguments: models) func unknownConstraint(model: PriorityModel) throws {
        let stranger = Variable("s") == 3
        try expectFailure("unknownConstraint", model, { (s: inout Solver) throws in try s.remove(stranger) }) { error, _ in
            if case .unknownConstraint(let c) = error { #expect(c === stranger) }
        }
    }

    @Test func removingTwiceIsUnknown() throws {
        var f = try Fixture(.strict)
        try f.solver.remove(f.present[1])
        let before = f.solver
        let error = attempt(&f.solver) { (s: inout Solver) throws in try s.remove(f.present[1]) }
        #expect(error?.kind == "unknownConstraint")
        expectUnchanged(f.solver, before: before, variables: f.variables)
    }

    @Test(arguments: [PriorityModel.strict, .weighted], [0, -1, 1000.5, Double.nan, -Double.infinity, Double.infinity, -0.0])
    func invalidPriority(model: PriorityModel, value: Double) throws {
        let w = Variable("w")
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            let c = Constraint(LinearExpression(w), relation, LinearExpression(5), priority: Priority(value))
            try expectFailure("invalidPriority", model, { (s: inout Solver) throws in try s.add(c) }) { error, _ in
                if case .invalidPriority(let p, let place) = error {
                    #expect(p.value.bitPattern == value.bitPattern)
                    #expect(place.contains("w"))
                }
            }
        }
    }

    @Test func validPriorityEdges() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x == 1 ~ Priority(Double.leastNonzeroMagnitude))
        try solver.add(x == 2 ~ Priority(999.999))
        try solver.add(x >= 0 ~ Priority(1000))
        #expect(solver.value(of: x) == 2)
    }

    @Test(arguments: models) func invalidEditPriority(model: PriorityModel) throws {
        let v = Variable("v")
        for value in [0, -1, 1000.5, Double.nan] {
            try expectFailure("invalidPriority", model, { (s: inout Solver) throws in
                try s.addEditVariable(v, priority: Priority(value))
            })
        }
    }

    static let nonFinite: [Double] = [.infinity, -.infinity, .nan]

    @Test(arguments: models, nonFinite) func nonFiniteCoefficientsAndConstants(model: PriorityModel, bad: Double) throws {
        let x = Variable("x"), y = Variable("y")
        let cases: [Constraint] = [
            bad * x == 3,                                   // lhs coefficient
            x == bad * y,                                   // rhs coefficient
            x + bad == y,                                   // lhs constant
            x <= y + bad,                                   // rhs constant
            Constraint(LinearExpression(bad), .equal, LinearExpression(x)), // constant-only lhs
            (x + bad >= y) ~ .weak,                         // optional
            Constraint(LinearExpression(terms: [.init(x, 1), .init(x, bad)]), .equal, LinearExpression(1)),
        ]
        for c in cases {
            try expectFailure("nonFiniteValue", model, { (s: inout Solver) throws in try s.add(c) })
        }
    }

    @Test func nonFiniteOverflowInScaling() throws {
        // 1e308 * x * 10 overflows to infinity while building the expression.
        let x = Variable("x")
        let c = (x * 1e308) * 10 == 1
        var solver = Solver()
        let error = attempt(&solver) { (s: inout Solver) throws in try s.add(c) }
        #expect(error?.kind == "nonFiniteValue")
    }

    @Test(arguments: models) func unsatisfiableRequired(model: PriorityModel) throws {
        let f0 = try Fixture(model)
        let bad = f0.x >= 200  // fine: only optional constraints pull x lower
        var solver = f0.solver
        #expect(attempt(&solver) { (s: inout Solver) throws in try s.add(bad) } == nil)
        // A real contradiction: x <= -1 against x >= 0.
        let contradiction = f0.x <= -1
        try expectFailure("unsatisfiableConstraint", model, fixture: f0, { (s: inout Solver) throws in try s.add(contradiction) }) { error, f in
            if case .unsatisfiableConstraint(let c, let conflicts) = error {
                #expect(c === contradiction)
                #expect(conflicts.count == 1 && conflicts.first === f.present[0])
            }
        }
    }

    @Test(arguments: models) func unsatisfiableThroughChain(model: PriorityModel) throws {
        // y == x + 10 and x >= 0 make y >= 10; y <= 5 conflicts with both.
        var f = try Fixture(model)
        let bad = f.y <= 5
        let before = f.solver
        let error = attempt(&f.solver) { (s: inout Solver) throws in try s.add(bad) }
        guard case .unsatisfiableConstraint(let culprit, let conflicts) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === bad)
        #expect(conflicts.map(ObjectIdentifier.init) == [f.present[0], f.present[1]].map(ObjectIdentifier.init))
        expectUnchanged(f.solver, before: before, variables: f.variables, error: error)
    }

    @Test(arguments: models) func unsatisfiableWithoutVariables(model: PriorityModel) throws {
        let c = Constraint(LinearExpression(1), .greaterThanOrEqual, LinearExpression(2))
        try expectFailure("unsatisfiableConstraint", model, { (s: inout Solver) throws in try s.add(c) }) { error, _ in
            if case .unsatisfiableConstraint(let culprit, let conflicts) = error {
                #expect(culprit === c)
                #expect(conflicts.isEmpty)
                #expect(error.description.contains("can never hold"))
            }
        }
    }

    @Test(arguments: models) func unsatisfiableZeroCoefficients(model: PriorityModel) throws {
        let x = Variable("x")
        let c = 0 * x == 3
        try expectFailure("unsatisfiableConstraint", model, { (s: inout Solver) throws in try s.add(c) }) { error, _ in
            if case .unsatisfiableConstraint(_, let conflicts) = error { #expect(conflicts.isEmpty) }
        }
    }

    @Test(arguments: models) func optionalConstantContradictionIsFine(model: PriorityModel) throws {
        var solver = Solver(priorities: model)
        let c = Constraint(LinearExpression(1), .greaterThanOrEqual, LinearExpression(2), priority: .weak)
        try solver.add(c)
        #expect(solver.contains(c))
        try solver.remove(c)
    }

    @Test(arguments: models) func duplicateEditVariable(model: PriorityModel) throws {
        let f0 = try Fixture(model)
        let e = f0.e
        try expectFailure("duplicateEditVariable", model, fixture: f0, { (s: inout Solver) throws in
            try s.addEditVariable(e, priority: .weak)
        })
    }

    @Test(arguments: models) func unknownEditVariable(model: PriorityModel) throws {
        let stranger = Variable("stranger")
        try expectFailure("unknownEditVariable", model, { (s: inout Solver) throws in try s.removeEditVariable(stranger) })
        let f0 = try Fixture(model)
        let x = f0.x  // known to the solver, but not an edit variable
        try expectFailure("unknownEditVariable", model, fixture: f0, { (s: inout Solver) throws in try s.removeEditVariable(x) })
    }

    @Test(arguments: models) func requiredEditVariable(model: PriorityModel) throws {
        let f0 = try Fixture(model)
        let y = f0.y
        try expectFailure("requiredEditVariable", model, fixture: f0, { (s: inout Solver) throws in
            try s.addEditVariable(y, priority: .required)
        })
        try expectFailure("requiredEditVariable", model, fixture: f0, { (s: inout Solver) throws in
            try s.addEditVariable(Variable("new"), priority: 1000)
        })
    }

    @Test(arguments: models) func suggestUnknownVariable(model: PriorityModel) throws {
        let f0 = try Fixture(model)
        let x = f0.x, stranger = Variable("stranger")
        try expectFailure("unknownEditVariable", model, fixture: f0, { (s: inout Solver) throws in try s.suggestValue(3, for: x) })
        try expectFailure("unknownEditVariable", model, fixture: f0, { (s: inout Solver) throws in try s.suggestValue(3, for: stranger) })
    }

    @Test(arguments: models, nonFinite) func suggestNonFinite(model: PriorityModel, bad: Double) throws {
        let f0 = try Fixture(model)
        let e = f0.e
        try expectFailure("nonFiniteValue", model, fixture: f0, { (s: inout Solver) throws in try s.suggestValue(bad, for: e) })
    }

    @Test(arguments: models) func suggestAfterRemovedEdit(model: PriorityModel) throws {
        var f = try Fixture(model)
        try f.solver.removeEditVariable(f.e)
        #expect(!f.solver.hasEditVariable(f.e))
        let before = f.solver
        let error = attempt(&f.solver) { [e = f.e] (s: inout Solver) throws in try s.suggestValue(1, for: e) }
        #expect(error?.kind == "unknownEditVariable")
        expectUnchanged(f.solver, before: before, variables: f.variables)
    }

    @Test func descriptionsNameTheCulprit() {
        let x = Variable("width")
        let c = x == 3
        let messages = [
            SolverError.duplicateConstraint(c).description,
            SolverError.unknownConstraint(c).description,
            SolverError.unsatisfiableConstraint(c, conflicts: [x >= 4]).description,
            SolverError.duplicateEditVariable(x).description,
            SolverError.unknownEditVariable(x).description,
            SolverError.requiredEditVariable(x).description,
            SolverError.invalidPriority(Priority(-1), in: c.description).description,
            SolverError.nonFiniteValue(in: c.description).description,
        ]
        for message in messages { #expect(message.contains("width"), "\(message)") }
        #expect(messages[2].contains("width >= 4"))
    }
}
