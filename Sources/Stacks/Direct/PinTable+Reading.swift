import Constraints

/// How a user constraint reads as what a plan holds: a pin of a subview's edge, a size
/// bound, an aspect ratio; and the attributes and items those are made of. Read when a
/// plan is made (``PinTable/init(_:rightToLeft:)``) and again when a constraint comes, goes
/// or gets a new constant (``DirectLayout/adoptUserChanges(_:changed:)``).
extension PinTable {
    /// A pin as the plan reads it: `child.edge == parent.edge + offset` on `axis`, its min
    /// edge (`isLead`) or its max, to the parent's content guide (`toContent`, a scroll
    /// view's subview) or to the parent.
    typealias EdgePin = (child: LayoutView, axis: Int, isLead: Bool, offset: Double, toContent: Bool)

    /// A required `first.edge + s₁ == second.edge + s₂` between a view and its superview (or
    /// that scroll view's content guide), the same edge on both sides, as an ``EdgePin``;
    /// nil for anything else.
    static func edgePin(_ constraint: LayoutConstraint, rightToLeft: Bool) -> EdgePin? {
        guard constraint.priority.isRequired, constraint.relation == .equal,
            constraint.lhs.storedTerms.count == 1, constraint.rhs.storedTerms.count == 1
        else { return nil }
        let a = constraint.lhs.storedTerms[0], b = constraint.rhs.storedTerms[0]
        guard a.coefficient == 1, b.coefficient == 1, a.anchor.attribute == b.anchor.attribute,
            let (axis, isLead) = edge(a.anchor.attribute, rightToLeft: rightToLeft),
            let (first, firstIsContent) = viewOrContent(a.anchor.item),
            let (second, secondIsContent) = viewOrContent(b.anchor.item)
        else { return nil }
        // first.edge + lhs.constant == second.edge + rhs.constant
        let shift = constraint.rhs.constant - constraint.lhs.constant
        guard shift.isFinite else { return nil }
        if first.superview === second && !firstIsContent {
            return (first, axis, isLead, shift, secondIsContent)
        }
        if second.superview === first && !secondIsContent {
            return (second, axis, isLead, -shift, firstIsContent)
        }
        return nil
    }

    /// A required `view.length REL c` (or `c REL view.length`) on a plain view or a stack,
    /// as the view, the axis, the relation with the length on its left, and `c`; nil for
    /// anything else (a coefficient other than 1 would round in the division).
    static func sizeBound(_ constraint: LayoutConstraint)
        -> (view: LayoutView, axis: Int, relation: Relation, constant: Double)?
    {
        guard constraint.priority.isRequired else { return nil }
        let lhs = constraint.lhs, rhs = constraint.rhs
        let term: AnchorExpression.Term, relation: Relation, constant: Double
        if lhs.storedTerms.count == 1 && rhs.storedTerms.isEmpty {
            // length + l REL r
            (term, relation, constant) = (lhs.storedTerms[0], constraint.relation, rhs.constant - lhs.constant)
        } else if lhs.storedTerms.isEmpty && rhs.storedTerms.count == 1 {
            // l REL length + r: the length on the left turns the relation round.
            let flipped: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            (term, relation, constant) = (rhs.storedTerms[0], flipped, lhs.constant - rhs.constant)
        } else {
            return nil
        }
        guard term.coefficient == 1, constant.isFinite, let axis = dimension(term.anchor.attribute),
            let view = plainView(term.anchor.item)
        else { return nil }
        return (view, axis, relation, constant)
    }

    /// A required `view.height + l == m × view.width + r` (either side first) on one plain
    /// view or stack, as `height == m × width + (r − l)`; nil for anything else (a ratio
    /// that sets a width from a height, or ties two views, goes to the solver).
    static func aspectRatio(_ constraint: LayoutConstraint) -> (LayoutView, AspectRatio)? {
        guard constraint.priority.isRequired, constraint.relation == .equal,
            constraint.lhs.storedTerms.count == 1, constraint.rhs.storedTerms.count == 1
        else { return nil }
        // The terms read in place (copying both sides retained their arrays).
        let swapped = constraint.lhs.storedTerms[0].anchor.attribute == .width
        let h = swapped ? constraint.rhs.storedTerms[0] : constraint.lhs.storedTerms[0]
        let w = swapped ? constraint.lhs.storedTerms[0] : constraint.rhs.storedTerms[0]
        let constant =
            swapped ? constraint.lhs.constant - constraint.rhs.constant : constraint.rhs.constant - constraint.lhs.constant
        guard h.anchor.attribute == .height, h.coefficient == 1, w.anchor.attribute == .width,
            w.coefficient.isFinite, constant.isFinite, let view = plainView(h.anchor.item), w.anchor.item === view
        else { return nil }
        return (view, AspectRatio(multiplier: w.coefficient, constant: constant))
    }

    /// The axis of an edge attribute and whether it is the min edge; nil for anything else.
    static func edge(_ attribute: AnchorAttribute, rightToLeft: Bool) -> (Int, Bool)? {
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

    /// The axis of a dimension attribute; nil for anything else.
    static func dimension(_ attribute: AnchorAttribute) -> Int? {
        switch attribute {
        case .width: 0
        case .height: 1
        default: nil
        }
    }

    /// The item as a plain view or a stack; nil for a scroll view or a guide.
    static func plainView(_ item: LayoutItem) -> LayoutView? {
        switch item.itemKind {
        case .view, .stack: unsafeDowncast(item, to: LayoutView.self)
        default: nil
        }
    }

    /// The item as a view (a scroll view included), or a scroll view's content guide as the
    /// scroll view with `isContent` set; nil for other guides.
    static func viewOrContent(_ item: LayoutItem) -> (view: LayoutView, isContent: Bool)? {
        switch item.itemKind {
        case .view, .stack, .scroll: (unsafeDowncast(item, to: LayoutView.self), false)
        case .guide(.content): (unsafeDowncast(item, to: LayoutGuide.self).owner, true)
        default: nil
        }
    }
}
