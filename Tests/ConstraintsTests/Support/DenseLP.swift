/// A small dense linear program, solved by the two-phase simplex with Bland's rule.
///
/// Written for the tests as an independent check of the solver: no sparse rows, no
/// symbols, no incremental updates, nothing shared with `Constraints` beyond the
/// mathematics. It minimises `cost · z` subject to `rows`, with every `z ≥ 0`.
struct DenseLP {
    /// How a row's left side relates to its right side.
    enum Sense { case lessOrEqual, greaterOrEqual, equal }

    /// `a · z  sense  b`.
    struct Row {
        var a: [Double]
        var sense: Sense
        var b: Double
    }

    /// The result of a solve.
    enum Outcome {
        case infeasible
        case unbounded
        /// The optimal objective value, a primal solution, and the optimal face.
        case optimal(Double, [Double], OptimalFace)
    }

    /// What every optimal solution satisfies beyond the rows: reduced costs are exact
    /// certificates, `objective = optimum + Σ d_j z_j` over nonbasic columns, so a column
    /// or slack with `d_j > 0` is zero in every optimum.
    struct OptimalFace {
        /// Columns that are zero in every optimal solution.
        var zeroColumns: [Int] = []
        /// Indices of inequality rows that are tight in every optimal solution.
        var tightRows: [Int] = []
    }

    var columnCount: Int
    var rows: [Row] = []
    var cost: [Double]

    /// Creates a program over `columnCount` nonnegative columns with zero cost.
    init(columnCount: Int) {
        self.columnCount = columnCount
        self.cost = Array(repeating: 0, count: columnCount)
    }

    /// Relative tolerance for "zero" in pivots and reduced costs.
    static let epsilon = 1e-10

    /// Solves the program.
    /// - Returns: the outcome; `.unbounded` also when the iteration cap is hit.
    func solve() -> Outcome {
        let n = columnCount
        // Normalise each row (largest |a| = 1, b ≥ 0) and settle rows without columns.
        var normalized: [Row] = []
        var origin: [Int] = []
        for (index, var row) in rows.enumerated() {
            let scale = row.a.reduce(0) { max($0, abs($1)) }
            if scale == 0 {
                let holds: Bool
                let tolerance = 1e-9 * max(1, abs(row.b))
                switch row.sense {
                case .lessOrEqual: holds = 0 <= row.b + tolerance
                case .greaterOrEqual: holds = 0 >= row.b - tolerance
                case .equal: holds = abs(row.b) <= tolerance
                }
                if !holds { return .infeasible }
                continue
            }
            row.a = row.a.map { $0 / scale }
            row.b /= scale
            if row.b < 0 {
                row.a = row.a.map { -$0 }
                row.b = -row.b
                switch row.sense {
                case .lessOrEqual: row.sense = .greaterOrEqual
                case .greaterOrEqual: row.sense = .lessOrEqual
                case .equal: break
                }
            }
            normalized.append(row)
            origin.append(index)
        }
        let m = normalized.count
        let slackCount = normalized.filter { $0.sense != .equal }.count
        let artificialStart = n + slackCount
        let total = artificialStart + m
        // Tableau: m rows of `total` coefficients plus the right-hand side.
        var t = Array(repeating: Array(repeating: 0.0, count: total + 1), count: m)
        var basis = Array(repeating: 0, count: m)
        var slackRow: [Int] = []  // slack column - n → original row index
        var slack = n
        for (i, row) in normalized.enumerated() {
            for j in 0..<n { t[i][j] = row.a[j] }
            switch row.sense {
            case .lessOrEqual: t[i][slack] = 1; slack += 1; slackRow.append(origin[i])
            case .greaterOrEqual: t[i][slack] = -1; slack += 1; slackRow.append(origin[i])
            case .equal: break
            }
            t[i][artificialStart + i] = 1
            t[i][total] = row.b
            basis[i] = artificialStart + i
        }
        // Phase one: minimise the sum of the artificials.
        var phaseOneCost = Array(repeating: 0.0, count: total)
        for i in 0..<m { phaseOneCost[artificialStart + i] = 1 }
        guard Self.simplex(&t, &basis, cost: phaseOneCost, allowed: total) else { return .unbounded }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= artificialStart ? t[$1][total] : 0) }
        if infeasibility > 1e-9 { return .infeasible }
        // Drive zero artificials out of the basis; drop rows that are redundant.
        var i = 0
        while i < t.count {
            if basis[i] >= artificialStart {
                if let j = (0..<artificialStart).first(where: { abs(t[i][$0]) > 1e-9 }) {
                    Self.pivot(&t, &basis, row: i, column: j)
                } else {
                    t.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        // Phase two on the structural and slack columns.
        var phaseTwoCost = Array(repeating: 0.0, count: total)
        for j in 0..<n { phaseTwoCost[j] = cost[j] }
        guard Self.simplex(&t, &basis, cost: phaseTwoCost, allowed: artificialStart) else { return .unbounded }
        var z = Array(repeating: 0.0, count: n)
        for (i, b) in basis.enumerated() where b < n { z[b] = t[i][total] }
        let value = (0..<n).reduce(0.0) { $0 + cost[$1] * z[$1] }
        var face = OptimalFace()
        let costScale = max(cost.reduce(0) { max($0, abs($1)) }, 1)
        let basic = Set(basis)
        for j in 0..<artificialStart where !basic.contains(j) {
            var reduced = phaseTwoCost[j]
            for i in t.indices { reduced -= phaseTwoCost[basis[i]] * t[i][j] }
            guard reduced > 1e-9 * costScale else { continue }
            if j < n { face.zeroColumns.append(j) } else { face.tightRows.append(slackRow[j - n]) }
        }
        return .optimal(value, z, face)
    }

    /// Runs the primal simplex with Bland's rule over columns `0..<allowed`.
    /// - Returns: false if unbounded or the iteration cap is reached.
    private static func simplex(_ t: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) -> Bool {
        let m = t.count
        guard m > 0 else { return true }
        let rhs = t[0].count - 1
        let costScale = max(cost.reduce(0) { max($0, abs($1)) }, 1)
        for _ in 0..<50_000 {
            var isBasic = Array(repeating: false, count: rhs)
            for b in basis { isBasic[b] = true }
            var entering = -1
            for j in 0..<allowed where !isBasic[j] {
                var reduced = cost[j]
                for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                if reduced < -epsilon * costScale { entering = j; break }
            }
            if entering < 0 { return true }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > 1e-12 {
                let ratio = max(t[i][rhs], 0) / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                    best = ratio
                    leaving = i
                }
            }
            if leaving < 0 { return false }
            pivot(&t, &basis, row: leaving, column: entering)
        }
        return false
    }

    /// Makes `column` basic in `row`.
    private static func pivot(_ t: inout [[Double]], _ basis: inout [Int], row r: Int, column c: Int) {
        let p = t[r][c]
        for j in t[r].indices { t[r][j] /= p }
        for i in t.indices where i != r {
            let f = t[i][c]
            guard f != 0 else { continue }
            for j in t[i].indices { t[i][j] -= f * t[r][j] }
            t[i][c] = 0
        }
        basis[r] = c
    }
}
