import Stacks
import Testing

/// Views whose frames the constraints do not determine, as UIKit's `hasAmbiguousLayout`.
@Suite("Ambiguous layouts")
struct AmbiguityTests {
    /// A column [a, b] pinned left and right but with no top: its vertical position (and
    /// its items') is free; widths and x are fixed.
    @Test func aStackWithoutATopIsVerticallyAmbiguous() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 30, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 40, intrinsicHeight: 10)
        let column = StackView("column", axis: .vertical, arrangedSubviews: [a, b])
        root.addSubview(column)
        let layout = LayoutEngine(root: root, width: 100, height: 100)
        try layout.add([column.leading == root.leading, column.trailing == root.trailing])
        let found = layout.ambiguousLayouts
        #expect(found.map(\.view) == ["column", "a", "b"])
        #expect(found.allSatisfy { $0.axis == .vertical })
        #expect(layout.hasAmbiguousLayout(a) && !layout.hasAmbiguousLayout(root))
        try layout.add(column.top == root.top)
        #expect(layout.ambiguousLayouts.isEmpty)
    }

    @Test func aViewWithAWidthButNoX() throws {
        let root = LayoutView("root"), v = LayoutView("v")
        root.addSubview(v)
        let layout = LayoutEngine(root: root, width: 100, height: 100)
        try layout.add([v.width == 20, v.top == root.top, v.height == 5])
        #expect(layout.ambiguousLayouts.map(\.description) == ["v: ambiguous horizontal position or width"])
    }

    /// Equal hugging in a fill row: which item takes the slack is the tie rule's choice,
    /// not an ambiguity.
    @Test func aTieRuleChoiceIsNotAmbiguous() throws {
        let root = LayoutView("root")
        let items = (0..<3).map { LayoutView("v\($0)", intrinsicWidth: 10, intrinsicHeight: 10) }
        let row = StackView("row", arrangedSubviews: items)
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: 100, height: 20)
        layout.allowsDirectLayout = false
        try layout.add(row.pinEdges(to: root))
        #expect(layout.ambiguousLayouts.isEmpty)
    }

    /// Hidden views are not judged; a pinned layout reports nothing on either path.
    @Test(arguments: [true, false])
    func hiddenViewsAndPinnedLayouts(direct: Bool) throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 10, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 10, intrinsicHeight: 10)
        let row = StackView("row", distribution: .equalSpacing, arrangedSubviews: [a, b])
        b.isHidden = true
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: 100, height: 20)
        layout.allowsDirectLayout = direct
        try layout.add(row.pinEdges(to: root))
        #expect(layout.ambiguousLayouts.isEmpty)
        #expect(!layout.hasAmbiguousLayout(b))
    }
}
