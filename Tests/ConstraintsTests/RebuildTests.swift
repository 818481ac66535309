@testable import Constraints
import Testing

/// A solver rebuilt from its blueprint (the guard's recovery, `insertByRebuilding`) must
/// be the caller's solver still: the same open batch and the same settings.
@Suite("Rebuilding keeps the caller's settings")
struct RebuildTests {
    @Test(arguments: [true, false])
    func aRebuildKeepsTheBatchAndSettings(deferring: Bool) throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        solver.compactsSymbols = false
        solver.checksWhileDeferred = false
        if deferring { solver.beginUpdates() }
        try solver.add(y == x + 10)
        try solver.add(x >= 5 ~ .strong)
        let rebuilt = try #require(
            SolverCore(rebuilding: SolverCore.Blueprint(solver.core), conservative: true, priorities: .strict))
        #expect(rebuilt.isUpdating == deferring)
        #expect(!rebuilt.compactsSymbols)
        #expect(!rebuilt.checksWhileDeferred)
        #expect(rebuilt.value(of: y) == rebuilt.value(of: x) + 10)
    }

    @Test func resetKeepsTheSettings() throws {
        var solver = Solver()
        solver.checksWhileDeferred = false
        solver.compactsSymbols = false
        solver.beginUpdates()
        try solver.add(Variable("x") >= 1)
        solver.reset()
        #expect(!solver.isUpdating)
        #expect(solver.constraints.isEmpty)
        #expect(!solver.checksWhileDeferred && !solver.compactsSymbols)
    }
}
