import Constraints

/// The exact reference for a prioritized constraint system: the rule for rejecting
/// required constraints and the optimum of each priority model, computed with
/// ``ExactLP`` in rational arithmetic.
///
/// Every number is read as the decimal it was written as (``Rational/init(decimal:)``).
/// Each constraint becomes the row `Σ a·x + constant  relation  0` (`a` = left minus
/// right coefficients, summed per variable); an optional one gets error columns
/// (`e⁺`, `e⁻` for `==`, one `e` for an inequality) so that its error as written is the
/// sum of its error columns at any optimum.
struct ExactReference {
    /// One constraint in exact form: `Σ coefficients · x + constant  relation  0`.
    struct Row {
        var coefficients: [Int: Rational]
        var constant: Rational
        var relation: Relation
        /// The priority as the solver sees it (1000 for required).
        var priority: Double
        /// The priority as an exact weight for the weighted model.
        var weight: Rational

        var isRequired: Bool { priority == Priority.required.value }
    }

    /// One optimal objective value.
    struct Objective: CustomStringConvertible {
        /// The priority of a strict level, or nil for the weighted sum.
        var priority: Double?
        var value: Rational

        var description: String {
            let name = priority.map { "level \(Priority($0))" } ?? "weighted"
            return "\(name) = \(value.doubleValue)"
        }
    }

    /// The exact rows, one per constraint, in order.
    let rows: [Row]
    /// The number of distinct variables.
    let variableCount: Int

    /// Reads `constraints` exactly.
    init(_ constraints: [Constraint]) {
        var index: [ObjectIdentifier: Int] = [:]
        var rows: [Row] = []
        for c in constraints {
            var coefficients: [Int: Rational] = [:]
            for (term, sign) in c.lhs.terms.map({ ($0, 1) }) + c.rhs.terms.map({ ($0, -1) }) {
                let k = index[term.variable.id] ?? index.count
                index[term.variable.id] = k
                let value = Rational(decimal: term.coefficient)
                coefficients[k, default: .zero] = coefficients[k, default: .zero] + (sign > 0 ? value : -value)
            }
            let constant = Rational(decimal: c.lhs.constant) - Rational(decimal: c.rhs.constant)
            rows.append(Row(coefficients: coefficients.filter { !$0.value.isZero }, constant: constant,
                            relation: c.relation, priority: c.priority.value,
                            weight: Rational(decimal: c.priority.value)))
        }
        self.rows = rows
        variableCount = index.count
    }

    /// The indices of the required constraints a solver rejects when the constraints are
    /// added in order: each required constraint that cannot hold together with the
    /// required constraints accepted before it is dropped, and the rest continue.
    ///
    /// Prefix feasibility is monotone, so each rejection is found by a binary search.
    func rejectedRequired() -> [Int] {
        var accepted: [Int] = []
        var rejected: [Int] = []
        var pending = rows.indices.filter { rows[$0].isRequired }
        while !pending.isEmpty {
            if isFeasible(accepted + pending) { break }
            // accepted + pending[0...low - 1] is feasible; accepted + pending[0...high] is not.
            var low = 0
            var high = pending.count - 1
            while low < high {
                let middle = (low + high) / 2
                if isFeasible(accepted + pending[0...middle]) { low = middle + 1 } else { high = middle }
            }
            accepted += pending[0..<low]
            rejected.append(pending[low])
            pending = Array(pending[(low + 1)...])
        }
        return rejected
    }

    /// Whether the constraints at `indices`, all taken as hard, can hold together.
    func isFeasible(_ indices: [Int]) -> Bool {
        program(indices, optional: []).lp.isFeasible()
    }

    /// The optimum of the constraints at `indices` under `model`: one objective per
    /// distinct optional priority (highest first) for strict, one weighted sum otherwise.
    /// Nil when their required constraints cannot all hold.
    func optimum(_ indices: [Int], model: PriorityModel) -> [Objective]? {
        let required = indices.filter { rows[$0].isRequired }
        let optional = indices.filter { !rows[$0].isRequired }
        let (lp, errorColumns) = program(required, optional: optional)
        var objectives: [[Rational]] = []
        var priorities: [Double?] = []
        switch model {
        case .strict:
            for priority in Set(optional.map { rows[$0].priority }).sorted(by: >) {
                var cost = [Rational](repeating: .zero, count: lp.columnCount)
                for (k, i) in optional.enumerated() where rows[i].priority == priority {
                    for column in errorColumns[k] { cost[column] = .one }
                }
                objectives.append(cost)
                priorities.append(priority)
            }
        case .weighted:
            var cost = [Rational](repeating: .zero, count: lp.columnCount)
            for (k, i) in optional.enumerated() {
                for column in errorColumns[k] { cost[column] = rows[i].weight }
            }
            objectives.append(cost)
            priorities.append(nil)
        }
        guard let values = lp.lexicographicMinimum(objectives) else { return nil }
        return zip(priorities, values).map { Objective(priority: $0, value: $1) }
    }

    /// The LP of `required` (hard) and `optional` (with error columns) constraints, and the
    /// error columns of each optional one. Columns: the variables (free), then per
    /// constraint its slack (inequalities) and error columns (optional ones).
    func program(_ required: [Int], optional: [Int]) -> (lp: ExactLP, errorColumns: [[Int]]) {
        let n = variableCount
        var columnCount = n
        var layout: [(row: Int, slack: Int?, errors: [Int])] = []
        for i in required + optional {
            let row = rows[i]
            let slack: Int? = row.relation == .equal ? nil : columnCount
            if slack != nil { columnCount += 1 }
            var errors: [Int] = []
            if optional.contains(i) {
                errors = Array(columnCount..<(columnCount + (row.relation == .equal ? 2 : 1)))
                columnCount += errors.count
            }
            layout.append((i, slack, errors))
        }
        var lp = ExactLP(freeCount: n, columnCount: columnCount)
        for (i, slack, errors) in layout {
            let row = rows[i]
            var a = [Rational](repeating: .zero, count: columnCount)
            for (k, value) in row.coefficients { a[k] = value }
            // d = Σ a x + constant. `<=`: d + s - e = 0; `>=`: d - s + e = 0; `==`: d - e⁺ + e⁻ = 0.
            switch row.relation {
            case .lessThanOrEqual:
                a[slack!] = .one
                if let e = errors.first { a[e] = Rational(-1) }
            case .greaterThanOrEqual:
                a[slack!] = Rational(-1)
                if let e = errors.first { a[e] = .one }
            case .equal:
                if errors.count == 2 { (a[errors[0]], a[errors[1]]) = (Rational(-1), .one) }
            }
            lp.rows.append(ExactLP.Row(coefficients: a, rhs: -row.constant))
        }
        return (lp, layout.suffix(optional.count).map(\.errors))
    }
}
