/// A pure stack tree, laid out without the simplex.
///
/// A tree qualifies when, on each axis, every length is tied to its parent's by required
/// constraints that add up or equate lengths, and every soft constraint pulls on a single
/// length: stacks with fill distribution and fill alignment (hidden items and custom
/// spacing allowed), views with intrinsic sizes, subviews pinned on four edges to their
/// superview, the root's size set or fitted, under the weighted priority model. Then the
/// least cost of each subtree is a convex piecewise-linear function of its length
/// (``SizeCost``), built bottom-up in closed form, and the lengths are handed out top-down.
///
/// The result is the solver's optimum, ties included: each soft constraint's tie-break rank
/// is the creation number a fresh build would give it (spec 5.2), so the same rates decide.
/// When the optimum is not unique (two items equally cheap at both levels), or anything in
/// the tree is outside the class, ``plan(root:users:rightToLeft:rootSize:)`` or
/// ``solve(width:height:)`` returns nil and the layout uses the solver instead.
struct DirectLayout {
    /// A view, in creation order (depth first), so a parent comes before its children.
    struct Node {
        let view: View
        /// The content-size pull per axis (x, y); nil without an intrinsic length.
        var content: [SizeCost?] = [nil, nil]
        /// Subviews pinned to this view.
        var pins: [Pin] = []
        /// The arrangement, when the view is a stack.
        var stack: Arrangement?
        /// For a hidden arranged item, the rate of `length == 0` @999.999 along its stack.
        var hiding: CostRate?
    }

    /// A subview pinned on four edges: `child.min = parent.min + lead`,
    /// `child.max = parent.max + trail` per axis (x, y).
    struct Pin {
        var node: Int
        var lead: [Double]
        var trail: [Double]
    }

    /// A fill / fill stack's items.
    struct Arrangement {
        /// 0 for a horizontal stack, 1 for a vertical one.
        let axis: Int
        /// The arranged items' nodes, in order, hidden ones included.
        var items: [Int]
        /// The space after each item (its custom spacing or the stack's).
        var gapAfter: [Double]
        /// The canvas inset (layout margins when margins-relative) per axis, min and max side.
        var insetMin: [Double]
        var insetMax: [Double]
    }

    var nodes: [Node] = []
    let rightToLeft: Bool
    /// The tie-break ranks of the root's fitting constraints (`width == 0 @50`, height).
    var rootRanks: [Int64] = [0, 0]

    /// Each node's cost per axis; each stack's arrangement cost along its axis (before the
    /// canvas insets); each hidden item's length along its stack.
    var costs: [[SizeCost]] = [[], []]
    var arrangementCosts: [SizeCost?] = []
    var hiddenLengths: [Double] = []

    init(rightToLeft: Bool) { self.rightToLeft = rightToLeft }

    /// The plan of the tree under `root`, or nil when the tree is outside the class.
    /// - Parameters:
    ///   - root: the layout's root.
    ///   - users: the user constraints, which must all be pins of a subview to its superview.
    ///   - rightToLeft: whether leading is right (then pins must use leading and trailing).
    /// - Complexity: O(n) for n views and constraints.
    static func plan(root: View, users: [LayoutConstraint], rightToLeft: Bool) -> DirectLayout? {
        guard let pins = PinTable(users, rightToLeft: rightToLeft) else { return nil }
        var plan = DirectLayout(rightToLeft: rightToLeft)
        var serial: Int64 = 0
        guard plan.visit(root, pins: pins, isRoot: true, serial: &serial) != nil else { return nil }
        // Root origin (2 constraints), then width and height.
        plan.rootRanks = [serial + 3, serial + 4]
        guard plan.computeCosts() else { return nil }
        return plan
    }

    /// Adds `view` and its subtree in the order `Layout.build()` creates constraints,
    /// counting them so each soft constraint gets the rank a fresh build gives it.
    /// - Returns: the view's node index, nil when the subtree is outside the class.
    private mutating func visit(_ view: View, pins: PinTable, isRoot: Bool, serial: inout Int64) -> Int? {
        guard view.itemKind != .scroll else { return nil }
        let index = nodes.count
        nodes.append(Node(view: view))
        for (axis, intrinsic) in [view.intrinsicWidth, view.intrinsicHeight].enumerated() {
            guard let length = intrinsic else { continue }
            let axisName: Axis = axis == 0 ? .horizontal : .vertical
            guard let hug = CostRate.exactWeight(of: view.hugging[axisName].value),
                let resist = CostRate.exactWeight(of: view.compressionResistance[axisName].value)
            else { return nil }
            let pull = SizeCost.pull(
                to: length, below: CostRate(weight: resist, rank: serial + 2),
                above: CostRate(weight: hug, rank: serial + 1))
            nodes[index].content[axis] = pull
            serial += 2
        }
        var plainSubviews = view.subviews[...]
        if view.itemKind == .stack {
            let stack = unsafeDowncast(view, to: StackView.self)
            guard let arrangement = arrangement(of: stack, isRoot: isRoot) else { return nil }
            var items: [Int] = []
            for item in stack.arrangedSubviews {
                guard pins.offsets[ObjectIdentifier(item)] == nil,
                    let node = visit(item, pins: pins, isRoot: false, serial: &serial)
                else { return nil }
                items.append(node)
            }
            nodes[index].stack = Arrangement(
                axis: arrangement.axis, items: items, gapAfter: arrangement.gapAfter,
                insetMin: arrangement.insetMin, insetMax: arrangement.insetMax)
            plainSubviews = stack.subviews.filter { !$0.isArranged }[...]
            for sub in plainSubviews {
                guard let pin = pinned(sub, pins: pins, serial: &serial) else { return nil }
                nodes[index].pins.append(pin)
            }
            serial += countStackConstraints(at: index, isRoot: isRoot, hidingRanksFrom: serial)
            return index
        }
        for sub in plainSubviews {
            guard let pin = pinned(sub, pins: pins, serial: &serial) else { return nil }
            nodes[index].pins.append(pin)
        }
        return index
    }

    /// Visits a plain subview, which must be pinned on four edges to its superview.
    private mutating func pinned(_ sub: View, pins: PinTable, serial: inout Int64) -> Pin? {
        guard let offsets = pins.offsets[ObjectIdentifier(sub)], offsets.isComplete,
            let node = visit(sub, pins: pins, isRoot: false, serial: &serial)
        else { return nil }
        return Pin(node: node, lead: offsets.lead.map { $0 ?? 0 }, trail: offsets.trail.map { $0 ?? 0 })
    }

    /// The stack's arrangement (without its items' nodes), nil outside the class.
    private func arrangement(of stack: StackView, isRoot: Bool) -> Arrangement? {
        let items = stack.arrangedSubviews
        guard stack.distribution == .fill, stack.alignment == .fill, !items.isEmpty,
            items.contains(where: { !$0.isHidden }),
            !(stack.axis == .vertical && stack.isBaselineRelativeArrangement)
        else { return nil }
        var insetMin = [0.0, 0.0], insetMax = [0.0, 0.0]
        if stack.isLayoutMarginsRelativeArrangement {
            // Creating the guides makes later changes of the insets invalidate the plan.
            _ = stack.margins
            if isRoot { _ = stack.safeArea }
            var m = stack.layoutMargins
            if isRoot {
                let s = stack.safeAreaInsets
                m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
                    right: m.right + s.right)
            }
            insetMin = [rightToLeft ? m.right : m.left, m.top]
            insetMax = [rightToLeft ? m.left : m.right, m.bottom]
        }
        return Arrangement(
            axis: stack.axis == .horizontal ? 0 : 1, items: [],
            gapAfter: items.map { $0.customSpacingAfter ?? stack.spacing }, insetMin: insetMin, insetMax: insetMax)
    }

    /// How many constraints `StackView.makeSpecs` creates for a fill / fill stack (and the
    /// margins guide before them), setting each hidden item's hiding rank on the way.
    /// - Parameters:
    ///   - index: the stack's node.
    ///   - isRoot: whether the stack is the root (its margins sit inside its safe area).
    ///   - base: the number of constraints created before the stack's.
    private mutating func countStackConstraints(at index: Int, isRoot: Bool, hidingRanksFrom base: Int64) -> Int64 {
        let stack = unsafeDowncast(nodes[index].view, to: StackView.self)
        let items = stack.arrangedSubviews
        let n = Int64(items.count)
        let visible = Int64(items.lazy.filter { !$0.isHidden }.count)
        // The margins guide (and for the root its safe area) is defined before first use.
        var guides: Int64 = 0
        if stack.isLayoutMarginsRelativeArrangement { guides = isRoot ? 8 : 4 }
        // Canvas connections, spacing, then a hiding and a hidden-spacing constraint per
        // hidden item; then the alignment set: two per item after the first, two canvas.
        var rank = base + guides + 2 + (visible - 1)
        for node in nodes[index].stack?.items ?? [] where nodes[node].view.isHidden {
            nodes[node].hiding = CostRate(weight: 999_999, rank: rank + 1)
            rank += 2
        }
        return guides + 2 + (visible - 1) + 2 * (n - visible) + 2 * (n - 1) + 2
    }
}
