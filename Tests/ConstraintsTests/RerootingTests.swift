@testable import Constraints
import Testing

/// Re-rooting (`Tableau+Rerooting.swift`): a row of defined variables only, such as the
/// spacing between two cells built first, defines a parameter the cells' definitions
/// refer to instead of writing out prefix sums.
@Suite("Re-rooting")
struct RerootingTests {
    /// Cells built inside out, then chained: each cell's top is defined by an inner item's
    /// position (`t == y - 4`), its height is a parameter held by its own inequality, and
    /// the links `t[k+1] == t[k] + h[k] + 2` come last. Without re-rooting every link
    /// defines a parameter by the link's full expansion: about n²/2 cells.
    @Test(arguments: [PriorityModel.strict, .weighted])
    func insideOutChainStaysShort(model: PriorityModel) throws {
        let n = 200
        let t = (0..<n).map { Variable("t\($0)") }
        let y = (0..<n).map { Variable("y\($0)") }
        let h = (0..<n).map { Variable("h\($0)") }
        var solver = Solver(priorities: model)
        for k in 0..<n {
            try solver.add(t[k] == y[k] - 4)
            try solver.add(h[k] >= Double(10 + k % 7))
            try solver.add(h[k] == 0 ~ .weak)
        }
        var links: [Constraint] = []
        for k in 0..<(n - 1) {
            links.append(t[k + 1] == t[k] + h[k] + 2)
            try solver.add(links[k])
        }
        try solver.add(t[0] == 0)
        var expected = 0.0
        for k in 0..<n {
            #expect(solver.value(of: t[k]) == expected)
            #expect(solver.value(of: y[k]) == expected + 4)
            expected += Double(10 + k % 7) + 2
        }
        #expect(solver.statistics.cells < 20 * n, "\(solver.statistics.cells) cells")
        #expect(TableauInvariantTests.violations(of: solver).isEmpty)
        // Cut the chain in the middle and close it again.
        try solver.remove(links[n / 2])
        try solver.add(t[n / 2 + 1] == t[n / 2] + h[n / 2] + 2)
        #expect(solver.value(of: t[n - 1]) == expected - Double(10 + (n - 1) % 7) - 2)
        #expect(TableauInvariantTests.violations(of: solver).isEmpty)
    }

    /// The same shape, small and random: cells whose tops are defined through one to three
    /// inner items, links in a random order (some optional), the whole pinned or not, then
    /// links removed and added back. Each step must match the reference LP and keep the
    /// tableau's invariants (no definition cycles among them).
    @Test(arguments: [PriorityModel.strict, .weighted], 0..<40)
    func randomInsideOutCells(model: PriorityModel, seed: Int) {
        var rng = SplitMix64(seed: UInt64(970_000 + seed))
        let n = rng.int(3...7)
        var solver = Solver(priorities: model)
        var present: [Constraint] = []
        func add(_ c: Constraint, _ note: String) {
            if tryAdd(&solver, c) { present.append(c) }
            let broken = TableauInvariantTests.violations(of: solver)
            #expect(broken.isEmpty, "\(broken) after \(note) \(c), seed \(seed)")
        }
        var tops: [Variable] = [], heights: [Variable] = []
        for k in 0..<n {
            let top = Variable("t\(k)"), height = Variable("h\(k)")
            // A chain of inner items, the innermost holding the cell's free position.
            var inner = top
            for i in 0..<rng.int(1...3) {
                let item = Variable("y\(k)_\(i)")
                add(inner == item - Double(rng.int(0...6)), "inner")
                inner = item
            }
            add(height >= Double(rng.int(5...30)), "height")
            add(height == Double(rng.int(0...40)) ~ Priority(Double(rng.int(1...999))), "hug")
            if rng.chance(0.3) { add(inner >= top + Double(rng.int(0...3)) ~ .medium, "inner bound") }
            tops.append(top)
            heights.append(height)
        }
        var links: [Constraint] = []
        for k in 0..<(n - 1) {
            let below: LinearExpression = tops[k] + heights[k]
            if rng.chance(0.8) {
                links.append(tops[k + 1] == below + Double(rng.int(0...8)))
            } else {
                links.append(tops[k + 1] >= below ~ .strong)
            }
        }
        for k in links.indices.reversed() where rng.chance(0.5) { links.swapAt(k, rng.int(0...k)) }
        for link in links { add(link, "link") }
        if rng.chance(0.6) { add(tops[0] == Double(rng.int(-20...20)), "pin") }
        if rng.chance(0.4) { add(tops[n - 1] + heights[n - 1] <= Double(rng.int(50...200)) ~ .strong, "bottom") }
        expectMatchesReference(solver, present, model: model, "seed \(seed)")
        for _ in 0..<3 {
            let link: Constraint = rng.pick(links)
            guard present.contains(where: { $0 === link }) else { continue }
            _ = try? solver.remove(link)
            present.removeAll { $0 === link }
            expectMatchesReference(solver, present, model: model, "seed \(seed), without \(link)")
            add(link, "again")
            expectMatchesReference(solver, present, model: model, "seed \(seed), with \(link) again")
        }
    }
}
