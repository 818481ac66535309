import Constraints

/// A parser for one statement (one line) of a constraint file: recursive descent for the
/// statement, an explicit stack for the nesting of expressions (no recursion, so no depth limit).
///
/// ```
/// statement  := constraint | suggestion
/// constraint := expr relation expr [priority]
/// suggestion := "suggest" identifier "=" expr [priority]
/// expr       := term (("+" | "-") term)*
/// term       := factor (("*" | "/") factor)*
/// factor     := number | identifier | "(" expr ")" | "-" factor | "+" factor
/// ```
///
/// `suggest` is a keyword only as the first word of a line. Expressions are folded as
/// they are read; a product or quotient that would not be linear is an error at its
/// operator.
struct ConstraintFileParser {
    private let tokens: [ConstraintFileToken]
    private var position = 0
    private let file: String
    private let line: Int
    private let resolve: (String) -> Variable?

    /// Creates a parser.
    /// - Parameters:
    ///   - tokens: the tokens of the line, ending with `.end`.
    ///   - file: the file name, for errors.
    ///   - line: the line number, for errors.
    ///   - resolve: the variable for a name, `nil` for an unknown name.
    init(tokens: [ConstraintFileToken], file: String, line: Int, resolve: @escaping (String) -> Variable?) {
        self.tokens = tokens
        self.file = file
        self.line = line
        self.resolve = resolve
    }

    var current: ConstraintFileToken { tokens[min(position, tokens.count - 1)] }

    mutating func advance() -> ConstraintFileToken {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func error(_ message: String, at token: ConstraintFileToken) -> ConstraintFileError {
        error(.syntax, message, at: token)
    }

    func error(
        _ kind: ConstraintFileError.Kind, _ message: String, at token: ConstraintFileToken
    ) -> ConstraintFileError {
        if case .invalid(let lexical) = token.kind { return lexical }
        return ConstraintFileError(kind, file: file, line: line, column: token.column, message: message)
    }

    // MARK: Statements

    /// Parses the whole line as a constraint or a suggestion.
    /// - Returns: the statement.
    /// - Throws: the first error on the line.
    mutating func statement() throws(ConstraintFileError) -> ConstraintFile.Statement.Kind {
        if case .identifier("suggest") = current.kind {
            return .suggestion(try suggestionStatement())
        }
        return .constraint(try constraintStatement())
    }

    /// Parses `expr relation expr [priority]` up to the end of the line.
    /// - Returns: the constraint, required unless a priority is given.
    /// - Throws: the first error on the line.
    mutating func constraintStatement() throws(ConstraintFileError) -> Constraint {
        let lhs = try expression()
        let relationToken = advance()
        let relation: Relation
        switch relationToken.kind {
        case .equalEqual: relation = .equal
        case .lessEqual: relation = .lessThanOrEqual
        case .greaterEqual: relation = .greaterThanOrEqual
        case .equal:
            throw error("'=' is not a relation: write '==' (or 'suggest NAME = VALUE' for an edit)", at: relationToken)
        case .rightParen:
            throw error("unmatched ')'", at: relationToken)
        case .end:
            throw error("missing relation: expected '==', '<=' or '>=' after the expression", at: relationToken)
        default:
            throw error("expected '==', '<=' or '>=', found \(relationToken.quoted)", at: relationToken)
        }
        let rhs = try expression()
        let priority = try optionalPriority(default: .required)
        try expectEnd(of: "constraint")
        let constraint = Constraint(lhs, relation, rhs, priority: priority)
        try checkCombined(constraint, at: relationToken)
        return constraint
    }

    /// Throws if moving everything to one side and adding up the terms of each variable
    /// overflows (`1e308 * x + 1e308 * x == 0`), which the solver would have to do.
    private func checkCombined(_ constraint: Constraint, at token: ConstraintFileToken) throws(ConstraintFileError) {
        let difference = constraint.difference
        var sums: [ObjectIdentifier: Double] = [:]
        for term in difference.terms { sums[term.variable.id, default: 0] += term.coefficient }
        if let term = difference.terms.first(where: { sums[$0.variable.id].map { !$0.isFinite } ?? false }) {
            throw error(
                .nonFiniteNumber,
                "the coefficient of '\(term.variable.name)' is not finite once the terms are added up", at: token)
        }
        guard difference.constant.isFinite else {
            throw error(.nonFiniteNumber, "the constant is not finite once both sides are added up", at: token)
        }
    }

    /// Parses `suggest identifier = expr [priority]` up to the end of the line.
    /// - Returns: the suggestion, `strong` unless a priority is given.
    /// - Throws: the first error on the line; `.nonConstantSuggestion` if the value holds
    ///   a variable, `.invalidPriority` for a required suggestion.
    private mutating func suggestionStatement() throws(ConstraintFileError) -> ConstraintFile.Suggestion {
        _ = advance()  // suggest
        let nameToken = advance()
        guard case .identifier(let name) = nameToken.kind else {
            throw error("expected a variable name after 'suggest', found \(nameToken.quoted)", at: nameToken)
        }
        let variable = try variable(named: name, at: nameToken)
        let equalToken = advance()
        guard equalToken.kind == .equal else {
            throw error("expected '=' after 'suggest \(name)', found \(equalToken.quoted)", at: equalToken)
        }
        let valueToken = current
        let value = try expression()
        guard value.terms.isEmpty else {
            throw error(.nonConstantSuggestion, "the value of a suggestion must be a constant expression", at: valueToken)
        }
        let priorityToken = tokens[min(position + 1, tokens.count - 1)]
        let priority = try optionalPriority(default: .strong)
        if priority.isRequired {
            throw error(
                .invalidPriority, "a suggestion cannot be required: an edit variable needs a priority below 1000",
                at: priorityToken)
        }
        try expectEnd(of: "suggestion")
        return ConstraintFile.Suggestion(variable: variable, value: value.constant, priority: priority)
    }

    /// Throws unless the line is over.
    private mutating func expectEnd(of what: String) throws(ConstraintFileError) {
        let token = current
        switch token.kind {
        case .end: return
        case .rightParen: throw error("unmatched ')'", at: token)
        case .equalEqual, .lessEqual, .greaterEqual, .equal:
            throw error("unexpected \(token.quoted): a \(what) has exactly one relation", at: token)
        default:
            throw error("unexpected \(token.quoted) after the end of the \(what)", at: token)
        }
    }

    /// Parses `[@ (required | strong | medium | weak | number)]`.
    private mutating func optionalPriority(default defaultPriority: Priority) throws(ConstraintFileError) -> Priority {
        guard current.kind == .at else { return defaultPriority }
        _ = advance()
        let token = advance()
        switch token.kind {
        case .identifier(let name):
            switch name {
            case "required": return .required
            case "strong": return .strong
            case "medium": return .medium
            case "weak": return .weak
            default:
                throw error(
                    .invalidPriority,
                    "unknown priority '\(name)'"
                        + NameSuggestion.hint(for: name, among: ["required", "strong", "medium", "weak"], quote: "'")
                        + ": use required, strong, medium, weak or a number in (0, 1000]",
                    at: token)
            }
        case .number(let value):
            return try checked(Priority(value), written: token.text, at: token)
        case .minus, .plus:
            let numberToken = advance()
            guard case .number(let value) = numberToken.kind else {
                throw error("expected a priority after '@', found \(numberToken.quoted)", at: numberToken)
            }
            let signed = token.kind == .minus ? -value : value
            return try checked(Priority(signed), written: token.text + numberToken.text, at: token)
        default:
            throw error(
                "expected a priority after '@' (required, strong, medium, weak or a number), found \(token.quoted)",
                at: token)
        }
    }

    private func checked(
        _ priority: Priority, written: String, at token: ConstraintFileToken
    ) throws(ConstraintFileError) -> Priority {
        guard priority.isValid else {
            throw error(.invalidPriority, "priority \(written) is outside (0, 1000]", at: token)
        }
        return priority
    }

    func variable(named name: String, at token: ConstraintFileToken) throws(ConstraintFileError) -> Variable {
        guard let variable = resolve(name) else {
            throw error(.unknownVariable, "unknown name '\(name)'", at: token)
        }
        return variable
    }
}
