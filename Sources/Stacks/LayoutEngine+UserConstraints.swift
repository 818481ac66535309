import Constraints

/// Why a user constraint was refused.
public enum LayoutError: Error, CustomStringConvertible {
    /// An anchor of the constraint belongs to a view that is not in this layout's tree.
    case anchorOutsideTree(anchor: String, constraint: String)
    /// Leading or trailing related to left or right (UIKit refuses these too).
    case mixedDirectionalAnchors(constraint: String)
    /// A priority outside (0, 1000].
    case invalidPriority(constraint: String)
    /// An infinite or NaN number.
    case nonFiniteValue(constraint: String)
    /// A pixel scale that is not a positive finite number (``Rect/aligned(toScale:)``).
    case invalidScale(Double)
    /// Measured content whose height kept changing its width (``LayoutView/heightForWidth``).
    case measurementDidNotSettle(view: String)

    /// A readable form, as used in reports and messages.
    public var description: String {
        switch self {
        case .anchorOutsideTree(let anchor, let constraint):
            return "anchor '\(anchor)' in '\(constraint)' belongs to a view that is not in the layout's tree"
        case .mixedDirectionalAnchors(let constraint):
            return "'\(constraint)' relates leading/trailing to left/right; use one kind"
        case .invalidPriority(let constraint):
            return "invalid priority in '\(constraint)': priorities lie in (0, 1000]"
        case .nonFiniteValue(let constraint):
            return "non-finite number in '\(constraint)'"
        case .measurementDidNotSettle(let view):
            return "the measured height of '\(view)' did not settle: its height keeps changing its width"
        case .invalidScale(let scale):
            return "invalid pixel scale \(scale): use a positive number of pixels per point"
        }
    }
}

extension LayoutEngine {
    /// Adds a user constraint (applied at the next update). Adding one already present does
    /// nothing.
    /// - Parameter constraint: a constraint between anchors of this layout's tree.
    /// - Throws: ``LayoutError`` when an anchor is outside the tree, leading/trailing are
    ///   mixed with left/right, or the priority or a number is invalid.
    public func add(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard !holds(constraint) else { return }
        try validate(constraint)
        let usesBaselines = constraint.containsAnchor {
            $0.attribute == .firstBaseline || $0.attribute == .lastBaseline
        }
        constraint.userIndex = users.count
        users.append(UserEntry(constraint: constraint, solverConstraint: nil, resolved: [], isAdded: false,
            usesBaselines: usesBaselines))
        constraint.forEachOwningView { $0.userConstraintIDs.append(ObjectIdentifier(constraint)) }
        constraint.engine = self
        markUsersChanged([constraint], added: true)
        needsUserUpdate = true
        invalidateProportionalStacks(around: constraint)
    }

    /// Adds user constraints in order; stops at the first invalid one.
    /// - Parameter constraints: the constraints.
    /// - Throws: the first ``LayoutError``.
    public func add(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for c in constraints { try add(c) }
    }

    /// Removes a user constraint (at once); nothing happens if it is not present.
    /// - Parameter constraint: the constraint.
    public func remove(_ constraint: LayoutConstraint) {
        guard let k = userIndex(of: constraint) else { return }
        if let c = users[k].solverConstraint { try? solver.remove(c) }
        users.remove(at: k)
        forgetUser(constraint)
        if constraint.engine === self { constraint.engine = nil }
        markUsersChanged([constraint], added: false)
        invalidateProportionalStacks(around: constraint)
    }

    /// Where `constraint` is in ``users``, from its ``LayoutConstraint/userIndex`` (an
    /// animation's new constants found it by a scan of every user constraint: 1.7 us each
    /// among 10,000). Entries only move toward the front (removals), so it is at its hint
    /// or a little before, as many places as were removed before it since; found there, the
    /// hint is set again. Setting every later hint at each removal cost more than the
    /// removal (a card out of a list of 10,000: 20,000 writes).
    func userIndex(of constraint: LayoutConstraint) -> Int? {
        let hint = min(constraint.userIndex, users.count - 1)
        var k = hint
        while k >= 0 {
            if users[k].constraint === constraint {
                if k != constraint.userIndex { constraint.userIndex = k }
                return k
            }
            k -= 1
        }
        // Not before its hint: not held (or, should an order ever change, after it).
        guard let after = users[(hint + 1)...].firstIndex(where: { $0.constraint === constraint }) else { return nil }
        constraint.userIndex = after
        return after
    }

    /// Takes a user constraint that left the layout out of its views' lists.
    func forgetUser(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        constraint.forEachOwningView { view in view.userConstraintIDs.remove(id) }
    }

    /// Whether the layout holds `constraint`: found in its first view's list (a scan of
    /// every user constraint made adding n constraints O(n²)).
    private func holds(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.engine === self else { return false }
        guard let term = constraint.lhs.storedTerms.first ?? constraint.rhs.storedTerms.first else {
            return users.contains { $0.constraint === constraint }
        }
        return term.anchor.item.owningView.userConstraintIDs.contains(ObjectIdentifier(constraint))
    }

    /// Notes that a user constraint's constant or priority changed: it is re-solved at the
    /// next update. A direct plan follows a size bound's, a pin's or an aspect ratio's new
    /// constant (the view's costs are computed again, not the whole tree's); any other change
    /// makes a new plan.
    func userConstraintDidChange(_ constraint: LayoutConstraint) {
        guard let k = userIndex(of: constraint) else { return }
        users[k].isChanged = true
        needsUserUpdate = true
        if hasDirectPlan,
            PinTable.sizeBound(constraint) != nil || PinTable.edgePin(constraint, rightToLeft: rightToLeft) != nil
                || PinTable.isAspectRatio(constraint)
        {
            isDirty = true
            directConstantChanges.append(constraint)
        } else {
            markTreeChanged()
        }
        invalidateProportionalStacks(around: constraint)
    }

    /// Re-solves the `k`th user constraint after a change of its constant or priority: a
    /// new constant shifts the solver constraint in place (``Solver/replace(_:with:)``);
    /// anything else, or a constraint left out before, is removed and added again.
    func refreshUser(at k: Int) {
        users[k].isChanged = false
        let constraint = users[k].constraint
        guard constraint.priority.isValid else {
            if let c = users[k].solverConstraint { try? solver.remove(c) }
            users[k].solverConstraint = nil
            newInputErrors.append(.invalidPriority(constraint: constraint.description))
            return
        }
        guard constraint.lhs.isFinite, constraint.rhs.isFinite else {
            if let c = users[k].solverConstraint { try? solver.remove(c) }
            users[k].solverConstraint = nil
            newInputErrors.append(.nonFiniteValue(constraint: constraint.description))
            return
        }
        if let old = users[k].solverConstraint {
            let (replacement, resolved) = makeSolverConstraint(constraint)
            do {
                try solver.replace(old, with: replacement)
                users[k].solverConstraint = replacement
                users[k].resolved = resolved
                return
            } catch {
                // Unchanged after the failed replace: take it out, then add it again below,
                // which reports the conflict as a first addition does.
                try? solver.remove(old)
                users[k].solverConstraint = nil
            }
        }
        addUser(at: k)
    }

    private func validate(_ constraint: LayoutConstraint) throws(LayoutError) {
        if let anchor = constraint.firstAnchor(where: { $0.item.owningView.engine !== self }) {
            throw .anchorOutsideTree(anchor: anchor.description, constraint: constraint.description)
        }
        let directional = constraint.containsAnchor { $0.attribute == .leading || $0.attribute == .trailing }
        let absolute = constraint.containsAnchor { $0.attribute == .left || $0.attribute == .right }
        if directional && absolute { throw .mixedDirectionalAnchors(constraint: constraint.description) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint: constraint.description) }
        guard constraint.lhs.isFinite, constraint.rhs.isFinite else {
            throw .nonFiniteValue(constraint: constraint.description)
        }
    }

    /// Resolves an anchor: frame guides and non-root safe areas to their view, baselines to
    /// the vended view's.
    func resolve(_ anchor: AnyAnchor) -> ResolvedAnchor { resolveAnchor(anchor, root: root) }

    /// The solver constraint of a user constraint, with the anchors it resolved to.
    func makeSolverConstraint(_ constraint: LayoutConstraint) -> (Constraint, [ResolvedAnchor]) {
        solverConstraint(for: constraint, root: root, rightToLeft: rightToLeft)
    }

    /// Adds the `k`th user constraint to the solver (left out and reported if it conflicts).
    func addUser(at k: Int) {
        // A constant or priority made invalid after `add` (which checks both) is left out
        // and reported, as `refreshUser(at:)` does for a built solver; a fresh build (the
        // first, or the one that takes over from the direct layout) dropped it silently.
        let constraint = users[k].constraint
        guard constraint.priority.isValid else {
            users[k].solverConstraint = nil
            newInputErrors.append(.invalidPriority(constraint: constraint.description))
            return
        }
        guard constraint.lhs.isFinite, constraint.rhs.isFinite else {
            users[k].solverConstraint = nil
            newInputErrors.append(.nonFiniteValue(constraint: constraint.description))
            return
        }
        let (c, resolved) = makeSolverConstraint(users[k].constraint)
        for r in resolved { ensureDefinition(of: r.item) }
        users[k].resolved = resolved
        users[k].isAdded = true
        do {
            users[k].rank = try solver.addReturningRank(c)
            users[k].solverConstraint = c
        } catch {
            users[k].solverConstraint = nil
            if case .unsatisfiableConstraint(_, let conflicts) = error {
                report(broken: reported(users[k].constraint), conflicts: conflicts)
            }
        }
    }
}

/// Resolves an anchor: frame guides and non-root safe areas to their view, baselines to the
/// vended view's (or the edge when there is no baseline).
/// - Parameters:
///   - anchor: the anchor.
///   - root: the layout's root (whose safe area has a definition), if known.
func resolveAnchor(_ anchor: AnyAnchor, root: LayoutView?) -> ResolvedAnchor {
    var item = anchor.item
    if case .guide(let kind) = item.itemKind {
        let guide = unsafeDowncast(item, to: LayoutGuide.self)
        if kind == .frame || (kind == .safeArea && guide.owner !== root) { item = guide.owner }
    }
    switch anchor.attribute {
    case .firstBaseline, .lastBaseline:
        let first = anchor.attribute == .firstBaseline
        if case .guide = item.itemKind { return ResolvedAnchor(item, first ? .top : .bottom) }
        return unsafeDowncast(item, to: LayoutView.self).resolvedBaseline(first: first)
    default:
        return ResolvedAnchor(item, anchor.attribute.attr)
    }
}

/// The solver constraint of a user constraint, with the anchors it resolved to.
func solverConstraint(for constraint: LayoutConstraint, root: LayoutView?, rightToLeft: Bool) -> (Constraint, [ResolvedAnchor]) {
    var resolved: [ResolvedAnchor] = []
    func expression(_ e: AnchorExpression) -> LinearExpression {
        var result = LinearExpression(constant: e.constant)
        for term in e.storedTerms {
            let r = resolveAnchor(term.anchor, root: root)
            resolved.append(r)
            let x = r.expression(rightToLeft: rightToLeft).scaled(by: term.coefficient)
            result.terms += x.terms
            result.constant += x.constant
        }
        return result
    }
    let lhs = expression(constraint.lhs)
    let rhs = expression(constraint.rhs)
    return (Constraint(lhs, constraint.relation, rhs, priority: constraint.priority), resolved)
}

extension LayoutEngine {
    /// Regenerates the fill-proportionally stacks whose natural lengths may count
    /// `constraint`: each measures an item without an intrinsic length by solving the
    /// item's subtree, user constraints inside it included.
    func invalidateProportionalStacks(around constraint: LayoutConstraint) {
        // Without such a stack, nothing to walk up to (the walks were a third of adding a
        // user constraint).
        guard mayHoldProportionalStacks else { return }
        constraint.forEachAnchor { anchor in
            if isInProportionalStack(anchor.item.owningView) { invalidateStacks(from: anchor.item.owningView.superview) }
        }
    }

    /// Notes a view joining the tree that is a fill-proportionally stack
    /// (``mayHoldProportionalStacks``).
    func noteIfProportional(_ view: LayoutView) {
        if case .stack = view.itemKind, unsafeDowncast(view, to: StackView.self).distribution == .fillProportionally {
            mayHoldProportionalStacks = true
        }
    }

    /// Whether `view` lies strictly inside a fill-proportionally stack.
    private func isInProportionalStack(_ view: LayoutView) -> Bool {
        var current = view.superview
        while let v = current {
            if case .stack = v.itemKind, unsafeDowncast(v, to: StackView.self).distribution == .fillProportionally {
                return true
            }
            current = v.superview
        }
        return false
    }
}
