import Constraints
/// A linear program in exact rational arithmetic, for the exact reference.
///
/// Columns `0..<freeCount` are free, the rest are nonnegative; every row is an equality
/// `Σ coefficients[j] · z_j = rhs`. Objectives may weigh only the nonnegative columns.
/// Solving first eliminates the free columns (Gaussian elimination: a free column's
/// pivot row only defines its value, so it is dropped), then runs a two-phase dense
/// simplex on what is left. Nothing is rounded, so "zero", "feasible" and "optimal" are
/// exact, and the simplex cannot be misled by tolerances. Two engines do this:
/// ``FractionFreeTableau`` (used by default) and ``SimplexTableau`` (rationals; slower,
/// kept to cross-check the first in the self-tests).
struct ExactLP {
    /// `Σ coefficients[j] · z_j = rhs`.
    struct Row {
        var coefficients: [Rational]
        var rhs: Rational
    }

    /// How many of the first columns are free.
    var freeCount: Int
    /// The number of columns, free and nonnegative.
    var columnCount: Int
    var rows: [Row] = []

    /// Creates a program with no rows.
    init(freeCount: Int, columnCount: Int) {
        precondition(freeCount <= columnCount)
        self.freeCount = freeCount
        self.columnCount = columnCount
    }

    /// Which exact simplex solves the program.
    enum Engine {
        /// ``FractionFreeTableau``: integers without gcds (fast).
        case fractionFree
        /// ``SimplexTableau`` on ``Rational`` entries (slow, simple: a cross-check).
        case rational
    }

    /// Whether some `z` (nonnegative where required) satisfies every row.
    func isFeasible(engine: Engine = .fractionFree) -> Bool {
        switch engine {
        case .fractionFree: FractionFreeTableau.feasible(rows: rows, freeCount: freeCount, columnCount: columnCount) != nil
        case .rational: rationalTableau() != nil
        }
    }

    /// The lexicographic minimum of `objectives` (each a cost per column, zero on the
    /// free columns): the minimum of the first, then the minimum of the second among the
    /// solutions that attain the first, and so on. Nil when the rows are infeasible.
    ///
    /// After each objective, every nonbasic column with a positive reduced cost is fixed
    /// at zero. Exactly: the objective equals its optimum plus `Σ d_j z_j` over those
    /// columns, so fixing them is the same as adding the row "objective ≤ optimum",
    /// without growing the tableau (``lexicographicMinimumByAddedRows(_:)`` adds the rows
    /// instead, as a cross-check).
    func lexicographicMinimum(_ objectives: [[Rational]], engine: Engine = .fractionFree) -> [Rational]? {
        let costs = objectives.map(nonnegativeCost)
        switch engine {
        case .fractionFree:
            guard var tableau = FractionFreeTableau.feasible(rows: rows, freeCount: freeCount, columnCount: columnCount)
            else { return nil }
            var optima: [Rational] = []
            for cost in costs {
                optima.append(tableau.minimise(cost))
                tableau.fixColumnsOffTheOptimalFace()
            }
            return optima
        case .rational:
            guard var tableau = rationalTableau() else { return nil }
            var optima: [Rational] = []
            for cost in costs {
                optima.append(tableau.minimise(cost))
                tableau.fixColumnsOffTheOptimalFace()
            }
            return optima
        }
    }

    /// The same optima as ``lexicographicMinimum(_:engine:)``, computed by re-solving from
    /// scratch for each objective with the rows "previous objective = its optimum" added.
    func lexicographicMinimumByAddedRows(_ objectives: [[Rational]]) -> [Rational]? {
        var program = self
        var optima: [Rational] = []
        for objective in objectives {
            guard let optimum = program.lexicographicMinimum([objective])?.first else { return nil }
            optima.append(optimum)
            program.rows.append(Row(coefficients: objective, rhs: optimum))
        }
        return optima
    }

    /// The part of a cost vector on the nonnegative columns.
    private func nonnegativeCost(_ objective: [Rational]) -> [Rational] {
        precondition(objective.count == columnCount)
        precondition(objective[0..<freeCount].allSatisfy(\.isZero), "objectives may not weigh free columns")
        return Array(objective[freeCount...])
    }

    /// The rational engine: a feasible basis over the nonnegative columns, or nil.
    private func rationalTableau() -> SimplexTableau? {
        guard let rows = eliminatingFreeColumns() else { return nil }
        return SimplexTableau.feasible(rows: rows, columnCount: columnCount - freeCount)
    }

    /// The rows left after eliminating the free columns in rationals, restricted to the
    /// nonnegative columns; nil when a row reads `0 = b` with `b ≠ 0`.
    private func eliminatingFreeColumns() -> [Row]? {
        var remaining = rows
        for column in 0..<freeCount {
            // Pivot on the sparsest row holding the column, to limit fill-in.
            var pivot: Int?
            var fewest = Int.max
            for (i, row) in remaining.enumerated() where !row.coefficients[column].isZero {
                let count = row.coefficients.reduce(0) { $0 + ($1.isZero ? 0 : 1) }
                if count < fewest { (pivot, fewest) = (i, count) }
            }
            guard let pivot else { continue }
            let pivotRow = remaining.remove(at: pivot)
            let support = pivotRow.coefficients.indices.filter { !pivotRow.coefficients[$0].isZero }
            let inverse = pivotRow.coefficients[column].reciprocal
            for i in remaining.indices where !remaining[i].coefficients[column].isZero {
                let factor = remaining[i].coefficients[column] * inverse
                for j in support { remaining[i].coefficients[j].subtractProduct(factor, pivotRow.coefficients[j]) }
                remaining[i].rhs.subtractProduct(factor, pivotRow.rhs)
            }
        }
        var result: [Row] = []
        for row in remaining {
            let restricted = Row(coefficients: Array(row.coefficients[freeCount...]), rhs: row.rhs)
            if restricted.coefficients.allSatisfy(\.isZero) {
                if !restricted.rhs.isZero { return nil }
                continue
            }
            result.append(restricted)
        }
        return result
    }
}
