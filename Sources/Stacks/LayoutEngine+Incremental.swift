import Constraints

/// Incremental updates: what a change marks, and how the marks are applied.
extension LayoutEngine {
    /// A view's content size changed.
    func invalidateContent(_ view: LayoutView) {
        markChanged(view)
        guard isBuilt, !view.needsContentUpdate else { return }
        view.needsContentUpdate = true
        pendingContent.append(view)
    }

    /// A stack's inputs changed: regenerate it and the stacks above it (their natural sizes
    /// and vended baselines may depend on it; diffing makes unchanged ones cheap).
    /// - Parameter view: the first view to check; nil does nothing.
    func invalidateStacks(from view: LayoutView?) {
        if let view { markChanged(view) } else { markTreeChanged() }
        guard isBuilt else { return }
        var current = view
        while let v = current {
            if case .stack = v.itemKind, !unsafeDowncast(v, to: StackView.self).needsStackUpdate {
                let stack = unsafeDowncast(v, to: StackView.self)
                stack.needsStackUpdate = true
                pendingStacks.append(stack)
            }
            current = v.superview
        }
        needsUserUpdate = true
    }

    /// A guide's insets changed.
    func invalidateGuide(_ guide: LayoutGuide) {
        markTreeChanged()
        guard isBuilt, guide.isActive, !guide.needsUpdate else { return }
        guide.needsUpdate = true
        pendingGuides.append(guide)
    }

    /// `view` (and its subtree) became a subview of `parent`, a view of this layout.
    func didAttach(_ view: LayoutView, to parent: LayoutView) {
        // `invalidateStacks(from: parent)` below marks the change: the parent reads its
        // subviews again.
        forEachView(in: view) { v in
            v.engine = self
            if v.heightForWidth != nil { hasMeasuredContent = true }
            noteIfProportional(v)
            guard isBuilt else { return }
            v.needsContentUpdate = true
            pendingContent.append(v)
            if case .stack = v.itemKind {
                let stack = unsafeDowncast(v, to: StackView.self)
                stack.needsStackUpdate = true
                pendingStacks.append(stack)
            }
            if case .scroll = v.itemKind {
                let content = unsafeDowncast(v, to: LayoutScrollView.self).content
                content.needsUpdate = true
                pendingGuides.append(content)
            }
        }
        invalidateStacks(from: parent)
    }

    /// `view` (and its subtree) left `parent`: every constraint generated for the subtree
    /// and every user constraint mentioning it goes, at the next update
    /// (``removeDetached()``).
    func didDetach(_ view: LayoutView, from parent: LayoutView) {
        // The user constraints that name a view leaving, from the views' own lists (reading
        // every user constraint cost a tenth of removing a form's row of 1,000).
        var naming: [ObjectIdentifier] = []
        forEachView(in: view) { v in
            v.userConstraintIDs.append(to: &naming)
            v.engine = nil
            guard isBuilt else { return }
            removeAtNextUpdate(v.contentRecords)
            v.contentRecords = []
            v.needsContentUpdate = false
            for guide in [v.marginsGuide, v.safeAreaGuide].compactMap({ $0 }) { deactivate(guide) }
            if case .scroll = v.itemKind { deactivate(unsafeDowncast(v, to: LayoutScrollView.self).content) }
            if case .stack = v.itemKind {
                let stack = unsafeDowncast(v, to: StackView.self)
                removeAtNextUpdate(stack.stackRecords)
                stack.stackRecords = []
                stack.needsStackUpdate = false
            }
        }
        if !naming.isEmpty { dropUsers(Set(naming)) }
        invalidateStacks(from: parent)
    }

    /// Drops the user constraints `ids` names, in the order the layout holds them.
    private func dropUsers(_ ids: Set<ObjectIdentifier>) {
        var indices: [Int]
        if ids.count <= 16 {
            indices = ids.compactMap { id in users.firstIndex { ObjectIdentifier($0.constraint) == id } }
            indices.sort()
        } else {
            indices = users.indices.filter { ids.contains(ObjectIdentifier(users[$0].constraint)) }
        }
        let dropped = indices.map { users[$0].constraint }
        for k in indices {
            if let c = users[k].solverConstraint { detachedConstraints.append(c) }
        }
        if indices.count <= 16 {
            for k in indices.reversed() { users.remove(at: k) }
        } else {
            // Filtered in place: the entries kept are not copied.
            users.removeAll { ids.contains(ObjectIdentifier($0.constraint)) }
        }
        for constraint in dropped { forgetUser(constraint) }
        // The direct plan's pins, shared lengths and ratios come from the user constraints.
        markUsersChanged(dropped, added: false)
    }

    /// Removes the constraints of the views detached since the last update, in one batch
    /// with the other changes: removed one by one as each view left, each removal
    /// re-optimised and checked the whole layout (a cell out of a list of 1,000: 52
    /// removals).
    func removeDetached() {
        let constraints = detachedConstraints
        detachedConstraints = []
        // Their required equalities' columns, computed together (one solve of the basis).
        solver.materializeMarkerColumns(of: constraints)
        for c in constraints { try? solver.remove(c) }
    }

    private func deactivate(_ guide: LayoutGuide) {
        removeAtNextUpdate(guide.records)
        guide.records = []
        guide.isActive = false
        guide.needsUpdate = false
    }

    /// Applies the marks: content sizes, guides, stacks (deepest first), the root size,
    /// then user constraints whose anchors resolve differently.
    func applyPendingChanges() {
        removeDetached()
        let content = pendingContent
        pendingContent = []
        for view in content where view.needsContentUpdate && view.engine === self {
            view.contentRecords = apply(view.contentRecords, view.contentSpecs(), owner: view)
            view.needsContentUpdate = false
        }
        let guides = pendingGuides
        pendingGuides = []
        for guide in guides where guide.needsUpdate && guide.owner.engine === self {
            guide.needsUpdate = false
            if guide.isActive {
                guide.records = apply(guide.records, guideSpecs(guide, root: root), owner: guide.owner)
            } else {
                ensureDefinition(of: guide)
            }
        }
        var depths = Depths()
        var stacks = pendingStacks.enumerated().map { ($1, depths.depth(of: $1), $0) }
        pendingStacks = []
        stacks.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }  // deepest first, then in marking order
        let natural = NaturalSizes(model: priorityModel, rightToLeft: rightToLeft, users: constraints)
        for (stack, _, _) in stacks where stack.needsStackUpdate && stack.engine === self {
            let specs = stack.makeSpecs(naturalLength: natural.length(along: stack.axis))
            stack.stackRecords = apply(stack.stackRecords, specs, owner: stack)
            stack.needsStackUpdate = false
        }
        if needsRootUpdate {
            rootRecords = apply(rootRecords, rootSpecs(), owner: root)
            materializeRootMarkers()
            needsRootUpdate = false
        }
        if needsUserUpdate {
            needsUserUpdate = false
            for k in users.indices {
                if !users[k].isAdded {
                    addUser(at: k)
                } else if users[k].isChanged {
                    refreshUser(at: k)
                } else if users[k].usesBaselines {
                    let resolved = users[k].constraint.anchors.map(resolve)
                    if resolved != users[k].resolved {
                        if let c = users[k].solverConstraint { try? solver.remove(c) }
                        addUser(at: k)
                    }
                }
            }
        }
    }
}

/// Depths of views in their tree (the root's is 0), each ancestor's found once: the depths
/// of every stack of a chain n deep take O(n), not O(n²).
private struct Depths {
    private var known: [ObjectIdentifier: Int] = [:]

    mutating func depth(of view: LayoutView) -> Int {
        // Up to the root or to an ancestor whose depth is known, then back down.
        var chain: [LayoutView] = []
        var current: LayoutView? = view
        var base = -1
        while let v = current {
            if let d = known[ObjectIdentifier(v)] {
                base = d
                break
            }
            chain.append(v)
            current = v.superview
        }
        for v in chain.reversed() {
            base += 1
            known[ObjectIdentifier(v)] = base
        }
        return base
    }
}
