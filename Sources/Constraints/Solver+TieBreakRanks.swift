/// Reading and setting tie-break ranks in bulk, for a layer that rebuilds constraints
/// incrementally and must rank them as a fresh build would.
extension Solver {
    /// The tie-break rank of a constraint the solver holds (see
    /// ``setTieBreakRank(_:for:)``); nil when it does not hold it.
    public func tieBreakRank(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.tieBreakRank
    }

    /// Sets the tie-break ranks of several constraints and re-solves once.
    ///
    /// Equivalent to calling ``setTieBreakRank(_:for:)`` for each pair in order, but the
    /// objective is re-optimised and checked once for the whole batch.
    /// - Parameter ranks: constraints the solver holds, each with a finite positive rank.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` or
    ///   ``SolverError/nonFiniteValue(in:)`` for a bad pair, before anything changes.
    /// - Complexity: O(Σ cells of the changed constraints' error rows), plus one
    ///   re-optimisation.
    public mutating func setTieBreakRanks(_ ranks: [(constraint: Constraint, rank: Double)]) throws(SolverError) {
        for (constraint, rank) in ranks {
            guard records[ObjectIdentifier(constraint)] != nil else { throw .unknownConstraint(constraint) }
            guard rank.isFinite, rank > 0 else {
                throw .nonFiniteValue(in: "tie-break rank \(rank) of '\(constraint)'")
            }
        }
        let tieLevel = tableau.levels.firstIndex { $0.key == Tableau.tieBreakKey }
        var previous: [(constraint: Constraint, rank: Double)] = []
        for (constraint, rank) in ranks {
            guard let record = records[ObjectIdentifier(constraint)], rank != record.tieBreakRank else { continue }
            previous.append((constraint, record.tieBreakRank))
            if !constraint.priority.isRequired, let tieLevel {
                addErrorWeight(rank - record.tieBreakRank, of: record, level: tieLevel)
            }
            records[ObjectIdentifier(constraint)]?.tieBreakRank = rank
        }
        guard !previous.isEmpty else { return }
        reoptimize()
        try settle(undo: { blueprint in
            for (constraint, rank) in previous.reversed() { blueprint.setRank(rank, of: constraint) }
        })
    }
}
