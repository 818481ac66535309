import Constraints

/// UIKit's `UIStackView`: lays out its arranged subviews in a row or a column by generating
/// constraints (spec `stacks.md`, section 3).
///
/// A stack is a view: it can be an arranged item of another stack (nested stacks vend
/// their baselines from their items) and it has anchors. It has no intrinsic size and its
/// layout margins default to 0. Changing any property marks the stack's constraints for
/// regeneration at the next ``LayoutEngine/update()``.
public final class StackView: LayoutView {
    /// How items share the length along the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The items fill the length; the one that hugs least grows (or, compressed, the one
        /// that resists least shrinks); ties go to the first item.
        case fill = 0
        /// Every visible item gets the same length.
        case fillEqually
        /// Lengths in proportion to the items' natural lengths.
        case fillProportionally
        /// Items at their natural lengths, equal gaps between them (at least the spacing).
        case equalSpacing
        /// Equal distances between the items' centers (gaps at least the spacing).
        case equalCentering
    }

    /// How items are placed across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Every item spans the stack's cross length.
        case fill = 0
        /// Items on the leading edge (top in a horizontal stack, leading in a vertical one).
        case leading = 1
        /// First baselines aligned (horizontal stacks; top in a vertical one).
        case firstBaseline = 2
        /// Items centered across the axis.
        case center = 3
        /// Items on the trailing edge (bottom in a horizontal stack, trailing in a vertical one).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks; bottom in a vertical one).
        case lastBaseline = 5
        /// `leading`, for horizontal stacks.
        public static let top = Alignment.leading
        /// `trailing`, for horizontal stacks.
        public static let bottom = Alignment.trailing
    }

    /// The direction the items are laid out in: `.horizontal` (a row) or `.vertical` (a column).
    public var axis: LayoutAxis {
        get { storedAxis }
        set {
            let oldValue = storedAxis
            storedAxis = newValue
            if oldValue != newValue { invalidate() }
        }
    }
    final var storedAxis: LayoutAxis
    /// How the items share the length along the axis (UIKit's `UIStackView.Distribution`).
    public var distribution: Distribution {
        get { storedDistribution }
        set {
            let oldValue = storedDistribution
            storedDistribution = newValue
            if newValue == .fillProportionally { engine?.mayHoldProportionalStacks = true }
            if oldValue != newValue { invalidate() }
        }
    }
    final var storedDistribution: Distribution
    /// How the items are placed across the axis (UIKit's `UIStackView.Alignment`).
    public var alignment: Alignment {
        get { storedAlignment }
        set {
            let oldValue = storedAlignment
            storedAlignment = newValue
            if oldValue != newValue { invalidate() }
        }
    }
    final var storedAlignment: Alignment
    /// The space between adjacent items; negative values overlap them.
    public var spacing: Double {
        get { storedSpacing }
        set {
            let oldValue = storedSpacing
            storedSpacing = newValue
            if oldValue != newValue { invalidate() }
        }
    }
    /// Arrange inside the layout margins instead of the edges.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { storedIsLayoutMarginsRelativeArrangement }
        set {
            let oldValue = storedIsLayoutMarginsRelativeArrangement
            storedIsLayoutMarginsRelativeArrangement = newValue
            if oldValue != newValue { invalidate() }
        }
    }
    final var storedIsLayoutMarginsRelativeArrangement: Bool = false
    /// Vertical stacks: measure spacing from baseline to baseline.
    public var isBaselineRelativeArrangement: Bool {
        get { storedIsBaselineRelativeArrangement }
        set {
            let oldValue = storedIsBaselineRelativeArrangement
            storedIsBaselineRelativeArrangement = newValue
            if oldValue != newValue { invalidate() }
        }
    }
    final var storedIsBaselineRelativeArrangement: Bool = false
    /// Whether the stack's constraints must be regenerated.
    var needsStackUpdate = false
    // The spacing stored after the one-byte fields, which share a word: between them, with
    // the padding each group took, a stack was 272 bytes (288 with malloc's header) instead
    // of 256 (272).
    final var storedSpacing: Double
    /// The arranged items, in order; each is also a subview.
    public var arrangedSubviews: [LayoutView] { storedArrangedSubviews }
    final var storedArrangedSubviews: [LayoutView] = []

    /// The constraints this stack generated, in creation order.
    var stackRecords: [Record] = []
    var spannerGuide: LayoutGuide?
    var orderingGuide: LayoutGuide?
    /// The gap guides (equal spacing, equal centering), each keyed by the item before it:
    /// inserting, removing or hiding an item leaves every other gap's constraints as they
    /// were. Numbered gaps would shift, and every gap after the edit would be rebuilt.
    var gapGuides: [ObjectIdentifier: LayoutGuide] = [:]

    /// Creates a stack.
    /// - Parameters:
    ///   - name: the name used in reports.
    ///   - axis: horizontal (a row) or vertical (a column).
    ///   - distribution: along the axis.
    ///   - alignment: across the axis.
    ///   - spacing: between items.
    ///   - arrangedSubviews: the items, added as subviews too.
    public init(
        _ name: String = "", axis: LayoutAxis = .horizontal, distribution: Distribution = .fill,
        alignment: Alignment = .fill, spacing: Double = 0, arrangedSubviews: [LayoutView] = []
    ) {
        self.storedAxis = axis
        self.storedDistribution = distribution
        self.storedAlignment = alignment
        self.storedSpacing = spacing
        super.init(name: name, kind: .stack)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Appends `view` to the arrangement (and to the subviews if needed); an item already
    /// arranged moves to the end.
    /// - Parameter view: the item.
    public func addArrangedSubview(_ view: LayoutView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped to `0...count`); it becomes a
    /// subview if it is not one. An item already arranged moves to `index`.
    /// - Parameters:
    ///   - view: the item.
    ///   - index: its position in ``arrangedSubviews``.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self && view.isArranged {
            if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
                storedArrangedSubviews.remove(at: current)
            }
        } else if view.superview !== self {
            addSubview(view)
        }
        storedArrangedSubviews.insert(view, at: max(0, min(index, storedArrangedSubviews.count)))
        view.isArranged = true
        invalidate()
    }

    /// Removes `view` from the arrangement; it stays a subview. Its custom spacing is
    /// forgotten.
    /// - Parameter view: the item; nothing happens if it is not arranged here.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard view.superview === self, view.isArranged else { return }
        dropArranged(view)
    }

    /// Sets the space after `view` (instead of ``spacing``); ignored if `view` is not arranged here.
    /// - Parameters:
    ///   - spacing: the space.
    ///   - view: an arranged item.
    public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
        guard view.superview === self, view.isArranged, view.customSpacingAfter != spacing else { return }
        view.customSpacingAfter = spacing
        invalidate()
    }

    /// The custom spacing after `view`, nil if none.
    /// - Parameter view: an arranged item.
    /// - Returns: the spacing set with ``setCustomSpacing(_:after:)``.
    public func customSpacing(after view: LayoutView) -> Double? {
        guard view.superview === self, view.isArranged else { return nil }
        return view.customSpacingAfter
    }

    /// Removes the custom spacing after `view`.
    /// - Parameter view: an arranged item.
    public func clearCustomSpacing(after view: LayoutView) {
        guard view.superview === self, view.customSpacingAfter != nil else { return }
        view.customSpacingAfter = nil
        invalidate()
    }

    /// Takes `view` out of the arrangement.
    func dropArranged(_ view: LayoutView) {
        guard view.isArranged else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        view.isArranged = false
        view.customSpacingAfter = nil
        invalidate()
    }

    func invalidate() { engine?.invalidateStacks(from: self) }

    /// Forgets the arranged items without telling anyone: for freeing the tree (``LayoutView``'s
    /// `deinit`), where the items are about to go too.
    func dropArrangement() { storedArrangedSubviews = [] }

    deinit { storedArrangedSubviews = [] }

    /// The alignment spanner.
    var spanner: LayoutGuide {
        if let spannerGuide { return spannerGuide }
        let guide = LayoutGuide(owner: self, kind: .spanner)
        spannerGuide = guide
        return guide
    }

    /// The ordering spanner (every item hidden).
    var orderingSpanner: LayoutGuide {
        if let orderingGuide { return orderingGuide }
        let guide = LayoutGuide(owner: self, kind: .orderingSpanner)
        orderingGuide = guide
        return guide
    }

    /// The gap guide after `item`.
    func gapGuide(after item: LayoutView) -> LayoutGuide {
        if let guide = gapGuides[ObjectIdentifier(item)] { return guide }
        let guide = LayoutGuide(owner: self, kind: .gap(after: item.displayName))
        gapGuides[ObjectIdentifier(item)] = guide
        return guide
    }

    /// Forgets the gap guides of items that no longer have a gap after them.
    func keepGapGuides(after items: some Sequence<LayoutView>) {
        let kept = Set(items.map(ObjectIdentifier.init))
        if kept.count < gapGuides.count { gapGuides = gapGuides.filter { kept.contains($0.key) } }
    }
}
