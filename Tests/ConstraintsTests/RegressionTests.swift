import Constraints
import Testing

/// Minimal reproductions of solver bugs found by the randomised suites.
@Suite("Regressions")
struct RegressionTests {
    @Test
    func removeAfterRolledBackPhaseOne() throws {
        let x = Variable("x")
        var solver = Solver()
        let lower = x >= 10
        try solver.add(lower)
        #expect(attempt(&solver) { (s: inout Solver) throws in try s.add(x <= 5) }?.kind == "unsatisfiableConstraint")
        try solver.remove(lower)
        #expect(solver.value(of: x) == 0)
    }
}
