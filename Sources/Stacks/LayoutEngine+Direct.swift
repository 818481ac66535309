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
        if directPlan == nil {
            directPlan = DirectLayout.plan(root: root, users: users.map(\.constraint), rightToLeft: rightToLeft)
        }
        guard directPlan?.solve(width: width, height: height) == true else {
            directPlan = nil
            return false
        }
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

    /// Marks a change to the tree or its constraints: the next update lays out again, and
    /// the direct plan (kept across resizes) is planned again.
    func markTreeChanged() {
        isDirty = true
        directPlan = nil
    }

    /// Notes a change no constraint sees (a view's margins or safe area whose guide was never
    /// made): the frames stand, but the next layout checks the inputs again.
    func dropDirectPlan() {
        directPlan = nil
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
                guard let plan = directPlan else { return nil }
                return plan.contentFrame(ofNode: guide.owner.directIndex)
            default:
                return nil
            }
        }
    }

    /// A view's frame from the last direct layout; nil if the view is not in its plan.
    private func directFrame(of view: LayoutView) -> Rect? {
        let i = view.directIndex
        guard let plan = directPlan, i >= 0, i < plan.views.count, plan.views[i] === view else { return nil }
        return plan.frame(ofNode: i)
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

