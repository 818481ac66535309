/// Typed access to JSON values for the layout-file decoder; every failure names the
/// JSON path of the value. Paths are passed unevaluated (`@autoclosure`): a deep node's
/// path is long, and is spelled only for an error.
extension LayoutJSONValue {
    /// The members of an object, after checking that every key is one of `allowed`.
    /// - Parameters:
    ///   - path: the value's JSON path, for messages.
    ///   - allowed: the keys accepted here, in the order to list them.
    ///   - listed: the keys to name in the message (default: `allowed`).
    /// - Returns: the members in the order written.
    /// - Throws: `LayoutDocumentError` if the value is not an object or has an unknown key.
    func members(
        at path: @autoclosure () -> String, allowed: [String], listed: [String]? = nil
    ) throws(LayoutDocumentError) -> [(key: String, value: LayoutJSONValue)] {
        guard case .object(let members) = kind else {
            throw LayoutDocumentError(path(), "expected an object, found \(typeName)")
        }
        for member in members where !allowed.contains(member.key) {
            throw LayoutDocumentError(
                LayoutPath.key(path(), member.key),
                "unknown key \"\(member.key)\"\(NameSuggestion.hint(for: member.key, among: listed ?? allowed))"
                    + " (expected one of: \((listed ?? allowed).joined(separator: ", ")))")
        }
        return members
    }

    /// The members of an object, whatever their keys.
    /// - Throws: `LayoutDocumentError` if the value is not an object.
    func object(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> [(key: String, value: LayoutJSONValue)] {
        guard case .object(let members) = kind else {
            throw LayoutDocumentError(path(), "expected an object, found \(typeName)")
        }
        return members
    }

    /// The elements of an array.
    /// - Throws: `LayoutDocumentError` if the value is not an array.
    func elements(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> [LayoutJSONValue] {
        guard case .array(let elements) = kind else {
            throw LayoutDocumentError(path(), "expected an array, found \(typeName)")
        }
        return elements
    }

    /// The value as a number.
    /// - Throws: `LayoutDocumentError` if it is not a number.
    func number(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Double {
        guard case .number(let x) = kind else { throw LayoutDocumentError(path(), "expected a number, found \(typeName)") }
        return x
    }

    /// The value as a number, or `nil` for `null`.
    /// - Throws: `LayoutDocumentError` if it is neither.
    func optionalNumber(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Double? {
        if case .null = kind { return nil }
        guard case .number(let x) = kind else { throw LayoutDocumentError(path(), "expected a number or null, found \(typeName)") }
        return x
    }

    /// The value as a non-negative integer (an array index).
    /// - Throws: `LayoutDocumentError` if it is not a whole number ≥ 0.
    func index(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Int {
        let x = try number(at: path())
        guard x >= 0, x < 1e9, x == Double(Int(x)) else {
            throw LayoutDocumentError(path(), "expected a whole number ≥ 0, found \(LayoutNumber.compact(x))")
        }
        return Int(x)
    }

    /// The value as a priority in (0, 1000].
    /// - Throws: `LayoutDocumentError` if it is not a number in that range.
    func priority(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Double {
        let x = try number(at: path())
        guard x > 0 && x <= 1000 else {
            throw LayoutDocumentError(path(), "priority \(LayoutNumber.compact(x)) outside (0, 1000]")
        }
        return x
    }

    /// The value as a Boolean.
    /// - Throws: `LayoutDocumentError` if it is not `true` or `false`.
    func bool(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Bool {
        guard case .bool(let b) = kind else { throw LayoutDocumentError(path(), "expected true or false, found \(typeName)") }
        return b
    }

    /// The value as a string.
    /// - Throws: `LayoutDocumentError` if it is not a string.
    func string(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> String {
        guard case .string(let s) = kind else { throw LayoutDocumentError(path(), "expected a string, found \(typeName)") }
        return s
    }

    /// The value as a node id (`[A-Za-z_][A-Za-z0-9_]*`).
    /// - Throws: `LayoutDocumentError` if it is not a string of that form.
    func identifier(at path: @autoclosure () -> String) throws(LayoutDocumentError) -> String {
        let s = try string(at: path())
        guard LayoutPath.isIdentifier(s) else {
            throw LayoutDocumentError(path(), "invalid id \"\(s)\": expected [A-Za-z_][A-Za-z0-9_]*")
        }
        return s
    }

    /// The value as one of an enumeration's raw values.
    /// - Throws: `LayoutDocumentError` naming the accepted values otherwise.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, at path: @autoclosure () -> String) throws(LayoutDocumentError) -> T
    where T.RawValue == String {
        let s = try string(at: path())
        guard let value = T(rawValue: s) else {
            let known = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            let hint = NameSuggestion.hint(for: s, among: T.allCases.map(\.rawValue))
            throw LayoutDocumentError(path(), "unknown value \"\(s)\"\(hint) (expected one of: \(known))")
        }
        return value
    }
}

/// JSON paths for messages: `root.children[0].arranged[2].hugging`.
package enum LayoutPath {
    /// `path.key` (or `key` at the top level).
    static func key(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// `path[index]`.
    static func index(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }

    /// Whether `s` is a valid node id.
    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first else { return false }
        func letter(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        return letter(first) && s.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }
}
