import Constraints

/// Something with a rectangle the solver places: a ``LayoutView`` or a ``LayoutGuide``.
///
/// Each item owns four variables (left, top, width and height, in root coordinates) and
/// vends typed anchors over them. Items are created as views or guides, never directly.
public class LayoutItem: CustomStringConvertible {
    /// The name used in conflict reports and descriptions (`S.leading == a.leading`).
    public let name: String

    /// What the item is, so hot paths avoid dynamic casts.
    let itemKind: ItemKind
    /// The item's variables, made when the solver path or a report first needs them: a
    /// layout taken directly never does, and four objects per view were a tenth of the
    /// memory of a list of 10,000 table cells (`docs/stacks.md`, "Memory").
    private(set) lazy var xVariable = Variable()
    private(set) lazy var yVariable = Variable()
    private(set) lazy var widthVariable = Variable()
    private(set) lazy var heightVariable = Variable()

    init(name: String, kind: ItemKind) {
        self.name = name
        self.itemKind = kind
    }

    /// A readable form, as used in reports and messages.
    public var description: String { displayName }

    /// The name, or a placeholder for unnamed items.
    var displayName: String { name.isEmpty ? "<unnamed>" : name }

    /// The left edge (absolute: it does not flip in right-to-left layouts).
    public var left: XAnchor { XAnchor(item: self, attribute: .left) }
    /// The right edge (absolute).
    public var right: XAnchor { XAnchor(item: self, attribute: .right) }
    /// The left edge, or the right one in a right-to-left layout.
    public var leading: XAnchor { XAnchor(item: self, attribute: .leading) }
    /// The right edge, or the left one in a right-to-left layout.
    public var trailing: XAnchor { XAnchor(item: self, attribute: .trailing) }
    /// The horizontal center.
    public var centerX: XAnchor { XAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var top: YAnchor { YAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottom: YAnchor { YAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerY: YAnchor { YAnchor(item: self, attribute: .centerY) }
    /// The first baseline: `top + firstBaselineOffset`, the top without one; a stack vends
    /// the one of its first-baseline view.
    public var firstBaseline: YAnchor { YAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline: `bottom - lastBaselineOffset`, the bottom without one; a stack
    /// vends the one of its last-baseline view.
    public var lastBaseline: YAnchor { YAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }

    /// The view this item belongs to: itself, or a guide's owner.
    var owningView: LayoutView {
        if case .guide = itemKind { return unsafeDowncast(self, to: LayoutGuide.self).owner }
        return unsafeDowncast(self, to: LayoutView.self)
    }
}

/// What a ``LayoutItem`` is.
enum ItemKind: Equatable {
    case view, stack, scroll
    case guide(GuideKind)
}

/// What a ``LayoutGuide`` stands for.
enum GuideKind: Equatable {
    /// The owner's frame inset by its layout margins.
    case margins
    /// The root's frame inset by its safe-area insets; any other view's frame.
    case safeArea
    /// A scroll view's content rectangle.
    case content
    /// A scroll view's frame (resolves to the scroll view itself).
    case frame
    /// A stack's alignment spanner.
    case spanner
    /// A stack's ordering spanner (all items hidden).
    case orderingSpanner
    /// A stack's gap guide between two items (equal spacing, equal centering), named
    /// after the item before it.
    case gap(after: String)
    /// A guide the user made (``LayoutGuide/init(_:in:)``): a free rectangle that only
    /// the user's constraints place.
    case custom
}

/// An invisible rectangle with anchors: a view's margins or safe area, a scroll view's
/// content or frame, or a stack's internal spanner and gap guides. Never reported as a frame
/// in documents, but ``LayoutEngine/frame(of:)`` reads it.
public final class LayoutGuide: LayoutItem {
    /// The view the guide belongs to.
    public unowned let owner: LayoutView
    let guideKind: GuideKind
    /// The constraints the guide's definition generated (margins, safe area, content).
    var records: [Record] = []
    /// Whether the definition is in the solver.
    var isActive = false
    /// Whether the definition must be regenerated (margins or insets changed).
    var needsUpdate = false

    init(owner: LayoutView, kind: GuideKind) {
        self.owner = owner
        self.guideKind = kind
        let suffix: String
        switch kind {
        case .margins: suffix = "margins"
        case .safeArea: suffix = "safeArea"
        case .content: suffix = "content"
        case .frame: suffix = "frame"
        case .spanner: suffix = "spanner"
        case .orderingSpanner: suffix = "orderingSpanner"
        case .gap(let item): suffix = "gap[after: \(item)]"
        case .custom: suffix = "guide"
        }
        super.init(name: "\(owner.displayName).\(suffix)", kind: .guide(kind))
    }

    /// Creates a layout guide of your own, as `UILayoutGuide`: an invisible rectangle in
    /// `view`'s coordinate space with the anchors of a view and no content, placed only by
    /// the constraints you give it (spacers between views, a region several views align to).
    /// Read its frame with ``LayoutEngine/frame(of:)``; it lives as long as `view` keeps it.
    /// - Parameters:
    ///   - name: the name in frames, descriptions and conflict reports; by default
    ///     `OWNER.guide`.
    ///   - view: the view the guide belongs to (its constraints may relate it to any item
    ///     of the same tree).
    public init(_ name: String = "", in view: LayoutView) {
        owner = view
        guideKind = .custom
        super.init(name: name.isEmpty ? "\(view.displayName).guide" : name, kind: .guide(.custom))
        view.customGuides.append(self)
    }

    /// Whether the guide has its own defining constraints (margins, safe area, content).
    var hasDefinition: Bool {
        switch guideKind {
        case .margins, .safeArea, .content: true
        default: false
        }
    }
}
