import Constraints

extension LayoutDocument {
    /// Reads a layout file and checks it: JSON syntax, keys and values, unique and known
    /// ids, anchors and expressions, and every entry of `changes` against the tree as it
    /// stands when the entry applies.
    /// - Parameter text: the file's contents.
    /// - Returns: the document.
    /// - Throws: `LayoutDocumentError` naming the place of the first problem.
    public static func parse(_ text: String) throws(LayoutDocumentError) -> LayoutDocument {
        let json: LayoutJSONValue
        do {
            json = try LayoutJSONParser.parse(text)
        } catch {
            throw LayoutDocumentError("", error.description)
        }
        let document = try decode(json)
        try document.validate()
        return document
    }

    static let documentKeys = ["width", "height", "direction", "priorities", "root", "constraints", "changes"]

    /// Decodes the top-level object (no cross-reference checks).
    static func decode(_ json: LayoutJSONValue) throws(LayoutDocumentError) -> LayoutDocument {
        let members = try json.members(at: "", allowed: documentKeys)
        guard let rootJSON = members.first(where: { $0.key == "root" })?.value else {
            throw LayoutDocumentError("", "missing key \"root\"")
        }
        let paths = LayoutPathTable()
        var document = LayoutDocument(root: try decodeNode(rootJSON, at: paths.start("root"), isRoot: true))
        for (key, value) in members {
            switch key {
            case "width": document.width = try size(value, at: key)
            case "height": document.height = try size(value, at: key)
            case "direction": document.direction = try value.choice(DirectionName.self, at: key).direction
            case "priorities": document.priorities = try value.choice(PriorityName.self, at: key).model
            case "constraints":
                for (i, element) in try value.elements(at: key).enumerated() {
                    document.constraints.append(try constraint(element, at: LayoutPath.index(key, i)))
                }
            case "changes":
                for (i, element) in try value.elements(at: key).enumerated() {
                    document.changes.append(try decodeChange(element, at: LayoutPath.index(key, i), paths: paths))
                }
            default: break
            }
        }
        return document
    }

    /// A root size: a number ≥ 0, or `null` for the fitting size.
    static func size(_ value: LayoutJSONValue, at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Double? {
        guard let x = try value.optionalNumber(at: path()) else { return nil }
        guard x >= 0 else { throw LayoutDocumentError(path(), "a size cannot be negative (\(LayoutNumber.compact(x)))") }
        return x
    }

    /// A constraint string, parsed.
    static func constraint(_ value: LayoutJSONValue, at path: String) throws(LayoutDocumentError) -> ConstraintEntry {
        let text = try value.string(at: path)
        do {
            var entry = ConstraintEntry(text: text, constraint: try DocumentConstraintParser.parse(text))
            entry.line = value.line
            entry.column = value.column
            return entry
        } catch {
            // The file column of the problem: after the opening quote, counting characters of
            // the string (exact unless an escape sequence comes before it).
            let place = "\(path) (line \(value.line), column \(value.column + error.column))"
            throw LayoutDocumentError(place, "\(error.message) at column \(error.column) in \"\(text)\"")
        }
    }

    static let commonNodeKeys = [
        "id", "kind", "intrinsic", "firstBaseline", "lastBaseline", "hugging", "compression", "margins",
        "hidden", "children", "text", "charWidth", "lineHeight",
    ]
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "layoutMarginsRelative",
        "baselineRelative", "arranged",
    ]

    /// A node being decoded: its members, the next one to read, and the `children` or
    /// `arranged` array being read.
    private struct NodeFrame {
        var node: Node
        var isRoot: Bool
        var members: [(key: String, value: LayoutJSONValue)]
        var misplaced: [String]
        var next = 0
        /// The elements of the `children` or `arranged` member being read, and the next one.
        var list: (key: String, elements: [LayoutJSONValue], next: Int)?
    }

    /// Decodes a node and its subtree, in tree order, with an explicit stack of the nodes
    /// being read (no recursion: a tree 10,000 levels deep needs no more stack than a flat one).
    static func decodeNode(
        _ json: LayoutJSONValue, at location: LayoutNodeLocation, isRoot: Bool
    ) throws(LayoutDocumentError) -> Node {
        var frames = [try startNode(json, at: location, isRoot: isRoot)]
        while let top = frames.indices.last {
            // The next element of the array being read starts a node of its own.
            if let list = frames[top].list {
                if list.next < list.elements.count {
                    frames[top].list?.next += 1
                    let child = frames[top].node.location.child(list.key, list.next)
                    frames.append(try startNode(list.elements[list.next], at: child, isRoot: false))
                    continue
                }
                frames[top].list = nil
            }
            // The next member.
            if frames[top].next < frames[top].members.count {
                let (key, value) = frames[top].members[frames[top].next]
                frames[top].next += 1
                let location = frames[top].node.location
                if frames[top].misplaced.contains(key) {
                    let message = key == "safeArea"
                        ? "safeArea is set on the root only (other nodes' safe areas are their frames)"
                        : "\"\(key)\" is a stack property, but this node is a \(frames[top].node.kind.rawValue)"
                    throw LayoutDocumentError(LayoutPath.key(location.path, key), message)
                }
                switch key {
                case "id": frames[top].node.id = try value.identifier(at: LayoutPath.key(location.path, key))
                case "kind": break
                case "children", "arranged":
                    frames[top].list = (key, try value.elements(at: LayoutPath.key(location.path, key)), 0)
                default:
                    let kind = frames[top].node.kind
                    try decodeProperty(
                        key, value, at: LayoutPath.key(location.path, key), into: &frames[top].node.properties, kind: kind)
                }
                continue
            }
            // The node is complete: it is the next element of its parent's array.
            let done = frames.removeLast()
            guard let parent = frames.indices.last, let key = frames[parent].list?.key else { return done.node }
            let subtrees = frames[parent].node.mutableSubtrees()
            if key == "arranged" { subtrees.arranged.append(done.node) } else { subtrees.children.append(done.node) }
        }
        throw LayoutDocumentError(location.path, "internal error: no node decoded")
    }

    /// Reads a node's kind and checks its keys; its members are read by ``decodeNode(_:at:isRoot:)``.
    private static func startNode(
        _ json: LayoutJSONValue, at location: LayoutNodeLocation, isRoot: Bool
    ) throws(LayoutDocumentError) -> NodeFrame {
        var kind = Node.Kind.view
        if case .object(let members) = json.kind, let k = members.first(where: { $0.key == "kind" }) {
            kind = try k.value.choice(Node.Kind.self, at: LayoutPath.key(location.path, "kind"))
        }
        let allowed = commonNodeKeys + (isRoot ? ["safeArea"] : []) + (kind == .stack ? stackKeys : [])
        // Keys that exist but do not belong here get a specific message, not "unknown key".
        let misplaced = (isRoot ? [] : ["safeArea"]) + (kind == .stack ? [] : stackKeys)
        let members = try json.members(at: location.path, allowed: allowed + misplaced, listed: allowed)
        var node = Node(location: location)
        node.kind = kind
        return NodeFrame(node: node, isRoot: isRoot, members: members, misplaced: misplaced)
    }

    /// Decodes one settable property (shared by nodes and `set` changes).
    /// - Parameter kind: the node's kind, when known: stacks and scroll views refuse
    ///   `intrinsic` and baselines.
    static func decodeProperty(
        _ key: String, _ value: LayoutJSONValue, at path: @autoclosure () -> String, into p: inout Properties,
        kind: Node.Kind?
    ) throws(LayoutDocumentError) {
        if let kind, kind != .view, ["intrinsic", "firstBaseline", "lastBaseline", "text", "charWidth", "lineHeight"].contains(key) {
            throw LayoutDocumentError(path(), "a \(kind.rawValue) has no \(key) of its own (\(kind == .stack ? "stacks vend their items' baselines" : "scroll views have no intrinsic size"))")
        }
        switch key {
        case "intrinsic":
            let pair = try value.elements(at: path())
            guard pair.count == 2 else {
                throw LayoutDocumentError(path(), "expected [width, height] (each a number or null), found \(pair.count) elements")
            }
            let w = try pair[0].optionalNumber(at: LayoutPath.index(path(), 0))
            let h = try pair[1].optionalNumber(at: LayoutPath.index(path(), 1))
            p.intrinsic = IntrinsicSize(width: w, height: h)
        case "firstBaseline": p.firstBaseline = .some(try value.optionalNumber(at: path()))
        case "lastBaseline": p.lastBaseline = .some(try value.optionalNumber(at: path()))
        case "hugging": p.hugging = try axisPair(value, at: path())
        case "compression": p.compression = try axisPair(value, at: path())
        case "margins": p.margins = try insets(value, at: path())
        case "safeArea": p.safeArea = try insets(value, at: path())
        case "hidden": p.hidden = try value.bool(at: path())
        case "axis": p.axis = try value.choice(Axis.self, at: path())
        case "distribution": p.distribution = try value.choice(Distribution.self, at: path())
        case "alignment": p.alignment = try value.choice(Alignment.self, at: path())
        case "spacing": p.spacing = try value.number(at: path())
        case "text": p.text = try value.string(at: path())
        case "charWidth", "lineHeight":
            let size = try value.number(at: path())
            guard size > 0 else { throw LayoutDocumentError(path(), "\(key) must be positive, found \(LayoutNumber.compact(size))") }
            if key == "charWidth" { p.charWidth = size } else { p.lineHeight = size }
        case "layoutMarginsRelative": p.layoutMarginsRelative = try value.bool(at: path())
        case "baselineRelative": p.baselineRelative = try value.bool(at: path())
        case "customSpacing":
            var list: [(id: String, space: Double?)] = []
            for (id, space) in try value.object(at: path()) {
                guard LayoutPath.isIdentifier(id) else {
                    throw LayoutDocumentError(LayoutPath.key(path(), id), "invalid id \"\(id)\"")
                }
                list.append((id, try space.optionalNumber(at: LayoutPath.key(path(), id))))
            }
            p.customSpacing = list
        default:
            throw LayoutDocumentError(path(), "unknown key \"\(key)\"\(NameSuggestion.hint(for: key, among: settableKeys))")
        }
    }

    static func axisPair(_ value: LayoutJSONValue, at path: @autoclosure () -> String) throws(LayoutDocumentError) -> AxisPair {
        var pair = AxisPair()
        for (key, v) in try value.members(at: path(), allowed: ["horizontal", "vertical"]) {
            let p = try v.priority(at: LayoutPath.key(path(), key))
            if key == "horizontal" { pair.horizontal = p } else { pair.vertical = p }
        }
        return pair
    }

    static func insets(_ value: LayoutJSONValue, at path: @autoclosure () -> String) throws(LayoutDocumentError) -> Insets {
        var insets = Insets()
        for (key, v) in try value.members(at: path(), allowed: ["top", "left", "bottom", "right"]) {
            let x = try v.number(at: LayoutPath.key(path(), key))
            switch key {
            case "top": insets.top = x
            case "left": insets.left = x
            case "bottom": insets.bottom = x
            default: insets.right = x
            }
        }
        return insets
    }

    private enum DirectionName: String, CaseIterable {
        case leftToRight, rightToLeft
        var direction: Direction { self == .leftToRight ? .leftToRight : .rightToLeft }
    }

    private enum PriorityName: String, CaseIterable {
        case weighted, strict
        var model: PriorityModel { self == .weighted ? .weighted : .strict }
    }
}
