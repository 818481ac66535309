/// A prioritized system solved in exact rational arithmetic: the solver's last resort when
/// floating point cannot hold a system to full precision (see `Solver+Guard.swift`).
///
/// A dense two-phase primal simplex, which in exact arithmetic needs no tolerance: the
/// entering column by Dantzig's rule (the most negative reduced cost), by Bland's after a
/// run of degenerate pivots, so that it cannot cycle. Each row starts with its slack or
/// an error column basic where one fits, an artificial only where none does. The tableau
/// is fraction-free (Edmonds and Bareiss): it holds integers over one common denominator,
/// the previous pivot, and every update divides exactly, so no greatest common divisor is
/// ever taken (with fractions, gcds were nine tenths of the time; with a reduced
/// denominator per row, gcds made dense systems twice as slow). A pivot rewrites only the
/// rows that hold its column; the others catch up with the denominator when next read.
/// User variables are free, so each is split into `x⁺ - x⁻`. The levels (the priorities of
/// the strict model, the single weighted level, then the tie-break level) are minimised in
/// order; after each, every nonbasic column with a positive reduced cost is fixed at zero,
/// which confines the later levels to the optimal face of the earlier ones without any
/// tolerance.
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

    /// The rows, as integers over ``denominator``, each brought up to it only when read
    /// (``catchUp(_:)``): row `i` as stored is over `rowDenominators[i]`, the denominator
    /// when it was last written.
    private var table: [[BigInt]] = []
    private var rhs: [BigInt] = []
    /// The common denominator of every row: the last pivot (positive).
    private var denominator = BigInt(1)
    private var rowDenominators: [BigInt] = []
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
        // Columns: x⁺, x⁻ per variable; per row its own columns (its slack and errors); then
        // an artificial for each row that no own column can start basic in.
        var next = 2 * variableCount
        var lines: [[Int: Rational]] = []
        var values: [Rational] = []
        var ownColumns: [[(column: Int, coefficient: Rational, costs: [(level: Int, weight: Rational)])]] = []
        for row in rows {
            var own: [(column: Int, coefficient: Rational, costs: [(level: Int, weight: Rational)])] = []
            switch row.relation {
            case .lessThanOrEqual: own.append((next, .one, [])); next += 1
            case .greaterThanOrEqual: own.append((next, -.one, [])); next += 1
            case .equal: break
            }
            if !row.costs.isEmpty {
                // The error columns relax the row in the direction it can be broken.
                switch row.relation {
                case .lessThanOrEqual: own.append((next, -.one, row.costs))
                case .greaterThanOrEqual: own.append((next, .one, row.costs))
                case .equal: own += [(next, -.one, row.costs), (next + 1, .one, row.costs)]
                }
                next += row.relation == .equal ? 2 : 1
            }
            var line: [Int: Rational] = [:]
            for (variable, coefficient) in row.terms {
                line[2 * variable, default: .zero] = line[2 * variable, default: .zero] + coefficient
                line[2 * variable + 1, default: .zero] = line[2 * variable + 1, default: .zero] - coefficient
            }
            var value = -row.constant
            if value.signum < 0 {
                for (k, c) in line { line[k] = -c }
                for k in own.indices { own[k].coefficient = -own[k].coefficient }
                value = -value
            }
            lines.append(line)
            values.append(value)
            ownColumns.append(own)
        }
        // Each row times an integer, the least common multiple of its denominators, so that
        // the variables' entries and the constant are integers. Each own column (found in
        // that row only) is measured in units of 1 / that integer instead, so its entry
        // stays ±1, and its costs are divided by it (an exact change of variables). A row
        // whose own column has +1 starts with that column basic, the others with an
        // artificial: the starting basis is the identity and the denominator 1, which the
        // fraction-free pivots need (each divides exactly by the last pivot only from a
        // basis of determinant 1). Every row on an artificial took a pivot per row more.
        let starts = ownColumns.map { own in own.first(where: { $0.coefficient.signum > 0 })?.column }
        let firstArtificial = next
        columnCount = next + starts.filter { $0 == nil }.count
        fixed = Array(repeating: false, count: columnCount)
        var levelCosts: [[Int: Rational]] = Array(repeating: [:], count: levelCount)
        var phaseOne: [Int: Rational] = [:]
        var artificial = firstArtificial
        for (i, line) in lines.enumerated() {
            var scale = values[i].isZero ? BigInt(1) : values[i].denominator
            for c in line.values where !c.isZero { scale = BigInt.lcm(scale, c.denominator) }
            var integers = Array(repeating: BigInt(), count: columnCount)
            for (column, coefficient) in line where !coefficient.isZero {
                integers[column] = Self.integer(coefficient, times: scale)
            }
            let perUnit = Rational.one / Rational(scale, BigInt(1))
            for own in ownColumns[i] {
                integers[own.column] = own.coefficient.signum > 0 ? BigInt(1) : BigInt(-1)
                for (level, weight) in own.costs {
                    levelCosts[level][own.column, default: .zero] = levelCosts[level][own.column, default: .zero] + weight * perUnit
                }
            }
            if let start = starts[i] {
                basis.append(start)
            } else {
                integers[artificial] = BigInt(1)
                phaseOne[artificial] = .one
                basis.append(artificial)
                artificial += 1
            }
            table.append(integers)
            rhs.append(Self.integer(values[i], times: scale))
            rowDenominators.append(BigInt(1))
        }
        // Phase one: drive the artificials to zero.
        guard phaseOne.isEmpty || minimize(phaseOne) else { return .infeasible }
        for column in firstArtificial..<columnCount { fixed[column] = true }
        expelArtificials(from: firstArtificial)
        for costs in levelCosts { _ = minimize(costs) }
        var result = Array(repeating: Rational.zero, count: variableCount)
        for (i, column) in basis.enumerated() where column < 2 * variableCount {
            let variable = column / 2
            let value = Rational(rhs[i], rowDenominators[i])
            result[variable] = column % 2 == 0 ? result[variable] + value : result[variable] - value
        }
        return .optimal(result)
    }

    /// `dividend / divisor`, which the fraction-free pivots make exact (checked in debug
    /// builds: a remainder would mean the starting basis broke the method's premise).
    private static func exactQuotient(_ dividend: BigInt, _ divisor: BigInt) -> BigInt {
        guard let quotient = dividend.exactlyDivided(by: divisor) else {
            assertionFailure("inexact fraction-free division")
            return dividend / divisor
        }
        return quotient
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
            catchUp(i)
            let c = Self.integer(cost, times: scale)
            for k in 0..<columnCount where !table[i][k].isZero { reduced[k] = reduced[k] - c * table[i][k] }
            value = value + c * rhs[i]
        }
        var degeneratePivots = 0
        while let entering = enteringColumn(reduced, bland: degeneratePivots >= Self.degeneratePivotsBeforeBland) {
            // Among the rows with the least ratio rhs / coefficient (compared by
            // cross-multiplying), the lowest basic (Bland's rule for the leaving row).
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
            degeneratePivots = rhs[row].isZero ? degeneratePivots + 1 : 0
            catchUp(row)
            let previous = denominator
            let factor = reduced[entering]
            value = Self.exactQuotient(table[row][entering] * value + factor * rhs[row], previous)
            for k in 0..<columnCount where !(reduced[k].isZero && table[row][k].isZero) {
                reduced[k] = Self.exactQuotient(table[row][entering] * reduced[k] - factor * table[row][k], previous)
            }
            // A primal pivot is positive (the ratio test takes positive entries only: a row
            // behind the denominator has the signs and ratios it will have when caught up).
            pivot(row: row, column: entering)
        }
        for k in 0..<columnCount where reduced[k].signum > 0 && !basis.contains(k) { fixed[k] = true }
        return value.isZero
    }

    /// Degenerate pivots in a row (the objective unchanged) after which the entering column
    /// is chosen by Bland's rule until the objective moves again: Dantzig's rule alone
    /// can cycle through degenerate bases, Bland's cannot.
    static let degeneratePivotsBeforeBland = 8

    /// The column to enter: with `bland`, the lowest improving one (Bland's rule); else the
    /// one of most negative reduced cost, the lowest among equals (Dantzig's rule: Bland's
    /// alone took two to three times the pivots). The reduced costs share one positive
    /// scale, so their integers compare as the costs do.
    /// - Returns: nil when no column improves (the level is at its optimum).
    private func enteringColumn(_ reduced: [BigInt], bland: Bool) -> Int? {
        var best: Int? = nil
        for k in 0..<columnCount where !fixed[k] && reduced[k].signum < 0 {
            if bland { return k }
            if let b = best, !(reduced[k] < reduced[b]) { continue }
            best = k
        }
        return best
    }

    /// Brings row `i` up to the common denominator: as stored it is the row at the pivot it
    /// was last written, and each pivot since would have multiplied it by the new pivot and
    /// divided it by the old one, exactly; all at once, times `denominator`, over the
    /// denominator it was written at.
    private mutating func catchUp(_ i: Int) {
        guard rowDenominators[i] != denominator else { return }
        let old = rowDenominators[i]
        for k in 0..<columnCount where !table[i][k].isZero {
            table[i][k] = Self.exactQuotient(table[i][k] * denominator, old)
        }
        rhs[i] = Self.exactQuotient(rhs[i] * denominator, old)
        rowDenominators[i] = denominator
    }

    /// Makes `column` basic in `row`: every other row `i` holding `column` becomes
    /// `(pivot × row_i - a_i × row) / denominator`, an exact division, and the pivot
    /// becomes the new denominator. A row without `column` would only be multiplied by the
    /// pivot and divided by the old denominator: it is left as it is, over the denominator
    /// it was last written at (``catchUp(_:)``), so a pivot rewrites only the rows that
    /// hold its column (all of them, every pivot, took three times the time on layout
    /// systems). A negative pivot's row is negated first, the equation times -1, so that the
    /// denominator stays positive.
    private mutating func pivot(row: Int, column: Int) {
        catchUp(row)
        if table[row][column].signum < 0 {
            for k in 0..<columnCount where !table[row][k].isZero { table[row][k] = -table[row][k] }
            rhs[row] = -rhs[row]
        }
        let pivot = table[row][column]
        let previous = denominator
        let pivotRow = table[row]
        for i in table.indices where i != row && !table[i][column].isZero {
            catchUp(i)
            let factor = table[i][column]
            for k in 0..<columnCount where !(table[i][k].isZero && pivotRow[k].isZero) {
                table[i][k] = Self.exactQuotient(pivot * table[i][k] - factor * pivotRow[k], previous)
            }
            rhs[i] = Self.exactQuotient(pivot * rhs[i] - factor * rhs[row], previous)
            rowDenominators[i] = pivot
        }
        denominator = pivot
        rowDenominators[row] = pivot
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
                rowDenominators.remove(at: i)
                basis.remove(at: i)
            }
        }
    }
}
