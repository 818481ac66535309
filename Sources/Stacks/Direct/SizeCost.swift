/// The least cost of a subtree as a function of one of its lengths.
///
/// Under the weighted model every soft constraint of a pure stack tree is a pull on one
/// length (hugging, compression resistance, hiding, the root's fitting size), and the
/// required ones only add lengths up (along a stack), make them equal (across it) or
/// offset them (pins). So each subtree's least cost is a convex, piecewise-linear function
/// of its length, and a stack's is built from its items' in closed form: along the axis the
/// items share the length, which is the infimal convolution (the cheapest rates are used
/// first); across it they all take the length, which is the sum.
///
/// The function is given by the points where its rate changes, ascending, and the rate on
/// each interval: `rates[k]` holds left of `breakpoints[k]`, the last rate right of the
/// last point. Rates strictly increase (convexity; equal neighbours are merged).
struct SizeCost {
    var breakpoints: [Double]
    var rates: [CostRate]
    /// Whether this cost, and every choice made in building it, would come out the same if
    /// every rank it counts moved by one amount (an edit before the subtree in creation
    /// order): no two rates it compared have equal weights and unequal masses, and no rate
    /// of weight 0 has a mass (``CostRate/compareStably(_:_:)``). Then the moved cost is
    /// this one with each rate's ranks moved (``scale(by:shiftingRanksBy:)``).
    var isShiftStable: Bool

    /// A cost from its points and rates, its stability read from the rates alone.
    init(breakpoints: [Double], rates: [CostRate]) {
        self.breakpoints = breakpoints
        self.rates = rates
        self.isShiftStable = Self.ratesCompareStably(rates)
    }

    /// No cost at any length.
    static let free = SizeCost(breakpoints: [], rates: [.zero])

    /// Makes every rate `factor` times over, after every rank it counts moved by `k` (for a
    /// shift-stable cost, the cost a fresh build with the moved ranks gives). In place: a
    /// kept item's cost is changed where it lies.
    mutating func scale(by factor: Int64, shiftingRanksBy k: Int64) {
        // A cost never computed (``free``: one zero rate of no mass) stays as it is, and its
        // shared storage is not copied.
        guard !breakpoints.isEmpty || rates[0] != .zero || rates[0].mass != 0 else { return }
        for i in rates.indices { rates[i] = (rates[i] * factor).shiftingRanks(by: k) }
    }

    /// Whether neighbouring rates, and each rate against zero, compare the same way
    /// whatever the uniform move of ranks.
    static func ratesCompareStably(_ rates: some Sequence<CostRate>) -> Bool {
        var previous: CostRate?
        for rate in rates {
            guard CostRate.compareStably(rate, .zero) else { return false }
            if let p = previous, !CostRate.compareStably(p, rate) { return false }
            previous = rate
        }
        return true
    }

    /// Whether sorted segment rates compare stably with their neighbours (a merge of
    /// parts decides their order).
    private static func sortedRatesCompareStably(_ segments: [(length: Double, rate: CostRate)]) -> Bool {
        for k in segments.indices.dropFirst() where !CostRate.compareStably(segments[k - 1].rate, segments[k].rate) {
            return false
        }
        return true
    }

    /// `rate × |length − target|`, as a content-size pair or a soft `length == target`.
    /// - Parameters:
    ///   - target: where the cost is 0.
    ///   - below: the rate per point under the target (compression resistance).
    ///   - above: the rate per point over it (hugging).
    static func pull(to target: Double, below: CostRate, above: CostRate) -> SizeCost {
        SizeCost(breakpoints: [target], rates: [-below, above])
    }

    /// `rate` per point below `lower` and above `upper`, free between: required size bounds
    /// (``CostRate/requiredBound``); nil when both are infinite.
    static func bounds(_ lower: Double, _ upper: Double, rate: CostRate) -> SizeCost? {
        guard let b = BoundsShape(lower, upper, rate: rate) else { return nil }
        return SizeCost(breakpoints: (0..<b.count).map(b.point), rates: (0...b.count).map(b.rate))
    }

    /// The points and rates of ``bounds(_:_:rate:)``, without lists: one or two points.
    struct BoundsShape {
        let points: (Double, Double)
        let rates: (CostRate, CostRate, CostRate)
        let count: Int

        /// Nil when both bounds are infinite.
        init?(_ lower: Double, _ upper: Double, rate: CostRate) {
            switch (lower.isFinite, upper.isFinite) {
            case (true, true) where lower == upper: (points, rates, count) = ((lower, 0), (-rate, rate, rate), 1)
            case (true, true): (points, rates, count) = ((lower, upper), (-rate, .zero, rate), 2)
            case (true, false): (points, rates, count) = ((lower, 0), (-rate, .zero, .zero), 1)
            case (false, true): (points, rates, count) = ((upper, 0), (.zero, rate, rate), 1)
            case (false, false): return nil
            }
        }

        func point(_ k: Int) -> Double { k == 0 ? points.0 : points.1 }
        func rate(_ k: Int) -> CostRate { k == 0 ? rates.0 : k == 1 ? rates.1 : rates.2 }
    }

    /// `F(length − offset)`: the same cost, moved by `offset`.
    func shifted(by offset: Double) -> SizeCost {
        guard offset != 0 else { return self }
        var moved = self
        moved.breakpoints = breakpoints.map { $0 + offset }
        return moved
    }

    /// The sum of costs of one shared length (items across a stack, a view's own content
    /// and its pinned subviews).
    /// - Complexity: O(m log m) for m breakpoints in all.
    static func sum(_ parts: [SizeCost]) -> SizeCost {
        sum(parts, picking: parts.indices)
    }

    /// ``sum(_:)`` of the parts `costs[picked[0]]`, `costs[picked[1]]`, ...: read in place
    /// (an array of the parts would copy each, retaining its arrays).
    static func sum(_ costs: [SizeCost], picking picked: some Collection<Int>) -> SizeCost {
        let first = picked.startIndex
        if picked.count == 1 { return costs[picked[first]] }
        if picked.count == 2 { return sum(costs[picked[first]], costs[picked[picked.index(after: first)]]) }
        var leftmost = CostRate.zero
        var changes: [(at: Double, by: CostRate)] = []
        changes.reserveCapacity(picked.reduce(0) { $0 + costs[$1].breakpoints.count })
        var stable = true
        for p in picked {
            stable = stable && costs[p].isShiftStable
            leftmost += costs[p].rates[0]
            for k in costs[p].breakpoints.indices {
                changes.append((costs[p].breakpoints[k], costs[p].rates[k + 1] - costs[p].rates[k]))
            }
        }
        return fromChanges(leftmost, &changes, inputsStable: stable)
    }

    /// The costs of one length, summed when all are in: one part (a stack with no content
    /// and no pins, most nodes) is the total as it is, without a list made for it (a list per
    /// stack, grown from empty: the cell list of 1,000's first layout took 3% more
    /// instructions).
    struct Parts {
        /// The one part while there is one; then every part is in `list`.
        private var only: SizeCost?
        private var list: [SizeCost] = []

        mutating func append(_ part: SizeCost) {
            if list.isEmpty, only == nil {
                only = part
                return
            }
            if let first = only.take() {
                list.reserveCapacity(4)
                list.append(first)
            }
            list.append(part)
        }

        /// ``SizeCost/sum(_:)`` of the parts in the order appended; ``free`` for none. A
        /// lone part is moved out, not copied.
        mutating func total() -> SizeCost {
            if let part = only.take() { return part }
            return list.isEmpty ? .free : SizeCost.sum(list)
        }
    }

    /// This cost plus ``pull(to:below:above:)``, in one pass without making the pull (an
    /// item's suppression or hiding, once per item): the same points and rates as
    /// ``sum(_:_:)`` gives.
    /// - Complexity: O(m) for m breakpoints.
    func addingPull(to target: Double, below: CostRate, above: CostRate) -> SizeCost {
        var result = SizeCost(breakpoints: [], rates: [])
        addPull(to: target, below: below, above: above, into: &result)
        return result
    }

    /// Writes ``addingPull(to:below:above:)`` into `result`, reusing its storage (a stack
    /// keeps one such cost per item and computes them again on every edit).
    func addPull(to target: Double, below: CostRate, above: CostRate, into result: inout SizeCost) {
        // The pull's own change at its target must not vanish (it never does for a
        // priority); otherwise the general merge drops the point.
        guard below + above != .zero else {
            result = Self.sum(self, .pull(to: target, below: below, above: above))
            return
        }
        result.breakpoints.removeAll(keepingCapacity: true)
        result.rates.removeAll(keepingCapacity: true)
        result.breakpoints.reserveCapacity(breakpoints.count + 1)
        result.rates.reserveCapacity(rates.count + 1)
        let k = breakpoints.partitioningIndex { $0 >= target }
        for j in 0..<k {
            result.breakpoints.append(breakpoints[j])
            result.rates.append(rates[j] - below)
        }
        result.rates.append(rates[k] - below)
        result.breakpoints.append(target)
        // At an existing point the two changes add up there.
        let next = k < breakpoints.count && breakpoints[k] == target ? k + 1 : k
        result.rates.append(rates[next] + above)
        for j in next..<breakpoints.count where breakpoints[j] != target {
            result.breakpoints.append(breakpoints[j])
            result.rates.append(rates[j + 1] + above)
        }
        let pullStable =
            CostRate.compareStably(-below, .zero) && CostRate.compareStably(above, .zero)
            && CostRate.compareStably(-below, above)
        result.isShiftStable = isShiftStable && pullStable && Self.ratesCompareStably(result.rates)
    }

    /// The cost whose rate is `leftmost` left of every change and moves by each change at
    /// its point (changes at one point add up, so their order there does not matter).
    /// `inputsStable`: whether the costs the changes come from are shift-stable.
    static func fromChanges(
        _ leftmost: CostRate, _ changes: inout [(at: Double, by: CostRate)], inputsStable: Bool
    ) -> SizeCost {
        // Changes at one point are added up, so their order there does not matter.
        changes.stableRadixSort { $0.at }
        var result = SizeCost(breakpoints: [], rates: [leftmost])
        result.breakpoints.reserveCapacity(changes.count)
        result.rates.reserveCapacity(changes.count + 1)
        var rate = leftmost
        var lossless = true
        var k = 0
        while k < changes.count {
            let at = changes[k].at
            while k < changes.count, changes[k].at == at {
                rate += changes[k].by
                k += 1
            }
            let kept = result.append(rate, from: at)
            lossless = lossless && kept
        }
        result.isShiftStable = inputsStable && lossless && ratesCompareStably(result.rates)
        return result
    }

    /// Appends `rate` from `point` on, or nothing when it equals the last rate (the point is
    /// then no breakpoint).
    /// - Returns: false when the equal rates have unequal masses: a move of ranks would tell
    ///   them apart, so the cost is not shift-stable.
    private mutating func append(_ rate: CostRate, from point: Double) -> Bool {
        let last = rates[rates.count - 1]
        guard rate == last else {
            breakpoints.append(point)
            rates.append(rate)
            return true
        }
        return rate.mass == last.mass
    }

    /// The sum of two costs of one length, by merging their breakpoints (no sort, no
    /// list of changes: an item's cost plus its suppression, once per item).
    /// - Complexity: O(m) for m breakpoints in all.
    static func sum(_ a: SizeCost, _ b: SizeCost) -> SizeCost {
        merge(
            a.breakpoints.count, { a.breakpoints[$0] }, { a.rates[$0] }, b.breakpoints.count, { b.breakpoints[$0] },
            { b.rates[$0] }, stable: a.isShiftStable && b.isShiftStable)
    }

    /// ``sum(_:_:)`` of this cost and ``bounds(_:_:rate:)``, without making the bounds' cost
    /// (a view's own cost and its size bounds or ratio height: the bounds' two lists were
    /// two of the six allocations of each image's vertical cost).
    func addingBounds(_ lower: Double, _ upper: Double, rate: CostRate) -> SizeCost {
        guard let b = BoundsShape(lower, upper, rate: rate) else { return self }
        return Self.merge(
            breakpoints.count, { breakpoints[$0] }, { rates[$0] }, b.count, b.point, b.rate,
            stable: isShiftStable && Self.ratesCompareStably((0...b.count).lazy.map(b.rate)))
    }

    /// ``pull(to:below:above:)`` plus ``bounds(_:_:rate:)`` (nil when both are infinite),
    /// made in one merge without making either: an image's own height and the height its
    /// aspect ratio sets, made again for every image at a width change (the pull's two lists
    /// were half the allocations of it).
    static func pull(
        to target: Double, below: CostRate, above: CostRate, bounds lower: Double, _ upper: Double, rate: CostRate
    ) -> SizeCost? {
        guard let b = BoundsShape(lower, upper, rate: rate) else { return nil }
        let shrinking = -below
        func pullRate(_ k: Int) -> CostRate { k == 0 ? shrinking : above }
        let stable = ratesCompareStably((0...1).lazy.map(pullRate)) && ratesCompareStably((0...b.count).lazy.map(b.rate))
        return merge(1, { _ in target }, pullRate, b.count, b.point, b.rate, stable: stable)
    }

    /// The sum of two costs, each of `count` breakpoints and `count + 1` rates read through
    /// `point` and `rate`, shift-stable when `stable` is (both parts are) and the merge
    /// kept every rate apart.
    @inline(__always)
    private static func merge(
        _ aCount: Int, _ aPoint: (Int) -> Double, _ aRate: (Int) -> CostRate,
        _ bCount: Int, _ bPoint: (Int) -> Double, _ bRate: (Int) -> CostRate, stable: Bool
    ) -> SizeCost {
        // Each list made at its full size once (a list of one rate grown after was a third
        // allocation per sum).
        var breakpoints: [Double] = [], rates: [CostRate] = []
        breakpoints.reserveCapacity(aCount + bCount)
        rates.reserveCapacity(aCount + bCount + 1)
        rates.append(aRate(0) + bRate(0))
        var result = SizeCost(breakpoints: breakpoints, rates: rates)
        (breakpoints, rates) = ([], [])
        var i = 0, j = 0
        var lossless = true
        while i < aCount || j < bCount {
            let at = min(i < aCount ? aPoint(i) : .infinity, j < bCount ? bPoint(j) : .infinity)
            if i < aCount, aPoint(i) == at { i += 1 }
            if j < bCount, bPoint(j) == at { j += 1 }
            let kept = result.append(aRate(i) + bRate(j), from: at)
            lossless = lossless && kept
        }
        result.isShiftStable = stable && lossless && ratesCompareStably(result.rates)
        return result
    }

    /// The least cost of lengths that add up, with `gaps`, to the argument: items along a
    /// stack. Each part starts at its cheapest length; growing takes the lowest rates
    /// first, shrinking the lowest savings forfeited first.
    /// - Returns: nil when a part's cost has no minimum (it falls without bound).
    /// - Complexity: O(m log m) for m breakpoints in all.
    static func infimalConvolution(_ parts: [SizeCost], gaps: Double) -> SizeCost? {
        infimalConvolution(parts, picking: parts.indices, gaps: gaps)
    }

    /// ``infimalConvolution(_:gaps:)`` of the parts `costs[picked[0]]`, `costs[picked[1]]`,
    /// ...: read in place (an array of the parts would copy each, retaining its arrays).
    /// - Parameter shrinkLimit: when given, only the cost near its least point is exact:
    ///   the shrinking segments of weight up to this limit (no required part), the
    ///   cheapest of the others, taken as going on without end, and the cheapest growing
    ///   segment, likewise (``DirectLayout/leastPointShrinkLimit(of:axis:)`` says when no
    ///   more is ever read). Selected, not sorted: O(m + k log k) for k segments kept.
    static func infimalConvolution(
        _ costs: [SizeCost], picking picked: some Collection<Int>, gaps: Double, shrinkLimit: Int64? = nil
    ) -> SizeCost? {
        var start = gaps
        var up: [(length: Double, rate: CostRate)] = []
        var down: [(length: Double, rate: CostRate)] = []
        let segments = picked.reduce(0) { $0 + costs[$1].rates.count }
        up.reserveCapacity(segments)
        down.reserveCapacity(segments)
        var stable = true
        // The parts read in place by index (iterating them copied each, retaining its two
        // arrays).
        for p in picked {
            stable = stable && costs[p].isShiftStable
            guard let (anchor, k) = costs[p].cheapestStart() else { return nil }
            if costs[p].breakpoints.isEmpty {
                // Free: any length, at no cost, either way.
                up.append((.infinity, .zero))
                down.append((.infinity, .zero))
                continue
            }
            start += anchor
            let points = costs[p].breakpoints.count
            for j in k..<costs[p].rates.count {
                let length = j < points ? costs[p].breakpoints[j] - costs[p].breakpoints[j - 1] : .infinity
                up.append((length, costs[p].rates[j]))
            }
            for j in stride(from: k - 1, through: 0, by: -1) {
                let length = j >= 1 ? costs[p].breakpoints[j] - costs[p].breakpoints[j - 1] : .infinity
                down.append((length, -costs[p].rates[j]))
            }
        }
        if let limit = shrinkLimit {
            Self.keepNearLeast(&up, &down, shrinkLimit: limit)
            // Which segments were dropped depends on the rates as they are: never moved.
            stable = false
        }
        sortByRate(&up)
        sortByRate(&down)
        // The order of the parts' segments is the merge's one decision.
        stable = stable && sortedRatesCompareStably(up) && sortedRatesCompareStably(down)
        // Left of the start, built outwards and turned round in place.
        var points: [Double] = []
        var rates: [CostRate] = []
        points.reserveCapacity(down.count + up.count + 1)
        rates.reserveCapacity(down.count + up.count + 1)
        var at = start
        for segment in down {
            rates.append(-segment.rate)
            guard segment.length.isFinite else { break }
            at -= segment.length
            points.append(at)
        }
        points.reverse()
        rates.reverse()
        var result = SizeCost(breakpoints: points, rates: rates)
        (points, rates) = ([], [])
        result.breakpoints.append(start)
        at = start
        for segment in up {
            result.rates.append(segment.rate)
            guard segment.length.isFinite else { break }
            at += segment.length
            result.breakpoints.append(at)
        }
        let lossless = result.mergeEqualRates()
        result.isShiftStable = stable && lossless && ratesCompareStably(result.rates)
        return result
    }

    /// Keeps of a convolution's segments what is read near its least point (see
    /// ``infimalConvolution(_:picking:gaps:shrinkLimit:)``): the growing segment of least
    /// rate, made endless; the shrinking segments of weight up to `shrinkLimit` and no
    /// required part, and the cheapest of the rest, made endless. Every dropped segment
    /// costs at least as much as the endless one kept in its direction (the first in input
    /// order among equals, as a stable sort would put it first).
    private static func keepNearLeast(
        _ up: inout [(length: Double, rate: CostRate)], _ down: inout [(length: Double, rate: CostRate)],
        shrinkLimit: Int64
    ) {
        if let cheapest = up.indices.min(by: { up[$0].rate < up[$1].rate }) {
            up = [(.infinity, up[cheapest].rate)]
        }
        var kept: [(length: Double, rate: CostRate)] = []
        var boundary: (length: Double, rate: CostRate)?
        for segment in down {
            if segment.rate.required == 0 && segment.rate.weight <= shrinkLimit {
                kept.append(segment)
            } else if boundary.map({ segment.rate < $0.rate }) ?? true {
                boundary = (.infinity, segment.rate)
            }
        }
        // The kept ones sort before the boundary (lighter, or without a required part).
        if let boundary { kept.append(boundary) }
        down = kept
    }

    /// `F((length − gaps) / count)`: the cost of `count` equal items (fill equally) as a
    /// function of their total length with the gaps.
    /// - Returns: nil when a rate does not divide exactly by `count`.
    func stretched(over count: Int, gaps: Double) -> SizeCost? {
        guard count > 1 else { return shifted(by: gaps) }
        var divided: [CostRate] = []
        divided.reserveCapacity(rates.count)
        for rate in rates {
            guard let d = rate.divided(by: Int64(count)) else { return nil }
            divided.append(d)
        }
        var result = SizeCost(breakpoints: breakpoints.map { $0 * Double(count) + gaps }, rates: divided)
        result.isShiftStable = result.isShiftStable && isShiftStable
        return result
    }

    /// `G(c) = min over length ≤ c of F(length)`: the least cost of a length that may be
    /// anything up to the argument (an item inside a spanner). `F` while it falls, flat
    /// from its least value on.
    /// - Returns: nil when `F` has no least value to the left (it rises everywhere).
    func leastAtOrBelow() -> SizeCost? {
        guard let k = rates.firstIndex(where: { $0 >= .zero }) else { return self }
        guard k > 0 else {
            guard rates[0] == .zero else { return nil }
            var flat = SizeCost.free
            flat.isShiftStable = isShiftStable
            return flat
        }
        var result = SizeCost(breakpoints: Array(breakpoints[..<k]), rates: Array(rates[..<k]) + [.zero])
        result.isShiftStable = result.isShiftStable && isShiftStable
        return result
    }

    /// The one length at or below `limit` of least cost: `limit` itself while the cost
    /// still falls there, else the cost's own least point.
    /// - Returns: nil when there is none or more than one.
    func leastPoint(atOrBelow limit: Double) -> Double? {
        guard let k = rates.firstIndex(where: { $0 >= .zero }) else { return limit }
        guard k > 0 else { return nil }
        let least = breakpoints[k - 1]
        if limit <= least { return limit }
        // Flat right of the least point: every length from there up to `limit` is as cheap.
        return rates[k] == .zero ? nil : least
    }

    /// The left end of the cheapest lengths, and the index of the first rate at or above 0
    /// (the interval starting there); nil when the cost falls without bound.
    func cheapestStart() -> (anchor: Double, index: Int)? {
        guard let k = rates.firstIndex(where: { $0 >= .zero }) else { return nil }
        if k > 0 { return (breakpoints[k - 1], k) }
        // Rising from minus infinity: unbounded below; flat: start anywhere, say the
        // first breakpoint, with the flat stretch on the shrinking side.
        guard rates[0] == .zero else { return nil }
        return breakpoints.isEmpty ? (0, 0) : (breakpoints[0], 1)
    }

    /// The one length of least cost, or nil when there is none or more than one.
    func minimizer() -> Double? {
        guard let k = rates.firstIndex(where: { $0 >= .zero }), k > 0, rates[k] != .zero else { return nil }
        return breakpoints[k - 1]
    }

    /// Drops breakpoints with the same rate on both sides and intervals of zero length.
    /// - Returns: false when two merged rates had unequal masses (a move of ranks would
    ///   tell them apart).
    private mutating func mergeEqualRates() -> Bool {
        var lossless = true
        // Compacted in place: `points` breakpoints and `kept` rates are kept so far, never
        // past the ones still to be read.
        var points = 0, kept = 1
        for k in breakpoints.indices {
            let rate = rates[k + 1], point = breakpoints[k]
            if points > 0, breakpoints[points - 1] == point {
                // Zero-length interval: the rate after it replaces the one before.
                rates[kept - 1] = rate
                if kept >= 2, rates[kept - 2] == rate {
                    lossless = lossless && rates[kept - 2].mass == rate.mass
                    kept -= 1
                    points -= 1
                }
                continue
            }
            guard rate != rates[kept - 1] else {
                lossless = lossless && rates[kept - 1].mass == rate.mass
                continue
            }
            breakpoints[points] = point
            rates[kept] = rate
            points += 1
            kept += 1
        }
        breakpoints.removeLast(breakpoints.count - points)
        rates.removeLast(rates.count - kept)
        return lossless
    }
}

extension SizeCost {
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
        var left = rates[0] - w
        guard left < .zero else { return nil }
        let count = breakpoints.count
        var j = 0
        var pullAhead = true
        var isFirst = true
        while true {
            let point: Double, rate: CostRate
            if pullAhead, j == count || breakpoints[j] >= target {
                pullAhead = false
                if j < count, breakpoints[j] == target { j += 1 }
                (point, rate) = (target, rates[j] + w)
            } else if j < count {
                point = breakpoints[j]
                j += 1
                rate = pullAhead ? rates[j] - w : rates[j] + w
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
