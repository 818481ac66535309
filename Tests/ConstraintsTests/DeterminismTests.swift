import Constraints
import Testing

/// The same operations give bit-identical values, even on independently created
/// variables and constraints (other object addresses, so other hash orders).
@Suite("Determinism")
struct DeterminismTests {
    static let models: [PriorityModel] = [.strict, .weighted]

    /// Replays a seeded random session (adds, removes, edits) and returns the bit
    /// patterns of all values after every step.
    static func session(seed: UInt64, model: PriorityModel, padding: Int) -> [[UInt64]] {
        // Allocate some objects first so the variables land at other addresses.
        let ballast = (0..<padding).map { Variable("pad\($0)") }
        var g = RandomSystems(seed: seed)
        let pool = (0..<10).map { _ in g.constraint(requiredChance: 0.25) }
        var solver = Solver(priorities: model)
        var trace: [[UInt64]] = []
        var edited: [Variable] = []
        for _ in 0..<30 {
            switch g.rng.int(0...5) {
            case 0...2:
                let c = g.rng.pick(pool)
                if solver.contains(c) {
                    _ = attempt(&solver) { (s: inout Solver) throws in try s.remove(c) }
                } else {
                    _ = tryAdd(&solver, c)
                }
            case 3:
                let v = g.rng.pick(g.variables)
                if attempt(&solver, { (s: inout Solver) throws in try s.addEditVariable(v, priority: .strong) }) == nil {
                    edited.append(v)
                }
            default:
                guard let v = edited.isEmpty ? nil : g.rng.pick(edited) else { continue }
                let value = Double(g.rng.int(-50...50)) / 4
                _ = attempt(&solver) { (s: inout Solver) throws in try s.suggestValue(value, for: v) }
            }
            trace.append(bits(solver, g.variables))
        }
        _ = ballast.count
        return trace
    }

    @Test(arguments: models, 0..<40) func independentRunsAreBitIdentical(model: PriorityModel, seed: Int) {
        let a = Self.session(seed: UInt64(seed), model: model, padding: 0)
        let b = Self.session(seed: UInt64(seed), model: model, padding: 37)
        let c = Self.session(seed: UInt64(seed), model: model, padding: 1)
        #expect(a == b)
        #expect(a == c)
    }

    @Test(arguments: models) func sameSolverCopiesStayIdentical(model: PriorityModel) throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        var a = Solver(priorities: model)
        for i in 1..<6 { try a.add(xs[i] >= xs[i - 1] + Double(i)) }
        for (i, x) in xs.enumerated() { try a.add(x == Double(40 - i * 7) ~ (i % 2 == 0 ? .weak : .medium)) }
        var b = a
        try a.addEditVariable(xs[2], priority: .strong)
        try b.addEditVariable(xs[2], priority: .strong)
        for value in stride(from: -20.0, through: 60, by: 3.5) {
            try a.suggestValue(value, for: xs[2])
            try b.suggestValue(value, for: xs[2])
            #expect(bits(a, xs) == bits(b, xs))
        }
    }

    @Test(arguments: models) func largeSystemOrderIndependentOfHashing(model: PriorityModel) throws {
        // Many symmetric, tied constraints: any hash-order choice would show up here.
        func build() throws -> [UInt64] {
            let xs = (0..<40).map { Variable("x\($0)") }
            var solver = Solver(priorities: model)
            for i in 0..<40 {
                try solver.add(xs[i] >= 0)
                try solver.add(xs[i] <= 100)
                try solver.add(xs[i] + xs[(i + 1) % 40] == 100 ~ .weak)
                try solver.add(xs[i] == xs[(i + 7) % 40] ~ .medium)
            }
            return bits(solver, xs)
        }
        let first = try build()
        for count in [1, 17, 50] {
            let junk = (0..<count).map { _ in Variable() }
            #expect(try build() == first)
            _ = junk.count
        }
    }
}
