/// Lengths and positions top-down: a solution for a root length, from the costs
/// (`DirectLayout+Solve.swift` computes them bottom-up).
extension DirectLayout {
    /// Lays the tree out for a root of the given size (nil: its compressed fitting size).
    /// An axis whose root length did not change keeps its solution.
    /// - Returns: false when some length is not unique.
    /// - Complexity: O(n log b) for n views whose costs have at most b breakpoints.
    mutating func solve(width: Double?, height: Double?) -> Bool {
        if ratios.count == 0 {
            (rigidWidths, rigidityRoots) = ([], [])
        } else {
            guard ratioWidthsStayRigid() else { return false }
        }
        let checksPlaced = !boundedNodes.isEmpty || !ratios.isEmpty
        for axis in 0..<2 { placedNodes[axis].removeAll(keepingCapacity: true) }
        for (axis, fixed) in [width, height].enumerated() {
            if axis == 1 && !(ratios.isEmpty && verticalPending.isEmpty) {
                // The widths are placed: the heights their ratios set bound the vertical costs.
                guard let moved = updateRatioHeights() else { return false }
                if moved { solvedRootLength[1] = nil }
            }
            let fitting = CostRate(weight: Self.fittingWeight, rank: rootRanks[axis]) * scale
            // A fitted root: the least point of its cost plus the fitting pull, read without
            // making that sum (a copy of the whole tree's cost on every edit).
            guard let rootLength = fixed ?? costs[axis][0].minimum(pulledTo: 0, by: fitting)?.point else {
                return false
            }
            if solvedRootLength[axis] == rootLength { continue }
            solvedRootLength[axis] = nil
            // Taken out, so that they are changed in place.
            var lengths = self.lengths[axis], offsets = self.offsets[axis]
            (self.lengths[axis], self.offsets[axis]) = ([], [])
            guard
                place(axis: axis, rootLength: rootLength, lengths: &lengths, offsets: &offsets, recording: checksPlaced)
            else { return false }
            self.lengths[axis] = lengths
            self.offsets[axis] = offsets
            solvedRootLength[axis] = rootLength
        }
        for i in placingQueue { needsPlacing[i] = false }
        placingQueue.removeAll(keepingCapacity: true)
        ratios.changed = []
        return !checksPlaced || holdsRequiredBounds()
    }

    /// Places the tree on `axis` top-down, over the last solution: only the nodes whose
    /// length changed or whose costs were computed since place their children; every other
    /// subtree's lengths and offsets stand. Offsets are relative to the parent, so a subtree
    /// that only moved needs no change, and its frames come out of the same arithmetic as a
    /// fresh layout's, bit for bit.
    ///
    /// The nodes waiting are bits in node order (children come after their parents), so the
    /// placement visits only them: a scan of every node, a copy of every length to compare
    /// with and an array of every origin were a third of an edit of 10,000 table cells.
    /// - Returns: false when some length is not unique.
    /// - Complexity: O(p + n / 64) for p children of the nodes placed and n nodes.
    /// - Parameter recording: whether to list the nodes visited in ``placedNodes``.
    private mutating func place(
        axis: Int, rootLength: Double, lengths: inout [Double], offsets: inout [Double], recording: Bool
    ) -> Bool {
        let known = lengths.count
        // Grown as the other per-node lists are (an insert into 10,000 table cells doubled
        // these four lists: 3.8 MB).
        Self.extend(&lengths, by: nodes.count - known, with: 0)
        Self.extend(&offsets, by: nodes.count - known, with: 0)
        // Taken out, so that they are changed in place; the last solution's lengths copied
        // into kept storage, to compare with.
        var pending = placingPending, previous = placingPrevious
        (placingPending, placingPrevious) = ([], [])
        previous.removeAll(keepingCapacity: true)
        if previous.capacity < known { previous.reserveCapacity(known + known / 8) }
        previous.append(contentsOf: lengths[..<known])
        let words = (nodes.count + 63) / 64
        if pending.count < words { pending += repeatElement(0, count: words - pending.count) }
        /// Marks node `j` to place its children when its length changed (new ones are queued).
        func placeIfMoved(_ j: Int) -> Bool {
            guard j < known, !(lengths[j] == previous[j]) else { return false }
            pending[j >> 6] |= 1 << UInt64(j & 63)
            return true
        }
        if known == 0 || lengths[0] != rootLength { pending[0] |= 1 }
        lengths[0] = rootLength
        for i in placingQueue { pending[i >> 6] |= 1 << UInt64(i & 63) }
        var w = 0
        while w < words {
            guard pending[w] != 0 else {
                w += 1
                continue
            }
            let bit = pending[w].trailingZeroBitCount
            pending[w] &= ~(1 << UInt64(bit))
            let i = w << 6 | bit
            guard !nodes[i].isDead else { continue }
            if recording { placedNodes[axis].append(i) }
            // A leaf places nothing.
            guard nodes[i].arrangement != nil || !nodes[i].pins.isEmpty else { continue }
            guard place(children: i, axis: axis, lengths: &lengths, offsets: &offsets) else { return false }
            // What placing node i set (read by index: iterating the arrays would retain
            // them): its items, its pinned subviews and, across it, the members of the
            // lengths its items share, whose rows are placed again too.
            for k in nodes[i].pins.indices { _ = placeIfMoved(nodes[i].pins[k].node) }
            guard let a = nodes[i].arrangement else { continue }
            for k in arrangements[a].items.indices { _ = placeIfMoved(arrangements[a].items[k]) }
            guard arrangements[a].axis != axis else { continue }
            for g in arrangements[a].sharedAcross {
                for k in sharedGroups[g].members.indices where placeIfMoved(sharedGroups[g].members[k]) {
                    let row = parents[sharedGroups[g].members[k]]
                    pending[row >> 6] |= 1 << UInt64(row & 63)
                }
            }
        }
        (placingPending, placingPrevious) = (pending, previous)
        return true
    }

    /// Node `i`'s origin on `axis` in the last solution, in root coordinates (leading to
    /// trailing on x): its ancestors' offsets added up from the root down, as a fresh
    /// layout adds them.
    /// - Complexity: O(d) for its depth d.
    func origin(ofNode i: Int, axis: Int) -> Double {
        var depth = 0, j = i
        while j > 0 {
            depth += 1
            j = parents[j]
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: depth) { chain in
            var j = i
            for k in stride(from: depth - 1, through: 0, by: -1) {
                chain[k] = j
                j = parents[j]
            }
            var origin = 0.0
            for k in 0..<depth { origin = origin + offsets[axis][chain[k]] }
            return origin
        }
    }

    /// The content guide's length of scroll view `i` on `axis` when the scroll view is
    /// `scrollLength` long.
    func contentLength(ofNode i: Int, axis: Int, scrollLength: Double) -> Double {
        let content = scrollContents[i] ?? ScrollContent()
        return content.offset(axis).map { scrollLength + $0 } ?? content.lengths[axis]
    }

    /// Scroll view `i`'s content guide in the last solution, in root coordinates: at the
    /// scroll view's top left corner.
    func contentFrame(ofNode i: Int) -> Rect {
        let frame = frame(ofNode: i)
        return Rect(
            x: frame.x, y: frame.y, width: contentLength(ofNode: i, axis: 0, scrollLength: lengths[0][i]) + 0,
            height: contentLength(ofNode: i, axis: 1, scrollLength: lengths[1][i]) + 0)
    }

    /// `view`'s frame in the last solution, in root coordinates (its content guide's with
    /// `content`); nil when it is no live node of the plan.
    ///
    /// Mutating in name only: called through the engine's optional property, a method that
    /// is not mutating ran on a copy of the plan (a retain of each of its some sixty lists
    /// and a release after, per frame read: a third of the retains of a width change of a
    /// row of 100); a mutating one runs on the plan where it lies.
    mutating func liveFrame(of view: LayoutView, content: Bool = false) -> Rect? {
        guard let i = liveNode(of: view) else { return nil }
        return content ? contentFrame(ofNode: i) : frame(ofNode: i)
    }

    /// Node `i`'s frame in the last solution, in root coordinates.
    func frame(ofNode i: Int) -> Rect {
        let width = lengths[0][i], left = origin(ofNode: i, axis: 0)
        let x = rightToLeft ? lengths[0][0] - left - width : left
        return Rect(x: x + 0, y: origin(ofNode: i, axis: 1) + 0, width: width + 0, height: lengths[1][i] + 0)
    }

    /// Sets the lengths of node `i`'s children on `axis` from its own, and their offsets
    /// from its origin.
    private mutating func place(children i: Int, axis: Int, lengths: inout [Double], offsets: inout [Double]) -> Bool {
        // Children are placed relative to node i's origin.
        let length = lengths[i], origin = 0.0
        if nodes[i].contentRanks != nil {
            // Subviews are pinned to the content guide, at the scroll view's top left corner.
            let g = contentLength(ofNode: i, axis: axis, scrollLength: length)
            let corner = axis == 0 && rightToLeft ? origin + length - g : origin
            for pin in nodes[i].pins {
                lengths[pin.node] = g + pin.trail[axis] - pin.lead[axis]
                offsets[pin.node] = corner + pin.lead[axis]
            }
            return true
        }
        for pin in nodes[i].pins {
            lengths[pin.node] = length + pin.trail[axis] - pin.lead[axis]
            offsets[pin.node] = origin + pin.lead[axis]
        }
        guard let a = nodes[i].arrangement else { return true }
        // The arrangement's fields read in place: a copy of it (192 bytes, four arrays
        // retained) cost a tenth of a placement.
        let items = arrangements[a].items, visible = arrangements[a].visible
        let alignment = arrangements[a].alignment
        let canvasOrigin = origin + arrangements[a].insetMin[axis]
        let canvasLength = length - arrangements[a].insetMin[axis] - arrangements[a].insetMax[axis]
        guard axis == arrangements[a].axis else {
            if arrangements[a].baselineFit != nil {
                return placeOnBaseline(
                    i, arrangements[a].baselineOffsets, canvasOrigin: canvasOrigin, canvasLength: canvasLength,
                    &lengths, &offsets)
            }
            for g in arrangements[a].sharedAcross {
                // Every item's length is the canvas's (fill alignment, checked when the
                // group was made): the group's stacks' lengths are known before any is placed.
                for stack in sharedGroups[g].stacks { lengths[stack] = canvasLength }
                guard let shared = sharedLength(g, length: canvasLength) else { return false }
                for member in sharedGroups[g].members { lengths[member] = shared }
            }
            for item in items {
                guard alignment != .fill else {
                    lengths[item] = canvasLength
                    offsets[item] = canvasOrigin
                    continue
                }
                let length: Double
                if nodes[item].isHidden {
                    guard let hidden = hiddenCrossLengths[item] else { return false }
                    length = hidden
                } else {
                    guard let least = cappedLengths[item]?.length(atOrBelow: canvasLength)
                    else { return false }
                    length = least
                }
                lengths[item] = length
                switch alignment {
                case .leading: offsets[item] = canvasOrigin
                case .trailing: offsets[item] = canvasOrigin + (canvasLength - length)
                default: offsets[item] = canvasOrigin + (canvasLength - length) / 2
                }
            }
            return true
        }
        // Under equal spacing, the one length every gap takes; under equal centering, the
        // visible items are placed by their centers.
        var equalGap: Double?
        var placedByCenters = false
        let visibleGaps = arrangements[a].visibleGaps
        switch arrangements[a].distribution {
        case .fillEqually:
            let each = (canvasLength - visibleGaps) / Double(visible.count)
            for k in visible { lengths[items[k]] = each }
        case .equalSpacing where visible.count == 1, .equalCentering where visible.count == 1:
            lengths[items[visible[0]]] = canvasLength
        case .equalCentering:
            guard placeCentered(i, canvasOrigin: canvasOrigin, canvasLength: canvasLength, axis: axis, &lengths, &offsets)
            else { return false }
            placedByCenters = true
        case .equalSpacing:
            // The items take their least cost up to what the gaps, each at least the widest
            // spacing, leave; the gaps share the rest equally.
            guard let itemCosts = arrangementCosts[a],
                let total = itemCosts.leastPoint(atOrBelow: canvasLength - arrangements[a].leastGaps),
                share(total, of: itemCosts, among: items, visible, gaps: 0, axis: axis, lengths: &lengths)
            else { return false }
            equalGap = (canvasLength - total) / Double(visible.count - 1)
        case .fillProportionally:
            guard shareProportionally(canvasLength, in: i, axis: axis, lengths: &lengths) else { return false }
        case .fill where arrangements[a].sharedMember != nil:
            // The shared length is set (by the stack across); the others share the rest.
            guard let member = arrangements[a].sharedMember, let others = arrangementCosts[a],
                share(
                    canvasLength - lengths[member], of: others, among: items, visible, skipping: member,
                    gaps: visibleGaps, axis: axis, lengths: &lengths)
            else { return false }
        default:
            guard let arrangement = arrangementCosts[a],
                share(canvasLength, of: arrangement, among: items, visible, gaps: visibleGaps, axis: axis, lengths: &lengths)
            else { return false }
        }
        let gapAfter = arrangements[a].gapAfter
        var position = canvasOrigin
        if !placedByCenters {
            for k in visible {
                offsets[items[k]] = position
                position += lengths[items[k]] + (equalGap ?? gapAfter[k])
            }
        }
        guard visible.count < items.count, let first = visible.first, let last = visible.last else { return true }
        // Hidden items sit beside the visible item before them (spec 3.4). Under equal
        // spacing that is `>=` and their place is open (5.2: "test only what is
        // determined"); they take the same place as under fill, the bound itself.
        var previous: Int?
        for (k, item) in items.enumerated() {
            guard nodes[item].isHidden else {
                previous = k
                continue
            }
            guard let hidden = hiddenLengths[item] else { return false }
            lengths[item] = hidden
            if let p = previous {
                let before = items[p]
                let gap = k < last ? gapAfter[p] / 2 : 0
                offsets[item] = offsets[before] + lengths[before] + gap
            } else {
                offsets[item] = offsets[items[first]] - lengths[item]
            }
        }
        return true
    }

    /// Places a baseline-aligned row's items across it: the baseline where `H` is least at
    /// or below `C − d₀` (``baselineCost(of:)``), each visible item at its least cost up to
    /// `u + d_k`, each hidden item at its own least, every item on the baseline.
    /// - Returns: false when the baseline or an item's height is not unique.
    private func placeOnBaseline(
        _ i: Int, _ baselineOffsets: [Double], canvasOrigin: Double, canvasLength: Double,
        _ lengths: inout [Double], _ offsets: inout [Double]
    ) -> Bool {
        guard let a = nodes[i].arrangement, let spanned = baselineCosts[a],
            let u = spanned.leastPoint(atOrBelow: canvasLength - baselineOffsets[0])
        else { return false }
        let first = arrangements[a].alignment == .firstBaseline
        // The baseline's distance from the canvas's top.
        let baseline = first ? canvasLength - u : u
        for (k, item) in arrangements[a].items.enumerated() {
            let d = baselineOffsets[k]
            if nodes[item].isHidden {
                guard let hidden = hiddenCrossLengths[item] else { return false }
                lengths[item] = hidden
            } else {
                guard let h = cappedLengths[item]?.length(atOrBelow: u + d) else { return false }
                lengths[item] = h
            }
            offsets[item] = canvasOrigin + (first ? baseline - d : baseline + d - lengths[item])
        }
        return true
    }
}
