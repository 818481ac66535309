import Constraints
import LayoutFiles
import Testing

/// Issue 9: deep nesting, long constraints and large files end in a result or a clear
/// error, in time linear in their size.
@Suite("Constraint files: pathological sizes")
struct ConstraintFileSizeTests {
    typealias Support = ConstraintFileTestSupport
    static let depth = 10_000

    @Test func tenThousandNestedParentheses() throws {
        let n = Self.depth
        let text = "x == " + String(repeating: "(", count: n) + "y + 1" + String(repeating: ")", count: n) + "\ny == 2"
        #expect(try Support.solve(text) == ["x": 3, "y": 2])
        // Each level halves and doubles: the arithmetic of every level is kept.
        let scaled = "x == " + String(repeating: "2 * (", count: n) + "y" + String(repeating: ") / 2", count: n)
        let constraint = try Support.onlyConstraint(scaled)
        #expect(Support.normalized(constraint).coefficients == ["x": 1, "y": -1])
    }

    @Test func tenThousandUnaryMinusSigns() throws {
        let odd = "x == " + String(repeating: "-", count: Self.depth + 1) + "(y - 1)\ny == 5"
        #expect(try Support.solve(odd) == ["x": -4, "y": 5])
        let even = "x == " + String(repeating: "- +", count: Self.depth) + "7"
        #expect(try Support.solve(even) == ["x": 7])
    }

    /// Errors deep inside are reported at their token, with the `(` they concern.
    @Test func errorsDeepInside() {
        let n = Self.depth
        let unclosed = "x == " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n - 1)
        let error = Support.error(in: unclosed)
        #expect(error?.kind == .syntax && error?.column == 6 + 2 * n)
        #expect(error?.message == "expected ')' to close the '(' at column 6, found end of line")
        let overflow = "x == " + String(repeating: "-(2 * ", count: n) + "y" + String(repeating: " + 1)", count: n)
        #expect(Support.error(in: overflow)?.kind == .nonFiniteNumber)
        let nonlinear = "x == " + String(repeating: "(", count: n) + "y * y" + String(repeating: ")", count: n)
        #expect(Support.error(in: nonlinear)?.column == 5 + n + 3)
    }

    /// (Adding thousands of constraints after it is slow in the solver itself, which
    /// substitutes into the long row each time: see docs/constraint-files.md.)
    @Test func aConstraintOf10000Terms() throws {
        let n = Self.depth
        let terms = (0..<n).map { "\($0 % 3 + 1) * x\($0)" }.joined(separator: " + ")
        let text = terms + " - 1 == 2 * x0 + 5 @strong\nx1 == 3"
        let file = try ConstraintFile.parse(text, name: "terms.constraints")
        guard case .constraint(let first) = file.statements[0].kind else { throw TestFailure("not a constraint") }
        #expect(first.lhs.terms.count == n && first.lhs.constant == -1 && first.priority == .strong)
        #expect(file.variables.count == n && file.statements.count == 2)
        var solver = Solver()
        try file.apply(to: &solver)
        #expect(first.error { solver.value(of: $0) } <= 1e-9)
        #expect(solver.value(of: file.variables[1]) == 3)
    }

    /// About a megabyte of random constraints over 3,000 variables: parsed in one pass.
    /// (Solving it is the solver's business, measured in docs/constraint-files.md.)
    @Test func aMegabyteFile() throws {
        var random = SplitMix(seed: 9)
        var lines: [String] = []
        var size = 0
        while size < 1_000_000 {
            let count = Int(random.next() % 4) + 1
            let terms = (0..<count).map { _ in "\(random.next() % 9 + 1) * v\(random.next() % 3000)" }
            let relation = ["==", "<=", ">="][Int(random.next() % 3)]
            let priority = [" @weak", " @medium", " @strong", ""][Int(random.next() % 4)]
            let line = terms.joined(separator: " + ") + " \(relation) \(Int(random.next() % 1000) - 500)" + priority
            lines.append(line)
            size += line.utf8.count + 1
        }
        let file = try ConstraintFile.parse(lines.joined(separator: "\n"), name: "big.constraints")
        #expect(file.statements.count == lines.count && file.statements.count > 20_000)
        #expect(file.variables.count == 3000)
        #expect(file.statements.last?.text == lines.last)
    }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
