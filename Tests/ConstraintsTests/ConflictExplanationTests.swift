import Constraints
import Testing

/// The `conflicts` of ``SolverError/unsatisfiableConstraint(_:conflicts:)``: a minimal set
/// of the required constraints present, in creation order.
@Suite("Conflict explanations")
struct ConflictExplanationTests {
    /// Adds `present`, then `culprit`; returns the conflicts it was rejected with.
    func conflicts(
        _ present: [Constraint], _ culprit: Constraint, model: PriorityModel = .strict,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Constraint]? {
        var solver = Solver(priorities: model)
        try solver.add(present)
        let before = solver
        let error = attempt(&solver) { (s: inout Solver) throws in try s.add(culprit) }
        guard case .unsatisfiableConstraint(let c, let conflicts) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))", sourceLocation: sourceLocation)
            return nil
        }
        #expect(c === culprit, sourceLocation: sourceLocation)
        expectMinimalConflicts(conflicts, for: culprit, present: present, sourceLocation: sourceLocation)
        expectUnchanged(solver, before: before, variables: allVariables(present + [culprit]), error: error,
                        sourceLocation: sourceLocation)
        return conflicts
    }

    /// The variables of `constraints`, in order of first appearance.
    func allVariables(_ constraints: [Constraint]) -> [Variable] {
        var seen = Set<ObjectIdentifier>()
        var result: [Variable] = []
        for c in constraints {
            for t in c.lhs.terms + c.rhs.terms where seen.insert(t.variable.id).inserted { result.append(t.variable) }
        }
        return result
    }

    func ids(_ cs: [Constraint]) -> [ObjectIdentifier] { cs.map(ObjectIdentifier.init) }

    @Test(arguments: [PriorityModel.strict, .weighted]) func singleBound(model: PriorityModel) throws {
        let x = Variable("x")
        let lower = x >= 10
        let found = try conflicts([lower], x <= 5, model: model)
        #expect(found.map(ids) == [ObjectIdentifier(lower)])
    }

    @Test func minimalThreeOfTen() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let e = Variable("e"), p = Variable("p"), q = Variable("q"), r = Variable("r")
        let present: [Constraint] = [
            a >= 0,           // 0
            b <= 100,         // 1
            p >= 10,          // 2 *
            c == a + b,       // 3
            q == p + 5,       // 4 *
            d >= c,           // 5
            r == 2 * q,       // 6 *
            e <= d + 3,       // 7
            p <= 1000,        // 8
            a + p >= 0,       // 9
        ]
        // r = 2(p + 5) ≥ 30.
        let found = try conflicts(present, r <= 20)
        #expect(found.map(ids) == ids([present[2], present[4], present[6]]))
    }

    @Test func equalityChain() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let present: [Constraint] = [x == y, w >= 0, y == z, z == 5, w <= x]
        let found = try conflicts(present, x == 6)
        #expect(found.map(ids) == ids([present[0], present[2], present[3]]))
    }

    @Test func prefersEarliestAmongMinimalSets() throws {
        let x = Variable("x")
        let first = x >= 10, second = x >= 20
        let found = try conflicts([first, second], x <= 5)
        #expect(found.map(ids) == [ObjectIdentifier(first)])
    }

    @Test func ignoresOptionalAndEditConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let bound = x >= 10
        var solver = Solver()
        try solver.add(x <= 3 ~ .strong)
        try solver.add(bound)
        try solver.add(y == x ~ .weak)
        try solver.addEditVariable(x, priority: .medium)
        try solver.suggestValue(50, for: x)
        let culprit = y + x <= 4 - y
        // y is free: y ≤ (4 - x) / 2 is satisfiable.
        #expect(attempt(&solver) { (s: inout Solver) throws in try s.add(culprit) } == nil)
        let error = attempt(&solver) { (s: inout Solver) throws in try s.add(x <= 9) }
        guard case .unsatisfiableConstraint(_, let found) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(ids(found) == [ObjectIdentifier(bound)])
    }

    @Test func ignoresDisconnectedConstraints() throws {
        let x = Variable("x"), y = Variable("y"), u = Variable("u"), v = Variable("v")
        let present: [Constraint] = [u == v + 1, x >= y, v >= 3, y == 4, u <= 100]
        let found = try conflicts(present, x <= 3)
        #expect(found.map(ids) == ids([present[1], present[3]]))
    }

    @Test func scaledAndDuplicatedConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let present: [Constraint] = [x == y, 2 * x == 2 * y, y >= 7, y >= 7]
        let found = try conflicts(present, x <= 6.5)
        // Either copy of each fact is minimal; the earliest ones are preferred.
        #expect(found.map(ids) == ids([present[0], present[2]]))
    }

    @Test func constantOnlyCulpritHasNoConflicts() throws {
        let x = Variable("x")
        let found = try conflicts([x >= 1, x <= 2], Constraint(LinearExpression(1), .greaterThanOrEqual, LinearExpression(2)))
        #expect(found?.isEmpty == true)
        let zero = try conflicts([x >= 1], 0 * x + 3 == 0)
        #expect(zero?.isEmpty == true)
    }

    @Test func zeroEqualsZeroIsAccepted() throws {
        var solver = Solver()
        try solver.add(Constraint(LinearExpression(0), .equal, LinearExpression(0)))
        try solver.add(Constraint(LinearExpression(0), .lessThanOrEqual, LinearExpression(1e-300)))
        #expect(solver.constraints.count == 2)
    }

    @Test func wholeSystemIsTheConflict() throws {
        // A cycle a < b < c < a: every member is needed.
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let present: [Constraint] = [b >= a + 1, c >= b + 1]
        let found = try conflicts(present, a >= c + 1)
        #expect(found.map(ids) == ids(present))
    }
}
