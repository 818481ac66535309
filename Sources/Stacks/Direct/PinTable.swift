import Constraints

/// The user constraints of a direct layout, gathered per pinned view: each a required
/// `child.edge == parent.edge + c` between a view and its superview (a scroll view's
/// subview is pinned to its content guide instead), or `child.length == scroll.length + c`
/// between a scroll view's subview and the scroll view (or its frame guide); the shared
/// lengths, `a.length == b.length` between two views (``sharedLengths``); the size
/// bounds, a required `view.length == c`, `>= c` or `<= c` (``sizeBounds(of:)``); and the
/// aspect ratios, a required `view.height == m × view.width + c` (``aspectRatio(of:)``).
struct PinTable {
    /// A view's required size bounds per axis (x, y), from its constraints to constants:
    /// `lower ≤ length ≤ upper`, infinite where none bounds it.
    struct SizeBounds: Equatable {
        var lower = SIMD2<Double>(-.infinity, -.infinity)
        var upper = SIMD2<Double>(.infinity, .infinity)
        /// How many constraints bound each axis: where one alone does, a new constant of
        /// it is the axis's new bounds (``replaceSoleBound(_:)``).
        var count = SIMD2<Int32>(0, 0)
    }

    /// A pinned view's edge offsets per axis (x, y): `child.min = parent.min + lead`,
    /// `child.max = parent.max + trail`; nil where no constraint pins that edge yet.
    struct Offsets: Equatable {
        var lead: [Double?] = [nil, nil]
        var trail: [Double?] = [nil, nil]
        /// Whether the edges are pinned to the superview's content guide (a scroll view's
        /// subview) rather than to the superview.
        var toContent: Bool?
        /// Per axis, `c` of `child.length == scroll.length + c`, if such a tie exists.
        var tie: [Double?] = [nil, nil]
    }

    private var offsets: [ObjectIdentifier: Offsets] = [:]
    private var bounds: [ObjectIdentifier: SizeBounds] = [:]
    private var ratios: [ObjectIdentifier: AspectRatio] = [:]

    /// A view's `height == multiplier × width + constant`.
    struct AspectRatio: Equatable {
        var multiplier: Double
        var constant: Double

        /// The height for a width, as the constraint computes it.
        func height(forWidth width: Double) -> Double { multiplier * width + constant }
    }

    /// A shared length's two views and its axis.
    typealias SharedPair = (first: LayoutView, second: LayoutView, axis: Int)

    /// Each required `first.length == second.length` between two views (plain views or
    /// stacks) on one axis, in the order given: the plan groups them
    /// (``DirectLayout/resolveSharedLengths()``); and each one's constraint, by identity.
    private(set) var sharedLengths: [SharedPair] = []
    private var sharedLengthIDs: [ObjectIdentifier] = []

    /// Adds a shared length (an added constraint; ``isSharedLength(_:)`` must hold).
    /// - Returns: the pair added, nil if none was.
    @discardableResult
    mutating func addSharedLength(_ constraint: LayoutConstraint) -> SharedPair? {
        let a = constraint.lhs.storedTerms[0], b = constraint.rhs.storedTerms[0]
        guard let axis = Self.dimension(a.anchor.attribute), let first = Self.plainView(a.anchor.item),
            let second = Self.plainView(b.anchor.item)
        else { return nil }
        sharedLengths.append((first, second, axis))
        sharedLengthIDs.append(ObjectIdentifier(constraint))
        return (first, second, axis)
    }

    /// Takes a shared length away (a removed constraint).
    /// - Returns: the pair removed, nil if the table did not hold it.
    @discardableResult
    mutating func removeSharedLength(_ constraint: LayoutConstraint) -> SharedPair? {
        guard let k = sharedLengthIDs.firstIndex(of: ObjectIdentifier(constraint)) else { return nil }
        sharedLengthIDs.remove(at: k)
        return sharedLengths.remove(at: k)
    }

    /// Gives `view` an aspect ratio (an added constraint).
    /// - Returns: false when it has one already (two ratios: the solver's).
    mutating func addRatio(_ ratio: AspectRatio, to view: LayoutView) -> Bool {
        guard ratios[ObjectIdentifier(view)] == nil else { return false }
        ratios[ObjectIdentifier(view)] = ratio
        return true
    }

    /// Takes `view`'s aspect ratio away (a removed constraint), if it is this one.
    mutating func removeRatio(_ ratio: AspectRatio, from view: LayoutView) {
        if ratios[ObjectIdentifier(view)] == ratio { ratios[ObjectIdentifier(view)] = nil }
    }

    /// Gives a view's aspect ratio its new constant (`ratio` is its constraint read again).
    /// - Returns: false when the view has no ratio.
    mutating func replaceRatio(_ ratio: AspectRatio, of view: LayoutView) -> Bool {
        guard ratios[ObjectIdentifier(view)] != nil else { return false }
        ratios[ObjectIdentifier(view)] = ratio
        return true
    }

    /// Whether `constraint` is an aspect ratio (``aspectRatio(of:)``) whatever the other
    /// constraints: a plan can follow its addition or removal without being made again.
    static func isAspectRatio(_ constraint: LayoutConstraint) -> Bool { aspectRatio(constraint) != nil }

    /// The aspect ratio of a plain view or stack, if a constraint gives it one.
    func aspectRatio(of view: LayoutView) -> AspectRatio? { ratios.isEmpty ? nil : ratios[ObjectIdentifier(view)] }

    /// The size bounds of a plain view or stack, if any constraint bounds it.
    func sizeBounds(of view: LayoutView) -> SizeBounds? { bounds.isEmpty ? nil : bounds[ObjectIdentifier(view)] }

    /// Whether `constraint` is a shared length (``sharedLengths``) whatever the other
    /// constraints: a plan can follow its addition or removal without being made again.
    static func isSharedLength(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.priority.isRequired, constraint.relation == .equal, constraint.lhs.storedTerms.count == 1,
            constraint.rhs.storedTerms.count == 1
        else { return false }
        let a = constraint.lhs.storedTerms[0], b = constraint.rhs.storedTerms[0]
        return a.coefficient == 1 && b.coefficient == 1 && a.anchor.attribute == b.anchor.attribute
            && dimension(a.anchor.attribute) != nil && constraint.rhs.constant == constraint.lhs.constant
            && plainView(a.anchor.item) != nil && plainView(b.anchor.item) != nil && a.anchor.item !== b.anchor.item
    }

    /// Whether some constraint pins `view`.
    func pins(_ view: LayoutView) -> Bool { !offsets.isEmpty && offsets[ObjectIdentifier(view)] != nil }

    /// The offsets of a view pinned on all four edges, to its superview's content guide when
    /// that is a scroll view (else to the superview), with its ties to the scroll view; nil
    /// if it is not pinned so.
    func offsets(of view: LayoutView) -> (lead: SIMD2<Double>, trail: SIMD2<Double>, tie: [Double?])? {
        guard let entry = offsets[ObjectIdentifier(view)], let lx = entry.lead[0], let ly = entry.lead[1],
            let tx = entry.trail[0], let ty = entry.trail[1],
            entry.toContent == (view.superview?.itemKind == .scroll)
        else { return nil }
        return (SIMD2(lx, ly), SIMD2(tx, ty), entry.tie)
    }

    /// Gathers the pins, or fails when any constraint is something else or pins an edge twice.
    /// - Parameters:
    ///   - users: the layout's user constraints.
    ///   - rightToLeft: whether leading is right; left and right then do not qualify (the
    ///     direct layout computes a leading-to-trailing layout and mirrors it).
    init?(_ users: [LayoutConstraint], rightToLeft: Bool) {
        for (k, constraint) in users.enumerated() {
            // A size bound has one term in all: the parse is not tried on the others (a
            // grid's ratios were parsed twice, a tenth of its first layout).
            let terms = constraint.lhs.storedTerms.count + constraint.rhs.storedTerms.count
            if terms == 1, let bound = Self.sizeBound(constraint) {
                guard addBound(bound) else { return nil }
                continue
            }
            if let (view, ratio) = Self.aspectRatio(constraint) {
                // Room for every constraint left at the first ratio: a grid's table grew by
                // doubling, each growth hashing every key again. One hash per ratio, too: a
                // second ratio fails the plan, whichever the table keeps.
                if ratios.isEmpty { ratios.reserveCapacity(users.count - k) }
                guard ratios.updateValue(ratio, forKey: ObjectIdentifier(view)) == nil else { return nil }
                continue
            }
            guard constraint.priority.isRequired, constraint.relation == .equal,
                constraint.lhs.storedTerms.count == 1, constraint.rhs.storedTerms.count == 1
            else { return nil }
            let a = constraint.lhs.storedTerms[0], b = constraint.rhs.storedTerms[0]
            guard a.coefficient == 1, b.coefficient == 1, a.anchor.attribute == b.anchor.attribute else { return nil }
            // first.attribute + lhs.constant == second.attribute + rhs.constant
            let shift = constraint.rhs.constant - constraint.lhs.constant
            if let axis = Self.dimension(a.anchor.attribute) {
                // Two plain views are never a scroll view's tie (one side is a scroll view).
                if Self.plainView(a.anchor.item) != nil, Self.plainView(b.anchor.item) != nil {
                    guard Self.isSharedLength(constraint) else { return nil }
                    addSharedLength(constraint)
                    continue
                }
                guard addTie(a.anchor.item, b.anchor.item, axis: axis, shift: shift) else { return nil }
                continue
            }
            guard let pin = Self.edgePin(constraint, rightToLeft: rightToLeft), !pin.child.isArranged, addPin(pin) else {
                return nil
            }
        }
    }

    /// Sets one edge's offset of a pinned view from its pin, whose constant changed (`pin`
    /// is that constraint read again, ``edgePin(_:rightToLeft:)``).
    /// - Returns: false when the table holds no such edge (the plan is made anew).
    mutating func replacePin(_ pin: EdgePin) -> Bool {
        guard var entry = offsets[ObjectIdentifier(pin.child)], entry.toContent == pin.toContent else { return false }
        if pin.isLead {
            guard entry.lead[pin.axis] != nil else { return false }
            entry.lead[pin.axis] = pin.offset
        } else {
            guard entry.trail[pin.axis] != nil else { return false }
            entry.trail[pin.axis] = pin.offset
        }
        offsets[ObjectIdentifier(pin.child)] = entry
        return true
    }

    /// Narrows a view's size bounds by one bound.
    /// - Returns: false when the bounds leave no length (the solver reports the conflict).
    mutating func addBound(_ bound: (view: LayoutView, axis: Int, relation: Relation, constant: Double)) -> Bool {
        var entry = bounds[ObjectIdentifier(bound.view)] ?? SizeBounds()
        if bound.relation != .lessThanOrEqual { entry.lower[bound.axis] = max(entry.lower[bound.axis], bound.constant) }
        if bound.relation != .greaterThanOrEqual { entry.upper[bound.axis] = min(entry.upper[bound.axis], bound.constant) }
        guard entry.lower[bound.axis] <= entry.upper[bound.axis] else { return false }
        entry.count[bound.axis] += 1
        bounds[ObjectIdentifier(bound.view)] = entry
        return true
    }

    /// Takes away a bound that left: the axis's bounds go when it was their only one.
    /// - Parameter all: the view left the tree (all its bounds go with it: the entry is
    ///   dropped at the first).
    /// - Returns: false when other bounds remain on that axis (they would have to be read
    ///   again: the plan is made anew).
    mutating func removeBound(_ bound: (view: LayoutView, axis: Int, relation: Relation, constant: Double), all: Bool) -> Bool {
        let key = ObjectIdentifier(bound.view)
        guard !all else {
            bounds[key] = nil
            return true
        }
        guard var entry = bounds[key], entry.count[bound.axis] == 1 else { return false }
        entry.lower[bound.axis] = -.infinity
        entry.upper[bound.axis] = .infinity
        entry.count[bound.axis] = 0
        bounds[key] = entry.count == .zero ? nil : entry
        return true
    }

    /// Records one edge of a subview new to the plan (pinned before it is planned).
    /// - Returns: false when that edge is pinned already, or the entry is to the other of
    ///   the superview and its content guide (a fresh plan refuses both).
    mutating func addPin(_ pin: EdgePin) -> Bool {
        var entry = offsets[ObjectIdentifier(pin.child)] ?? Offsets()
        guard entry.toContent == nil || entry.toContent == pin.toContent else { return false }
        entry.toContent = pin.toContent
        if pin.isLead {
            guard entry.lead[pin.axis] == nil else { return false }
            entry.lead[pin.axis] = pin.offset
        } else {
            guard entry.trail[pin.axis] == nil else { return false }
            entry.trail[pin.axis] = pin.offset
        }
        offsets[ObjectIdentifier(pin.child)] = entry
        return true
    }

    /// Takes one edge's pin away from a view that stays (another is to pin that edge in the
    /// same batch).
    /// - Returns: false when the table holds no such edge, or holds it to the other of the
    ///   superview and its content guide.
    mutating func removePin(_ pin: EdgePin) -> Bool {
        guard var entry = offsets[ObjectIdentifier(pin.child)], entry.toContent == pin.toContent else { return false }
        if pin.isLead {
            guard entry.lead[pin.axis] != nil else { return false }
            entry.lead[pin.axis] = nil
        } else {
            guard entry.trail[pin.axis] != nil else { return false }
            entry.trail[pin.axis] = nil
        }
        offsets[ObjectIdentifier(pin.child)] = entry
        return true
    }

    /// Forgets every pin of a view that left the tree (its pins all go with it).
    mutating func removePins(of view: LayoutView) {
        offsets[ObjectIdentifier(view)] = nil
    }

    /// Sets a view's bounds on one axis from the one constraint that bounds it there,
    /// whose constant changed (`bound` is that constraint read again, ``sizeBound(_:)``).
    /// - Returns: false when no bound or more than one is on that axis (the others' would
    ///   have to be read again: the plan is made anew).
    mutating func replaceSoleBound(_ bound: (view: LayoutView, axis: Int, relation: Relation, constant: Double)) -> Bool {
        guard var entry = bounds[ObjectIdentifier(bound.view)], entry.count[bound.axis] == 1 else { return false }
        entry.lower[bound.axis] = bound.relation != .lessThanOrEqual ? bound.constant : -.infinity
        entry.upper[bound.axis] = bound.relation != .greaterThanOrEqual ? bound.constant : .infinity
        bounds[ObjectIdentifier(bound.view)] = entry
        return true
    }

    /// Records `child.length == scroll.length + c` from `first.length + s₁ == second.length
    /// + s₂` (`shift` = s₂ − s₁), one item a subview of a scroll view and the other that
    /// scroll view or its frame guide.
    /// - Returns: false when the constraint is anything else, or the axis is tied twice.
    private mutating func addTie(_ first: LayoutItem, _ second: LayoutItem, axis: Int, shift: Double) -> Bool {
        func scroll(_ item: LayoutItem) -> LayoutView? {
            switch item.itemKind {
            case .scroll: unsafeDowncast(item, to: LayoutView.self)
            case .guide(.frame): unsafeDowncast(item, to: LayoutGuide.self).owner
            default: nil
            }
        }
        let child: LayoutView, offset: Double
        if let view = Self.viewOrContent(first), !view.isContent, let s = scroll(second), view.view.superview === s {
            (child, offset) = (view.view, shift)
        } else if let view = Self.viewOrContent(second), !view.isContent, let s = scroll(first),
            view.view.superview === s
        {
            (child, offset) = (view.view, -shift)
        } else {
            return false
        }
        var entry = offsets[ObjectIdentifier(child)] ?? Offsets()
        guard entry.tie[axis] == nil else { return false }
        entry.tie[axis] = offset
        offsets[ObjectIdentifier(child)] = entry
        return true
    }
}
