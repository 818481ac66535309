/// Costs bottom-up, lengths and positions top-down.
extension DirectLayout {
    /// Builds every node's cost per axis, children first (they follow their parent).
    /// - Returns: false when some cost has no unique minimum where one is needed.
    mutating func computeCosts() -> Bool {
        arrangementCosts = Array(repeating: nil, count: nodes.count)
        hiddenLengths = Array(repeating: 0, count: nodes.count)
        for axis in 0..<2 {
            costs[axis] = Array(repeating: .free, count: nodes.count)
            for i in nodes.indices.reversed() {
                guard let cost = cost(of: i, axis: axis) else { return false }
                costs[axis][i] = cost
            }
        }
        return true
    }

    /// The least cost of node `i`'s subtree as a function of its length on `axis`: its
    /// content size, its pinned subviews, and as a stack its items.
    private mutating func cost(of i: Int, axis: Int) -> SizeCost? {
        let node = nodes[i]
        var parts: [SizeCost] = []
        if let content = node.content[axis] { parts.append(content) }
        for pin in node.pins {
            // child.length = length + trail - lead
            parts.append(costs[axis][pin.node].shifted(by: pin.lead[axis] - pin.trail[axis]))
        }
        if let stack = node.stack {
            let inset = stack.insetMin[axis] + stack.insetMax[axis]
            if axis == stack.axis {
                var visible: [SizeCost] = []
                var gaps = 0.0
                var previous: Int?
                for (k, item) in stack.items.enumerated() {
                    if nodes[item].view.isHidden {
                        // Laid out as if absent: its length only answers to its own pulls.
                        guard let hiding = nodes[item].hiding,
                            let length = SizeCost.sum([costs[axis][item], .pull(to: 0, below: hiding, above: hiding)])
                                .minimizer()
                        else { return nil }
                        hiddenLengths[item] = length
                        continue
                    }
                    if let p = previous { gaps += stack.gapAfter[p] }
                    previous = k
                    visible.append(costs[axis][item])
                }
                guard let arrangement = SizeCost.infimalConvolution(visible, gaps: gaps) else { return nil }
                arrangementCosts[i] = arrangement
                parts.append(arrangement.shifted(by: inset))
            } else {
                parts.append(SizeCost.sum(stack.items.map { costs[axis][$0] }).shifted(by: inset))
            }
        }
        return parts.isEmpty ? .free : SizeCost.sum(parts)
    }

    /// Every view's frame for a root of the given size (nil: its compressed fitting size).
    /// - Returns: the frames in node order, or nil when some length is not unique.
    /// - Complexity: O(n log b) for n views whose costs have at most b breakpoints.
    func solve(width: Double?, height: Double?) -> [Rect]? {
        var lengths = [[Double]](repeating: [Double](repeating: 0, count: nodes.count), count: 2)
        var origins = lengths
        for (axis, fixed) in [width, height].enumerated() {
            let fitting = CostRate(weight: 50_000, rank: rootRanks[axis])
            guard
                let rootLength = fixed
                    ?? SizeCost.sum([costs[axis][0], .pull(to: 0, below: fitting, above: fitting)]).minimizer()
            else { return nil }
            lengths[axis][0] = rootLength
            for i in nodes.indices {
                guard place(children: i, axis: axis, lengths: &lengths[axis], origins: &origins[axis]) else {
                    return nil
                }
            }
        }
        let rootWidth = lengths[0][0]
        return nodes.indices.map { i in
            let x = rightToLeft ? rootWidth - origins[0][i] - lengths[0][i] : origins[0][i]
            return Rect(x: x + 0, y: origins[1][i] + 0, width: lengths[0][i] + 0, height: lengths[1][i] + 0)
        }
    }

    /// Sets the lengths and origins of node `i`'s children on `axis` from its own.
    private func place(children i: Int, axis: Int, lengths: inout [Double], origins: inout [Double]) -> Bool {
        let length = lengths[i], origin = origins[i]
        for pin in nodes[i].pins {
            lengths[pin.node] = length + pin.trail[axis] - pin.lead[axis]
            origins[pin.node] = origin + pin.lead[axis]
        }
        guard let stack = nodes[i].stack else { return true }
        let canvasOrigin = origin + stack.insetMin[axis]
        let canvasLength = length - stack.insetMin[axis] - stack.insetMax[axis]
        guard axis == stack.axis else {
            for item in stack.items {
                lengths[item] = canvasLength
                origins[item] = canvasOrigin
            }
            return true
        }
        let visible = stack.items.indices.filter { !nodes[stack.items[$0]].view.isHidden }
        guard let arrangement = arrangementCosts[i],
            let shares = share(
                canvasLength, of: arrangement, among: visible.map { costs[axis][stack.items[$0]] },
                gaps: zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.gapAfter[$1.0] })
        else { return false }
        var position = canvasOrigin
        for (k, index) in visible.enumerated() {
            let item = stack.items[index]
            lengths[item] = shares[k]
            origins[item] = position
            position += shares[k] + stack.gapAfter[index]
        }
        // Hidden items sit beside the visible item before them (spec 3.4).
        guard let first = visible.first, let last = visible.last else { return false }
        var previous: Int?
        for index in stack.items.indices {
            let item = stack.items[index]
            guard nodes[item].view.isHidden else {
                previous = index
                continue
            }
            lengths[item] = hiddenLengths[item]
            if let p = previous {
                let gap = index < last ? stack.gapAfter[p] / 2 : 0
                origins[item] = origins[stack.items[p]] + lengths[stack.items[p]] + gap
            } else {
                origins[item] = origins[stack.items[first]] - lengths[item]
            }
        }
        return true
    }

    /// Shares `total` among items whose lengths and `gaps` add up to it, at least cost.
    ///
    /// The rate of `arrangement` (their infimal convolution) at `total` is the marginal
    /// rate every item must be at: an item whose cost has that rate on an interval takes
    /// the rest; every other item sits where its rate crosses it.
    /// - Returns: the lengths, or nil when two items could take the rest equally well.
    private func share(_ total: Double, of arrangement: SizeCost, among items: [SizeCost], gaps: Double) -> [Double]? {
        let points = arrangement.breakpoints
        var k = points.partitioningIndex { $0 >= total }
        if k > 0, closeEnough(points[k - 1], total) { k -= 1 }
        // At a breakpoint every item sits at a breakpoint of its own; inside an interval one
        // item (the one with the interval's rate) is free to move.
        let atPoint = k < points.count && closeEnough(points[k], total)
        let rate = arrangement.rates[atPoint ? k + 1 : k]
        var shares: [Double] = []
        shares.reserveCapacity(items.count)
        var flexible: Int?
        for (n, item) in items.enumerated() {
            let j = item.rates.partitioningIndex { $0 >= rate }
            if !atPoint, j < item.rates.count, item.rates[j] == rate {
                guard flexible == nil else { return nil }
                flexible = n
                shares.append(0)
                continue
            }
            guard j > 0 else { return nil }
            shares.append(item.breakpoints[j - 1])
        }
        if let n = flexible {
            shares[n] = total - gaps - shares.reduce(0, +)
        } else if !atPoint {
            return nil
        }
        return shares
    }

    private func closeEnough(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, given that all elements that do
    /// come after all that do not (binary search).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
