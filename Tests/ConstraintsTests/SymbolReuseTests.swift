import Constraints
import Testing

/// Freed symbols are reclaimed: add/remove cycles run in bounded memory, removing every
/// constraint leaves the footprint of an empty solver, and the renumbering that reclaims
/// ids changes no result, bit for bit.
@Suite("Symbol reuse")
struct SymbolReuseTests {
    @Test(arguments: [PriorityModel.strict, .weighted])
    func addRemoveCyclesRunInBoundedSymbols(model: PriorityModel) throws {
        var solver = Solver(priorities: model)
        let x = Variable("x"), y = Variable("y")
        try solver.add([x >= 0, y == x + 10, y <= 500])
        var largest = 0
        for k in 0..<5_000 {
            let pin = x == Double(k % 100) ~ .strong
            try solver.add(pin)
            #expect(solver.value(of: y) == Double(k % 100) + 10)
            try solver.remove(pin)
            // A fresh variable each cycle, too: it leaves with its constraint.
            let z = Variable("z\(k)")
            let tie = z == x + 1 ~ .weak
            try solver.add(tie)
            try solver.remove(tie)
            largest = max(largest, solver.statistics.symbols)
        }
        // Four live symbols (x, y, two slacks) plus at most the compaction threshold and
        // as many freed ones again.
        #expect(largest <= 2 * 64 + 8, "ids grew to \(largest)")
        #expect(solver.value(of: y) == solver.value(of: x) + 10)
    }

    @Test(arguments: [PriorityModel.strict, .weighted], [false, true])
    func removingEverythingLeavesAnEmptySolver(model: PriorityModel, reversed: Bool) throws {
        var rng = SplitMix64(seed: reversed ? 11 : 7)
        var systems = RandomSystems(seed: 100 + rng.next() % 1_000)
        var solver = Solver(priorities: model)
        var held: [Constraint] = []
        for _ in 0..<40 {
            let c = systems.constraint()
            if (try? solver.add(c)) != nil { held.append(c) }
        }
        let edited = systems.variables[0]
        try solver.addEditVariable(edited, priority: .strong)
        try solver.suggestValue(12, for: edited)
        #expect(solver.statistics.symbols > 0)
        try solver.removeEditVariable(edited)
        for c in reversed ? held.reversed() : held { try solver.remove(c) }
        let empty = solver.statistics
        #expect(empty.symbols == 0 && empty.rows == 0 && empty.cells == 0)
        for v in systems.variables { #expect(solver.value(of: v) == 0) }
        // And it works as a new one does.
        try solver.add(edited == 3)
        #expect(solver.value(of: edited) == 3)
    }

    /// A variable no constraint holds is let go: the solver keeps no reference to it.
    @Test func aVariableLeavesWithItsLastConstraint() throws {
        var solver = Solver()
        weak var released: Variable?
        do {
            let temporary = Variable("temporary")
            released = temporary
            let c = temporary == 4
            try solver.add(c)
            #expect(solver.value(of: temporary) == 4)
            try solver.remove(c)
        }
        #expect(released == nil)
    }

    /// The ids an add/remove cycle frees are the last ones: the next cycle takes them back
    /// at once, so the count of ids does not move, and an addition that fails after taking
    /// them gives them back. Every value after it is then bit for bit that of a solver
    /// that never saw the failed call, and of one that never reclaims an id.
    @Test(arguments: [PriorityModel.strict, .weighted])
    func freedLastIdsGoToTheNextSymbols(model: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y")
        func run(failing: Bool, reclaiming: Bool) throws -> (symbols: [Int], values: [UInt64]) {
            var solver = Solver(priorities: model)
            solver.compactsSymbols = reclaiming
            try solver.add([x >= 0, y == x + 10, y <= 500])
            var symbols: [Int] = []
            for k in 0..<6 {
                let pin = x == Double(20 * k) ~ .strong
                try solver.add(pin)
                try solver.remove(pin)
                symbols.append(solver.statistics.symbols)
                if failing {
                    // A slack and a fresh variable: both take freed ids, then give them back.
                    let z = Variable("z\(k)")
                    #expect(throws: SolverError.self) { try solver.add(y + z >= 600 + z) }
                    #expect(solver.statistics.symbols == symbols.last)
                }
            }
            try solver.add(x + y == 90 ~ .medium)
            return (symbols, [x, y].map { solver.value(of: $0).bitPattern })
        }
        let plain = try run(failing: false, reclaiming: true)
        // The pin's two errors are freed and taken again every cycle.
        #expect(Set(plain.symbols).count == 1, "ids grew: \(plain.symbols)")
        let failed = try run(failing: true, reclaiming: true)
        #expect(failed.symbols == plain.symbols)
        #expect(failed.values == plain.values)
        let unreclaimed = try run(failing: true, reclaiming: false)
        #expect(unreclaimed.symbols.last != plain.symbols.last, "without reclaiming, ids pile up")
        #expect(unreclaimed.values == plain.values)
    }

    /// Random add/remove/suggest sequences on two solvers, one that compacts and one that
    /// never does: every value must agree bit for bit after every call, since the
    /// renumbering keeps the order of ids and so every pivot choice.
    @Test(arguments: [PriorityModel.strict, .weighted], [1, 2, 3, 4])
    func compactionChangesNoResult(model: PriorityModel, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var systems = RandomSystems(seed: seed * 31)
        var compacting = Solver(priorities: model)
        var plain = Solver(priorities: model)
        plain.compactsSymbols = false
        var held: [Constraint] = []
        var compactions = 0
        for step in 0..<400 {
            if held.count > 6 && rng.chance(0.45) {
                let c = held.remove(at: rng.int(0...(held.count - 1)))
                let before = compacting.statistics.symbols
                try compacting.remove(c)
                try plain.remove(c)
                if compacting.statistics.symbols < before { compactions += 1 }
            } else {
                let c = systems.constraint(requiredChance: 0.2)
                let a = attempt(&compacting) { try $0.add(c) }
                let b = attempt(&plain) { try $0.add(c) }
                #expect(a?.kind == b?.kind, "step \(step): \(c)")
                if a == nil { held.append(c) }
            }
            #expect(bits(compacting, systems.variables) == bits(plain, systems.variables), "step \(step)")
        }
        #expect(compactions > 0, "the sequence never compacted: the test checks nothing")
        #expect(compacting.statistics.symbols <= plain.statistics.symbols)
    }
}
