/// How the solver guards its answers: after every call that can change the solution, the
/// constraints are evaluated as written against the values the solver reports.
///
/// A simplex in floating point can drift: a row that went through many pivots holds its
/// coefficients only approximately, and a value read from it inherits the error. So each
/// call ends by computing, for every constraint, the residual of `lhs - rhs` together
/// with its slack or error symbols (compensated sums, from the constraint's own numbers,
/// never from the tableau). Then:
/// 1. if every required residual is within ``checkTolerance`` of the magnitudes that
///    summed to it, no required constraint's terms outgrew its data (``growthLimit``;
///    those go straight to the exact solve of step 4), and every value is finite, the
///    answer stands;
/// 2. otherwise the residuals are fed back (iterative refinement): each constraint's
///    constant is shifted in the tableau by its residual, which moves only row constants,
///    and the dual simplex restores feasibility if a shift made a row negative. A few
///    sweeps bring an approximately right basis to full precision;
/// 3. if that fails, the solver is rebuilt from its constraints with conservative
///    placement (no parameter is moved to satisfy a row, subjects only on large
///    coefficients), and checked again;
/// 4. if that fails too, a system of at most ``exactLimit`` constraints is solved in
///    rational arithmetic (``exactSolution()``): its values are reported, or the call is
///    refused when the required constraints cannot hold;
/// 5. beyond, the call throws ``SolverError/lossOfPrecision(in:residual:)`` or
///    ``SolverError/nonFiniteValue(in:)`` and the solver is rebuilt as it was before it,
///    unless a float answer meets ``acceptanceTolerance``.
extension SolverCore {
    /// Relative residual a required constraint may keep: |residual| over the sum of the
    /// magnitudes of its terms at the solution.
    static let checkTolerance = 1e-10
    /// How much of a variable's data scale (``dataScales()``) counts towards the
    /// magnitude of a constraint that holds it, per unit of coefficient: with
    /// ``checkTolerance``, a hundred rounding units of that scale. Without this floor a
    /// constraint whose terms are all near zero would be held to an absolute precision
    /// no floating-point sum has: `a == b` reading 3e-14 against 0 in a layout of hundreds
    /// of points is rounding, not a broken constraint.
    static let scaleShare = 1e-4
    /// What a call accepts when neither refinement nor a rebuild reaches
    /// ``checkTolerance`` and the system is too large to solve exactly: a violation of at
    /// most 1e-8 of the constraint's magnitude plus one unit.
    static let acceptanceTolerance = 1e-8
    /// How far the terms of a required constraint may outgrow its data at the solution
    /// (``CheckFailure/outgrown``): the sum of their magnitudes over `Σ |coefficient| ×
    /// scale + |constant|`. Beyond it the check's relative tolerance admits an error of a
    /// hundredth of the data itself, so floating point cannot say whether the constraint
    /// holds: seed 1080 of the mixed-scale suite accepted `X == 56` beside `X <= 55` at
    /// values of 1e18, where a move of 1e-16 in a coefficient closes the gap.
    static let growthLimit = 1e8
    /// Systems with at most this many terms are checked after every call (see ``settle``).
    static let alwaysCheckedTerms = 256
    /// While updates are deferred, a large system is checked once the work since the last
    /// check reaches this many times the check's cost (instead of once): values read
    /// mid-batch are still checked every so often, at a few percent of a batch's time.
    static let deferredPacing = 8
    /// Refinement sweeps before a rebuild.
    static let refinementSweeps = 4

    /// Checks the solution (`Solver+Check.swift`); refines, rebuilds, solves exactly or,
    /// failing those, restores the state before the call (`undo` turns the current
    /// blueprint into that one) and throws.
    /// - Parameter blame: the constraint the call concerned, named in the error.
    /// - Parameter force: check now, whatever the work since the last check.
    mutating func settle(
        undo: (inout Blueprint) -> Void, blame: Constraint? = nil, force: Bool = false
    ) throws(SolverError) {
        exactValues = nil
        guard checksSolutions, force || !isDeferring || checksWhileDeferred else { return }
        // A system of up to ``alwaysCheckedTerms`` terms is checked after every call. A larger
        // one is paced by work, since a check costs O(terms): it runs once the row
        // operations since the last check reach that cost, so a call that pivots heavily
        // is checked at once and a drag step that shifts a few constants every so often.
        // A system that needed exact values is fragile (``checksEveryCall``): checked at once.
        let pacing = isDeferring ? Self.deferredPacing : 1
        guard force || checksEveryCall || checkedTermCount <= Self.alwaysCheckedTerms
            || tableau.work - workAtLastCheck >= pacing * checkedTermCount
        else { return }
        workAtLastCheck = tableau.work
        if isDeferring {
            // Values read mid-batch need not be optimal, but they must hold. A point that
            // does not is settled as an undeferred call would be: optimised, then checked.
            guard violationSinceLastCheck() != nil else { return }
            catchUp()
            isDeferring = false
            defer { isDeferring = true }
            try settle(undo: undo, blame: blame, force: true)
            return
        }
        polishOptimum()
        guard let violation = violationSinceLastCheck() else {
            confirmOptimum()
            return
        }
        if violation.outgrown {
            // Terms that outgrew their data (``growthLimit``) but hold to the tolerance: only
            // exact arithmetic can tell more (refinement and a rebuild would only move the
            // float point). Beyond its size the float answer is the best there is, and
            // nothing showed the tableau imprecise: the system is not marked fragile, so a
            // large one keeps its paced checks.
            var settled = true
            defer { if settled { checksEveryCall = true } }
            settled = try !settleExactly(Blueprint(self), undo: undo, blame: blame)
            return
        }
        // Whatever the outcome (`self` may be replaced below), this system is fragile.
        defer { checksEveryCall = true }
        if refine(), worstViolation() == nil {
            confirmOptimum()
            return
        }
        let blueprint = Blueprint(self)
        let rebuilt = SolverCore(rebuilding: blueprint, conservative: true, priorities: priorityModel)
        if var candidate = rebuilt, candidate.polishedAndVerified() {
            self = candidate
            confirmOptimum()
            return
        }
        // Floating point cannot hold this system to full precision: solve it exactly.
        guard try settleExactly(blueprint, undo: undo, blame: blame) else { return }
        // Too large for the exact fallback: take the better float answer if acceptable.
        if let rebuilt, rebuilt.worstViolation(accepting: true) == nil,
            (rebuilt.worstViolation()?.relative ?? 0) <= (worstViolation()?.relative ?? .infinity)
        {
            self = rebuilt
            return
        }
        if worstViolation(accepting: true) == nil { return }
        restore(blueprint, undo: undo)
        let place = (blame ?? violation.record.constraint).description
        guard violation.residual.isFinite else { throw .nonFiniteValue(in: place) }
        throw .lossOfPrecision(in: place, residual: violation.residual)
    }

    /// Takes the exact optimum's values (``exactSolution()``) for a call whose check failed.
    /// - Parameters:
    ///   - blueprint: the solver before the check, for putting back the state before the
    ///     call (`undo` turns it into that state) when the required constraints cannot hold.
    ///   - blame: the constraint the call concerned; a required one is refused as
    ///     unsatisfiable then.
    /// - Returns: whether the call is still unsettled: the system is too large to solve
    ///   exactly, or its required constraints cannot hold and `blame` is not a required one.
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)``, the solver put back.
    @discardableResult
    private mutating func settleExactly(
        _ blueprint: Blueprint, undo: (inout Blueprint) -> Void, blame: Constraint?
    ) throws(SolverError) -> Bool {
        switch exactSolution() {
        case .values(let exact):
            exactValues = exact
            neededExactValues = true
            return false
        case .infeasible:
            restore(blueprint, undo: undo)
            if let blame, blame.priority.isRequired {
                throw .unsatisfiableConstraint(blame, conflicts: conflicts(with: blame))
            }
            return true
        case .unavailable:
            return true
        }
    }

    /// The work of `Solver`'s `verify` (documented there).
    mutating func verify() throws(SolverError) {
        try settle(undo: { _ in }, force: true)
    }

    /// The outcome of solving what the solver holds in exact arithmetic.
    enum ExactSolution {
        /// The optimum's values, by symbol id, all finite.
        case values([Double])
        /// The required constraints cannot all hold.
        case infeasible
        /// Too large for the exact fallback, or a value does not fit in a `Double`.
        case unavailable
    }

    /// Solves what the solver holds exactly (see ``exactOptimum()``).
    func exactSolution() -> ExactSolution {
        guard let (outcome, symbols) = exactOptimum() else { return .unavailable }
        switch outcome {
        case .optimal(let values):
            var exact = Array(repeating: 0.0, count: tableau.symbolCount)
            for (k, symbol) in symbols.enumerated() { exact[Int(symbol)] = values[k].doubleValue + 0 }
            return exact.allSatisfy(\.isFinite) ? .values(exact) : .unavailable
        case .infeasible:
            return .infeasible
        }
    }

    /// Puts the solver back as it was before a failed call: rebuilt from `blueprint` with
    /// `undo` applied, and checked like any answer. The state before the call may have
    /// needed the exact fallback; a rebuild alone would then read wrong values again.
    mutating func restore(_ blueprint: Blueprint, undo: (inout Blueprint) -> Void) {
        var before = blueprint
        undo(&before)
        // First by the placement rules the solver was built by: where its history was
        // additions in order, this lands on the very point it stood at, even where the
        // optimum is not unique (a variable no priority decides), which the conservative
        // rules need not (`FuzzFindingTests.aFailedAddPutBackByARebuildKeepsUndecidedValues`).
        if var restored = SolverCore(rebuilding: before, conservative: false, priorities: priorityModel),
            restored.polishedAndVerified()
        {
            restored.confirmOptimum()
            self = restored
            return
        }
        guard var restored = SolverCore(rebuilding: before, conservative: true, priorities: priorityModel) else { return }
        if restored.polishedAndVerified() {
            restored.confirmOptimum()
        } else if case .values(let exact) = restored.exactSolution() {
            restored.exactValues = exact
            restored.neededExactValues = true
            restored.checksEveryCall = true
        }
        self = restored
    }

    /// Whether the solution, polished (``polishOptimum()``), passes the check, after
    /// refinement if needed.
    mutating func polishedAndVerified() -> Bool {
        polishOptimum()
        return verified()
    }

    /// Whether the solution passes the check, after refinement if needed.
    mutating func verified() -> Bool {
        worstViolation() == nil || (refine() && worstViolation() == nil)
    }

    /// Iterative refinement: shifts each constraint's constant in the tableau by its
    /// residual, restores feasibility, and repeats while the worst residual shrinks.
    /// - Returns: false when a value is not finite or a row cannot be made feasible.
    mutating func refine() -> Bool {
        var previous = Double.infinity
        for _ in 0..<Self.refinementSweeps {
            var worst = 0.0
            var shifts: [(ConstraintRecord, Double)] = []
            let scales = dataScales()
            for record in records.entries {
                let (residual, magnitude, _) = residual(of: record, scales: scales)
                guard residual.isFinite, magnitude.isFinite else { return false }
                guard abs(residual) > 1e-15 * magnitude else { continue }
                // A redundant equality (its dummy basic) has no freedom to take a shift.
                if !(tableau.isBasic(record.marker) && tableau.kinds[Int(record.marker)] == .dummy) {
                    shifts.append((record, residual))
                }
                worst = max(worst, abs(residual) / magnitude)
            }
            guard worst > Self.checkTolerance || worstViolation() != nil else { return true }
            guard worst < previous || worst <= Self.checkTolerance else { return false }
            previous = worst
            // Markers no row holds (Solver+MarkerColumns) move together, by one solve.
            var unheld: [(ConstraintRecord, Double)] = []
            for (record, residual) in shifts {
                if needsMarkerColumn(record) {
                    unheld.append((record, residual))
                } else {
                    _ = shiftMarker(of: record, by: residual)
                }
            }
            guard shiftUnheldMarkers(unheld) else {
                tableau.refreshValues()
                return false
            }
            // A slack left negative by rounding is a broken inequality: the dual simplex
            // must pivot it out.
            for record in records.entries {
                let marker = record.marker
                guard tableau.kinds[Int(marker)].isRestricted,
                    let row = tableau.row(of: marker), row.constant < 0
                else { continue }
                tableau.infeasible.append(marker)
            }
            let feasible = tableau.dualOptimize()
            if feasible { tableau.optimize() }
            tableau.refreshValues()
            guard feasible else { return false }
        }
        return worstViolation() == nil
    }
}
