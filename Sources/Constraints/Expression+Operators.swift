// Operators that build expressions and constraints.
//
// Only concrete overloads (Variable, Expression, Double): generic numeric overloads make
// the type checker's work exponential in the length of an expression.

precedencegroup StrengthPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Attaches a priority to a constraint: `x == 100 ~ .strong`.
infix operator ~ : StrengthPrecedence

public func + (lhs: Variable, rhs: Variable) -> Expression { combine(Expression(lhs), 1, Expression(rhs)) }
public func + (lhs: Variable, rhs: Expression) -> Expression { combine(Expression(lhs), 1, rhs) }
public func + (lhs: consuming Expression, rhs: Variable) -> Expression { combine(lhs, 1, Expression(rhs)) }
public func + (lhs: consuming Expression, rhs: Expression) -> Expression { combine(lhs, 1, rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { combine(Expression(lhs), 1, Expression(rhs)) }
public func + (lhs: Double, rhs: Variable) -> Expression { combine(Expression(lhs), 1, Expression(rhs)) }
public func + (lhs: consuming Expression, rhs: Double) -> Expression { combine(lhs, 1, Expression(rhs)) }
public func + (lhs: Double, rhs: Expression) -> Expression { combine(Expression(lhs), 1, rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { combine(Expression(lhs), -1, Expression(rhs)) }
public func - (lhs: Variable, rhs: Expression) -> Expression { combine(Expression(lhs), -1, rhs) }
public func - (lhs: consuming Expression, rhs: Variable) -> Expression { combine(lhs, -1, Expression(rhs)) }
public func - (lhs: consuming Expression, rhs: Expression) -> Expression { combine(lhs, -1, rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { combine(Expression(lhs), -1, Expression(rhs)) }
public func - (lhs: Double, rhs: Variable) -> Expression { combine(Expression(lhs), -1, Expression(rhs)) }
public func - (lhs: consuming Expression, rhs: Double) -> Expression { combine(lhs, -1, Expression(rhs)) }
public func - (lhs: Double, rhs: Expression) -> Expression { combine(Expression(lhs), -1, rhs) }

/// Adds to an expression in place: `sum += x` appends one term (amortized O(1)), where
/// `sum = sum + x` copies every term first.
public func += (lhs: inout Expression, rhs: Variable) { lhs.add(Expression(rhs), times: 1) }
public func += (lhs: inout Expression, rhs: Expression) { lhs.add(rhs, times: 1) }
public func += (lhs: inout Expression, rhs: Double) { lhs.constant += rhs }
/// Subtracts from an expression in place (amortized O(1) per term).
public func -= (lhs: inout Expression, rhs: Variable) { lhs.add(Expression(rhs), times: -1) }
public func -= (lhs: inout Expression, rhs: Expression) { lhs.add(rhs, times: -1) }
public func -= (lhs: inout Expression, rhs: Double) { lhs.constant -= rhs }

public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }
public prefix func - (operand: consuming Expression) -> Expression { scaledInPlace(operand, -1) }

public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).scaled(by: lhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }
public func * (lhs: Double, rhs: consuming Expression) -> Expression { scaledInPlace(rhs, lhs) }
public func * (lhs: consuming Expression, rhs: Double) -> Expression { scaledInPlace(lhs, rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }
public func / (lhs: consuming Expression, rhs: Double) -> Expression { scaledInPlace(lhs, 1 / rhs) }

/// `a + factor * b`. `a` is consumed, so in a chain `x0 + x1 + ... + xn` each step appends
/// to the previous step's terms instead of copying them (linear, not quadratic, in n).
private func combine(_ a: consuming Expression, _ factor: Double, _ b: Expression) -> Expression {
    a.add(b, times: factor)
    return a
}

/// `e * factor`, reusing `e`'s storage when nothing else holds it.
private func scaledInPlace(_ e: consuming Expression, _ factor: Double) -> Expression {
    e.scale(by: factor)
    return e
}

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }

/// The same relation at another priority: `x == 100 ~ .strong`.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
