import Testing

@testable import Stacks

/// The cost algebra of the direct layout on cases small enough to check by hand.
@Suite struct SizeCostTests {
    static func rate(_ priority: Int64, _ rank: Int64) -> CostRate { CostRate(weight: priority * 1000, rank: rank) }

    /// Item a (intrinsic 10, hugging 250 rank 1, compression 750 rank 2) and item b
    /// (intrinsic 20, hugging 251 rank 3, compression 749 rank 4).
    static let a = SizeCost.pull(to: 10, below: rate(750, 2), above: rate(250, 1))
    static let b = SizeCost.pull(to: 20, below: rate(749, 4), above: rate(251, 3))

    @Test func alongAStackTheCheapestRatesGoFirst() throws {
        // Natural length 10 + 20 + gap 5; growing stretches a alone (250 < 251), shrinking
        // squeezes b alone (749 < 750), both without end.
        let c = try #require(SizeCost.infimalConvolution([Self.a, Self.b], gaps: 5))
        #expect(c.breakpoints == [35])
        #expect(c.rates == [-Self.rate(749, 4), Self.rate(250, 1)])
        #expect(c.minimizer() == 35)
        // A nested arrangement keeps its items' segments: with c as an item, growing the
        // outer one still stretches a first.
        let outer = try #require(SizeCost.infimalConvolution([c.shifted(by: 1), Self.b], gaps: 0))
        #expect(outer.breakpoints == [56])
        #expect(outer.rates == [-Self.rate(749, 4), Self.rate(250, 1)])
    }

    @Test func acrossAStackTheRatesAdd() {
        let c = SizeCost.sum([Self.a, Self.b])
        #expect(c.breakpoints == [10, 20])
        // Between 10 and 20 a stretches (+250) while b is squeezed (-749).
        #expect(c.rates == [Self.rate(-1499, -6), Self.rate(-499, -3), Self.rate(501, 4)])
        #expect(c.minimizer() == 20)
    }

    @Test func equalWeightsAreDecidedByRank() {
        // Hugging 250 (rank 1) against compression 250 (rank 7): the weights cancel between
        // 10 and 30, and the lower rank (the hugging, created first) gives way: 30.
        let hug = SizeCost.pull(to: 10, below: Self.rate(750, 2), above: Self.rate(250, 1))
        let squeeze = SizeCost.pull(to: 30, below: Self.rate(250, 7), above: Self.rate(750, 8))
        let c = SizeCost.sum([hug, squeeze])
        #expect(c.rates[1] == CostRate(weight: 0, rank: -6))
        #expect(c.minimizer() == 30)
        let tied = SizeCost.pull(to: 30, below: Self.rate(250, 1), above: Self.rate(750, 8))
        #expect(SizeCost.sum([SizeCost.pull(to: 10, below: Self.rate(750, 2), above: Self.rate(250, 1)), tied])
            .minimizer() == nil, "equal at both levels: no unique length")
    }

    @Test func aFreeItemTakesEveryChange() throws {
        let c = try #require(SizeCost.infimalConvolution([Self.a, .free], gaps: 0))
        #expect(c.rates == [.zero])
        #expect(c.minimizer() == nil)
        #expect(SizeCost.infimalConvolution([SizeCost(breakpoints: [], rates: [Self.rate(1, 1)])], gaps: 0) == nil,
            "a cost that falls without bound has no arrangement")
    }

    @Test func shiftingMovesTheBreakpoints() {
        #expect(Self.a.shifted(by: 4).breakpoints == [14])
        #expect(Self.a.shifted(by: 4).rates == Self.a.rates)
    }

    @Test func onlyThousandthsOfAPointAreExactWeights() {
        #expect(CostRate.exactWeight(of: 999.999) == 999_999)
        #expect(CostRate.exactWeight(of: 0.001) == 1)
        #expect(CostRate.exactWeight(of: 250.0005) == nil)
        #expect(CostRate.exactWeight(of: 1000) == nil, "required is a hard constraint, not a rate")
    }

    /// `addingPull` is the merge with a pull, point for point and rate for rate (masses
    /// included), at a target before, between, on and after the breakpoints.
    @Test(arguments: [-5.0, 0, 10, 15, 20, 40])
    func addingAPullIsTheSum(target: Double) {
        let base = SizeCost.sum([Self.a, Self.b])
        let pull = (below: Self.rate(25, 9), above: Self.rate(25, 9))
        let merged = SizeCost.sum(base, .pull(to: target, below: pull.below, above: pull.above))
        let added = base.addingPull(to: target, below: pull.below, above: pull.above)
        #expect(added.breakpoints == merged.breakpoints)
        #expect(added.rates == merged.rates)
        #expect(added.rates.map(\.mass) == merged.rates.map(\.mass))
        #expect(added.isShiftStable == merged.isShiftStable)
    }

    /// Moving every rank by `k` adds `k × mass` to each rate's tie-break part, which is what
    /// building the cost from moved ranks gives; a cost whose choice depends on the move is
    /// not shift-stable.
    @Test func movedRanksMoveEachRateByItsMass() throws {
        func pulls(from first: Int64) -> [SizeCost] {
            [
                .pull(to: 10, below: Self.rate(750, first + 2), above: Self.rate(250, first + 1)),
                .pull(to: 20, below: Self.rate(749, first + 4), above: Self.rate(251, first + 3)),
            ]
        }
        var moved = SizeCost.sum(pulls(from: 0))
        moved.scale(by: 1, shiftingRanksBy: 40)
        let fresh = SizeCost.sum(pulls(from: 40))
        #expect(moved.breakpoints == fresh.breakpoints)
        #expect(moved.rates == fresh.rates)
        #expect(fresh.isShiftStable)
        // Two items hugging at 250 together (mass 2) against one at 500 (mass 1): which grows
        // first depends on how far the ranks have moved.
        let pair = SizeCost.sum([
            .pull(to: 10, below: Self.rate(750, 2), above: Self.rate(250, 1)),
            .pull(to: 10, below: Self.rate(750, 4), above: Self.rate(250, 3)),
        ])
        let single = SizeCost.pull(to: 10, below: Self.rate(750, 6), above: Self.rate(500, 5))
        let row = try #require(SizeCost.infimalConvolution([pair, single], gaps: 0))
        #expect(pair.isShiftStable && single.isShiftStable)
        #expect(!row.isShiftStable)
    }

    /// The grouped sort of a merge's segments gives what a stable sort by rate gives, on
    /// inputs big enough to take it: few weights, ranks in order, out of order, tied (equal
    /// rates keep their input order, which decides how their lengths add up), strictly
    /// falling (reversed) or falling with ties (sorted); many weights (the plain sort); and
    /// required parts among them (grouped by both parts, up to 256 groups).
    @Test(arguments: [
        (3, 0, 0), (3, 1, 0), (3, 2, 0), (3, 3, 0), (3, 4, 0), (12, 1, 0), (40, 1, 0),
        (3, 1, 3), (3, 3, 5), (40, 1, 12),
    ])
    func sortingByRateIsAStableSort(weights: Int, disorder: Int, requiredParts: Int) {
        var r = IncrementalTests.Random(state: UInt64(weights * 31 + disorder * 7 + requiredParts))
        var segments: [(length: Double, rate: CostRate)] = []
        for k in 0..<5_000 {
            let rank: Int64 = switch disorder {
            case 0: Int64(k)
            case 1: Int64(r.int(400))
            case 2: Int64(k / 3)
            case 3: -Int64(k)
            default: -Int64(k / 3)
            }
            let required = requiredParts == 0 ? 0 : Int64(r.int(requiredParts)) - Int64(requiredParts / 2)
            let rate = CostRate(
                required: required, weight: Int64(r.int(weights)) * 1000, rank: rank, mass: Int64(r.int(3)))
            segments.append((Double(k), rate))
        }
        var expected = segments
        expected.sort { $0.rate < $1.rate }
        SizeCost.sortByRate(&segments)
        #expect(segments.map(\.length) == expected.map(\.length))
        #expect(segments.map(\.rate.mass) == expected.map(\.rate.mass))
    }

    /// A convolution made under a shrink limit is the exact one near its least point: its
    /// pieces are the exact cost's, from the first growing piece (made endless) back over
    /// every shrinking piece of weight up to the limit and no required part, then the
    /// cheapest of the others (made endless). On random rows of pulls, some bounded by
    /// required sizes, some free, with tied and distinct weights.
    @Test(arguments: 0..<4)
    func aShrinkLimitKeepsTheCostNearItsLeastPoint(batch: Int) throws {
        var r = IncrementalTests.Random(state: UInt64(batch) &* 7919 &+ 11)
        let weights: [Int64] = [250, 500, 750, 1000]
        for _ in 0..<150 {
            let parts = (0..<(1 + r.int(12))).map { k -> SizeCost in
                if r.int(15) == 0 { return .free }
                let pull = SizeCost.pull(
                    to: [0, 5, 10, 20][r.int(4)], below: Self.rate(weights[r.int(4)], Int64(2 * k)),
                    above: Self.rate(weights[r.int(4)], Int64(2 * k + 1)))
                guard r.int(4) == 0 else { return pull }
                return pull.addingBounds([0, 3, 5][r.int(3)], [10, 30, .infinity][r.int(3)], rate: .requiredBound)
            }
            let limit = weights[r.int(4)] * 1000
            let gaps = Double(r.int(3))
            let exact = SizeCost.infimalConvolution(parts, gaps: gaps)
            let near = SizeCost.infimalConvolution(parts, picking: parts.indices, gaps: gaps, shrinkLimit: limit)
            guard let exact else {
                #expect(near == nil)
                continue
            }
            let limited = try #require(near)
            // The first rate at or above zero: the least point's right side.
            let z = try #require(exact.rates.firstIndex { $0 >= .zero })
            let zLimited = try #require(limited.rates.firstIndex { $0 >= .zero })
            #expect(limited.rates.count == zLimited + 1, "only the first growing piece, made endless")
            let cut = z - zLimited
            #expect(cut >= 0)
            guard cut >= 0 else { continue }
            #expect(limited.rates == Array(exact.rates[cut...z]))
            #expect(limited.breakpoints == Array(exact.breakpoints[cut..<z]))
            // Every light shrinking piece is kept; of the heavy ones only the one at the cut.
            func isLight(_ k: Int) -> Bool { exact.rates[k].required == 0 && -exact.rates[k].weight <= limit }
            #expect((min(cut + 1, z)..<z).allSatisfy(isLight))
            #expect((0..<cut).allSatisfy { !isLight($0) })
            #expect(!limited.isShiftStable)
        }
    }

    /// A cost plus size bounds made in one merge (`addingBounds`, a view's own cost and its
    /// bounds or ratio height) is the sum with the bounds' cost made first: the same points,
    /// rates, masses and shift-stability, on random costs (rates that cancel, points on the
    /// bounds, masses that differ) and every kind of bound (a point, an interval, one side).
    @Test(arguments: 0..<4)
    func boundsAddedInOneMergeAreTheSum(batch: Int) {
        var r = IncrementalTests.Random(state: UInt64(batch) &* 977 &+ 3)
        let points: [Double] = [-5, 0, 10, 12.5, 20, 40]
        for _ in 0..<250 {
            let count = r.int(4)
            var breakpoints = (0..<count).map { _ in points[r.int(points.count)] }
            breakpoints = Array(Set(breakpoints)).sorted()
            let rates = (0...breakpoints.count).map { _ in
                CostRate(
                    required: Int64(r.int(3)) - 1, weight: Int64(r.int(3) * 250_000), rank: Int64(r.int(5)),
                    mass: Int64(r.int(3)) - 1)
            }
            let cost = SizeCost(breakpoints: breakpoints, rates: rates)
            let lower = [-Double.infinity, 0, 10, 12.5][r.int(4)]
            let upper = r.int(3) == 0 ? lower : [Double.infinity, 12.5, 20, 40][r.int(4)]
            guard lower <= upper else { continue }
            let rate = CostRate.requiredBound * Int64(1 + r.int(3))
            let made = cost.addingBounds(lower, upper, rate: rate)
            let summed = SizeCost.bounds(lower, upper, rate: rate).map { SizeCost.sum(cost, $0) } ?? cost
            #expect(made.breakpoints == summed.breakpoints)
            #expect(made.rates == summed.rates)
            #expect(made.rates.map(\.mass) == summed.rates.map(\.mass))
            #expect(made.isShiftStable == summed.isShiftStable)
        }
    }

    /// An image's own height and the height its ratio sets, made in one merge: the rate on
    /// every interval is the pull's plus the bound's, read off independently, and the
    /// points, masses and stability are those of the pull with the bounds added after.
    @Test(arguments: 0..<4)
    func aPullWithBoundsIsThePullPlusTheBounds(batch: Int) {
        var r = IncrementalTests.Random(state: UInt64(batch) &* 7_919 &+ 11)
        let points: [Double] = [-5, 0, 10, 12.5, 20, 40]
        for _ in 0..<250 {
            let target = points[r.int(points.count)]
            let below = CostRate(weight: Int64(r.int(4) * 250_000), rank: Int64(r.int(5)))
            let above = CostRate(weight: Int64(r.int(4) * 250_000), rank: Int64(r.int(5)))
            let lower = [-Double.infinity, 0, 10, 12.5][r.int(4)]
            let upper = r.int(3) == 0 ? lower : [Double.infinity, 12.5, 20, 40][r.int(4)]
            guard lower <= upper, lower.isFinite || upper.isFinite else { continue }
            let rate = CostRate.requiredBound * Int64(1 + r.int(3))
            guard let made = SizeCost.pull(to: target, below: below, above: above, bounds: lower, upper, rate: rate) else {
                Issue.record("finite bounds made no cost")
                continue
            }
            let twoSteps = SizeCost.pull(to: target, below: below, above: above).addingBounds(lower, upper, rate: rate)
            #expect(made.breakpoints == twoSteps.breakpoints)
            #expect(made.rates.map(\.mass) == twoSteps.rates.map(\.mass))
            #expect(made.isShiftStable == twoSteps.isShiftStable)
            for x in stride(from: -7.5, through: 45, by: 1.25) where !points.contains(x) {
                let pull = x < target ? -below : above
                let bound = x < lower ? -rate : x > upper ? rate : .zero
                let k = made.breakpoints.firstIndex { $0 > x } ?? made.breakpoints.count
                #expect(made.rates[k] == pull + bound, "at \(x)")
            }
        }
    }

    /// A cost keeps its points and rates in one list of pieces: every read and every
    /// cost made from it agrees with the points and rates it was made from, read as plain
    /// lists (searches, changes, stretching, the falling part, a shift, scaling), on random
    /// costs of zero to five points.
    @Test(arguments: 0..<4)
    func piecesReadAsThePointsAndRates(batch: Int) {
        var r = IncrementalTests.Random(state: UInt64(batch) &* 6_151 &+ 5)
        for _ in 0..<200 {
            var points = Set<Double>()
            let count = r.int(6)
            while points.count < count { points.insert(Double(r.int(41) - 20) / 2) }
            let breakpoints = points.sorted()
            // Ascending rates (a convex cost), some of weight 0 with a mass.
            var rates = [CostRate(weight: -Int64(r.int(4) + 1) * 250_000, rank: Int64(r.int(5)))]
            for _ in breakpoints {
                let step = CostRate(weight: Int64(r.int(3)) * 250_000, rank: Int64(r.int(5) + 1), mass: Int64(r.int(3)))
                rates.append(rates[rates.count - 1] + step)
            }
            let cost = SizeCost(breakpoints: breakpoints, rates: rates)
            #expect(cost.breakpoints == breakpoints)
            #expect(cost.rates == rates)
            #expect(cost.pointCount == breakpoints.count)
            for k in breakpoints.indices { #expect(cost.point(k) == breakpoints[k]) }
            for k in rates.indices { #expect(cost.rate(k) == rates[k]) }
            for x in stride(from: -11.0, through: 11, by: 0.5) {
                #expect(cost.pointPartition { $0 >= x } == breakpoints.partitioningIndex { $0 >= x })
                #expect(cost.pointPartition { $0 > x } == breakpoints.partitioningIndex { $0 > x })
            }
            for rate in rates + [.zero, rates[0] - CostRate(weight: 1, rank: 0)] {
                #expect(cost.ratePartition { $0 >= rate } == rates.partitioningIndex { $0 >= rate })
            }
            #expect(cost.firstRate { $0 >= .zero } == rates.firstIndex { $0 >= .zero })
            var changes: [(Double, CostRate)] = []
            cost.forEachChange { changes.append(($0, $1)) }
            #expect(changes.map(\.0) == breakpoints)
            #expect(changes.map(\.1) == breakpoints.indices.map { rates[$0 + 1] - rates[$0] })
            let shifted = cost.shifted(by: 2.5)
            #expect(shifted.breakpoints == breakpoints.map { $0 + 2.5 })
            #expect(shifted.rates == rates)
            for factor: Int64 in [1, 3] {
                // A factor of 1 takes the shortcut that only moves ranks.
                var scaled = cost
                scaled.scale(by: factor, shiftingRanksBy: 7)
                #expect(scaled.rates == rates.map { ($0 * factor).shiftingRanks(by: 7) })
                #expect(scaled.rates.map(\.mass) == rates.map { $0.mass * factor })
                #expect(scaled.breakpoints == breakpoints)
            }
            if let stretched = cost.stretched(over: 4, gaps: 1) {
                #expect(stretched.breakpoints == breakpoints.map { $0 * 4 + 1 })
                #expect(stretched.rates == rates.compactMap { $0.divided(by: 4) })
            } else {
                #expect(rates.contains { $0.divided(by: 4) == nil })
            }
            if let k = rates.firstIndex(where: { $0 >= .zero }), k > 0, let falling = cost.leastAtOrBelow() {
                #expect(falling.breakpoints == Array(breakpoints[..<k]))
                #expect(falling.rates == Array(rates[..<k]) + [.zero])
            }
        }
    }
}
