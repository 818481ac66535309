/// Required bounds (``CostRate/required``): a user's size bounds and a view's required
/// content priorities and aspect ratio, in the node's own cost and checked after placing.
extension DirectLayout {
    /// Node `i`'s own cost on `axis`: its content size, its user size bounds, and on the
    /// vertical axis the height its aspect ratio sets (unless `ratioHeight` is false); nil
    /// when it has none of these.
    func ownCost(of i: Int, axis: Int, ratioHeight: Bool = true) -> SizeCost? {
        let user = userBounds.isEmpty ? nil : userBounds[i].map { ($0.lower[axis], $0.upper[axis]) }
        let ratio = axis == 1 && ratioHeight ? ratios.height(of: i).map { ($0, $0) } : nil
        let rate = CostRate.requiredBound * scale
        // A content size and one bound (an image's ratio height) in one merge.
        if user == nil || ratio == nil, let (lower, upper) = user ?? ratio,
            let pull = nodes[i].scaledPull(axis, scale: scale, base: base[i]),
            let cost = SizeCost.pull(to: pull.target, below: pull.below, above: pull.above, bounds: lower, upper, rate: rate)
        {
            return cost
        }
        var cost = nodes[i].ownCost(axis, scale: scale, base: base[i])
        func add(_ bound: (lower: Double, upper: Double)?) {
            guard let (lower, upper) = bound else { return }
            cost = cost.map { $0.addingBounds(lower, upper, rate: rate) } ?? SizeCost.bounds(lower, upper, rate: rate)
        }
        add(user)
        add(ratio)
        return cost
    }

    /// Whether every node's placed lengths keep its required bounds (its user size bounds,
    /// its required content priorities, its aspect ratio). A least cost breaks none when they
    /// can all hold (``CostRate/required`` outweighs any priority); when they cannot, the
    /// solver decides which to break and reports the conflict. Only the nodes this layout
    /// placed (``placedNodes``) are read: every other node's lengths and bounds are the last
    /// layout's, which held them (bounds change only where costs are computed, and those
    /// nodes are placed).
    func holdsRequiredBounds() -> Bool {
        for axis in 0..<2 {
            for k in placedNodes[axis].indices where !holdsRequiredBounds(placedNodes[axis][k]) { return false }
        }
        return true
    }

    /// Whether node `i`'s placed lengths keep its required bounds (a dead node has none).
    private func holdsRequiredBounds(_ i: Int) -> Bool {
        guard !nodes[i].isDead else { return true }
        for axis in 0..<2 {
            let length = lengths[axis][i]
            if let pull = nodes[i].content(axis) {
                if pull.below.required != 0 && length < pull.target { return false }
                if pull.above.required != 0 && length > pull.target { return false }
            }
            if !userBounds.isEmpty, let bounds = userBounds[i],
                length < bounds.lower[axis] || length > bounds.upper[axis]
            {
                return false
            }
        }
        if let ratio = ratios.ratio(of: i), lengths[1][i] != ratio.height(forWidth: lengths[0][i]) { return false }
        return true
    }
}
