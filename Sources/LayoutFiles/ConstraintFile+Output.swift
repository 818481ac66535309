import Constraints

extension ConstraintFile {
    /// Formats a value so that it reads back as the same Double: integers without a
    /// fraction (`40`, never `40.0`), zero as `0` (never `-0`), anything else in Swift's
    /// shortest round-trip form (`0.1`, `1e-07`, `1e+16`). `layout solve --json` uses it.
    /// - Parameter value: the value.
    /// - Returns: the text; `nan`, `inf` or `-inf` for a non-finite value.
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value.magnitude < 1e16, value == Double(Int64(value)) {
            return String(Int64(value))
        }
        return value.description
    }

    /// Formats a value for people, without floating-point noise: `84`, not
    /// `84.00000000000001`; `0.3`, not `0.30000000000000004` (a shorter decimal within four
    /// units in the last place, see `LayoutNumber.snapped`); otherwise as ``format(_:)``.
    /// The text reads back to a double within four units in the last place of `value`.
    /// - Parameter value: the value.
    /// - Returns: the text.
    public static func formatReadable(_ value: Double) -> String {
        format(LayoutNumber.snapped(value))
    }

    /// The text output of `layout solve`: `name = value`, one variable per line.
    /// - Parameter values: the variables and values, in output order.
    /// - Returns: the lines, each ending with a newline (empty for no variables).
    public static func formatText(_ values: [(name: String, value: Double)]) -> String {
        var text = ""
        for (name, value) in values { text += "\(name) = \(formatReadable(value))\n" }
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
