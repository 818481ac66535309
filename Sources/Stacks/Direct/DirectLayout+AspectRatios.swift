/// Aspect ratios: a user's required `view.height == m × view.width + c`
/// (``PinTable/AspectRatio``).
///
/// A ratio ties a view's two axes, which the plan lays out apart. It is taken when the
/// view's width is *rigid*: set by required constraints alone once the root's width is
/// (an item of a fill-equally stack, an item across a fill-aligned stack, a pinned
/// subview, each inside something rigid, or a width bounded to one value). Then every
/// layout that keeps the required constraints gives the view the same width, whatever any
/// priority on the other axis wants, so the width placed first is the optimum's, and the
/// height is `m × width + c` exactly as a required size bound (``RatioTable``) for the
/// vertical axis, laid out after. A ratio on a view whose width is not rigid leaves the
/// tree to the solver, which trades the two axes' priorities against each other.
extension DirectLayout {
    /// The plan's aspect ratios per node, and the heights they bound the vertical costs to.
    /// Per-node arrays, made when the first view with a ratio is planned (a plan without
    /// ratios holds none).
    struct RatioTable {
        /// Each node's ratio, ``none`` for none: without an optional's tag byte, 16 bytes a
        /// node instead of 24.
        private var byNode: [PinTable.AspectRatio] = []
        /// What ``byNode`` holds for none (no ratio read from a constraint is NaN: a
        /// non-finite number leaves the constraint out).
        private static let none = PinTable.AspectRatio(multiplier: .nan, constant: .nan)
        /// The height each node's vertical cost is bound to (NaN: none yet).
        private var heights: [Double] = []
        /// The nodes that hold or held a ratio, each once, in the order met.
        private(set) var nodes = NodeList()
        private var isListed: [Bool] = []
        /// The nodes that lost their ratio since the last layout (their costs still hold
        /// its height bound).
        var dropped: [Int] = []
        /// The nodes whose ratio came, went or changed since the last layout.
        var changed: [Int] = []
        /// How many nodes hold a ratio.
        private(set) var count = 0

        /// Whether there is nothing to do: no ratio, none dropped.
        var isEmpty: Bool { count == 0 && dropped.isEmpty }

        func ratio(of i: Int) -> PinTable.AspectRatio? {
            i < byNode.count && !byNode[i].multiplier.isNaN ? byNode[i] : nil
        }

        func height(of i: Int) -> Double? { i < heights.count && !heights[i].isNaN ? heights[i] : nil }

        mutating func setHeight(_ height: Double, of i: Int) { heights[i] = height }

        /// Gives node `i` a ratio (or none): its height is bound again at the next layout.
        /// - Parameter room: how many nodes the plan has room for: the lists grow to it at
        ///   once (grown node by node as a grid was planned, they cost a thousand
        ///   instructions per image).
        mutating func set(_ ratio: PinTable.AspectRatio?, of i: Int, room: Int) {
            if i >= byNode.count {
                guard ratio != nil else { return }
                let added = max(i + 1, room) - byNode.count
                byNode += repeatElement(Self.none, count: added)
                heights += repeatElement(.nan, count: added)
                isListed += repeatElement(false, count: added)
            }
            let old = self.ratio(of: i)
            guard old != ratio else { return }
            byNode[i] = ratio ?? Self.none
            changed.append(i)
            count += (ratio != nil ? 1 : 0) - (old != nil ? 1 : 0)
            if ratio == nil && !heights[i].isNaN { dropped.append(i) }
            heights[i] = .nan
            if !isListed[i] {
                isListed[i] = true
                nodes.append(i)
            }
        }
    }

    /// Whether node `i` is a hidden leaf along a horizontal stack aligned leading, center or
    /// trailing: its width and height answer to its own pulls alone (hidden along, only
    /// lined up across), so its ratio is a trade between them that the stack's cost makes
    /// (``hiddenWidth(of:in:hiding:)``).
    func hidesAlongRow(_ i: Int) -> Bool {
        let p = parents[i]
        guard p >= 0, nodes[i].isHidden, nodes[i].arrangement == nil, nodes[i].pins.isEmpty,
            nodes[i].contentRanks == nil, let a = nodes[p].arrangement
        else { return false }
        // Fields read in place: a copy of the arrangement would retain its arrays.
        return arrangements[a].axis == 0 && arrangements[a].alignment != .fill && arrangements[a].baselineFit == nil
            && arrangements[a].items.contains(i)
    }

    /// The width of hidden item `i` of horizontal stack `p` (``hidesAlongRow(_:)``) whose
    /// aspect ratio ties its height `h = m × w + c`: the least point of `X(w) + Y(m × w + c)`,
    /// `X` its horizontal cost with the hiding's pull, `Y` its vertical cost with its ambiguity
    /// suppression. Both are convex, so the sum is, for `m > 0`; its rate between points is
    /// `X' + m × Y'`, compared part by part (required, weight, rank) in floating point.
    /// - Returns: nil when a rate's sign is not certain (a part that cancels, or nearly:
    ///   the solver decides ties the factor `m` makes), when the least point is not unique,
    ///   or for `m ≤ 0`.
    func hiddenWidth(of i: Int, in p: Int, hiding x: SizeCost) -> Double? {
        guard let ratio = ratios.ratio(of: i), ratio.multiplier > 0,
            let suppression = nodes[i].suppression.map({ $0.shiftingRanks(by: base[p]) * scale })
        else { return nil }
        let own = ownCost(of: i, axis: 1, ratioHeight: false) ?? .free
        let y = SizeCost.sum(own, .pull(to: 0, below: suppression, above: suppression))
        let m = ratio.multiplier
        // The points of both, as widths, in order; each interval's rates are read at its
        // middle (a point of `Y` mapped to a width and back may round to either side).
        var points = x.breakpoints + y.breakpoints.map { ($0 - ratio.constant) / m }
        points.sort()
        points = points.indices.compactMap { k in k > 0 && points[k] == points[k - 1] ? nil : points[k] }
        func rate(_ cost: SizeCost, at point: Double) -> CostRate {
            cost.rate(cost.pointPartition { $0 > point })
        }
        /// -1, 0 or 1 for `X' + m × Y'`; nil when uncertain.
        func sign(_ xr: CostRate, _ yr: CostRate) -> Int? {
            for (u, v) in [(xr.required, yr.required), (xr.weight, yr.weight), (xr.rank, yr.rank)] {
                guard u != 0 || v != 0 else { continue }
                let sum = Double(u) + m * Double(v)
                guard abs(sum) > 1e-9 * (abs(Double(u)) + abs(m * Double(v))) else { return nil }
                return sum < 0 ? -1 : 1
            }
            return 0
        }
        // Left of every point: the leftmost rates.
        guard sign(x.rate(0), y.rate(0)) == -1 else { return nil }
        for (k, point) in points.enumerated() {
            let middle = k + 1 < points.count ? (point + points[k + 1]) / 2 : point + max(1, abs(point))
            guard let s = sign(rate(x, at: middle), rate(y, at: m * middle + ratio.constant)), s != 0 else {
                return nil
            }
            if s > 0 { return point }
        }
        return nil
    }

    /// Sets each ratio view's height bound from its placed width, and computes the vertical
    /// costs that wait (``deferVertical(_:)``): the views whose height bound moved, their
    /// ancestors, and what the edit or the plan computed on the horizontal axis alone.
    /// Only the views placed on the horizontal axis in this layout (``placedNodes``) or whose
    /// ratio changed are read: every other width, and so height, is the last layout's.
    /// - Returns: whether any vertical cost was computed (the vertical axis must be placed
    ///   again), or nil when a cost cannot be computed.
    mutating func updateRatioHeights() -> Bool? {
        for i in ratios.dropped where !nodes[i].isDead { deferVertical(i) }
        ratios.dropped = []
        func bindHeight(_ i: Int) {
            guard !nodes[i].isDead, let ratio = ratios.ratio(of: i) else { return }
            let height = ratio.height(forWidth: lengths[0][i])
            guard ratios.height(of: i) != height else { return }
            ratios.setHeight(height, of: i)
            deferVertical(i)
        }
        for k in placedNodes[0].indices { bindHeight(placedNodes[0][k]) }
        for k in ratios.changed.indices { bindHeight(ratios.changed[k]) }
        guard !verticalPending.isEmpty else { return false }
        // Each pending node's ancestors too, then children before parents (they come after).
        var k = 0
        while k < verticalPending.count {
            let parent = parents[verticalPending[k]]
            if parent >= 0 { deferVertical(parent) }
            k += 1
        }
        var pending = verticalPending
        verticalPending = []
        pending.sortDescending()
        for i in pending {
            isVerticalPending[i] = false
            guard computeCost(of: i, axis: 1) else {
                for j in pending { isVerticalPending[j] = false }
                return nil
            }
        }
        return true
    }
}
