@testable import Constraints
import Testing

/// The check after each call evaluates only the constraints that hold a symbol whose value
/// moved since the last passing check (or whose numbers changed): what it skips must be
/// what a full check would pass.
struct CheckSnapshotTests {
    /// Two independent parts; rounding drift in one must be caught by a call that changes
    /// only the other.
    @Test(arguments: [PriorityModel.strict, .weighted])
    func driftInAnUntouchedPartIsCaught(model: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver(priorities: model)
        solver.snapshotTerms = 0...Int.max
        try solver.add([y >= 0, z == y + 10, z <= 500, y == 40 ~ .strong])
        try solver.add(x == 1)
        #expect(solver.core.lastCheck != nil)
        // Drift: z's row constant moves by far more than rounding, as a tableau bug would.
        let symbol = try #require(solver.core.symbols[z.id])
        let index = Int(solver.core.tableau.rowIndex[Int(symbol)])
        try #require(index >= 0, "z is defined by a row")
        solver.core.tableau.rows[index].constant += 7
        if solver.core.tableau.kinds[Int(symbol)] == .external { solver.core.tableau.noteDefinitionChanged(symbol) }
        solver.core.tableau.refreshValues()
        #expect(solver.value(of: z) != 50)
        try solver.add(x <= 3)  // touches x alone
        #expect(solver.value(of: z) == 50, "the drifted definition was not refined")
        #expect(solver.value(of: y) == 40)
    }

    /// A constraint whose numbers changed is evaluated even when none of its symbols moved.
    @Test func changedNumbersAreEvaluated() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        solver.snapshotTerms = 0...Int.max
        let pin = x == 5
        try solver.add([pin, y == 3])
        #expect(solver.core.violationSinceLastCheck() == nil)
        // Change the record's constant behind the tableau's back, as a missed update would.
        var record = try #require(solver.core.records[ObjectIdentifier(pin)])
        record.constant = -6
        solver.core.records[ObjectIdentifier(pin)] = record
        solver.core.noteChangedNumbers(marker: record.marker)
        let worst = solver.core.violationSinceLastCheck()
        #expect(worst?.record.constraint === pin)
        #expect(solver.core.lastCheck == nil, "a failed check keeps no snapshot")
    }

    /// After a pass the snapshot holds every symbol's value, so the next check compares
    /// against the state the pass saw.
    @Test(arguments: [PriorityModel.strict, .weighted])
    func snapshotFollowsEveryCall(model: PriorityModel) throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var solver = Solver(priorities: model)
        solver.snapshotTerms = 0...Int.max
        try solver.addEditVariable(v[0], priority: .strong)
        for i in 1..<6 { try solver.add(v[i] == v[i - 1] + 10) }
        try solver.add(v[5] <= 100)
        for value in [0.0, 30, 70, -5] {
            try solver.suggestValue(value, for: v[0])
            let snapshot = try #require(solver.core.lastCheck)
            for s in 0..<solver.core.tableau.symbolCount {
                #expect(snapshot.values[s].bitPattern == solver.core.tableau.value(of: Symbol(s)).bitPattern)
            }
        }
        #expect(solver.value(of: v[0]) == -5)
        #expect(solver.value(of: v[5]) == 45)
    }

    /// Terms that outgrow their data are decided exactly up to ``SolverCore/exactLimit``
    /// constraints; beyond, the float answer, which holds to the tolerance, is kept without
    /// an error, and the system is not marked fragile (its checks stay paced and keep their
    /// snapshot): nothing showed its tableau imprecise.
    @Test func outgrownTermsBeyondTheExactLimitKeepTheFloatAnswer() throws {
        let x = Variable("x"), y = Variable("y")
        let fillers = (0..<SolverCore.exactLimit).map { Variable("f\($0)") }
        var solver = Solver()
        try solver.add(fillers.map { $0 == 1 })
        try solver.add([x - 1.000000002 * y == 0, x - y == 1])
        try solver.verify()  // a system this large is checked when its work says so: now
        #expect(abs(solver.value(of: y) - 500_000_000) < 100, "the float answer, 14 units off")
        #expect(solver.value(of: y) != 500_000_000, "not the exact point: the system is too large")
        #expect(!solver.core.checksEveryCall)
    }
}
