import Constraints
import Testing

/// Larger systems: correctness at a size where the dense reference is out of reach.
@Suite("Scale")
struct ScaleTests {
    static let models: [PriorityModel] = [.strict, .weighted]

    /// The free chain re-centres on every weak pin: its cost grows about cubically
    /// (2,000 links take ~7 s in release, minutes in debug), so it runs with 500 here;
    /// the anchored chain below keeps the full 2,000.
    @Test(arguments: models) func freeChainOf500(model: PriorityModel) throws {
        let n = 500
        let xs = (0..<n).map { Variable("x\($0)") }
        var solver = Solver(priorities: model)
        for i in 1..<n { try solver.add(xs[i] >= xs[i - 1] + 1) }
        for x in xs { try solver.add(x == 0 ~ .weak) }
        // Every gap is at least 1; Σ|x_i| is minimal at n²/4 = 62,500 (a tight chain
        // centred on 0: x_0 anywhere in [-250, -249]).
        var total = 0.0
        for i in 0..<n {
            let v = solver.value(of: xs[i])
            total += abs(v)
            if i > 0 { #expect(v - solver.value(of: xs[i - 1]) >= 1 - 1e-9, "gap before x\(i)") }
        }
        #expect(abs(total - Double(n * n / 4)) <= 1e-6)
    }

    @Test(arguments: models) func anchoredChainOf2000HasExactValues(model: PriorityModel) throws {
        let n = 2000
        let xs = (0..<n).map { Variable("x\($0)") }
        var solver = Solver(priorities: model)
        for i in 1..<n { try solver.add(xs[i] >= xs[i - 1] + 1) }
        try solver.add(xs[0] >= 0)
        for x in xs { try solver.add(x == 0 ~ .weak) }
        for i in 0..<n { #expect(solver.value(of: xs[i]) == Double(i), "x\(i)") }
        // Strict: moving the anchor moves the whole chain (weighted: 2,000 weak pins
        // outweigh one strong edit, so nothing moves).
        try solver.addEditVariable(xs[0], priority: .strong)
        try solver.suggestValue(500, for: xs[0])
        let shift = model == .strict ? 500.0 : 0
        #expect(solver.value(of: xs[n - 1]) == Double(n - 1) + shift)
        #expect(solver.value(of: xs[1234]) == 1234 + shift)
    }

    @Test(arguments: models) func midpointTree(model: PriorityModel) throws {
        // A binary tree of midpoints as in the Cassowary paper: each inner node is the
        // midpoint of its children; leaves are ordered with gaps of at least 10, all in
        // [0, 10000]; weak stays pull every leaf to 0.
        let depth = 7
        let leafCount = 1 << depth
        var levels: [[Variable]] = [(0..<leafCount).map { Variable("leaf\($0)") }]
        var system: [Constraint] = []
        let leaves = levels[0]
        system.append(leaves[0] >= 0)
        system.append(leaves[leafCount - 1] <= 10_000)
        for i in 1..<leafCount { system.append(leaves[i - 1] + 10 <= leaves[i]) }
        while levels.last!.count > 1 {
            let below = levels.last!
            let above = (0..<(below.count / 2)).map { Variable("n\(levels.count)_\($0)") }
            for (k, node) in above.enumerated() { system.append(2 * node == below[2 * k] + below[2 * k + 1]) }
            levels.append(above)
        }
        for leaf in leaves { system.append(leaf == 0 ~ .weak) }
        var solver = Solver(priorities: model)
        try solver.add(system)
        let root = levels.last![0]
        for (i, leaf) in leaves.enumerated() { #expect(solver.value(of: leaf) == Double(10 * i)) }
        #expect(solver.value(of: root) == Double(10 * (leafCount - 1)) / 2)

        // Drag the root: the whole tree shifts, and stays within bounds.
        try solver.addEditVariable(root, priority: .strong)
        for target in [3000.0, 9990, -50, 5000] {
            try solver.suggestValue(target, for: root)
            let low = Double(10 * (leafCount - 1)) / 2
            let high = 10_000 - low
            let expected = min(max(target, low), high)
            if model == .strict {
                // Weighted: 128 weak stays outweigh the strong edit; only strict must follow.
                #expect(abs(solver.value(of: root) - expected) <= 1e-9, "root for \(target)")
            }
            expectRequiredHold(system, in: solver, "after dragging the root to \(target)")
            var fresh = Solver(priorities: model)
            try fresh.add(system + [root == target ~ .strong])
            #expect(sameObjective(solver, fresh, on: system + [root == target ~ .strong], model: model))
        }
        // Remove half of the ordering constraints and the tree stays consistent.
        for (k, c) in system.enumerated() where c.priority.isRequired && c.relation == .lessThanOrEqual && k % 2 == 0 {
            try solver.remove(c)
        }
        expectRequiredHold(solver.constraints, in: solver)
    }
}
