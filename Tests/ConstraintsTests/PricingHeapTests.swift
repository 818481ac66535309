@testable import Constraints
import Testing

/// The primal simplex keeps its improving symbols in a heap once an optimisation runs
/// long (`Tableau+Pricing.swift`). The heap must pick exactly the symbol the scan picks:
/// the same pivots, so the same values bit for bit, and it must be empty between calls.
/// The systems here are large enough for the heap: hundreds of lengths pulled toward
/// their own sizes (hundreds of improving errors at once) under a total they must share.
@Suite("Pricing heap")
struct PricingHeapTests {
    /// A row-like system: `n` lengths, each `== size` (weak or medium), `>= 0`, their sum
    /// `== total` below the sizes' sum (the lengths compete), and some lengths tied to
    /// others at strong or medium strength.
    private static func system(seed: UInt64, n: Int) -> (constraints: [Constraint], lengths: [Variable]) {
        var random = SplitMix64(seed: seed)
        let lengths = (0..<n).map { Variable("w\($0)") }
        var constraints: [Constraint] = []
        var sizes = 0.0
        var sum = LinearExpression(0)
        for (k, w) in lengths.enumerated() {
            let size = Double(random.int(10...90))
            sizes += size
            constraints.append(w >= 0)
            constraints.append(w == size ~ (random.chance(0.5) ? .weak : .medium))
            sum = sum + w
            if k > 0 && random.chance(0.3) {
                let other = lengths[random.int(0...(k - 1))]
                constraints.append(w <= other + Double(random.int(0...20)) ~ (random.chance(0.5) ? .strong : .medium))
            }
        }
        constraints.append(sum == (sizes * Double(random.int(50...95)) / 100).rounded())
        return (constraints, lengths)
    }

    /// A star: `n` gaps, each at least its own minimum, all summing to a total too short
    /// for them to be equal, and each tied to the first at its own falling priority (an
    /// equal-centering stack's gaps). The first gap's symbols sit in every gap's row, so
    /// their columns are long: pricing divides by the rows a pivot rewrites
    /// (``Tableau/pricingRowsExponent(of:)``), and the heap must follow columns that grow.
    private static func star(seed: UInt64, n: Int) -> (constraints: [Constraint], lengths: [Variable]) {
        var random = SplitMix64(seed: seed)
        let gaps = (0..<n).map { Variable("g\($0)") }
        var constraints: [Constraint] = []
        var minimums = 0.0
        var sum = LinearExpression(0)
        for (k, g) in gaps.enumerated() {
            let minimum = Double(random.int(10...60))
            minimums += minimum
            constraints.append(g >= minimum)
            if k > 0 { constraints.append(g == gaps[0] ~ Priority(Double(max(150 - k, 50)))) }
            sum = sum + g
        }
        constraints.append(sum == minimums + Double(n * random.int(2...8)))
        return (constraints, gaps)
    }

    @Test(arguments: [PriorityModel.strict, .weighted], [5])
    func theHeapFollowsLongColumnsAsTheScanDoes(model: PriorityModel, seed: UInt64) throws {
        let (constraints, gaps) = Self.star(seed: seed, n: 150)
        try Self.expectTheHeapPivotsAsTheScan(constraints, reading: gaps, model: model)
    }

    private static func solve(_ constraints: [Constraint], model: PriorityModel, heap: Bool, deferred: Bool) throws -> Solver {
        var solver = Solver(priorities: model)
        solver.core.tableau.allowsPricingHeap = heap
        if deferred { solver.beginUpdates() }
        for c in constraints { try solver.add(c) }
        if deferred { try solver.endUpdates() }
        return solver
    }

    @Test(arguments: [PriorityModel.strict, .weighted], [1, 2, 3, 4])
    func theHeapPivotsAsTheScanDoes(model: PriorityModel, seed: UInt64) throws {
        let (constraints, lengths) = Self.system(seed: seed, n: 300)
        try Self.expectTheHeapPivotsAsTheScan(constraints, reading: lengths, model: model)
    }

    /// Solves `constraints` with the heap and with the scan, deferred and not: the heap
    /// must be used, and the pivots and every value of `variables` must be the same.
    private static func expectTheHeapPivotsAsTheScan(
        _ constraints: [Constraint], reading variables: [Variable], model: PriorityModel
    ) throws {
        for deferred in [true, false] {
            let byHeap = try solve(constraints, model: model, heap: true, deferred: deferred)
            let byScan = try solve(constraints, model: model, heap: false, deferred: deferred)
            #expect(byHeap.core.tableau.pricingHeapSwitches > 0)
            #expect(byHeap.statistics.pivots == byScan.statistics.pivots)
            for v in variables {
                #expect(byHeap.value(of: v).bitPattern == byScan.value(of: v).bitPattern, "\(v)")
            }
            #expect(TableauInvariantTests.violations(of: byHeap).isEmpty)
        }
    }

    @Test(arguments: [true, false])
    func aLongOptimisationUsesTheHeapAndLeavesItEmpty(deferred: Bool) throws {
        let (constraints, _) = Self.system(seed: 9, n: 400)
        let solver = try Self.solve(constraints, model: .weighted, heap: true, deferred: deferred)
        #expect(solver.core.tableau.pricingHeapSwitches > 0)
        #expect(!solver.core.tableau.isPricingByHeap)
        #expect(solver.core.tableau.pricingHeap.isEmpty)
        #expect(solver.core.tableau.pricingSlots.count >= solver.core.tableau.symbolCount)
        #expect(solver.core.tableau.pricingSlots.allSatisfy { $0 == -1 })
    }
}
