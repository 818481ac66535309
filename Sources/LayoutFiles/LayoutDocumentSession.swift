import Constraints
import Stacks

/// A layout document built into a live `Stacks` tree and laid out on one solver, with
/// its changes applied incrementally (never a rebuild).
///
/// ```swift
/// let session = try LayoutDocumentSession(document)
/// session.frames          // after the first layout
/// try session.apply(document.changes[0], at: "changes[0]")
/// ```
public final class LayoutDocumentSession {
    /// The document as it stands after the changes applied so far.
    public private(set) var document: LayoutDocument
    /// The live layout.
    public let layout: LayoutEngine
    /// Every view by where its node was read (nodes without an id too).
    private var viewsByPath: [Int: LayoutView] = [:]
    /// Views of nodes with an id.
    private var viewsByID: [String: LayoutView] = [:]
    /// The constraint object of each entry of `constraints` (`nil` once dropped).
    private var constraintObjects: [LayoutConstraint?] = []

    /// Builds the tree, adds the document's constraints and lays it out once.
    /// - Parameters:
    ///   - document: a checked document (from ``LayoutDocument/parse(_:)``); its `changes`
    ///     are not applied.
    ///   - allowsDirectLayout: whether a tree that qualifies may skip the solver
    ///     (`LayoutEngine.allowsDirectLayout`; the frames are the solver's either way).
    /// - Throws: `LayoutDocumentError` if the layout refuses a constraint.
    public init(_ document: LayoutDocument, allowsDirectLayout: Bool = true) throws(LayoutDocumentError) {
        self.document = document
        var views: [Int: LayoutView] = [:]
        var ids: [String: LayoutView] = [:]
        let root = Self.makeView(document.root, isRoot: true, views: &views, ids: &ids)
        viewsByPath = views
        viewsByID = ids
        layout = LayoutEngine(
            root: root, width: document.width, height: document.height,
            direction: document.direction == .leftToRight ? .leftToRight : .rightToLeft,
            priorities: document.priorities)
        layout.allowsDirectLayout = allowsDirectLayout
        for (i, entry) in document.constraints.enumerated() {
            guard !entry.isDropped else {
                constraintObjects.append(nil)
                continue
            }
            let constraint = try makeConstraint(entry, index: i, at: entry.place(LayoutPath.index("constraints", i)))
            constraintObjects.append(constraint)
        }
        firstReports = layout.update()
    }

    /// The conflicts reported by the first layout.
    public private(set) var firstReports: [ConflictReport] = []

    /// Applies one change to the tree and lays out again on the same solver.
    /// - Parameters:
    ///   - change: the edit.
    ///   - path: its JSON path (`changes[3]`), for messages.
    /// - Returns: the conflicts the relayout reported.
    /// - Throws: `LayoutDocumentError` if the change does not fit the document as it stands.
    @discardableResult
    public func apply(_ change: LayoutDocument.Change, at path: String) throws(LayoutDocumentError) -> [ConflictReport] {
        let next = try document.applying(change, at: path)
        switch change {
        case .hide(let id): viewsByID[id]?.isHidden = true
        case .show(let id): viewsByID[id]?.isHidden = false
        case .insert(let node, let stackID, let at):
            guard let stack = viewsByID[stackID] as? StackView else { break }
            var views = viewsByPath
            var ids = viewsByID
            let view = Self.makeView(node, isRoot: false, views: &views, ids: &ids)
            viewsByPath = views
            viewsByID = ids
            stack.insertArrangedSubview(view, at: at ?? stack.arrangedSubviews.count)
        case .remove(let id):
            guard let view = viewsByID[id], let node = document.root.find(id) else { break }
            view.removeFromSuperview()
            node.walk { n, _ in
                viewsByPath[n.location.step] = nil
                if let nid = n.id { viewsByID[nid] = nil }
            }
            for i in constraintObjects.indices where next.constraints[i].isDropped && constraintObjects[i] != nil {
                if let c = constraintObjects[i] { layout.remove(c) }
                constraintObjects[i] = nil
            }
        case .set(let id, let properties):
            guard let view = viewsByID[id] else { break }
            var given = properties
            if properties.text != nil || properties.charWidth != nil || properties.lineHeight != nil,
                let merged = next.root.find(id)?.properties
            {
                // The text model is one whole: take all three from the edited node.
                given.text = merged.text
                given.charWidth = merged.charWidth
                given.lineHeight = merged.lineHeight
            }
            Self.apply(given, to: view, views: viewsByID)
        case .resize(let width, let height):
            layout.resize(width: width, height: height)
        case .add(let entry):
            let index = constraintObjects.count
            constraintObjects.append(try makeConstraint(entry, index: index, at: entry.place(LayoutPath.key(path, "add"))))
        case .drop(let index):
            if let c = constraintObjects[index] { layout.remove(c) }
            constraintObjects[index] = nil
        }
        document = next
        return layout.update()
    }

    /// The frame of every node with an id, in tree order.
    public var frames: [(id: String, frame: Rect)] {
        document.root.ids.compactMap { id in viewsByID[id].map { (id, layout.frame(of: $0)) } }
    }

    /// The content size of every scroll view with an id, in tree order.
    public var contentSizes: [(id: String, size: Size)] {
        document.root.ids.compactMap { id in
            (viewsByID[id] as? LayoutScrollView).map { (id, layout.contentSize(of: $0)) }
        }
    }

    /// The view of the node with `id`, if it is in the tree.
    public func view(_ id: String) -> LayoutView? { viewsByID[id] }

    /// A drawing of the visible nodes (a hidden node hides its subtree), in tree order.
    public var drawing: SVGDrawing {
        var items: [SVGDrawing.Item] = []
        // Depth first with an explicit stack: a deep tree needs no deep recursion.
        var pending: [(node: LayoutDocument.Node, depth: Int)] = [(document.root, 0)]
        while let (node, depth) = pending.popLast() {
            guard let view = viewsByPath[node.location.step], !view.isHidden else { continue }
            let f = layout.frame(of: view)
            let frame = SVGRect(x: f.x, y: f.y, width: f.width, height: f.height)
            let label = node.id ?? node.kind.rawValue
            switch node.kind {
            case .view:
                let isContainer = !node.children.isEmpty
                items.append(.init(label: label, style: .view, frame: frame, depth: depth, isContainer: isContainer))
            case .stack:
                let horizontal = (view as? StackView)?.axis != .vertical
                items.append(.init(label: label, style: .stack(horizontal: horizontal), frame: frame, depth: depth))
            case .scroll:
                var content: SVGRect?
                if let scroll = view as? LayoutScrollView {
                    let c = layout.frame(of: scroll.content)
                    content = SVGRect(x: c.x, y: c.y, width: c.width, height: c.height)
                }
                items.append(.init(label: label, style: .scroll, frame: frame, content: content, depth: depth))
            }
            for child in (node.arranged + node.children).reversed() { pending.append((child, depth + 1)) }
        }
        return SVGDrawing(items: items)
    }
}
