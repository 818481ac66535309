/// The inputs most views leave at their defaults, kept out of line.
///
/// A view carries one reference for all of them (nil until one is set) instead of some
/// 150 bytes: in a list of 10,000 table cells (60,000 views) they were a tenth of the
/// memory of a layout (`docs/stacks.md`, "Memory").
extension LayoutView {
    /// Baselines, margins, measured content, custom spacing and the view's guides.
    final class Extras {
        var heightForWidth: (@Sendable (Double) -> Double)?
        var firstBaselineOffset: Double?
        var lastBaselineOffset: Double?
        var layoutMargins: LayoutInsets
        var safeAreaInsets = LayoutInsets.zero
        /// The custom spacing after the view in its stack, if it is arranged and has one.
        var customSpacingAfter: Double?
        var marginsGuide: LayoutGuide?
        var safeAreaGuide: LayoutGuide?
        /// The guides made with ``LayoutGuide/init(_:in:)`` for the view, kept alive by it.
        var customGuides: [LayoutGuide] = []

        init(margins: LayoutInsets) {
            layoutMargins = margins
        }
    }

    /// The view's extras, made (at their defaults) if it has none yet.
    final func makeExtras() -> Extras {
        if let extras { return extras }
        let made = Extras(margins: defaultMargins)
        extras = made
        return made
    }

    /// The layout margins a view starts with: 8 on every side, 0 for a stack.
    final var defaultMargins: LayoutInsets {
        itemKind == .stack ? .zero : LayoutInsets(all: 8)
    }

    /// The custom spacing after this view in its stack, if it is arranged and has one.
    final var customSpacingAfter: Double? {
        get { extras?.customSpacingAfter }
        set {
            guard newValue != nil || extras?.customSpacingAfter != nil else { return }
            makeExtras().customSpacingAfter = newValue
        }
    }

    /// The layout-margins guide, once ``margins`` has been asked for.
    final var marginsGuide: LayoutGuide? {
        get { extras?.marginsGuide }
        set { makeExtras().marginsGuide = newValue }
    }

    /// The safe-area guide, once ``safeArea`` has been asked for.
    final var safeAreaGuide: LayoutGuide? {
        get { extras?.safeAreaGuide }
        set { makeExtras().safeAreaGuide = newValue }
    }

    /// The guides made with ``LayoutGuide/init(_:in:)`` for this view, kept alive by it.
    public internal(set) var customGuides: [LayoutGuide] {
        get { extras?.customGuides ?? [] }
        set { makeExtras().customGuides = newValue }
    }
}
