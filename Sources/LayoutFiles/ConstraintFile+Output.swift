import Constraints

extension ConstraintFile {
    /// Formats a value so that it reads back as the same Double: integers without a
    /// fraction (`40`, never `40.0`), zero as `0` (never `-0`), anything else in Swift's
    /// shortest round-trip form (`0.1`, `1e-07`, `1e+16`).
    /// - Parameter value: the value.
    /// - Returns: the text; `nan`, `inf` or `-inf` for a non-finite value.
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value.magnitude < 1e16, value == Double(Int64(value)) {
            return String(Int64(value))
        }
        return value.description
    }

    /// The text output of `layout solve`: `name = value`, one variable per line.
    /// - Parameter values: the variables and values, in output order.
    /// - Returns: the lines, each ending with a newline (empty for no variables).
    public static func formatText(_ values: [(name: String, value: Double)]) -> String {
        var text = ""
        for (name, value) in values { text += "\(name) = \(format(value))\n" }
        return text
    }

    /// The JSON output of `layout solve --json`: one object mapping each name to its value,
    /// keys in the given order, followed by a newline.
    /// - Parameter values: the variables and values, in output order.
    /// - Returns: the JSON text; a non-finite value (which a solver does not produce) is `null`.
    public static func formatJSON(_ values: [(name: String, value: Double)]) -> String {
        let members = values.map { name, value in
            "\(jsonString(name)): \(value.isFinite ? format(value) : "null")"
        }
        return "{" + members.joined(separator: ", ") + "}\n"
    }

    /// `text` as a JSON string literal.
    private static func jsonString(_ text: String) -> String {
        LayoutDocumentOutput.quote(text)
    }
}
