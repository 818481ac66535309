/// The constraint records a solver holds: found by constraint in O(1), and stored in one
/// contiguous array that the checks walk without hashing.
///
/// The array's order is deterministic: a record is appended when added, and removal moves
/// the last record into the freed place. Reads by constraint go through a table from
/// identity to index (``IdentityTable``), whose own order is never used; the records hold
/// their constraints, so a key's address stays its constraint's.
struct RecordTable: Sendable {
    private var indices = IdentityTable<Int>()
    /// The records, in check order.
    private(set) var entries: [SolverCore.ConstraintRecord] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// The record of the constraint with identity `id`. Setting a record replaces the one
    /// held, or appends it; setting nil removes it (the last record takes its place).
    subscript(id: ObjectIdentifier) -> SolverCore.ConstraintRecord? {
        get { indices[id].map { entries[$0] } }
        set {
            if let newValue {
                if let index = indices[id] {
                    entries[index] = newValue
                } else {
                    indices.insert(entries.count, for: id)
                    entries.append(newValue)
                }
            } else {
                _ = removeValue(forKey: id)
            }
        }
    }

    /// The index in ``entries`` of the record of the constraint with identity `id`.
    func index(of id: ObjectIdentifier) -> Int? { indices[id] }

    /// Removes the record of `id`, moving the last record into its place.
    /// - Returns: the removed record, or nil if there was none.
    /// - Complexity: O(1) on average.
    mutating func removeValue(forKey id: ObjectIdentifier) -> SolverCore.ConstraintRecord? {
        guard let index = indices.remove(id) else { return nil }
        // Swapped to the end and moved out: no record is copied.
        entries.swapAt(index, entries.count - 1)
        let removed = entries.removeLast()
        if index < entries.count {
            indices.insert(index, for: ObjectIdentifier(entries[index].constraint))
        }
        indices.shrinkIfSparse()
        return removed
    }

    /// Appends the record of a constraint the table does not hold.
    mutating func append(_ record: consuming SolverCore.ConstraintRecord) {
        indices.insert(entries.count, for: ObjectIdentifier(record.constraint))
        entries.append(record)
    }

    /// Sets the tie-break rank of the record at `index` (from ``index(of:)``) in place.
    mutating func setTieBreakRank(_ rank: Double, at index: Int) {
        entries[index].tieBreakRank = rank
    }

    /// Sets the constant of the record at `index` (from ``index(of:)``) in place.
    mutating func setConstant(_ constant: Double, at index: Int) {
        entries[index].constant = constant
    }

    /// Rewrites every record in place (the order does not change).
    mutating func updateEach(_ body: (inout SolverCore.ConstraintRecord) -> Void) {
        for index in entries.indices { body(&entries[index]) }
    }

    /// Forgets every record and the storage that held them.
    mutating func removeAll() {
        indices = IdentityTable()
        entries = []
    }
}
