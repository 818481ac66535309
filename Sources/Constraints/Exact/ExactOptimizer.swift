/// A prioritized system solved in exact rational arithmetic: the solver's last resort when
/// floating point cannot hold a system to full precision (see `Solver+Guard.swift`).
///
/// A dense two-phase primal simplex with Bland's rule, which cannot cycle and, in exact
/// arithmetic, needs no tolerance. The tableau is fraction-free (Edmonds and Bareiss): it
/// holds integers over one common denominator, the previous pivot, and every update
/// divides exactly, so no greatest common divisor is ever taken (with fractions, gcds
/// were nine tenths of the time). User variables are free, so each is split into
/// `x⁺ - x⁻`. The levels (the priorities of the strict model, the single weighted level,
/// then the tie-break level) are minimised in order; after each, every nonbasic column with
/// a positive reduced cost is fixed at zero, which confines the later levels to the optimal
/// face of the earlier ones without any tolerance.
struct ExactOptimizer {
    /// One constraint: `Σ coefficient × x[variable] + constant  REL  0`.
    struct Row {
        var terms: [(variable: Int, coefficient: Rational)]
        var constant: Rational
        var relation: Relation
        /// The cost of one unit of error at each level; empty for a required constraint.
        var costs: [(level: Int, weight: Rational)]
    }

    /// The outcome of ``solve(rows:variableCount:levelCount:)``.
    enum Outcome {
        /// The required rows cannot all hold.
        case infeasible
        /// The optimum's value for each variable.
        case optimal([Rational])
    }

    /// The rows, as integers over ``denominator``.
    private var table: [[BigInt]] = []
    private var rhs: [BigInt] = []
    /// The common denominator of every row: the last pivot (positive).
    private var denominator = BigInt(1)
    private var basis: [Int] = []
    private var fixed: [Bool] = []
    private var columnCount = 0

    /// Solves `rows` over `variableCount` free variables, minimising the levels in order.
    /// - Complexity: O(pivots × rows × columns) rational operations; meant for systems of
    ///   at most a few hundred constraints.
    static func solve(rows: [Row], variableCount: Int, levelCount: Int) -> Outcome {
        var optimizer = ExactOptimizer()
        return optimizer.run(rows: rows, variableCount: variableCount, levelCount: levelCount)
    }

    private mutating func run(rows: [Row], variableCount: Int, levelCount: Int) -> Outcome {
        // Columns: x⁺, x⁻ per variable; per row its slack and errors; then one artificial per row.
        var levelCosts: [[Int: Rational]] = Array(repeating: [:], count: levelCount)
        var next = 2 * variableCount
        var rowColumns: [[(column: Int, coefficient: Rational)]] = []
        for row in rows {
            var extra: [(column: Int, coefficient: Rational)] = []
            switch row.relation {
            case .lessThanOrEqual: extra.append((next, .one)); next += 1
            case .greaterThanOrEqual: extra.append((next, -.one)); next += 1
            case .equal: break
            }
            if !row.costs.isEmpty {
                // The error columns relax the row in the direction it can be broken.
                var errors: [(column: Int, coefficient: Rational)] = []
                switch row.relation {
                case .lessThanOrEqual: errors = [(next, -.one)]
                case .greaterThanOrEqual: errors = [(next, .one)]
                case .equal: errors = [(next, -.one), (next + 1, .one)]
                }
                next += errors.count
                for (level, weight) in row.costs {
                    for error in errors { levelCosts[level][error.column, default: .zero] = levelCosts[level][error.column, default: .zero] + weight }
                }
                extra += errors
            }
            rowColumns.append(extra)
        }
        let firstArtificial = next
        columnCount = next + rows.count
        fixed = Array(repeating: false, count: columnCount)
        for (i, row) in rows.enumerated() {
            var line = Array(repeating: Rational.zero, count: columnCount)
            for (variable, coefficient) in row.terms {
                line[2 * variable] = line[2 * variable] + coefficient
                line[2 * variable + 1] = line[2 * variable + 1] - coefficient
            }
            for (column, coefficient) in rowColumns[i] { line[column] = coefficient }
            var value = -row.constant
            if value.signum < 0 {
                for k in line.indices { line[k] = -line[k] }
                value = -value
            }
            line[firstArtificial + i] = .one
            // Integers: the row times the least common multiple of its denominators.
            let scale = line.reduce(value.denominator) { $1.isZero ? $0 : BigInt.lcm($0, $1.denominator) }
            table.append(line.map { Self.integer($0, times: scale) })
            rhs.append(Self.integer(value, times: scale))
            basis.append(firstArtificial + i)
        }
        // Phase one: drive the artificials to zero.
        var phaseOne: [Int: Rational] = [:]
        for i in rows.indices { phaseOne[firstArtificial + i] = .one }
        guard minimize(phaseOne) else { return .infeasible }
        for column in firstArtificial..<columnCount { fixed[column] = true }
        expelArtificials(from: firstArtificial)
        for costs in levelCosts { _ = minimize(costs) }
        var values = Array(repeating: Rational.zero, count: variableCount)
        for (i, column) in basis.enumerated() where column < 2 * variableCount {
            let variable = column / 2
            let value = Rational(rhs[i], denominator)
            values[variable] = column % 2 == 0 ? values[variable] + value : values[variable] - value
        }
        return .optimal(values)
    }

    /// `value × scale`, which must be an integer.
    private static func integer(_ value: Rational, times scale: BigInt) -> BigInt {
        value.isZero ? BigInt() : value.numerator * (scale / value.denominator)
    }

    /// Minimises `costs · columns` over the columns not fixed, then fixes every nonbasic
    /// column whose reduced cost is positive.
    /// - Returns: whether the optimal value is zero.
    private mutating func minimize(_ costs: [Int: Rational]) -> Bool {
        // The objective row over the common denominator: denominator × c - c_B × rows, with
        // the costs made integers first (only signs and ratios matter within a level).
        let scale = costs.values.reduce(BigInt(1)) { $1.isZero ? $0 : BigInt.lcm($0, $1.denominator) }
        var reduced = Array(repeating: BigInt(), count: columnCount)
        var value = BigInt()
        for (column, cost) in costs { reduced[column] = Self.integer(cost, times: scale) * denominator }
        for (i, column) in basis.enumerated() {
            guard let cost = costs[column], !cost.isZero else { continue }
            let c = Self.integer(cost, times: scale)
            for k in 0..<columnCount where !table[i][k].isZero { reduced[k] = reduced[k] - c * table[i][k] }
            value = value + c * rhs[i]
        }
        while let entering = (0..<columnCount).first(where: { !fixed[$0] && reduced[$0].signum < 0 }) {
            // Bland's rule: the lowest improving column; among the rows with the least ratio
            // rhs / coefficient (compared by cross-multiplying), the lowest basic.
            var leaving: Int? = nil
            for i in table.indices where table[i][entering].signum > 0 {
                guard let current = leaving else { leaving = i; continue }
                let left = rhs[i] * table[current][entering]
                let right = rhs[current] * table[i][entering]
                if left < right || (left == right && basis[i] < basis[current]) { leaving = i }
            }
            guard let row = leaving else {
                // Unbounded: impossible for a sum of nonnegative costs; leave the column out.
                fixed[entering] = true
                continue
            }
            let previous = denominator
            let factor = reduced[entering]
            value = (table[row][entering] * value + factor * rhs[row]) / previous
            for k in 0..<columnCount where !(reduced[k].isZero && table[row][k].isZero) {
                reduced[k] = (table[row][entering] * reduced[k] - factor * table[row][k]) / previous
            }
            // A primal pivot is positive (the ratio test takes positive entries only), so
            // the denominator keeps its sign and the objective row needs no negation.
            pivot(row: row, column: entering)
        }
        for k in 0..<columnCount where reduced[k].signum > 0 && !basis.contains(k) { fixed[k] = true }
        return value.isZero
    }

    /// Makes `column` basic in `row`: every other row `i` becomes
    /// `(pivot × row_i - a_i × row) / denominator`, an exact division, and the pivot
    /// becomes the new denominator (the pivot row is negated if needed to keep it positive).
    private mutating func pivot(row: Int, column: Int) {
        let pivot = table[row][column]
        let previous = denominator
        let pivotRow = table[row]
        for i in table.indices where i != row {
            let factor = table[i][column]
            if factor.isZero {
                // (pivot × a - 0) / previous, for every entry of the row.
                for k in 0..<columnCount where !table[i][k].isZero { table[i][k] = pivot * table[i][k] / previous }
                rhs[i] = pivot * rhs[i] / previous
                continue
            }
            for k in 0..<columnCount where !(table[i][k].isZero && pivotRow[k].isZero) {
                table[i][k] = (pivot * table[i][k] - factor * pivotRow[k]) / previous
            }
            rhs[i] = (pivot * rhs[i] - factor * rhs[row]) / previous
        }
        denominator = pivot
        if pivot.signum < 0 {
            // Keep the denominator positive: negate every row (the pivot row included).
            denominator = -pivot
            for i in table.indices {
                for k in 0..<columnCount where !table[i][k].isZero { table[i][k] = -table[i][k] }
                rhs[i] = -rhs[i]
            }
        }
        basis[row] = column
    }

    /// Pivots the artificials still basic (at zero) out of the basis, dropping the rows
    /// that have no other column: those rows were redundant.
    private mutating func expelArtificials(from firstArtificial: Int) {
        var i = 0
        while i < table.count {
            guard basis[i] >= firstArtificial else { i += 1; continue }
            if let column = (0..<firstArtificial).first(where: { !fixed[$0] && !table[i][$0].isZero }) {
                pivot(row: i, column: column)
                i += 1
            } else {
                table.remove(at: i)
                rhs.remove(at: i)
                basis.remove(at: i)
            }
        }
    }
}
