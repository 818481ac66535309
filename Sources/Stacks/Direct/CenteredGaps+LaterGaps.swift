/// The rate of the gaps' least cost without a pass over every gap: the gaps after gap 1
/// (never tied, their bounds the same in every regime) sorted by bound with running sums,
/// made once per row, so that how they stand at `t` is two lookups; and the shortfall's
/// giving gap found from whichever end of the rate order reaches it first.
///
/// A row of 1,000 items resized walked about 970 gaps per rate (the giving gap was among
/// the dearest) in each of some ten rates, most of a width change's work.
extension CenteredGaps {
    /// Gaps `2...` of a row, by bound ascending, with the running sums of their bounds and
    /// rates.
    struct LaterGaps {
        /// The bounds, ascending (repeats kept).
        let sortedLower: [Double]
        /// `lowerSums[i]`: the sum of the first `i` sorted bounds.
        let lowerSums: [Double]
        /// `rateSums[i]`: the sum of the rates of the gaps of the first `i` sorted bounds.
        let rateSums: [CostRate]

        /// - Parameters:
        ///   - lower: every gap's bound (gaps 0 and 1 are left out).
        ///   - rates: every gap's rate.
        /// - Complexity: O(g log g) for g gaps.
        init(lower: [Double], rates: [CostRate]) {
            let later = lower.count > 2 ? (2..<lower.count).sorted { lower[$0] < lower[$1] } : []
            sortedLower = later.map { lower[$0] }
            var lowerSums = [0.0], rateSums = [CostRate.zero]
            lowerSums.reserveCapacity(later.count + 1)
            rateSums.reserveCapacity(later.count + 1)
            for k in later {
                lowerSums.append(lowerSums[lowerSums.count - 1] + lower[k])
                rateSums.append(rateSums[rateSums.count - 1] + rates[k])
            }
            self.lowerSums = lowerSums
            self.rateSums = rateSums
        }
    }

    /// ``slope(at:)`` with the later gaps read from `later`: O(log g) for how the gaps
    /// stand, then the giving gap found walking the rate order from both ends at once
    /// (O(min(r, g − r)) for the r-th cheapest; once the two ends meet, the walk from the
    /// cheapest end goes on alone).
    /// - Returns: the rate, or nil where no gaps at their bounds make the sum.
    func fastSlope(at t: Double, later: LaterGaps) -> CostRate? {
        let (fixed, moving, above, below) = standing(at: t, later: later)
        let short = t * Double(moving) + fixed - total
        if short < 0 { return pull - above - rates[cheapestFirst[0]] * Int64(moving) }
        // Every gap below `t` can give back down to its bound: all of it together, and the
        // rates of those whose room grows with `t`.
        var room = Double(below) * t - later.lowerSums[below]
        var growing = later.rateSums[below], growingCount = below
        if let (headRoom, grows) = self.room(1, at: t) {
            room += headRoom
            if grows {
                growing += rates[1]
                growingCount += 1
            }
        }
        // The giving gap is the first, cheapest first, whose room reaches what is still
        // short; equally, the last, dearest first, whose room passes what is left to spare.
        // With nothing to spare (no gaps at their bounds make the sum), the walk from the
        // cheapest end alone says so.
        let spare = room - short
        var front = 0, back = spare < 0 ? -1 : cheapestFirst.count - 1
        var shortLeft = short, frontRate = CostRate.zero, frontCount = 0
        var spareUsed = 0.0, backRate = CostRate.zero, backCount = 0
        while front < cheapestFirst.count {
            let k = cheapestFirst[front]
            front += 1
            if let (r, grows) = self.room(k, at: t) {
                guard shortLeft > r else {
                    return pull + frontRate - above + rates[k] * Int64(moving - frontCount)
                }
                shortLeft -= r
                if grows {
                    frontRate += rates[k]
                    frontCount += 1
                }
            }
            guard back >= front else { continue }
            let j = cheapestFirst[back]
            back -= 1
            guard let (r, grows) = self.room(j, at: t) else { continue }
            spareUsed += r
            if grows {
                backRate += rates[j]
                backCount += 1
            }
            if spareUsed > spare {
                // Gap j gives the rest; every growing gap before it is at its bound.
                let full = growingCount - backCount
                return pull + (growing - backRate) - above + rates[j] * Int64(moving - full)
            }
        }
        return nil
    }

    /// How the gaps after the first stand at `t` (each at its bound above `t`, or moving
    /// with it): the fixed part of their sum, how many lengths move with `t` (the first
    /// gap's weight among them), the rates of those held above `t`, and how many later
    /// gaps (``LaterGaps``) are at or below `t`.
    private func standing(at t: Double, later: LaterGaps) -> (fixed: Double, moving: Int, above: CostRate, below: Int) {
        let n = later.sortedLower.count
        let below = later.sortedLower.partitioningIndex { $0 > t }
        var fixed = later.lowerSums[n] - later.lowerSums[below]
        var moving = firstWeight + below
        var above = later.rateSums[n] - later.rateSums[below]
        // Gap 1, which the running sums leave out (the tied one, if any).
        let head = standing(1, at: t)
        fixed += head.fixed
        if head.moves { moving += 1 }
        if head.above, tied != 1 { above += rates[1] }
        return (fixed, moving, above, below)
    }
}
