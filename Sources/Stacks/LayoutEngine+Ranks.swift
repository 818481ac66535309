import Constraints

/// Tie-break ranks after an incremental update.
///
/// The solver breaks ties between equally good layouts by rank: the constraint created
/// first gives way first (spec 5.2). A fresh build creates constraints in tree order, so
/// ranks follow the tree. An incremental update adds its new constraints last, which
/// would rank an item inserted at the front after every other: it would not take the
/// slack a fresh layout gives it. So after an update that added or removed constraints,
/// every optional constraint gets the rank a fresh build of the current tree would give
/// it: its position, from 1, in the order of ``build()``.
extension LayoutEngine {
    /// Walks the constraints in the order a fresh build of the current tree would add
    /// them (each view's content constraints on the way down, each stack's on the way up,
    /// a guide's definition just before the first constraint that uses it, the root's,
    /// then the user's) and gives each optional one its fresh rank.
    /// - Complexity: O(constraints), plus the solver's work for the ranks that change.
    func rankAsFreshBuild() {
        var ranker = FreshRanks(currentRank: { [unowned self] in self.solver.tieBreakRank(of: $0) })
        for step in TreeWalk(root, order: .creation) {
            switch step {
            case .enter(let view):
                ranker.rank(&view.contentRecords)
                if case .scroll = view.itemKind { ranker.define(unsafeDowncast(view, to: LayoutScrollView.self).content) }
            case .leave(let view):
                guard case .stack = view.itemKind else { continue }
                ranker.rank(&unsafeDowncast(view, to: StackView.self).stackRecords)
            }
        }
        ranker.rank(&rootRecords)
        for k in users.indices {
            for anchor in users[k].resolved { ranker.define(anchor.item) }
            guard let constraint = users[k].solverConstraint else { continue }
            users[k].rank = ranker.next(constraint, lastRank: users[k].rank)
        }
        guard !ranker.changes.isEmpty else { return }
        // Every pair is a held constraint with a positive rank: this cannot throw.
        try? solver.setTieBreakRanks(ranker.changes)
    }
}

/// The state of ``LayoutEngine/rankAsFreshBuild()``'s walk.
private struct FreshRanks {
    /// The solver's rank of a constraint, for records whose rank is unknown.
    let currentRank: (Constraint) -> Double?
    /// The fresh rank of the last constraint met.
    var position = 0.0
    /// Optional constraints whose rank must change, with their fresh ranks.
    var changes: [(constraint: Constraint, rank: Double)] = []
    /// Guides whose definitions were met.
    var defined = Set<ObjectIdentifier>()

    /// Counts `constraint` and, when optional, notes its fresh rank if `lastRank` (the
    /// rank it was last given; 0 when unknown) differs.
    /// - Returns: the fresh rank.
    mutating func next(_ constraint: Constraint, lastRank: Double) -> Double {
        position += 1
        guard !constraint.priority.isRequired else { return position }
        let current = lastRank != 0 ? lastRank : (currentRank(constraint) ?? 0)
        if current != position { changes.append((constraint, position)) }
        return position
    }

    /// Ranks a list of records in order, each after the guides it uses.
    mutating func rank(_ records: inout [Record]) {
        for k in records.indices {
            define(records[k].spec.first.item)
            if let second = records[k].spec.second { define(second.item) }
            guard let constraint = records[k].constraint else { continue }
            records[k].rank = next(constraint, lastRank: records[k].rank)
        }
    }

    /// Ranks a guide's definition the first time the walk meets the guide.
    mutating func define(_ item: LayoutItem) {
        guard case .guide = item.itemKind else { return }
        let guide = unsafeDowncast(item, to: LayoutGuide.self)
        guard guide.isActive, defined.insert(ObjectIdentifier(guide)).inserted else { return }
        rank(&guide.records)
    }
}
