/// Reclaiming symbols: a removed constraint frees its marker and error symbols, and a
/// variable no constraint holds any more frees its own. Without this, every add/remove
/// cycle would leave three dead symbols behind, and the per-symbol arrays (objective
/// levels, offsets, columns, the check's scales) would grow without bound and be scanned
/// at that size.
///
/// Freed ids are not handed out again one by one from a free list: that would break
/// "lower id means older symbol", which every pivot tie-break relies on to make the same
/// choices as a fresh build. Instead, once at least half the ids are retired, the live
/// symbols are renumbered densely in their existing order. The renumbering is monotone,
/// so every comparison of ids, and so every pivot, comes out as before; its O(symbols +
/// cells) cost is paid for by the retirements that triggered it (amortised O(1) each).
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
