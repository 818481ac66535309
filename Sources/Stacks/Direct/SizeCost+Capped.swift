/// Items across a stack aligned other than fill (spec 3.7): each item's cost with its
/// ambiguity suppression, capped by the spanner. The stack's cost is the sum of each such
/// cost's least value at or below the canvas length; placing needs of each item only where
/// that least value is reached. Both are read here in one walk over the item's cost, without
/// making the suppressed cost (a stack of a thousand items made and kept a thousand of them
/// on every edit).
extension SizeCost {
    /// What placing needs of an item's suppressed cost `G`: its length at or below a limit.
    struct CappedLength: Equatable {
        /// Where `G` stops falling (+infinity: it falls everywhere); nil when it never falls
        /// (no length at or below a limit is the one least).
        var least: Double?
        /// Whether `G` is flat right of ``least`` (every length from there up is as cheap).
        var isFlatAbove: Bool

        /// The one length at or below `limit` of least cost: `limit` while `G` still falls
        /// there, else its own least point (``SizeCost/leastPoint(atOrBelow:)``).
        /// - Returns: nil when there is none or more than one.
        func length(atOrBelow limit: Double) -> Double? {
            guard let least else { return nil }
            if limit <= least { return limit }
            return isFlatAbove ? nil : least
        }

        /// `G`'s one least point (``SizeCost/minimizer()``), for a hidden item.
        var minimizer: Double? {
            guard let least, least.isFinite, !isFlatAbove else { return nil }
            return least
        }
    }

    /// A sum of costs' least values at or below one length (``leastAtOrBelow()``), built
    /// one cost at a time from the points where each cost's rate changes.
    struct CappedSum {
        private var leftmost: CostRate
        private var changes: [(at: Double, by: CostRate)] = []
        private var stable: Bool
        /// Some cost rises everywhere: it has no least value to the left, and neither has
        /// the sum.
        private var rises = false

        /// A sum that starts from `base` (the spanner's fit), with room for `capacity` more
        /// points.
        init(base: SizeCost, capacity: Int) {
            leftmost = base.rate(0)
            stable = base.isShiftStable
            var changes: [(at: Double, by: CostRate)] = []
            changes.reserveCapacity(base.pointCount + capacity)
            base.forEachChange { changes.append(($0, $1)) }
            self.changes = changes
        }

        /// Adds `cost`'s least value at or below the length.
        mutating func add(_ cost: SizeCost) {
            stable = stable && cost.isShiftStable
            _ = walk(cost, pull: .zero, pullsAtZero: false, shiftedBy: 0, summing: true)
        }

        /// Adds the least value at or below the length of a visible item's cost with its
        /// suppression `s` (a pull to 0), moved by `offset` (a baseline's distance), and
        /// returns what placing needs of it: the same sum as adding
        /// `cost.addingPull(to: 0, below: s, above: s).shifted(by: offset)`.
        mutating func add(item cost: SizeCost, suppressedBy s: CostRate, shiftedBy offset: Double) -> CappedLength {
            let (capped, walkStable) = walkSuppressed(cost, s, shiftedBy: offset, summing: true)
            stable = stable && walkStable
            return capped
        }

        /// A hidden item's cost with its suppression `s`, only lined up: its least point
        /// and whether that cost is shift-stable (nothing is added to the sum).
        static func hiddenItem(_ cost: SizeCost, suppressedBy s: CostRate) -> (length: Double?, stable: Bool) {
            var unused = CappedSum(base: .free, capacity: 0)
            let (capped, stable) = unused.walkSuppressed(cost, s, shiftedBy: 0, summing: false)
            return (capped.minimizer, stable)
        }

        /// Walks `cost + pull(to: 0, below: s, above: s)` (the points and rates
        /// ``addPull(to:below:above:into:)`` makes) without making it.
        /// - Returns: where it stops falling, and whether it is shift-stable.
        private mutating func walkSuppressed(
            _ cost: SizeCost, _ s: CostRate, shiftedBy offset: Double, summing: Bool
        ) -> (CappedLength, Bool) {
            guard s + s != .zero else {
                // A pull whose two rates cancel has no point of its own: the general sum.
                let pulled = SizeCost.sum(cost, .pull(to: 0, below: s, above: s))
                let (capped, walkStable) = walk(
                    pulled, pull: .zero, pullsAtZero: false, shiftedBy: offset, summing: summing)
                return (capped, walkStable && pulled.isShiftStable)
            }
            let pullStable =
                CostRate.compareStably(-s, .zero) && CostRate.compareStably(s, .zero) && CostRate.compareStably(-s, s)
            let (capped, walkStable) = walk(cost, pull: s, pullsAtZero: true, shiftedBy: offset, summing: summing)
            return (capped, walkStable && pullStable && cost.isShiftStable)
        }

        /// Walks `cost` plus `pull` per point of distance from 0 (its rates less `pull` left
        /// of 0, plus `pull` right of it, and a point at 0 when `pullsAtZero`): adds the
        /// changes of its least value at or below the length (falling while its rate is
        /// negative, flat from the first nonnegative one) when `summing`, and finds where it
        /// stops falling.
        /// - Returns: that place, and whether neighbouring rates and each rate against zero
        ///   compare stably (the walked cost's own part of shift-stability).
        private mutating func walk(
            _ cost: SizeCost, pull: CostRate, pullsAtZero: Bool, shiftedBy offset: Double, summing: Bool
        ) -> (CappedLength, Bool) {
            let first = cost.rate(0) - (pullsAtZero ? pull : .zero)
            var stable = CostRate.compareStably(first, .zero)
            var capped = CappedLength(least: nil, isFlatAbove: false)
            if summing {
                // Rising everywhere: no least value; flat to the left: the least is everywhere.
                if first > .zero { rises = true }
                if first < .zero { leftmost += first }
            }
            var left = first
            var falling = first < .zero
            if falling { capped.least = .infinity }
            let count = cost.pointCount
            var j = 0
            var pullAhead = pullsAtZero
            while true {
                // The next point and the rate right of it.
                let point: Double, rate: CostRate
                if pullAhead, j == count || cost.point(j) >= 0 {
                    pullAhead = false
                    // At a point of the cost's own the two changes add up there.
                    if j < count, cost.point(j) == 0 { j += 1 }
                    (point, rate) = (0, cost.rate(j) + pull)
                } else if j < count {
                    point = cost.point(j)
                    j += 1
                    rate = pullAhead ? cost.rate(j) - pull : cost.rate(j) + pull
                } else {
                    break
                }
                stable = stable && CostRate.compareStably(rate, .zero) && CostRate.compareStably(left, rate)
                if falling {
                    let next = min(rate, .zero)
                    if summing { changes.append((point + offset, next - left)) }
                    if next == .zero {
                        capped = CappedLength(least: point, isFlatAbove: rate == .zero)
                        falling = false
                    }
                }
                left = rate
            }
            return (capped, stable)
        }

        /// The sum, or nil when some cost rises everywhere.
        /// - Complexity: O(m log m) for m points added.
        mutating func result() -> SizeCost? {
            guard !rises else { return nil }
            return SizeCost.fromChanges(leftmost, &changes, inputsStable: stable)
        }
    }
}
