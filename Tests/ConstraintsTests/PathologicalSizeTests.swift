import Constraints
import Testing

/// Issue 9: expressions of 10,000 terms and 10,000 nested operations build in linear time
/// and solve.
@Suite("Pathological sizes")
struct PathologicalSizeTests {
    static let n = 10_000

    /// `sum += x` appends in place; `sum - x` and `sum * k` reuse a consumed left side.
    @Test func sumOf10000TermsBuiltWithCompoundAssignment() throws {
        let xs = (0..<Self.n).map { Variable("x\($0)") }
        var sum = LinearExpression()
        for x in xs { sum += x }
        sum -= 100
        #expect(sum.terms.count == Self.n && sum.constant == -100)
        let constraint = sum == 0
        var solver = Solver()
        try solver.add(constraint)
        try solver.add(xs[0] == 40)
        try solver.add(xs[1] == 60)
        let total = xs.reduce(0.0) { $0 + solver.value(of: $1) }
        #expect(abs(total - 100) <= 1e-9)
        #expect(constraint.description.hasPrefix("x0 + x1 + x2"))
    }

    /// A chain of temporaries (`a + b + c ...`) and `reduce(into:)` take the same path.
    @Test func chainsAndReduceIntoAreLinear() {
        let xs = (0..<Self.n).map { Variable("x\($0)") }
        let viaReduce = xs.reduce(into: LinearExpression()) { $0 += $1 }
        let chain = xs[0] + xs[1] + xs[2] - xs[3] + 5 - 2
        #expect(viaReduce.terms.count == Self.n)
        #expect(chain.terms.map(\.coefficient) == [1, 1, 1, -1] && chain.constant == 3)
        let scaled = (xs[0] + xs[1]) * 2 / 4
        #expect(scaled.terms.map(\.coefficient) == [0.5, 0.5])
    }

    /// Expressions are flat: 10,000 nested operations are 10,000 steps, not a deep value.
    @Test func tenThousandNestedOperations() throws {
        let x = Variable("x")
        var e = LinearExpression(x)
        for _ in 0..<Self.n { e = -(-(e - 1) * 2) / 2 }  // e - 1, four operations at a time
        #expect(e.terms.count == 1 && e.terms[0].coefficient == 1 && e.constant == -Double(Self.n))
        var solver = Solver()
        try solver.add(e == 0)
        #expect(solver.value(of: x) == Double(Self.n))
    }

    /// Issue 8: a stack adds one copy of the same optional equality per item (UIKit's
    /// spanning boundaries, tied by required alignments). Placing every copy with its
    /// positive error basic left a basis the simplex rebalanced with one degenerate pivot
    /// per two copies, each through every copy's row: quadratic. The pivots must not grow
    /// with the copies, and the optimum must be the obvious one.
    @Test func copiesOfOneOptionalEqualityNeedNoRebalancing() throws {
        let n = 400
        var solver = Solver(priorities: .weighted)
        let top = Variable("top"), spannerTop = Variable("spanner.top"), spannerBottom = Variable("spanner.bottom")
        let tops = (0..<n).map { Variable("top\($0)") }
        solver.beginUpdates()
        try solver.add(top == 0)
        try solver.add(spannerTop == top)
        for i in 0..<n {
            if i > 0 { try solver.add(tops[i] == tops[0]) }
            try solver.add(spannerTop == tops[i] ~ Priority(999.5))
            try solver.add(spannerBottom >= tops[i] + Double(12 + (i * 7) % 29))
        }
        try solver.add(spannerBottom - spannerTop == 0 ~ Priority(51))
        let before = solver.statistics.pivots
        try solver.endUpdates()
        #expect(solver.statistics.pivots - before < 8)
        #expect(tops.allSatisfy { solver.value(of: $0) == 0 })
        #expect(solver.value(of: spannerBottom) == 40)
    }
}
