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
public func + (lhs: Expression, rhs: Variable) -> Expression { combine(lhs, 1, Expression(rhs)) }
public func + (lhs: Expression, rhs: Expression) -> Expression { combine(lhs, 1, rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { combine(Expression(lhs), 1, Expression(rhs)) }
public func + (lhs: Double, rhs: Variable) -> Expression { combine(Expression(lhs), 1, Expression(rhs)) }
public func + (lhs: Expression, rhs: Double) -> Expression { combine(lhs, 1, Expression(rhs)) }
public func + (lhs: Double, rhs: Expression) -> Expression { combine(Expression(lhs), 1, rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { combine(Expression(lhs), -1, Expression(rhs)) }
public func - (lhs: Variable, rhs: Expression) -> Expression { combine(Expression(lhs), -1, rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { combine(lhs, -1, Expression(rhs)) }
public func - (lhs: Expression, rhs: Expression) -> Expression { combine(lhs, -1, rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { combine(Expression(lhs), -1, Expression(rhs)) }
public func - (lhs: Double, rhs: Variable) -> Expression { combine(Expression(lhs), -1, Expression(rhs)) }
public func - (lhs: Expression, rhs: Double) -> Expression { combine(lhs, -1, Expression(rhs)) }
public func - (lhs: Double, rhs: Expression) -> Expression { combine(Expression(lhs), -1, rhs) }

public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).scaled(by: lhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// `a + factor * b`.
private func combine(_ a: Expression, _ factor: Double, _ b: Expression) -> Expression {
    var result = a
    result.terms.reserveCapacity(a.terms.count + b.terms.count)
    for term in b.terms { result.terms.append(Expression.Term(term.variable, term.coefficient * factor)) }
    result.constant += factor * b.constant
    return result
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
