extension LayoutDocument {
    static let changeVerbs = ["hide", "show", "insert", "remove", "set", "resize", "add", "drop"]

    /// The keys each kind of change accepts.
    private static func keys(for verb: String) -> [String] {
        switch verb {
        case "insert": ["insert", "into", "at"]
        case "set": ["set", "to"]
        default: [verb]
        }
    }

    static let settableKeys = [
        "intrinsic", "firstBaseline", "lastBaseline", "hugging", "compression", "margins", "safeArea", "hidden",
        "axis", "distribution", "alignment", "spacing", "customSpacing", "layoutMarginsRelative", "baselineRelative",
        "text", "charWidth", "lineHeight",
    ]

    /// Decodes one entry of `changes` (ids are checked later, against the tree as it
    /// stands when the entry applies).
    /// - Parameter paths: the document's path table, for the nodes an `insert` brings.
    static func decodeChange(
        _ json: LayoutJSONValue, at path: String, paths: LayoutPathTable
    ) throws(LayoutDocumentError) -> Change {
        guard case .object(let all) = json.kind else {
            throw LayoutDocumentError(path, "expected an object, found \(json.typeName)")
        }
        let verbs = all.map(\.key).filter { changeVerbs.contains($0) }
        guard let verb = verbs.first else {
            throw LayoutDocumentError(path, "a change needs one of: \(changeVerbs.joined(separator: ", "))")
        }
        if verbs.count > 1 {
            throw LayoutDocumentError(path, "one change per entry: found both \"\(verbs[0])\" and \"\(verbs[1])\"")
        }
        let members = try json.members(at: path, allowed: keys(for: verb))
        func value(_ key: String) -> LayoutJSONValue? { members.first(where: { $0.key == key })?.value }
        let here = LayoutPath.key(path, verb)
        let main = value(verb) ?? json
        switch verb {
        case "hide": return .hide(try main.identifier(at: here))
        case "show": return .show(try main.identifier(at: here))
        case "remove": return .remove(try main.identifier(at: here))
        case "insert":
            let node = try decodeNode(main, at: paths.start(here), isRoot: false)
            guard let into = value("into") else { throw LayoutDocumentError(path, "an insert needs \"into\": the stack's id") }
            let stack = try into.identifier(at: LayoutPath.key(path, "into"))
            let at = try value("at").map { v throws(LayoutDocumentError) in try v.index(at: LayoutPath.key(path, "at")) }
            return .insert(node, into: stack, at: at)
        case "set":
            let id = try main.identifier(at: here)
            guard let to = value("to") else { throw LayoutDocumentError(path, "a set needs \"to\": the properties to change") }
            let toPath = LayoutPath.key(path, "to")
            var properties = Properties()
            for (key, v) in try to.members(at: toPath, allowed: settableKeys + ["id", "kind", "children", "arranged"]) {
                if ["id", "kind", "children", "arranged"].contains(key) {
                    throw LayoutDocumentError(
                        LayoutPath.key(toPath, key), "\"\(key)\" cannot be set; use insert and remove to change the tree")
                }
                try decodeProperty(key, v, at: LayoutPath.key(toPath, key), into: &properties, kind: nil)
            }
            return .set(id, properties)
        case "resize":
            let pair = try main.elements(at: here)
            guard pair.count == 2 else {
                throw LayoutDocumentError(here, "expected [width, height] (each a number, or null for the fitting size)")
            }
            return .resize(
                width: try size(pair[0], at: LayoutPath.index(here, 0)),
                height: try size(pair[1], at: LayoutPath.index(here, 1)))
        case "add": return .add(try constraint(main, at: here))
        default: return .drop(try main.index(at: here))
        }
    }
}
