import Constraints
import Testing

@Suite("Solver operations")
struct SolverOperationTests {
    @Test func addSolvesAndContains() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let c1 = x == 10
        let c2 = y == x + 5
        try solver.add(c1)
        try solver.add(c2)
        #expect(solver.contains(c1) && solver.contains(c2))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test func containsIsByIdentity() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x == 1
        try solver.add(c)
        let twin = x == 1
        #expect(!solver.contains(twin))
        // An equal-looking twin is a different constraint and may be added.
        try solver.add(twin)
        #expect(solver.constraints.count == 2)
        #expect(solver.value(of: x) == 1)
    }

    @Test func constraintsKeepInsertionOrder() throws {
        let vars = (0..<30).map { Variable("v\($0)") }
        var solver = Solver()
        var added: [Constraint] = []
        for (i, v) in vars.enumerated() {
            let c = v == Double(i) ~ (i % 2 == 0 ? .weak : .strong)
            try solver.add(c)
            added.append(c)
        }
        #expect(solver.constraints.map(ObjectIdentifier.init) == added.map(ObjectIdentifier.init))
        // Removing from the middle keeps the others' order; re-adding puts it last.
        try solver.remove(added[7])
        try solver.remove(added[20])
        var expected = added
        expected.remove(at: 20)
        expected.remove(at: 7)
        #expect(solver.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        try solver.add(added[7])
        expected.append(added[7])
        #expect(solver.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    }

    @Test func constraintsExcludeEditConstraints() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x >= 0
        try solver.add(c)
        try solver.addEditVariable(x, priority: .strong)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        #expect(solver.hasEditVariable(x))
    }

    @Test func removeRestoresPreviousSolution() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x == 5 ~ .weak)
        let strong = x == 20 ~ .strong
        try solver.add(strong)
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(!solver.contains(strong))
        #expect(solver.value(of: x) == 5)
    }

    @Test func removeRequiredFreesVariable() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let link = x == y
        try solver.add(x == 3 ~ .weak)
        try solver.add(y == 9 ~ .weak)
        try solver.add(link)
        #expect(solver.value(of: x) == solver.value(of: y))
        try solver.remove(link)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 9)
    }

    @Test func addArrayStopsAtFirstError() throws {
        let x = Variable("x")
        var solver = Solver()
        let a = x >= 10, b = x <= 5, c = x == 12 ~ .weak
        let error = attempt(&solver) { (s: inout Solver) throws in try s.add([a, b, c]) }
        guard case .unsatisfiableConstraint(let bad, _) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(bad === b)
        #expect(solver.contains(a) && !solver.contains(b) && !solver.contains(c))
    }

    @Test func unknownVariableReadsZero() throws {
        let x = Variable("x"), stranger = Variable("stranger")
        var solver = Solver()
        #expect(solver.value(of: stranger) == 0)
        try solver.add(x == 4)
        #expect(solver.value(of: stranger) == 0)
    }

    @Test func resetEmptiesSolverAndKeepsModel() throws {
        let x = Variable("x")
        var solver = Solver(priorities: .weighted)
        try solver.add(x == 4)
        try solver.addEditVariable(Variable("e"), priority: .weak)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(solver.value(of: x) == 0)
        #expect(solver.priorityModel == .weighted)
        #expect(!solver.hasEditVariable(x))
        try solver.add(x == 7)
        #expect(solver.value(of: x) == 7)
    }

    @Test func copiesAreIndependent() throws {
        let x = Variable("x")
        var a = Solver()
        try a.add(x == 1 ~ .weak)
        var b = a
        try b.add(x == 2 ~ .strong)
        #expect(a.value(of: x) == 1)
        #expect(b.value(of: x) == 2)
        #expect(a.constraints.count == 1 && b.constraints.count == 2)
    }

    @Test func defaultModelIsStrict() {
        #expect(Solver().priorityModel == .strict)
    }

    @Test func zeroEqualsZeroIsFine() throws {
        var solver = Solver()
        let c = Constraint(LinearExpression(0), .equal, LinearExpression(0))
        try solver.add(c)
        #expect(solver.contains(c))
        try solver.remove(c)
        #expect(solver.constraints.isEmpty)
    }

    @Test func inequalityAtBoundary() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 10)
        #expect(solver.value(of: x) == 10)
    }

    @Test func sameVariableOnBothSidesCombines() throws {
        let x = Variable("x")
        var solver = Solver()
        // 3x == x + 8  ⇔  x == 4
        try solver.add(3 * x == x + 8)
        #expect(solver.value(of: x) == 4)
        // x - x == 0 is trivially true with x present.
        try solver.add(x - x == 0)
        #expect(solver.value(of: x) == 4)
    }
}
