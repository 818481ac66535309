/// The check every call ends with (``settle(undo:blame:force:)``, `Solver+Guard.swift`):
/// each constraint evaluated as written, from its own coefficients and the values the
/// solver reports, and the worst failure found.
extension SolverCore {
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
    /// terms), evaluated at the current values, the magnitude it is measured against, and
    /// that magnitude's floor (``scaleFloor(at:scales:)``).
    /// - Parameter scales: ``dataScales()``, for the magnitude's floor.
    @inline(__always)
    func residual(
        of record: ConstraintRecord, scales: DataScales
    ) -> (residual: Double, magnitude: Double, floor: Double) {
        withUnsafePointer(to: record) { residual(at: $0, scales: scales) }
    }

    /// ``residual(of:scales:)`` of the record `record` points to.
    @inline(__always)
    func residual(
        at record: UnsafePointer<ConstraintRecord>, scales: DataScales
    ) -> (residual: Double, magnitude: Double, floor: Double) {
        var sum = difference(at: record)
        let coefficients = markerCoefficients(of: record.pointee.constraint)
        // A dummy stands at 0 by definition (a basic one holds a redundant equality's
        // rounding, which must not count as part of the solution).
        let marker = record.pointee.marker, other = record.pointee.other
        if tableau.kinds[Int(marker)] != .dummy {
            sum.add(coefficients.marker * tableau.value(of: marker))
        }
        if other >= 0 { sum.add(coefficients.other * tableau.value(of: other)) }
        let floor = scaleFloor(at: record, scales: scales)
        return (sum.value, sum.magnitude + floor, floor)
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

    /// How far a constraint is from holding at the current values (0 when it holds), the
    /// magnitude it is measured against, and that magnitude's floor
    /// (``scaleFloor(at:scales:)``).
    /// - Parameter scales: ``dataScales()``, for the magnitude's floor.
    @inline(__always)
    func violation(
        of record: ConstraintRecord, scales: DataScales
    ) -> (amount: Double, magnitude: Double, floor: Double) {
        withUnsafePointer(to: record) { violation(at: $0, scales: scales) }
    }

    /// ``violation(of:scales:)`` of the record `record` points to.
    @inline(__always)
    func violation(
        at record: UnsafePointer<ConstraintRecord>, scales: DataScales
    ) -> (amount: Double, magnitude: Double, floor: Double) {
        let sum = difference(at: record)
        let d = sum.value
        let amount: Double = switch record.pointee.constraint.relation {
        case .equal: d
        case .lessThanOrEqual: max(d, 0)
        case .greaterThanOrEqual: min(d, 0)
        }
        let floor = scaleFloor(at: record, scales: scales)
        return (amount, sum.magnitude + floor, floor)
    }

    /// A constraint whose check failed.
    struct CheckFailure {
        var record: ConstraintRecord
        /// Its violation (required) or residual (optional); infinite for a non-finite value.
        var residual: Double
        /// The residual over the magnitude it is measured against.
        var relative: Double
        /// Whether it fails only by ``growthLimit``: its terms at the solution are so large
        /// beside its data that rounding could hide any violation. Only exact arithmetic can
        /// decide it; refinement and a rebuild cannot.
        var outgrown = false
    }

    /// The constraint whose check fails worst, beyond ``checkTolerance``: a required
    /// constraint that does not hold, an optional one whose error symbols do not measure
    /// its actual error, or any with a non-finite value; failing those, a required
    /// constraint whose terms outgrew its data (``growthLimit``, not when accepting); nil
    /// when every check passes.
    /// - Complexity: O(terms of all constraints).
    /// - Parameters:
    ///   - accepting: use ``acceptanceTolerance`` (with its unit floor) instead.
    ///   - moved: by symbol, whether to evaluate the constraints that hold it (their marker,
    ///     error or a variable); every constraint is evaluated when nil.
    func worstViolation(
        accepting: Bool = false, moved: [Bool]? = nil
    ) -> CheckFailure? {
        worstViolation(accepting: accepting, scales: dataScales(), moved: moved)
    }

    /// ``worstViolation(accepting:moved:)`` with the data scales given (``dataScales()``).
    /// They are borrowed: taken as an optional and unwrapped, they were copied, a retain
    /// and a release per check.
    func worstViolation(
        accepting: Bool = false, scales: borrowing DataScales, moved: [Bool]? = nil
    ) -> CheckFailure? {
        let tolerance = accepting ? Self.acceptanceTolerance : Self.checkTolerance
        var worst: (index: Int, residual: Double, relative: Double)? = nil
        var outgrown: Int? = nil
        records.entries.withUnsafeBufferPointer { entries in
            // Read in place: copying a record out retains its constraint and terms.
            guard let first = entries.baseAddress else { return }
            for index in entries.indices {
                let record = first + index
                if let moved, !holdsMovedSymbol(record, moved) { continue }
                // An optional constraint may be broken, but its error symbols must say by how
                // much: otherwise the objective the simplex minimised is not the real one.
                let required = record.pointee.constraint.priority.isRequired
                let (amount, magnitude, floor) = required
                    ? violation(at: record, scales: scales) : residual(at: record, scales: scales)
                guard amount.isFinite, magnitude.isFinite else {
                    worst = (index, .infinity, .infinity)
                    return
                }
                if required && !accepting && outgrown == nil {
                    // What the data explains: Σ |coefficient| × scale + |constant| (none in a
                    // system without constants, where nothing can be judged so).
                    let explained = floor / Self.scaleShare + abs(record.pointee.constant)
                    if explained > 0 && magnitude - floor > Self.growthLimit * explained { outgrown = index }
                }
                let relative = abs(amount) / max(magnitude + (accepting ? 1 : 0), .leastNormalMagnitude)
                if relative > tolerance && relative > (worst?.relative ?? 0) {
                    worst = (index, amount, relative)
                }
            }
        }
        if let worst {
            return CheckFailure(record: records.entries[worst.index], residual: worst.residual, relative: worst.relative)
        }
        return outgrown.map { CheckFailure(record: records.entries[$0], residual: 0, relative: 0, outgrown: true) }
    }

    /// Whether `moved` is set for a symbol of the record: its marker, its second error or
    /// one of its terms.
    private func holdsMovedSymbol(_ record: UnsafePointer<ConstraintRecord>, _ moved: [Bool]) -> Bool {
        let marker = record.pointee.marker, other = record.pointee.other
        if moved[Int(marker)] || (other >= 0 && moved[Int(other)]) { return true }
        for j in record.pointee.terms.indices where moved[Int(record.pointee.terms[j].symbol)] { return true }
        return false
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
