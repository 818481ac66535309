/// A scroll view: a view whose children are laid out in a content rectangle.
///
/// The ``content`` guide's top-left corner is the scroll view's (content offset zero); its
/// size, the content size, comes only from constraints to the guide (a dimension nothing
/// determines is 0). The ``frame`` guide is the scroll view's frame. Children's frames are
/// reported in root coordinates at offset zero.
public final class LayoutScrollView: LayoutView {
    /// The content rectangle.
    public private(set) lazy var content = LayoutGuide(owner: self, kind: .content)
    /// The visible frame (the same as the scroll view's own anchors).
    public private(set) lazy var frame = LayoutGuide(owner: self, kind: .frame)

    /// Creates a scroll view.
    /// - Parameter name: the name used in reports.
    public init(_ name: String = "") {
        super.init(name: name, kind: .scroll)
    }
}
