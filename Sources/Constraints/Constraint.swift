/// How the two sides of a constraint relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`.
    case equal
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    /// A readable form, as used in reports and messages.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between two expressions with a priority: `lhs REL rhs @priority`.
///
/// A constraint is a reference; a solver holds it by identity, so the same constraint
/// cannot be added twice and an equal-looking one is a different constraint.
/// Build constraints with the operators: `x + 10 <= y`, `2 * w == h ~ .strong`.
///
/// The error of an optional constraint is measured on the expression as written:
/// `|lhs - rhs|` for `==`, the amount of violation for `<=` and `>=`.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side as written.
    public let lhs: LinearExpression
    /// The right-hand side as written.
    public let rhs: LinearExpression
    /// How the two sides compare: `==`, `<=` or `>=`.
    public let relation: Relation
    /// The priority: ``Priority/required`` or an optional one in (0, 1000).
    public let priority: Priority

    /// Creates `lhs relation rhs` at `priority`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.lhs = lhs
        self.rhs = rhs
        self.relation = relation
        self.priority = priority
    }

    /// `lhs - rhs`: the constraint reads `difference REL 0`.
    public var difference: LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.scaled(by: -1).terms, constant: lhs.constant - rhs.constant)
    }

    /// A copy of this constraint with another priority (a new identity).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(lhs, relation, rhs, priority: priority)
    }

    /// How far the constraint is from holding when each variable takes `value(variable)`:
    /// 0 when it holds, otherwise `|lhs - rhs|` or the amount of violation.
    public func error(_ value: (Variable) -> Double) -> Double {
        let d = difference.evaluate(value)
        switch relation {
        case .equal: return abs(d)
        case .lessThanOrEqual: return max(d, 0)
        case .greaterThanOrEqual: return max(-d, 0)
        }
    }

    /// A readable form, as used in reports and messages.
    public var description: String {
        let text = "\(lhs) \(relation) \(rhs)"
        return priority.isRequired ? text : "\(text) @\(priority)"
    }
}
