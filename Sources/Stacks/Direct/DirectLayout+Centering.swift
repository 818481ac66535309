/// Equal-centering stacks at a length set from above (``CenteredRow``): the row each
/// placing reads from its items' costs, kept for the next width.
extension DirectLayout {
    /// Places an equal-centering stack's visible items along its axis: their lengths, and
    /// their offsets from the distances between their centers (``CenteredRow``).
    /// - Returns: false when an item has no one least-cost length, or no regime of the row
    ///   certifies its optimum (the tree goes to the solver).
    mutating func placeCentered(
        _ i: Int, canvasOrigin: Double, canvasLength: Double, axis: Int, _ lengths: inout [Double],
        _ offsets: inout [Double]
    ) -> Bool {
        guard let a = nodes[i].arrangement else { return false }
        let items = arrangements[a].items, visible = arrangements[a].visible
        // The gaps' rates in the frame the items' costs were computed in (a stack deep in
        // a kept subtree keeps an older base and factor than the plan's, as its items do).
        let frame = (base: costBase[i], scale: costScale[i])
        // Kept from the last placing while the costs and ranks are the ones it read.
        var row: CenteredRow
        if let kept = centeredRows[i], kept.base == frame.base, kept.scale == frame.scale {
            row = kept.row
        } else {
            var least: [Double] = [], shrinkRates: [CostRate] = [], shrinkLimits: [Double] = [], spacing: [Double] = []
            // At their sizes: the row keeps them (grown by doubling, a row of 10,000 items
            // held 0.36 MB of room it never used).
            least.reserveCapacity(visible.count)
            shrinkRates.reserveCapacity(visible.count)
            shrinkLimits.reserveCapacity(visible.count)
            spacing.reserveCapacity(visible.count)
            for (n, k) in visible.enumerated() {
                let cost = costs[axis][items[k]]
                guard let length = cost.minimizer() else { return false }
                // The rate left of the least point (``SizeCost/minimizer()``: it is
                // negative), and where it starts.
                let j = cost.pointPartition { $0 >= length }
                least.append(length)
                shrinkRates.append(-cost.rate(j))
                shrinkLimits.append(j > 0 ? cost.point(j - 1) : -.infinity)
                if n > 0 { spacing.append(arrangements[a].gapAfter[visible[n - 1]]) }
            }
            row = CenteredRow(
                least: least, shrinkRates: shrinkRates, shrinkLimits: shrinkLimits, spacing: spacing,
                // Shared with the arrangement in the plan's own frame (a copy was 0.3 MB
                // for a row of 10,000 items).
                rates: frame.base == 0 && frame.scale == 1
                    ? arrangements[a].centeringRates
                    : arrangements[a].centeringRates.map { $0.shiftingRanks(by: frame.base) * frame.scale },
                cheapestFirst: arrangements[a].centeringOrder)
            centeredRows[i] = (row, frame.base, frame.scale)
        }
        row.canvas = canvasLength
        guard let (placed, distances) = row.solve() else { return false }
        centeredRows[i]?.row.near = distances.first
        var center = canvasOrigin + placed[0] / 2
        for (n, k) in visible.enumerated() {
            if n > 0 { center += distances[n - 1] }
            lengths[items[k]] = placed[n]
            offsets[items[k]] = center - placed[n] / 2
        }
        return true
    }
}
