import Constraints
import Testing

/// The operators that build expressions and constraints.
@Suite("Constraint DSL")
struct DSLTests {
    let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")

    /// The combined coefficient of `v` in `e` (terms may repeat).
    func coefficient(_ e: LinearExpression, _ v: Variable) -> Double {
        e.terms.filter { $0.variable === v }.reduce(0) { $0 + $1.coefficient }
    }

    @Test func variableEqualityBuildsConstraint() {
        let typed: Constraint = x == y
        let c = x == y
        #expect(c.relation == .equal)
        #expect(typed.relation == .equal)
        #expect(c.priority == .required && c.priority.isRequired)
        #expect(c.lhs.terms.count == 1 && c.lhs.terms[0].variable === x)
        #expect(c.rhs.terms.count == 1 && c.rhs.terms[0].variable === y)
        #expect(c !== typed)
    }

    @Test func identityOperator() {
        let alias = x
        #expect(alias === x)
        #expect(!(x === y))
        #expect(x.id == alias.id && x.id != y.id)
        let twin = Variable("x")
        #expect(!(twin === x))
        #expect(twin.id != x.id)
    }

    @Test func strengthPrecedence() {
        let c = x + 10 <= y ~ .strong
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.priority.value == 750)
        #expect(c.lhs.constant == 10 && coefficient(c.lhs, x) == 1)
        #expect(coefficient(c.rhs, y) == 1)
        let d = x >= 2 * y - 3 ~ 999.5
        #expect(d.relation == .greaterThanOrEqual && d.priority.value == 999.5)
        #expect(coefficient(d.rhs, y) == 2 && d.rhs.constant == -3)
        let e = x == 1 ~ 42
        #expect(e.priority.value == 42)
    }

    @Test func withPriorityMakesNewIdentity() {
        let c = x == 3
        let weak = c.withPriority(.weak)
        #expect(weak !== c)
        #expect(weak.priority == .weak && c.priority == .required)
        #expect(weak.relation == c.relation && weak.lhs.terms[0].variable === x)
    }

    @Test func multiplication() {
        let c = 2 * w == h
        #expect(coefficient(c.lhs, w) == 2 && c.lhs.constant == 0)
        #expect(coefficient(c.rhs, h) == 1)
        let d = w * 3 + h * 0.5 == 7
        #expect(coefficient(d.lhs, w) == 3 && coefficient(d.lhs, h) == 0.5)
        let e = 2 * (w + 4) == 3 * (h - 1) * 2
        #expect(coefficient(e.lhs, w) == 2 && e.lhs.constant == 8)
        #expect(coefficient(e.rhs, h) == 6 && e.rhs.constant == -6)
    }

    @Test func division() {
        let c = (x + y) / 2 == w
        #expect(coefficient(c.lhs, x) == 0.5 && coefficient(c.lhs, y) == 0.5)
        let d = x / 4 == 1
        #expect(coefficient(d.lhs, x) == 0.25)
        // Each number divided, correctly rounded: times the reciprocal 0.1, 3 gave
        // 0.30000000000000004 and 3 / 3 gave 1 by luck only.
        let e = (x * 3 + 3) / 10 == y / 3
        #expect(coefficient(e.lhs, x) == 0.3 && e.lhs.constant == 0.3)
        #expect(coefficient(e.rhs, y) == 1.0 / 3)
    }

    @Test func unaryMinusAndSubtraction() {
        let e = -x
        #expect(coefficient(e, x) == -1)
        let f = -(x - y + 5)
        #expect(coefficient(f, x) == -1 && coefficient(f, y) == 1 && f.constant == -5)
        let g = 10 - x
        #expect(coefficient(g, x) == -1 && g.constant == 10)
        let h2 = 10 - (x + 3)
        #expect(coefficient(h2, x) == -1 && h2.constant == 7)
        let k = x - x
        #expect(coefficient(k, x) == 0)
    }

    @Test func constantsOnEitherSide() {
        let a = 5 <= x
        #expect(a.relation == .lessThanOrEqual && a.lhs.constant == 5 && a.lhs.terms.isEmpty)
        let b = 5 + x >= y + 1
        #expect(b.lhs.constant == 5 && b.rhs.constant == 1)
        let d = 3 == x + y
        #expect(d.lhs.constant == 3 && d.rhs.terms.count == 2)
    }

    @Test func differenceAndError() {
        let c = 2 * x + 1 <= y + 4 ~ .weak
        let d = c.difference
        #expect(coefficient(d, x) == 2 && coefficient(d, y) == -1 && d.constant == -3)
        // x = 5, y = 2: 11 <= 6 is violated by 5.
        let values: (Variable) -> Double = { $0 === self.x ? 5 : 2 }
        #expect(c.error(values) == 5)
        #expect((x == y).error(values) == 3)
        #expect((x >= y).error(values) == 0)
        #expect((x <= y).error(values) == 3)
    }

    @Test func dslSolvesAsWritten() throws {
        var solver = Solver()
        try solver.add(2 * w == h)
        try solver.add(h == 30)
        try solver.add(x + 10 <= y ~ .strong)
        try solver.add(y == 0)
        try solver.add(-x == (w - 5) / 2)
        #expect(solver.value(of: w) == 15)
        #expect(solver.value(of: x) == -5)
    }

    @Test func descriptions() {
        #expect((x + 10 <= y ~ .strong).description == "x + 10 <= y @strong")
        #expect((2 * w == h).description == "2 * w == h")
        #expect((x - 2.5 >= -y).description == "x - 2.5 >= -y")
        #expect(Priority(999.5).description == "999.5")
        #expect(Priority.required.description == "required")
    }

    @Test func priorityValues() {
        #expect(Priority.required.value == 1000)
        #expect(Priority.strong.value == 750 && Priority.medium.value == 500 && Priority.weak.value == 250)
        #expect(Priority.fittingSizeLevel.value == 50)
        #expect(Priority.weak < Priority.medium && Priority(999.5) < .required)
        #expect(!Priority(0).isValid && !Priority(-1).isValid && !Priority(1000.5).isValid && !Priority(.nan).isValid)
        #expect(Priority(1000).isValid && Priority(1000).isRequired && !Priority(999.99).isRequired)
    }
}
