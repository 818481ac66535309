import Testing

@testable import Constraints

/// The solver's exact last resort, ``ExactOptimizer``, against the test's own exact LP
/// (``ExactLP``, another simplex written apart): random small prioritised systems whose
/// rows have every relation and constants of either sign, so that each way a row can start
/// its basis (its slack, one of its errors, or an artificial) is taken, with required rows
/// that may contradict each other. For each seed: the same feasibility, the required rows
/// holding exactly at the optimizer's point, and each level's least error equal to the
/// reference's lexicographic optimum.
@Suite("Exact optimizer")
struct ExactOptimizerTests {
    /// A random system: 2-5 free variables, 3-9 rows, 1-3 levels.
    static func system(seed: UInt64) -> (rows: [ExactOptimizer.Row], variables: Int, levels: Int) {
        var random = SplitMix64(seed: seed)
        let variables = random.int(2...5), levels = random.int(1...3)
        var rows: [ExactOptimizer.Row] = []
        for _ in 0..<random.int(3...9) {
            var terms: [(variable: Int, coefficient: Rational)] = []
            for v in 0..<variables where random.chance(0.6) {
                // Halves and tenths as well as integers: rows whose entries need scaling.
                terms.append((v, Rational(Int64(random.int(-6...6)), Int64(random.pick([1, 2, 10])))))
            }
            let constant = Rational(Int64(random.int(-40...40)), Int64(random.pick([1, 4, 5])))
            let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            var costs: [(level: Int, weight: Rational)] = []
            if random.chance(0.6) {
                costs.append((random.int(0...(levels - 1)), Rational(Int64(random.int(1...9)), Int64(random.pick([1, 3])))))
            }
            rows.append(ExactOptimizer.Row(terms: terms, constant: constant, relation: relation, costs: costs))
        }
        return (rows, variables, levels)
    }

    /// `Σ a·x + constant` of `row` at `x`.
    static func evaluate(_ row: ExactOptimizer.Row, at x: [Rational]) -> Rational {
        row.terms.reduce(row.constant) { $0 + $1.coefficient * x[$1.variable] }
    }

    /// How far `row` is from holding at `x` (0 when it holds).
    static func violation(_ row: ExactOptimizer.Row, at x: [Rational]) -> Rational {
        let value = evaluate(row, at: x)
        switch row.relation {
        case .equal: return value.signum < 0 ? -value : value
        case .lessThanOrEqual: return value.signum > 0 ? value : .zero
        case .greaterThanOrEqual: return value.signum < 0 ? -value : .zero
        }
    }

    /// The reference: the rows as equalities over the free variables, a slack per
    /// inequality and error columns per optional row, minimised level by level.
    static func reference(_ rows: [ExactOptimizer.Row], variables: Int, levels: Int) -> [Rational]? {
        var columns = variables
        var layout: [(slack: (Int, Rational)?, errors: [(Int, Rational)])] = []
        for row in rows {
            var slack: (Int, Rational)?
            switch row.relation {
            case .lessThanOrEqual: slack = (columns, .one); columns += 1
            case .greaterThanOrEqual: slack = (columns, -.one); columns += 1
            case .equal: break
            }
            var errors: [(Int, Rational)] = []
            if !row.costs.isEmpty {
                switch row.relation {
                case .lessThanOrEqual: errors = [(columns, -.one)]
                case .greaterThanOrEqual: errors = [(columns, .one)]
                case .equal: errors = [(columns, -.one), (columns + 1, .one)]
                }
                columns += errors.count
            }
            layout.append((slack, errors))
        }
        var program = ExactLP(freeCount: variables, columnCount: columns)
        var objectives = Array(repeating: Array(repeating: Rational.zero, count: columns), count: levels)
        for (i, row) in rows.enumerated() {
            var coefficients = Array(repeating: Rational.zero, count: columns)
            for term in row.terms { coefficients[term.variable] = coefficients[term.variable] + term.coefficient }
            if let (column, sign) = layout[i].slack { coefficients[column] = sign }
            for (column, sign) in layout[i].errors {
                coefficients[column] = sign
                for (level, weight) in row.costs { objectives[level][column] = objectives[level][column] + weight }
            }
            program.rows.append(ExactLP.Row(coefficients: coefficients, rhs: -row.constant))
        }
        return program.lexicographicMinimum(objectives)
    }

    @Test(arguments: 0..<120)
    func agreesWithTheReferenceLP(seed: Int) {
        let (rows, variables, levels) = Self.system(seed: UInt64(seed))
        let expected = Self.reference(rows, variables: variables, levels: levels)
        switch ExactOptimizer.solve(rows: rows, variableCount: variables, levelCount: levels) {
        case .infeasible:
            #expect(expected == nil, "seed \(seed): the optimizer found the required rows infeasible")
        case .optimal(let x):
            guard let expected else {
                Issue.record("seed \(seed): the reference found the required rows infeasible")
                return
            }
            for (k, row) in rows.enumerated() where row.costs.isEmpty {
                #expect(Self.violation(row, at: x).isZero, "seed \(seed): required row \(k) broken")
            }
            for level in 0..<levels {
                let achieved = rows.reduce(Rational.zero) { sum, row in
                    row.costs.reduce(sum) { $1.level == level ? $0 + $1.weight * Self.violation(row, at: x) : $0 }
                }
                #expect(achieved == expected[level], "seed \(seed): level \(level) \(achieved) against \(expected[level])")
            }
        }
    }
}
