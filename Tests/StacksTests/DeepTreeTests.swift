import Constraints
import Testing

@testable import Stacks

/// Issue 9: trees 10,000 levels deep are laid out, fitted, changed and freed without
/// recursion (checked on a 512 KB thread stack), by the direct layout and by the solver.
@Suite("Deep trees")
struct DeepTreeTests {
    static let depth = 10_000

    /// A chain of `depth` stacks (axes alternating, `s0` outermost) around a leaf 10 × 20,
    /// built from the inside out.
    final class Chain {
        let leaf = LayoutView("leaf", intrinsicWidth: 10, intrinsicHeight: 20)
        var stacks: [StackView] = []
        var root: StackView { stacks[0] }

        init(_ depth: Int, configure: (StackView) -> Void = { _ in }) {
            var inner: LayoutView = leaf
            for i in (0..<depth).reversed() {
                let stack = StackView("s\(i)", axis: i % 2 == 0 ? .horizontal : .vertical, arrangedSubviews: [inner])
                configure(stack)
                stacks.append(stack)
                inner = stack
            }
            stacks.reverse()
        }
    }

    @Test func directLayoutOf10000NestedStacks() {
        let chain = Chain(Self.depth)
        let layout = LayoutEngine(root: chain.root, width: 375, height: 667)
        layout.update()
        #expect(layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: chain.leaf), [0, 0, 375, 667])
        expectFrame(layout.frame(of: chain.stacks[5000]), [0, 0, 375, 667])
        // A change deep down: the plan is made again, still without the solver.
        chain.stacks[Self.depth - 1].isLayoutMarginsRelativeArrangement = true
        chain.stacks[Self.depth - 1].layoutMargins = LayoutInsets(all: 5)
        layout.update()
        #expect(layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: chain.leaf), [5, 5, 365, 657])
    }

    /// The solver path: creation order, incremental updates (every ancestor is marked) and
    /// the root's fitting size.
    @Test func solverLayoutOf10000NestedStacks() {
        let chain = Chain(Self.depth)
        let layout = LayoutEngine(root: chain.root)
        layout.allowsDirectLayout = false
        layout.update()
        #expect(!layout.isLaidOutDirectly)
        expectFrame(layout.frame(of: chain.leaf), [0, 0, 10, 20])
        chain.leaf.intrinsicWidth = 30
        layout.update()
        expectFrame(layout.frame(of: chain.root), [0, 0, 30, 20])
        #expect(layout.conflicts.isEmpty)
    }

    @Test func fittingSizeOf10000NestedStacks() {
        let chain = Chain(Self.depth)
        let size = chain.root.systemLayoutSizeFitting(LayoutView.compressedSize)
        #expect(size.width == 10 && size.height == 20)
    }

    /// Each fill-proportionally item's natural length (a fitting solve of its subtree) is
    /// solved once, deepest first: nested 24 deep this took 2^24 fitting solves, now 23.
    @Test func nestedFillProportionallyStacks() {
        let chain = Chain(24) { $0.distribution = .fillProportionally }
        // A second item in every stack, so each has real proportions.
        for stack in chain.stacks { stack.addArrangedSubview(LayoutView(intrinsicWidth: 10, intrinsicHeight: 20)) }
        let layout = LayoutEngine(root: chain.root)
        let size = chain.root.systemLayoutSizeFitting(LayoutView.compressedSize)
        expectFrame(layout.frame(of: chain.root), [0, 0, size.width, size.height])
        #expect(size.width >= 10 && size.height >= 20)
        #expect(layout.conflicts.isEmpty)
    }

    /// Baseline vending walks down the chain; the tallest item's height sums a deep column.
    @Test func baselinesThroughADeepChain() {
        let chain = Chain(Self.depth)
        chain.leaf.firstBaselineOffset = 15
        let short = LayoutView("short", intrinsicWidth: 5, intrinsicHeight: 5)
        let row = StackView("row", alignment: .center, arrangedSubviews: [short, chain.root])
        let layout = LayoutEngine(root: row)
        // The tallest item (the chain, 20) vends the baseline: its leaf's, 15 below its top.
        #expect(layout.value(of: row.firstBaseline.erased) == 15)
        #expect(row.vendedItem(first: true) === chain.root)
    }

    /// Everything above on a secondary thread's 512 KB stack, and the trees freed there too.
    @Test func onA512KBStack() {
        let frames = onSmallStack { () -> [Rect] in
            var frames: [Rect] = []
            do {
                let chain = Chain(Self.depth)
                let layout = LayoutEngine(root: chain.root, width: 375, height: 667)
                frames.append(layout.frame(of: chain.leaf))
            }  // the direct layout holds no constraints: the whole tree is freed here
            do {
                let chain = Chain(Self.depth)
                let layout = LayoutEngine(root: chain.root)
                layout.allowsDirectLayout = false
                frames.append(layout.frame(of: chain.leaf))
                let size = chain.stacks[1].systemLayoutSizeFitting(LayoutView.compressedSize)
                frames.append(Rect(x: 0, y: 0, width: size.width, height: size.height))
            }
            return frames
        }
        #expect(frames?.count == 3)
        if let frames, frames.count == 3 {
            expectFrame(frames[0], [0, 0, 375, 667])
            expectFrame(frames[1], [0, 0, 10, 20])
            expectFrame(frames[2], [0, 0, 10, 20])
        }
    }
}
