/// Sharing a length among a stack's visible items at placing: where each item's cost
/// meets the rate of the stack's arrangement at its canvas length (fill, equal spacing, a
/// shared length), and fill proportionally, whose items' pulls are made at placing.
extension DirectLayout {
    /// Shares `total` among a stack's visible items (`visible` positions in `items`), whose
    /// lengths and `gaps` add up to it, at least cost, writing their lengths.
    ///
    /// The rate of `arrangement` (their infimal convolution) at `total` is the marginal rate
    /// every item must be at: an item whose cost has that rate on an interval takes the
    /// rest; every other item sits where its rate crosses it. Item `skipped` (a row's
    /// shared member, its length set) is left out.
    /// - Returns: false when two items could take the rest equally well.
    func share(
        _ total: Double, of arrangement: SizeCost, among items: [Int], _ visible: [Int], skipping skipped: Int = -1,
        gaps: Double, axis: Int, lengths: inout [Double]
    ) -> Bool {
        share(total, of: arrangement, among: items, visible, skipping: skipped, gaps: gaps, lengths: &lengths) {
            // The item's cost read in place (a copy would retain its arrays).
            Self.step(of: costs[axis][items[visible[$0]]], at: $1, atPoint: $2)
        }
    }

    /// ``share(_:of:among:_:skipping:gaps:axis:lengths:)`` with each item's cost given by `step`:
    /// for the n-th visible item, a rate and whether the total is at a breakpoint of
    /// `arrangement`, the item's length there (``step(of:at:atPoint:)``).
    func share(
        _ total: Double, of arrangement: SizeCost, among items: [Int], _ visible: [Int], skipping skipped: Int = -1,
        gaps: Double, lengths: inout [Double], step: (_ n: Int, _ rate: CostRate, _ atPoint: Bool) -> Step
    ) -> Bool {
        var k = arrangement.pointPartition { $0 >= total }
        if k > 0, closeEnough(arrangement.point(k - 1), total) { k -= 1 }
        // At a breakpoint every item sits at a breakpoint of its own; inside an interval one
        // item (the one with the interval's rate) is free to move.
        let atPoint = k < arrangement.pointCount && closeEnough(arrangement.point(k), total)
        let rate = arrangement.rate(atPoint ? k + 1 : k)
        var flexible: Int?
        var taken = 0.0
        for (n, position) in visible.enumerated() where items[position] != skipped {
            let item = items[position]
            switch step(n, rate, atPoint) {
            case .flexible:
                guard flexible == nil else { return false }
                flexible = item
            case .at(let length):
                lengths[item] = length
                taken += length
            case .none:
                return false
            }
        }
        if let item = flexible {
            lengths[item] = total - gaps - taken
        } else if !atPoint {
            return false
        }
        return true
    }

    /// Where one item of a stack sits when the stack's marginal rate is `rate`.
    enum Step {
        /// At this length: where its own rate crosses `rate`.
        case at(Double)
        /// Anywhere on an interval of its own at `rate`: it takes the rest.
        case flexible
        /// Nowhere (its cost never reaches the rate from below).
        case none
    }

    /// Where an item of cost `cost` sits at the stack's marginal rate `rate`, the total at a
    /// breakpoint of the stack's cost or not.
    static func step(of cost: SizeCost, at rate: CostRate, atPoint: Bool) -> Step {
        let j = cost.ratePartition { $0 >= rate }
        if !atPoint, j <= cost.pointCount, cost.rate(j) == rate { return .flexible }
        // Past the last point only if the costs were not in one frame (a bug): the solver then.
        return j > 0 && j <= cost.pointCount ? .at(cost.point(j - 1)) : .none
    }

    /// Shares the canvas length `C` of fill-proportionally stack `i` among its visible
    /// items along its axis (spec 3.5): each item's cost plus the pull of its
    /// `length == m × C` at the rate of its priority, at least cost, which is where the
    /// rates of those costs meet (as in ``share(_:of:among:_:skipping:gaps:axis:lengths:)``).
    /// - Returns: false when the lengths are not unique.
    func shareProportionally(_ canvasLength: Double, in i: Int, axis: Int, lengths: inout [Double]) -> Bool {
        guard let a = nodes[i].arrangement else { return false }
        if let shared = shareProportionallyAtOneItem(canvasLength, in: i, axis: axis, lengths: &lengths) { return shared }
        let items = arrangements[a].items, visible = arrangements[a].visible
        var pulled: [SizeCost] = []
        pulled.reserveCapacity(visible.count)
        for k in visible {
            guard let (target, w) = proportionalPull(k, of: i, canvasLength: canvasLength) else {
                pulled.append(costs[axis][items[k]])
                continue
            }
            pulled.append(costs[axis][items[k]].addingPull(to: target, below: w, above: w))
        }
        guard let arrangement = SizeCost.infimalConvolution(pulled, gaps: arrangements[a].visibleGaps) else {
            return false
        }
        return share(
            canvasLength, of: arrangement, among: items, visible, gaps: arrangements[a].visibleGaps, lengths: &lengths
        ) { Self.step(of: pulled[$0], at: $1, atPoint: $2) }
    }

    /// Item `k` of fill-proportionally stack `i`: the target `m × C` of its pull and its
    /// rate, in the frame the items' costs were computed in (a stack deep in a kept subtree
    /// keeps an older base and factor than the plan's); nil when its pull is required
    /// (`m` = 1, which the canvas connections already hold).
    private func proportionalPull(_ k: Int, of i: Int, canvasLength: Double) -> (target: Double, rate: CostRate)? {
        guard let a = nodes[i].arrangement, let proportion = arrangements[a].proportionRates[k] else { return nil }
        return (arrangements[a].proportions[k] * canvasLength, proportion.shiftingRanks(by: costBase[i]) * costScale[i])
    }

    /// ``shareProportionally(_:in:axis:lengths:)`` where one item takes the whole difference
    /// between the canvas and the items' cheapest lengths (the common case: every item at
    /// its share, the last, least binding one absorbing what the spacing leaves): then the
    /// arrangement's first segment that way is that item's, and unbounded, so no merge is
    /// needed. The lengths are the general path's, bit for bit (the same sums in the same
    /// order): a width change costs O(n) instead of a merge of every item's pulled cost.
    /// - Returns: whether the lengths are unique, or nil when the general path must decide
    ///   (a segment that ends, a tie, a flat or unbounded cost).
    private func shareProportionallyAtOneItem(
        _ canvasLength: Double, in i: Int, axis: Int, lengths: inout [Double]
    ) -> Bool? {
        guard let a = nodes[i].arrangement else { return nil }
        let items = arrangements[a].items, visible = arrangements[a].visible, gaps = arrangements[a].visibleGaps
        var cheapest: [SizeCost.PulledMinimum] = []
        cheapest.reserveCapacity(visible.count)
        var start = gaps
        for k in visible {
            guard let (target, w) = proportionalPull(k, of: i, canvasLength: canvasLength),
                let least = costs[axis][items[k]].minimum(pulledTo: target, by: w) else { return nil }
            cheapest.append(least)
            start += least.point
        }
        // As `share` finds the total among the arrangement's points (only `start` that way).
        let growing: Bool
        if closeEnough(start, canvasLength) {
            for (n, k) in visible.enumerated() { lengths[items[k]] = cheapest[n].point }
            return true
        } else {
            growing = canvasLength > start
        }
        // The cheapest rate that way, held by one item over an unbounded segment.
        var taker = 0
        for n in cheapest.indices.dropFirst() {
            let (rate, best) = growing ? (cheapest[n].above, cheapest[taker].above) : (cheapest[n].below, cheapest[taker].below)
            if rate < best { taker = n }
        }
        let rate = growing ? cheapest[taker].above : cheapest[taker].below
        guard growing ? cheapest[taker].isLastPoint : cheapest[taker].isFirstPoint else { return nil }
        for n in cheapest.indices where n != taker && (growing ? cheapest[n].above : cheapest[n].below) == rate {
            return false
        }
        var taken = 0.0
        for (n, k) in visible.enumerated() where n != taker {
            lengths[items[k]] = cheapest[n].point
            taken += cheapest[n].point
        }
        lengths[items[visible[taker]]] = canvasLength - gaps - taken
        return true
    }

    func closeEnough(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
