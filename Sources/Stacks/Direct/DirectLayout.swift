import Constraints

/// A pure stack tree, laid out without the simplex.
///
/// A tree qualifies when, on each axis, every length is tied to its parent's by required
/// constraints that add up, equate or bound lengths, and every soft constraint pulls on a
/// single length: stacks with fill, fill-equally or equal-spacing distribution (a hidden
/// item under equal spacing, whose place spec 3.4 leaves open, sits against its neighbour
/// as under fill) and fill, leading, center or trailing alignment,
/// or first or last baseline alignment of a horizontal stack of two or more items none of
/// which is a stack (custom spacing allowed), views with intrinsic sizes, subviews pinned
/// on four edges to their superview (a scroll view's to its content guide, and maybe as
/// wide or as tall as the scroll view), the root's size set or fitted, under the weighted
/// priority model.
/// Then the least cost of each subtree is a convex piecewise-linear function of its length
/// (``SizeCost``), built bottom-up in closed form, and the lengths are handed out top-down.
///
/// The result is the solver's optimum, ties included: each soft constraint's tie-break rank
/// is the creation number a fresh build would give it (spec 5.2), so the same rates decide.
/// When anything in the tree is outside the class, ``plan(root:users:rightToLeft:)``
/// returns nil; when the optimum is not unique (two items equally cheap at both levels),
/// ``solve(width:height:)`` returns false. The layout then uses the solver instead.
struct DirectLayout {
    /// A view's part of the plan (plain values, so walking the plan costs no reference
    /// counting). Its rates are kept in 32-bit fields behind `CostRate` accessors: every
    /// weight is one of a few priorities, every rank counts from the node's base or its
    /// stack's, and a node of 256 bytes (128 now) made the plan of 60,000 views 15 MB.
    struct Node {
        // The optional fields are stored without their optionals' tag bytes, "none" being a
        // value no real one takes (`Int32.min`: ranks count up from 0, weights are at least
        // -1), and in an order that leaves no padding: 80 bytes a node instead of 112, a
        // plan of 60,000 views 1.9 MB smaller.
        private var storedContentX = Pull.absent
        private var storedContentY = Pull.absent
        /// Subviews pinned to this view.
        var pins: [Pin] = []
        private var storedContentRanks = SIMD2<Int32>(Self.none, Self.none)
        private var storedArrangement: Int32 = -1
        private var storedHidingRank = Self.none
        private var storedSuppressionRank = Self.none
        var isHidden: Bool
        /// Whether the view left the tree since the plan was made (``patch(changed:)``).
        var isDead = false

        /// What a stored rank holds for none.
        private static let none = Int32.min

        init(content: (x: Pull?, y: Pull?), isHidden: Bool) {
            self.isHidden = isHidden
            self.content = content
        }

        /// The content-size pull on the width and on the height, if the view has one.
        var content: (x: Pull?, y: Pull?) {
            get { (storedContentX.isAbsent ? nil : storedContentX, storedContentY.isAbsent ? nil : storedContentY) }
            set {
                storedContentX = newValue.x ?? .absent
                storedContentY = newValue.y ?? .absent
            }
        }

        /// The index of the view's arrangement in ``DirectLayout/arrangements``, if it is a stack.
        var arrangement: Int? {
            get { storedArrangement < 0 ? nil : Int(storedArrangement) }
            set { storedArrangement = newValue.map { Int32($0) } ?? -1 }
        }

        /// For a hidden arranged item, the rate of `length == 0` @999.999 along its stack.
        var hiding: CostRate? {
            get { storedHidingRank == Self.none ? nil : CostRate(weight: Self.hidingWeight, rank: Int64(storedHidingRank)) }
            set {
                assert(newValue.map { $0.weight == Self.hidingWeight && $0.mass == 1 } ?? true)
                storedHidingRank = newValue.map { Int32($0.rank) } ?? Self.none
            }
        }

        /// For an item of a stack aligned other than fill, the rate of its ambiguity
        /// suppression (`length == 0` @25) across the stack.
        var suppression: CostRate? {
            get {
                storedSuppressionRank == Self.none
                    ? nil : CostRate(weight: Self.suppressionWeight, rank: Int64(storedSuppressionRank))
            }
            set {
                assert(newValue.map { $0.weight == Self.suppressionWeight && $0.mass == 1 } ?? true)
                storedSuppressionRank = newValue.map { Int32($0.rank) } ?? Self.none
            }
        }

        /// For a scroll view, the ranks of its content guide's `width == 0` and
        /// `height == 0` @0.001; its pins are to that guide.
        var contentRanks: SIMD2<Int64>? {
            get {
                storedContentRanks[0] == Self.none
                    ? nil : SIMD2(Int64(storedContentRanks[0]), Int64(storedContentRanks[1]))
            }
            set {
                storedContentRanks = newValue.map { SIMD2(Int32($0[0]), Int32($0[1])) } ?? SIMD2(Self.none, Self.none)
            }
        }

        static let hidingWeight: Int64 = 999_999
        static let suppressionWeight: Int64 = 25_000

        func content(_ axis: Int) -> Pull? { axis == 0 ? content.x : content.y }

        /// The node's own cost on `axis` (its content size), its ranks counted from `base`
        /// (the node's), its rates scaled by `scale`.
        func ownCost(_ axis: Int, scale: Int64, base: Int64) -> SizeCost? {
            scaledPull(axis, scale: scale, base: base).map { .pull(to: $0.target, below: $0.below, above: $0.above) }
        }

        /// The content-size pull on `axis`, its ranks counted from `base`, its rates scaled
        /// by `scale`.
        func scaledPull(_ axis: Int, scale: Int64, base: Int64) -> (target: Double, below: CostRate, above: CostRate)? {
            content(axis).map {
                ($0.target, $0.below.shiftingRanks(by: base) * scale, $0.above.shiftingRanks(by: base) * scale)
            }
        }
    }

    /// A subview pinned on four edges: `child.min = parent.min + lead`,
    /// `child.max = parent.max + trail` per axis (x, y), the parent being a scroll view's
    /// content guide for its subviews.
    struct Pin {
        var node: Int
        var lead: SIMD2<Double>
        var trail: SIMD2<Double>
        /// For a scroll view's subview, per axis, `c` of `child.length == scroll.length + c`.
        var tie: (x: Double?, y: Double?) = (nil, nil)

        func tie(_ axis: Int) -> Double? { axis == 0 ? tie.x : tie.y }
    }

    /// The views: in creation order (depth first) when planned, each edit's new subtrees
    /// after; a parent always comes before its children.
    var views: [LayoutView] = []
    var nodes: [Node] = []
    /// Each node's parent (its view's superview's node); -1 for the root. Apart from the
    /// nodes, so the walks that only follow it stay in a small array.
    var parents = NodeList()
    var arrangements: [Arrangement] = []
    let rightToLeft: Bool
    /// The user constraints' pins, for subtrees an edit adds, and the shared lengths, aspect
    /// ratios and size bounds (followed one by one as they come and go,
    /// ``adoptUserChanges(_:changed:)``).
    var pinTable: PinTable
    /// Per axis, whether the root's length is fitted: the plan holds only for that case.
    let rootFitted: [Bool]
    /// Per axis and node, whether anything reads the node's cost or what computing it
    /// leaves for placing (``markCostsRead(_:)``); the other costs are not computed.
    var costIsRead: [[Bool]] = [[], []]
    /// Per node, the rank of the first constraint its subtree creates less one: its
    /// constraints are `base + 1 ... base + subtreeCount`, contiguous in creation order, and
    /// every rank the node holds (its content sizes, and as a stack its own constraints and
    /// its items' hiding and suppression) counts from its base. After an edit the bases are
    /// only brought up to date where costs are computed again (``patch(changed:)``): a base
    /// is its parent's plus ``rankOffset``.
    var base: [Int64] = []
    /// Per node, its base less its parent's (the constraints its parent and its earlier
    /// siblings' subtrees create before it), and the number of constraints its subtree
    /// creates.
    var rankOffset: [Int64] = []
    var subtreeCount: [Int64] = []
    /// Per node, the base its costs were last computed at: an edit before it in creation
    /// order moves every rank of the subtree by the difference.
    var costBase: [Int64] = []
    /// Per node, the common factor (``scale``) its costs were last computed with.
    var costScale: [Int64] = []
    /// Per node, whether its costs were computed since the last solution (it must place its
    /// children again even at the same length), and those nodes, each once.
    var needsPlacing: [Bool] = []
    var placingQueue: [Int] = []
    /// Scratch of the placement (``place(axis:rootLength:lengths:offsets:)``), kept for its
    /// storage: a bit per node, set while it waits to place its children (all clear between
    /// solutions), and the last solution's lengths on the axis being placed.
    var placingPending: [UInt64] = []
    var placingPrevious: [Double] = []
    /// Per node, whether its subtree's costs and choices are shift-stable
    /// (``SizeCost/isShiftStable``): then moved ranks only move its costs' ranks.
    var stable: [Bool] = []
    /// While a node's costs are computed: whether the choices that do not flow into its
    /// cost (a hidden item's length, an untied scroll content length) are shift-stable.
    var sidesStable = true
    /// The nodes of views that left the tree since the plan was made.
    var deadCount = 0
    /// What the last ``patch(changed:)`` did.
    var lastPatch = PatchCounts()
    /// The tie-break ranks of the root's fitting constraints (`width == 0 @50`, height).
    var rootRanks: [Int64] = [0, 0]
    /// The weight of a fitting constraint's rate (priority 50, in thousandths).
    static let fittingWeight: Int64 = 50_000
    /// The factor every rate is scaled by, so that a fill-equally stack's rates (its items'
    /// rates divided by their count) stay whole: the least common multiple, over the views,
    /// of the product of the item counts of the fill-equally stacks above them.
    var scale: Int64 = 1

    /// For each scroll view (by node) on each axis: its content guide's length, when no
    /// subview ties it to the scroll view's, else the offset `g − L` from the scroll view's
    /// length `L`. Kept by node rather than in per-node arrays: scroll views are few, and
    /// the arrays took 48 bytes for every node.
    var scrollContents: [Int: ScrollContent] = [:]

    /// A scroll view's content guide lengths (``scrollContents``).
    struct ScrollContent {
        var lengths = SIMD2<Double>(0, 0)
        var offsets: (x: Double?, y: Double?) = (nil, nil)

        func offset(_ axis: Int) -> Double? { axis == 0 ? offsets.x : offsets.y }
    }

    /// Each node's cost per axis; each stack's arrangement cost along its axis (before the
    /// canvas insets), by arrangement (a third of the nodes of a list of cells are stacks:
    /// kept per node, the list held 24 bytes for each of the others); each hidden item's
    /// length along its stack.
    var costs: [[SizeCost]] = [[], []]
    var arrangementCosts: [SizeCost?] = []
    /// Per equal-centering stack placed, its row as its items' costs made it, with the
    /// base and factor its rates were counted at, its costs' (a width change reuses it).
    var centeredRows: [Int: (row: CenteredRow, base: Int64, scale: Int64)] = [:]
    /// By node, as few items are hidden: as per-node lists, the two hidden lengths took 16
    /// bytes for every node.
    var hiddenLengths: [Int: Double] = [:]
    /// Across a stack aligned other than fill: where each visible item's cost with its
    /// ambiguity suppression stops falling (the spanner caps its length), and each hidden
    /// item's length (by node).
    var cappedLengths: [SizeCost.CappedLength?] = []
    var hiddenCrossLengths: [Int: Double] = [:]
    /// Across a baseline-aligned row: the cost as a function of the baseline's distance
    /// from the canvas's bottom (first baseline) or top (last baseline); by arrangement.
    var baselineCosts: [SizeCost?] = []

    /// Whether the cost along its axis of a stack whose length must be set from above (fill
    /// proportionally, or holding a shared length) is read (its parent's or the fitted
    /// root's cost needs it): the plan cannot take the tree.
    var setLengthIsRead = false
    /// The groups of items whose lengths user constraints make equal.
    var sharedGroups: [SharedLength] = []
    /// Per group, its changes of rate sorted, kept until a row's or member's costs change.
    var sharedChangesKept: [SharedChanges?] = []
    /// Whether ``sharedGroups`` and their marks answer the shared lengths as they were at
    /// the last grouping, so that an edit can follow them (``followSharedLengths(newFrom:)``).
    var sharedGroupsAreKept = false
    /// The shared lengths added or removed since the last grouping, in order.
    var sharedPairEdits: [(first: LayoutView, second: LayoutView, axis: Int, isAdded: Bool)] = []
    /// The stacks read again since the last grouping that carried a shared-length mark over
    /// (``Arrangement/sharedMember`` or ``Arrangement/sharedAcross``): checked again.
    var sharedMarksCarried: [Int] = []
    /// Per node, the size bounds its user constraints set (``PinTable/sizeBounds(of:)``).
    var userBounds: [Int: PinTable.SizeBounds] = [:]
    /// The aspect ratios user constraints give views (``PinTable/aspectRatio(of:)``), and
    /// the heights the widths last placed bound them to.
    var ratios = RatioTable()
    /// Per node, whether its width is rigid (``ratioWidthsStayRigid()``): empty until a
    /// layout with aspect ratios first asks; and the stacks edits read again and the nodes
    /// they added since.
    var rigidWidths: [Bool] = []
    var rigidityRoots: [Int] = []
    /// Per axis, the nodes the last layout placed (their length changed or their costs were
    /// computed), while there are required bounds or ratios to check against them.
    var placedNodes: [NodeList] = [[], []]
    /// The nodes whose vertical costs wait for the widths (``deferVertical(_:)``), and a
    /// mark per node.
    var verticalPending = NodeList()
    var isVerticalPending: [Bool] = []
    /// The nodes with a required bound (a user's size bound or aspect ratio, a required
    /// content priority), whose placed lengths ``holdsRequiredBounds()`` checks; in the
    /// order first met.
    var boundedNodes = NodeList()
    /// The rows whose shared member changed at the last ``resolveSharedLengths()``.
    var sharedRowsChanged: [Int] = []

    /// The last solution per axis: the root length it was solved for and each node's length
    /// (leading to trailing on x).
    var solvedRootLength: [Double?] = [nil, nil]
    var lengths: [[Double]] = [[], []]
    /// Each node's origin relative to its parent's, as placed (``origin(ofNode:axis:)`` adds
    /// them up).
    var offsets: [[Double]] = [[], []]

    init(rightToLeft: Bool, pins: PinTable, rootFitted: [Bool]) {
        self.rightToLeft = rightToLeft
        self.pinTable = pins
        self.rootFitted = rootFitted
    }

    /// The plan of the tree under `root`, or nil when the tree is outside the class.
    /// - Parameters:
    ///   - root: the layout's root.
    ///   - users: the user constraints, which must all be pins of a subview to its superview.
    ///   - rightToLeft: whether leading is right (then pins must use leading and trailing).
    ///   - rootFitted: per axis, whether the root's length is its fitting size (nil) rather
    ///     than set: only then is the root's own cost on that axis read.
    /// - Complexity: O(n) for n views and constraints.
    static func plan(
        root: LayoutView, users: [LayoutConstraint], rightToLeft: Bool, rootFitted: [Bool]
    ) -> DirectLayout? {
        guard let pins = PinTable(users, rightToLeft: rightToLeft) else { return nil }
        var plan = DirectLayout(rightToLeft: rightToLeft, pins: pins, rootFitted: rootFitted)
        var serial: Int64 = 0
        let census = census(of: root)
        plan.reserveNodes(census.views + census.views / 32 + 4, stacks: census.stacks + census.stacks / 32 + 4)
        guard plan.visit(root, parent: -1, serial: &serial) != nil, plan.computeScale(), plan.rankTheRoot()
        else { return nil }
        plan.growStorage(to: plan.nodes.count)
        guard plan.resolveSharedLengths() else { return nil }
        for i in plan.nodes.indices { plan.markCostsRead(i) }
        guard !plan.setLengthIsRead, plan.computeCosts() else { return nil }
        return plan
    }

    /// A view being added: its node, its subviews in creation order (a stack's arranged
    /// items first), the next one to add, and a stack's arrangement so far.
    private struct Frame {
        var view: LayoutView
        var index: Int
        var children: [LayoutView]
        var arrangedCount: Int
        var next = 0
        /// A stack's arrangement in ``DirectLayout/arrangements`` while its arranged items
        /// are being added (an index: the frame moves often, the arrangement is large).
        var arrangement: Int?
        /// The pin of the plain subview being added (its node still to be set).
        var pending: Pin?
    }

    /// Adds `view` and its subtree in the order `LayoutEngine.build()` creates constraints,
    /// counting them so each soft constraint gets the rank a fresh build gives it (a subtree
    /// an edit adds is counted from 0 and placed by its parent's count, `recount`). A walk with an
    /// explicit stack, not recursion: any depth fits in the thread's stack.
    /// - Parameters:
    ///   - view: the root of the subtree.
    ///   - parent: the node of its superview; -1 for the layout's root.
    ///   - serial: the number of constraints created before the subtree's, counted on.
    /// - Returns: the view's node index, nil when the subtree is outside the class.
    mutating func visit(_ view: LayoutView, parent: Int, serial: inout Int64) -> Int? {
        let pins = pinTable
        guard let first = start(view, parent: parent, serial: &serial) else { return nil }
        var frames = [first]
        while let top = frames.indices.last {
            let k = frames[top].next
            if k < frames[top].children.count {
                frames[top].next += 1
                let child = frames[top].children[k]
                if k < frames[top].arrangedCount {
                    guard !pins.pins(child) else { return nil }
                } else {
                    if k == frames[top].arrangedCount { finishArrangement(&frames[top]) }
                    // A plain subview must be pinned on four edges to its superview (to a
                    // scroll view's content guide).
                    guard let offsets = pins.offsets(of: child) else { return nil }
                    frames[top].pending = Pin(
                        node: -1, lead: offsets.lead, trail: offsets.trail, tie: (offsets.tie[0], offsets.tie[1]))
                }
                guard let frame = start(child, parent: frames[top].index, serial: &serial) else { return nil }
                frames.append(frame)
                continue
            }
            finishArrangement(&frames[top])
            let done = frames.removeLast()
            let i = done.index
            if nodes[i].arrangement != nil {
                serial += countStackConstraints(at: i, isRoot: i == 0, hidingRanksFrom: serial - base[i])
            }
            subtreeCount[i] = serial - base[i]
            guard let parent = frames.indices.last else { return done.index }
            if var pin = frames[parent].pending {
                pin.node = done.index
                nodes[frames[parent].index].pins.append(pin)
                frames[parent].pending = nil
            } else if let a = frames[parent].arrangement {
                // In place: a copy taken out and written back copied the item lists on every
                // item (a stack of n items cost O(n²)).
                arrangements[a].append(done.index, isHidden: done.view.isHidden)
            }
        }
        return nil
    }

    /// The most nodes a plan takes (``NodeList`` holds their indices in 32 bits); a larger
    /// tree is the solver's.
    static let maximumNodes = Int(Int32.max)

    /// Adds `view`'s node with its content-size pulls, ranked from `serial` on; nil when it
    /// is outside the class.
    private mutating func start(_ view: LayoutView, parent: Int, serial: inout Int64) -> Frame? {
        // Non-finite inputs are the solver path's to leave out and report.
        guard nodes.count < Self.maximumNodes, Self.inputsAreFinite(view), let content = Self.contentPulls(of: view)
        else { return nil }
        makeRoomForNode(isStack: view.itemKind == .stack)
        let index = nodes.count
        view.directIndex = index
        views.append(view)
        var node = Node(content: content, isHidden: view.isHidden)
        if view.itemKind == .scroll {
            // Ranked by `rank(_:serial:)`.
            node.contentRanks = SIMD2(0, 0)
        }
        parents.append(parent)
        // A subtree an edit adds is counted from 0: its root's offset is set by its parent.
        rankOffset.append(parent >= 0 ? serial - base[parent] : 0)
        base.append(serial)
        subtreeCount.append(0)
        var isBounded = node.content.x?.isRequired == true || node.content.y?.isRequired == true
        if let bounds = pinTable.sizeBounds(of: view) {
            userBounds[index] = bounds
            isBounded = true
        }
        if let ratio = pinTable.aspectRatio(of: view) {
            ratios.set(ratio, of: index, room: nodes.capacity)
            isBounded = true
        }
        if isBounded { boundedNodes.append(index) }
        let own = Self.rank(&node)
        // The counting mirrors the generators; debug builds check it against them.
        assert(own == Int64(view.contentSpecs().count + (node.contentRanks == nil ? 0 : 4)),
            "content-size constraints miscounted")
        serial += own
        nodes.append(consume node)  // moved: a copy retained its lists
        guard view.itemKind == .stack else {
            return Frame(view: view, index: index, children: view.subviews, arrangedCount: 0)
        }
        let stack = unsafeDowncast(view, to: StackView.self)
        guard appendArrangement(of: stack, isRoot: parent < 0) else { return nil }
        arrangementCosts.append(nil)
        baselineCosts.append(nil)
        // Arranged items are subviews: with no others, the list is the items' own (joining
        // an empty filter to them made a list per stack).
        let items = stack.arrangedSubviews
        let children = stack.subviews.count == items.count ? items : items + stack.subviews.filter { !$0.isArranged }
        return Frame(
            view: view, index: index, children: children, arrangedCount: items.count,
            arrangement: arrangements.count - 1)
    }

    /// Records a stack's arrangement once its arranged items are added (before its plain
    /// subviews, as the recursive order had it).
    private mutating func finishArrangement(_ frame: inout Frame) {
        guard let a = frame.arrangement else { return }
        nodes[frame.index].arrangement = a
        frame.arrangement = nil
    }

    /// Whether the view's sizes, baselines and insets, and as a stack its spacings, are
    /// finite numbers.
    static func inputsAreFinite(_ view: LayoutView) -> Bool {
        func finite(_ value: Double?) -> Bool { value?.isFinite ?? true }
        func finite(_ insets: LayoutInsets) -> Bool {
            insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
        }
        guard finite(view.intrinsicWidth), finite(view.intrinsicHeight), finite(view.firstBaselineOffset),
            finite(view.lastBaselineOffset), finite(view.layoutMargins), finite(view.safeAreaInsets)
        else { return false }
        guard view.itemKind == .stack else { return true }
        let stack = unsafeDowncast(view, to: StackView.self)
        return stack.spacing.isFinite && stack.arrangedSubviews.allSatisfy { finite($0.customSpacingAfter) }
    }

    /// Appends node `i`'s children to `list` in creation order: its arranged items, then its
    /// pinned subviews.
    func appendChildren(of i: Int, to list: inout [Int]) {
        if let a = nodes[i].arrangement { list.append(contentsOf: arrangements[a].items) }
        for pin in nodes[i].pins { list.append(pin.node) }
    }

    /// Node `i`'s children in creation order.
    func children(of i: Int) -> [Int] {
        var list: [Int] = []
        appendChildren(of: i, to: &list)
        return list
    }
}
