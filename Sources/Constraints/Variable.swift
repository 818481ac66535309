/// An unknown of a constraint system: a named quantity whose value a ``Solver`` chooses.
///
/// A variable is a reference: two variables with the same name are still two different
/// unknowns. It is deliberately not `Equatable`, so that `x == y` always builds a
/// ``Constraint`` and never silently compares identities; write `x === y` for identity.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used in descriptions and error messages.
    public let name: String

    /// Creates a variable.
    /// - Parameter name: a name for descriptions and error messages; it need not be unique.
    public init(_ name: String = "") {
        self.name = name
    }

    /// A readable form, as used in reports and messages.
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }

    /// A key that identifies this variable, for dictionaries and sets.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}
