import Constraints

/// A parsed constraint file (`.constraints`): its statements in order and its variables
/// in order of first appearance.
///
/// ```swift
/// let file = try ConstraintFile.parse("x >= 10\nsuggest x = 40", name: "demo")
/// var solver = Solver()
/// try file.apply(to: &solver)
/// solver.value(of: file.variables[0])   // 40
/// ```
///
/// The format is described in `docs/constraint-files.md`.
public struct ConstraintFile: Sendable {
    /// A `suggest v = c @p` statement: hold `v` at `c` with an edit variable of priority `p`.
    public struct Suggestion: Sendable {
        /// The edited variable.
        public let variable: Variable
        /// The suggested value (finite).
        public let value: Double
        /// The priority of the edit variable, below required.
        public let priority: Priority
    }

    /// One statement (one non-blank line) of the file.
    public struct Statement: Sendable {
        /// What the statement says.
        public enum Kind: Sendable {
            /// A constraint, to add to a solver.
            case constraint(Constraint)
            /// A suggestion for an edit variable.
            case suggestion(Suggestion)
        }

        /// What the statement says.
        public let kind: Kind
        /// The 1-based line of the statement.
        public let line: Int
        /// The 1-based column of its first token.
        public let column: Int
        /// The statement as written, without comment and surrounding whitespace.
        public let text: String
    }

    /// The file name used in error messages.
    public let name: String
    /// The statements in file order.
    public let statements: [Statement]
    /// Every variable, in order of first appearance (a variable with a zero coefficient,
    /// or only the target of a `suggest`, still appears).
    public let variables: [Variable]
    /// The statement index of each constraint, by constraint identity.
    private let statementIndex: [ObjectIdentifier: Int]

    /// The constraints of the file, in order.
    public var constraints: [Constraint] {
        statements.compactMap { statement in
            if case .constraint(let constraint) = statement.kind { return constraint }
            return nil
        }
    }

    /// The statement that declared `constraint`, or `nil` if it is not from this file.
    /// - Parameter constraint: a constraint, compared by identity.
    /// - Returns: the statement, with its line and text.
    public func statement(declaring constraint: Constraint) -> Statement? {
        statementIndex[ObjectIdentifier(constraint)].map { statements[$0] }
    }

    /// Parses the text of a constraint file.
    /// - Parameters:
    ///   - text: the whole file; lines end with `\n` or `\r\n`.
    ///   - name: the file name, used in error messages.
    /// - Returns: the statements and variables of the file.
    /// - Throws: the first error in the file, with its line and column.
    public static func parse(_ text: String, name: String) throws(ConstraintFileError) -> ConstraintFile {
        let table = VariableTable()
        var statements: [Statement] = []
        var statementIndex: [ObjectIdentifier: Int] = [:]
        var lineNumber = 0
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var lexer = ConstraintFileLexer(line, file: name, line: lineNumber)
            let tokens = lexer.tokens()
            guard tokens.count > 1 else { continue }
            var parser = ConstraintFileParser(tokens: tokens, file: name, line: lineNumber) { table.variable(named: $0) }
            let kind = try parser.statement()
            if case .constraint(let constraint) = kind {
                statementIndex[ObjectIdentifier(constraint)] = statements.count
            }
            statements.append(
                Statement(kind: kind, line: lineNumber, column: tokens[0].column, text: statementText(line)))
        }
        return ConstraintFile(
            name: name, statements: statements, variables: table.ordered, statementIndex: statementIndex)
    }

    /// Parses one constraint, `expr relation expr [@priority]`, over variables that the
    /// caller names (as the `constraints` of layout files do with anchors).
    /// - Parameters:
    ///   - text: the constraint, on one line.
    ///   - name: a name for the place, used as the file in the error (line 1).
    ///   - resolve: the variable for a name, or `nil` for an unknown name.
    /// - Returns: the constraint (required unless it names a priority).
    /// - Throws: a syntax, arithmetic or priority error, or `.unknownVariable`, with its column.
    package static func parseConstraint(
        _ text: String, name: String, resolve: @escaping (String) -> Variable?
    ) throws(ConstraintFileError) -> Constraint {
        var lexer = ConstraintFileLexer(text.unicodeScalars, file: name, line: 1)
        let tokens = lexer.tokens()
        var parser = ConstraintFileParser(tokens: tokens, file: name, line: 1, resolve: resolve)
        return try parser.constraintStatement()
    }

    /// The statement part of a line: before any `#`, without surrounding whitespace.
    private static func statementText(_ line: Substring.UnicodeScalarView) -> String {
        let code = line.prefix { $0 != "#" }
        guard let first = code.firstIndex(where: { !ConstraintFileLexer.isSpace($0) }),
            let last = code.lastIndex(where: { !ConstraintFileLexer.isSpace($0) })
        else { return "" }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: code[first...last])
        return String(text)
    }
}

/// The variables of a file by name, created on first use and kept in that order.
private final class VariableTable {
    private var byName: [String: Variable] = [:]
    private(set) var ordered: [Variable] = []

    func variable(named name: String) -> Variable {
        if let variable = byName[name] { return variable }
        let variable = Variable(name)
        byName[name] = variable
        ordered.append(variable)
        return variable
    }
}
