/// Reading a cost near its least value: where it is least, and where it starts to rise.
extension SizeCost {
    /// The one length at or below `limit` of least cost: `limit` itself while the cost
    /// still falls there, else the cost's own least point.
    /// - Returns: nil when there is none or more than one.
    func leastPoint(atOrBelow limit: Double) -> Double? {
        guard let k = firstRate(where: { $0 >= .zero }) else { return limit }
        guard k > 0 else { return nil }
        let least = point(k - 1)
        if limit <= least { return limit }
        // Flat right of the least point: every length from there up to `limit` is as cheap.
        return rate(k) == .zero ? nil : least
    }

    /// The left end of the cheapest lengths, and the index of the first rate at or above 0
    /// (the interval starting there); nil when the cost falls without bound.
    /// Inlined: a convolution reads it twice per part (called, it was 1% of a row's edits).
    @inline(__always)
    func cheapestStart() -> (anchor: Double, index: Int)? {
        guard let k = firstRate(where: { $0 >= .zero }) else { return nil }
        if k > 0 { return (point(k - 1), k) }
        // Rising from minus infinity: unbounded below; flat: start anywhere, say the
        // first breakpoint, with the flat stretch on the shrinking side.
        guard rate(0) == .zero else { return nil }
        return pointCount == 0 ? (0, 0) : (point(0), 1)
    }

    /// The one length of least cost, or nil when there is none or more than one.
    func minimizer() -> Double? {
        guard let k = firstRate(where: { $0 >= .zero }), k > 0, rate(k) != .zero else { return nil }
        return point(k - 1)
    }

    /// Where `self + pull(to: target, below: w, above: w)` is least, read without making
    /// that cost (a fitted root's length; a fill-proportionally item's cheapest length):
    /// its one least point and the rates of the segments on either side.
    struct PulledMinimum {
        var point: Double
        /// The rate of growing past the point, and whether it holds on to infinity.
        var above: CostRate
        var isLastPoint: Bool
        /// The saving forfeited per point of shrinking below it (the rate negated), and
        /// whether it holds on to minus infinity.
        var below: CostRate
        var isFirstPoint: Bool
    }

    /// This cost plus a pull to `target` at `w` each way: its least point, where the rate
    /// goes from negative to positive.
    /// - Returns: nil when the least is not at one point with rates strictly either side.
    func minimum(pulledTo target: Double, by w: CostRate) -> PulledMinimum? {
        guard w + w != .zero else { return nil }
        var left = rate(0) - w
        guard left < .zero else { return nil }
        let count = pointCount
        var j = 0
        var pullAhead = true
        var isFirst = true
        while true {
            let point: Double, rate: CostRate
            if pullAhead, j == count || self.point(j) >= target {
                pullAhead = false
                if j < count, self.point(j) == target { j += 1 }
                (point, rate) = (target, self.rate(j) + w)
            } else if j < count {
                point = self.point(j)
                j += 1
                rate = pullAhead ? self.rate(j) - w : self.rate(j) + w
            } else {
                return nil
            }
            if !(rate < .zero) {
                guard rate > .zero else { return nil }
                return PulledMinimum(
                    point: point, above: rate, isLastPoint: !pullAhead && j == count, below: -left,
                    isFirstPoint: isFirst)
            }
            left = rate
            isFirst = false
        }
    }
}
