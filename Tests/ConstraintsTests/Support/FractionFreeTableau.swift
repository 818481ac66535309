import Constraints
/// A dense simplex tableau in exact integers, without fractions (Edmonds' integer-preserving
/// pivoting, the simplex form of Bareiss elimination): the engine of ``ExactLP``.
///
/// The true tableau is `t / d`: every row, right-hand side and reduced cost is stored
/// multiplied by `d`, the determinant of the current basis (kept positive). A pivot on
/// `p = t[r][c]` leaves row `r` as it is, replaces every other entry by
/// `(t[i][k]·p − t[i][c]·t[r][k]) / d` (an exact division: the entries are minors of the
/// original matrix) and sets `d = p`. So there are no gcds, and numbers never grow past the
/// size of the minors. Columns are the nonnegative ones; phase one's artificial columns
/// are implicit (row `i`'s artificial is basic there with column `d·eᵢ` and never re-enters).
///
/// Entering columns follow Dantzig's rule until a degenerate pivot, then Bland's rule until
/// the objective strictly decreases; Bland's rule cannot cycle, and strict decreases are
/// finite. Leaving rows are chosen by the minimum ratio, ties to the lowest basic column.
struct FractionFreeTableau {
    private var t: [[ExactInteger]]
    private var rhs: [ExactInteger]
    /// The common denominator: the determinant of the basis, kept positive.
    private var d = ExactInteger.one
    /// Row `i`'s basic column; `columnCount + k` for the artificial of original row `k`.
    private var basis: [Int]
    private var isBasic: [Bool]
    /// Columns that may not enter (fixed at zero off an optimal face).
    private var blocked: [Bool]
    /// `d ×` the reduced costs of the objective being (or last) minimised; empty if none.
    private var z: [ExactInteger] = []
    /// The number of (structural) columns.
    private var columnCount: Int

    /// A feasible basis for `rows` (columns `0..<freeCount` free, the rest nonnegative),
    /// over the nonnegative columns only; nil when the rows are infeasible.
    static func feasible(rows: [ExactLP.Row], freeCount: Int, columnCount: Int) -> FractionFreeTableau? {
        var tableau = FractionFreeTableau(integerRows: rows, columnCount: columnCount)
        tableau.eliminateFreeColumns(freeCount)
        guard tableau.dropEmptyRows() else { return nil }
        tableau.makeRightHandSidesNonnegative()
        // Phase one: minimise the sum of the artificials.
        let phaseOne = tableau.minimise(cost: [ExactInteger](repeating: .zero, count: tableau.columnCount),
                                        artificialCost: .one)
        guard phaseOne.isZero else { return nil }
        tableau.removeArtificials()
        return tableau
    }

    /// Rows scaled to integers (each by the least common multiple of its denominators),
    /// with every row's artificial basic and `d = 1`.
    private init(integerRows rows: [ExactLP.Row], columnCount: Int) {
        self.columnCount = columnCount
        t = []
        rhs = []
        for row in rows {
            var integers = Self.scaledToIntegers(row.coefficients + [row.rhs])
            rhs.append(integers.removeLast())
            t.append(integers)
        }
        basis = rows.indices.map { columnCount + $0 }
        isBasic = [Bool](repeating: false, count: columnCount)
        blocked = [Bool](repeating: false, count: columnCount)
    }

    /// `values` times the least common multiple of their denominators: integers with the
    /// same ratios. In machine words when everything fits, else with ``BigInt``.
    static func scaledToIntegers(_ values: [Rational]) -> [ExactInteger] {
        var scale: Int64? = 1
        for value in values where !value.isZero {
            guard let current = scale, let (_, denominator) = value.inlineParts else {
                scale = nil
                break
            }
            let g = Int64(euclid(UInt64(current), UInt64(denominator)))
            let (product, overflow) = (current / g).multipliedReportingOverflow(by: denominator)
            scale = overflow ? nil : product
        }
        var result = [ExactInteger](repeating: .zero, count: values.count)
        if let scale {
            for (k, value) in values.enumerated() where !value.isZero {
                let (numerator, denominator) = value.inlineParts!
                let (product, overflow) = numerator.multipliedReportingOverflow(by: scale / denominator)
                guard !overflow, product != .min else { return bigScaledToIntegers(values) }
                result[k] = .small(product)
            }
            return result
        }
        return bigScaledToIntegers(values)
    }

    /// ``scaledToIntegers(_:)`` in ``BigInt``.
    private static func bigScaledToIntegers(_ values: [Rational]) -> [ExactInteger] {
        let scale = values.filter { !$0.isZero }.reduce(BigInt(1)) { BigInt.lcm($0, $1.denominator) }
        return values.map { $0.isZero ? .zero : ExactInteger($0.numerator * (scale / $0.denominator)) }
    }

    /// Minimises `cost · z` (rational costs on the nonnegative columns) from the current
    /// basis over the unblocked columns and returns the optimum. The costs must keep the
    /// program bounded (here they are nonnegative).
    mutating func minimise(_ cost: [Rational]) -> Rational {
        precondition(cost.count == columnCount)
        let scale = cost.filter { !$0.isZero }.reduce(BigInt(1)) { BigInt.lcm($0, $1.denominator) }
        let value = minimise(cost: Self.scaledToIntegers(cost), artificialCost: .zero)
        return Rational(value.bigValue, d.bigValue * scale)
    }

    /// Fixes at zero every nonbasic column whose reduced cost (for the objective just
    /// minimised) is positive: what remains is exactly the optimal face.
    mutating func fixColumnsOffTheOptimalFace() {
        for j in z.indices where !isBasic[j] && z[j].signum > 0 { blocked[j] = true }
    }

    /// The simplex with integer costs (`artificialCost` for every artificial still basic);
    /// returns `d ×` the optimum.
    private mutating func minimise(cost: [ExactInteger], artificialCost: ExactInteger) -> ExactInteger {
        func costOf(_ column: Int) -> ExactInteger { column < columnCount ? cost[column] : artificialCost }
        // z = d·c − Σ c(basis[i]) t[i]
        z = cost.map { d * $0 }
        for i in t.indices where !costOf(basis[i]).isZero {
            let c = costOf(basis[i])
            for j in z.indices where !t[i][j].isZero { z[j] = z[j] - c * t[i][j] }
        }
        var useBland = false
        while let entering = enteringColumn(bland: useBland) {
            guard let leaving = leavingRow(for: entering) else {
                preconditionFailure("unbounded objective: costs must be nonnegative")
            }
            useBland = rhs[leaving].isZero
            pivot(row: leaving, column: entering)
        }
        return t.indices.reduce(ExactInteger.zero) { $0 + costOf(basis[$1]) * rhs[$1] }
    }

    /// The entering column: the most negative reduced cost, or with `bland` the first negative.
    private func enteringColumn(bland: Bool) -> Int? {
        var best: Int?
        for j in z.indices where !isBasic[j] && !blocked[j] && z[j].signum < 0 {
            if bland { return j }
            if best == nil || z[j] < z[best!] { best = j }
        }
        return best
    }

    /// The leaving row for `column`: minimum ratio `rhs / t`, ties to the lowest basic column.
    private func leavingRow(for column: Int) -> Int? {
        var best: Int?
        for i in t.indices where t[i][column].signum > 0 {
            guard let b = best else {
                best = i
                continue
            }
            let order = ExactInteger.compareProducts(rhs[i], t[b][column], rhs[b], t[i][column])
            if order < 0 || (order == 0 && basis[i] < basis[b]) { best = i }
        }
        return best
    }

    /// Makes `column` basic in `row`: every other row (and `z`) becomes
    /// `(row·p − row[c]·pivotRow) / d`, then `d = p` (made positive by negating everything).
    private mutating func pivot(row r: Int, column c: Int) {
        let p = t[r][c]
        let pivotRow = t[r]
        let pivotRhs = rhs[r]
        for i in t.indices where i != r {
            let f = t[i][c]
            if f.isZero && p == d { continue }  // unchanged
            var row = t[i]
            t[i] = []  // keeps `row` uniquely referenced while it changes
            for k in row.indices where !(row[k].isZero && (f.isZero || pivotRow[k].isZero)) {
                row[k] = .crossDifference(row[k], p, f, pivotRow[k], exactlyDividedBy: d)
            }
            t[i] = row
            rhs[i] = .crossDifference(rhs[i], p, f, pivotRhs, exactlyDividedBy: d)
        }
        if !z.isEmpty {
            let f = z[c]
            if !(f.isZero && p == d) {
                for k in z.indices where !(z[k].isZero && (f.isZero || pivotRow[k].isZero)) {
                    z[k] = .crossDifference(z[k], p, f, pivotRow[k], exactlyDividedBy: d)
                }
            }
        }
        d = p
        if d.signum < 0 {
            d = -d
            t = t.map { $0.map { -$0 } }
            rhs = rhs.map { -$0 }
            z = z.map { -$0 }
        }
        if basis[r] < columnCount { isBasic[basis[r]] = false }
        isBasic[c] = true
        basis[r] = c
    }

    /// Pivots each free column into the sparsest row holding it and drops that row (it only
    /// defines the free column's value), then drops the free columns.
    private mutating func eliminateFreeColumns(_ freeCount: Int) {
        for column in 0..<freeCount {
            var pivotRow: Int?
            var fewest = Int.max
            for i in t.indices where !t[i][column].isZero {
                let count = t[i].reduce(0) { $0 + ($1.isZero ? 0 : 1) }
                if count < fewest { (pivotRow, fewest) = (i, count) }
            }
            guard let r = pivotRow else { continue }
            pivot(row: r, column: column)
            t.remove(at: r)
            rhs.remove(at: r)
            basis.remove(at: r)
        }
        t = t.map { Array($0[freeCount...]) }
        basis = basis.map { $0 - freeCount }  // only artificials remain basic
        isBasic = Array(isBasic[freeCount...])
        blocked = Array(blocked[freeCount...])
        columnCount -= freeCount
    }

    /// Drops rows without coefficients; false if one of them reads `0 = b` with `b ≠ 0`.
    private mutating func dropEmptyRows() -> Bool {
        var i = 0
        while i < t.count {
            if t[i].allSatisfy(\.isZero) {
                guard rhs[i].isZero else { return false }
                removeRow(i)
            } else {
                i += 1
            }
        }
        return true
    }

    /// Negates the rows with a negative right-hand side. Legitimate because each such row's
    /// basic column is its own artificial, which simply changes sign.
    private mutating func makeRightHandSidesNonnegative() {
        for i in t.indices where rhs[i].signum < 0 {
            precondition(basis[i] >= columnCount)
            t[i] = t[i].map { -$0 }
            rhs[i] = -rhs[i]
        }
    }

    /// After a successful phase one (every artificial at zero): pivots the artificials still
    /// basic out of the basis, and drops the rows where that is impossible (they are
    /// combinations of the others).
    private mutating func removeArtificials() {
        var i = 0
        while i < t.count {
            if basis[i] >= columnCount {
                if let j = t[i].indices.first(where: { !blocked[$0] && !t[i][$0].isZero }) {
                    pivot(row: i, column: j)  // degenerate: rhs[i] is 0
                } else {
                    removeRow(i)
                    continue
                }
            }
            i += 1
        }
        z = []
    }

    private mutating func removeRow(_ i: Int) {
        if basis[i] < columnCount { isBasic[basis[i]] = false }
        t.remove(at: i)
        rhs.remove(at: i)
        basis.remove(at: i)
    }
}
