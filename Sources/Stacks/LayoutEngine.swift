import Constraints

/// Lays out a view tree: owns the solver, turns the tree's stacks, content sizes, guides
/// and the user's constraints into solver constraints, and keeps them current as the tree
/// changes.
///
/// ```swift
/// let layout = LayoutEngine(root: root, width: 375, height: 667)
/// try layout.add([stack.leading == root.margins.leading, stack.top == root.safeArea.top + 8])
/// layout.update()
/// layout.frame(of: label)   // root coordinates
/// ```
///
/// The first ``update()`` creates every constraint in tree order (spec 5.2). Later updates
/// are incremental on the same solver: each stack, each view's content size, each guide and
/// the root size own the constraints they generated; a change regenerates only the owners
/// concerned and diffs their old and new constraints, so unchanged constraints stay in the
/// solver. Required constraints that cannot hold are left out and reported (``conflicts``).
public final class LayoutEngine {
    /// The root view; its frame is at (0, 0).
    public let root: LayoutView
    /// Which way leading and trailing run.
    public let direction: InterfaceDirection
    /// How optional constraints trade against each other (weighted, as UIKit, by default).
    public let priorityModel: PriorityModel
    /// The root's width; nil means its compressed fitting width (`root.width == 0 @50`).
    public private(set) var width: Double?
    /// The root's height; nil means its compressed fitting height.
    public private(set) var height: Double?
    /// The user's constraints, in the order they were added.
    public var constraints: [LayoutConstraint] { users.map(\.constraint) }
    /// Every conflict report since the layout was created, in order.
    public private(set) var conflicts: [ConflictReport] = []

    var solver: Solver

    /// The underlying solver's work counters (pivots, rows, cells), for tuning.
    public var solverStatistics: SolverStatistics { solver.statistics }
    var isBuilt = false
    var isDirty = true
    /// Whether a tree of fill / fill stacks may be laid out without the solver (the *direct
    /// layout*, `docs/stacks.md`): true by default; set it to false before the first update
    /// to have the solver build every constraint from the start. The direct layout gives
    /// the solver's frames; the layout moves to the solver for good as soon as the tree, a
    /// constraint or a question leaves what the direct layout handles.
    public var allowsDirectLayout = true
    /// Whether the current frames come from the direct layout (the solver then holds nothing).
    public internal(set) var isLaidOutDirectly = false
    /// The plan of the last direct layout; nil after any change but a resize.
    var directPlan: DirectLayout?
    /// The views whose inputs or items changed since the direct plan was last brought up to
    /// date (``DirectLayout/patch(changed:)``).
    var directChanges: [LayoutView] = []
    /// The shared lengths, aspect ratios, size bounds and pins added (true) or removed since
    /// the direct plan was made or patched, in order: the plan follows them one by one
    /// (``DirectLayout/adoptUserChanges(_:changed:)``).
    var directUserChanges: [(constraint: LayoutConstraint, isAdded: Bool)] = []
    /// Size bounds and pins whose constants changed since the plan was last patched
    /// (``DirectLayout/adoptConstantChanges(_:changed:)``).
    var directConstantChanges: [LayoutConstraint] = []
    /// Edits the direct plan followed rather than planning again, and what they did with the
    /// kept subtrees, in all (for tests).
    var directPatches = (edits: 0, moved: 0, recomputed: 0, regrouped: 0)
    let rightToLeft: Bool
    var rootRecords: [Record] = []
    var needsRootUpdate = false
    var users: [UserEntry] = []
    var needsUserUpdate = false
    var pendingContent: [LayoutView] = []
    var pendingStacks: [StackView] = []
    var pendingGuides: [LayoutGuide] = []
    /// Constraints of detached views, removed at the next update (``removeDetached()``).
    var detachedConstraints: [Constraint] = []
    var newReports: [ConflictReport] = []
    /// The input errors of the update under way (see ``inputErrors``).
    var newInputErrors: [LayoutError] = []
    /// Whether some view of the tree has, or had, a ``LayoutView/heightForWidth``.
    var hasMeasuredContent = false
    /// Whether some stack of the tree is, or was, fill-proportionally: only then can a user
    /// constraint count in a stack's natural lengths (``invalidateProportionalStacks(around:)``).
    var mayHoldProportionalStacks = false

    /// A user constraint and the solver constraint made from it.
    struct UserEntry {
        let constraint: LayoutConstraint
        var solverConstraint: Constraint?
        /// The anchors it resolved to (baselines of stacks may resolve differently later).
        var resolved: [ResolvedAnchor]
        /// The tie-break rank last given to `solverConstraint` (0: unknown), as in ``Record``.
        var rank: Double = 0
        // The flags last, side by side: between the references, each took a word of
        // padding (48 bytes an entry instead of 40).
        /// Whether its constant or priority changed since it went into the solver.
        var isChanged = false
        var isAdded: Bool
        /// Whether it mentions a baseline anchor (whose vended view may change).
        let usesBaselines: Bool
    }

    /// Creates a layout of the tree under `root`, taking the tree over from any other layout.
    /// - Parameters:
    ///   - root: the root view.
    ///   - width: the root's width, nil for its compressed fitting width.
    ///   - height: the root's height, nil for its compressed fitting height.
    ///   - direction: left-to-right or right-to-left.
    ///   - priorities: the priority model; weighted (UIKit's) by default.
    public init(
        root: LayoutView, width: Double? = nil, height: Double? = nil, direction: InterfaceDirection = .leftToRight,
        priorities: PriorityModel = .weighted
    ) {
        self.root = root
        self.width = width
        self.height = height
        self.direction = direction
        self.priorityModel = priorities
        self.rightToLeft = direction == .rightToLeft
        self.solver = Solver(priorities: priorities)
        // Frames are read only after `endUpdates()`, which checks the batch's answer.
        solver.checksWhileDeferred = false
        root.removeFromSuperview()
        // A tree laid out by another layout starts afresh: its records belong to that solver.
        forEachView(in: root) { view in
            view.engine = self
            if view.heightForWidth != nil { hasMeasuredContent = true }
            noteIfProportional(view)
            view.forgetRecords()
        }
    }

    /// Drops the records of the generated constraints that the tree still keeps: each
    /// refers to the items it constrains, often the view that keeps it, so without this a
    /// laid-out tree would keep itself alive after its layout is gone.
    deinit {
        releaseRecords()
    }

    /// Changes the root's size; applied at the next update (only the root-size constraints
    /// are replaced).
    /// - Parameters:
    ///   - width: the new width, nil for the compressed fitting width.
    ///   - height: the new height, nil for the compressed fitting height.
    public func resize(width: Double?, height: Double?) {
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        needsRootUpdate = true
        isDirty = true
    }

    /// Set when the last ``update()`` could not be solved accurately (numbers so large
    /// that the optimum overflows or loses its precision); nil otherwise.
    public private(set) var solverError: SolverError? = nil

    /// The inputs the last ``update()`` could not use: a NaN or infinite root size,
    /// intrinsic size, baseline, spacing or inset, each as the constraint it would have
    /// made (`LayoutError.nonFiniteValue`, naming the view and the attribute). Such a
    /// constraint is left out; the rest of the layout is solved without it. Empty when
    /// every input was a finite number.
    public internal(set) var inputErrors: [LayoutError] = []

    /// Applies every pending change (or builds everything the first time) and re-solves.
    /// - Returns: the conflict reports this update produced (also appended to ``conflicts``).
    @discardableResult
    public func update() -> [ConflictReport] {
        guard !isCurrent else { return [] }
        var reports = layOutOnce()
        if hasMeasuredContent { reports += measureContent() }
        return reports
    }

    /// One layout of the pending changes: directly if the tree qualifies, else by the solver.
    /// - Returns: the conflict reports it produced.
    func layOutOnce() -> [ConflictReport] {
        if !isBuilt && allowsDirectLayout && layOutDirectly() {
            isDirty = false
            inputErrors = []
            return []
        }
        isLaidOutDirectly = false
        newReports = []
        newInputErrors = []
        defer { inputErrors = newInputErrors }
        // One re-optimisation for the whole batch of constraint changes.
        solver.beginUpdates()
        if isBuilt {
            let version = solver.membershipVersion
            applyPendingChanges()
            if solver.membershipVersion != version { rankAsFreshBuild() }
        } else {
            build()
        }
        do throws(SolverError) {
            try solver.endUpdates()
            solverError = nil
        } catch {
            // Only magnitudes near overflow get here; the frames are the solver's best
            // effort, and the error says which constraint could not be solved accurately.
            solverError = error
            solver.abandonUpdates()
        }
        isDirty = false
        conflicts += newReports
        return newReports
    }

    /// The frame of a view or guide in root coordinates (updating first if needed).
    /// - Parameter item: a view of the tree or one of its guides.
    /// - Returns: the solved rectangle.
    public func frame(of item: LayoutItem) -> Rect {
        if !isCurrent { update() }
        if isLaidOutDirectly, let frame = directFrame(of: item) { return frame }
        leaveDirectLayout()
        let resolved = resolve(AnyAnchor(item: item, attribute: .left)).item
        // A guide no constraint uses yet is defined now, so it reads as its definition says.
        ensureDefinition(of: resolved)
        return Rect(
            x: solver.value(of: resolved.xVariable) + 0, y: solver.value(of: resolved.yVariable) + 0,
            width: solver.value(of: resolved.widthVariable) + 0,
            height: solver.value(of: resolved.heightVariable) + 0)
    }

    /// The content size of a scroll view: the size of its content guide.
    /// - Parameter scroll: a scroll view of the tree.
    /// - Returns: the solved size.
    public func contentSize(of scroll: LayoutScrollView) -> Size {
        let r = frame(of: scroll.content)
        return Size(width: r.width, height: r.height)
    }

    /// The value the solver holds for an anchor (after updating): an edge, center, size or
    /// baseline position in root coordinates.
    /// - Parameter anchor: any anchor of the tree.
    /// - Returns: its value.
    public func value(of anchor: AnyAnchor) -> Double {
        if !isCurrent { update() }
        let r = resolve(anchor)
        var attr = r.attr
        if rightToLeft && attr == .leading { attr = .right } else if rightToLeft && attr == .trailing { attr = .left }
        let item = r.item
        let e = ResolvedAnchor(item, attr, offset: r.offset).expression(rightToLeft: false)
        if isLaidOutDirectly, let frame = directFrame(of: item) {
            return e.evaluate { v in
                if v === item.xVariable { return frame.x }
                if v === item.yVariable { return frame.y }
                return v === item.widthVariable ? frame.width : frame.height
            } + 0
        }
        leaveDirectLayout()
        ensureDefinition(of: item)
        return e.evaluate { solver.value(of: $0) } + 0
    }

    // MARK: First layout

    /// Creates every constraint in creation order (spec 5.2): the tree depth first, each
    /// stack's items in order and the stack's own constraints after them; then the root's
    /// position and size; then the user's constraints.
    func build() {
        visit(root)
        rootRecords = apply([], rootSpecs(), owner: root)
        materializeRootMarkers()
        needsRootUpdate = false
        for k in users.indices { addUser(at: k) }
        needsUserUpdate = false
        pendingContent = []
        pendingStacks = []
        pendingGuides = []
        isBuilt = true
    }

    /// Creates the content-size constraints of each view on the way down and each stack's
    /// constraints on the way up, after its items' (a walk without recursion).
    private func visit(_ root: LayoutView) {
        let natural = NaturalSizes(model: priorityModel, rightToLeft: rightToLeft, users: constraints)
        for step in TreeWalk(root, order: .creation) {
            switch step {
            case .enter(let view):
                view.contentRecords = apply([], view.contentSpecs(), owner: view)
                view.needsContentUpdate = false
                if case .scroll = view.itemKind {
                    ensureDefinition(of: unsafeDowncast(view, to: LayoutScrollView.self).content)
                }
            case .leave(let view):
                guard case .stack = view.itemKind else { continue }
                let stack = unsafeDowncast(view, to: StackView.self)
                stack.stackRecords = apply([], stack.makeSpecs(naturalLength: natural.length(along: stack.axis)), owner: stack)
                stack.needsStackUpdate = false
            }
        }
    }

    /// The root's position (0, 0) and size.
    /// Puts the marker columns of the root's constraints into the solver's rows: a new size
    /// shifts them in place (``Solver/replace(_:with:)``), which needs those columns. Computed
    /// once with the whole layout, rather than at the first resize; they stay in the rows.
    func materializeRootMarkers() {
        solver.materializeMarkerColumns(of: rootRecords.compactMap(\.constraint))
    }

    func rootSpecs() -> [Spec] {
        var specs = [
            Spec(ResolvedAnchor(root, .left), .equal, nil, role: .rootOrigin),
            Spec(ResolvedAnchor(root, .top), .equal, nil, role: .rootOrigin),
        ]
        let w = ResolvedAnchor(root, .width), h = ResolvedAnchor(root, .height)
        specs.append(Spec(w, .equal, nil, constant: width ?? 0, priority: width == nil ? 50 : 1000, role: .rootWidth))
        specs.append(Spec(h, .equal, nil, constant: height ?? 0, priority: height == nil ? 50 : 1000, role: .rootHeight))
        return specs
    }
}
