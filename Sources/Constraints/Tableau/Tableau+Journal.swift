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
    /// The basic symbols in row order, and the pending candidate and infeasible lists (not
    /// empty while updates are deferred), as they were: a rollback must restore the order
    /// of rows too, since ties between rows of equal merit are met in that order.
    var basics: [Symbol] = []
    var candidates: [Symbol] = []
    var infeasible: [Symbol] = []
}

extension Tableau {
    /// Starts recording changes for ``rollBack()``.
    mutating func beginJournal() {
        journal = Journal(basics: basics, candidates: candidates, infeasible: infeasible)
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for k in rowStamps.indices { rowStamps[k] = 0; columnStamps[k] = 0 }
            journalEpoch = 1
        }
    }

    /// Stops recording and forgets the record.
    mutating func commitJournal() {
        journal = nil
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
        guard journal != nil, rowStamps[Int(symbol)] != journalEpoch else { return }
        rowStamps[Int(symbol)] = journalEpoch
        let original = row(of: symbol)
        journal?.rows.append((symbol, original))
    }

    /// Records `symbol`'s column before its first change.
    /// - Parameter rewriting: whether the change may drop or reorder entries (else it
    ///   only appends).
    @inline(__always)
    mutating func recordColumn(_ symbol: Symbol, rewriting: Bool) {
        logColumn(symbol, rewriting: rewriting)
        guard journal != nil, columnStamps[Int(symbol)] != journalEpoch else { return }
        columnStamps[Int(symbol)] = journalEpoch
        let original = columns[Int(symbol)]
        let size = compactedAway[Int(symbol)]
        let live = liveCounts[Int(symbol)]
        journal?.columns.append((symbol, original, size, live))
    }

    /// Records an objective cost before it changes.
    @inline(__always)
    mutating func recordCost(level: Int, symbol: Symbol) {
        guard journal != nil else { return }
        let cost = levels[level].costs[Int(symbol)]
        journal?.costs.append((level, symbol, cost))
    }

    /// Records a level's value before it changes.
    @inline(__always)
    mutating func recordValue(level: Int) {
        guard journal != nil else { return }
        let value = levels[level].value
        journal?.values.append((level, value))
    }

    /// Puts back every row and objective entry recorded since ``beginJournal()``, the rows
    /// in their former order, and the candidate and infeasible lists.
    mutating func rollBack() {
        guard let record = journal else { return }
        journal = nil
        for (symbol, _) in record.rows where isBasic(symbol) {
            _ = removeRow(of: symbol)
        }
        for (symbol, row) in record.rows {
            if let row { insertRow(row, basic: symbol) }
        }
        for (level, symbol, cost) in record.costs.reversed() {
            levels[level].costs[Int(symbol)] = cost
        }
        for (level, value) in record.values.reversed() {
            levels[level].value = value
        }
        // Last: re-inserting rows above appended to columns that are restored here.
        for (symbol, entries, size, live) in record.columns {
            columns[Int(symbol)] = entries
            compactedAway[Int(symbol)] = size
            liveCounts[Int(symbol)] = live
        }
        // Rows back in their former order (the re-insertions above appended them).
        var ordered: [Row] = []
        ordered.reserveCapacity(record.basics.count)
        for (index, basic) in record.basics.enumerated() {
            ordered.append(rows[Int(rowIndex[Int(basic)])])
            rowIndex[Int(basic)] = Int32(index)
        }
        rows = ordered
        basics = record.basics
        for symbol in candidates { isCandidate[Int(symbol)] = false }
        candidates = record.candidates
        for symbol in candidates { isCandidate[Int(symbol)] = true }
        infeasible = record.infeasible
    }
}
