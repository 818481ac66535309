/// An error in a constraint file, or a file that could not be read or solved.
///
/// It prints as `FILE:LINE:COLUMN: error: MESSAGE` (`FILE:LINE: error: MESSAGE` when the
/// column means nothing, `FILE: error: MESSAGE` for a file that cannot be read).
public struct ConstraintFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for callers that react to the kind of error.
    public enum Kind: Sendable, Hashable {
        /// A token that does not fit the grammar: unexpected or missing token, unbalanced
        /// parentheses, a malformed number, trailing text.
        case syntax
        /// A product of two expressions that both hold a variable.
        case nonlinearProduct
        /// A division by zero.
        case divisionByZero
        /// A division by an expression that holds a variable.
        case divisionByVariable
        /// A number, or the result of arithmetic on numbers, that is infinite or NaN.
        case nonFiniteNumber
        /// A priority outside (0, 1000], an unknown priority name, or a required `suggest`.
        case invalidPriority
        /// A `suggest` whose value holds a variable.
        case nonConstantSuggestion
        /// A name that a caller-supplied resolver does not know (never in a `.constraints` file).
        case unknownVariable
        /// A required constraint that cannot hold with those before it.
        case unsatisfiableConstraint
        /// Another error reported by the solver.
        case solver
        /// The file could not be read or is not UTF-8 text.
        case unreadableFile
    }

    /// The kind of error.
    public var kind: Kind
    /// The file name as given by the caller.
    public var file: String
    /// The 1-based line, or `nil` for an error about the whole file.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the offending token, or `nil`.
    public var column: Int?
    /// What went wrong, without the location.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - file: the file name.
    ///   - line: the 1-based line, if any.
    ///   - column: the 1-based column, if any.
    ///   - message: the explanation.
    public init(_ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): error: \(message)"
    }
}
