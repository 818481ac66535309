extension SolverCore {
    /// The work of `Solver`'s `replace` (documented there).
    mutating func replace(_ constraint: Constraint, with replacement: Constraint) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        try validate(replacement)
        let counts = membershipCounts
        // What a failed replacement rebuilds from: the solver as it was.
        func undo(_ blueprint: inout Blueprint) {
            blueprint.replace(replacement, by: record)
            blueprint.restore(counts)
        }
        guard let shift = Self.constantShift(from: constraint, to: replacement),
            !(tableau.isBasic(record.marker) && tableau.kinds[Int(record.marker)] == .dummy)
        else {
            try replaceByRemovingAndAdding(constraint, with: replacement, rank: record.tieBreakRank)
            try settle(undo: undo, blame: replacement)
            return
        }
        // The shift needs an optimum, so deferred work is caught up first, under the
        // journal: a failure then puts back the values read so far, at the cost of what
        // was undone rather than of a copy of the solver.
        let hadDeferredWork = hasDeferredWork
        tableau.beginJournal()
        // A required equality's marker column, if the rows do not hold it yet, goes in
        // first (it moves no value) and stays for the next change of this constant; under
        // the journal, so that a refused shift leaves the rows as they were.
        if needsMarkerColumn(record) && !materializeMarkerColumns(of: [constraint]) {
            tableau.rollBack()
            try replaceByRemovingAndAdding(constraint, with: replacement, rank: record.tieBreakRank)
            try settle(undo: undo, blame: replacement)
            return
        }
        if isDeferring { catchUp() }
        func rollBack(_ solver: inout SolverCore) {
            solver.tableau.rollBack()
            solver.hasDeferredWork = hadDeferredWork
            solver.tableau.refreshValues()
        }
        guard shiftMarker(of: record, by: shift) else {
            // The marker is in no row (a redundant equality): nothing moved.
            rollBack(&self)
            try replaceByRemovingAndAdding(constraint, with: replacement, rank: record.tieBreakRank)
            try settle(undo: undo, blame: replacement)
            return
        }
        // A redundant copy of the constraint (its dummy basic, holding this marker) would
        // break: the dual simplex cannot see that (a dummy above 0 looks feasible), and the
        // check would only find it after the call, when putting the solver back means a
        // rebuild that need not land on the same optimum.
        guard !breaksRedundantEquality(record, by: shift), tableau.dualOptimize() else {
            rollBack(&self)
            let conflicts = conflicts(with: replacement, replacing: constraint)
            throw .unsatisfiableConstraint(replacement, conflicts: conflicts)
        }
        tableau.commitJournal()
        tableau.refreshValues()
        var replaced = ConstraintRecord(
            constraint: replacement, marker: record.marker, other: record.other,
            serial: record.serial, tieBreakRank: record.tieBreakRank)
        (replaced.terms, replaced.constant) = checkedTerms(of: replacement)
        unenroll(ObjectIdentifier(record.constraint))
        enroll(replaced)
        try settle(undo: undo, blame: replacement)
    }

    /// Replaces a constraint by removing it and adding the other, atomically.
    private mutating func replaceByRemovingAndAdding(
        _ constraint: Constraint, with replacement: Constraint, rank: Double
    ) throws(SolverError) {
        var copy = self
        try copy.remove(constraint)
        try copy.insert(replacement, explainingConflicts: true, tieBreakRank: rank)
        self = copy
    }

    /// How much `lhs - rhs` of `new` exceeds that of `old` in its constant, when the two
    /// have the same relation, priority and coefficients; nil otherwise.
    static func constantShift(from old: Constraint, to new: Constraint) -> Double? {
        guard old.relation == new.relation, old.priority == new.priority else { return nil }
        func coefficients(_ c: Constraint) -> [ObjectIdentifier: Double] {
            var result: [ObjectIdentifier: Double] = [:]
            for t in c.lhs.terms { result[t.variable.id, default: 0] += t.coefficient }
            for t in c.rhs.terms { result[t.variable.id, default: 0] -= t.coefficient }
            return result.filter { $0.value != 0 }
        }
        guard coefficients(old) == coefficients(new) else { return nil }
        let shift = (new.lhs.constant - new.rhs.constant) - (old.lhs.constant - old.rhs.constant)
        return shift.isFinite ? shift : nil
    }

    /// Adds `shift` to the constant of the constraint's `lhs - rhs`: the same as replacing
    /// its marker `m` (coefficient `c` in the row as built) by `m + shift / c`.
    /// - Returns: whether any row moved.
    mutating func shiftMarker(of record: ConstraintRecord, by shift: Double) -> Bool {
        let marker = record.marker
        let coefficient: Double = switch (record.constraint.relation, tableau.kinds[Int(marker)]) {
        case (.lessThanOrEqual, _), (.equal, .dummy): 1
        case (.greaterThanOrEqual, _), (.equal, _): -1
        }
        let delta = shift / coefficient
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -delta)
            return true
        }
        var moved = false
        tableau.forEachRow(holding: marker) { tableau, index, a in
            tableau.shiftConstant(of: tableau.basics[index], by: a * delta)
            moved = true
        }
        return moved
    }

    /// Whether shifting `record`'s constant by `shift` moves a basic dummy: a redundant
    /// required equality that depends on this constraint would no longer hold.
    mutating func breaksRedundantEquality(_ record: ConstraintRecord, by shift: Double) -> Bool {
        guard shift != 0, !tableau.isBasic(record.marker) else { return false }
        var breaks = false
        tableau.forEachRow(holding: record.marker) { tableau, index, coefficient in
            guard !breaks, tableau.kinds[Int(tableau.basics[index])] == .dummy else { return }
            breaks = tableau.rows[index].pivotQuality(of: coefficient) > Tolerance.pivot
        }
        return breaks
    }
}

extension Tableau {
    /// Adds `amount` to a basic row's constant, noting the row if it becomes infeasible.
    ///
    /// A definition that no other definition refers to (the usual case) moves its cached
    /// value at once, so a suggestion or a new constant re-evaluates nothing; otherwise
    /// the definition is noted for ``refreshValues()``, which evaluates each dependant once.
    mutating func shiftConstant(of basic: Symbol, by amount: Double) {
        work += 1
        let index = Int(rowIndex[Int(basic)])
        let old = rows[index].constant
        let new = Tolerance.sum(old, amount)
        guard kinds[Int(basic)] == .external && valuesAreCurrent && !isReferencedByDefinition(basic) else {
            recordRow(basic)
            rows[index].constant = new
            if kinds[Int(basic)].isRestricted && new < 0 { infeasible.append(basic) }
            return
        }
        recordRowForUndo(basic)
        rows[index].constant = new
        // A row with no references caches exactly its constant: keep it exact.
        let cached = definitionValues[Int(basic)]
        definitionValues[Int(basic)] = cached == old ? new : cached + (new - old)
    }
}
