/// The user constraints of a direct layout, each a required `child.edge == parent.edge + c`
/// between a view and its superview, gathered per pinned view.
struct PinTable {
    /// A pinned view's edge offsets per axis (x, y): `child.min = parent.min + lead`,
    /// `child.max = parent.max + trail`; nil where no constraint pins that edge yet.
    struct Offsets {
        var lead: [Double?] = [nil, nil]
        var trail: [Double?] = [nil, nil]
    }

    private var offsets: [ObjectIdentifier: Offsets] = [:]

    /// Whether some constraint pins `view`.
    func pins(_ view: LayoutView) -> Bool { !offsets.isEmpty && offsets[ObjectIdentifier(view)] != nil }

    /// The offsets of a view pinned on all four edges; nil if it is not.
    func offsets(of view: LayoutView) -> (lead: SIMD2<Double>, trail: SIMD2<Double>)? {
        guard let entry = offsets[ObjectIdentifier(view)], let lx = entry.lead[0], let ly = entry.lead[1],
            let tx = entry.trail[0], let ty = entry.trail[1]
        else { return nil }
        return (SIMD2(lx, ly), SIMD2(tx, ty))
    }

    /// Gathers the pins, or fails when any constraint is something else or pins an edge twice.
    /// - Parameters:
    ///   - users: the layout's user constraints.
    ///   - rightToLeft: whether leading is right; left and right then do not qualify (the
    ///     direct layout computes a leading-to-trailing layout and mirrors it).
    init?(_ users: [LayoutConstraint], rightToLeft: Bool) {
        for constraint in users {
            guard constraint.priority.isRequired, constraint.relation == .equal,
                constraint.lhs.terms.count == 1, constraint.rhs.terms.count == 1
            else { return nil }
            let a = constraint.lhs.terms[0], b = constraint.rhs.terms[0]
            guard a.coefficient == 1, b.coefficient == 1, a.anchor.attribute == b.anchor.attribute,
                let (axis, isLead) = Self.edge(a.anchor.attribute, rightToLeft: rightToLeft),
                let first = Self.plainView(a.anchor.item), let second = Self.plainView(b.anchor.item)
            else { return nil }
            // first.edge + lhs.constant == second.edge + rhs.constant
            let shift = constraint.rhs.constant - constraint.lhs.constant
            let child: LayoutView, offset: Double
            if first.superview === second {
                (child, offset) = (first, shift)
            } else if second.superview === first {
                (child, offset) = (second, -shift)
            } else {
                return nil
            }
            guard !child.isArranged else { return nil }
            var entry = offsets[ObjectIdentifier(child)] ?? Offsets()
            if isLead {
                guard entry.lead[axis] == nil else { return nil }
                entry.lead[axis] = offset
            } else {
                guard entry.trail[axis] == nil else { return nil }
                entry.trail[axis] = offset
            }
            offsets[ObjectIdentifier(child)] = entry
        }
    }

    /// The axis of an edge attribute and whether it is the min edge; nil for anything else.
    private static func edge(_ attribute: AnchorAttribute, rightToLeft: Bool) -> (Int, Bool)? {
        switch attribute {
        case .leading: (0, true)
        case .trailing: (0, false)
        case .left: rightToLeft ? nil : (0, true)
        case .right: rightToLeft ? nil : (0, false)
        case .top: (1, true)
        case .bottom: (1, false)
        default: nil
        }
    }

    /// The item as a view that is not a scroll view; nil for guides.
    private static func plainView(_ item: LayoutItem) -> LayoutView? {
        switch item.itemKind {
        case .view, .stack: unsafeDowncast(item, to: LayoutView.self)
        default: nil
        }
    }
}
