/// The inputs most views leave at their defaults, kept out of line.
///
/// A view carries one reference for all of them (nil until one is set) instead of some
/// 150 bytes: in a list of 10,000 table cells (60,000 views) they were a tenth of the
/// memory of a layout (`docs/stacks.md`, "Memory"). Margins, safe area and guides, which
/// fewer views set than baselines, are a second box inside.
extension LayoutView {
    /// Baselines, measured content and custom spacing (what text and its neighbours set),
    /// and a second box for the rest.
    final class Extras {
        var heightForWidth: (@Sendable (Double) -> Double)?
        var firstBaselineOffset: Double?
        var lastBaselineOffset: Double?
        /// The custom spacing after the view in its stack, if it is arranged and has one.
        var customSpacingAfter: Double?
        /// Margins, safe area and guides, which few views set: out of line again, so that a
        /// label's baselines take 96 bytes rather than 176.
        var guides: GuideExtras?
    }

    /// The margins, safe area and guides of a view that set one of them.
    final class GuideExtras {
        var layoutMargins: LayoutInsets
        var safeAreaInsets = LayoutInsets.zero
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
        let made = Extras()
        extras = made
        return made
    }

    /// The view's margins, safe area and guides, made (at their defaults) if it has none yet.
    final func makeGuideExtras() -> GuideExtras {
        let extras = makeExtras()
        if let guides = extras.guides { return guides }
        let made = GuideExtras(margins: defaultMargins)
        extras.guides = made
        return made
    }

    /// The view's margins, safe area and guides, if it set any.
    final var guideExtras: GuideExtras? { extras?.guides }

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
        get { guideExtras?.marginsGuide }
        set { makeGuideExtras().marginsGuide = newValue }
    }

    /// The safe-area guide, once ``safeArea`` has been asked for.
    final var safeAreaGuide: LayoutGuide? {
        get { guideExtras?.safeAreaGuide }
        set { makeGuideExtras().safeAreaGuide = newValue }
    }

    /// The guides made with ``LayoutGuide/init(_:in:)`` for this view, kept alive by it.
    public internal(set) var customGuides: [LayoutGuide] {
        get { guideExtras?.customGuides ?? [] }
        set { makeGuideExtras().customGuides = newValue }
    }
}
