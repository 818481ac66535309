import Constraints
/// A dense simplex tableau in exact rationals over nonnegative columns: ``ExactLP``'s slow,
/// simple engine, kept to cross-check ``FractionFreeTableau``.
///
/// Row `i` reads `z[basis[i]] + Σ a[i][j] z_j = b[i]` over the nonbasic columns, with every
/// `b[i] ≥ 0` (the basis is feasible). Entering columns follow Dantzig's rule (most negative
/// reduced cost) until a degenerate pivot, then Bland's rule (lowest index) until the
/// objective strictly decreases again; a run of Bland pivots cannot cycle, and strict
/// decreases are finite, so the method terminates. Leaving rows are chosen by the
/// minimum ratio, ties to the lowest basic column.
struct SimplexTableau {
    private var a: [[Rational]]
    private var b: [Rational]
    private var basis: [Int]
    private var isBasic: [Bool]
    /// Columns that may not enter: left artificials, or fixed off an optimal face.
    private var blocked: [Bool]
    /// Columns from here on are phase one's artificials: once out of the basis, they stay out.
    private var artificialStart: Int
    /// The reduced costs of the objective being (or last) minimised.
    private var reduced: [Rational] = []
    /// Pivots made so far, for diagnostics.
    private(set) var pivotCount = 0

    /// A tableau with a feasible basis for `rows` over `columnCount` nonnegative columns,
    /// found by phase one; nil when the rows are infeasible.
    static func feasible(rows: [ExactLP.Row], columnCount n: Int) -> SimplexTableau? {
        // Make every right-hand side nonnegative.
        var matrix = rows.map { $0.rhs.signum < 0 ? $0.coefficients.map { -$0 } : $0.coefficients }
        let rhs = rows.map(\.rhs.magnitude)
        // A column that is nonzero in one row only, positively, can start as that row's
        // basic column; every other row gets an artificial column.
        var nonzeros = [Int](repeating: 0, count: n)
        for row in matrix { for j in 0..<n where !row[j].isZero { nonzeros[j] += 1 } }
        var basis: [Int] = []
        var artificialCount = 0
        for i in matrix.indices {
            if let j = (0..<n).first(where: { nonzeros[$0] == 1 && matrix[i][$0].signum > 0 }) {
                nonzeros[j] = 0  // used
                basis.append(j)
            } else {
                basis.append(n + artificialCount)
                artificialCount += 1
            }
        }
        let total = n + artificialCount
        for i in matrix.indices {
            matrix[i] += [Rational](repeating: .zero, count: artificialCount)
            if basis[i] >= n { matrix[i][basis[i]] = .one }
        }
        var tableau = SimplexTableau(a: matrix, b: rhs, basis: basis, total: total, artificialStart: n)
        for i in matrix.indices where basis[i] < n { tableau.scaleRow(i, by: matrix[i][basis[i]].reciprocal) }
        guard artificialCount > 0 else { return tableau }
        // Phase one: minimise the sum of the artificials.
        var phaseOne = [Rational](repeating: .zero, count: total)
        for j in n..<total { phaseOne[j] = .one }
        guard tableau.minimise(phaseOne).isZero else { return nil }
        tableau.removeArtificials(keeping: n)
        return tableau
    }

    private init(a: [[Rational]], b: [Rational], basis: [Int], total: Int, artificialStart: Int) {
        self.a = a
        self.artificialStart = artificialStart
        self.b = b
        self.basis = basis
        isBasic = [Bool](repeating: false, count: total)
        for column in basis { isBasic[column] = true }
        blocked = [Bool](repeating: false, count: total)
    }

    /// Minimises `cost · z` from the current basis over the unblocked columns and returns
    /// the optimum. The costs must make the program bounded (here they are nonnegative).
    mutating func minimise(_ cost: [Rational]) -> Rational {
        precondition(cost.count == isBasic.count)
        reduced = cost
        for i in a.indices where !cost[basis[i]].isZero {
            for j in reduced.indices where !a[i][j].isZero { reduced[j].subtractProduct(cost[basis[i]], a[i][j]) }
        }
        var useBland = false
        while let entering = enteringColumn(bland: useBland) {
            guard let leaving = leavingRow(for: entering) else {
                preconditionFailure("unbounded objective: costs must be nonnegative")
            }
            useBland = b[leaving].isZero
            pivot(row: leaving, column: entering)
        }
        return a.indices.reduce(Rational.zero) { $0 + cost[basis[$1]] * b[$1] }
    }

    /// Fixes at zero every nonbasic column whose reduced cost (for the objective just
    /// minimised) is positive: what remains is exactly the optimal face.
    mutating func fixColumnsOffTheOptimalFace() {
        for j in reduced.indices where !isBasic[j] && reduced[j].signum > 0 { blocked[j] = true }
    }

    /// The entering column: the most negative reduced cost, or with `bland` the first negative.
    private func enteringColumn(bland: Bool) -> Int? {
        var best: Int?
        for j in reduced.indices where !isBasic[j] && !blocked[j] && reduced[j].signum < 0 {
            if bland { return j }
            if best == nil || reduced[j] < reduced[best!] { best = j }
        }
        return best
    }

    /// The leaving row for `column`: minimum ratio, ties to the lowest basic column.
    private func leavingRow(for column: Int) -> Int? {
        var best: Int?
        var bestRatio = Rational.zero
        for i in a.indices where a[i][column].signum > 0 {
            let ratio = b[i] / a[i][column]
            if best == nil || ratio < bestRatio || (ratio == bestRatio && basis[i] < basis[best!]) {
                best = i
                bestRatio = ratio
            }
        }
        return best
    }

    /// Makes `column` basic in `row`.
    private mutating func pivot(row r: Int, column c: Int) {
        pivotCount += 1
        scaleRow(r, by: a[r][c].reciprocal)
        let pivotRow = a[r]
        let support = pivotRow.indices.filter { !pivotRow[$0].isZero }
        for i in a.indices where i != r && !a[i][c].isZero {
            let factor = a[i][c]
            for j in support { a[i][j].subtractProduct(factor, pivotRow[j]) }
            b[i].subtractProduct(factor, b[r])
        }
        if !reduced.isEmpty && !reduced[c].isZero {
            let factor = reduced[c]
            for j in support { reduced[j].subtractProduct(factor, pivotRow[j]) }
        }
        isBasic[basis[r]] = false
        if basis[r] >= artificialStart { blocked[basis[r]] = true }
        isBasic[c] = true
        basis[r] = c
    }

    /// Multiplies row `i` by `factor`.
    private mutating func scaleRow(_ i: Int, by factor: Rational) {
        guard factor != .one else { return }
        for j in a[i].indices where !a[i][j].isZero { a[i][j] = a[i][j] * factor }
        b[i] = b[i] * factor
    }

    /// After a successful phase one (every artificial at zero): pivots the artificials that
    /// are still basic out, drops rows that turn out redundant, then drops the artificial
    /// columns.
    private mutating func removeArtificials(keeping n: Int) {
        var i = 0
        while i < a.count {
            if basis[i] >= n {
                if let j = (0..<n).first(where: { !blocked[$0] && !a[i][$0].isZero }) {
                    pivot(row: i, column: j)  // degenerate: b[i] is 0
                } else {
                    isBasic[basis[i]] = false
                    a.remove(at: i)
                    b.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        a = a.map { Array($0[0..<n]) }
        isBasic = Array(isBasic[0..<n])
        blocked = Array(blocked[0..<n])
        reduced = []
    }
}
