extension SolverCore {
    /// The work of `Solver`'s `addEditVariable` (documented there).
    mutating func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(0), priority: priority)
        let counts = membershipCounts
        try insert(constraint, explainingConflicts: false)
        guard let record = records[ObjectIdentifier(constraint)] else { return }
        edits[variable.id] = EditRecord(
            variable: variable, constraint: constraint, plus: record.marker, minus: record.other, suggested: 0)
        try settle(undo: { $0.remove(constraint); $0.restore(counts) }, blame: constraint)
    }

    /// The work of `Solver`'s `removeEditVariable` (documented there).
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[variable.id] = nil
    }

    /// The work of `Solver`'s `suggestValue` (documented there).
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue(in: "suggestValue(\(value), for: \(variable))") }
        // Its fields read in place: a copy of the record retains its variable too.
        guard let (plus, minus, suggested, constraint) = edits.read(variable.id, { edit in
            (edit.plus, edit.minus, edit.suggested, edit.constraint)
        })
        else { throw .unknownEditVariable(variable) }
        // The dual simplex starts from an optimum.
        if isDeferring { catchUp() }
        let delta = value - suggested
        guard delta.isFinite else { throw .nonFiniteValue(in: "suggestValue(\(value), for: \(variable))") }
        guard delta != 0 else { return }
        edits.update(variable.id) { $0.suggested = value }
        if let index = records.index(of: ObjectIdentifier(constraint)) {
            noteScales(recordAt: index, adding: false)
            records.setConstant(-value, at: index)
            noteScales(recordAt: index, adding: true)
        }
        noteChangedNumbers(marker: plus)
        shiftEditTarget(plus: plus, minus: minus, by: delta)
        tableau.dualOptimize()
        tableau.refreshValues()
        try settle(undo: { $0.suggest(suggested, for: variable) }, blame: constraint)
    }

    /// Moves the target of the edit constraint `v - e⁺ + e⁻ = target` by `delta`:
    /// equivalent to replacing `e⁺` by `e⁺ + delta` (or `e⁻` by `e⁻ - delta`), which
    /// changes only row constants.
    mutating func shiftEditTarget(plus: Symbol, minus: Symbol, by delta: Double) {
        if tableau.isBasic(plus) {
            tableau.shiftConstant(of: plus, by: -delta)
        } else if tableau.isBasic(minus) {
            tableau.shiftConstant(of: minus, by: delta)
        } else {
            tableau.forEachRow(holding: plus) { tableau, index, coefficient in
                tableau.shiftConstant(of: tableau.basics[index], by: coefficient * delta)
            }
        }
    }
}
