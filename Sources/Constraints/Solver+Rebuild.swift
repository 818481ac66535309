/// Rebuilding a solver from what it holds, for recovery when a check fails.
extension SolverCore {
    /// What a solver holds, apart from its tableau: enough to build it again.
    struct Blueprint {
        struct Entry {
            var constraint: Constraint
            var serial: Int
            var tieBreakRank: Double
        }
        struct Edit {
            var variable: Variable
            var constraint: Constraint
            var suggested: Double
        }
        var entries: [Entry]
        var edits: [Edit]
        /// The solver's counts of additions and removals (``SolverStatistics``): a rebuild
        /// keeps counting from them, and a failed call puts back those it had before.
        var serial: Int
        var removals: Int
        /// The work counted so far (``SolverStatistics/pivots`` and `phaseOnes`): a rebuilt
        /// solver adds its own to them, so the counters keep meaning "since the solver was
        /// created".
        var pivots: Int
        var phaseOnes: Int
        /// The caller's settings, which a rebuilt solver keeps (a rebuild in the middle of
        /// a batch must leave updates deferred).
        var isDeferring: Bool
        var compactsSymbols: Bool
        var checksWhileDeferred: Bool
        var keepsEqualityMarkers: Bool

        /// The constraints and edits of `solver`, constraints in the order they were added.
        init(_ solver: SolverCore) {
            entries = solver.records.entries
                .map(Entry.init)
                .sorted { $0.serial < $1.serial }
            let editOrder = Dictionary(uniqueKeysWithValues: entries.enumerated().map {
                (ObjectIdentifier($0.element.constraint), $0.offset)
            })
            edits = solver.edits.unorderedValues
                .map { Edit(variable: $0.variable, constraint: $0.constraint, suggested: $0.suggested) }
                .sorted { (editOrder[ObjectIdentifier($0.constraint)] ?? 0) < (editOrder[ObjectIdentifier($1.constraint)] ?? 0) }
            serial = solver.serial
            removals = solver.removals
            pivots = solver.tableau.pivots
            phaseOnes = solver.tableau.phaseOnes
            isDeferring = solver.isDeferring
            compactsSymbols = solver.compactsSymbols
            checksWhileDeferred = solver.checksWhileDeferred
            keepsEqualityMarkers = solver.keepsEqualityMarkers
        }

        /// Puts back the counts a solver had before a call that failed.
        mutating func restore(_ counts: MembershipCounts) {
            serial = counts.serial
            removals = counts.removals
        }

        mutating func remove(_ constraint: Constraint) {
            entries.removeAll { $0.constraint === constraint }
            edits.removeAll { $0.constraint === constraint }
        }

        mutating func insert(_ record: ConstraintRecord) {
            insert(Entry(record))
        }

        /// Puts back a constraint's entry in its place in the order of additions.
        mutating func insert(_ entry: Entry) {
            let index = entries.firstIndex { $0.serial > entry.serial } ?? entries.endIndex
            entries.insert(entry, at: index)
        }

        mutating func replace(_ constraint: Constraint, by record: ConstraintRecord) {
            remove(constraint)
            insert(record)
        }

        mutating func setRank(_ rank: Double, of constraint: Constraint) {
            for k in entries.indices where entries[k].constraint === constraint { entries[k].tieBreakRank = rank }
        }

        mutating func suggest(_ value: Double, for variable: Variable) {
            for k in edits.indices where edits[k].variable === variable { edits[k].suggested = value }
        }
    }

    /// How many constraints a solver has added (its serial) and removed: a failed call
    /// that is put back by a rebuild restores them, so that the next constraint gets the
    /// rank it would have had and ``membershipVersion`` says nothing changed.
    struct MembershipCounts {
        var serial: Int
        var removals: Int
    }

    /// The solver's counts of additions and removals now.
    var membershipCounts: MembershipCounts { MembershipCounts(serial: serial, removals: removals) }

    /// A solver holding what `blueprint` describes, built from nothing; nil if some
    /// constraint cannot be added again.
    /// - Parameter conservative: place rows by the safest rules (see ``isConservative``).
    init?(rebuilding blueprint: Blueprint, conservative: Bool, priorities: PriorityModel) {
        self.init(priorities: priorities)
        keepsEqualityMarkers = blueprint.keepsEqualityMarkers
        isConservative = conservative
        checksSolutions = false
        for entry in blueprint.entries {
            serial = entry.serial
            do throws(SolverError) {
                try insert(entry.constraint, explainingConflicts: false, tieBreakRank: entry.tieBreakRank)
            } catch {
                return nil
            }
        }
        for edit in blueprint.edits {
            guard let record = records[ObjectIdentifier(edit.constraint)] else { return nil }
            edits[edit.variable.id] = EditRecord(
                variable: edit.variable, constraint: edit.constraint, plus: record.marker,
                minus: record.other, suggested: edit.suggested)
            guard edit.suggested != 0 else { continue }
            records[ObjectIdentifier(edit.constraint)]?.constant = -edit.suggested
            shiftEditTarget(plus: record.marker, minus: record.other, by: edit.suggested)
            guard tableau.dualOptimize() else { return nil }
            tableau.refreshValues()
        }
        serial = blueprint.serial
        removals = blueprint.removals
        tableau.pivots += blueprint.pivots
        tableau.phaseOnes += blueprint.phaseOnes
        scaleCache = nil  // the edits' constants were set behind it
        checksSolutions = true
        isConservative = false
        isDeferring = blueprint.isDeferring
        compactsSymbols = blueprint.compactsSymbols
        checksWhileDeferred = blueprint.checksWhileDeferred
    }
}

extension SolverCore.Blueprint.Entry {
    /// The entry of the constraint `record` holds.
    init(_ record: SolverCore.ConstraintRecord) {
        self.init(constraint: record.constraint, serial: record.serial, tieBreakRank: record.tieBreakRank)
    }
}
