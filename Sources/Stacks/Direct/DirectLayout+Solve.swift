/// Costs bottom-up (`DirectLayout+Placement.swift` places lengths and positions top-down).
extension DirectLayout {
    /// Builds every node's cost per axis, children first (they follow their parent).
    /// - Returns: false when a hidden item's length has no unique optimum or a cost falls
    ///   without bound.
    mutating func computeCosts() -> Bool {
        growStorage(to: nodes.count)
        // One axis at a time: each axis's costs then lie together in memory, and a resize,
        // which places one axis, reads them in order (both axes node by node cost a width
        // change of 10,000 table cells a third more in cache misses).
        var sides = [Bool](repeating: true, count: nodes.count)
        if axesComputedNow.count == 1 { for i in nodes.indices.reversed() { deferVertical(i) } }
        for axis in axesComputedNow {
            for i in nodes.indices.reversed() where costIsRead[axis][i] {
                sidesStable = true
                guard let cost = cost(of: i, axis: axis) else { return false }
                costs[axis][i] = cost
                sides[i] = sides[i] && sidesStable
            }
        }
        for i in nodes.indices.reversed() { finishCosts(of: i, sidesStable: sides[i]) }
        return true
    }

    /// Computes node `i`'s costs on both axes from its children's (which must answer the
    /// current ranks), and whether its subtree is shift-stable.
    /// - Returns: false as ``computeCosts()``.
    mutating func computeCosts(of i: Int) -> Bool {
        sidesStable = true
        if axesComputedNow.count == 1 { deferVertical(i) }
        for axis in axesComputedNow where costIsRead[axis][i] {
            guard let cost = cost(of: i, axis: axis) else { return false }
            costs[axis][i] = cost
        }
        finishCosts(of: i, sidesStable: sidesStable)
        return true
    }

    /// The axes whose costs are computed as soon as asked: with aspect ratios the vertical
    /// costs wait for the widths (``deferVertical(_:)``).
    private var axesComputedNow: Range<Int> { ratios.count > 0 ? 0..<1 : 0..<2 }

    /// Notes that node `i`'s vertical cost is to be computed once the widths are placed: with
    /// aspect ratios, heights depend on them (``updateRatioHeights()``), and computing the
    /// vertical costs before as well did every vertical cost twice.
    mutating func deferVertical(_ i: Int) {
        if isVerticalPending.count < nodes.count {
            isVerticalPending += repeatElement(false, count: nodes.count - isVerticalPending.count)
        }
        guard !isVerticalPending[i] else { return }
        isVerticalPending[i] = true
        verticalPending.append(i)
    }

    /// Computes node `i`'s cost on `axis` again, its other axis's standing (both answer the
    /// current ranks), for a change that reaches one axis alone: a height an aspect ratio
    /// bounds. Its shift-stability can only be lost here (the other axis's side choices
    /// are not made again).
    /// - Returns: false as ``computeCosts()``.
    mutating func computeCost(of i: Int, axis: Int) -> Bool {
        let wasStable = stable[i]
        sidesStable = true
        if costIsRead[axis][i] {
            guard let cost = cost(of: i, axis: axis) else { return false }
            costs[axis][i] = cost
        }
        finishCosts(of: i, sidesStable: sidesStable && wasStable)
        return true
    }

    /// Records that node `i`'s costs are new: whether its subtree is shift-stable (its
    /// costs, its side choices, its children), and the base and factor they answer.
    private mutating func finishCosts(of i: Int, sidesStable: Bool) {
        // An equal-centering stack's kept row read the costs before these.
        if !centeredRows.isEmpty { centeredRows[i] = nil }
        forgetSharedChanges(touching: i)
        var subtreeStable = sidesStable && costs[0][i].isShiftStable && costs[1][i].isShiftStable
        if subtreeStable, let a = nodes[i].arrangement {
            subtreeStable = arrangements[a].items.allSatisfy { stable[$0] }
        }
        stable[i] = subtreeStable && nodes[i].pins.allSatisfy { stable[$0.node] }
        if !needsPlacing[i] {
            needsPlacing[i] = true
            placingQueue.append(i)
        }
        costBase[i] = base[i]
        costScale[i] = scale
    }

    /// Marks whether node `i`'s costs are read, from its parent's mark (the parent's cost
    /// reads every child's) or, for the root, from whether its length is fitted; and in any
    /// case where computing them leaves what placing the node's children needs: a fill or
    /// equal-spacing stack along its axis (the items' costs and their arrangement), a stack
    /// with hidden items along its axis (their lengths), a stack aligned other than fill
    /// across it (the suppressed costs), a scroll view (its content length). A fill-aligned
    /// or fill-equally stack, a container and a leaf place without costs: where nothing
    /// above reads them (a set root width, say), they are never computed.
    mutating func markCostsRead(_ i: Int) {
        let parent = parents[i]
        for axis in 0..<2 {
            var read = parent < 0 ? rootFitted[axis] : costIsRead[axis][parent]
            if read, let a = nodes[i].arrangement, axis == arrangements[a].axis,
                arrangements[a].distribution == .fillProportionally || arrangements[a].distribution == .equalCentering
                    || arrangements[a].sharedMember != nil
            {
                // Its cost as a function of its length has no closed form here (each item's
                // pull moves with the length; the gaps' equalities trade against the items'
                // lengths; a shared length ties it to other stacks): it is laid out only at a
                // length set from above.
                setLengthIsRead = true
            }
            if !read, nodes[i].contentRanks != nil {
                read = true
            } else if !read, let a = nodes[i].arrangement {
                // Fields read in place: a copy of the arrangement would retain its arrays.
                if axis == arrangements[a].axis {
                    read =
                        arrangements[a].distribution != .fillEqually
                        || arrangements[a].visible.count < arrangements[a].items.count
                } else {
                    read = arrangements[a].alignment != .fill
                }
            }
            costIsRead[axis][i] = read
        }
    }

    /// A rate node `i` holds (a stack's, or its items' hiding and suppression), its ranks
    /// counted from the node's base, times the common factor.
    private func rate(_ rate: CostRate?, of i: Int) -> CostRate? {
        rate.map { $0.shiftingRanks(by: base[i]) * scale }
    }

    /// The least cost of node `i`'s subtree as a function of its length on `axis`: its
    /// content size, its pinned subviews, and as a stack its items.
    private mutating func cost(of i: Int, axis: Int) -> SizeCost? {
        // Fields read in place: a copy of the node would retain its arrays.
        if let ranks = nodes[i].contentRanks { return scrollCost(of: i, axis: axis, rank: base[i] + ranks[axis]) }
        if nodes[i].pins.isEmpty && nodes[i].arrangement == nil {
            return ownCost(of: i, axis: axis) ?? .free
        }
        var parts = SizeCost.Parts()
        if let content = ownCost(of: i, axis: axis) { parts.append(content) }
        for pin in nodes[i].pins {
            // child.length = length + trail - lead
            parts.append(costs[axis][pin.node].shifted(by: pin.lead[axis] - pin.trail[axis]))
        }
        if let a = nodes[i].arrangement {
            // The arrangement's fields read in place: a copy of it retained its nine arrays
            // (twice per stack in a first layout).
            let items = arrangements[a].items, gaps = arrangements[a].visibleGaps
            let inset = arrangements[a].insetMin[axis] + arrangements[a].insetMax[axis]
            if axis == arrangements[a].axis {
                for item in items where nodes[item].isHidden {
                    // Laid out as if absent: its length only answers to its own pulls.
                    guard let hiding = rate(nodes[item].hiding, of: i) else { return nil }
                    let hidden = costs[axis][item].addingPull(to: 0, below: hiding, above: hiding)
                    sidesStable = sidesStable && hidden.isShiftStable
                    if ratios.ratio(of: item) != nil {
                        // Its height follows its width: the trade between the two
                        // (`DirectLayout+AspectRatios.swift`), never kept across a re-rank.
                        guard axis == 0, hidesAlongRow(item), let width = hiddenWidth(of: item, in: i, hiding: hidden)
                        else { return nil }
                        sidesStable = false
                        hiddenLengths[item] = width
                        continue
                    }
                    guard let length = hidden.minimizer() else { return nil }
                    hiddenLengths[item] = length
                }
                // The visible items' nodes: their costs are read in place from `costs[axis]`.
                let visible = arrangements[a].visible.map { items[$0] }
                let distribution = arrangements[a].distribution
                if distribution == .fillProportionally {
                    // Placed at a canvas length set from above, never read as a function of
                    // it (``setLengthIsRead``): no arrangement cost.
                } else if distribution == .equalCentering {
                    // Likewise; and placing it compares its gaps' rates with sums of its
                    // items' rates, which a move of ranks could turn round: never kept across
                    // one (its subtree is not shift-stable, so it is computed and placed again).
                    sidesStable = false
                } else if let member = arrangements[a].sharedMember {
                    // The other items' cost, for sharing what the shared length leaves; the
                    // stack's own is never read (``setLengthIsRead``).
                    let others = visible.filter { $0 != member }
                    guard let arrangement = SizeCost.infimalConvolution(costs[axis], picking: others, gaps: gaps)
                    else { return nil }
                    arrangementCosts[a] = arrangement
                } else if distribution == .equalSpacing {
                    guard let spaced = spacedCost(of: i, axis: axis, visible) else { return nil }
                    parts.append(spaced.shifted(by: inset))
                } else {
                    let shared =
                        distribution == .fillEqually
                        ? SizeCost.sum(costs[axis], picking: visible).stretched(over: visible.count, gaps: gaps)
                        : SizeCost.infimalConvolution(
                            costs[axis], picking: visible, gaps: gaps, shrinkLimit: leastPointShrinkLimit(of: i, axis: axis))
                    guard let arrangement = shared else { return nil }
                    arrangementCosts[a] = arrangement
                    parts.append(arrangement.shifted(by: inset))
                }
            } else if arrangements[a].alignment == .fill {
                parts.append(SizeCost.sum(costs[axis], picking: items).shifted(by: inset))
            } else if arrangements[a].baselineFit != nil {
                guard let across = baselineCost(of: i) else { return nil }
                parts.append(across.shifted(by: inset))
            } else {
                guard let across = alignedCost(of: i) else { return nil }
                parts.append(across.shifted(by: inset))
            }
        }
        return parts.total()
    }

    /// The least cost of scroll view `i` as a function of its length on `axis`. Its subviews
    /// are pinned to its content guide, whose length `g` is pulled to 0 at 0.001: their
    /// costs and that pull, as a function of `g`, make the content's cost. A subview tied to
    /// the scroll view's length (`sub.width == scroll.frame.width`) ties `g` to it; with no
    /// tie the content takes its least cost's length, whatever the scroll view's.
    /// - Returns: nil when two subviews tie the axis or an untied content length is not unique.
    private mutating func scrollCost(of i: Int, axis: Int, rank: Int64) -> SizeCost? {
        let node = nodes[i]
        let pull = CostRate(weight: 1, rank: rank) * scale
        var content: [SizeCost] = [.pull(to: 0, below: pull, above: pull)]
        var offset: Double?
        for pin in node.pins {
            // sub.length = g + trail - lead
            content.append(costs[axis][pin.node].shifted(by: pin.lead[axis] - pin.trail[axis]))
            guard let c = pin.tie(axis) else { continue }
            guard offset == nil else { return nil }
            // sub.length = L + c, so g = L + c - trail + lead
            offset = c - pin.trail[axis] + pin.lead[axis]
        }
        let contentCost = SizeCost.sum(content)
        let own = node.ownCost(axis, scale: scale, base: base[i])
        guard let offset else {
            sidesStable = sidesStable && contentCost.isShiftStable
            guard let length = contentCost.minimizer() else { return nil }
            scrollContents[i, default: ScrollContent()].lengths[axis] = length
            return own ?? .free
        }
        if axis == 0 { scrollContents[i, default: ScrollContent()].offsets.x = offset } else {
            scrollContents[i, default: ScrollContent()].offsets.y = offset
        }
        // F(L) = content(L + offset)
        let tied = contentCost.shifted(by: -offset)
        return own.map { SizeCost.sum($0, tied) } ?? tied
    }

    /// The least cost of an equal-spacing stack `i` as a function of its canvas length `C`
    /// (spec 3.6): the canvas fit (@49) on `C`, plus the items' least cost at any total up to
    /// `C` less the widest spacing between them at each gap, since the gaps, all equal and
    /// each at least its spacing, take the rest at no cost. One item takes `C`. Keeps the
    /// items' infimal convolution for ``place(children:axis:lengths:offsets:)``.
    /// - Parameter visible: the visible items' nodes.
    /// - Returns: nil when a cost falls without bound.
    private mutating func spacedCost(of i: Int, axis: Int, _ visible: [Int]) -> SizeCost? {
        guard let a = nodes[i].arrangement, let fit = rate(arrangements[a].canvasFit, of: i) else {
            return nil
        }
        let fitting = SizeCost.pull(to: 0, below: fit, above: fit)
        guard visible.count > 1 else { return SizeCost.sum(costs[axis][visible[0]], fitting) }
        guard let items = SizeCost.infimalConvolution(costs[axis], picking: visible, gaps: 0),
            let capped = items.leastAtOrBelow()
        else {
            return nil
        }
        arrangementCosts[a] = items
        return SizeCost.sum(capped.shifted(by: arrangements[a].leastGaps), fitting)
    }

    /// The least cost of a stack aligned other than fill as a function of its canvas's cross
    /// length `C` (spec 3.7): the spanner (or, with one item, the canvas) encloses every
    /// visible item and is pulled to 0; each item, pulled to 0 by its ambiguity suppression,
    /// may take any length up to `C`, so it costs the least of its cost at or below `C`. A
    /// hidden item is only lined up, so its length answers to its own pulls alone.
    /// - Returns: nil when a hidden item's length has no unique optimum.
    private mutating func alignedCost(of i: Int) -> SizeCost? {
        guard let a = nodes[i].arrangement, let fit = rate(arrangements[a].fit, of: i) else { return nil }
        var sum = SizeCost.CappedSum(
            base: .pull(to: 0, below: fit, above: fit), capacity: 2 * arrangements[a].visible.count)
        guard addSuppressedItems(of: i, to: &sum, offsets: nil) else { return nil }
        return sum.result()
    }

    /// Adds to `sum` each visible item's least cost at or below the canvas length, its cost
    /// taken with its ambiguity suppression and moved by `-offsets[k]` (a baseline's
    /// distance), keeping in ``cappedLengths`` what placing it needs; a hidden item's least
    /// point goes to ``hiddenCrossLengths`` (it is only lined up).
    /// - Returns: false when a hidden item's length is not unique.
    private mutating func addSuppressedItems(of i: Int, to sum: inout SizeCost.CappedSum, offsets: [Double]?) -> Bool {
        guard let a = nodes[i].arrangement else { return false }
        let axis = 1 - arrangements[a].axis
        for (k, item) in arrangements[a].items.enumerated() {
            guard let suppression = rate(nodes[item].suppression, of: i) else { return false }
            if nodes[item].isHidden {
                let hidden = SizeCost.CappedSum.hiddenItem(costs[axis][item], suppressedBy: suppression)
                sidesStable = sidesStable && hidden.stable
                guard let length = hidden.length else { return false }
                hiddenCrossLengths[item] = length
            } else {
                cappedLengths[item] = sum.add(
                    item: costs[axis][item], suppressedBy: suppression, shiftedBy: -(offsets?[k] ?? 0))
            }
        }
        return true
    }

    /// The least cost of a baseline-aligned row `i` as a function of its canvas height `C`
    /// (spec 3.7, 3.8). Item k's top sits `d_k` above the common baseline (first baseline),
    /// or its bottom `d_k` below it (last baseline). With `u` the baseline's distance from
    /// the canvas's bottom (first) or top (last), the spanner spans `u + max d` over the
    /// visible items and each visible item may take any height up to `u + d_k`; item 0
    /// must stay inside the canvas, so `u ≤ C − d₀`. Hence the canvas fit (@49) on `C`, plus
    /// `H(u)` = the spanner's fit (@51) on `u + max d` and each visible item's least cost at
    /// or below `u + d_k`, at its least for `u` up to `C − d₀`. Keeps `H` for placing
    /// (in ``baselineCosts``: ``arrangementCosts`` holds the same stack's main axis).
    /// - Returns: nil when a hidden item's height has no unique optimum.
    private mutating func baselineCost(of i: Int) -> SizeCost? {
        guard let a = nodes[i].arrangement, let fit = rate(arrangements[a].fit, of: i),
            let canvasFit = rate(arrangements[a].baselineFit, of: i)
        else { return nil }
        let offsets = arrangements[a].baselineOffsets
        let widest = arrangements[a].visible.map { offsets[$0] }.max() ?? 0
        // As functions of u: cost(u + d_k).
        var sum = SizeCost.CappedSum(
            base: .pull(to: -widest, below: fit, above: fit), capacity: 2 * arrangements[a].visible.count)
        guard addSuppressedItems(of: i, to: &sum, offsets: offsets), let spanned = sum.result(),
            let capped = spanned.leastAtOrBelow()
        else { return nil }
        baselineCosts[a] = spanned
        let canvasPull = SizeCost.pull(to: 0, below: canvasFit, above: canvasFit)
        return SizeCost.sum(capped.shifted(by: offsets[0]), canvasPull)
    }
}
