/// How much a constraint matters: `required` (1000) must hold, anything lower may be
/// broken when it conflicts with something that matters more.
///
/// Valid priorities lie in (0, 1000]. The names are Cassowary's (`strong`, `medium`,
/// `weak`) and UIKit's (`defaultHigh`, `defaultLow`, `fittingSizeLevel`, ...); how
/// priorities trade against each other is the solver's ``PriorityModel``.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The numeric priority, 1000 for required.
    public let value: Double

    /// Creates a priority; it is validated when a constraint using it is added.
    public init(_ value: Double) { self.value = value }
    /// A priority written as a number: `999.5`.
    public init(floatLiteral value: Double) { self.value = value }
    /// A priority written as a whole number: `750`.
    public init(integerLiteral value: Int) { self.value = Double(value) }

    /// Must hold: 1000. A required constraint that cannot hold is refused with an explanation.
    public static let required: Priority = 1000
    /// kiwi's and Cassowary's `strong`: 750 here (UIKit's `defaultHigh`).
    public static let strong: Priority = 750
    /// kiwi's and Cassowary's `medium`: 500.
    public static let medium: Priority = 500
    /// kiwi's and Cassowary's `weak`: 250 here (UIKit's `defaultLow`).
    public static let weak: Priority = 250

    /// UIKit's `defaultHigh`: 750, the default compression resistance.
    public static let defaultHigh: Priority = 750
    /// UIKit's `dragThatCanResizeScene`: 510.
    public static let dragThatCanResizeScene: Priority = 510
    /// UIKit's `sceneSizeStayPut`: 500.
    public static let sceneSizeStayPut: Priority = 500
    /// UIKit's `dragThatCannotResizeScene`: 490.
    public static let dragThatCannotResizeScene: Priority = 490
    /// UIKit's `defaultLow`: 250, the default content hugging.
    public static let defaultLow: Priority = 250
    /// UIKit's `fittingSizeLevel`: 50, the level at which fitting sizes are computed.
    public static let fittingSizeLevel: Priority = 50

    /// Whether the constraint must hold.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value lies in (0, 1000], the range a solver accepts.
    public var isValid: Bool { value > 0 && value <= 1000 }

    /// Orders priorities by value: a lower priority gives way first.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    /// A readable form, as used in reports and messages.
    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "strong"
        case 500: "medium"
        case 250: "weak"
        default: formatNumber(value)
        }
    }
}

/// How a solver weighs the errors of optional constraints against each other.
///
/// Both models find exact optima; required constraints are hard in both.
public enum PriorityModel: Sendable, Hashable {
    /// Each distinct priority is a level that strictly dominates every lower one: no
    /// amount of error at a lower priority buys any reduction of error at a higher one
    /// (Cassowary's symbolic weights). Within one priority the errors add up.
    case strict
    /// Each optional constraint's error is multiplied by its priority and the sum is
    /// minimised, as Apple's Auto Layout engine does (two errors at 250 outweigh one
    /// at 499).
    case weighted
}
