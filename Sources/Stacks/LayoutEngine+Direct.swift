import Constraints

/// Direct layout: a pure stack tree is laid out without the solver (``DirectLayout``); the
/// solver takes over, for good, the first time the tree or a question leaves that class.
extension LayoutEngine {
    /// Whether the frames answer the tree as it is now.
    var isCurrent: Bool { !isDirty && (isBuilt || isLaidOutDirectly) }

    /// Lays the tree out directly if it qualifies, reusing the plan after a resize.
    /// - Returns: whether it did; if not, the caller builds the solver.
    func layOutDirectly() -> Bool {
        guard priorityModel == .weighted else { return false }
        // Non-finite inputs go to the solver path, which leaves them out and reports them:
        // the plan refuses a view with one (`DirectLayout.start`), and a kept plan has seen
        // every input but the root's size, since any other change drops it
        // (`markTreeChanged`, `dropDirectPlan`). A separate walk of the tree for this took
        // a third of a width change's time and a tenth of a first layout's.
        guard width?.isFinite ?? true, height?.isFinite ?? true else { return false }
        // A plan reads the root's own cost only on the axes it was fitted on.
        if let fitted = directPlan?.rootFitted, fitted[0] != (width == nil) || fitted[1] != (height == nil) {
            dropDirectPlan()
        }
        var patched = false
        // Taken out of the engine (moved, not copied: a copy retains each of the plan's
        // some sixty lists), so that its storage is changed in place.
        if !directChanges.isEmpty || !directUserChanges.isEmpty || !directConstantChanges.isEmpty,
            var plan = directPlan.take()
        {
            var changed = directChanges
            if plan.adoptUserChanges(directUserChanges, changed: &changed),
                plan.adoptConstantChanges(directConstantChanges, changed: &changed),
                plan.patch(changed: changed)
            {
                directPatches.edits += 1
                directPatches.moved += plan.lastPatch.moved
                directPatches.recomputed += plan.lastPatch.recomputed
                if plan.lastPatch.regrouped { directPatches.regrouped += 1 }
                directPlan = plan
                patched = true
            }
        }
        directChanges = []
        directUserChanges = []
        directConstantChanges = []
        if !hasDirectPlan {
            directPlan = DirectLayout.plan(
                root: root, users: users.map(\.constraint), rightToLeft: rightToLeft,
                rootFitted: [width == nil, height == nil])
        }
        guard directPlan?.solve(width: width, height: height) == true else {
            directPlan = nil
            return false
        }
        assert(!patched || patchedPlanMatchesAFreshOne(), "a patched direct plan differs from a fresh one")
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
        dropDirectPlan()
        isDirty = true
        update()
    }

    /// Marks a change to the tree or its constraints: the next update lays out again, and
    /// the direct plan (kept across resizes) is planned again.
    func markTreeChanged() {
        isDirty = true
        dropDirectPlan()
    }

    /// Marks a change to `view`'s own inputs or to its items: the next update lays out
    /// again, and a direct plan follows the change (``DirectLayout/patch(changed:)``).
    func markChanged(_ view: LayoutView) {
        isDirty = true
        if hasDirectPlan { directChanges.append(view) }
    }

    /// Whether a direct plan is kept (read through one plain field of it).
    var hasDirectPlan: Bool { directPlan?.rightToLeft != nil }

    /// Notes a change no constraint sees (a view's margins or safe area whose guide was never
    /// made): the frames stand, but the next layout checks the inputs again.
    func dropDirectPlan() {
        // Without a plan nothing is pending (changes are queued only while one is kept, and
        // taking the plan up clears them): each user constraint added before the first
        // layout came here, and assigning nil over nil and four empty lists cost 1,300
        // instructions (a generic destroy of the optional plan, an exclusivity check each).
        guard hasDirectPlan else { return }
        directPlan = nil
        directChanges = []
        directUserChanges = []
        directConstantChanges = []
    }

    /// Marks that user constraints came (`added`) or went: a plan may follow them when they
    /// are all shared lengths, aspect ratios, size bounds or pins of subviews' edges
    /// (``DirectLayout/adoptUserChanges(_:changed:)`` says when it does), else it is made
    /// again.
    func markUsersChanged(_ constraints: [LayoutConstraint], added: Bool) {
        guard hasDirectPlan,
            constraints.allSatisfy({
                PinTable.isSharedLength($0) || PinTable.isAspectRatio($0) || PinTable.sizeBound($0) != nil
                    || PinTable.edgePin($0, rightToLeft: rightToLeft) != nil
            })
        else {
            markTreeChanged()
            return
        }
        isDirty = true
        directUserChanges += constraints.map { ($0, added) }
    }

    /// A view's or guide's frame from the last direct layout; nil for anything it did not
    /// place (a view outside the tree, a stack's internal guides).
    func directFrame(of item: LayoutItem) -> Rect? {
        switch item.itemKind {
        case .view, .stack, .scroll:
            return directFrame(of: unsafeDowncast(item, to: LayoutView.self))
        case .guide(let kind):
            let guide = unsafeDowncast(item, to: LayoutGuide.self)
            guard let frame = directFrame(of: guide.owner) else { return nil }
            let isRoot = guide.owner === root
            switch kind {
            case .safeArea:
                return isRoot ? frame.inset(by: root.safeAreaInsets) : frame
            case .margins:
                let inner = isRoot ? frame.inset(by: root.safeAreaInsets) : frame
                return inner.inset(by: guide.owner.layoutMargins)
            case .frame:
                return frame
            case .content:
                return directPlan?.liveFrame(of: guide.owner, content: true) ?? nil
            default:
                return nil
            }
        }
    }

    /// A view's frame from the last direct layout; nil if the view is not in its plan.
    private func directFrame(of view: LayoutView) -> Rect? {
        // Read in place (``DirectLayout/liveFrame(of:content:)``): binding the plan, or
        // calling a method that is not mutating on it, copies it.
        directPlan?.liveFrame(of: view) ?? nil
    }

    /// Debug builds: whether the patched plan lays the tree out exactly as a fresh plan
    /// does (same frames, bit for bit, and both within the class).
    private func patchedPlanMatchesAFreshOne() -> Bool {
        guard let patched = directPlan else { return true }
        var patchedNode: [ObjectIdentifier: Int] = [:]
        for i in patched.views.indices where !patched.nodes[i].isDead {
            patchedNode[ObjectIdentifier(patched.views[i])] = i
        }
        // Planning again renumbers the views; they get their patched numbers back.
        defer { for (i, view) in patched.views.enumerated() where !patched.nodes[i].isDead { view.directIndex = i } }
        guard
            var fresh = DirectLayout.plan(
                root: root, users: users.map(\.constraint), rightToLeft: rightToLeft,
                rootFitted: [width == nil, height == nil]),
            fresh.solve(width: width, height: height), fresh.views.count == patchedNode.count
        else { return false }
        for (j, view) in fresh.views.enumerated() {
            guard let i = patchedNode[ObjectIdentifier(view)], patched.frame(ofNode: i) == fresh.frame(ofNode: j)
            else { return false }
        }
        return true
    }
}

extension Rect {
    /// The rectangle shrunk by `insets` on each side.
    func inset(by insets: LayoutInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

