import Stacks
import Testing

/// Pixel rounding: edges on the grid, touching views still touching, totals kept.
@Suite("Pixel alignment")
struct PixelAlignmentTests {
    @Test(arguments: [
        (Rect(x: 10.2, y: 0.74, width: 33.3, height: 20.5), 1.0, Rect(x: 10, y: 1, width: 34, height: 20)),
        (Rect(x: 10.2, y: 0.74, width: 33.3, height: 20.5), 2.0, Rect(x: 10, y: 0.5, width: 33.5, height: 20.5)),
        (Rect(x: 0.25, y: 0, width: 0.5, height: 1), 2.0, Rect(x: 0.5, y: 0, width: 0.5, height: 1)),
        (Rect(x: -0.75, y: -1.25, width: 1, height: 2), 2.0, Rect(x: -1, y: -1.5, width: 1.5, height: 2.5)),
    ])
    func edgesGoToTheNearestGridLine(rect: Rect, scale: Double, expected: Rect) throws {
        #expect(try rect.aligned(toScale: scale) == expected)
    }

    /// Three items of 100/3 in a row: rounded edges keep them touching and the row whole.
    @Test(arguments: [1.0, 2.0, 3.0])
    func touchingViewsStayTouching(scale: Double) throws {
        let root = LayoutView("root")
        let items = (0..<3).map { LayoutView("v\($0)", intrinsicWidth: 10, intrinsicHeight: 10) }
        let row = StackView("row", distribution: .fillEqually, arrangedSubviews: items)
        root.addSubview(row)
        let layout = LayoutEngine(root: root, width: 100, height: 20)
        try layout.add(row.pinEdges(to: root))
        let frames = try items.map { try layout.frame(of: $0, alignedToScale: scale) }
        #expect(frames[0].x == 0)
        #expect(frames[0].x + frames[0].width == frames[1].x)
        #expect(frames[1].x + frames[1].width == frames[2].x)
        #expect(frames[2].x + frames[2].width == 100)
        for f in frames { #expect(abs((f.width * scale).rounded() - f.width * scale) < 1e-9) }
        #expect(abs(layout.frame(of: items[1]).width - 100.0 / 3) < 1e-12)  // the layout stays exact
    }

    /// Random rectangles tiling a strip: after alignment the tiles still tile it.
    @Test func randomTilesStayATiling() throws {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for scale in [1.0, 2.0, 3.0, 1.5] {
            var x = 0.0
            var previousRight: Double? = nil
            for _ in 0..<200 {
                let width = next() * 17
                let aligned = try Rect(x: x, y: 0, width: width, height: 5).aligned(toScale: scale)
                if let previousRight { #expect(aligned.x == previousRight) }
                #expect(aligned.width >= 0)
                previousRight = aligned.x + aligned.width
                x += width
            }
        }
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func anInvalidScaleIsAnError(scale: Double) {
        #expect(throws: LayoutError.self) { try Rect(x: 0, y: 0, width: 1, height: 1).aligned(toScale: scale) }
    }
}
