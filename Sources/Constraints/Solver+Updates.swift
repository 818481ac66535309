extension Solver {
    /// Defers re-optimisation until ``endUpdates()``, for adding or removing many
    /// constraints at once (a first layout, a rebuilt stack).
    ///
    /// Each call still checks everything it checks otherwise and keeps the tableau
    /// feasible (so unsatisfiable required constraints are found and explained at once),
    /// but the objective is minimised only once, at the end: far fewer pivots than
    /// re-optimising after every change. Until then, `value(of:)` reads a feasible point
    /// that may not be optimal, checked like any answer (a point that fails the check is
    /// optimised and settled at once). ``suggestValue(_:for:)`` re-optimises first, as the
    /// dual simplex starts from an optimum.
    public mutating func beginUpdates() {
        isDeferring = true
    }

    /// Re-optimises once after ``beginUpdates()`` and returns to re-optimising after
    /// every change.
    /// - Throws: ``SolverError/lossOfPrecision(in:residual:)`` or
    ///   ``SolverError/nonFiniteValue(in:)`` when the optimum cannot be computed
    ///   accurately; updates then stay deferred, so a constraint can be removed first.
    public mutating func endUpdates() throws(SolverError) {
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

    /// Leaves deferred updates after ``endUpdates()`` threw, keeping the optimum found,
    /// unchecked: for a caller that prefers a best-effort answer to none.
    public mutating func abandonUpdates() {
        exactValues = nil
        catchUp()
        tableau.refreshValues()
        isDeferring = false
    }

    /// Whether re-optimisation is deferred (between ``beginUpdates()`` and ``endUpdates()``).
    public var isUpdating: Bool { isDeferring }

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

extension Solver {
    /// Counters of the work done so far and the tableau's current size.
    /// - Complexity: O(rows).
    public var statistics: SolverStatistics {
        SolverStatistics(
            pivots: tableau.pivots, phaseOnes: tableau.phaseOnes, rows: tableau.rows.count,
            cells: tableau.rows.reduce(0) { $0 + $1.cells.count }, symbols: tableau.symbolCount,
            freedSymbols: tableau.retiredCount, additions: serial, removals: removals)
    }
}
