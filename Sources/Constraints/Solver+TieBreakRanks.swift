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
        // One lookup per pair: an incremental relayout passes every rank after the edited
        // item, thousands of pairs in a long stack.
        var indices: [Int] = []
        indices.reserveCapacity(ranks.count)
        for (constraint, rank) in ranks {
            guard let index = records.index(of: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
            guard rank.isFinite, rank > 0 else {
                throw .nonFiniteValue(in: "tie-break rank \(rank) of '\(constraint)'")
            }
            indices.append(index)
        }
        let tieLevel = tableau.levels.firstIndex { $0.key == Tableau.tieBreakKey }
        var previous: [(constraint: Constraint, rank: Double)] = []
        for ((constraint, rank), index) in zip(ranks, indices) {
            let old = records.entries[index].tieBreakRank
            guard rank != old else { continue }
            previous.append((constraint, old))
            if !constraint.priority.isRequired, let tieLevel {
                let (marker, other) = (records.entries[index].marker, records.entries[index].other)
                addErrorWeight(rank - old, ofErrors: marker, other, level: tieLevel)
            }
            records.setTieBreakRank(rank, at: index)
        }
        guard !previous.isEmpty else { return }
        reoptimize()
        try settle(undo: { blueprint in
            for (constraint, rank) in previous.reversed() { blueprint.setRank(rank, of: constraint) }
        })
    }
}
