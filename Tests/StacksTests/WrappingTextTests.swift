import Stacks
import Testing

/// Text that wraps to its width, and content measured at its solved width.
@Suite("Wrapping text")
struct WrappingTextTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    /// Word lengths 3 5 5 3 5 4 3 4 3: 43 columns unwrapped.
    @Test(arguments: [
        (100.0, 4), // 14 columns: "The quick" / "brown fox" / "jumps over the" / "lazy dog"
        (200.0, 2), // 28 columns: "The quick brown fox jumps" / "over the lazy dog"
        (301.0, 1), // 43 columns: one line
        (7.0, 11),  // 1 column: "quick" and the others break every character... see below
    ])
    func linesAtAWidth(width: Double, lines: Int) {
        let text = WrappingText(Self.fox, characterWidth: 7, lineHeight: 16)
        if width == 7 {
            // One column: each word takes as many lines as it has characters.
            #expect(text.lineCount(forWidth: width) == 35)
        } else {
            #expect(text.lineCount(forWidth: width) == lines)
            #expect(text.height(forWidth: width) == Double(lines) * 16)
        }
        #expect(text.naturalWidth == 301)
    }

    /// Widths an unsatisfiable layout can offer: beyond `Int`'s range, infinite, or not a
    /// number. No trap; a width past the longest line wraps nothing, and one below a
    /// column (or not a number) wraps at every column.
    @Test(arguments: [(1e300, 1), (.infinity, 1), (-1.3e80, 35), (-.infinity, 35), (.nan, 35), (0, 35)])
    func widthsOutsideIntsRange(width: Double, lines: Int) {
        let text = WrappingText(Self.fox, characterWidth: 7, lineHeight: 16)
        #expect(text.lineCount(forWidth: width) == lines)
    }

    @Test func newlinesLongWordsAndSpaces() {
        // "abcdefghijkl" (12) at 5 columns: 5 + 5 + 2; then "x" joins the "kl" line.
        #expect(WrappingText("abcdefghijkl x").lineCount(forWidth: 5) == 3)
        #expect(WrappingText("a\n\nb").lineCount(forWidth: 10) == 3)      // an empty line counts
        #expect(WrappingText("a    b").lineCount(forWidth: 3) == 1)       // spaces collapse: "a b"
        #expect(WrappingText("").lineCount(forWidth: 10) == 0)
        #expect(WrappingText("ab\nabcd").naturalWidth == 4)
    }

    /// A label in a vertical stack 100 wide: 4 lines of 16, then 2 lines at 200.
    @Test(arguments: [true, false])
    func aLabelInAStackWrapsToItsWidth(direct: Bool) throws {
        let root = LayoutView("root")
        let title = LayoutView("title", intrinsicWidth: 60, intrinsicHeight: 20)
        let body = LayoutView("body")
        let text = WrappingText(Self.fox, characterWidth: 7, lineHeight: 16)
        body.intrinsicWidth = text.naturalWidth
        body.heightForWidth = { text.height(forWidth: $0) }
        let card = StackView("card", axis: .vertical, arrangedSubviews: [title, body])
        root.addSubview(card)
        let layout = LayoutEngine(root: root, width: 100, height: nil)
        layout.allowsDirectLayout = direct
        try layout.add([card.leading == root.leading, card.trailing == root.trailing, card.top == root.top,
                        root.bottom == card.bottom])
        #expect(layout.frame(of: body) == Rect(x: 0, y: 20, width: 100, height: 64))
        #expect(layout.frame(of: root).height == 84)
        layout.resize(width: 200, height: nil)
        #expect(layout.frame(of: body) == Rect(x: 0, y: 20, width: 200, height: 32))
        #expect(layout.inputErrors.isEmpty)
    }

    /// A measurement whose height moves its own width back and forth (width == height, the
    /// height 100 below a width of 50 and 10 above) cannot settle: the engine stops after
    /// its passes and says so.
    @Test func contentThatDoesNotSettleIsReported() throws {
        let root = LayoutView("root"), v = LayoutView("v")
        v.heightForWidth = { $0 < 50 ? 100 : 10 }
        root.addSubview(v)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([v.leading == root.leading, v.top == root.top, v.width == v.height])
        layout.update()
        #expect(layout.inputErrors.contains { "\($0)".contains("did not settle") })
        let f = layout.frame(of: v)
        #expect(f.width == f.height)  // the last layout stands, consistent in itself
    }
}
