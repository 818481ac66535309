// Operators that build expressions and constraints.
//
// Only concrete overloads (Variable, LinearExpression, Double): generic numeric overloads make
// the type checker's work exponential in the length of an expression.

precedencegroup StrengthPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Attaches a priority to a constraint: `x == 100 ~ .strong`.
infix operator ~ : StrengthPrecedence

/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { combine(LinearExpression(lhs), 1, LinearExpression(rhs)) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { combine(LinearExpression(lhs), 1, rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression { combine(lhs, 1, LinearExpression(rhs)) }
/// The sum `lhs + rhs`.
public func + (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression { combine(lhs, 1, rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { combine(LinearExpression(lhs), 1, LinearExpression(rhs)) }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { combine(LinearExpression(lhs), 1, LinearExpression(rhs)) }
/// The sum `lhs + rhs`.
public func + (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { combine(lhs, 1, LinearExpression(rhs)) }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { combine(LinearExpression(lhs), 1, rhs) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { combine(LinearExpression(lhs), -1, LinearExpression(rhs)) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { combine(LinearExpression(lhs), -1, rhs) }
/// The difference `lhs - rhs`.
public func - (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression { combine(lhs, -1, LinearExpression(rhs)) }
/// The difference `lhs - rhs`.
public func - (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression { combine(lhs, -1, rhs) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { combine(LinearExpression(lhs), -1, LinearExpression(rhs)) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { combine(LinearExpression(lhs), -1, LinearExpression(rhs)) }
/// The difference `lhs - rhs`.
public func - (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { combine(lhs, -1, LinearExpression(rhs)) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { combine(LinearExpression(lhs), -1, rhs) }

/// Adds to an expression in place: `sum += x` appends one term (amortized O(1)), where
/// `sum = sum + x` copies every term first.
public func += (lhs: inout LinearExpression, rhs: Variable) { lhs.add(LinearExpression(rhs), times: 1) }
/// Adds `rhs` to `lhs` in place.
public func += (lhs: inout LinearExpression, rhs: LinearExpression) { lhs.add(rhs, times: 1) }
/// Adds `rhs` to `lhs` in place.
public func += (lhs: inout LinearExpression, rhs: Double) { lhs.constant += rhs }
/// Subtracts from an expression in place (amortized O(1) per term).
public func -= (lhs: inout LinearExpression, rhs: Variable) { lhs.add(LinearExpression(rhs), times: -1) }
/// Subtracts `rhs` from `lhs` in place.
public func -= (lhs: inout LinearExpression, rhs: LinearExpression) { lhs.add(rhs, times: -1) }
/// Subtracts `rhs` from `lhs` in place.
public func -= (lhs: inout LinearExpression, rhs: Double) { lhs.constant -= rhs }

/// The negation: every coefficient and the constant change sign.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression(operand).scaled(by: -1) }
/// The negation: every coefficient and the constant change sign.
public prefix func - (operand: consuming LinearExpression) -> LinearExpression { scaledInPlace(operand, -1) }

/// The expression scaled by a constant.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs).scaled(by: lhs) }
/// The expression scaled by a constant.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).scaled(by: rhs) }
/// The expression scaled by a constant.
public func * (lhs: Double, rhs: consuming LinearExpression) -> LinearExpression { scaledInPlace(rhs, lhs) }
/// The expression scaled by a constant.
public func * (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { scaledInPlace(lhs, rhs) }
/// The expression divided by a constant, each coefficient and the constant by itself (not
/// times the reciprocal, which can be off by a rounding where the quotient is exact).
public func / (lhs: Variable, rhs: Double) -> LinearExpression { dividedInPlace(LinearExpression(lhs), rhs) }
/// The expression divided by a constant, each coefficient and the constant by itself.
public func / (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { dividedInPlace(lhs, rhs) }

/// `a + factor * b`. `a` is consumed, so in a chain `x0 + x1 + ... + xn` each step appends
/// to the previous step's terms instead of copying them (linear, not quadratic, in n).
private func combine(_ a: consuming LinearExpression, _ factor: Double, _ b: LinearExpression) -> LinearExpression {
    a.add(b, times: factor)
    return a
}

/// `e * factor`, reusing `e`'s storage when nothing else holds it.
private func scaledInPlace(_ e: consuming LinearExpression, _ factor: Double) -> LinearExpression {
    e.scale(by: factor)
    return e
}

/// `e / divisor`, reusing `e`'s storage when nothing else holds it.
private func dividedInPlace(_ e: consuming LinearExpression, _ divisor: Double) -> LinearExpression {
    e.divide(by: divisor)
    return e
}

/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs)) }
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs) }

/// The same relation at another priority: `x == 100 ~ .strong`.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}

// `Int` operands, for counts and indices in layout code (`Double(n) * x` would do, but
// `n * x` should too). Integer literals already read as `Double`; these serve `Int`
// variables. Only scaling and constants: each overload adds type-checker work to every
// expression, so the set stays small.

/// `lhs × rhs`, an `Int` factor.
public func * (lhs: Int, rhs: Variable) -> LinearExpression { Double(lhs) * rhs }
/// `lhs × rhs`, an `Int` factor.
public func * (lhs: Int, rhs: LinearExpression) -> LinearExpression { Double(lhs) * rhs }
/// `lhs + rhs`, an `Int` constant.
public func + (lhs: LinearExpression, rhs: Int) -> LinearExpression { lhs + Double(rhs) }
/// `lhs + rhs`, an `Int` constant.
public func + (lhs: Variable, rhs: Int) -> LinearExpression { lhs + Double(rhs) }
/// `lhs - rhs`, an `Int` constant.
public func - (lhs: LinearExpression, rhs: Int) -> LinearExpression { lhs - Double(rhs) }
/// `lhs - rhs`, an `Int` constant.
public func - (lhs: Variable, rhs: Int) -> LinearExpression { lhs - Double(rhs) }
/// The required constraint `lhs == rhs`, an `Int` constant.
public func == (lhs: Variable, rhs: Int) -> Constraint { lhs == Double(rhs) }
/// The required constraint `lhs <= rhs`, an `Int` constant.
public func <= (lhs: Variable, rhs: Int) -> Constraint { lhs <= Double(rhs) }
/// The required constraint `lhs >= rhs`, an `Int` constant.
public func >= (lhs: Variable, rhs: Int) -> Constraint { lhs >= Double(rhs) }
/// The required constraint `lhs == rhs`, an `Int` constant.
public func == (lhs: LinearExpression, rhs: Int) -> Constraint { lhs == Double(rhs) }
/// The required constraint `lhs <= rhs`, an `Int` constant.
public func <= (lhs: LinearExpression, rhs: Int) -> Constraint { lhs <= Double(rhs) }
/// The required constraint `lhs >= rhs`, an `Int` constant.
public func >= (lhs: LinearExpression, rhs: Int) -> Constraint { lhs >= Double(rhs) }
