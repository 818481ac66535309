/// Required equalities' markers, kept out of the rows until they are needed.
///
/// Cassowary gives each required equality a dummy marker, fixed at 0, and keeps it in every
/// row that depends on the constraint: removing the constraint, or changing its constant,
/// needs that column (`B⁻¹eₖ`, how each basic symbol moves with the constraint's constant).
/// Nothing else reads it: a dummy never enters the basis. Where every length in a stack is
/// tied to the first item's, every row depends on every such equality, and the markers
/// were 99.7% of the tableau's cells (fillEqually at 1,000 items: 4.0 M cells, 16,000 without).
///
/// So a required equality's row is placed with its dummy in it (the dummy's coefficient is
/// part of the scale against which rounding residue is judged), and the dummy's column leaves
/// the rows once the row is placed. The column is computed when it is needed, from the
/// constraints as written: ``BasisSystem`` solves `B x = -eₖ` over the basic symbols. The
/// column is then put into the rows
/// (``materializeMarkerColumns(of:)``), and from there the rows carry it through pivots
/// like any other column, so the removal or constant change proceeds as before.
///
/// A dummy that the rows hold at all has its whole column: it was put in by this, or it
/// was basic and left the basis by a pivot (whose substitution writes the whole column).
/// One the rows do not hold is computed again when needed; a redundant equality's zero
/// column is merely computed twice.
extension SolverCore {
    /// Whether `record`'s marker is a nonbasic dummy that no row holds, whose column
    /// must be computed before its constraint can be removed or its constant changed.
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func needsMarkerColumn(_ record: ConstraintRecord) -> Bool {
        tableau.kinds[Int(record.marker)] == .dummy && tableau.isUnused(record.marker)
    }

    /// The work of `Solver`'s `materializeMarkerColumns` (documented there).
    @discardableResult
    mutating func materializeMarkerColumns(of constraints: [Constraint]) -> Bool {
        var indices: [Int] = []
        var markers: [Symbol] = []
        var seen = Set<Symbol>()
        for constraint in constraints {
            guard let index = records.index(of: ObjectIdentifier(constraint)) else { continue }
            let record = records.entries[index]
            guard needsMarkerColumn(record), seen.insert(record.marker).inserted else { continue }
            indices.append(index)
            markers.append(record.marker)
        }
        guard !indices.isEmpty else { return true }
        let rhs = indices.map { [(row: $0, value: -markerCoefficients(of: records.entries[$0]).marker)] }
        guard let motions = basisMotion(rhs) else { return false }
        addMarkerCosts(markers, motions: motions)
        var motion = [Double](repeating: 0, count: tableau.rows.count)
        for (marker, moves) in zip(markers, motions) {
            let column = tableau.storedColumn(of: moves, scratch: &motion)
            tableau.work += column.count + 1
            for (index, coefficient) in column {
                let basic = tableau.basics[index]
                tableau.recordRow(basic)
                tableau.rows[index].insert(marker, coefficient)
                tableau.appendToColumn(marker, basic: basic)
            }
        }
        return true
    }

    /// Shifts the constants of required equalities whose markers no row holds, as
    /// ``shiftMarker(of:by:)`` does for a marker in the rows, all with one solve.
    /// - Parameter shifts: records and the amounts to add to their `lhs - rhs`.
    /// - Returns: false when the basis could not be solved (nothing moved).
    mutating func shiftUnheldMarkers(_ shifts: [(ConstraintRecord, Double)]) -> Bool {
        guard !shifts.isEmpty else { return true }
        var rhs: [(row: Int, value: Double)] = []
        for (record, shift) in shifts {
            guard let index = records.index(of: ObjectIdentifier(record.constraint)) else { return false }
            // The marker moving by `shift / c` moves the row by `shift`.
            rhs.append((index, -shift))
        }
        guard let motions = basisMotion([rhs]) else { return false }
        var motion = [Double](repeating: 0, count: tableau.rows.count)
        for (index, amount) in tableau.storedColumn(of: motions[0], scratch: &motion) {
            tableau.shiftConstant(of: tableau.basics[index], by: amount)
        }
        return true
    }

    /// Gives each marker its reduced cost in every objective level, as if the rows had
    /// always held it: the cost of every basic error times how that error moves with the
    /// marker (the levels hold the objective over nonbasic symbols, like a row).
    /// - Parameter motions: ``basisMotion(_:)`` for the markers, in order.
    private mutating func addMarkerCosts(_ markers: [Symbol], motions: [[(column: Int, value: Double)]]) {
        for l in tableau.levels.indices {
            for marker in markers where tableau.levels[l].costs[Int(marker)] != 0 {
                tableau.recordCost(level: l, symbol: marker)
                tableau.levels[l].costs[Int(marker)] = 0
            }
        }
        // The basic errors that move, stamped; then the records that own them, found in one
        // pass over the records (a set and a dictionary of weights here cost a hash per
        // record and an array per record's two errors).
        let moving = tableau.nextMark()
        var anyMoving = false
        for moves in motions {
            for (index, _) in moves where tableau.kinds[Int(tableau.basics[index])] == .error {
                tableau.marks[Int(tableau.basics[index])] = moving
                anyMoving = true
            }
        }
        guard anyMoving else { return }
        var owners: [(error: Symbol, record: Int)] = []
        records.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where !entries[index].constraint.priority.isRequired {
                let (marker, other) = (entries[index].marker, entries[index].other)
                if tableau.marks[Int(marker)] == moving { owners.append((marker, index)) }
                if other >= 0 && tableau.marks[Int(other)] == moving { owners.append((other, index)) }
            }
        }
        owners.sort { $0.error < $1.error }
        let tie = tableau.levels.firstIndex { $0.key == Tableau.tieBreakKey }
        for (marker, moves) in zip(markers, motions) {
            for (index, move) in moves {
                let basic = tableau.basics[index]
                guard tableau.marks[Int(basic)] == moving, let owner = Self.owner(of: basic, in: owners) else { continue }
                let record = records.entries[owner]
                let (key, weight) = objectiveSlot(for: record.constraint.priority)
                if let level = tableau.levels.firstIndex(where: { $0.key == key }) {
                    addMarkerCost(weight * move, level: level, marker: marker)
                }
                if let tie { addMarkerCost(record.tieBreakRank * move, level: tie, marker: marker) }
            }
        }
    }

    /// The record index paired with `error` in `owners` (sorted by error), by binary search.
    private static func owner(of error: Symbol, in owners: [(error: Symbol, record: Int)]) -> Int? {
        let k = owners.partitioningIndex { $0.error >= error }
        return k < owners.count && owners[k].error == error ? owners[k].record : nil
    }

    /// Adds `amount` to `marker`'s cost at `level`, journaled.
    private mutating func addMarkerCost(_ amount: Double, level: Int, marker: Symbol) {
        tableau.recordCost(level: level, symbol: marker)
        tableau.levels[level].costs[Int(marker)] = Tolerance.sum(tableau.levels[level].costs[Int(marker)], amount)
    }

    /// Solves `B x = r` over the basic symbols (by row index) for each right-hand side
    /// (by record index), with `B` the constraints as written; nil when the tableau's
    /// rows do not match its records or `B` is singular.
    private func basisMotion(_ rhs: [[(row: Int, value: Double)]]) -> [[(column: Int, value: Double)]]? {
        let m = tableau.rows.count
        guard records.count == m else { return nil }
        var system = BasisSystem(size: m, entries: checkedTermCount + m)
        // Through a buffer: iterating the array would retain each record's terms.
        records.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                for cell in entries[index].terms {
                    let row = tableau.rowIndex[Int(cell.symbol)]
                    if row >= 0 { system.append(column: Int(row), value: cell.coefficient) }
                }
                let coefficients = markerCoefficients(of: entries[index])
                let markerRow = tableau.rowIndex[Int(entries[index].marker)]
                if markerRow >= 0 { system.append(column: Int(markerRow), value: coefficients.marker) }
                let other = entries[index].other
                if other >= 0 && tableau.rowIndex[Int(other)] >= 0 {
                    system.append(column: Int(tableau.rowIndex[Int(other)]), value: coefficients.other)
                }
                system.endRow()
            }
        }
        return system.solve(rhs)
    }
}

extension Tableau {
    /// A column as the rows store it, from how the basic symbols move along it (a
    /// ``BasisSystem`` solution by row index): a restricted row holds its symbol's motion,
    /// a definition what its references do not already carry.
    ///
    /// Only rows that move, and definitions that refer to a variable that moves (found
    /// through its column), can hold it.
    /// - Parameters:
    ///   - moves: the nonzero motions, by row index.
    ///   - motion: zeros, one per row, used as scratch and left as zeros.
    /// - Returns: (row index, coefficient) for each row that holds the column, by row index.
    func storedColumn(of moves: [(column: Int, value: Double)], scratch motion: inout [Double]) -> [(Int, Double)] {
        var candidates: [Int] = []
        for (index, value) in moves {
            motion[index] = value
            candidates.append(index)
            let basic = basics[index]
            guard kinds[Int(basic)] == .external else { continue }
            for holder in columns[Int(basic)] where isDefined(holder) {
                candidates.append(Int(rowIndex[Int(holder)]))
            }
        }
        candidates.sort()
        var column: [(Int, Double)] = []
        var previous = -1
        for index in candidates where index != previous {
            previous = index
            var coefficient = motion[index]
            if kinds[Int(basics[index])] == .external {
                for cell in rows[index].cells where isDefined(cell.symbol) {
                    let reference = Int(rowIndex[Int(cell.symbol)])
                    coefficient = Tolerance.sum(coefficient, -cell.coefficient * motion[reference])
                }
            }
            if coefficient != 0 { column.append((index, coefficient)) }
        }
        for (index, _) in moves { motion[index] = 0 }
        return column
    }
}
