import Stacks
import Testing

/// Layout guides of the user's own, as `UILayoutGuide`.
@Suite("Custom layout guides")
struct CustomGuideTests {
    /// a (width 30) then a 40-wide spacer guide then b (width 20), all in a row from x = 10;
    /// c (width 10) is centred on the spacer: 10 + 30 + 20 - 5 = 55.
    @Test(arguments: [true, false])
    func aSpacerGuidePlacesViews(direct: Bool) throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 30, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 20, intrinsicHeight: 10)
        let c = LayoutView("c", intrinsicWidth: 10, intrinsicHeight: 10)
        for v in [a, b, c] { root.addSubview(v) }
        let spacer = LayoutGuide("spacer", in: root)
        let layout = LayoutEngine(root: root, width: 200, height: 50)
        layout.allowsDirectLayout = direct
        try layout.add([
            a.leading == root.leading + 10, spacer.leading == a.trailing, spacer.width == 40,
            b.leading == spacer.trailing, c.centerX == spacer.centerX,
            spacer.top == root.top, spacer.height == 30,
            a.top == root.top, b.top == root.top, c.centerY == spacer.centerY,
        ])
        #expect(layout.frame(of: spacer) == Rect(x: 40, y: 0, width: 40, height: 30))
        #expect(layout.frame(of: b).x == 80)
        #expect(layout.frame(of: c) == Rect(x: 55, y: 10, width: 10, height: 10))
        #expect("\(spacer)" == "spacer" && root.customGuides.count == 1)
        #expect(LayoutGuide(in: a).name == "a.guide")
    }

    /// A guide of a view outside the layout's tree is refused like any outside anchor.
    @Test func aGuideOutsideTheTreeIsRefused() {
        let root = LayoutView("root"), stranger = LayoutView("stranger")
        let guide = LayoutGuide(in: stranger)
        let layout = LayoutEngine(root: root, width: 10, height: 10)
        #expect(throws: LayoutError.self) { try layout.add(guide.width == 5) }
    }
}
