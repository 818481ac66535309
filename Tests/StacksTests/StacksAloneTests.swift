import Stacks
import Testing

/// This file imports `Stacks` only: priorities, `Priority`, `Variable` and the operators
/// must come with it, since no layout can be written without them.
@Suite("Names: import Stacks alone")
struct StacksAloneTests {
    @Test func aLayoutNeedsNoOtherImport() throws {
        let root = LayoutView("root")
        let label = LayoutView("label", intrinsicWidth: 30, intrinsicHeight: 10)
        root.addSubview(label)
        let layout = LayoutEngine(root: root, width: 100, height: 40)
        let low: Priority = .defaultLow
        try layout.add([
            label.leading == root.leading + 5, label.top == root.top,
            label.width == 80 ~ low, label.width <= 60 ~ .defaultHigh,
        ])
        #expect(layout.frame(of: label) == Rect(x: 5, y: 0, width: 60, height: 10))
        // The solver's own vocabulary is there too.
        let x = Variable("x")
        var solver = Solver()
        try solver.add(2 * x + 1 == 7 ~ .strong)
        #expect(solver.value(of: x) == 3)
    }
}
