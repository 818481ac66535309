import Constraints

/// An independent reference for prioritized constraint systems, built on ``DenseLP``.
///
/// Every optional constraint gets explicit nonnegative error columns (`e⁺ - e⁻` for an
/// equality, one `e` for an inequality); user variables are free, split as `x⁺ - x⁻`.
/// The strict model is solved lexicographically, one LP per priority level (highest
/// first), each level's optimum kept exactly by restricting the next LP to the optimal
/// face (columns with positive reduced cost fixed at zero, their rows made tight);
/// the weighted model is one LP minimising `Σ priority × error`.
enum ReferenceLP {
    /// The optimum of a system.
    struct Optimum {
        /// Strict model: the optimal summed error of each priority level (by priority value).
        var levels: [Double: Double]
        /// Weighted model: the optimal `Σ priority × error`.
        var weighted: Double
    }

    /// The reference optimum of `constraints` under `model`; nil when the required
    /// constraints cannot all hold.
    static func solve(_ constraints: [Constraint], model: PriorityModel) -> Optimum? {
        let problem = Problem(constraints)
        guard problem.feasible() else { return nil }
        switch model {
        case .weighted:
            var lp = problem.base()
            for (k, columns) in problem.errorColumns.enumerated() {
                for c in columns { lp.cost[c] = problem.optional[k].priority.value }
            }
            guard case .optimal(let value, _, _) = lp.solve() else { return nil }
            return Optimum(levels: [:], weighted: value)
        case .strict:
            var lp = problem.base()
            var levels: [Double: Double] = [:]
            for priority in problem.priorities {
                lp.cost = Array(repeating: 0, count: lp.columnCount)
                let columns = problem.columns(at: priority)
                for c in columns { lp.cost[c] = 1 }
                guard case .optimal(let value, _, let face) = lp.solve() else { return nil }
                levels[priority] = value
                for r in face.tightRows { lp.rows[r].sense = .equal }
                for c in face.zeroColumns {
                    var a = Array(repeating: 0.0, count: lp.columnCount)
                    a[c] = 1
                    lp.rows.append(.init(a: a, sense: .equal, b: 0))
                }
            }
            return Optimum(levels: levels, weighted: 0)
        }
    }

    /// Whether the constraints, all taken as required, can hold together.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        Problem(constraints.map { $0.priority.isRequired ? $0 : $0.withPriority(.required) }).feasible()
    }

    /// The LP skeleton of a system.
    private struct Problem {
        var variables: [ObjectIdentifier: Int] = [:]
        var required: [([Double], Relation, Double)] = []
        var optional: [(coefficients: [Double], relation: Relation, constant: Double, priority: Priority)] = []
        var errorColumns: [[Int]] = []
        var columnCount = 0

        init(_ constraints: [Constraint]) {
            for c in constraints {
                for term in c.lhs.terms + c.rhs.terms where variables[term.variable.id] == nil {
                    variables[term.variable.id] = variables.count
                }
            }
            let n = variables.count
            columnCount = 2 * n
            for c in constraints {
                var a = Array(repeating: 0.0, count: n)
                for t in c.lhs.terms { a[variables[t.variable.id]!] += t.coefficient }
                for t in c.rhs.terms { a[variables[t.variable.id]!] -= t.coefficient }
                let constant = c.lhs.constant - c.rhs.constant
                if c.priority.isRequired {
                    required.append((a, c.relation, constant))
                } else {
                    optional.append((a, c.relation, constant, c.priority))
                    let count = c.relation == .equal ? 2 : 1
                    errorColumns.append(Array(columnCount..<(columnCount + count)))
                    columnCount += count
                }
            }
        }

        /// The distinct optional priorities, highest first.
        var priorities: [Double] {
            Array(Set(optional.map(\.priority.value))).sorted(by: >)
        }

        /// The error columns of the constraints at `priority`.
        func columns(at priority: Double) -> [Int] {
            optional.indices.filter { optional[$0].priority.value == priority }.flatMap { errorColumns[$0] }
        }

        /// A row over the split variables for `Σ a x + constant  relation  0`.
        func row(_ a: [Double], _ relation: Relation, _ constant: Double) -> DenseLP.Row {
            let n = variables.count
            var coefficients = Array(repeating: 0.0, count: columnCount)
            for j in 0..<n {
                coefficients[j] = a[j]
                coefficients[n + j] = -a[j]
            }
            let sense: DenseLP.Sense = switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessOrEqual
            case .greaterThanOrEqual: .greaterOrEqual
            }
            return DenseLP.Row(a: coefficients, sense: sense, b: -constant)
        }

        /// Required rows plus every optional constraint with its error columns.
        func base() -> DenseLP {
            var lp = DenseLP(columnCount: columnCount)
            for (a, relation, constant) in required { lp.rows.append(row(a, relation, constant)) }
            for (k, o) in optional.enumerated() {
                var r = row(o.coefficients, o.relation, o.constant)
                let e = errorColumns[k]
                switch o.relation {
                case .equal: r.a[e[0]] = -1; r.a[e[1]] = 1
                case .lessThanOrEqual: r.a[e[0]] = -1
                case .greaterThanOrEqual: r.a[e[0]] = 1
                }
                lp.rows.append(r)
            }
            return lp
        }

        /// Whether the required constraints can hold.
        func feasible() -> Bool {
            var lp = DenseLP(columnCount: columnCount)
            for (a, relation, constant) in required { lp.rows.append(row(a, relation, constant)) }
            if case .infeasible = lp.solve() { return false }
            return true
        }
    }
}
