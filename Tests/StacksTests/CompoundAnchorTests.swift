import Stacks
import Testing

/// Compound anchors: edges (with insets), center, size and pinning, frames checked by hand.
@Suite("Compound anchors")
struct CompoundAnchorTests {
    private func scene() -> (LayoutView, LayoutView, LayoutView) {
        let root = LayoutView("root")
        root.layoutMargins = LayoutInsets(top: 10, left: 20, bottom: 30, right: 40)
        let card = LayoutView("card"), badge = LayoutView("badge", intrinsicWidth: 6, intrinsicHeight: 4)
        root.addSubview(card)
        root.addSubview(badge)
        return (root, card, badge)
    }

    /// root 200 x 100; margins (10, 20, 30, 40) give (20, 10, 140, 60); inset by 5 more.
    @Test func edgesWithInsetsAndACenter() throws {
        let (root, card, badge) = scene()
        let layout = LayoutEngine(root: root, width: 200, height: 100)
        try layout.add(card.edges == root.margins.edges.inset(by: 5))
        try layout.add(badge.center == card.center)
        #expect(layout.frame(of: card) == Rect(x: 25, y: 15, width: 130, height: 50))
        #expect(layout.frame(of: badge) == Rect(x: 87, y: 38, width: 6, height: 4))
    }

    @Test func pinningWithInsets() throws {
        let (root, card, _) = scene()
        let layout = LayoutEngine(root: root, width: 200, height: 100)
        try layout.add(card.pinEdges(to: root, insets: LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(layout.frame(of: card) == Rect(x: 2, y: 1, width: 194, height: 96))
    }

    /// Inside: the card wants to be 500 x 500 (weak) but stays within the margins.
    @Test func insideAndASizeAtAPriority() throws {
        let (root, card, badge) = scene()
        let layout = LayoutEngine(root: root, width: 200, height: 100)
        try layout.add(card.edges <= root.margins.edges)
        try layout.add(card.size == Size(width: 500, height: 500) ~ .defaultLow)
        try layout.add([card.left == root.margins.left, card.top == root.margins.top])
        try layout.add(badge.size == card.size ~ 100)
        try layout.add([badge.left == root.left, badge.top == root.top])
        #expect(layout.frame(of: card) == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(layout.frame(of: badge).width == 6)  // compression resistance 750 beats 100
    }

    @Test func theConstraintsReadAsWritten() {
        let (root, card, _) = scene()
        let texts = (card.edges == root.edges.inset(by: 8)).map(\.description)
        #expect(texts == [
            "card.left == root.left + 8", "card.top == root.top + 8",
            "card.right == root.right - 8", "card.bottom == root.bottom - 8",
        ])
        let priorities = (card.center == root.center ~ 750).map(\.priority)
        #expect(priorities == [750, 750])
    }
}
