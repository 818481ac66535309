import Constraints
import Stacks

extension LayoutDocumentSession {
    /// Creates the view of `node` and its subtree: the node's properties, then its
    /// arranged nodes in order, then its plain children (tree order, spec 5.2). A view is
    /// added to its parent once its own subtree is complete (so adding never walks a long
    /// chain of superviews), with an explicit stack rather than recursion.
    /// - Parameters:
    ///   - node: the node.
    ///   - isRoot: whether it is the document's root (the only one with a safe area).
    ///   - views: receives every view by its node's location.
    ///   - ids: receives the views of nodes with an id.
    /// - Returns: the view (a `StackView` or `LayoutScrollView` for those kinds).
    static func makeView(
        _ node: LayoutDocument.Node, isRoot: Bool, views: inout [Int: LayoutView], ids: inout [String: LayoutView]
    ) -> LayoutView {
        // Each frame: a node whose view exists, and the next of its arranged nodes (a
        // stack's), then of its children, to make.
        let root = startView(node, views: &views, ids: &ids)
        var frames = [(node: node, view: root, next: 0)]
        while let top = frames.indices.last {
            let (current, view, k) = frames[top]
            let arrangedCount = view is StackView ? current.arranged.count : 0
            if k < arrangedCount + current.children.count {
                frames[top].next += 1
                let child = k < arrangedCount ? current.arranged[k] : current.children[k - arrangedCount]
                frames.append((child, startView(child, views: &views, ids: &ids), 0))
                continue
            }
            if let customSpacing = current.properties.customSpacing {
                var spacing = LayoutDocument.Properties()
                spacing.customSpacing = customSpacing
                apply(spacing, to: view, views: ids)
            }
            frames.removeLast()
            guard let parent = frames.last else { break }
            if let stack = parent.view as? StackView, parent.next <= parent.node.arranged.count {
                stack.addArrangedSubview(view)
            } else {
                parent.view.addSubview(view)
            }
        }
        return root
    }

    /// The view of `node` with its properties set, except custom spacing (set once its
    /// arranged nodes exist).
    private static func startView(
        _ node: LayoutDocument.Node, views: inout [Int: LayoutView], ids: inout [String: LayoutView]
    ) -> LayoutView {
        let name = node.id ?? node.location.table.shortPath(node.location.step)
        let view: LayoutView
        switch node.kind {
        case .view: view = LayoutView(name)
        case .stack: view = StackView(name)
        case .scroll: view = LayoutScrollView(name)
        }
        views[node.location.step] = view
        if let id = node.id { ids[id] = view }
        var properties = node.properties
        properties.customSpacing = nil
        apply(properties, to: view, views: ids)
        return view
    }

    /// Sets the properties given in `p` on `view`; the ones not given keep their value.
    /// - Parameters:
    ///   - p: the properties (from a node or a `set` change).
    ///   - view: the node's view.
    ///   - views: views by id, to find the items custom spacing names.
    static func apply(_ p: LayoutDocument.Properties, to view: LayoutView, views: [String: LayoutView]) {
        if let size = p.intrinsic {
            view.intrinsicWidth = size.width
            view.intrinsicHeight = size.height
        }
        if p.text != nil || p.charWidth != nil || p.lineHeight != nil {
            // Measured content: the properties as merged so far give the whole text model.
            let text = WrappingText(
                p.text ?? "", characterWidth: p.charWidth ?? 1, lineHeight: p.lineHeight ?? 1)
            view.intrinsicWidth = text.naturalWidth
            view.heightForWidth = { width in text.height(forWidth: width) }
        }
        if let b = p.firstBaseline { view.firstBaselineOffset = b }
        if let b = p.lastBaseline { view.lastBaselineOffset = b }
        if p.hugging.horizontal != nil || p.hugging.vertical != nil {
            view.hugging = AxisPriorities(
                horizontal: p.hugging.horizontal.map { Priority($0) } ?? view.hugging.horizontal,
                vertical: p.hugging.vertical.map { Priority($0) } ?? view.hugging.vertical)
        }
        if p.compression.horizontal != nil || p.compression.vertical != nil {
            view.compressionResistance = AxisPriorities(
                horizontal: p.compression.horizontal.map { Priority($0) } ?? view.compressionResistance.horizontal,
                vertical: p.compression.vertical.map { Priority($0) } ?? view.compressionResistance.vertical)
        }
        if !p.margins.isEmpty { view.layoutMargins = merged(view.layoutMargins, p.margins) }
        if !p.safeArea.isEmpty { view.safeAreaInsets = merged(view.safeAreaInsets, p.safeArea) }
        if let hidden = p.hidden { view.isHidden = hidden }
        guard let stack = view as? StackView else { return }
        if let axis = p.axis { stack.axis = axis == .horizontal ? .horizontal : .vertical }
        if let d = p.distribution { stack.distribution = distribution(d) }
        if let a = p.alignment { stack.alignment = alignment(a) }
        if let s = p.spacing { stack.spacing = s }
        if let b = p.layoutMarginsRelative { stack.isLayoutMarginsRelativeArrangement = b }
        if let b = p.baselineRelative { stack.isBaselineRelativeArrangement = b }
        for entry in p.customSpacing ?? [] {
            guard let item = views[entry.id] else { continue }
            if let space = entry.space {
                stack.setCustomSpacing(space, after: item)
            } else {
                stack.clearCustomSpacing(after: item)
            }
        }
    }

    /// `insets` with the sides given in `change` replaced.
    private static func merged(_ insets: LayoutInsets, _ change: LayoutDocument.Insets) -> LayoutInsets {
        LayoutInsets(
            top: change.top ?? insets.top, left: change.left ?? insets.left,
            bottom: change.bottom ?? insets.bottom, right: change.right ?? insets.right)
    }

    private static func distribution(_ d: LayoutDocument.Distribution) -> StackView.Distribution {
        switch d {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    private static func alignment(_ a: LayoutDocument.Alignment) -> StackView.Alignment {
        switch a {
        case .fill: .fill
        case .leading, .top: .leading
        case .trailing, .bottom: .trailing
        case .center: .center
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    /// Turns a document constraint into a layout constraint, adds it, and returns it.
    /// - Parameters:
    ///   - entry: the constraint as read.
    ///   - index: its index in `constraints` (its origin in conflict reports).
    ///   - path: where it was read, for messages.
    /// - Throws: `LayoutDocumentError` if an anchor is unknown or the layout refuses it.
    func makeConstraint(_ entry: LayoutDocument.ConstraintEntry, index: Int, at path: String) throws(LayoutDocumentError)
        -> LayoutConstraint
    {
        func expression(_ e: DocumentExpression) throws(LayoutDocumentError) -> AnchorExpression {
            var terms: [AnchorExpression.Term] = []
            for term in e.terms {
                terms.append(AnchorExpression.Term(anchor: try anchor(term.anchor), coefficient: term.coefficient))
            }
            return AnchorExpression(terms: terms, constant: e.constant)
        }
        func anchor(_ a: DocumentAnchor) throws(LayoutDocumentError) -> AnyAnchor {
            guard let view = view(a.id), let attribute = AnchorAttribute(rawValue: a.attribute.rawValue) else {
                throw LayoutDocumentError(path, "unknown id \"\(a.id)\" in \(a)")
            }
            let item: LayoutItem
            switch a.guide {
            case nil: item = view
            case .margins: item = view.margins
            case .safeArea: item = view.safeArea
            case .content, .frame:
                guard let scroll = view as? LayoutScrollView else {
                    throw LayoutDocumentError(path, "\(a): \"\(a.id)\" is not a scroll view")
                }
                item = a.guide == .content ? scroll.content : scroll.frame
            }
            return AnyAnchor(item: item, attribute: attribute)
        }
        let c = entry.constraint
        let constraint = LayoutConstraint(
            try expression(c.lhs), c.relation, try expression(c.rhs), priority: c.priority,
            identifier: LayoutPath.index("constraints", index))
        do {
            try layout.add(constraint)
        } catch {
            throw LayoutDocumentError(path, error.description)
        }
        return constraint
    }
}
