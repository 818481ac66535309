// Compound anchors, as SnapKit and Anchorage have them: one relation constrains several
// anchors at once. Each yields an array of `LayoutConstraint`, which `LayoutEngine.add(_:)`
// takes and `~` re-prioritises as a whole:
//
//     try layout.add(card.edges == root.margins.edges.inset(by: LayoutInsets(all: 8)))
//     try layout.add(badge.center == card.center)
//     try layout.add(icon.size == Size(width: 24, height: 24) ~ .defaultHigh)
//     try layout.add(card.pinEdges(to: root.safeArea))

/// The four edges of an item (left, top, right, bottom: absolute, as `UIEdgeInsets`),
/// optionally inset.
public struct EdgeAnchors {
    /// The item whose edges these are.
    public let item: LayoutItem
    /// How far each edge is moved inwards: a positive inset makes the rectangle smaller.
    public let insets: LayoutInsets

    /// The same edges moved inwards by `insets`.
    /// - Parameter insets: a distance per side.
    /// - Returns: the inset edges.
    public func inset(by insets: LayoutInsets) -> EdgeAnchors {
        EdgeAnchors(item: item, insets: insets)
    }

    /// The same edges moved inwards by `inset` on every side.
    public func inset(by inset: Double) -> EdgeAnchors { self.inset(by: LayoutInsets(all: inset)) }

    /// `lhs` related to `rhs` edge by edge: `outer` gives the relation of the left and top
    /// edges; the right and bottom edges take the mirrored relation, so `<=` means "inside".
    fileprivate static func relate(_ lhs: EdgeAnchors, _ rhs: EdgeAnchors, _ outer: Relation) -> [LayoutConstraint] {
        let inner: Relation = switch outer {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
        func side(_ a: AnyAnchor, _ aInset: Double, _ b: AnyAnchor, _ bInset: Double, _ relation: Relation)
            -> LayoutConstraint
        {
            LayoutConstraint(
                AnchorExpression(term: .init(a), constant: -aInset), relation,
                AnchorExpression(term: .init(b), constant: bInset))
        }
        let l = lhs.item, r = rhs.item
        // Left and top move right/down by their inset; right and bottom move left/up.
        return [
            side(l.left.erased, -lhs.insets.left, r.left.erased, rhs.insets.left, inner),
            side(l.top.erased, -lhs.insets.top, r.top.erased, rhs.insets.top, inner),
            side(l.right.erased, lhs.insets.right, r.right.erased, -rhs.insets.right, outer),
            side(l.bottom.erased, lhs.insets.bottom, r.bottom.erased, -rhs.insets.bottom, outer),
        ]
    }
}

/// The center of an item: centerX and centerY.
public struct CenterAnchors {
    /// The item whose center this is.
    public let item: LayoutItem
}

/// The size of an item: width and height.
public struct SizeAnchors {
    /// The item whose size this is.
    public let item: LayoutItem
}

extension LayoutItem {
    /// The item's four edges, for `view.edges == other.edges.inset(by: 8)`.
    public var edges: EdgeAnchors { EdgeAnchors(item: self, insets: .zero) }
    /// The item's center, for `badge.center == card.center`.
    public var center: CenterAnchors { CenterAnchors(item: self) }
    /// The item's size, for `icon.size == Size(width: 24, height: 24)`.
    public var size: SizeAnchors { SizeAnchors(item: self) }

    /// Pins the item's edges to another item's (usually its superview, or a guide such as
    /// `superview.margins` or `superview.safeArea`).
    /// - Parameters:
    ///   - other: the item to pin to.
    ///   - insets: how far inside `other` each edge lies; none by default.
    /// - Returns: four required constraints (left, top, right, bottom), for
    ///   `LayoutEngine.add(_:)`.
    public func pinEdges(to other: LayoutItem, insets: LayoutInsets = .zero) -> [LayoutConstraint] {
        edges == other.edges.inset(by: insets)
    }
}

/// Each edge of `lhs` equal to the matching (inset) edge of `rhs`.
public func == (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutConstraint] { EdgeAnchors.relate(lhs, rhs, .equal) }
/// `lhs` inside `rhs`: left and top at or right of/below, right and bottom at or left of/above.
public func <= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutConstraint] { EdgeAnchors.relate(lhs, rhs, .lessThanOrEqual) }
/// `lhs` around `rhs`: `rhs` inside `lhs`.
public func >= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutConstraint] { EdgeAnchors.relate(lhs, rhs, .greaterThanOrEqual) }

/// The centers equal: `centerX == centerX`, `centerY == centerY`.
public func == (lhs: CenterAnchors, rhs: CenterAnchors) -> [LayoutConstraint] {
    [lhs.item.centerX == rhs.item.centerX, lhs.item.centerY == rhs.item.centerY]
}

/// The sizes equal: `width == width`, `height == height`.
public func == (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutConstraint] {
    [lhs.item.width == rhs.item.width, lhs.item.height == rhs.item.height]
}
/// Width and height at most the other item's.
public func <= (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutConstraint] {
    [lhs.item.width <= rhs.item.width, lhs.item.height <= rhs.item.height]
}
/// Width and height at least the other item's.
public func >= (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutConstraint] {
    [lhs.item.width >= rhs.item.width, lhs.item.height >= rhs.item.height]
}
/// A fixed size.
public func == (lhs: SizeAnchors, rhs: Size) -> [LayoutConstraint] {
    [lhs.item.width == rhs.width, lhs.item.height == rhs.height]
}
/// At most a size.
public func <= (lhs: SizeAnchors, rhs: Size) -> [LayoutConstraint] {
    [lhs.item.width <= rhs.width, lhs.item.height <= rhs.height]
}
/// At least a size.
public func >= (lhs: SizeAnchors, rhs: Size) -> [LayoutConstraint] {
    [lhs.item.width >= rhs.width, lhs.item.height >= rhs.height]
}

/// The same constraints at another priority: `badge.center == card.center ~ 750`.
public func ~ (constraints: [LayoutConstraint], priority: Priority) -> [LayoutConstraint] {
    constraints.map { $0.withPriority(priority) }
}
