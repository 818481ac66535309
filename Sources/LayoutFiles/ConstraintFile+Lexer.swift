/// A token of a constraint-file line.
struct ConstraintFileToken: Sendable {
    enum Kind: Sendable, Equatable {
        case number(Double)
        case identifier(String)
        case plus, minus, star, slash
        case leftParen, rightParen
        case equalEqual, lessEqual, greaterEqual
        /// A single `=`, as in `suggest x = 10`.
        case equal
        case at
        /// Text that is not a token; the parser reports `error` when it reaches it, so
        /// that the leftmost error on a line wins.
        case invalid(ConstraintFileError)
        /// The end of the line (or the start of a comment).
        case end
    }

    var kind: Kind
    /// The 1-based column of the first scalar.
    var column: Int
    /// The text as written.
    var text: String

    /// How the token reads in an error message: `'=='`, `number '12'`, `end of line`.
    var quoted: String {
        switch kind {
        case .number: "number '\(text)'"
        case .identifier: "'\(text)'"
        case .end: "end of line"
        default: "'\(text)'"
        }
    }
}

/// Splits one line of a constraint file into tokens.
///
/// Whitespace is spaces and tabs (a trailing carriage return is ignored), `#` starts a
/// comment that runs to the end of the line. Columns count Unicode scalars from 1.
struct ConstraintFileLexer {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private let line: Int
    private var index = 0

    /// Creates a lexer for one line.
    /// - Parameters:
    ///   - text: the line, without its newline.
    ///   - file: the file name, for errors.
    ///   - line: the 1-based line number, for errors.
    init(_ text: some Sequence<Unicode.Scalar>, file: String, line: Int) {
        self.scalars = Array(text)
        self.file = file
        self.line = line
    }

    /// The tokens of the line, ending with an `.end` token placed just after the last one.
    ///
    /// Text that is not a token (an unexpected character, a malformed number, a number
    /// too large for a Double) becomes an `.invalid` token, the last before `.end`.
    /// - Returns: the tokens; only `.end` for a blank or comment line.
    mutating func tokens() -> [ConstraintFileToken] {
        var tokens: [ConstraintFileToken] = []
        var endColumn = 1
        while true {
            while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
            guard index < scalars.count, scalars[index] != "#" else { break }
            let start = index
            do throws(ConstraintFileError) {
                let token = try next()
                endColumn = token.column + token.text.unicodeScalars.count
                tokens.append(token)
            } catch {
                endColumn = start + 2
                tokens.append(ConstraintFileToken(kind: .invalid(error), column: start + 1, text: text(start, start + 1)))
                break
            }
        }
        tokens.append(ConstraintFileToken(kind: .end, column: endColumn, text: ""))
        return tokens
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\r" || c == "\u{0C}" || c == "\u{0B}"
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    private static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c) || c == "."
    }

    private func scalar(at i: Int) -> Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    private func text(_ start: Int, _ end: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<end])
        return String(s)
    }

    private func error(_ message: String, at start: Int) -> ConstraintFileError {
        ConstraintFileError(.syntax, file: file, line: line, column: start + 1, message: message)
    }

    /// Reads the token starting at `index` (not whitespace, not `#`).
    private mutating func next() throws(ConstraintFileError) -> ConstraintFileToken {
        let start = index
        let c = scalars[index]
        func token(_ kind: ConstraintFileToken.Kind, length: Int) -> ConstraintFileToken {
            index = start + length
            return ConstraintFileToken(kind: kind, column: start + 1, text: text(start, start + length))
        }
        let following = scalar(at: start + 1)
        switch c {
        case "+": return token(.plus, length: 1)
        case "-": return token(.minus, length: 1)
        case "*": return token(.star, length: 1)
        case "/": return token(.slash, length: 1)
        case "(": return token(.leftParen, length: 1)
        case ")": return token(.rightParen, length: 1)
        case "@": return token(.at, length: 1)
        case "=": return following == "=" ? token(.equalEqual, length: 2) : token(.equal, length: 1)
        case "<":
            if following == "=" { return token(.lessEqual, length: 2) }
            throw error("unexpected '<': the relations are '==', '<=' and '>='", at: start)
        case ">":
            if following == "=" { return token(.greaterEqual, length: 2) }
            throw error("unexpected '>': the relations are '==', '<=' and '>='", at: start)
        default:
            if Self.isDigit(c) || (c == "." && following.map(Self.isDigit) == true) {
                return try number()
            }
            if Self.isIdentifierStart(c) {
                var end = start + 1
                while let d = scalar(at: end), Self.isIdentifierContinue(d) { end += 1 }
                return token(.identifier(text(start, end)), length: end - start)
            }
            let shown = c.isASCII && c.value >= 0x20 && c.value < 0x7F ? "'\(c)'" : "U+\(String(c.value, radix: 16, uppercase: true))"
            throw error("unexpected character \(shown)", at: start)
        }
    }

    /// Reads `digits [. digits] [e [+-] digits]` or `. digits [e [+-] digits]`.
    private mutating func number() throws(ConstraintFileError) -> ConstraintFileToken {
        let start = index
        var end = start
        while let d = scalar(at: end), Self.isDigit(d) { end += 1 }
        if scalar(at: end) == "." {
            end += 1
            guard let d = scalar(at: end), Self.isDigit(d) else {
                throw error("malformed number '\(text(start, end))': expected a digit after '.'", at: start)
            }
            while let d = scalar(at: end), Self.isDigit(d) { end += 1 }
        }
        if let e = scalar(at: end), e == "e" || e == "E" {
            end += 1
            if let sign = scalar(at: end), sign == "+" || sign == "-" { end += 1 }
            guard let d = scalar(at: end), Self.isDigit(d) else {
                throw error("malformed number '\(text(start, end))': expected digits in the exponent", at: start)
            }
            while let d = scalar(at: end), Self.isDigit(d) { end += 1 }
        }
        let written = text(start, end)
        guard let value = Double(written) else {
            throw error("malformed number '\(written)'", at: start)
        }
        guard value.isFinite else {
            throw ConstraintFileError(
                .nonFiniteNumber, file: file, line: line, column: start + 1,
                message: "number '\(written)' is not finite (too large for a Double)")
        }
        index = end
        return ConstraintFileToken(kind: .number(value), column: start + 1, text: written)
    }
}
