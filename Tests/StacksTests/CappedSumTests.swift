import Testing

@testable import Stacks

/// The walk that sums aligned items without making their suppressed costs
/// (`SizeCost.CappedSum`) against the costs made, and the radix sort it relies on against a
/// stable comparison sort.
@Suite struct CappedSumTests {
    /// A convex cost with `points` breakpoints among whole and half points around 0 (so
    /// some fall on 0, the suppression's target), rates rising from a few small values by
    /// small steps (so that rates of exactly 0 and equal neighbours occur), masses random
    /// (so that some merges are not shift-stable).
    static func randomCost(_ r: inout IncrementalTests.Random, points: Int) -> SizeCost {
        var breakpoints: Set<Double> = []
        while breakpoints.count < points { breakpoints.insert(Double(r.int(21) - 6) / 2) }
        var rate = CostRate(weight: -Int64(r.int(4)) * 1000, rank: -Int64(r.int(3)), mass: -Int64(r.int(3)))
        var rates = [rate]
        for _ in 0..<points {
            let step = CostRate(weight: Int64(r.int(3)) * 1000, rank: Int64(r.int(2)), mass: Int64(r.int(3)) - 1)
            rate = rate + step
            rates.append(rate)
        }
        return SizeCost(breakpoints: breakpoints.sorted(), rates: rates)
    }

    /// For random items, suppressions (some zero, which takes the general sum) and
    /// baseline offsets: the walked sum has the points, rates, masses and stability of the
    /// sum of the made costs, and each item's capped length is the made cost's least
    /// point at or below every limit; a hidden item's length is the made cost's minimizer.
    @Test(arguments: 0..<60)
    func walkingIsSummingTheMadeCosts(seed: Int) {
        var r = IncrementalTests.Random(state: UInt64(seed) &* 7919 &+ 1)
        let fit = CostRate(weight: 51_000, rank: Int64(r.int(100)))
        let base = SizeCost.pull(to: Double(r.int(5)) - 2, below: fit, above: fit)
        var walked = SizeCost.CappedSum(base: base, capacity: 8)
        var made = SizeCost.CappedSum(base: base, capacity: 8)
        var checked: [(SizeCost.CappedLength, SizeCost)] = []
        for _ in 0..<(1 + r.int(6)) {
            let cost = Self.randomCost(&r, points: r.int(4))
            let s = CostRate(weight: Int64(r.int(3) / 2) * 1000, rank: Int64(r.int(2)), mass: Int64(r.int(2)))
            let offset = r.int(3) == 0 ? 0 : Double(r.int(9)) - 4
            let pulled = cost.addingPull(to: 0, below: s, above: s)
            checked.append((walked.add(item: cost, suppressedBy: s, shiftedBy: offset), pulled))
            made.add(pulled.shifted(by: offset))
            let hidden = SizeCost.CappedSum.hiddenItem(cost, suppressedBy: s)
            #expect(hidden.length == pulled.minimizer())
            #expect(hidden.stable == pulled.isShiftStable)
        }
        let sum = walked.result(), expected = made.result()
        #expect(sum?.breakpoints == expected?.breakpoints)
        #expect(sum?.rates == expected?.rates)
        #expect(sum?.rates.map(\.mass) == expected?.rates.map(\.mass))
        #expect(sum?.isShiftStable == expected?.isShiftStable)
        for (capped, pulled) in checked {
            for limit in stride(from: -8.0, through: 12, by: 0.5) {
                #expect(capped.length(atOrBelow: limit) == pulled.leastPoint(atOrBelow: limit))
            }
        }
    }

    /// The radix sort orders as a stable sort does, equal keys (and `-0.0` against `0.0`)
    /// in input order, below and above the size where it stops comparing; the radix order
    /// (the positions alone, which a cost's changes are read in) is the same order.
    @Test(arguments: [10, 65, 300, 2_000])
    func theRadixSortIsAStableSort(count: Int) {
        var r = IncrementalTests.Random(state: UInt64(count))
        var elements: [(key: Double, position: Int)] = []
        for k in 0..<count {
            let key: Double = switch r.int(4) {
            case 0: Double(r.int(20)) - 10
            case 1: r.int(2) == 0 ? -0.0 : 0.0
            case 2: r.double(-1e6, 1e6)
            default: Double(r.int(1_000)) / 8
            }
            elements.append((key, k))
        }
        var expected = elements
        expected.sort { $0.key < $1.key }
        let order = elements.radixOrder { $0.key }
        #expect(order?.map { Int($0) } == expected.map(\.position))
        elements.stableRadixSort { $0.key }
        #expect(elements.map(\.position) == expected.map(\.position))
    }

    /// The least point of a cost and a pull, read by walking (a fitted root's length, a
    /// fill-proportionally item's cheapest length), is the made sum's one least point, with
    /// its rates either side; a segment it calls unbounded is unbounded.
    @Test(arguments: 0..<60)
    func aPulledMinimumIsTheMadeSumsLeastPoint(seed: Int) {
        var r = IncrementalTests.Random(state: UInt64(seed) &* 104_723 &+ 9)
        let cost = Self.randomCost(&r, points: r.int(4))
        let target = Double(r.int(21) - 6) / 2
        let w = CostRate(weight: Int64(1 + r.int(3)) * 1000, rank: Int64(r.int(3)), mass: 1)
        let made = SizeCost.sum(cost, .pull(to: target, below: w, above: w))
        let walked = cost.minimum(pulledTo: target, by: w)
        #expect(walked?.point == made.minimizer())
        guard let walked, let k = made.breakpoints.firstIndex(of: walked.point) else { return }
        #expect(walked.above == made.rates[k + 1])
        #expect(walked.below == -made.rates[k])
        // Unbounded only if the made sum says so (a point where the rate does not change
        // keeps the walk from saying so, which only sends a caller the general way).
        #expect(!walked.isLastPoint || k == made.breakpoints.count - 1)
        #expect(!walked.isFirstPoint || k == 0)
    }
}

