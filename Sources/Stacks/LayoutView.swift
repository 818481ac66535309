import Constraints

/// A rectangle in the layout tree: a leaf view, or the base of ``StackView`` and
/// ``LayoutScrollView``.
///
/// Its frame is solved from four variables. It may have an intrinsic size per axis, which
/// becomes content-hugging and compression-resistance constraints, baselines, layout
/// margins and a hidden flag. Changing any of these after a layout marks the constraints
/// concerned for the next ``LayoutEngine/update()``.
///
/// Each public input is a computed property over `final` internal storage (`stored…`, or
/// the out-of-line `extras` for those most views never set): with every access inside the
/// module, the compiler proves that none overlaps another and drops the run-time exclusivity
/// check a public stored property of a class pays on each read (about a tenth of a direct
/// layout's first pass; `docs/benchmarks.md`).
public class LayoutView: LayoutItem {
    /// The intrinsic width; nil means none (no horizontal content-size constraints).
    public var intrinsicWidth: Double? {
        get { storedIntrinsicWidth }
        set {
            let oldValue = storedIntrinsicWidth
            storedIntrinsicWidth = newValue
            if oldValue != newValue { contentDidChange() }
        }
    }
    final var storedIntrinsicWidth: Double?
    /// The intrinsic height; nil means none. For a view with ``heightForWidth``, the engine
    /// sets it from the measurement.
    public var intrinsicHeight: Double? {
        get { storedIntrinsicHeight }
        set {
            let oldValue = storedIntrinsicHeight
            storedIntrinsicHeight = newValue
            if oldValue != newValue { contentDidChange() }
        }
    }
    final var storedIntrinsicHeight: Double?
    /// Content whose height depends on the width it gets, as text that wraps (Yoga's
    /// measure function, UIKit's `preferredMaxLayoutWidth`): given a width, the height the
    /// content needs there. Give the view its unwrapped width as ``intrinsicWidth``.
    /// After each layout the engine measures such views at their solved widths, sets
    /// their ``intrinsicHeight`` and lays out again, until the heights settle
    /// (``LayoutEngine/update()``).
    public var heightForWidth: (@Sendable (Double) -> Double)? {
        get { extras?.heightForWidth }
        set {
            guard newValue != nil || extras?.heightForWidth != nil else { return }
            makeExtras().heightForWidth = newValue
            engine?.hasMeasuredContent = true
            contentDidChange()
        }
    }
    /// Content-hugging priorities (`size <= intrinsic`), 250 on both axes by default.
    public var hugging: AxisPriorities {
        get { storedHugging }
        set {
            let oldValue = storedHugging
            storedHugging = newValue
            if oldValue != newValue { contentDidChange() }
        }
    }
    final var storedHugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250)
    /// Compression-resistance priorities (`size >= intrinsic`), 750 on both axes by default.
    public var compressionResistance: AxisPriorities {
        get { storedCompressionResistance }
        set {
            let oldValue = storedCompressionResistance
            storedCompressionResistance = newValue
            if oldValue != newValue { contentDidChange() }
        }
    }
    final var storedCompressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750)
    /// The first baseline's distance from the top; nil means none.
    public var firstBaselineOffset: Double? {
        get { extras?.firstBaselineOffset }
        set {
            guard newValue != extras?.firstBaselineOffset else { return }
            makeExtras().firstBaselineOffset = newValue
            engine?.invalidateStacks(from: superview)
        }
    }
    /// The last baseline's distance from the bottom; nil means none.
    public var lastBaselineOffset: Double? {
        get { extras?.lastBaselineOffset }
        set {
            guard newValue != extras?.lastBaselineOffset else { return }
            makeExtras().lastBaselineOffset = newValue
            engine?.invalidateStacks(from: superview)
        }
    }
    /// The layout margins (the ``margins`` guide's insets): 8 on every side, 0 for stacks.
    public var layoutMargins: LayoutInsets {
        get { guideExtras?.layoutMargins ?? defaultMargins }
        set {
            guard newValue != layoutMargins else { return }
            makeGuideExtras().layoutMargins = newValue
            if let guide = marginsGuide { engine?.invalidateGuide(guide) } else { engine?.dropDirectPlan() }
        }
    }
    /// The safe-area insets; they matter on a layout's root only.
    public var safeAreaInsets: LayoutInsets {
        get { guideExtras?.safeAreaInsets ?? .zero }
        set {
            guard newValue != safeAreaInsets else { return }
            makeGuideExtras().safeAreaInsets = newValue
            if let guide = safeAreaGuide { engine?.invalidateGuide(guide) } else { engine?.dropDirectPlan() }
        }
    }
    /// A hidden arranged view takes no room in its stack and is not drawn.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            let oldValue = storedIsHidden
            storedIsHidden = newValue
            if oldValue != newValue { engine?.invalidateStacks(from: superview) }
        }
    }

    /// The plain subviews, in order (a stack's arranged views are among them).
    public var subviews: [LayoutView] { storedSubviews }
    final var storedSubviews: [LayoutView] = []
    /// The view this one is a subview of.
    public var superview: LayoutView? { storedSuperview }
    /// Unowned rather than weak: a weak reference gives every view with subviews a side
    /// table, which makes each retain and release of it take the slow path (a fifth of a
    /// direct layout's edit in a stack of 10,000 rows). A view clears its subviews'
    /// references to it before it goes (`deinit`), so none is read after.
    final unowned var storedSuperview: LayoutView?

    /// The layout this view's tree belongs to.
    weak var engine: LayoutEngine?
    /// The content-size constraints (spec 2).
    var contentRecords: [Record] = []
    /// The user constraints of its layout that name one of its anchors (or its guides'),
    /// by identity: a view leaving the layout drops them without reading every constraint.
    var userConstraintIDs = ConstraintIdentities.none
    // The flags and the plan's index stored side by side, in the word after the byte of
    // `userConstraintIDs`'s case: apart, with the padding each took, a view was 216 bytes
    // (224 with malloc's header) instead of 200 (208), and a form of 10,000 rows holds
    // 30,000 views.
    final var storedIsHidden: Bool = false
    /// Whether the content-size constraints must be regenerated.
    var needsContentUpdate = false
    /// Whether the view is in its superview's `arrangedSubviews`.
    var isArranged = false
    private var storedDirectIndex: Int32 = -1
    /// The view's node in the last direct layout's plan (``DirectLayout``), if any: a hint
    /// the plan checks before use (an index past `Int32` is stored as none).
    var directIndex: Int {
        get { Int(storedDirectIndex) }
        set { storedDirectIndex = Int32(exactly: newValue) ?? -1 }
    }
    /// The inputs and guides most views never set (``Extras``); nil while all are at their
    /// defaults.
    final var extras: Extras?

    /// Creates a plain view.
    /// - Parameters:
    ///   - name: the name used in reports.
    ///   - intrinsicWidth: the intrinsic width, if any.
    ///   - intrinsicHeight: the intrinsic height, if any.
    public init(_ name: String = "", intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil) {
        self.storedIntrinsicWidth = intrinsicWidth
        self.storedIntrinsicHeight = intrinsicHeight
        super.init(name: name, kind: .view)
    }

    override init(name: String, kind: ItemKind) {
        super.init(name: name, kind: kind)
    }

    /// Frees the tree below with a loop, not a recursion (a tree 10,000 levels deep would
    /// otherwise need megabytes of stack to be freed): a subview that only this tree holds
    /// gives up its own subviews to the loop before it is freed.
    deinit {
        var pending = storedSubviews
        storedSubviews = []
        while var view = pending.popLast() {
            // Its superview is this view or one freed below: a view that outlives it must
            // not keep the reference.
            view.storedSuperview = nil
            guard isKnownUniquelyReferenced(&view) else { continue }
            if case .stack = view.itemKind { unsafeDowncast(view, to: StackView.self).dropArrangement() }
            pending += view.storedSubviews
            view.storedSubviews = []
        }
    }

    /// The layout-margins guide: the frame inset by ``layoutMargins`` (for a layout's root,
    /// inset from the safe area).
    public var margins: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = LayoutGuide(owner: self, kind: .margins)
        marginsGuide = guide
        return guide
    }

    /// The safe-area guide: a layout root's frame inset by ``safeAreaInsets``; for any other
    /// view, its frame.
    public var safeArea: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = LayoutGuide(owner: self, kind: .safeArea)
        safeAreaGuide = guide
        return guide
    }

    /// Adds `view` as the last subview, moving it from another superview if it has one
    /// (leaving that one's arrangement and constraints). Adding the view itself or one of
    /// its ancestors does nothing.
    /// - Parameter view: the new subview.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    /// - Parameters:
    ///   - view: the new subview; moved if it already has a superview.
    ///   - index: its position.
    public func insertSubview(_ view: LayoutView, at index: Int) {
        guard !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
            // The order of subviews is the order constraints are created in (ties, spec 5.2).
            engine?.invalidateStacks(from: self)
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.storedSuperview = self
        engine?.didAttach(view, to: self)
    }

    /// Removes the view from its superview, and from the superview's arrangement if it is a
    /// stack. The layout drops every constraint that mentions a view of this subtree.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if case .stack = parent.itemKind {
            unsafeDowncast(parent, to: StackView.self).dropArranged(self)
        }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        customSpacingAfter = nil
        parent.engine?.didDetach(self, from: parent)
    }

    /// Whether `ancestor` is this view or one of its superviews.
    func isDescendant(of ancestor: LayoutView) -> Bool {
        var view: LayoutView? = self
        while let v = view {
            if v === ancestor { return true }
            view = v.superview
        }
        return false
    }

    /// Content size changed: regenerate this view's content-size constraints and the stacks
    /// above it (fill-proportionally multipliers, baseline vending).
    func contentDidChange() {
        guard let engine else { return }
        engine.invalidateContent(self)
        engine.invalidateStacks(from: superview)
    }

    /// The content-size constraints of spec 2.
    func contentSpecs() -> [Spec] {
        var specs: [Spec] = []
        if let w = intrinsicWidth {
            let a = ResolvedAnchor(self, .width)
            specs.append(Spec(a, .lessThanOrEqual, nil, constant: w, priority: hugging.horizontal.value, role: .contentSize))
            specs.append(
                Spec(a, .greaterThanOrEqual, nil, constant: w, priority: compressionResistance.horizontal.value,
                    role: .contentSize))
        }
        if let h = intrinsicHeight {
            let a = ResolvedAnchor(self, .height)
            specs.append(Spec(a, .lessThanOrEqual, nil, constant: h, priority: hugging.vertical.value, role: .contentSize))
            specs.append(
                Spec(a, .greaterThanOrEqual, nil, constant: h, priority: compressionResistance.vertical.value,
                    role: .contentSize))
        }
        return specs
    }
}
