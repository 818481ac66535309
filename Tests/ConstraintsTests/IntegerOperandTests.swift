import Constraints
import Testing

/// `Int` variables in constraint expressions, and integer literals, mean what they say.
@Suite("Int operands")
struct IntegerOperandTests {
    @Test func intVariablesScaleAndShift() throws {
        let x = Variable("x"), y = Variable("y")
        let n = 3, k = 7
        var solver = Solver()
        try solver.add(x == k)                 // Variable == Int
        try solver.add(y == n * x + n)         // Int × Variable + Int
        try solver.add(y - n <= 100)
        try solver.add(x + k >= 0)
        #expect(solver.value(of: x) == 7 && solver.value(of: y) == 24)
        // Literals still read as numbers, whole or not.
        try solver.add(x + y == 2 * 15.5)
        #expect(solver.value(of: x) + solver.value(of: y) == 31)
    }
}
