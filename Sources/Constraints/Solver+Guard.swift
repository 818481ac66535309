/// How the solver guards its answers: after every call that can change the solution, the
/// constraints are evaluated as written against the values the solver reports.
///
/// A simplex in floating point can drift: a row that went through many pivots holds its
/// coefficients only approximately, and a value read from it inherits the error. So each
/// call ends by computing, for every constraint, the residual of `lhs - rhs` together
/// with its slack or error symbols (compensated sums, from the constraint's own numbers,
/// never from the tableau). Then:
/// 1. if every required residual is within ``checkTolerance`` of the magnitudes that
///    summed to it, and every value is finite, the answer stands;
/// 2. otherwise the residuals are fed back (iterative refinement): each constraint's
///    constant is shifted in the tableau by its residual, which moves only row constants,
///    and the dual simplex restores feasibility if a shift made a row negative. A few
///    sweeps bring an approximately right basis to full precision;
/// 3. if that fails, the solver is rebuilt from its constraints with conservative
///    placement (no parameter is moved to satisfy a row, subjects only on large
///    coefficients), and checked again;
/// 4. if that fails too, the call throws ``SolverError/lossOfPrecision(in:residual:)`` or
///    ``SolverError/nonFiniteValue(in:)`` and the solver is rebuilt as it was before it.
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
    /// Systems with at most this many terms are checked after every call (see ``settle``).
    static let alwaysCheckedTerms = 256
    /// While updates are deferred, a large system is checked once the work since the last
    /// check reaches this many times the check's cost (instead of once): values read
    /// mid-batch are still checked every so often, at a few percent of a batch's time.
    static let deferredPacing = 8
    /// Refinement sweeps before a rebuild.
    static let refinementSweeps = 4

    // The helpers of the check's loop below are inlined into it: without, the churn
    // workload took 1% more instructions and the enaml build 0.5% (callgrind). They read a
    // record through a pointer into the records' storage: a record passed by value was
    // copied at each call, retaining its constraint and its terms (32 retains and as many
    // releases per add + remove cycle of the churn workload).

    /// `scaleShare × Σ |coefficient| × scale` over a constraint's terms.
    @inline(__always)
    func scaleFloor(at record: UnsafePointer<ConstraintRecord>, scales: DataScales) -> Double {
        var floor = 0.0
        for j in record.pointee.terms.indices {
            floor += abs(record.pointee.terms[j].coefficient) * scales[record.pointee.terms[j].symbol]
        }
        return Self.scaleShare * floor
    }

    /// `lhs - rhs` of `constraint` over the solver's symbols, like terms combined.
    func checkedTerms(of constraint: Constraint) -> (terms: [Cell], constant: Double) {
        var row = Row(constant: constraint.lhs.constant - constraint.rhs.constant)
        row.cells.reserveCapacity(constraint.lhs.terms.count + constraint.rhs.terms.count)
        func add(_ terms: [LinearExpression.Term], sign: Double) {
            for term in terms where term.coefficient != 0 {
                guard let symbol = symbols[term.variable.id] else { continue }
                row.insert(symbol, sign * term.coefficient)
            }
        }
        add(constraint.lhs.terms, sign: 1)
        add(constraint.rhs.terms, sign: -1)
        return (row.cells, row.constant)
    }

    /// Adds a record to the end of `records`.
    mutating func enroll(_ record: consuming ConstraintRecord) {
        checkedTermCount += record.terms.count + 1
        for cell in record.terms { tableau.uses[Int(cell.symbol)] += 1 }
        noteScales(adding: record)
        noteChangedNumbers(marker: record.marker)
        records.append(record)
    }

    /// Removes the record of the constraint with identity `id` from `records` (the last
    /// record takes its place).
    /// - Returns: the record, moved out of the table; nil when there is none.
    @discardableResult
    mutating func unenroll(_ id: ObjectIdentifier) -> ConstraintRecord? {
        guard let removed = records.removeValue(forKey: id) else { return nil }
        noteScales(removing: removed)
        checkedTermCount -= removed.terms.count + 1
        for cell in removed.terms { tableau.uses[Int(cell.symbol)] -= 1 }
        return removed
    }

    /// `lhs - rhs` of a constraint at the current values, as a compensated sum.
    @inline(__always)
    func difference(at record: UnsafePointer<ConstraintRecord>) -> CompensatedSum {
        var sum = CompensatedSum(record.pointee.constant)
        for j in record.pointee.terms.indices {
            sum.add(record.pointee.terms[j].coefficient * tableau.value(of: record.pointee.terms[j].symbol))
        }
        return sum
    }

    /// The residual of a constraint's row as built (`lhs - rhs` plus its slack and error
    /// terms), evaluated at the current values, and the magnitude it is measured against.
    /// - Parameter scales: ``dataScales()``, for the magnitude's floor.
    @inline(__always)
    func residual(of record: ConstraintRecord, scales: DataScales) -> (residual: Double, magnitude: Double) {
        withUnsafePointer(to: record) { residual(at: $0, scales: scales) }
    }

    /// ``residual(of:scales:)`` of the record `record` points to.
    @inline(__always)
    func residual(at record: UnsafePointer<ConstraintRecord>, scales: DataScales) -> (residual: Double, magnitude: Double) {
        var sum = difference(at: record)
        let coefficients = markerCoefficients(of: record.pointee.constraint)
        // A dummy stands at 0 by definition (a basic one holds a redundant equality's
        // rounding, which must not count as part of the solution).
        let marker = record.pointee.marker, other = record.pointee.other
        if tableau.kinds[Int(marker)] != .dummy {
            sum.add(coefficients.marker * tableau.value(of: marker))
        }
        if other >= 0 { sum.add(coefficients.other * tableau.value(of: other)) }
        return (sum.value, sum.magnitude + scaleFloor(at: record, scales: scales))
    }

    /// The coefficients of a constraint's marker and of its second error symbol (0 when it
    /// has none) in its row, as ``addMarkers(for:rank:to:)`` built it.
    @inline(__always)
    func markerCoefficients(of record: ConstraintRecord) -> (marker: Double, other: Double) {
        markerCoefficients(of: record.constraint)
    }

    /// ``markerCoefficients(of:)-(ConstraintRecord)`` from the record's constraint.
    @inline(__always)
    func markerCoefficients(of constraint: Constraint) -> (marker: Double, other: Double) {
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual: return (1, required ? 0 : -1)
        case .greaterThanOrEqual: return (-1, required ? 0 : 1)
        case .equal: return required ? (1, 0) : (-1, 1)
        }
    }

    /// How far a constraint is from holding at the current values (0 when it
    /// holds), and the magnitude it is measured against.
    /// - Parameter scales: ``dataScales()``, for the magnitude's floor.
    @inline(__always)
    func violation(of record: ConstraintRecord, scales: DataScales) -> (amount: Double, magnitude: Double) {
        withUnsafePointer(to: record) { violation(at: $0, scales: scales) }
    }

    /// ``violation(of:scales:)`` of the record `record` points to.
    @inline(__always)
    func violation(at record: UnsafePointer<ConstraintRecord>, scales: DataScales) -> (amount: Double, magnitude: Double) {
        let sum = difference(at: record)
        let d = sum.value
        let amount: Double = switch record.pointee.constraint.relation {
        case .equal: d
        case .lessThanOrEqual: max(d, 0)
        case .greaterThanOrEqual: min(d, 0)
        }
        return (amount, sum.magnitude + scaleFloor(at: record, scales: scales))
    }

    /// The constraint whose check fails worst, beyond ``checkTolerance``: a required
    /// constraint that does not hold, an optional one whose error symbols do not measure
    /// its actual error, or any with a non-finite value; nil when every check passes.
    /// - Complexity: O(terms of all constraints).
    /// - Parameters:
    ///   - accepting: use ``acceptanceTolerance`` (with its unit floor) instead.
    ///   - moved: by symbol, whether to evaluate the constraints that hold it (their marker,
    ///     error or a variable); every constraint is evaluated when nil.
    func worstViolation(
        accepting: Bool = false, moved: [Bool]? = nil
    ) -> (record: ConstraintRecord, residual: Double, relative: Double)? {
        worstViolation(accepting: accepting, scales: dataScales(), moved: moved)
    }

    /// ``worstViolation(accepting:moved:)`` with the data scales given (``dataScales()``).
    /// They are borrowed: taken as an optional and unwrapped, they were copied, a retain
    /// and a release per check.
    func worstViolation(
        accepting: Bool = false, scales: borrowing DataScales, moved: [Bool]? = nil
    ) -> (record: ConstraintRecord, residual: Double, relative: Double)? {
        let tolerance = accepting ? Self.acceptanceTolerance : Self.checkTolerance
        var worst: (index: Int, residual: Double, relative: Double)? = nil
        records.entries.withUnsafeBufferPointer { entries in
            // Read in place: copying a record out retains its constraint and terms.
            guard let first = entries.baseAddress else { return }
            for index in entries.indices {
                let record = first + index
                if let moved, !holdsMovedSymbol(record, moved) { continue }
                // An optional constraint may be broken, but its error symbols must say by how
                // much: otherwise the objective the simplex minimised is not the real one.
                let (amount, magnitude) = record.pointee.constraint.priority.isRequired
                    ? violation(at: record, scales: scales) : residual(at: record, scales: scales)
                guard amount.isFinite, magnitude.isFinite else {
                    worst = (index, .infinity, .infinity)
                    return
                }
                let relative = abs(amount) / max(magnitude + (accepting ? 1 : 0), .leastNormalMagnitude)
                if relative > tolerance && relative > (worst?.relative ?? 0) {
                    worst = (index, amount, relative)
                }
            }
        }
        return worst.map { (records.entries[$0.index], $0.residual, $0.relative) }
    }

    /// Whether `moved` is set for a symbol of the record: its marker, its second error or
    /// one of its terms.
    private func holdsMovedSymbol(_ record: UnsafePointer<ConstraintRecord>, _ moved: [Bool]) -> Bool {
        let marker = record.pointee.marker, other = record.pointee.other
        if moved[Int(marker)] || (other >= 0 && moved[Int(other)]) { return true }
        for j in record.pointee.terms.indices where moved[Int(record.pointee.terms[j].symbol)] { return true }
        return false
    }

    /// Checks the solution; refines, rebuilds or, failing both, restores the state before
    /// the call (`undo` turns the current blueprint into that one) and throws.
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
        switch exactSolution() {
        case .values(let exact):
            exactValues = exact
            return
        case .infeasible:
            restore(blueprint, undo: undo)
            if let blame, blame.priority.isRequired {
                throw .unsatisfiableConstraint(blame, conflicts: conflicts(with: blame))
            }
        case .unavailable:
            break
        }
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
                let (residual, magnitude) = residual(of: record, scales: scales)
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

/// A sum with its rounding error carried along (Neumaier), and the sum of magnitudes.
struct CompensatedSum {
    private var sum: Double
    private var compensation = 0.0
    private(set) var magnitude: Double

    init(_ start: Double) {
        sum = start
        magnitude = abs(start)
    }

    mutating func add(_ x: Double) {
        let t = sum + x
        compensation += abs(sum) >= abs(x) ? (sum - t) + x : (x - t) + sum
        sum = t
        magnitude += abs(x)
    }

    var value: Double { sum + compensation }
}
