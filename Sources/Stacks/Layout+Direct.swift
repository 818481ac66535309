import Constraints

/// Direct layout: a pure stack tree is laid out without the solver (``DirectLayout``); the
/// solver takes over, for good, the first time the tree or a question leaves that class.
extension Layout {
    /// Whether the frames answer the tree as it is now.
    var isCurrent: Bool { !isDirty && (isBuilt || isLaidOutDirectly) }

    /// Lays the tree out directly if it qualifies, reusing the plan after a resize.
    /// - Returns: whether it did; if not, the caller builds the solver.
    func layOutDirectly() -> Bool {
        guard priorityModel == .weighted else { return false }
        if directPlan == nil {
            directPlan = DirectLayout.plan(root: root, users: users.map(\.constraint), rightToLeft: rightToLeft)
        }
        guard let plan = directPlan, let frames = plan.solve(width: width, height: height) else {
            directPlan = nil
            isLaidOutDirectly = false
            return false
        }
        for (node, frame) in zip(plan.nodes, frames) { node.view.directFrame = frame }
        needsRootUpdate = false
        isLaidOutDirectly = true
        return true
    }

    /// Hands the tree to the solver (a fresh build), for a question the direct layout
    /// cannot answer; the layout stays on the solver from then on.
    func leaveDirectLayout() {
        guard isLaidOutDirectly else { return }
        isLaidOutDirectly = false
        allowsDirectLayout = false
        directPlan = nil
        isDirty = true
        update()
    }

    /// Forgets the direct plan after a change to the tree or its constraints.
    func dropDirectPlan() { directPlan = nil }

    /// A view's or guide's frame from the last direct layout; nil for anything it did not
    /// place (a view outside the tree, a stack's internal guides).
    func directFrame(of item: LayoutItem) -> Rect? {
        switch item.itemKind {
        case .view, .stack:
            let view = unsafeDowncast(item, to: View.self)
            return view.engine === self ? view.directFrame : nil
        case .scroll:
            return nil
        case .guide(let kind):
            let guide = unsafeDowncast(item, to: LayoutGuide.self)
            guard guide.owner.engine === self else { return nil }
            let frame = guide.owner.directFrame
            let isRoot = guide.owner === root
            switch kind {
            case .safeArea:
                return isRoot ? frame.inset(by: root.safeAreaInsets) : frame
            case .margins:
                let inner = isRoot ? frame.inset(by: root.safeAreaInsets) : frame
                return inner.inset(by: guide.owner.layoutMargins)
            default:
                return nil
            }
        }
    }

    /// An anchor's value from the last direct layout, as ``value(of:)`` reads it from the solver.
    func directValue(of anchor: AnyAnchor) -> Double? {
        let r = resolve(anchor)
        guard let frame = directFrame(of: r.item) else { return nil }
        var attr = r.attr
        if rightToLeft && attr == .leading { attr = .right } else if rightToLeft && attr == .trailing { attr = .left }
        let item = r.item
        let e = ResolvedAnchor(item, attr, offset: r.offset).expression(rightToLeft: false)
        return e.evaluate { v in
            if v === item.xVariable { return frame.x }
            if v === item.yVariable { return frame.y }
            return v === item.widthVariable ? frame.width : frame.height
        } + 0
    }
}

extension Rect {
    /// The rectangle shrunk by `insets` on each side.
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
