/// An equal-centering stack's visible items along its axis at a canvas length set from
/// above (spec 3.6): their lengths and the distances between their centers at the
/// optimum, in closed form, or nil (the tree goes to the solver).
///
/// Every item starts at its least-cost length. The gaps' equalities pull every gap to the
/// first, and while some gap is left at the first's length, only the first gap's bound
/// can carry a price above what the gaps' own rates make (`c_k + μ`, at most 298 with `μ`
/// then at most one of them): so where an item gives, it is mostly one of the first two,
/// squeezed by the whole row pulling the first gap shorter. Four
/// *regimes* cover that (``CenteredGaps/Head``): neither gives; the first shrinks as `t`,
/// the first gap, falls (widening the room by as much); the second shrinks (moving gap
/// 1's bound with `t`); or the first shrinks to where gap 1's bound meets the first's and
/// the second shrinks from there on, gap 1 held at `t`. Each regime is the gaps' linear
/// program with those changes (``CenteredGaps``); its optimum is taken only with a dual
/// certificate that every item, at its length, is where its own cost's rate balances the
/// prices of the bounds and the sum beside it, strictly for an item that does not give.
/// That makes the answer the row's unique optimum whichever regime produced it; any row
/// no regime certifies (a third item giving, a price exactly at a rate, a tie) goes to the
/// solver.
struct CenteredRow {
    /// Per visible item, its least-cost length.
    let least: [Double]
    /// Per visible item, what shrinking it costs per point there (positive).
    let shrinkRates: [CostRate]
    /// Per visible item, the length below which its shrinking costs more (`-infinity`:
    /// never).
    let shrinkLimits: [Double]
    /// Per gap, the spacing between the two items' edges.
    let spacing: [Double]
    /// Per gap after the first, the rate of its pull to the first gap (`rates[0]` unread).
    let rates: [CostRate]
    /// The gaps after the first, cheapest pull first (``CenteredGaps/cheapestFirst(_:)``).
    let cheapestFirst: [Int]
    /// The canvas length.
    var canvas = 0.0
    /// The first gap's length at the last optimum (a guess for the next width's).
    var near: Double?
    /// Each gap's bound with the items at their least-cost lengths, the bounds after the
    /// first ascending and each once, and their sum: all but the canvas, kept for the next
    /// width.
    private let bounds: [Double]
    private let sortedBounds: [Double]
    private let laterBounds: Double
    /// The largest magnitude of any part of the gaps' rates, and of the items' shrink
    /// rates (``CostRate/largestPart``).
    private let largestRate: Int64
    private let largestShrinkRate: Int64
    /// The gaps after gap 1 sorted by bound with running sums, for every regime's rates.
    private let laterGaps: CenteredGaps.LaterGaps

    init(
        least: [Double], shrinkRates: [CostRate], shrinkLimits: [Double], spacing: [Double], rates: [CostRate],
        cheapestFirst: [Int]
    ) {
        self.least = least
        self.shrinkRates = shrinkRates
        self.shrinkLimits = shrinkLimits
        self.spacing = spacing
        self.rates = rates
        self.cheapestFirst = cheapestFirst
        var bounds: [Double] = []
        bounds.reserveCapacity(spacing.count)
        for k in spacing.indices { bounds.append(spacing[k] + (least[k] + least[k + 1]) / 2) }
        var sorted = bounds.dropFirst().sorted()
        sorted.removeConsecutiveDuplicates()
        self.bounds = bounds
        sortedBounds = sorted
        laterBounds = bounds.dropFirst().reduce(0, +)
        largestRate = rates.reduce(0) { max($0, $1.largestPart) }
        largestShrinkRate = shrinkRates.reduce(0) { max($0, $1.largestPart) }
        laterGaps = CenteredGaps.LaterGaps(lower: bounds, rates: rates)
    }

    /// The items' lengths and the distances between consecutive centers, or nil.
    /// - Complexity: O(g log g) for g gaps, per regime tried.
    func solve() -> (lengths: [Double], distances: [Double])? {
        let m = spacing.count
        guard m >= 1 else { return (least, []) }
        let total = canvas - (least[0] + least[m]) / 2
        guard m >= 2 else {
            // One gap takes the whole sum; nothing pulls on it.
            return bounds[0] <= total ? (least, [total]) : nil
        }
        let row = Bounds(gaps: bounds, total: total, later: laterBounds, sorted: sortedBounds, near: near)
        // The regimes are exclusive: the order only saves work. Where the row pulls the
        // first gap shorter than its bound harder than the second item resists, one of the
        // first two items gives. Where gap 1's bound is below the first's, the second item
        // shrinking alone would take gap 1 below `t` and the first alone would hold gap 1
        // above it: both shrinking is the likelier.
        // Named, not a list of the methods: each method taken as a value held a copy of the
        // row (its eleven lists retained), three per width change of an equal-centering row.
        let bothFirst = bounds[1] < bounds[0]
        func giving() -> (lengths: [Double], distances: [Double])? {
            if bothFirst, let solved = bothShrink(row) { return solved }
            if bothFirst {
                return firstShrinks(row) ?? secondShrinks(row)
            }
            return secondShrinks(row) ?? firstShrinks(row)
        }
        if !rowPullsTheFirstGapShort(row) {
            return neitherGives(row) ?? giving()
        }
        return giving() ?? neitherGives(row)
    }

    /// Whether, with neither item giving, the cost rises as the first gap grows from its
    /// bound at more than twice the second item's compression rate: the row pulls the first
    /// gap to its bound at a price that regime's certificate cannot allow.
    private func rowPullsTheFirstGapShort(_ row: Bounds) -> Bool {
        let plain = gaps(total: row.total)
        let lo = row.gaps[0], hi = row.total - row.later
        guard hi > lo else { return true }
        let next = row.sorted.first { $0 > lo } ?? hi
        guard let rate = plain.slope(at: (lo + min(next, hi)) / 2) else { return false }
        return rate > shrinkRates[1] * 2
    }

    /// The gaps' bounds at the items' least-cost lengths, what they add up to, and the sum
    /// of the bounds after the first.
    private struct Bounds {
        var gaps: [Double]
        var total: Double
        var later: Double
        /// The bounds after the first, ascending, each once.
        var sorted: [Double]
        /// A guess at the first gap's length.
        var near: Double?
        /// Below this, `t` would be under every later gap's bound, where the cost only
        /// falls as `t` grows: one below it keeps the least bound interior.
        var floor: Double { (gaps.dropFirst().min() ?? gaps[0]) - 1 }
    }

    /// The gaps' program over the row's bounds, adding up to `total`.
    private func gaps(total: Double) -> CenteredGaps {
        CenteredGaps(
            lower: bounds, rates: rates, total: total, cheapestFirst: cheapestFirst, largestRate: largestRate,
            later: laterGaps)
    }

    /// Neither item gives: `t` from the first gap's bound to where every later gap is at
    /// its bound.
    private func neitherGives(_ row: Bounds) -> (lengths: [Double], distances: [Double])? {
        let plain = gaps(total: row.total)
        guard
            let (t, atLow, _) = plain.optimum(
                from: row.gaps[0], to: row.total - row.later, sortedBounds: row.sorted, near: row.near),
            let certificate = plain.certificate(at: t, head: .none(firstAtBound: atLow)),
            holds(certificate, shrinking: [])
        else { return nil }
        return (least, certificate.gaps)
    }

    /// The first item shrinks as `t` falls below its bound, widening the sum by as much.
    private func firstShrinks(_ row: Bounds) -> (lengths: [Double], distances: [Double])? {
        var first = gaps(total: row.total + row.gaps[0])
        first.firstWeight = 2
        first.pull = -(shrinkRates[0] * 2)
        let limit = spacing[0] + (shrinkLimits[0] + least[1]) / 2
        guard
            let (t, distances) = givingOptimum(
                first, row, from: max(limit, row.floor), to: min(row.gaps[0], (first.total - row.later) / 2),
                head: .firstShrinks(shrinkRates[0]), shrinking: [0])
        else { return nil }
        var lengths = least
        lengths[0] = 2 * (t - spacing[0]) - least[1]
        return (lengths, distances)
    }

    /// The second item shrinks as `t` falls below its bound: gap 1's bound moves with `t`.
    private func secondShrinks(_ row: Bounds) -> (lengths: [Double], distances: [Double])? {
        guard row.gaps[1] != row.gaps[0] else { return nil }
        var second = gaps(total: row.total)
        second.tied = 1
        second.tiedOffset = row.gaps[1] - row.gaps[0]
        second.pull = -(shrinkRates[1] * 2)
        let limit = spacing[0] + (least[0] + shrinkLimits[1]) / 2
        let allAtBounds = (row.total - (row.later - row.gaps[1]) - second.tiedOffset) / 2
        guard
            let (t, distances) = givingOptimum(
                second, row, from: max(limit, row.floor), to: min(row.gaps[0], allAtBounds),
                head: .secondShrinks(shrinkRates[1]), shrinking: [1])
        else { return nil }
        var lengths = least
        lengths[1] = 2 * (t - spacing[0]) - least[0]
        return (lengths, distances)
    }

    /// Both shrink: the first to where gap 1's bound meets the first's, the second with `t`
    /// from there, gap 1 held at `t`.
    private func bothShrink(_ row: Bounds) -> (lengths: [Double], distances: [Double])? {
        let firstLength = 2 * (spacing[1] - spacing[0]) + least[2]
        guard row.gaps[1] < row.gaps[0], firstLength > shrinkLimits[0] else { return nil }
        var both = gaps(total: canvas - (firstLength + least[spacing.count]) / 2)
        both.tied = 1
        both.pull = -(shrinkRates[1] * 2)
        let limit = spacing[1] + (shrinkLimits[1] + least[2]) / 2
        let allAtBounds = (both.total - (row.later - row.gaps[1])) / 2
        guard
            let (t, distances) = givingOptimum(
                both, row, from: max(limit, row.floor), to: min(row.gaps[1], allAtBounds),
                head: .bothShrink(first: shrinkRates[0], second: shrinkRates[1]), shrinking: [0, 1])
        else { return nil }
        var lengths = least
        lengths[0] = firstLength
        lengths[1] = 2 * (t - spacing[1]) - least[2]
        return (lengths, distances)
    }

    /// A regime where items give: its optimum strictly inside `[lo, hi]` (at either end it
    /// is another regime's, or every gap is at its bound) and certified, with the gaps there.
    private func givingOptimum(
        _ gaps: CenteredGaps, _ row: Bounds, from lo: Double, to hi: Double, head: CenteredGaps.Head,
        shrinking: [Int]
    ) -> (t: Double, distances: [Double])? {
        guard hi > lo,
            let (t, atLow, atHigh) = gaps.optimum(from: lo, to: hi, sortedBounds: row.sorted, near: row.near),
            !atLow, !atHigh,
            let certificate = gaps.certificate(at: t, head: head),
            holds(certificate, shrinking: shrinking)
        else { return nil }
        return (t, certificate.gaps)
    }

    /// Whether the certificate's prices hold every item where it is: for an item that
    /// keeps its length, what shrinking it would save (half the prices of the bounds beside
    /// it, and of the sum for an end item) is strictly less than its compression costs;
    /// for a shrinking item, the price its balance leaves the first gap (and, when both
    /// shrink, gap 1) is not negative. The shrinking items' balances hold by the way the
    /// certificate set the first gap's price; that they shrink strictly inside the segment
    /// of that rate, by the regime's range.
    private func holds(_ certificate: CenteredGaps.Certificate, shrinking: [Int]) -> Bool {
        let scale = certificate.scale, mu = certificate.sumPrice
        // The first two prices as the balances set them; the others read in place (a copy
        // of the list to set two was a tenth of a row of 10,000 items' peak memory).
        var (y0, y1) = (certificate.prices[0], certificate.prices[1])
        let m = certificate.prices.count
        func price(_ k: Int) -> CostRate { k == 0 ? y0 : k == 1 ? y1 : certificate.prices[k] }
        guard let r0 = CenteredGaps.times(shrinkRates[0], 2 * scale), let r1 = CenteredGaps.times(shrinkRates[1], 2 * scale)
        else { return false }
        switch shrinking {
        case [0]:
            // (y_0 + μ) = 2 r_0.
            y0 = r0 - mu
        case [1]:
            // (y_0 + y_1) = 2 r_1.
            y0 = r1 - y1
        case [0, 1]:
            // (y_0 + μ) = 2 r_0, (y_0 + y_1) = 2 r_1; gap 1 at its bound exactly takes
            // `s_1 = 2 (r_1 − r_0) / c_1`, which must lie in `[max(−1, −μ / c_1), 1]`.
            y0 = r0 - mu
            y1 = r1 - y0
            guard let c1 = CenteredGaps.times(rates[1], scale), y1 - mu <= c1, y1 - mu >= -c1 else {
                return false
            }
        default:
            break
        }
        guard y0 >= .zero, y1 >= .zero, largestShrinkRate < (1 << 60) / (2 * scale) else { return false }
        for i in 0...m where !shrinking.contains(i) {
            var gain = CostRate.zero
            if i > 0 { gain += price(i - 1) }
            if i < m { gain += price(i) }
            if i == 0 || i == m { gain += mu }
            guard gain < shrinkRates[i] * (2 * scale) else { return false }
        }
        return true
    }
}

extension Array where Element == Double {
    /// Keeps the first of each run of equal elements.
    mutating func removeConsecutiveDuplicates() {
        var kept = 0
        for k in indices where kept == 0 || self[k] != self[kept - 1] {
            self[kept] = self[k]
            kept += 1
        }
        removeLast(count - kept)
    }
}
