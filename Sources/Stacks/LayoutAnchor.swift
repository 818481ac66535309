import Constraints

/// Marks anchors on the x axis (left, right, leading, trailing, centerX).
public enum XAxis {}
/// Marks anchors on the y axis (top, bottom, centerY, baselines).
public enum YAxis {}
/// Marks dimension anchors (width, height).
public enum DimensionAxis {}

/// A typed anchor: an attribute of a layout item. Only anchors of the same `Kind` can be
/// related, so `a.leading == b.top` does not compile; width and height are both dimensions,
/// so aspect ratios do.
public struct LayoutAnchor<Kind>: CustomStringConvertible {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// Which attribute of the item.
    public let attribute: AnchorAttribute

    init(item: LayoutItem, attribute: AnchorAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The anchor without its type, for general expressions.
    public var erased: AnyAnchor { AnyAnchor(item: item, attribute: attribute) }

    /// A readable form, as used in reports and messages.
    public var description: String { erased.description }
}

/// An anchor on the x axis.
public typealias XAnchor = LayoutAnchor<XAxis>
/// An anchor on the y axis.
public typealias YAnchor = LayoutAnchor<YAxis>
/// A width or height anchor.
public typealias DimensionAnchor = LayoutAnchor<DimensionAxis>

/// What an anchor measures.
public enum AnchorKind: Sendable, Hashable {
    /// A horizontal position.
    case x
    /// A vertical position.
    case y
    /// A width or height.
    case dimension
}

/// The attributes of a layout item.
public enum AnchorAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge (absolute).
    case left
    /// The right edge (absolute).
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The width.
    case width
    /// The height.
    case height
    /// The first baseline (the top without one).
    case firstBaseline
    /// The last baseline (the bottom without one).
    case lastBaseline

    /// Which axis the attribute lies on.
    public var kind: AnchorKind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .x
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .y
        case .width, .height: .dimension
        }
    }

    /// The internal attribute.
    var attr: Attr {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .centerX: .centerX
        case .centerY: .centerY
        case .width: .width
        case .height: .height
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}

/// An anchor of any kind, for general linear expressions (layout files).
public struct AnyAnchor: CustomStringConvertible {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// Which attribute of the item.
    public let attribute: AnchorAttribute

    /// Creates an anchor.
    public init(item: LayoutItem, attribute: AnchorAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A readable form, as used in reports and messages.
    public var description: String { "\(item.displayName).\(attribute.rawValue)" }
}

/// Attributes as the generator uses them: the public ones plus the directional center
/// (centerX measured along the leading direction, negated in right-to-left layouts).
enum Attr: UInt8 {
    case left, right, top, bottom, leading, trailing, centerX, centerY
    case width, height, firstBaseline, lastBaseline, directionalCenterX

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .centerX, .directionalCenterX: "centerX"
        case .centerY: "centerY"
        case .width: "width"
        case .height: "height"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        }
    }
}
