/// The primal simplex's choice of entering symbol, kept in a heap.
///
/// Dantzig's rule takes the steepest improving symbol. Scanning every improving symbol on
/// every pivot is quadratic where many stay improving while the optimiser works through
/// them one or two pivots at a time: a stack's items, each with an error that pulls its
/// length toward its intrinsic size (a center-aligned row of 10,000 items spent a quarter
/// of its first layout in that scan). So once ``optimize(levelCount:)`` has pivoted
/// ``scansBeforeHeap`` times and meets more than ``pricingHeapThreshold`` candidates, the
/// improving symbols are kept in a binary heap ordered by ``steeper(_:_:than:_:levelCount:)``,
/// a total order, and only the symbols whose reduced costs changed (the candidate list,
/// which every cost change feeds) are re-examined before each pivot: O(changes × log n)
/// instead of O(improving symbols). A member whose costs change is moved at once
/// (``markCandidate(_:)``). The heap's top is the symbol the scan would pick, so the
/// pivots, and every result, are the same.
///
/// With fewer candidates a scan is cheaper, and the heap, if any, goes back into the
/// candidate list. Outside `optimize` the heap is empty and every slot is -1.
extension Tableau {
    /// Below this many candidates the scan is cheaper than keeping a heap in order.
    static let pricingHeapThreshold = 128
    /// Pivots of one optimisation made by scanning before the heap is built: most
    /// optimisations after an edit take a few pivots, fewer than a heap of thousands of
    /// candidates takes to build.
    static let scansBeforeHeap = 16

    /// The entering symbol and the direction it moves (+1 up, -1 down), or nil when the
    /// objective is optimal over the first `levelCount` levels. Restricted symbols only
    /// increase; external ones (user variables that are nonbasic) may move either way.
    /// - Parameters:
    ///   - bland: take the lowest improving id instead of the steepest (after a run of
    ///     degenerate pivots, so that the simplex cannot cycle).
    ///   - heapAllowed: whether this optimisation has pivoted long enough for the heap
    ///     to pay (``scansBeforeHeap``).
    /// - Complexity: a scan of the candidates while they are few or the optimisation is
    ///   young; then, with the heap, O(c × (levels + log n)) for c changed candidates and
    ///   n improving symbols (O(n) more under Bland's rule).
    mutating func enteringSymbol(bland: Bool, levelCount: Int, heapAllowed: Bool) -> (symbol: Symbol, direction: Double)? {
        if !heapAllowed || pricingHeap.count + candidates.count <= Self.pricingHeapThreshold {
            if isPricingByHeap { dissolvePricingHeap() }
            return scanForEntering(bland: bland, levelCount: levelCount)
        }
        if pricingSlots.count < symbolCount {
            pricingSlots.append(contentsOf: repeatElement(-1, count: symbolCount - pricingSlots.count))
        }
        pricingLevelCount = levelCount
        if !isPricingByHeap { pricingHeapSwitches += 1 }
        isPricingByHeap = true
        saveCandidatesForUndo()
        for s in candidates {
            isCandidate[Int(s)] = false
            let (sign, direction) = pricingSign(of: s, levelCount: levelCount)
            if direction == 0 {
                // Blocked by a tiny first cost? Then residue may be what blocks it.
                if sign > 0 && !sawSuspectCost && isSuspect(s) { sawSuspectCost = true }
                removeFromPricing(s, levelCount: levelCount)
            } else {
                updatePricing(s, direction: direction, levelCount: levelCount)
            }
        }
        candidates.truncate(to: 0)
        guard let top = pricingHeap.first else {
            isPricingByHeap = false
            return nil
        }
        guard bland else { return top }
        var lowest = top
        for entry in pricingHeap where entry.symbol < lowest.symbol { lowest = entry }
        return lowest
    }

    /// The entering symbol by one pass over the candidates: those that do not improve
    /// leave the list, those that do stay in it.
    private mutating func scanForEntering(bland: Bool, levelCount: Int) -> (symbol: Symbol, direction: Double)? {
        var best: (symbol: Symbol, direction: Double)? = nil
        var kept = 0
        saveCandidatesForUndo()
        for k in candidates.indices {
            let s = candidates[k]
            let (sign, direction) = pricingSign(of: s, levelCount: levelCount)
            guard direction != 0 else {
                isCandidate[Int(s)] = false
                // Blocked by a tiny first cost? Then residue may be what blocks it.
                if sign > 0 && !sawSuspectCost && isSuspect(s) { sawSuspectCost = true }
                continue
            }
            candidates[kept] = s
            kept += 1
            if let current = best {
                let better = bland ? s < current.symbol : steeper(s, direction, than: current.symbol, current.direction, levelCount: levelCount)
                if better { best = (s, direction) }
            } else {
                best = (s, direction)
            }
        }
        candidates.truncate(to: kept)
        return best
    }

    /// Puts the heap's symbols back into the candidate list (they still improve) and
    /// empties the heap, for the scan to take over.
    private mutating func dissolvePricingHeap() {
        isPricingByHeap = false
        for entry in pricingHeap {
            pricingSlots[Int(entry.symbol)] = -1
            markCandidate(entry.symbol)
        }
        pricingHeap.truncate(to: 0)
    }

    /// The sign of `symbol`'s reduced costs over the first `levelCount` levels (0 for a
    /// dummy or a basic symbol) and the direction in which it improves them (+1 up, -1
    /// down; 0 when it does not).
    @inline(__always)
    func pricingSign(of symbol: Symbol, levelCount: Int) -> (sign: Int, direction: Double) {
        let kind = kinds[Int(symbol)]
        let sign = kind == .dummy || isBasic(symbol) ? 0 : costSign(symbol, levelCount: levelCount)
        return (sign, sign < 0 ? 1 : (sign > 0 && kind == .external ? -1 : 0))
    }

    /// Moves a symbol of the heap whose reduced costs just changed to where they now rank,
    /// or out of the heap if it stopped improving. Done at each change, so that the heap
    /// is valid whenever a symbol is sifted: after several changes at once, sifting each
    /// in turn can leave an entry below one it outranks.
    mutating func repositionInPricing(_ symbol: Symbol) {
        let direction = pricingSign(of: symbol, levelCount: pricingLevelCount).direction
        if direction == 0 {
            removeFromPricing(symbol, levelCount: pricingLevelCount)
        } else {
            updatePricing(symbol, direction: direction, levelCount: pricingLevelCount)
        }
    }

    /// Takes `symbol` out of the heap (it entered the basis, or stopped improving).
    mutating func removeFromPricing(_ symbol: Symbol, levelCount: Int) {
        guard Int(symbol) < pricingSlots.count else { return }
        let slot = Int(pricingSlots[Int(symbol)])
        guard slot >= 0 else { return }
        pricingSlots[Int(symbol)] = -1
        let last = pricingHeap.removeLast()
        guard slot < pricingHeap.count else { return }
        pricingHeap[slot] = last
        pricingSlots[Int(last.symbol)] = Int32(slot)
        siftDown(from: siftUp(from: slot, levelCount: levelCount), levelCount: levelCount)
    }

    /// Puts an improving `symbol` into the heap, or moves it to where its new costs rank.
    private mutating func updatePricing(_ symbol: Symbol, direction: Double, levelCount: Int) {
        var slot = Int(pricingSlots[Int(symbol)])
        if slot < 0 {
            slot = pricingHeap.count
            pricingHeap.append((symbol, direction))
            pricingSlots[Int(symbol)] = Int32(slot)
        } else {
            pricingHeap[slot].direction = direction
        }
        siftDown(from: siftUp(from: slot, levelCount: levelCount), levelCount: levelCount)
    }

    /// Whether no entry of the heap ranks above its parent (checked after each pivot in
    /// debug builds: a key that changed without a reposition breaks it).
    func pricingHeapIsOrdered(levelCount: Int) -> Bool {
        guard isPricingByHeap else { return true }
        return pricingHeap.indices.dropFirst().allSatisfy { !ranksAbove($0, ($0 - 1) / 2, levelCount: levelCount) }
    }

    /// Whether the entry at slot `a` goes above the one at slot `b`.
    @inline(__always)
    private func ranksAbove(_ a: Int, _ b: Int, levelCount: Int) -> Bool {
        let (x, y) = (pricingHeap[a], pricingHeap[b])
        return steeper(x.symbol, x.direction, than: y.symbol, y.direction, levelCount: levelCount)
    }

    /// Swaps the entries at two slots, keeping `pricingSlots` in step.
    @inline(__always)
    private mutating func swapPricing(_ a: Int, _ b: Int) {
        pricingHeap.swapAt(a, b)
        pricingSlots[Int(pricingHeap[a].symbol)] = Int32(a)
        pricingSlots[Int(pricingHeap[b].symbol)] = Int32(b)
    }

    /// Moves the entry at `slot` up while it ranks above its parent.
    /// - Returns: its new slot.
    private mutating func siftUp(from slot: Int, levelCount: Int) -> Int {
        var child = slot
        while child > 0 {
            let parent = (child - 1) / 2
            guard ranksAbove(child, parent, levelCount: levelCount) else { break }
            swapPricing(child, parent)
            child = parent
        }
        return child
    }

    /// Moves the entry at `slot` down while a child ranks above it.
    private mutating func siftDown(from slot: Int, levelCount: Int) {
        var parent = slot
        while true {
            let left = 2 * parent + 1
            guard left < pricingHeap.count else { return }
            var best = left
            if left + 1 < pricingHeap.count && ranksAbove(left + 1, left, levelCount: levelCount) { best = left + 1 }
            guard ranksAbove(best, parent, levelCount: levelCount) else { return }
            swapPricing(best, parent)
            parent = best
        }
    }
}
