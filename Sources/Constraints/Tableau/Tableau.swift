/// One priority level of the objective: the weighted errors of the optional constraints
/// at that level, as reduced costs over the nonbasic symbols.
package struct Level: Sendable {
    /// The level's sort key: the priority in the strict model, 0 in the weighted one,
    /// +∞ for the artificial objective of phase one.
    var key: Double
    /// Reduced cost of each symbol, dense by symbol id (0 for basic symbols).
    var costs: [Double]
    /// The level's current objective value.
    var value: Double = 0
    /// How many optional constraints feed this level.
    var users: Int = 0
}

/// The simplex tableau in Cassowary's solved form, split as in the Cassowary paper:
/// - restricted rows (a slack, error or marker is basic) and the objective levels hold
///   nonbasic symbols only; restricted basics are kept nonnegative (primal feasible) and
///   the objective levels are minimised lexicographically;
/// - *definitions* (a user variable is basic) may also refer to other definitions'
///   variables, without cycles. They never take part in a ratio test, so they need not be
///   substituted out: a chain `x₂ = x₁ + w₁`, `x₃ = x₂ + w₂`, … stays one short row per
///   link instead of becoming prefix sums. Their values are evaluated through the
///   references (``refreshValues()``), and a definition is expanded only when a
///   restricted row needs it (``expand(_:)``).
///
/// Sparse rows keyed by dense symbol ids (kiwi's layout), plus two indexes kiwi does
/// without: a column index, so that a pivot touches only the rows that hold the entering
/// symbol, and dense objective levels, so a reduced cost is one array read.
package struct Tableau: Sendable {
    var kinds: [SymbolKind] = []
    /// Symbol → index into `rows`, or -1 when the symbol is nonbasic.
    var rowIndex: [Int32] = []
    /// Symbol → basic symbols whose rows may hold it. Entries go stale when a row drops
    /// the symbol or leaves the basis; readers check and skip them.
    var columns: [[Symbol]] = []
    var rows: [Row] = []
    /// Row index → its basic symbol.
    var basics: [Symbol] = []
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    /// Cost arrays of dropped levels, zeroed, for the next level made (``takeZeroCosts()``).
    var spareCosts: [[Double]] = []
    /// Empty column arrays of retired symbols, reused by ``makeSymbol(_:)``.
    var spareColumns: [[Symbol]] = []
    /// Symbols whose reduced cost changed since they were last found non-improving:
    /// every improving symbol is in here, so optimality needs no scan of all columns.
    var candidates: [Symbol] = []
    var isCandidate: [Bool] = []
    /// While ``optimize(levelCount:)`` runs: the improving symbols, a heap with the
    /// steepest on top, and per symbol its slot in the heap (-1 outside it; the array
    /// may be longer than the symbols). `Tableau+Pricing.swift`.
    var pricingHeap: [(symbol: Symbol, direction: Double)] = []
    var pricingSlots: [Int32] = []
    /// The levels the heap is ordered by (those being optimised).
    var pricingLevelCount = 0
    /// Whether the heap is in use (then `pricingSlots` covers every symbol).
    var isPricingByHeap = false
    /// Whether long optimisations may use the heap at all (tests compare with the scan).
    var allowsPricingHeap = true
    /// How many times an optimisation switched to the heap (for tests).
    var pricingHeapSwitches = 0
    /// Whether the primal simplex found a non-improving symbol whose costs are suspect
    /// (``isSuspect(_:)``) since the solver last polished its optimum.
    var sawSuspectCost = false
    /// Restricted basics whose rows may have gone negative (for the dual simplex).
    var infeasible: [Symbol] = []
    /// The undo log, while a step that may fail is under way.
    var journal = Journal()
    /// Whether ``journal`` is recording (between ``beginJournal()`` and
    /// ``commitJournal()`` or ``rollBack()``).
    var isJournaling = false
    /// Columns as they were before reads compacted them, while an addition that may
    /// still fail is under way: reading a column drops its stale entries and resets the
    /// count that steers the choice of subjects, so a failed addition must put them back.
    /// Its storage is kept from one addition to the next (growing it afresh was three
    /// allocations an add/remove cycle).
    var columnLog: [ColumnLogEntry] = []
    /// Whether ``columnLog`` is being written (between ``beginColumnLog()`` and
    /// ``endColumnLog()``).
    var isLoggingColumns = false
    /// Per symbol: its entry's index in ``columnLog``, valid when its stamp is current.
    var columnLogSlots: [Int32] = []
    /// Per symbol: the ``columnLogEpoch`` in which its column was last logged.
    var columnLogStamps: [UInt32] = []
    var columnLogEpoch: UInt32 = 0
    /// Per symbol: the value a user variable stands at when its deviation symbol is 0.
    /// Rows are kept over deviations, so a nonbasic variable can rest at any value.
    var offsets: [Double] = []
    /// Per symbol: the journal epoch in which its row / column was last recorded.
    var rowStamps: [UInt32] = []
    var columnStamps: [UInt32] = []
    var journalEpoch: UInt32 = 0

    /// Pivots made so far (for statistics).
    var pivots = 0
    /// Row operations so far (rows rewritten by substitutions, constants shifted): the
    /// work that can accumulate rounding, which paces the solver's checks.
    var work = 0
    /// Rows added through phase one so far (for statistics).
    var phaseOnes = 0

    // Reusable buffers.
    var coefficientBuffer: [Double] = []
    var scratch: [Cell] = []
    var introduced: [Symbol] = []
    var visited: [UInt32] = []
    /// Per symbol: entries dropped from its column by compaction for memory since it was
    /// last read; with the column's length, how many entries it gained since then (a
    /// cheap measure of how many rows hold it, for choosing subjects).
    var compactedAway: [Int32] = []
    /// Per symbol: the size of its column when last compacted.
    var liveCounts: [Int32] = []
    var visitEpoch: UInt32 = 0

    /// Per symbol: the deviation of a definition's variable, valid when `valuesAreCurrent`.
    var definitionValues: [Double] = []
    /// Definitions changed (or variables that stopped being defined) since the last refresh.
    var changedDefinitions: [Symbol] = []
    /// Scratch storage of ``refreshValues()``, kept between calls.
    var evaluationStack: [Symbol] = []
    /// ``expand(_:)``'s working lists, kept between calls (a first layout expands rows
    /// thousands of times; each call grew three lists from nothing).
    var expansionScratch = ExpansionScratch()
    /// Re-rooting's working lists (`Tableau+Rerooting.swift`), kept between calls.
    var rerootingScratch = RerootingScratch()
    var isChangedDefinition: [Bool] = []
    /// Whether `definitionValues` is up to date.
    var valuesAreCurrent = true
    // Reusable buffers of `expand(_:)` and `refreshValues()`.
    var accumulator: [Double] = []
    var accumulatorScale: [Double] = []
    var marks: [UInt32] = []
    var markEpoch: UInt32 = 0

    /// Per symbol: how many constraint records hold it in their checked terms (user
    /// variables only); a variable whose count falls to 0 is retired.
    var uses: [Int32] = []
    /// Per symbol: whether it was freed (its constraint removed, or no constraint holds
    /// the variable any more). Retired symbols appear in no row, column or level; their
    /// ids and storage are reclaimed by ``compactSymbols()``.
    var isRetired: [Bool] = []
    var retiredCount = 0
    /// How many of the last ids are retired: the next symbols made take them, lowest first
    /// (``makeSymbol(_:)``), so that an add/remove cycle reuses its ids at once.
    var retiredTail = 0
    /// Whether retired ids are reclaimed, by reuse at the end of the range and by
    /// ``compactSymbols()`` (off only in tests that compare against a solver that never
    /// reclaims: neither may change a result, bit for bit).
    var reclaimsSymbols = true

    package init() {}

    package var symbolCount: Int { kinds.count }

    /// Creates a symbol of the given kind.
    ///
    /// It takes the lowest retired id at the end of the range when there is one: every live
    /// symbol is older and has a lower id, as if the retired ones had been compacted away
    /// and this one appended (pivot tie-breaks rely on "lower id means older symbol").
    /// Appending cost a write to some twenty per-symbol arrays, and the ids an add/remove
    /// cycle freed piled up until a compaction.
    package mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if retiredTail > 0 { return reviveRetiredSymbol(as: kind) }
        if kinds.count == kinds.capacity { growSymbolStorage() }
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        rowIndex.append(-1)
        columns.append(spareColumns.isEmpty ? [] : spareColumns.removeLast())
        isCandidate.append(false)
        visited.append(0)
        compactedAway.append(0)
        liveCounts.append(0)
        rowStamps.append(0)
        columnStamps.append(0)
        offsets.append(0)
        definitionValues.append(0)
        isChangedDefinition.append(false)
        accumulator.append(0)
        accumulatorScale.append(0)
        marks.append(0)
        columnLogStamps.append(0)
        columnLogSlots.append(0)
        uses.append(0)
        isRetired.append(false)
        for l in levels.indices { levels[l].costs.append(0) }
        return symbol
    }

    /// Makes room for a quarter more symbols in every per-symbol array at once: appends
    /// doubled each array when it filled, leaving up to half of some twenty arrays unused (a
    /// chain of 10,000 links grew by 922 bytes per constraint, 892 so).
    private mutating func growSymbolStorage() {
        let n = kinds.count + max(kinds.count / 4, 64)
        kinds.reserveCapacity(n)
        rowIndex.reserveCapacity(n)
        columns.reserveCapacity(n)
        isCandidate.reserveCapacity(n)
        visited.reserveCapacity(n)
        compactedAway.reserveCapacity(n)
        liveCounts.reserveCapacity(n)
        rowStamps.reserveCapacity(n)
        columnStamps.reserveCapacity(n)
        offsets.reserveCapacity(n)
        definitionValues.reserveCapacity(n)
        isChangedDefinition.reserveCapacity(n)
        accumulator.reserveCapacity(n)
        accumulatorScale.reserveCapacity(n)
        marks.reserveCapacity(n)
        columnLogStamps.reserveCapacity(n)
        columnLogSlots.reserveCapacity(n)
        uses.reserveCapacity(n)
        isRetired.reserveCapacity(n)
        for l in levels.indices { levels[l].costs.reserveCapacity(n) }
    }

    @inline(__always)
    package func isBasic(_ symbol: Symbol) -> Bool { rowIndex[Int(symbol)] >= 0 }

    /// The row of a basic symbol.
    package func row(of symbol: Symbol) -> Row? {
        let index = rowIndex[Int(symbol)]
        return index >= 0 ? rows[Int(index)] : nil
    }

    /// The current value of a symbol: its offset plus its deviation (0 when nonbasic,
    /// the row's constant for a restricted basic, the evaluated row for a definition).
    @inline(__always)
    package func value(of symbol: Symbol) -> Double {
        // `+ 0` turns a -0 left by a sign flip into 0, so nobody prints "-0".
        offsets[Int(symbol)] + deviation(of: symbol) + 0
    }

    /// How far a symbol stands from its offset. A definition's value is read from the
    /// cache, which every public call leaves current (``refreshValues()``).
    @inline(__always)
    func deviation(of symbol: Symbol) -> Double {
        let index = rowIndex[Int(symbol)]
        guard index >= 0 else { return 0 }
        guard kinds[Int(symbol)] == .external else { return rows[Int(index)].constant }
        assert(valuesAreCurrent, "a definition's value read between a change and refreshValues()")
        return definitionValues[Int(symbol)]
    }

    /// Whether `symbol` is a user variable with a row (a definition).
    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool {
        rowIndex[Int(symbol)] >= 0 && kinds[Int(symbol)] == .external
    }

    /// Whether `symbol` is nonbasic and in no row: a variable no constraint uses.
    /// - Complexity: O(1) for a used variable whose column has no stale entries in front.
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    package func isUnused(_ symbol: Symbol) -> Bool {
        guard !isBasic(symbol) else { return false }
        for basic in columns[Int(symbol)] {
            let index = rowIndex[Int(basic)]
            if index >= 0 && rows[Int(index)].coefficient(of: symbol) != 0 { return false }
        }
        return true
    }

    /// Makes `symbol` basic with `row`, which must not mention any basic symbol.
    package mutating func insertRow(_ row: Row, basic symbol: Symbol) {
        recordRow(symbol)
        if isJournaling { journal.rowMoves.append((-1, symbol)) }
        rowIndex[Int(symbol)] = Int32(rows.count)
        rows.append(row)
        basics.append(symbol)
        for cell in row.cells { appendToColumn(cell.symbol, basic: symbol) }
        if kinds[Int(symbol)].isRestricted && row.constant < 0 { infeasible.append(symbol) }
    }

    /// Makes a basic symbol nonbasic and returns its row.
    package mutating func removeRow(of symbol: Symbol) -> Row {
        recordRow(symbol)
        let index = Int(rowIndex[Int(symbol)])
        if isJournaling { journal.rowMoves.append((Int32(index), symbol)) }
        let lastIndex = rows.count - 1
        rows.swapAt(index, lastIndex)
        basics.swapAt(index, lastIndex)
        rowIndex[Int(basics[index])] = Int32(index)
        rowIndex[Int(symbol)] = -1
        basics.removeLast()
        return rows.removeLast()
    }

    /// Calls `body` with the index of each row that holds `symbol` (with its
    /// coefficient), once each, and drops the stale entries of the column on the way.
    /// `body` may change the row it is given, but no other row and no row index.
    /// - Complexity: O(k log n) for k column entries.
    @inline(__always)  // its closures' captures passed owned cost a retain and a release a call
    package mutating func forEachRow(holding symbol: Symbol, _ body: (inout Tableau, Int, Double) -> Void) {
        recordColumn(symbol, rewriting: true)
        var entries: [Symbol] = []
        swap(&entries, &columns[Int(symbol)])
        let epoch = nextVisit()
        // The coefficients found while compacting, so the second pass needs no search
        // (`body` changes only its own row). The buffer only grows: written by index, not
        // emptied and appended to (that was a `replaceSubrange` call per visit).
        var coefficients: [Double] = []
        swap(&coefficients, &coefficientBuffer)
        if coefficients.count < entries.count {
            coefficients.append(contentsOf: repeatElement(0, count: entries.count - coefficients.count))
        }
        var live = 0
        for k in entries.indices {
            let basic = entries[k]
            let index = rowIndex[Int(basic)]
            guard index >= 0, visited[Int(basic)] != epoch else { continue }
            let coefficient = rows[Int(index)].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            visited[Int(basic)] = epoch
            entries[live] = basic
            coefficients[live] = coefficient
            live += 1
        }
        entries.truncate(to: live)
        for k in 0..<live {
            body(&self, Int(rowIndex[Int(entries[k])]), coefficients[k])
        }
        swap(&coefficients, &coefficientBuffer)
        // `body` never adds `symbol` to a row, so the compacted list is the whole column.
        compactedAway[Int(symbol)] = 0
        liveCounts[Int(symbol)] = Int32(entries.count)
        swap(&entries, &columns[Int(symbol)])
        // Shorter now, it may rank higher (``pricingRowsExponent(of:)``).
        if isPricingByHeap && pricingSlots[Int(symbol)] >= 0 { repositionInPricing(symbol) }
    }

    /// Notes that `basic`'s row now holds `symbol`.
    ///
    /// Stale entries pile up in a column that is never read (a symbol that keeps
    /// cancelling out of rows and coming back), so a column whose length reaches a power
    /// of two (from 1,024) and eight times its last compacted size is compacted:
    /// amortised O(1) per entry. Compaction for memory does
    /// not change ``columnSize(of:)``, which steers the choice of subjects.
    @inline(__always)
    mutating func appendToColumn(_ symbol: Symbol, basic: Symbol) {
        recordColumn(symbol, rewriting: false)
        columns[Int(symbol)].append(basic)
        let count = columns[Int(symbol)].count
        // Checked only at powers of two, to keep the common append cheap.
        if count >= 1024 && count & (count - 1) == 0 && count > 8 * Int(liveCounts[Int(symbol)]) {
            compactColumn(symbol)
        }
        // The column's size ranks an improving symbol in powers of two
        // (``pricingRowsExponent(of:)``): one whose count just reached the next moves in
        // the heap. The flag first: most appends happen with no heap in use.
        guard isPricingByHeap, pricingSlots[Int(symbol)] >= 0 else { return }
        let rows = columnSize(of: symbol) + 1
        if rows >= 16 && rows & (rows - 1) == 0 { repositionInPricing(symbol) }
    }

    /// Empties `symbol`'s column, keeping a small column's storage for its next entries.
    mutating func clearColumn(_ symbol: Symbol) {
        if columns[Int(symbol)].capacity <= Self.smallColumn {
            columns[Int(symbol)].truncate(to: 0)
        } else {
            columns[Int(symbol)] = []
        }
    }

    /// Gives a retired symbol's small column storage to the next symbol made: adding and
    /// removing a constraint makes new symbols each time, and each allocated a column.
    mutating func recycleColumn(of symbol: Symbol) {
        var column: [Symbol] = []
        swap(&column, &columns[Int(symbol)])
        guard column.capacity > 0, column.capacity <= Self.smallColumn, spareColumns.count < 256 else { return }
        column.truncate(to: 0)
        spareColumns.append(consume column)
    }

    /// Columns up to this capacity keep their storage when emptied.
    static let smallColumn = 16

    /// How many entries `symbol`'s column gained since it was last read.
    func columnSize(of symbol: Symbol) -> Int {
        columns[Int(symbol)].count + Int(compactedAway[Int(symbol)])
    }

    /// Drops the entries of a column whose symbols left the basis, and repeated entries.
    ///
    /// It does not look up the symbol in each row, as a read does: in a dense tableau that
    /// is a binary search of a long row per entry, for a column that is mostly live
    /// (a fifth of a first layout's time in a form of 1,000 rows). What it leaves, entries
    /// of rows that dropped the symbol, is at most one per row, and a read drops them.
    mutating func compactColumn(_ symbol: Symbol) {
        logColumn(symbol, rewriting: true)
        var entries: [Symbol] = []
        swap(&entries, &columns[Int(symbol)])
        let epoch = nextVisit()
        var live = 0
        for k in entries.indices {
            let basic = entries[k]
            let index = rowIndex[Int(basic)]
            guard index >= 0, visited[Int(basic)] != epoch else { continue }
            visited[Int(basic)] = epoch
            entries[live] = basic
            live += 1
        }
        compactedAway[Int(symbol)] += Int32(entries.count - live)
        entries.truncate(to: live)
        liveCounts[Int(symbol)] = Int32(live)
        swap(&entries, &columns[Int(symbol)])
    }

    /// Starts ``columnLog``: each column is noted once, before its first change.
    mutating func beginColumnLog() {
        columnLog.truncate(to: 0)
        isLoggingColumns = true
        columnLogEpoch &+= 1
        if columnLogEpoch == 0 {
            for k in columnLogStamps.indices { columnLogStamps[k] = 0 }
            columnLogEpoch = 1
        }
    }

    /// Notes a column before its first change since ``beginColumnLog()``: its length when
    /// the change only appends (undone by truncating), its entries when the change
    /// rewrites it (a read that drops stale entries, a compaction). Keeping the entries of
    /// a column that is only appended to would share its storage, so the append would
    /// copy the whole column: quadratic for a column that every row holds.
    @inline(__always)
    mutating func logColumn(_ symbol: Symbol, rewriting: Bool) {
        let s = Int(symbol)
        guard isLoggingColumns else { return }
        if columnLogStamps[s] != columnLogEpoch {
            columnLogStamps[s] = columnLogEpoch
            columnLogSlots[s] = Int32(columnLog.count)
            columnLog.append(ColumnLogEntry(
                symbol: symbol, entries: rewriting ? columns[s] : nil, length: columns[s].count,
                size: compactedAway[s], live: liveCounts[s]))
        } else if rewriting {
            // Only appended to since it was noted: its first `length` entries are the original.
            let slot = Int(columnLogSlots[s])
            if columnLog[slot].entries == nil {
                columnLog[slot].entries = Array(columns[s][..<columnLog[slot].length])
            }
        }
    }

    /// Puts back the columns noted in ``columnLog``, for the symbols below `count`, and
    /// stops logging.
    mutating func restoreLoggedColumns(below count: Int) {
        guard isLoggingColumns else { return }
        var log: [ColumnLogEntry] = []
        swap(&log, &columnLog)
        defer {
            swap(&log, &columnLog)
            endColumnLog()
        }
        for entry in log where Int(entry.symbol) < count {
            let s = Int(entry.symbol)
            if let entries = entry.entries {
                columns[s] = entries
            } else if columns[s].count > entry.length {
                columns[s].removeSubrange(entry.length...)
            }
            compactedAway[s] = entry.size
            liveCounts[s] = entry.live
        }
    }

    /// Stops logging columns; the log's entries go, its storage stays.
    mutating func endColumnLog() {
        isLoggingColumns = false
        columnLog.truncate(to: 0)
    }

    /// Records that `symbol`'s reduced cost changed.
    @inline(__always)
    mutating func markCandidate(_ symbol: Symbol) {
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
        // In the primal simplex's heap of improving symbols: keep it in order.
        if isPricingByHeap && pricingSlots[Int(symbol)] >= 0 { repositionInPricing(symbol) }
    }

    /// Adds `factor × row` to objective level `l`.
    mutating func addToObjective(level l: Int, _ row: Row, times factor: Double) {
        recordValue(level: l)
        levels[l].value = Tolerance.sum(levels[l].value, factor * row.constant)
        for cell in row.cells {
            let s = Int(cell.symbol)
            recordCost(level: l, symbol: cell.symbol)
            levels[l].costs[s] = Tolerance.sum(levels[l].costs[s], factor * cell.coefficient)
            markCandidate(cell.symbol)
        }
    }

    /// Replaces `symbol` by `row` (which reads `symbol = row` over nonbasic symbols) in the
    /// rows and objective levels, as when `symbol` is about to become basic. A user
    /// variable is about to become a definition: definitions that refer to it keep
    /// referring to it.
    package mutating func substitute(_ symbol: Symbol, with row: Row) {
        work += row.cells.count + 1
        let becomesDefinition = kinds[Int(symbol)] == .external
        var keptReferences = false
        forEachRow(holding: symbol) { tableau, index, coefficient in
            let basic = tableau.basics[index]
            if becomesDefinition && tableau.kinds[Int(basic)] == .external {
                keptReferences = true
                return
            }
            tableau.recordRow(basic)
            tableau.work += row.cells.count
            tableau.rows[index].substitute(
                symbol, by: row, times: coefficient, scratch: &tableau.scratch, introduced: &tableau.introduced)
            // By index: iterating `introduced` while `tableau` changes retained its storage.
            var j = 0
            while j < tableau.introduced.count {
                tableau.appendToColumn(tableau.introduced[j], basic: basic)
                j += 1
            }
            tableau.introduced.truncate(to: 0)
            if tableau.kinds[Int(basic)].isRestricted && tableau.rows[index].constant < 0 {
                tableau.infeasible.append(basic)
            }
        }
        if keptReferences {
            columns[Int(symbol)].removeAll { kinds[Int($0)] != .external }
        } else {
            // A basic symbol's column stays empty: give large storage back, keep a small one
            // for when the symbol leaves the basis (an add/remove cycle moves errors in and
            // out, and each regrew its column from nothing).
            clearColumn(symbol)
        }
        compactedAway[Int(symbol)] = 0
        for l in levels.indices {
            let cost = levels[l].costs[Int(symbol)]
            guard cost != 0 else { continue }
            recordCost(level: l, symbol: symbol)
            levels[l].costs[Int(symbol)] = 0
            addToObjective(level: l, row, times: cost)
        }
    }

    /// Swaps `entering` into the basis in place of the basic symbol `leaving`.
    package mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivots += 1
        var row = removeRow(of: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// Removes a nonbasic symbol's column from every row (the symbol is fixed at zero).
    package mutating func eraseColumn(_ symbol: Symbol) {
        forEachRow(holding: symbol) { tableau, index, _ in
            tableau.rows[index].remove(symbol)
        }
        clearColumn(symbol)
        compactedAway[Int(symbol)] = 0
        for l in levels.indices { levels[l].costs[Int(symbol)] = 0 }
    }
}

/// A column as it was before an addition that may still fail first changed it.
struct ColumnLogEntry: Sendable {
    var symbol: Symbol
    /// Its entries; nil while the addition has only appended to it.
    var entries: [Symbol]?
    /// Its length.
    var length: Int
    var size: Int32
    var live: Int32
}
