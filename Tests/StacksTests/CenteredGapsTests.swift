import Testing

@testable import Stacks

/// The gaps' program of an equal-centering row (`CenteredGaps`): the rate of its least cost
/// read from the later gaps' running sums and a walk from both ends of the rate order
/// (`CenteredGaps+LaterGaps.swift`) against the pass over every gap it replaces, in every
/// regime's form, at each point the optimum's bisections probe.
@Suite struct CenteredGapsTests {
    typealias Random = IncrementalTests.Random

    /// A random program of `count` gaps: bounds drawn from a few values (many equal, as a
    /// row of repeated items makes them) or spread out, pulls at priorities 150 − k down to
    /// the floor of 50 or at random ones, ranks distinct.
    static func program(_ r: inout Random, count: Int, regime: Int) -> CenteredGaps {
        let few = (0..<4).map { _ in r.double(5, 60) }
        let lower = (0..<count).map { _ in r.int(2) == 0 ? few[r.int(few.count)] : r.double(5, 60) }
        let floor = r.int(2) == 0
        let rates = (0..<count).map { k in
            CostRate(weight: Int64(floor ? max(150 - k, 50) : 50 + r.int(100)) * 1_000, rank: Int64(count - k + r.int(3) * count))
        }
        let sum = lower.reduce(0, +)
        // From far too short (every gap squeezed) to roomy.
        let total = sum * r.double(0.7, 1.6)
        var gaps = CenteredGaps(
            lower: lower, rates: rates, total: total, cheapestFirst: CenteredGaps.cheapestFirst(rates),
            largestRate: rates.reduce(0) { max($0, $1.largestPart) },
            later: CenteredGaps.LaterGaps(lower: lower, rates: rates))
        switch regime {
        case 1:
            // The first item shrinks: `t` counts twice, at a pull.
            gaps.firstWeight = 2
            gaps.pull = -CostRate(weight: 1_500_000, rank: 7)
        case 2, 3:
            // The second item shrinks: gap 1's bound moves with `t`, above it or below.
            gaps.tied = 1
            gaps.tiedOffset = (regime == 2 ? 1 : -1) * r.double(0.5, 20)
            gaps.pull = -CostRate(weight: 1_500_000, rank: 9)
        default:
            break
        }
        return gaps
    }

    @Test(arguments: 0..<4)
    func theRateFromRunningSumsIsTheWalkOverEveryGap(regime: Int) {
        var probes = 0, decided = 0
        for seed in 0..<60 {
            var r = Random(state: UInt64(seed) &* 7_919 &+ UInt64(regime))
            let count = [3, 4, 10, 60, 300][seed % 5]
            let gaps = Self.program(&r, count: count, regime: regime)
            #expect(gaps.later != nil)
            // The points the optimum's bisections probe: the middles between consecutive
            // bounds and turning points.
            var bounds = gaps.lower.dropFirst().sorted()
            bounds.removeConsecutiveDuplicates()
            let points = [bounds[0] - 10] + bounds + [bounds[bounds.count - 1] + 10]
            var cuts: [Double] = []
            for j in 0..<(points.count - 1) {
                cuts.append(points[j])
                cuts += gaps.turningPoints(between: points[j], and: points[j + 1])
            }
            cuts.append(points[points.count - 1])
            for p in 0..<(cuts.count - 1) where cuts[p + 1] > cuts[p] {
                let t = (cuts[p] + cuts[p + 1]) / 2
                let fast = gaps.slope(at: t), walked = gaps.slopeWalkingEveryGap(at: t)
                #expect(fast == walked, "seed \(seed) count \(count) t \(t): \(String(describing: fast)) against \(String(describing: walked))")
                probes += 1
                if walked != nil { decided += 1 }
            }
        }
        // Both kinds of answer are met: a rate, and no way to make the sum.
        #expect(decided > 1_000 && decided < probes, "\(decided) rates of \(probes) probes")
    }
}
