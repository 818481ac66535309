/// Reclaiming symbols: a removed constraint frees its marker and error symbols, and a
/// variable no constraint holds any more frees its own. Without this, every add/remove
/// cycle would leave three dead symbols behind, and the per-symbol arrays (objective
/// levels, offsets, columns, the check's scales) would grow without bound and be scanned
/// at that size.
///
/// Freed ids are not handed out again one by one from a free list: that would break
/// "lower id means older symbol", which every pivot tie-break relies on to make the same
/// choices as a fresh build. Instead, the retired ids at the end of the range go to the
/// next symbols made, lowest first (every live symbol is older and has a lower id, as if
/// they had been compacted away and the new one appended); and once at least half the ids
/// are retired, the live symbols are renumbered densely in their existing order. The
/// renumbering is monotone, so every comparison of ids, and so every pivot, comes out as
/// before; its O(symbols + cells) cost is paid for by the retirements that triggered it
/// (amortised O(1) each).
extension Tableau {
    /// Retired symbols that trigger a compaction once they are also half of all symbols.
    static let compactionThreshold = 64

    /// Frees a symbol that nothing in the solver refers to any more.
    ///
    /// In exact arithmetic it is already in no row: a removed constraint's error symbols
    /// enter rows only together with its marker, and a variable no constraint holds is in
    /// no combination of them. Rounding residue is erased.
    mutating func retire(_ symbol: Symbol) {
        guard !isRetired[Int(symbol)], !isBasic(symbol) else { return }
        if !columns[Int(symbol)].isEmpty { eraseColumn(symbol) }
        recycleColumn(of: symbol)
        for l in levels.indices { levels[l].costs[Int(symbol)] = 0 }
        offsets[Int(symbol)] = 0
        isRetired[Int(symbol)] = true
        retiredCount += 1
        extendRetiredTail()
    }

    /// Gives the lowest id of the retired tail to a new symbol of kind `kind`. Retirement
    /// left it in no row, column or level, at offset 0 and with no uses; the rest of its
    /// per-symbol state is reset here.
    mutating func reviveRetiredSymbol(as kind: SymbolKind) -> Symbol {
        let s = kinds.count - retiredTail
        retiredTail -= 1
        retiredCount -= 1
        isRetired[s] = false
        kinds[s] = kind
        if columns[s].capacity == 0, let spare = spareColumns.popLast() { columns[s] = spare }
        compactedAway[s] = 0
        liveCounts[s] = 0
        // Stamps of epochs past could equal a current one only after a wrap; 0 is never one.
        rowStamps[s] = 0
        columnStamps[s] = 0
        columnLogStamps[s] = 0
        definitionValues[s] = 0
        return Symbol(s)
    }

    /// Counts into ``retiredTail`` the retired ids just below it.
    mutating func extendRetiredTail() {
        guard reclaimsSymbols else { return }
        while retiredTail < kinds.count && isRetired[kinds.count - retiredTail - 1] { retiredTail += 1 }
    }

    /// Forgets the symbols made since the tableau had `count` symbols, the last `tail` of
    /// them retired: those appended are removed, those that took a retired id are retired
    /// again. They must appear in no row or level (used to undo a failed call; the column
    /// log puts their columns back first).
    package mutating func forgetSymbols(madeSince count: Int, retiredTail tail: Int) {
        truncateSymbols(to: count)
        retiredTail = 0
        for s in (count - tail)..<count where !isRetired[s] { retire(Symbol(s)) }
        extendRetiredTail()
    }

    /// Forgets every symbol from `count` on; they must appear nowhere.
    private mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        rowIndex.removeSubrange(count...)
        columns.removeSubrange(count...)
        isCandidate.removeSubrange(count...)
        visited.removeSubrange(count...)
        compactedAway.removeSubrange(count...)
        liveCounts.removeSubrange(count...)
        rowStamps.removeSubrange(count...)
        columnStamps.removeSubrange(count...)
        offsets.removeSubrange(count...)
        definitionValues.removeSubrange(count...)
        isChangedDefinition.removeSubrange(count...)
        accumulator.removeSubrange(count...)
        accumulatorScale.removeSubrange(count...)
        marks.removeSubrange(count...)
        columnLogStamps.removeSubrange(count...)
        columnLogSlots.removeSubrange(count...)
        uses.removeSubrange(count...)
        retiredCount -= isRetired[count...].lazy.filter { $0 }.count
        isRetired.removeSubrange(count...)
        for l in levels.indices { levels[l].costs.removeSubrange(count...) }
        candidates.removeAll { Int($0) >= count }
        changedDefinitions.removeAll { Int($0) >= count }
    }

    /// Whether enough symbols are retired for ``compactSymbols()`` to pay for itself.
    var needsCompaction: Bool {
        retiredCount >= Self.compactionThreshold && 2 * retiredCount >= symbolCount
    }

    /// Renumbers the live symbols densely, in their current order, and drops the retired
    /// ones' storage.
    /// - Returns: the new id of each old symbol, -1 for a retired one.
    /// - Complexity: O(symbols + cells + column entries).
    mutating func compactSymbols() -> [Symbol] {
        assert(!isJournaling, "symbols are compacted between steps, never inside one")
        var map = [Symbol](repeating: -1, count: symbolCount)
        var next: Symbol = 0
        for old in map.indices where !isRetired[old] {
            map[old] = next
            next += 1
        }
        // Each array keeps room for as many symbols as it held: the symbols made until the
        // next compaction are appended without growing it again (an add/remove cycle
        // makes three; with exact capacity every array regrew after each compaction).
        func live<T>(_ values: [T]) -> [T] {
            var kept: [T] = []
            kept.reserveCapacity(values.count)
            for (old, value) in values.enumerated() where map[old] >= 0 { kept.append(value) }
            return kept
        }
        // Lists of symbols: map, dropping entries of retired symbols (stale column entries).
        func mapped(_ symbols: [Symbol]) -> [Symbol] {
            var kept: [Symbol] = []
            kept.reserveCapacity(symbols.count)
            for symbol in symbols where map[Int(symbol)] >= 0 { kept.append(map[Int(symbol)]) }
            return kept
        }

        kinds = live(kinds)
        rowIndex = live(rowIndex)
        columns = live(columns)
        compactedAway = live(compactedAway)
        for s in columns.indices {
            // Entries of retired rows dropped here count as dropped by a compaction for
            // memory: the column's size, which steers pivots and subjects, stays the same.
            let before = columns[s].count
            columns[s] = mapped(columns[s])
            compactedAway[s] += Int32(before - columns[s].count)
        }
        isCandidate = live(isCandidate)
        visited = live(visited)
        liveCounts = live(liveCounts)
        rowStamps = live(rowStamps)
        columnStamps = live(columnStamps)
        offsets = live(offsets)
        definitionValues = live(definitionValues)
        isChangedDefinition = live(isChangedDefinition)
        accumulator = live(accumulator)
        accumulatorScale = live(accumulatorScale)
        marks = live(marks)
        columnLogStamps = live(columnLogStamps)
        columnLogSlots = live(columnLogSlots)
        uses = live(uses)
        isRetired.removeAll(keepingCapacity: true)
        isRetired.append(contentsOf: repeatElement(false, count: Int(next)))
        retiredCount = 0
        retiredTail = 0
        for l in levels.indices { levels[l].costs = live(levels[l].costs) }

        basics = mapped(basics)
        for r in rows.indices {
            // Monotone renumbering keeps each row's cells sorted.
            for c in rows[r].cells.indices {
                rows[r].cells[c].symbol = map[Int(rows[r].cells[c].symbol)]
            }
        }
        candidates = mapped(candidates)
        infeasible = mapped(infeasible)
        changedDefinitions = mapped(changedDefinitions)
        evaluationStack.removeAll()
        introduced.removeAll()
        scratch.removeAll()
        return map
    }
}
