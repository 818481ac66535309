import Stacks
import Testing

/// Anchor arithmetic in Swift, as layout files write it.
@Suite("Anchor arithmetic")
struct AnchorArithmeticTests {
    /// a at 0...40, b at 100...120, c (width 10) centred between a's trailing and b's leading.
    @Test func aMidpointBetweenTwoAnchors() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 40, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 20, intrinsicHeight: 10)
        let c = LayoutView("c", intrinsicWidth: 10, intrinsicHeight: 10)
        for v in [a, b, c] { root.addSubview(v) }
        let layout = LayoutEngine(root: root, width: 200, height: 50)
        try layout.add([
            a.leading == root.leading, b.leading == root.leading + 100,
            c.centerX == (a.trailing + b.leading) / 2,
            a.top == root.top, b.top == root.top,
            // y: c's top halfway between a's bottom (10) and root's bottom (50), minus 5.
            c.top == 0.5 * (a.bottom + root.bottom) - 5,
        ])
        #expect(layout.frame(of: c) == Rect(x: 65, y: 25, width: 10, height: 10))
    }

    /// Sums and differences of dimensions and positions keep their kind.
    @Test func longerExpressionsOfOneKind() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 40, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 20, intrinsicHeight: 10)
        let c = LayoutView("c")
        for v in [a, b, c] { root.addSubview(v) }
        let layout = LayoutEngine(root: root, width: 200, height: 50)
        try layout.add([
            a.leading == root.leading, a.top == root.top, b.top == root.top, c.top == root.top,
            b.leading == a.trailing + 5,
            c.leading == b.trailing + b.leading - a.leading + 30,      // 65 + 45 - 0 + 30 = 140
            c.width == a.width + b.width - 2 * b.width + 0.5 * a.width, // 40 + 20 - 40 + 20 = 40
            c.height >= (a.height + b.height) / 4 + 1,                  // 20 / 4 + 1 = 6
        ])
        let frame = layout.frame(of: c)
        #expect(frame.x == 140 && frame.width == 40 && frame.height == 6)
    }

    @Test func theExpressionReadsAsWritten() {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let constraint = c.centerX == (a.trailing + b.leading) / 2
        #expect("\(constraint)" == "c.centerX == 0.5 * a.trailing + 0.5 * b.leading")
    }

    /// The terms are stored as the first one and a list of the rest: whatever the number of
    /// terms, reading, writing and appending through `terms` keep them all, in order.
    @Test(arguments: 0...3)
    func termsKeepTheirOrderWhateverTheirNumber(count: Int) {
        let views = (0..<4).map { LayoutView("v\($0)") }
        let written = (0..<count).map { AnchorExpression.Term(views[$0].width.erased, Double($0 + 2)) }
        var e = AnchorExpression(terms: written, constant: 7)
        #expect(e.terms.map(\.anchor.item).elementsEqual(views.prefix(count), by: ===))
        #expect(e.terms.map(\.coefficient) == written.map(\.coefficient))
        e.terms.append(.init(views[3].height.erased, -1))
        #expect(e.terms.count == count + 1)
        #expect(e.terms.last?.anchor.item === views[3] && e.terms.last?.coefficient == -1)
        #expect(e.terms.dropLast().map(\.coefficient) == written.map(\.coefficient))
        e.terms.removeFirst()
        #expect(e.terms.count == count && e.constant == 7)
        #expect(e.scaled(by: 2).terms.map(\.coefficient) == e.terms.map { $0.coefficient * 2 })
        e.terms = []
        #expect(e.terms.isEmpty && "\(e)" == "7")
    }
}

/// `Int` variables with anchors.
@Suite("Anchor arithmetic: Int operands")
struct AnchorIntOperandTests {
    @Test func intVariablesWithAnchors() throws {
        let root = LayoutView("root"), a = LayoutView("a"), b = LayoutView("b")
        root.addSubview(a)
        root.addSubview(b)
        let columns = 3, gap = 8
        let layout = LayoutEngine(root: root, width: 200, height: 50)
        try layout.add([
            a.width == 20, a.height == gap, a.leading == root.leading + gap, a.top == root.top,
            b.width == columns * a.width, b.leading == a.trailing + gap, b.top == root.top - gap + gap,
            b.height >= gap,
        ])
        #expect(layout.frame(of: a) == Rect(x: 8, y: 0, width: 20, height: 8))
        #expect(layout.frame(of: b) == Rect(x: 36, y: 0, width: 60, height: 8))
    }
}
