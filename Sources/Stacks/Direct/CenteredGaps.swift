/// The distances between the centers of an equal-centering stack's visible items as a
/// function of the first one, `t` (spec 3.6): the linear program ``CenteredRow`` solves
/// once per way the row's first two items may give (its *regimes*).
///
/// Gap `k` (from the center of visible item `k` to that of item `k + 1`) must span at least
/// its bound `b_k` (its spacing plus half of each item beside it), the gaps add up to
/// `total`, and each gap after the first is pulled to `t` at its rate `c_k`
/// (`UISV-fill-equally` @max(150 − i, 50)). For a given `t`, a gap whose bound exceeds `t`
/// stays at its bound (costing `c_k × (b_k − t)`), the others take `t`, and what the sum is
/// then short of is taken back from those others, cheapest first, each down to its bound.
/// So the least cost is a convex, piecewise-linear function of `t`; its rate
/// (``slope(at:)``) is a sum of rates, exact, and the optimum is where that rate turns from
/// negative to positive, found by bisection over the bounds, then over the points between
/// two of them where the filling changes shape (``turningPoints(between:and:)``).
///
/// Two generalisations serve the regimes where an item gives: a *tied* gap, whose bound
/// moves with `t` (`t + offset`: the item beside it shrinks as `t` falls), so that it takes
/// a constant excess above `t` or gives a constant room below it; and a first gap counted
/// `firstWeight` times in the sum (the first item shrinking widens the room by as much as
/// `t` falls), with a constant `pull` added to the rate (what the shrinking item costs per
/// point of `t`).
struct CenteredGaps {
    /// Each gap's least length; the tied gap's is `t + tiedOffset` instead.
    let lower: [Double]
    /// Per gap after the first, the rate of its pull to the first gap's length (the
    /// constraint's weight and rank, times the plan's factor); `rates[0]` is not read.
    let rates: [CostRate]
    /// What the gaps add up to, less `(firstWeight − 1) × t`.
    let total: Double
    /// The gap whose bound moves with `t`, if any (never the first).
    var tied: Int?
    var tiedOffset = 0.0
    /// How many times `t` counts in the sum.
    var firstWeight = 1
    /// Added to the rate of the least cost at every `t`.
    var pull = CostRate.zero
    /// The gaps after the first, the cheapest pull first (rates differ in rank, so the
    /// order is total).
    let cheapestFirst: [Int]
    /// The largest magnitude of any part of any rate (``CostRate/largestPart``): below
    /// `2⁶⁰ / k`, every rate times `k` fits without a check.
    let largestRate: Int64
    /// Gaps `2...` sorted by bound, with running sums (``LaterGaps``), when the row made them.
    let later: LaterGaps?

    init(
        lower: [Double], rates: [CostRate], total: Double, cheapestFirst: [Int], largestRate: Int64,
        later: LaterGaps? = nil
    ) {
        self.lower = lower
        self.rates = rates
        self.total = total
        self.cheapestFirst = cheapestFirst
        self.largestRate = largestRate
        self.later = later
    }

    /// The gaps after the first, cheapest pull first.
    static func cheapestFirst(_ rates: [CostRate]) -> [Int] {
        rates.count < 2 ? [] : (1..<rates.count).sorted { rates[$0] < rates[$1] }
    }

    /// Where gap `k` stands at `t` before any gives: the part of its length that does not
    /// move with `t` (its bound above `t`, or the tied gap's excess), whether its length
    /// moves with `t`, and whether it is held above `t`.
    func standing(_ k: Int, at t: Double) -> (fixed: Double, moves: Bool, above: Bool) {
        if k == tied { return (max(tiedOffset, 0), true, tiedOffset > 0) }
        return lower[k] > t ? (lower[k], false, true) : (0, true, false)
    }

    /// The room gap `k` gives below `t`, and whether it grows with `t`; nil when none.
    func room(_ k: Int, at t: Double) -> (room: Double, grows: Bool)? {
        if k == tied { return tiedOffset < 0 ? (-tiedOffset, false) : nil }
        return lower[k] <= t ? (t - lower[k], true) : nil
    }

    /// The rate of the least cost as a function of the first gap's length `t`, at a `t`
    /// strictly between two turning points, or nil where no gaps at their bounds make the
    /// sum.
    /// - Complexity: O(log g + min(r, g − r)) with ``later`` (the r-th cheapest gap giving
    ///   the rest), else O(g), for g gaps.
    func slope(at t: Double) -> CostRate? {
        if let later, lower.count > 2, tied == nil || tied == 1 { return fastSlope(at: t, later: later) }
        return slopeWalkingEveryGap(at: t)
    }

    /// ``slope(at:)`` from a pass over every gap: how each stands, then the cheapest first
    /// until the shortfall is made.
    func slopeWalkingEveryGap(at t: Double) -> CostRate? {
        var above = CostRate.zero, fixed = 0.0, moving = firstWeight
        for k in 1..<lower.count {
            let s = standing(k, at: t)
            fixed += s.fixed
            if s.moves { moving += 1 }
            if s.above, k != tied { above += rates[k] }
        }
        var short = t * Double(moving) + fixed - total
        if short < 0 {
            // Room to spare: the cheapest gap takes it, and gives as `t` and the gaps
            // moving with it grow.
            return pull - above - rates[cheapestFirst[0]] * Int64(moving)
        }
        var lowered = CostRate.zero, full = 0
        for k in cheapestFirst {
            guard let (room, grows) = room(k, at: t) else { continue }
            if short > room {
                short -= room
                if grows {
                    lowered += rates[k]
                    full += 1
                }
                continue
            }
            // Gap k gives the rest, and whatever a growing `t` adds to the moving lengths
            // beyond the rooms that grow with it.
            return pull + lowered - above + rates[k] * Int64(moving - full)
        }
        return nil
    }

    /// Between two consecutive bounds `lo < hi` (no bound strictly between), the first
    /// gap's lengths where the filling changes shape: where the gaps at their standing
    /// lengths make the sum exactly, and where the `r` cheapest giving gaps at their
    /// bounds do, for each `r`. Ascending.
    func turningPoints(between lo: Double, and hi: Double) -> [Double] {
        // No bound lies strictly between: the middle stands as every point between does.
        let middle = (lo + hi) / 2
        var fixed = 0.0, moving = firstWeight
        for k in 1..<lower.count {
            let s = standing(k, at: middle)
            fixed += s.fixed
            if s.moves { moving += 1 }
        }
        // The shortfall `moving t + fixed − total` equals the room of the `r` cheapest,
        // `grown t − their bounds + constant rooms`, at this `t` (rising with `r`).
        var points: [Double] = []
        var grown = 0, bounds = 0.0, constant = 0.0
        var t = (total - fixed) / Double(moving)
        guard t < hi else { return [] }
        if t > lo { points.append(t) }
        for k in cheapestFirst {
            guard let (room, grows) = room(k, at: middle) else { continue }
            if grows {
                grown += 1
                bounds += lower[k]
            } else {
                constant += room
            }
            t = (total - fixed - bounds + constant) / Double(moving - grown)
            if t >= hi { break }
            if t > lo { points.append(t) }
        }
        return points
    }

    /// The first gap's length at the least cost on `[lo, hi]`, and whether it is either end;
    /// nil when the cost is flat there (several optima).
    /// - Parameters:
    ///   - sortedBounds: the bounds of the gaps after the first, ascending, each once (the
    ///     tied gap's may be there: a point where nothing turns only splits an interval).
    ///   - near: a guess (the last optimum, before a width change): each bisection first
    ///     tries the interval that holds it and its neighbours.
    func optimum(
        from lo: Double, to hi: Double, sortedBounds: [Double], near: Double? = nil
    ) -> (t: Double, atLow: Bool, atHigh: Bool)? {
        guard hi > lo else { return hi == lo ? (lo, true, true) : nil }
        var points = [lo]
        var b = sortedBounds.partitioningIndex { $0 > lo }
        while b < sortedBounds.count, sortedBounds[b] < hi {
            points.append(sortedBounds[b])
            b += 1
        }
        points.append(hi)
        var failed = false
        func notFalling(_ t: Double) -> Bool {
            guard let rate = slope(at: t) else {
                failed = true
                return true
            }
            return rate >= .zero
        }
        // The first interval whose rate at its middle is not negative: the optimum lies in
        // it or in the one before.
        let intervals = points.count - 1
        let j = Self.firstIndex(below: intervals, near: near.map { t in points.partitioningIndex { $0 > t } - 1 }) {
            notFalling((points[$0] + points[$0 + 1]) / 2)
        }
        var cuts = [points[max(j - 1, 0)]]
        if j > 0 {
            cuts += turningPoints(between: points[j - 1], and: points[j])
            cuts.append(points[j])
        }
        if j < intervals {
            cuts += turningPoints(between: points[j], and: points[j + 1])
            cuts.append(points[j + 1])
        }
        var distinct = [cuts[0]]
        for cut in cuts.dropFirst() where cut > distinct[distinct.count - 1] { distinct.append(cut) }
        let pieces = distinct.count - 1
        func middle(_ p: Int) -> Double { (distinct[p] + distinct[p + 1]) / 2 }
        let p = Self.firstIndex(below: pieces, near: near.map { t in distinct.partitioningIndex { $0 > t } - 1 }) {
            notFalling(middle($0))
        }
        guard !failed else { return nil }
        // Falling up to `hi`.
        guard p < pieces else { return (hi, false, true) }
        // Rising from the start of a falling interval: rounding put a turning point out of
        // place. Flat: every length of the piece is as cheap.
        guard p > 0 || j == 0, slope(at: middle(p)) != .zero else { return nil }
        return (distinct[p], distinct[p] == lo, false)
    }

    /// ``firstIndex(below:where:)``, trying first whether the answer is `guess` or one of
    /// its neighbours (two or three probes where it is).
    private static func firstIndex(below count: Int, near guess: Int?, where belongs: (Int) -> Bool) -> Int {
        if let g = guess, g >= 0, g < count {
            if g == 0 || !belongs(g - 1) {
                // The answer is at least g.
                if belongs(g) { return g }
                if g + 1 == count || belongs(g + 1) { return g + 1 }
            } else if g == 1 || !belongs(g - 2) {
                return g - 1
            }
        }
        return firstIndex(below: count, where: belongs)
    }

    /// The first of `0..<count` that satisfies `belongs`, given that those that do come
    /// after those that do not (bisection); `count` when none does.
    private static func firstIndex(below count: Int, where belongs: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
