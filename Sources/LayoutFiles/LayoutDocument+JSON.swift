/// A parsed JSON value that remembers where it was written.
///
/// Layout files are read with this small parser rather than `JSONSerialization`:
/// it keeps object keys in the order written (so nothing depends on hash order),
/// rejects duplicate keys, tells numbers from booleans, and reports the line and
/// column of a syntax error.
package struct LayoutJSONValue: Sendable {
    /// The kinds of JSON value; objects keep their keys in the order written.
    package indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LayoutJSONValue])
        case object([(key: String, value: LayoutJSONValue)])
    }

    package var kind: Kind
    /// 1-based line of the value's first character.
    package var line: Int
    /// 1-based column (in Unicode scalars) of the value's first character.
    package var column: Int

    /// The name of the value's type, for messages ("a number", "an object", ...).
    package var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON syntax error at a line and column.
package struct LayoutJSONSyntaxError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int

    package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

/// A recursive-descent JSON parser (RFC 8259) over Unicode scalars.
package struct LayoutJSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses one JSON document.
    /// - Parameter text: the whole file.
    /// - Returns: the top-level value.
    /// - Throws: `LayoutJSONSyntaxError` naming the line and column of the first problem.
    package static func parse(_ text: String) throws(LayoutJSONSyntaxError) -> LayoutJSONValue {
        var parser = LayoutJSONParser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected '\(parser.scalars[parser.index])' after the document")
        }
        return value
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func error(_ message: String) -> LayoutJSONSyntaxError {
        LayoutJSONSyntaxError(message: message, line: line, column: column)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(LayoutJSONSyntaxError) {
        guard current == c else { throw error("expected \(what)") }
        advance()
    }

    private mutating func parseValue() throws(LayoutJSONSyntaxError) -> LayoutJSONValue {
        let (startLine, startColumn) = (line, column)
        func make(_ kind: LayoutJSONValue.Kind) -> LayoutJSONValue { LayoutJSONValue(kind: kind, line: startLine, column: startColumn) }
        guard let c = current else { throw error("unexpected end of file, expected a value") }
        switch c {
        case "{": return make(try parseObject())
        case "[": return make(try parseArray())
        case "\"": return make(.string(try parseString()))
        case "t": try parseWord("true"); return make(.bool(true))
        case "f": try parseWord("false"); return make(.bool(false))
        case "n": try parseWord("null"); return make(.null)
        case "-", "0"..."9": return make(.number(try parseNumber()))
        default: throw error("unexpected '\(c)', expected a value")
        }
    }

    private mutating func parseWord(_ word: String) throws(LayoutJSONSyntaxError) {
        for s in word.unicodeScalars {
            guard current == s else { throw error("invalid literal, expected '\(word)'") }
            advance()
        }
    }

    private mutating func enter() throws(LayoutJSONSyntaxError) {
        depth += 1
        if depth > 512 { throw error("nesting deeper than 512 levels") }
    }

    private mutating func parseObject() throws(LayoutJSONSyntaxError) -> LayoutJSONValue.Kind {
        try enter()
        advance()
        var members: [(key: String, value: LayoutJSONValue)] = []
        skipWhitespace()
        if current == "}" {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw LayoutJSONSyntaxError(message: "duplicate key \"\(key)\"", line: keyLine, column: keyColumn)
            }
            skipWhitespace()
            try expect(":", "':' after the key")
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if current == "," { advance(); continue }
            try expect("}", "',' or '}' in the object")
            depth -= 1
            return .object(members)
        }
    }

    private mutating func parseArray() throws(LayoutJSONSyntaxError) -> LayoutJSONValue.Kind {
        try enter()
        advance()
        var elements: [LayoutJSONValue] = []
        skipWhitespace()
        if current == "]" {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == "," { advance(); continue }
            try expect("]", "',' or ']' in the array")
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func parseHex4() throws(LayoutJSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = UInt32(String(c), radix: 16) else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseString() throws(LayoutJSONSyntaxError) -> String {
        advance()
        var result = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string") }
            if c == "\"" { advance(); return String(result) }
            if c.value < 0x20 { throw error("control character in a string") }
            if c != "\\" {
                result.append(c)
                advance()
                continue
            }
            advance()
            guard let e = current else { throw error("unterminated string") }
            advance()
            switch e {
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "/": result.append("/")
            case "b": result.append("\u{8}")
            case "f": result.append("\u{C}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code), current == "\\" {
                    advance()
                    try expect("u", "a low surrogate")
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                result.append(scalar)
            default: throw error("invalid escape '\\\(e)'")
            }
        }
    }

    private mutating func parseNumber() throws(LayoutJSONSyntaxError) -> Double {
        var text = ""
        func digits(_ parser: inout LayoutJSONParser) -> Int {
            var count = 0
            while let c = parser.current, ("0"..."9").contains(c) {
                text.unicodeScalars.append(c)
                parser.advance()
                count += 1
            }
            return count
        }
        if current == "-" { text += "-"; advance() }
        if current == "0" {
            text += "0"
            advance()
            if let c = current, ("0"..."9").contains(c) { throw error("leading zero in a number") }
        } else if digits(&self) == 0 {
            throw error("expected a digit")
        }
        if current == "." {
            text += "."
            advance()
            if digits(&self) == 0 { throw error("expected a digit after '.'") }
        }
        if current == "e" || current == "E" {
            text += "e"
            advance()
            if current == "+" || current == "-" {
                text.unicodeScalars.append(scalars[index])
                advance()
            }
            if digits(&self) == 0 { throw error("expected a digit in the exponent") }
        }
        guard let value = Double(text), value.isFinite else { throw error("number \(text) is out of range") }
        return value
    }
}
