extension SolverCore {
    /// The work of `Solver`'s `add` (documented there).
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let counts = membershipCounts
        try insert(constraint, explainingConflicts: true)
        try settle(undo: { $0.remove(constraint); $0.restore(counts) }, blame: constraint)
    }

    /// The work of `Solver`'s `add` (documented there).
    mutating func add(_ constraint: Constraint, tieBreakRank: Double) throws(SolverError) {
        guard tieBreakRank.isFinite, tieBreakRank > 0 else {
            throw .nonFiniteValue(in: "tie-break rank \(tieBreakRank) of '\(constraint)'")
        }
        let counts = membershipCounts
        try insert(constraint, explainingConflicts: true, tieBreakRank: tieBreakRank)
        try settle(undo: { $0.remove(constraint); $0.restore(counts) }, blame: constraint)
    }

    /// The work of `Solver`'s `add` (documented there).
    mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// The work of `Solver`'s `remove` (documented there).
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard let index = records.index(of: id) else { throw .unknownConstraint(constraint) }
        if needsMarkerColumn(records.entries[index]) && !materializeMarkerColumns(of: [constraint]) {
            try removeByRebuilding(constraint)
            return
        }
        let counts = membershipCounts
        // Moved out of the table, not copied (a copy retained its constraint and terms); it
        // is there, found above.
        guard let record = unenroll(id) else { return }
        removals += 1
        removeObjectiveEffects(of: record)
        let marker = record.marker
        if tableau.isBasic(marker) {
            _ = tableau.removeRow(of: marker)
        } else {
            dropNonbasicMarker(marker)
        }
        retireSymbols(of: record)
        reoptimize()
        if compactsSymbols && (tableau.needsCompaction || records.isEmpty && tableau.retiredCount > 0) {
            compactSymbols()
        }
        // What putting it back takes, without the record's terms (the closure is passed on
        // by value, and each copy of a record retained both).
        let entry = Blueprint.Entry(record)
        try settle(undo: { $0.insert(entry); $0.restore(counts) })
    }

    /// Removes a constraint by building the solver again without it: for a required
    /// equality whose marker column could not be computed (a basis too ill-conditioned to
    /// solve), which no test has met.
    /// - Throws: ``SolverError/lossOfPrecision(in:residual:)`` when the rest cannot be
    ///   built again; the solver is unchanged then.
    private mutating func removeByRebuilding(_ constraint: Constraint) throws(SolverError) {
        var blueprint = Blueprint(self)
        blueprint.remove(constraint)
        blueprint.removals += 1
        guard var rebuilt = SolverCore(rebuilding: blueprint, conservative: true, priorities: priorityModel) else {
            throw .lossOfPrecision(in: constraint.description, residual: .nan)
        }
        rebuilt.checksEveryCall = true
        self = rebuilt
    }

    /// Drops the constraint of a nonbasic marker: the marker takes the place of a basic
    /// symbol whose row holds it, and that row, which is now the constraint, goes.
    ///
    /// Every row that holds the marker gets the chosen row added to it, so the shorter
    /// of two rows that move no value is taken: a restricted row at zero (the pivot shifts
    /// no constant), or a definition whose expansion holds the marker (the variable keeps
    /// its value). A definition deep in a chain expands to thousands of cells where such a
    /// restricted row holds a handful. Failing both, the ratio test picks a restricted row.
    mutating func dropNonbasicMarker(_ marker: Symbol) {
        var exits = markerExits(marker)
        defer {
            exits.definitions.truncate(to: 0)
            swap(&exits.definitions, &exitScratch)
        }
        if let redundant = exits.redundant {
            // A redundant equality that held through this constraint takes its place: its
            // dummy leaves the basis, so it stays fixed at 0. Any other way out would leave
            // that dummy basic in a row of free symbols, where the simplex treats it as
            // nonnegative only (the constraint would hold as an inequality).
            var row = tableau.removeRow(of: redundant)
            row.solve(for: marker, replacing: redundant)
            tableau.substitute(marker, with: row)
            return
        }
        let degenerate = exits.rowAtZero
        var definition = markerDefinition(
            marker, among: exits.definitions, shorterThan: degenerate?.length ?? Int.max)
        // Taken, not copied: the row is solved in place for the marker (a second reference
        // made that copy its cells).
        if let (defined, expansion) = definition.take() {
            dropDefinition(of: defined, expansion: expansion, through: marker)
        } else if let leaving = degenerate?.symbol ?? markerLeavingSymbol(marker) {
            // Pivot the marker in and drop its row: that row is the constraint.
            var row = tableau.removeRow(of: leaving)
            row.solve(for: marker, replacing: leaving)
            tableau.substitute(marker, with: row)
        } else {
            // No restricted row holds the marker and no definition depends on it: the
            // constraint had become redundant. Definitions may still hold it where it
            // cancels through a reference; it stands at 0, so dropping it moves nothing.
            tableau.eraseColumn(marker)
        }
    }

    /// The rows a nonbasic marker can leave the tableau through, found in one pass over
    /// its column (``dropNonbasicMarker(_:)`` tries them in this order).
    struct MarkerExits {
        /// The oldest basic dummy (a redundant required equality) whose row holds the
        /// marker at a sound pivot.
        var redundant: Symbol?
        /// The shortest restricted row at zero that holds the marker at a sound pivot, with
        /// its length; the oldest basic symbol among equals.
        var rowAtZero: (symbol: Symbol, length: Int)?
        /// The defined variables whose rows hold the marker, with their rows' lengths,
        /// shortest first (then oldest).
        var definitions: [(length: Int, symbol: Symbol)] = []
    }

    /// The rows `marker` can leave the tableau through (``MarkerExits``).
    mutating func markerExits(_ marker: Symbol) -> MarkerExits {
        var exits = MarkerExits()
        // Storage kept between removals (``dropNonbasicMarker(_:)`` gives it back).
        swap(&exits.definitions, &exitScratch)
        tableau.forEachRow(holding: marker) { tableau, index, coefficient in
            let basic = tableau.basics[index]
            let kind = tableau.kinds[Int(basic)]
            if kind == .external {
                exits.definitions.append((tableau.rows[index].cells.count, basic))
                return
            }
            if kind == .dummy, exits.redundant.map({ basic < $0 }) ?? true,
                tableau.rows[index].pivotQuality(of: coefficient) > Tolerance.pivot
            {
                exits.redundant = basic
            }
            guard kind.isRestricted, tableau.rows[index].constant == 0 else { return }
            let length = tableau.rows[index].cells.count
            if let best = exits.rowAtZero, best.length < length || (best.length == length && best.symbol < basic) {
                return
            }
            guard tableau.rows[index].pivotQuality(of: coefficient) > Tolerance.pivot else { return }
            exits.rowAtZero = (basic, length)
        }
        exits.definitions.sort { $0.length != $1.length ? $0.length < $1.length : $0.symbol < $1.symbol }
        return exits
    }

    /// The defined variable with the shortest definition that depends on `marker`, with
    /// that definition expanded, if any.
    ///
    /// A definition may hold the marker directly and cancel it through a reference, so the
    /// expansion decides.
    /// - Parameters:
    ///   - holders: the definitions whose rows hold the marker, in the order to try them
    ///     (``MarkerExits/definitions``).
    ///   - limit: only an expansion shorter than this counts.
    mutating func markerDefinition(
        _ marker: Symbol, among holders: [(length: Int, symbol: Symbol)], shorterThan limit: Int = Int.max
    ) -> (symbol: Symbol, expansion: Row)? {
        for (_, symbol) in holders {
            guard let row = tableau.row(of: symbol) else { continue }
            let expansion = tableau.expand(row)
            // A coefficient that is rounding residue may never be a pivot (it would scale
            // the whole expansion by its inverse): such a definition does not count.
            if expansion.pivotQuality(of: expansion.coefficient(of: marker)) > Tolerance.pivot {
                return expansion.cells.count <= limit ? (symbol, expansion) : nil
            }
        }
        return nil
    }

    /// Removes a constraint whose marker the definition of `defined` depends on: the
    /// marker takes the variable's place in the basis and its row is dropped. The
    /// variable keeps its value (its offset absorbs its deviation), so no other value
    /// moves and the tableau stays feasible.
    /// - Parameter expansion: the definition, expanded (it holds the marker).
    mutating func dropDefinition(of defined: Symbol, expansion: consuming Row, through marker: Symbol) {
        let deviation = expansion.constant
        _ = tableau.removeRow(of: defined)
        tableau.offsets[Int(defined)] += deviation
        // The definitions that refer to the variable read its deviation, now 0.
        if deviation != 0 {
            tableau.forEachRow(holding: defined) { tableau, index, coefficient in
                tableau.shiftConstant(of: tableau.basics[index], by: coefficient * deviation)
            }
        }
        var row = expansion
        row.constant = 0
        row.solve(for: marker, replacing: defined)
        tableau.substitute(marker, with: row)
    }

    /// Checks what can be checked before the tableau is touched.
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func validate(_ constraint: Constraint) throws(SolverError) {
        guard records.index(of: ObjectIdentifier(constraint)) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else {
            throw .invalidPriority(constraint.priority, in: constraint.description)
        }
        guard constraint.lhs.isFinite, constraint.rhs.isFinite else {
            throw .nonFiniteValue(in: constraint.description)
        }
    }

    /// Adds a constraint; on failure restores the solver and throws, with the conflict
    /// explained when `explainingConflicts` is set.
    mutating func insert(
        _ constraint: Constraint, explainingConflicts: Bool, tieBreakRank: Double? = nil
    ) throws(SolverError) {
        try validate(constraint)
        // Definitions' values are read below (absorption, subjects); every public call
        // leaves them current, this makes sure.
        tableau.refreshValues()
        let rank = tieBreakRank ?? Double(serial + 1)
        let (symbolCount, retiredTail) = (tableau.symbolCount, tableau.retiredTail)
        var newVariables: [ObjectIdentifier] = []
        var unused: [Symbol] = []
        var (row, scale) = makeRow(for: constraint, newVariables: &newVariables, unused: &unused)
        var savedOffset: (symbol: Symbol, offset: Double)? = nil

        tableau.beginColumnLog()
        defer { tableau.endColumnLog() }

        func undo(_ solver: inout SolverCore) {
            solver.tableau.restoreLoggedColumns(below: symbolCount)
            if let (symbol, offset) = savedOffset { solver.tableau.offsets[Int(symbol)] = offset }
            for id in newVariables { solver.symbols.remove(id) }
            solver.tableau.forgetSymbols(madeSince: symbolCount, retiredTail: retiredTail)
            solver.tableau.refreshValues()
        }

        // Finite inputs can still overflow once like terms are combined.
        guard row.isFinite else {
            undo(&self)
            throw .nonFiniteValue(in: constraint.description)
        }
        let isRequiredEquality = constraint.relation == .equal && constraint.priority.isRequired
        if isRequiredEquality, let fresh = unused.min() {
            // A variable no row holds is simply defined by the constraint: nothing to
            // substitute anywhere, however long the chain of definitions grows.
            let (marker, other) = addMarkers(for: constraint, rank: rank, to: &row)
            row.solve(for: fresh)
            tableau.insertRow(row, basic: fresh)
            tableau.endColumnLog()
            finishInsert(constraint, marker: marker, other: other, rank: rank)
            return
        }
        // A variable no other row uses can stand wherever this constraint wants it:
        // move it there, so the row holds at once and the variable can stay a parameter.
        let absorber = isConservative ? nil : unused.max()
        if let absorber {
            let coefficient = row.coefficient(of: absorber)
            let value = tableau.currentValue(of: row)
            if coefficient != 0 && value != 0 {
                savedOffset = (absorber, tableau.offsets[Int(absorber)])
                tableau.offsets[Int(absorber)] -= value / coefficient
                row.constant = Tolerance.sum(row.constant, -value)
            }
        }
        let (marker, other) = addMarkers(for: constraint, rank: rank, to: &row)
        switch place(row, of: constraint, marker: marker, other: other, absorber: absorber, scale: scale) {
        case .placed:
            break
        case .contradictory:
            undo(&self)
            // A tableau that has lost precision before cannot be trusted to say no.
            if checksEveryCall, exactlyFeasible(with: constraint) == true {
                try insertByRebuilding(constraint, rank: rank)
                return
            }
            throw unsatisfiable(constraint, explain: explainingConflicts)
        }
        tableau.endColumnLog()
        finishInsert(constraint, marker: marker, other: other, rank: rank)
    }

    /// Adds a constraint that exact arithmetic says fits but this tableau refused, by
    /// building the solver again from its constraints with this one in place.
    /// - Throws: ``SolverError/lossOfPrecision(in:residual:)`` when the rebuilt tableau
    ///   refuses it too: floating point cannot hold the system, and saying the constraint
    ///   conflicts would be wrong. The solver is unchanged then.
    private mutating func insertByRebuilding(_ constraint: Constraint, rank: Double) throws(SolverError) {
        var blueprint = Blueprint(self)
        blueprint.entries.append(Blueprint.Entry(constraint: constraint, serial: serial, tieBreakRank: rank))
        blueprint.serial = serial + 1
        guard var rebuilt = SolverCore(rebuilding: blueprint, conservative: true, priorities: priorityModel) else {
            throw .lossOfPrecision(in: constraint.description, residual: .nan)
        }
        rebuilt.checksEveryCall = true
        self = rebuilt
    }

    /// Records an added constraint and re-solves.
    private mutating func finishInsert(_ constraint: Constraint, marker: Symbol, other: Symbol, rank: Double) {
        // A required equality's dummy stood in its row while the row was placed, where its
        // coefficient is part of the row's scale (rounding residue is judged against it);
        // its column leaves the rows now and is computed when needed (Solver+MarkerColumns).
        if !keepsEqualityMarkers && tableau.kinds[Int(marker)] == .dummy && !tableau.isBasic(marker) {
            tableau.eraseColumn(marker)
        }
        let (terms, constant) = checkedTerms(of: constraint)
        // Made in the call: a local record passed on was copied (its constraint and terms
        // retained, then released).
        enroll(
            ConstraintRecord(
                constraint: constraint, marker: marker, other: other, serial: serial, tieBreakRank: rank,
                terms: terms, constant: constant))
        serial += 1
        reoptimize()
    }

    /// The constraint's `lhs - rhs` as a row over nonbasic and defined variables, and the magnitude
    /// of the terms that summed to its constant (the scale for "is it zero").
    /// - Parameter unused: receives the row's variables that no other row uses.
    mutating func makeRow(
        for constraint: Constraint, newVariables: inout [ObjectIdentifier], unused: inout [Symbol]
    ) -> (Row, Double) {
        var row = Row(constant: constraint.lhs.constant - constraint.rhs.constant)
        // Room for the terms and the relation's symbols (at most two), allocated once.
        row.cells.reserveCapacity(constraint.lhs.terms.count + constraint.rhs.terms.count + 2)
        var scale = max(abs(constraint.lhs.constant), abs(constraint.rhs.constant), 1)
        func addTerms(_ terms: [LinearExpression.Term], sign: Double, to solver: inout SolverCore) {
            for term in terms where term.coefficient != 0 {
                let known = solver.symbols[term.variable.id]
                let isNew = known == nil
                let symbol = known ?? solver.symbol(for: term.variable)
                if isNew { newVariables.append(term.variable.id) }
                let coefficient = sign * term.coefficient
                let offset = solver.tableau.offsets[Int(symbol)]
                if offset != 0 {
                    row.constant = Tolerance.sum(row.constant, coefficient * offset)
                    scale = max(scale, abs(coefficient * offset))
                }
                if solver.tableau.isBasic(symbol) {
                    // A defined variable: refer to it (definitions are expanded only where needed).
                    row.insert(symbol, coefficient)
                    scale = max(scale, abs(coefficient * solver.tableau.deviation(of: symbol)))
                } else {
                    if !unused.contains(symbol) && (isNew || solver.tableau.isUnused(symbol)) { unused.append(symbol) }
                    row.insert(symbol, coefficient)
                }
            }
        }
        addTerms(constraint.lhs.terms, sign: 1, to: &self)
        addTerms(constraint.rhs.terms, sign: -1, to: &self)
        unused.removeAll { row.coefficient(of: $0) == 0 }
        return (row, scale)
    }

    /// Adds the slack, error or dummy symbols of the constraint's relation and priority
    /// to its row, and its errors to the objective.
    /// - Returns: the marker symbol and the second error symbol (-1 if none).
    mutating func addMarkers(for constraint: Constraint, rank: Double, to row: inout Row) -> (Symbol, Symbol) {
        let priority = constraint.priority
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, sign)
            guard !priority.isRequired else { return (slack, -1) }
            let error = tableau.makeSymbol(.error)
            row.insert(error, -sign)
            addErrors(error, -1, at: priority, rank: rank)
            return (slack, error)
        case .equal:
            guard !priority.isRequired else {
                let dummy = tableau.makeSymbol(.dummy)
                row.insert(dummy, 1)
                return (dummy, -1)
            }
            let plus = tableau.makeSymbol(.error)
            let minus = tableau.makeSymbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            addErrors(plus, minus, at: priority, rank: rank)
            return (plus, minus)
        }
    }

    /// Puts a constraint's new nonbasic error symbols (the second -1 when it has one) into
    /// the objective at their priority's level and, weighted by `rank`, into the tie-break
    /// level.
    mutating func addErrors(_ first: Symbol, _ second: Symbol, at priority: Priority, rank: Double) {
        func add(at levelKey: Double, weight: Double, to tableau: inout Tableau) {
            let l = tableau.levelIndex(for: levelKey)
            tableau.levels[l].users += 1
            tableau.levels[l].costs[Int(first)] = weight
            if second >= 0 { tableau.levels[l].costs[Int(second)] = weight }
        }
        let (key, weight) = objectiveSlot(for: priority)
        add(at: key, weight: weight, to: &tableau)
        add(at: Tableau.tieBreakKey, weight: rank, to: &tableau)
    }

    /// Takes an optional constraint's errors out of the objective.
    mutating func removeObjectiveEffects(of record: ConstraintRecord) {
        let priority = record.constraint.priority
        guard !priority.isRequired else { return }
        func remove(at levelKey: Double, weight: Double, from solver: inout SolverCore) {
            guard let l = solver.tableau.levels.firstIndex(where: { $0.key == levelKey }) else { return }
            solver.addErrorWeight(-weight, of: record, level: l)
            solver.tableau.levels[l].users -= 1
            if solver.tableau.levels[l].users == 0 { solver.tableau.dropLevel(at: l) }
        }
        let (key, weight) = objectiveSlot(for: priority)
        remove(at: key, weight: weight, from: &self)
        remove(at: Tableau.tieBreakKey, weight: record.tieBreakRank, from: &self)
    }

    /// Adds `weight × error` to objective level `l` for each error symbol of `record`.
    mutating func addErrorWeight(_ weight: Double, of record: ConstraintRecord, level l: Int) {
        addErrorWeight(weight, ofErrors: record.marker, record.other, level: l)
    }

    /// Adds `weight × error` to objective level `l` for each of a constraint's error
    /// symbols (its marker and other symbol; those that are not errors are skipped).
    mutating func addErrorWeight(_ weight: Double, ofErrors marker: Symbol, _ other: Symbol, level l: Int) {
        func add(_ error: Symbol, to tableau: inout Tableau) {
            guard error >= 0 && tableau.kinds[Int(error)] == .error else { return }
            if let row = tableau.row(of: error) {
                tableau.addToObjective(level: l, row, times: weight)
            } else {
                let cost = tableau.levels[l].costs[Int(error)]
                tableau.levels[l].costs[Int(error)] = Tolerance.sum(cost, weight)
                tableau.markCandidate(error)
            }
        }
        add(marker, to: &tableau)
        add(other, to: &tableau)
    }

    /// The work of `Solver`'s `setTieBreakRank` (documented there).
    mutating func setTieBreakRank(_ rank: Double, for constraint: Constraint) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard rank.isFinite, rank > 0 else {
            throw .nonFiniteValue(in: "tie-break rank \(rank) of '\(constraint)'")
        }
        guard !constraint.priority.isRequired, rank != record.tieBreakRank,
            let l = tableau.levels.firstIndex(where: { $0.key == Tableau.tieBreakKey })
        else {
            records[ObjectIdentifier(constraint)]?.tieBreakRank = rank
            return
        }
        addErrorWeight(rank - record.tieBreakRank, of: record, level: l)
        records[ObjectIdentifier(constraint)]?.tieBreakRank = rank
        reoptimize()
        try settle(undo: { $0.setRank(record.tieBreakRank, of: constraint) })
    }

    /// The row to pivot a nonbasic marker into when its constraint is removed: the
    /// restricted row that limits it most tightly (definitions are handled by
    /// ``markerDefinition(_:among:shorterThan:)``).
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (symbol: Symbol, ratio: Double)? = nil
        var second: (symbol: Symbol, ratio: Double)? = nil
        tableau.forEachRow(holding: marker) { tableau, index, coefficient in
            let basic = tableau.basics[index]
            guard tableau.kinds[Int(basic)].isRestricted,
                tableau.rows[index].pivotQuality(of: coefficient) > Tolerance.pivot
            else { return }
            let ratio = abs(tableau.rows[index].constant / coefficient)
            func better(_ current: (symbol: Symbol, ratio: Double)?) -> Bool {
                guard let current else { return true }
                return ratio < current.ratio || (ratio == current.ratio && basic < current.symbol)
            }
            if coefficient < 0 {
                if better(first) { first = (basic, ratio) }
            } else if better(second) {
                second = (basic, ratio)
            }
        }
        return first?.symbol ?? second?.symbol
    }

    /// The error for an unsatisfiable required constraint.
    func unsatisfiable(_ constraint: Constraint, explain: Bool) -> SolverError {
        .unsatisfiableConstraint(constraint, conflicts: explain ? conflicts(with: constraint) : [])
    }
}

extension Tableau {
    /// The key of the tie-break level, below every priority.
    static let tieBreakKey = -Double.infinity

    /// The index of the objective level with `key`, created (empty) if missing.
    mutating func levelIndex(for key: Double) -> Int {
        var index = 0
        while index < levels.count && levels[index].key > key { index += 1 }
        if index < levels.count && levels[index].key == key { return index }
        // Appended and swapped into place: `insert(_:at:)` went through the general
        // `replaceSubrange`, a few hundred instructions for a list of a handful of levels.
        levels.append(Level(key: key, costs: takeZeroCosts()))
        var k = levels.count - 1
        while k > index {
            levels.swapAt(k, k - 1)
            k -= 1
        }
        return index
    }

    /// Removes objective level `l`, keeping its storage for the next level made: a cycle
    /// of adding and removing the only constraint of a priority would otherwise allocate
    /// and free a cost array as long as the symbol count each time.
    mutating func dropLevel(at l: Int) {
        // Swapped to the end and taken off, like the insertion above.
        for k in l..<(levels.count - 1) { levels.swapAt(k, k + 1) }
        // Swapped out of the level, not copied from it (a retain and a release).
        var costs: [Double] = []
        swap(&costs, &levels[levels.count - 1].costs)
        levels.removeLast()
        // Zeros again in place (rounding residue of the errors taken out may remain): the
        // next level made takes the array at its length instead of refilling it from empty
        // (an add/remove cycle of a lone strong constraint makes and drops two levels).
        for s in costs.indices { costs[s] = 0 }
        keepZeroCosts(consume costs)
    }
}
