import Stacks

/// The texts `layout render` prints: the frame table, the JSON object, and conflict
/// warnings.
package enum LayoutDocumentOutput {
    /// One row per node with an id, in tree order: `id  x  y  width  height`, ids
    /// left-aligned and numbers right-aligned in columns, numbers compact
    /// (``LayoutNumber/compact(_:)``). No header line.
    /// - Parameter frames: the frames, in tree order.
    /// - Returns: the table, each row ending in a newline.
    package static func table(_ frames: [(id: String, frame: Rect)]) -> String {
        let rows = frames.map { row in
            [row.id] + [row.frame.x, row.frame.y, row.frame.width, row.frame.height].map(LayoutNumber.compact)
        }
        var widths = [Int](repeating: 0, count: 5)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = row[0] + String(repeating: " ", count: widths[0] - row[0].count)
            for i in 1..<5 {
                line += "  " + String(repeating: " ", count: widths[i] - row[i].count) + row[i]
            }
            out += line + "\n"
        }
        return out
    }

    /// `{ "frames": { ID: { "x", "y", "width", "height" } }, "contentSizes": { ID: { "width", "height" } } }`,
    /// keys in tree order, numbers that read back to the same `Double`
    /// (``LayoutNumber/exact(_:)``).
    /// - Parameters:
    ///   - frames: the frames, in tree order.
    ///   - contentSizes: the scroll views' content sizes, in tree order.
    ///   - indent: the indentation of the opening brace's line (nested in `--each` arrays).
    /// - Returns: the object, without a final newline.
    package static func json(
        frames: [(id: String, frame: Rect)], contentSizes: [(id: String, size: Size)], indent: String = ""
    ) -> String {
        func n(_ x: Double) -> String { LayoutNumber.exact(x) }
        let frameLines = frames.map { row in
            let f = row.frame
            return "\(indent)    \(quote(row.id)): { \"x\": \(n(f.x)), \"y\": \(n(f.y)), \"width\": \(n(f.width)), \"height\": \(n(f.height)) }"
        }
        let sizeLines = contentSizes.map { row in
            "\(indent)    \(quote(row.id)): { \"width\": \(n(row.size.width)), \"height\": \(n(row.size.height)) }"
        }
        func block(_ name: String, _ lines: [String]) -> String {
            lines.isEmpty
                ? "\(indent)  \"\(name)\": {}"
                : "\(indent)  \"\(name)\": {\n" + lines.joined(separator: ",\n") + "\n\(indent)  }"
        }
        return "\(indent){\n" + block("frames", frameLines) + ",\n" + block("contentSizes", sizeLines) + "\n\(indent)}"
    }

    /// `text` as a JSON string literal.
    package static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A conflict report as the tool prints it (spec, stacks.md section 9):
    /// `FILE: warning: unable to satisfy all required constraints`, then the conflicting
    /// constraints one per line (origin, then the constraint over anchors, in columns)
    /// and the broken one.
    /// - Parameters:
    ///   - report: the conflict.
    ///   - file: the file's name.
    ///   - severity: `warning`, or `error` under `--strict`.
    /// - Returns: the text, ending in a newline.
    package static func conflict(_ report: ConflictReport, file: String, severity: String) -> String {
        let origins = report.conflicting.map(\.origin.description)
        let width = origins.map(\.count).max() ?? 0
        var out = "\(file): \(severity): unable to satisfy all required constraints\n  conflicting:\n"
        for (origin, c) in zip(origins, report.conflicting) {
            out += "    " + origin + String(repeating: " ", count: width - origin.count + 3) + c.text + "\n"
        }
        out += "  broken: \(report.broken.origin)  \(report.broken.text)\n"
        return out
    }
}
