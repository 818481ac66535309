import Constraints

/// Fitting sizes (spec 4): a subtree solved on its own with its size pulled toward a target.
extension Layout {
    /// The size `view` takes when its width and height are pulled toward `target` at the
    /// given priorities, from its subtree alone: content sizes, stacks, guides, and the user
    /// constraints whose anchors all lie in the subtree. UIKit's `systemLayoutSizeFitting`.
    /// - Parameters:
    ///   - view: a view (the root for the whole tree; its set width and height are ignored).
    ///   - target: the size wanted; ``View/compressedSize`` for the smallest.
    ///   - horizontalPriority: how hard the width is pulled (50 by default).
    ///   - verticalPriority: how hard the height is pulled (50 by default).
    /// - Returns: the solved size.
    public func fittingSize(
        of view: View, target: Size, horizontalPriority: Priority = .fittingSizeLevel,
        verticalPriority: Priority = .fittingSizeLevel
    ) -> Size {
        let inside = constraints.filter { c in c.anchors.allSatisfy { $0.item.owningView.isDescendant(of: view) } }
        var fitting = FittingSolve(
            model: priorityModel, rightToLeft: rightToLeft, root: view === root ? root : nil, users: constraints)
        return fitting.size(of: view, target: target, horizontal: horizontalPriority, vertical: verticalPriority,
            users: inside)
    }
}

extension View {
    /// UIKit's `systemLayoutSizeFitting`: see ``Layout/fittingSize(of:target:horizontalPriority:verticalPriority:)``.
    /// Outside a layout, the subtree alone is used, left to right, with weighted priorities.
    /// - Parameters:
    ///   - target: the size wanted; ``View/compressedSize`` for the smallest.
    ///   - horizontalPriority: how hard the width is pulled (50 by default).
    ///   - verticalPriority: how hard the height is pulled (50 by default).
    /// - Returns: the solved size.
    public func systemLayoutSizeFitting(
        _ target: Size, horizontalPriority: Priority = .fittingSizeLevel,
        verticalPriority: Priority = .fittingSizeLevel
    ) -> Size {
        if let engine {
            return engine.fittingSize(of: self, target: target, horizontalPriority: horizontalPriority,
                verticalPriority: verticalPriority)
        }
        var fitting = FittingSolve(model: .weighted, rightToLeft: false, root: nil, users: [])
        return fitting.size(of: self, target: target, horizontal: horizontalPriority, vertical: verticalPriority,
            users: [])
    }

    /// The smallest size (UIKit's `layoutFittingCompressedSize`).
    public static let compressedSize = Size(width: 0, height: 0)
    /// A very large size, for the largest fitting size (UIKit's `layoutFittingExpandedSize`).
    public static let expandedSize = Size(width: 1e6, height: 1e6)
}

/// A throwaway solver holding one subtree's constraints, in creation order.
struct FittingSolve {
    var solver: Solver
    let rightToLeft: Bool
    let root: View?
    let model: PriorityModel
    /// All the layout's user constraints (nested fitting solves pick their own subset).
    let users: [LayoutConstraint]
    var activeGuides: Set<ObjectIdentifier> = []

    init(model: PriorityModel, rightToLeft: Bool, root: View?, users: [LayoutConstraint]) {
        self.solver = Solver(priorities: model)
        self.model = model
        self.rightToLeft = rightToLeft
        self.root = root
        self.users = users
    }

    mutating func size(
        of view: View, target: Size, horizontal: Priority, vertical: Priority, users inside: [LayoutConstraint]
    ) -> Size {
        visit(view)
        for c in inside {
            let (constraint, resolved) = solverConstraint(for: c, root: root, rightToLeft: rightToLeft)
            for r in resolved { ensureDefinition(of: r.item) }
            try? solver.add(constraint)
        }
        try? solver.add(Constraint(Expression(view.xVariable), .equal, Expression(0)))
        try? solver.add(Constraint(Expression(view.yVariable), .equal, Expression(0)))
        try? solver.add(
            Constraint(Expression(view.widthVariable), .equal, Expression(target.width), priority: horizontal))
        try? solver.add(
            Constraint(Expression(view.heightVariable), .equal, Expression(target.height), priority: vertical))
        return Size(width: solver.value(of: view.widthVariable) + 0, height: solver.value(of: view.heightVariable) + 0)
    }

    private mutating func add(_ specs: [Spec]) {
        for spec in specs {
            ensureDefinition(of: spec.first.item)
            if let second = spec.second { ensureDefinition(of: second.item) }
            try? solver.add(spec.makeConstraint(rightToLeft: rightToLeft))
        }
    }

    private mutating func ensureDefinition(of item: LayoutItem) {
        guard case .guide = item.itemKind else { return }
        let guide = unsafeDowncast(item, to: LayoutGuide.self)
        guard guide.hasDefinition, activeGuides.insert(ObjectIdentifier(guide)).inserted else { return }
        add(guideSpecs(guide, root: root))
    }

    private mutating func visit(_ view: View) {
        add(view.contentSpecs())
        if case .scroll = view.itemKind { ensureDefinition(of: unsafeDowncast(view, to: ScrollView.self).content) }
        guard case .stack = view.itemKind else {
            for sub in view.subviews { visit(sub) }
            return
        }
        let stack = unsafeDowncast(view, to: StackView.self)
        for item in stack.arrangedSubviews { visit(item) }
        for sub in stack.subviews where !sub.isArranged { visit(sub) }
        let (model, rtl, users) = (self.model, rightToLeft, self.users)
        add(stack.makeSpecs { item in
            let inside = users.filter { c in c.anchors.allSatisfy { $0.item.owningView.isDescendant(of: item) } }
            var nested = FittingSolve(model: model, rightToLeft: rtl, root: nil, users: users)
            let size = nested.size(of: item, target: View.compressedSize, horizontal: .fittingSizeLevel,
                vertical: .fittingSizeLevel, users: inside)
            return stack.axis == .horizontal ? size.width : size.height
        })
    }
}
