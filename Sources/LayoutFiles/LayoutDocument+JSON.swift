/// A JSON syntax error at a line and column.
package struct LayoutJSONSyntaxError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int

    package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

/// A JSON parser (RFC 8259) over Unicode scalars. Containers are read with an explicit
/// stack, not by recursion: nesting is limited by memory only.
package struct LayoutJSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var entries: [LayoutJSONTable.Entry] = []
    private var children: [Int] = []
    private var keys: [String] = []

    /// A container being read: its entry and the elements (with keys) read so far.
    private struct Open {
        var entry: Int
        var isObject: Bool
        var elements: [Int] = []
        var keys: [String] = []
        /// The keys read so far, for the duplicate check of large objects.
        var keySet: Set<String> = []
    }

    /// Parses one JSON document.
    /// - Parameter text: the whole file.
    /// - Returns: the top-level value.
    /// - Throws: `LayoutJSONSyntaxError` naming the line and column of the first problem.
    package static func parse(_ text: String) throws(LayoutJSONSyntaxError) -> LayoutJSONValue {
        var parser = LayoutJSONParser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let root = try parser.parseDocument()
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected '\(parser.scalars[parser.index])' after the document")
        }
        let table = LayoutJSONTable(entries: parser.entries, children: parser.children, keys: parser.keys)
        return LayoutJSONValue(table: table, index: root)
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

    /// Appends an entry starting at `line`, `column`.
    private mutating func add(_ entry: LayoutJSONTable.Entry) -> Int {
        entries.append(entry)
        return entries.count - 1
    }

    /// Reads the value at the current position (after whitespace) and everything nested
    /// in it, with a stack of the open containers.
    /// - Returns: the value's entry.
    private mutating func parseDocument() throws(LayoutJSONSyntaxError) -> Int {
        var open: [Open] = []
        while true {
            // A value, or the opening of a container.
            let (startLine, startColumn) = (line, column)
            func entry(_ tag: LayoutJSONTable.Tag) -> LayoutJSONTable.Entry {
                LayoutJSONTable.Entry(tag: tag, line: startLine, column: startColumn)
            }
            guard let c = current else { throw error("unexpected end of file, expected a value") }
            var completed: Int
            switch c {
            case "{", "[":
                let isObject = c == "{"
                advance()
                completed = add(entry(isObject ? .object : .array))
                skipWhitespace()
                if current == (isObject ? "}" : "]") {
                    advance()
                    break
                }
                open.append(Open(entry: completed, isObject: isObject))
                if isObject { try readKey(into: &open[open.count - 1]) }
                continue
            case "\"":
                var e = entry(.string)
                e.text = try parseString()
                completed = add(e)
            case "t", "f":
                let value = c == "t"
                try parseWord(value ? "true" : "false")
                var e = entry(.bool)
                e.number = value ? 1 : 0
                completed = add(e)
            case "n":
                try parseWord("null")
                completed = add(entry(.null))
            case "-", "0"..."9":
                var e = entry(.number)
                e.number = try parseNumber()
                completed = add(e)
            default: throw error("unexpected '\(c)', expected a value")
            }
            // The value is an element of the innermost open container: then a ',' or the end
            // of that container, which completes it in turn.
            while let top = open.indices.last {
                open[top].elements.append(completed)
                skipWhitespace()
                if current == "," {
                    advance()
                    if open[top].isObject { try readKey(into: &open[top]) } else { skipWhitespace() }
                    break
                }
                let container = open.removeLast()
                if container.isObject {
                    try expect("}", "',' or '}' in the object")
                } else {
                    try expect("]", "',' or ']' in the array")
                }
                let first = children.count
                children += container.elements
                keys += container.isObject ? container.keys : Array(repeating: "", count: container.elements.count)
                entries[container.entry].children = first..<children.count
                completed = container.entry
            }
            if open.isEmpty { return completed }
        }
    }

    /// Reads `"key" :` of an object's next member (and the whitespace after it).
    private mutating func readKey(into object: inout Open) throws(LayoutJSONSyntaxError) {
        skipWhitespace()
        guard current == "\"" else { throw error("expected a key in double quotes") }
        let (keyLine, keyColumn) = (line, column)
        let key = try parseString()
        // A scan for small objects, a set for large ones: linear either way.
        let isDuplicate: Bool
        if object.keys.count < 16 {
            isDuplicate = object.keys.contains(key)
        } else {
            if object.keySet.isEmpty { object.keySet = Set(object.keys) }
            isDuplicate = !object.keySet.insert(key).inserted
        }
        if isDuplicate {
            throw LayoutJSONSyntaxError(message: "duplicate key \"\(key)\"", line: keyLine, column: keyColumn)
        }
        object.keys.append(key)
        skipWhitespace()
        try expect(":", "':' after the key")
        skipWhitespace()
    }

    private mutating func parseWord(_ word: String) throws(LayoutJSONSyntaxError) {
        for s in word.unicodeScalars {
            guard current == s else { throw error("invalid literal, expected '\(word)'") }
            advance()
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
