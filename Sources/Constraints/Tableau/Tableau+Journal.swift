/// An undo log for the one step that can fail after touching the tableau: phase one of
/// a required constraint that has no subject. It records the first version of each row,
/// column and objective entry it changes, so rolling back costs as much as the failed
/// attempt did, not a copy of the whole tableau.
struct Journal: Sendable {
    /// Each touched symbol once, with its row before the call (nil: it was nonbasic).
    var rows: [(symbol: Symbol, row: Row?)] = []
    /// Objective entries in the order they were overwritten: (level, symbol, old cost).
    var costs: [(level: Int, symbol: Symbol, cost: Double)] = []
    /// Level values in the order they were overwritten: (level, old value).
    var values: [(level: Int, value: Double)] = []
    /// Each touched column once, as it was (copy-on-write, so O(1) to keep).
    var columns: [(symbol: Symbol, entries: [Symbol], size: Int32, live: Int32)] = []
    /// Row insertions and removals in order, to undo newest first: the index a row was
    /// removed from (the last row took its place), or -1 for a row appended. Rows keep
    /// their order on rollback, since ties between rows of equal merit are met in that order.
    var rowMoves: [(index: Int32, symbol: Symbol)] = []
    /// The lengths of the candidate and infeasible lists at the start (they are not empty
    /// while updates are deferred). Until a list changes otherwise than by appending, its
    /// start is its state then; at that change it is saved (copying a long list at every
    /// journal, or sharing it so that the next append copies it, made each phase one of
    /// a deferred batch cost as much as the whole basis).
    var candidateCount = 0
    var infeasibleCount = 0
    var savedCandidates: [Symbol]? = nil
    var savedInfeasible: [Symbol]? = nil

    /// Forgets every record, keeping the lists' storage for the next step: a fresh journal
    /// grew each list from nothing (a resize, each phase one and each repaired placement
    /// begins one).
    mutating func clear() {
        rows.truncate(to: 0)
        costs.truncate(to: 0)
        values.truncate(to: 0)
        columns.truncate(to: 0)
        rowMoves.truncate(to: 0)
        savedCandidates = nil
        savedInfeasible = nil
    }
}

extension Tableau {
    /// Starts recording changes for ``rollBack()``.
    mutating func beginJournal() {
        journal.clear()
        journal.candidateCount = candidates.count
        journal.infeasibleCount = infeasible.count
        isJournaling = true
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for k in rowStamps.indices { rowStamps[k] = 0; columnStamps[k] = 0 }
            journalEpoch = 1
        }
    }

    /// Stops recording and forgets the record.
    mutating func commitJournal() {
        isJournaling = false
        journal.clear()
    }

    /// Records `symbol`'s row (or its absence) before its first change, and notes a
    /// changed definition for ``refreshValues()``.
    @inline(__always)
    mutating func recordRow(_ symbol: Symbol) {
        if kinds[Int(symbol)] == .external { noteDefinitionChanged(symbol) }
        recordRowForUndo(symbol)
    }

    /// Records `symbol`'s row (or its absence) before its first change, for the undo log only.
    @inline(__always)
    mutating func recordRowForUndo(_ symbol: Symbol) {
        guard isJournaling, rowStamps[Int(symbol)] != journalEpoch else { return }
        rowStamps[Int(symbol)] = journalEpoch
        let original = row(of: symbol)
        journal.rows.append((symbol, original))
    }

    /// Records `symbol`'s column before its first change.
    /// - Parameter rewriting: whether the change may drop or reorder entries (else it
    ///   only appends).
    @inline(__always)
    mutating func recordColumn(_ symbol: Symbol, rewriting: Bool) {
        logColumn(symbol, rewriting: rewriting)
        guard isJournaling, columnStamps[Int(symbol)] != journalEpoch else { return }
        columnStamps[Int(symbol)] = journalEpoch
        let original = columns[Int(symbol)]
        let size = compactedAway[Int(symbol)]
        let live = liveCounts[Int(symbol)]
        journal.columns.append((symbol, original, size, live))
    }

    /// Records an objective cost before it changes.
    @inline(__always)
    mutating func recordCost(level: Int, symbol: Symbol) {
        guard isJournaling else { return }
        let cost = levels[level].costs[Int(symbol)]
        journal.costs.append((level, symbol, cost))
    }

    /// Records a level's value before it changes.
    @inline(__always)
    mutating func recordValue(level: Int) {
        guard isJournaling else { return }
        let value = levels[level].value
        journal.values.append((level, value))
    }

    /// Puts back every row and objective entry recorded since ``beginJournal()``, the rows
    /// in their former order, and the candidate and infeasible lists.
    mutating func rollBack() {
        guard isJournaling else { return }
        isJournaling = false
        // Read from a local copy of the record while the tableau changes; its storage goes
        // back to the journal, emptied, at the end.
        var record = Journal()
        swap(&record, &journal)
        defer {
            swap(&record, &journal)
            journal.clear()
        }
        // Undo row insertions and removals, newest first: the rows come back in their
        // former order (their contents are put back below).
        for (index, symbol) in record.rowMoves.reversed() {
            if index < 0 {
                rowIndex[Int(symbol)] = -1
                basics.removeLast()
                rows.removeLast()
            } else {
                basics.append(symbol)
                rows.append(Row(constant: 0))
                let last = basics.count - 1
                basics.swapAt(Int(index), last)
                rows.swapAt(Int(index), last)
                rowIndex[Int(basics[last])] = Int32(last)
                rowIndex[Int(symbol)] = index
            }
        }
        for (symbol, row) in record.rows {
            if let row { rows[Int(rowIndex[Int(symbol)])] = row }
            if kinds[Int(symbol)] == .external { noteDefinitionChanged(symbol) }
        }
        for (level, symbol, cost) in record.costs.reversed() {
            levels[level].costs[Int(symbol)] = cost
        }
        for (level, value) in record.values.reversed() {
            levels[level].value = value
        }
        for (symbol, entries, size, live) in record.columns {
            columns[Int(symbol)] = entries
            compactedAway[Int(symbol)] = size
            liveCounts[Int(symbol)] = live
        }
        for symbol in candidates { isCandidate[Int(symbol)] = false }
        if let saved = record.savedCandidates {
            candidates = saved
        } else {
            candidates.truncate(to: record.candidateCount)
        }
        for symbol in candidates { isCandidate[Int(symbol)] = true }
        if let saved = record.savedInfeasible {
            infeasible = saved
        } else {
            infeasible.truncate(to: record.infeasibleCount)
        }
    }

    /// Saves the candidate list as it was when the journal began, before a change other
    /// than an append.
    @inline(__always)
    mutating func saveCandidatesForUndo() {
        guard isJournaling, journal.savedCandidates == nil else { return }
        journal.savedCandidates = Array(candidates[..<journal.candidateCount])
    }

    /// Saves the infeasible list as it was when the journal began, before a change other
    /// than an append.
    @inline(__always)
    mutating func saveInfeasibleForUndo() {
        guard isJournaling, journal.savedInfeasible == nil else { return }
        journal.savedInfeasible = Array(infeasible[..<journal.infeasibleCount])
    }
}
