import Constraints

/// An anchor after resolution: baselines replaced by the vended view's (or by the top or
/// bottom edge when there is none), frame guides by their view.
struct ResolvedAnchor: Hashable {
    let item: LayoutItem
    let attr: Attr
    /// The baseline's distance from the top (first) or bottom (last); 0 otherwise.
    let offset: Double

    init(_ item: LayoutItem, _ attr: Attr, offset: Double = 0) {
        self.item = item
        self.attr = attr
        self.offset = offset
    }

    static func == (a: ResolvedAnchor, b: ResolvedAnchor) -> Bool {
        a.item === b.item && a.attr == b.attr && a.offset == b.offset
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(item))
        hasher.combine(attr)
        hasher.combine(offset)
    }

    var description: String { "\(item.displayName).\(attr.name)" }
}

/// Why a generated constraint exists; the identifier UIKit prints (spec 3.2).
enum Role: UInt8 {
    case canvasConnection, spacing, spacingHidden, hiding, fillEqually, fillProportionally
    case distributingEdge, canvasFit, alignment, ambiguitySuppression, spanningBoundary
    case spanningFit, fixForAppBug, marginGuide, contentSize, safeArea, contentGuide
    case rootOrigin, rootWidth, rootHeight

    var identifier: String {
        switch self {
        case .canvasConnection: "UISV-canvas-connection"
        case .spacing: "UISV-spacing"
        case .spacingHidden: "UISV-spacing-hidden"
        case .hiding: "UISV-hiding"
        case .fillEqually: "UISV-fill-equally"
        case .fillProportionally: "UISV-fill-proportionally"
        case .distributingEdge: "UISV-distributing-edge"
        case .canvasFit: "UISV-canvas-fit"
        case .alignment: "UISV-alignment"
        case .ambiguitySuppression: "UISV-ambiguity-suppression"
        case .spanningBoundary: "UISV-spanning-boundary"
        case .spanningFit: "UISV-spanning-fit"
        case .fixForAppBug: "UISV-fix-for-app-bug-ambiguity"
        case .marginGuide: "UIView-margin-guide-constraint"
        case .contentSize: "content-size"
        case .safeArea: "safe-area"
        case .contentGuide: "content-guide"
        case .rootOrigin: "root-origin"
        case .rootWidth: "width"
        case .rootHeight: "height"
        }
    }
}

/// A generated constraint as data: `first REL multiplier × second + constant @priority`.
/// Two equal specs make the same constraint, which is what incremental updates diff on.
struct Spec: Hashable {
    /// Whether `other` is this constraint with another constant.
    func differsOnlyInConstant(from other: Spec) -> Bool {
        first == other.first && relation == other.relation && second == other.second
            && multiplier == other.multiplier && priority == other.priority && role == other.role
            && constant != other.constant
    }

    var first: ResolvedAnchor
    var relation: Relation
    var second: ResolvedAnchor?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var role: Role

    init(
        _ first: ResolvedAnchor, _ relation: Relation, _ second: ResolvedAnchor?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, role: Role
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.role = role
    }

    /// `first.attr REL m * second.attr + c`, as conflict reports print it.
    var text: String {
        var rhs = ""
        if let second {
            rhs = multiplier == 1 ? second.description : "\(formatCoordinate(multiplier)) * \(second.description)"
            if constant != 0 {
                rhs += constant < 0 ? " - \(formatCoordinate(-constant))" : " + \(formatCoordinate(constant))"
            }
        } else {
            rhs = formatCoordinate(constant)
        }
        return "\(first.description) \(relation) \(rhs)"
    }
}

/// A generated constraint and the solver constraint made from it; `constraint` is nil
/// when it was broken (left out) because the required set could not hold it.
struct Record {
    var spec: Spec
    var constraint: Constraint?
    /// The tie-break rank last given to `constraint` by ``LayoutEngine/rankAsFreshBuild()``;
    /// 0 when unknown (the solver's own, read back when needed).
    var rank: Double = 0
}

extension Attr {
    /// The expression of this attribute of `item`, in root coordinates. Leading, trailing
    /// and the directional center are negated in right-to-left layouts, so that relations
    /// written leading-to-trailing hold mirrored (UIKit flips their constants).
    func expression(of item: LayoutItem, rightToLeft: Bool) -> LinearExpression {
        let l = item.xVariable, t = item.yVariable, w = item.widthVariable, h = item.heightVariable
        switch self {
        case .left: return LinearExpression(terms: [.init(l)])
        case .right: return LinearExpression(terms: [.init(l), .init(w)])
        case .top, .firstBaseline: return LinearExpression(terms: [.init(t)])
        case .bottom, .lastBaseline: return LinearExpression(terms: [.init(t), .init(h)])
        case .centerX: return LinearExpression(terms: [.init(l), .init(w, 0.5)])
        case .centerY: return LinearExpression(terms: [.init(t), .init(h, 0.5)])
        case .width: return LinearExpression(terms: [.init(w)])
        case .height: return LinearExpression(terms: [.init(h)])
        case .leading:
            return rightToLeft ? LinearExpression(terms: [.init(l, -1), .init(w, -1)]) : LinearExpression(terms: [.init(l)])
        case .trailing:
            return rightToLeft ? LinearExpression(terms: [.init(l, -1)]) : LinearExpression(terms: [.init(l), .init(w)])
        case .directionalCenterX:
            return rightToLeft
                ? LinearExpression(terms: [.init(l, -1), .init(w, -0.5)]) : LinearExpression(terms: [.init(l), .init(w, 0.5)])
        }
    }
}

extension ResolvedAnchor {
    /// The anchor's expression; baselines add the view's offset.
    func expression(rightToLeft: Bool) -> LinearExpression {
        var e = attr.expression(of: item, rightToLeft: rightToLeft)
        if attr == .firstBaseline { e.constant += offset } else if attr == .lastBaseline { e.constant -= offset }
        return e
    }
}

extension Spec {
    /// The solver constraint for this spec.
    func makeConstraint(rightToLeft: Bool) -> Constraint {
        let lhs = first.expression(rightToLeft: rightToLeft)
        var rhs: LinearExpression
        if let second {
            rhs = second.expression(rightToLeft: rightToLeft)
            if multiplier != 1 { rhs = rhs.scaled(by: multiplier) }
            rhs.constant += constant
        } else {
            rhs = LinearExpression(constant: constant)
        }
        return Constraint(lhs, relation, rhs, priority: Priority(priority))
    }
}
