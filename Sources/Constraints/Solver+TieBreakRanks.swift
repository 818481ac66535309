/// Reading and setting tie-break ranks in bulk, for a layer that rebuilds constraints
/// incrementally and must rank them as a fresh build would.
extension SolverCore {
    /// The work of `Solver`'s `addReturningRank` (documented there).
    mutating func addReturningRank(_ constraint: Constraint) throws(SolverError) -> Double {
        let rank = nextTieBreakRank
        try add(constraint)
        return rank
    }

    /// The work of `Solver`'s `tieBreakRank` (documented there).
    func tieBreakRank(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.tieBreakRank
    }

    /// The work of `Solver`'s `setTieBreakRanks` (documented there).
    mutating func setTieBreakRanks(_ ranks: [(constraint: Constraint, rank: Double)]) throws(SolverError) {
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
