import Stacks
import Testing

/// NaN and infinite sizes are errors that name the view, never frames that quietly use 0.
@Suite("Non-finite inputs")
struct NonFiniteInputTests {
    /// A row [a, b] pinned to a 100 x 20 root; `spoil` makes one input non-finite.
    private func row(_ spoil: (LayoutView, LayoutView, StackView) -> Void, width: Double = 100)
        -> (LayoutEngine, LayoutView, LayoutView)
    {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 30, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 40, intrinsicHeight: 10)
        let stack = StackView("row", axis: .horizontal, arrangedSubviews: [a, b])
        root.addSubview(stack)
        spoil(a, b, stack)
        let layout = LayoutEngine(root: root, width: width, height: 20)
        try? layout.add([stack.leading == root.leading, stack.trailing == root.trailing, stack.top == root.top])
        return (layout, a, b)
    }

    enum Spoiled: String, CaseIterable {
        case nanIntrinsicWidth, infiniteIntrinsicHeight, nanSpacing, nanMargin

        /// The text the error must contain: the view (and attribute) it names.
        var named: String {
            switch self {
            case .nanIntrinsicWidth: "a.width"
            case .infiniteIntrinsicHeight: "b.height"
            case .nanSpacing: "row"
            case .nanMargin: "margins"
            }
        }

        func apply(_ a: LayoutView, _ b: LayoutView, _ stack: StackView) {
            switch self {
            case .nanIntrinsicWidth: a.intrinsicWidth = .nan
            case .infiniteIntrinsicHeight: b.intrinsicHeight = .infinity
            case .nanSpacing: stack.spacing = .nan
            case .nanMargin:
                stack.isLayoutMarginsRelativeArrangement = true  // so that the margins are used
                stack.layoutMargins = LayoutInsets(top: 0, left: .nan, bottom: 0, right: 0)
            }
        }
    }

    @Test(arguments: Spoiled.allCases)
    func aNonFiniteInputIsReported(_ spoiled: Spoiled) {
        let (layout, a, b) = row(spoiled.apply)
        layout.update()
        #expect(!layout.inputErrors.isEmpty, "\(spoiled) passed silently")
        #expect(layout.inputErrors.contains { "\($0)".contains(spoiled.named) }, "\(layout.inputErrors)")
        for view in [a, b] {
            let f = layout.frame(of: view)
            #expect(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite)
        }
    }

    @Test func anInfiniteRootWidthIsReportedAndAFiniteOneClearsIt() {
        let (layout, a, b) = row({ _, _, _ in }, width: .infinity)
        layout.update()
        #expect(layout.inputErrors.contains { "\($0)".contains("root.width") }, "\(layout.inputErrors)")
        layout.resize(width: 100, height: 20)
        layout.update()
        #expect(layout.inputErrors.isEmpty)
        #expect(layout.frame(of: a).width + layout.frame(of: b).width == 100)
        layout.resize(width: .nan, height: 20)
        layout.update()
        #expect(!layout.inputErrors.isEmpty)
    }

    @Test func finiteInputsReportNothing() {
        let (layout, a, _) = row({ _, _, _ in })
        layout.update()
        #expect(layout.inputErrors.isEmpty)
        // Fill: equal hugging, so the first item takes the 30 points of slack (tie rule).
        #expect(layout.frame(of: a) == Rect(x: 0, y: 0, width: 60, height: 10))
        a.intrinsicWidth = .nan
        layout.update()
        #expect(layout.inputErrors.contains { "\($0)".contains("a.width") })
        a.intrinsicWidth = 30
        layout.update()
        #expect(layout.inputErrors.isEmpty)
    }
}
