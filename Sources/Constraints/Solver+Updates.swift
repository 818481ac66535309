extension SolverCore {
    /// The work of `Solver`'s `beginUpdates` (documented there).
    mutating func beginUpdates() {
        isDeferring = true
    }

    /// The work of `Solver`'s `endUpdates` (documented there).
    mutating func endUpdates() throws(SolverError) {
        catchUp()
        tableau.refreshValues()
        isDeferring = false
        do throws(SolverError) {
            try settle(undo: { _ in })
        } catch {
            isDeferring = true
            throw error
        }
    }

    /// The work of `Solver`'s `abandonUpdates` (documented there).
    mutating func abandonUpdates() {
        exactValues = nil
        catchUp()
        tableau.refreshValues()
        isDeferring = false
    }

    /// The work of `Solver`'s `isUpdating` (documented there).
    var isUpdating: Bool { isDeferring }

    /// Re-optimises after a change, unless updates are deferred.
    mutating func reoptimize() {
        if isDeferring {
            hasDeferredWork = true
        } else {
            tableau.optimize()
        }
        tableau.refreshValues()
    }

    /// Finds every improving column and re-optimises (the end of a deferred stretch).
    mutating func catchUp() {
        guard hasDeferredWork else { return }
        hasDeferredWork = false
        tableau.markAllCandidates()
        tableau.optimize()
        // A caller may return before refreshing (a suggestion that moves nothing).
        tableau.refreshValues()
    }
}

/// Counters that tell how hard a solver has worked, for tuning and benchmarks.
public struct SolverStatistics: Sendable, Hashable {
    /// Simplex pivots made since the solver was created, those of calls that failed and
    /// of rebuilds (the guard's recovery) included.
    public var pivots: Int
    /// Constraints that needed phase one (no variable or slack could take their row),
    /// counted like ``pivots``.
    public var phaseOnes: Int
    /// Rows in the tableau now.
    public var rows: Int
    /// Nonzero entries in the tableau's rows now.
    public var cells: Int
    /// Symbol ids in use (variables, slacks, errors, markers), including freed ones not
    /// yet reclaimed: the last ids, once freed, go to the next symbols made; the others are
    /// compacted once half of all ids are free, and all at once when the last constraint
    /// is removed.
    public var symbols: Int
    /// Of ``symbols``, the ids freed and not yet reclaimed. A failed call that had to
    /// rebuild the solver to put it back (see ``Solver/verify()``) leaves the same
    /// constraints, edit variables and symbols in use, but may leave a different number
    /// of freed ids.
    public var freedSymbols: Int
    /// Constraints added and removed since the solver was created (edit variables'
    /// constraints included): how much a layer above changed.
    public var additions: Int
    public var removals: Int
}

extension SolverCore {
    /// The work of `Solver`'s `statistics` (documented there).
    var statistics: SolverStatistics {
        SolverStatistics(
            pivots: tableau.pivots, phaseOnes: tableau.phaseOnes, rows: tableau.rows.count,
            cells: tableau.rows.reduce(0) { $0 + $1.cells.count }, symbols: tableau.symbolCount,
            freedSymbols: tableau.retiredCount, additions: serial, removals: removals)
    }
}
