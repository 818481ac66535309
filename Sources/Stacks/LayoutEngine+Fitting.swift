import Constraints

/// Fitting sizes (spec 4): a subtree solved on its own with its size pulled toward a target.
extension LayoutEngine {
    /// The size `view` takes when its width and height are pulled toward `target` at the
    /// given priorities, from its subtree alone: content sizes, stacks, guides, and the user
    /// constraints whose anchors all lie in the subtree. UIKit's `systemLayoutSizeFitting`.
    /// - Parameters:
    ///   - view: a view (the root for the whole tree; its set width and height are ignored).
    ///   - target: the size wanted; ``LayoutView/compressedSize`` for the smallest.
    ///   - horizontalPriority: how hard the width is pulled (50 by default).
    ///   - verticalPriority: how hard the height is pulled (50 by default).
    /// - Returns: the solved size.
    public func fittingSize(
        of view: LayoutView, target: Size, horizontalPriority: Priority = .fittingSizeLevel,
        verticalPriority: Priority = .fittingSizeLevel
    ) -> Size {
        let inside = constraints.filter { c in c.anchors.allSatisfy { $0.item.owningView.isDescendant(of: view) } }
        let natural = NaturalSizes(model: priorityModel, rightToLeft: rightToLeft, users: constraints)
        natural.prepare(inside: view)
        var fitting = FittingSolve(
            model: priorityModel, rightToLeft: rightToLeft, root: view === root ? root : nil, natural: natural)
        return fitting.size(of: view, target: target, horizontal: horizontalPriority, vertical: verticalPriority,
            users: inside)
    }
}

extension LayoutView {
    /// UIKit's `systemLayoutSizeFitting`: see ``LayoutEngine/fittingSize(of:target:horizontalPriority:verticalPriority:)``.
    /// Outside a layout, the subtree alone is used, left to right, with weighted priorities.
    /// - Parameters:
    ///   - target: the size wanted; ``LayoutView/compressedSize`` for the smallest.
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
        let natural = NaturalSizes(model: .weighted, rightToLeft: false, users: [])
        natural.prepare(inside: self)
        var fitting = FittingSolve(model: .weighted, rightToLeft: false, root: nil, natural: natural)
        return fitting.size(of: self, target: target, horizontal: horizontalPriority, vertical: verticalPriority,
            users: [])
    }

    /// The smallest size (UIKit's `layoutFittingCompressedSize`).
    public static let compressedSize = Size(width: 0, height: 0)
    /// A very large size, for the largest fitting size (UIKit's `layoutFittingExpandedSize`).
    public static let expandedSize = Size(width: 1e6, height: 1e6)
}

/// The natural lengths of fill-proportionally items without an intrinsic size (spec 3.5):
/// each item's compressed fitting size, from its own subtree and the user constraints inside
/// it, solved once per layout pass.
///
/// An item's fitting solve needs the natural lengths of the fill-proportionally stacks
/// inside it, so they are solved first, deepest first (``prepare(inside:)``): no fitting
/// solve starts another, whatever the nesting (no recursion, and each item is solved once
/// rather than once per enclosing stack, which was exponential in the nesting). A chain of
/// n nested fill-proportionally stacks still costs n fitting solves of up to n stacks each.
final class NaturalSizes {
    private let model: PriorityModel
    private let rightToLeft: Bool
    /// Every user constraint of the layout; each solve takes those inside its item.
    private let users: [LayoutConstraint]
    private var sizes: [ObjectIdentifier: Size] = [:]

    init(model: PriorityModel, rightToLeft: Bool, users: [LayoutConstraint]) {
        self.model = model
        self.rightToLeft = rightToLeft
        self.users = users
    }

    /// The natural length along `axis` of an item, for ``StackView/makeSpecs(naturalLength:)``.
    func length(along axis: LayoutAxis) -> (LayoutView) -> Double {
        { [self] item in
            let size = self.size(of: item)
            return axis == .horizontal ? size.width : size.height
        }
    }

    /// The compressed fitting size of `item`'s subtree.
    func size(of item: LayoutView) -> Size {
        if let size = sizes[ObjectIdentifier(item)] { return size }
        prepare(inside: item)
        return solve(item)
    }

    /// Solves, deepest first, every natural length the fitting solves of `view`'s subtree
    /// will ask for: the visible items without an intrinsic length of each
    /// fill-proportionally stack in it.
    func prepare(inside view: LayoutView) {
        for case .leave(let v) in TreeWalk(view, order: .creation) {
            guard case .stack = v.itemKind else { continue }
            let stack = unsafeDowncast(v, to: StackView.self)
            guard stack.distribution == .fillProportionally else { continue }
            for item in stack.arrangedSubviews where !item.isHidden {
                let intrinsic = stack.axis == .horizontal ? item.intrinsicWidth : item.intrinsicHeight
                if intrinsic == nil, sizes[ObjectIdentifier(item)] == nil { _ = solve(item) }
            }
        }
    }

    /// Solves `item`'s compressed fitting size (the natural lengths inside it already known).
    private func solve(_ item: LayoutView) -> Size {
        let inside = users.filter { c in c.anchors.allSatisfy { $0.item.owningView.isDescendant(of: item) } }
        var fitting = FittingSolve(model: model, rightToLeft: rightToLeft, root: nil, natural: self)
        let size = fitting.size(
            of: item, target: LayoutView.compressedSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel,
            users: inside)
        sizes[ObjectIdentifier(item)] = size
        return size
    }
}

/// A throwaway solver holding one subtree's constraints, in creation order.
struct FittingSolve {
    var solver: Solver
    let rightToLeft: Bool
    let root: LayoutView?
    /// The natural lengths of fill-proportionally items.
    let natural: NaturalSizes
    var activeGuides: Set<ObjectIdentifier> = []

    init(model: PriorityModel, rightToLeft: Bool, root: LayoutView?, natural: NaturalSizes) {
        self.solver = Solver(priorities: model)
        self.rightToLeft = rightToLeft
        self.root = root
        self.natural = natural
    }

    mutating func size(
        of view: LayoutView, target: Size, horizontal: Priority, vertical: Priority, users inside: [LayoutConstraint]
    ) -> Size {
        visit(view)
        for c in inside {
            let (constraint, resolved) = solverConstraint(for: c, root: root, rightToLeft: rightToLeft)
            for r in resolved { ensureDefinition(of: r.item) }
            try? solver.add(constraint)
        }
        try? solver.add(Constraint(LinearExpression(view.xVariable), .equal, LinearExpression(0)))
        try? solver.add(Constraint(LinearExpression(view.yVariable), .equal, LinearExpression(0)))
        try? solver.add(
            Constraint(LinearExpression(view.widthVariable), .equal, LinearExpression(target.width), priority: horizontal))
        try? solver.add(
            Constraint(LinearExpression(view.heightVariable), .equal, LinearExpression(target.height), priority: vertical))
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

    /// The subtree's constraints in creation order: content sizes on the way down, each
    /// stack's own after its items' (a walk without recursion).
    private mutating func visit(_ view: LayoutView) {
        for step in TreeWalk(view, order: .creation) {
            switch step {
            case .enter(let v):
                add(v.contentSpecs())
                if case .scroll = v.itemKind { ensureDefinition(of: unsafeDowncast(v, to: LayoutScrollView.self).content) }
            case .leave(let v):
                guard case .stack = v.itemKind else { continue }
                let stack = unsafeDowncast(v, to: StackView.self)
                add(stack.makeSpecs(naturalLength: natural.length(along: stack.axis)))
            }
        }
    }
}
