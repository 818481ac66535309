/// A row of the tableau: `constant + Σ coefficient × symbol`, with cells sorted by
/// symbol id and no zero coefficients.
///
/// As a basic row it reads `basic = constant + Σ cells`; while a constraint is being
/// built it reads `0 = constant + Σ cells`.
package struct Row: Sendable {
    package var cells: [Cell] = []
    package var constant: Double = 0

    package init(constant: Double = 0) { self.constant = constant }

    package var isEmpty: Bool { cells.isEmpty }

    /// Whether the constant and every coefficient are finite.
    package var isFinite: Bool {
        constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
    }

    /// The largest magnitude among the coefficients (0 for a row with no cells).
    /// - Complexity: O(n).
    package var largestCoefficient: Double {
        var largest = 0.0
        for cell in cells { largest = max(largest, abs(cell.coefficient)) }
        return largest
    }

    /// How safe a pivot on `coefficient` is: its magnitude relative to the row's largest
    /// coefficient, in (0, 1]; at or below ``Tolerance/pivot`` it is rounding residue.
    package func pivotQuality(of coefficient: Double) -> Double {
        let largest = largestCoefficient
        return largest > 0 ? abs(coefficient) / largest : 0
    }

    /// The index of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when absent.
    /// - Complexity: O(log n).
    package func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    /// - Returns: whether the symbol is newly present in the row.
    @discardableResult
    package mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        // A symbol past the last cell (a constraint's new slack or error, terms in id
        // order) is appended: no search, no shift.
        if cells.last.map({ $0.symbol < symbol }) ?? true {
            guard coefficient != 0 else { return false }
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return true
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = Tolerance.sum(cells[index].coefficient, coefficient)
            if sum == 0 { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        guard coefficient != 0 else { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    package mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor × other` to this row.
    /// - Parameters:
    ///   - scratch: a reusable buffer; it receives the old cells' storage.
    ///   - introduced: receives the symbols that were absent and are now present.
    /// - Complexity: O(n + m), a merge of two sorted lists; O(m (log n + moves)) in place
    ///   when `other` is much shorter.
    package mutating func add(
        _ other: Row, times factor: Double, scratch: inout [Cell], introduced: inout [Symbol]
    ) {
        constant = Tolerance.sum(constant, factor * other.constant)
        if other.cells.count * 16 <= cells.count || other.cells.count == 1 {
            // A short row into a long one (a pivot's row into a row as long as a stack):
            // in place, by search, rather than a merge into a new buffer.
            for cell in other.cells where factor * cell.coefficient != 0 {
                if insert(cell.symbol, factor * cell.coefficient) { introduced.append(cell.symbol) }
            }
            return
        }
        scratch.truncate(to: 0)
        scratch.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        let a = cells
        let b = other.cells
        while i < a.count && j < b.count {
            let sa = a[i].symbol
            let sb = b[j].symbol
            if sa < sb {
                scratch.append(a[i]); i += 1
            } else if sb < sa {
                let c = factor * b[j].coefficient
                if c != 0 { scratch.append(Cell(symbol: sb, coefficient: c)); introduced.append(sb) }
                j += 1
            } else {
                let c = Tolerance.sum(a[i].coefficient, factor * b[j].coefficient)
                if c != 0 { scratch.append(Cell(symbol: sa, coefficient: c)) }
                i += 1; j += 1
            }
        }
        while i < a.count { scratch.append(a[i]); i += 1 }
        while j < b.count {
            let c = factor * b[j].coefficient
            if c != 0 { scratch.append(Cell(symbol: b[j].symbol, coefficient: c)); introduced.append(b[j].symbol) }
            j += 1
        }
        swap(&cells, &scratch)
    }

    /// Replaces `symbol` by `factor × other`, where `factor` is `symbol`'s coefficient
    /// here: a substitution's row operation, the same as ``remove(_:)`` then
    /// ``add(_:times:scratch:introduced:)``, in fewer moves.
    ///
    /// In place, the first cell new to the row takes the freed place: one shift of the
    /// cells between the two places instead of shifting the tail out and back.
    /// - Parameters:
    ///   - scratch: a reusable buffer; it receives the old cells' storage.
    ///   - introduced: receives the symbols that were absent and are now present.
    /// - Precondition: `other` does not hold `symbol`.
    /// - Complexity: as ``add(_:times:scratch:introduced:)``.
    @inline(__always)  // called once per row of a substitution, which passes `other` on
    package mutating func substitute(
        _ symbol: Symbol, by other: Row, times factor: Double, scratch: inout [Cell], introduced: inout [Symbol]
    ) {
        assert(other.coefficient(of: symbol) == 0, "a row substituted into itself")
        if other.cells.count * 16 <= cells.count || other.cells.count == 1 {
            let (freed, found) = position(of: symbol)
            guard found else {
                add(other, times: factor, scratch: &scratch, introduced: &introduced)
                return
            }
            constant = Tolerance.sum(constant, factor * other.constant)
            var filler = -1
            for k in other.cells.indices where factor * other.cells[k].coefficient != 0 {
                let (target, present) = position(of: other.cells[k].symbol)
                guard !present else { continue }
                let cell = Cell(symbol: other.cells[k].symbol, coefficient: factor * other.cells[k].coefficient)
                cells.shift(from: freed, to: target > freed ? target - 1 : target, placing: cell)
                introduced.append(cell.symbol)
                filler = k
                break
            }
            if filler < 0 { cells.remove(at: freed) }
            for k in other.cells.indices where k != filler && factor * other.cells[k].coefficient != 0 {
                let cell = other.cells[k]
                if insert(cell.symbol, factor * cell.coefficient) { introduced.append(cell.symbol) }
            }
            return
        }
        // A merge: the removal's one shift costs less than a test per cell in the merge.
        remove(symbol)
        add(other, times: factor, scratch: &scratch, introduced: &introduced)
    }

    /// Multiplies the whole row by `factor`.
    package mutating func scale(by factor: Double) {
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// Turns `0 = constant + Σ cells` into `symbol = …`, removing `symbol` from the cells.
    /// The symbol must be present.
    package mutating func solve(for symbol: Symbol) {
        // Divided, not multiplied by the reciprocal: a quotient that is representable comes
        // out exact (`1_000_001 × v = 1e12 + 1e6` gives `v = 1e6`, where the reciprocal
        // left an ulp).
        let divisor = -remove(symbol)
        constant /= divisor
        for k in cells.indices { cells[k].coefficient /= divisor }
    }

    /// Turns `lhs = constant + Σ cells` (which holds `rhs`) into `rhs = …`, the row of a
    /// pivot that swaps `lhs` out of the basis and `rhs` in.
    package mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

extension [Cell] {
    /// Moves the cell at `source` out and puts `cell` at `destination`, shifting the cells
    /// between the two places by one: a removal and an insertion in one move.
    ///
    /// Through a buffer, since the bulk move is a `memmove`: the same shift cell by cell
    /// through the array's subscript made fill proportionally's edits 2% slower than
    /// a removal and an insertion (callgrind).
    /// - Complexity: O(|source - destination|).
    @inline(__always)
    mutating func shift(from source: Int, to destination: Int, placing cell: Cell) {
        precondition(indices.contains(source) && indices.contains(destination))
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if destination > source {
                (base + source).update(from: base + source + 1, count: destination - source)
            } else if destination < source {
                (base + destination + 1).update(from: base + destination, count: source - destination)
            }
            base[destination] = cell
        }
    }
}
