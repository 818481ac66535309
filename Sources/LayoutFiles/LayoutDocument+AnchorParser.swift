import Constraints

/// Reads constraint strings over anchors, in the expression syntax of constraint
/// files: `stack.top == root.safeArea.top + 8`, `image.width == image.height`,
/// `a.width <= 2 * b.width - 4 @750`.
package struct DocumentConstraintParser {
    private enum Token: Equatable {
        case number(Double)
        case identifier(String)
        case symbol(String)
        case end
    }

    private var tokens: [(token: Token, column: Int)] = []
    private var position = 0

    /// Parses one constraint string.
    /// - Parameter text: the constraint, e.g. `a.leading == b.trailing + 8 @strong`.
    /// - Returns: the constraint over anchors, its anchors checked for known guides and
    ///   attributes and for not mixing horizontal with vertical positions.
    /// - Throws: `DocumentConstraintSyntaxError` with the column of the problem.
    package static func parse(_ text: String) throws(DocumentConstraintSyntaxError) -> DocumentConstraint {
        var parser = DocumentConstraintParser()
        try parser.tokenize(Array(text.unicodeScalars))
        let lhs = try parser.parseExpression()
        let relationColumn = parser.column
        let relation: Relation
        switch parser.peek {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessThanOrEqual
        case .symbol(">="): relation = .greaterThanOrEqual
        default: throw DocumentConstraintSyntaxError(message: "expected '==', '<=' or '>='", column: relationColumn)
        }
        parser.position += 1
        let rhs = try parser.parseExpression()
        var priority = Priority.required
        if parser.peek == .symbol("@") {
            parser.position += 1
            priority = try parser.parsePriority()
        }
        guard parser.peek == .end else { throw DocumentConstraintSyntaxError(message: "unexpected \(parser.describePeek)", column: parser.column) }
        let constraint = DocumentConstraint(lhs: lhs, relation: relation, rhs: rhs, priority: priority)
        let anchors = constraint.anchors
        if anchors.isEmpty { throw DocumentConstraintSyntaxError(message: "the constraint names no anchor", column: 1) }
        let families = Set(anchors.map(\.attribute.family))
        if families.contains(.xPosition) && families.contains(.yPosition) {
            throw DocumentConstraintSyntaxError(message: "a constraint cannot relate horizontal and vertical positions", column: 1)
        }
        let attributes = anchors.map(\.attribute)
        if attributes.contains(where: { $0 == .leading || $0 == .trailing }),
            attributes.contains(where: { $0 == .left || $0 == .right })
        {
            throw DocumentConstraintSyntaxError(
                message: "a constraint cannot mix leading/trailing with left/right (Auto Layout refuses it)", column: 1)
        }
        return constraint
    }

    private var peek: Token { tokens[position].token }
    private var column: Int { tokens[position].column }

    private var describePeek: String {
        switch peek {
        case .number(let x): "number \(LayoutNumber.compact(x))"
        case .identifier(let s): "'\(s)'"
        case .symbol(let s): "'\(s)'"
        case .end: "end of the constraint"
        }
    }

    private mutating func tokenize(_ s: [Unicode.Scalar]) throws(DocumentConstraintSyntaxError) {
        var i = 0
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isIdentStart(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        while i < s.count {
            let c = s[i]
            let column = i + 1
            if c == " " || c == "\t" { i += 1; continue }
            if isDigit(c) || (c == "." && i + 1 < s.count && isDigit(s[i + 1])) {
                var text = ""
                while i < s.count, isDigit(s[i]) || s[i] == "." { text.unicodeScalars.append(s[i]); i += 1 }
                if i < s.count, s[i] == "e" || s[i] == "E" {
                    text += "e"
                    i += 1
                    if i < s.count, s[i] == "+" || s[i] == "-" { text.unicodeScalars.append(s[i]); i += 1 }
                    while i < s.count, isDigit(s[i]) { text.unicodeScalars.append(s[i]); i += 1 }
                }
                guard let value = Double(text) else { throw DocumentConstraintSyntaxError(message: "malformed number '\(text)'", column: column) }
                guard value.isFinite else { throw DocumentConstraintSyntaxError(message: "number '\(text)' is not finite", column: column) }
                tokens.append((.number(value), column))
            } else if isIdentStart(c) {
                var text = ""
                while i < s.count, isIdentStart(s[i]) || isDigit(s[i]) || s[i] == "." { text.unicodeScalars.append(s[i]); i += 1 }
                tokens.append((.identifier(text), column))
            } else if (c == "=" || c == "<" || c == ">"), i + 1 < s.count, s[i + 1] == "=" {
                tokens.append((.symbol(String(c) + "="), column))
                i += 2
            } else if "+-*/()@".unicodeScalars.contains(c) {
                tokens.append((.symbol(String(c)), column))
                i += 1
            } else {
                throw DocumentConstraintSyntaxError(message: "unexpected character '\(c)'", column: column)
            }
        }
        tokens.append((.end, s.count + 1))
    }

    /// One level of parentheses being read (the whole expression is the outermost).
    private struct Level {
        /// The column of the `(` that opened the level; nil for the whole expression.
        var open: Int?
        /// The sum of the terms before the current one.
        var sum = DocumentExpression()
        /// The sign of the current term (`+` or `-` before it); nil while reading the first.
        var sumSign: Double?
        /// The product of the current term's factors before the current factor.
        var product = DocumentExpression()
        /// The `*` or `/` before the current factor, with its column.
        var productOperator: (symbol: String, column: Int)?
        /// Whether an odd number of unary minus signs precede the current factor.
        var negated = false
    }

    /// `expr := term (("+" | "-") term)*`, `term := factor (("*" | "/") factor)*`,
    /// `factor := number | anchor | "(" expr ")" | "-" factor | "+" factor`, read with an
    /// explicit stack of parenthesis levels rather than by recursion, so that nesting is
    /// limited by memory, not by the thread's stack; sums append in place (linear time).
    private mutating func parseExpression() throws(DocumentConstraintSyntaxError) -> DocumentExpression {
        var levels = [Level()]
        while true {
            let start = column
            var value: DocumentExpression
            switch peek {
            case .symbol("-"):
                position += 1
                levels[levels.count - 1].negated.toggle()
                continue
            case .symbol("+"):
                position += 1
                continue
            case .symbol("("):
                position += 1
                levels.append(Level(open: start))
                continue
            case .number(let x):
                position += 1
                value = DocumentExpression(constant: x)
            case .identifier(let name):
                position += 1
                let anchor = try Self.anchor(name, column: start)
                value = DocumentExpression(terms: [.init(anchor: anchor, coefficient: 1)])
            default:
                throw DocumentConstraintSyntaxError(
                    message: "expected a number, an anchor or '(', found \(describePeek)", column: start)
            }
            // Fold the factor into its level; a level that ends is a factor of the one around it.
            while true {
                let top = levels.count - 1
                if levels[top].negated {
                    value = value.scaled(by: -1)
                    levels[top].negated = false
                }
                if let op = levels[top].productOperator {
                    value = try Self.product(levels[top].product, op, value)
                    levels[top].productOperator = nil
                }
                if case .symbol(let op) = peek, op == "*" || op == "/" {
                    levels[top].product = value
                    levels[top].productOperator = (op, column)
                    position += 1
                    break
                }
                if let sign = levels[top].sumSign {
                    levels[top].sum.add(value, sign: sign)
                } else {
                    levels[top].sum = value
                }
                if case .symbol(let op) = peek, op == "+" || op == "-" {
                    levels[top].sumSign = op == "+" ? 1 : -1
                    position += 1
                    break
                }
                let level = levels.removeLast()
                guard level.open != nil else { return level.sum }
                guard peek == .symbol(")") else {
                    throw DocumentConstraintSyntaxError(message: "expected ')'", column: column)
                }
                position += 1
                value = level.sum
            }
        }
    }

    /// `left * right` or `left / right`, which must stay linear.
    private static func product(
        _ left: DocumentExpression, _ op: (symbol: String, column: Int), _ right: DocumentExpression
    ) throws(DocumentConstraintSyntaxError) -> DocumentExpression {
        if op.symbol == "*" {
            if !left.terms.isEmpty && !right.terms.isEmpty {
                throw DocumentConstraintSyntaxError(
                    message: "nonlinear product: both sides of '*' hold an anchor", column: op.column)
            }
            return left.terms.isEmpty ? right.scaled(by: left.constant) : left.scaled(by: right.constant)
        }
        if !right.terms.isEmpty {
            throw DocumentConstraintSyntaxError(message: "nonlinear division: can only divide by a number", column: op.column)
        }
        if right.constant == 0 { throw DocumentConstraintSyntaxError(message: "division by zero", column: op.column) }
        return left.scaled(by: 1 / right.constant)
    }

    private mutating func parsePriority() throws(DocumentConstraintSyntaxError) -> Priority {
        let start = column
        let value: Double
        switch peek {
        case .number(let x): value = x
        case .identifier(let name):
            guard let named = Self.namedPriorities.first(where: { $0.name == name }) else {
                let hint = NameSuggestion.hint(for: name, among: Self.namedPriorities.map(\.name), quote: "'")
                throw DocumentConstraintSyntaxError(message: "unknown priority '\(name)'\(hint)", column: start)
            }
            value = named.value
        default: throw DocumentConstraintSyntaxError(message: "expected a priority after '@'", column: start)
        }
        guard value > 0 && value <= 1000 else {
            throw DocumentConstraintSyntaxError(message: "priority \(LayoutNumber.compact(value)) outside (0, 1000]", column: start)
        }
        position += 1
        return Priority(value)
    }

    private static let namedPriorities: [(name: String, value: Double)] = [
        ("required", 1000), ("strong", 750), ("medium", 500), ("weak", 250),
        ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// Splits `ID.ATTRIBUTE` or `ID.GUIDE.ATTRIBUTE` and checks the guide and attribute.
    private static func anchor(_ name: String, column: Int) throws(DocumentConstraintSyntaxError) -> DocumentAnchor {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            throw DocumentConstraintSyntaxError(message: "bad anchor '\(name)': expected ID.ATTRIBUTE or ID.GUIDE.ATTRIBUTE", column: column)
        }
        guard let attribute = DocumentAnchor.Attribute(rawValue: parts[parts.count - 1]) else {
            let names = DocumentAnchor.Attribute.allCases.map(\.rawValue)
            let written = parts[parts.count - 1]
            let hint = NameSuggestion.hint(for: written, among: names, quote: "'")
            throw DocumentConstraintSyntaxError(
                message: "unknown attribute '\(written)' in '\(name)'\(hint) (known: \(names.joined(separator: ", ")))", column: column)
        }
        var guide: DocumentAnchor.Guide?
        if parts.count == 3 {
            guard let g = DocumentAnchor.Guide(rawValue: parts[1]) else {
                let hint = NameSuggestion.hint(for: parts[1], among: ["margins", "safeArea", "content", "frame"], quote: "'")
                throw DocumentConstraintSyntaxError(
                    message: "unknown guide '\(parts[1])' in '\(name)'\(hint) (known: margins, safeArea, content, frame)", column: column)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                throw DocumentConstraintSyntaxError(message: "guides have no baselines: '\(name)'", column: column)
            }
            guide = g
        }
        return DocumentAnchor(id: parts[0], guide: guide, attribute: attribute)
    }
}
