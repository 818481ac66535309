/// The exact fallback: the optimum of what the solver holds, in rational arithmetic.
extension SolverCore {
    /// The most constraints the exact fallback takes on; beyond, a system that floating
    /// point cannot hold to full precision is refused with an error.
    static let exactLimit = 300

    /// Constraints as rows of ``ExactOptimizer``, with symbols numbered densely in order
    /// of first appearance. Coefficients are read as the decimals they print as.
    struct ExactRows {
        var rows: [ExactOptimizer.Row] = []
        /// The symbol of each exact variable.
        var symbols: [Symbol] = []
        private var index: [Symbol: Int] = [:]

        mutating func append(
            _ terms: [Cell], constant: Double, relation: Relation,
            costs: [(level: Int, weight: Rational)] = []
        ) {
            let exactTerms = terms.map { cell -> (variable: Int, coefficient: Rational) in
                let k = index[cell.symbol] ?? symbols.count
                if k == symbols.count {
                    index[cell.symbol] = k
                    symbols.append(cell.symbol)
                }
                return (k, Rational(decimal: cell.coefficient))
            }
            rows.append(ExactOptimizer.Row(
                terms: exactTerms, constant: Rational(decimal: constant), relation: relation, costs: costs))
        }
    }

    /// Whether the required constraints held, with `constraint` (if required), can all
    /// hold, decided in exact arithmetic; nil when the system is beyond ``exactLimit``.
    func exactlyFeasible(with constraint: Constraint?) -> Bool? {
        guard records.count <= Self.exactLimit else { return nil }
        var exact = ExactRows()
        for record in records.entries where record.constraint.priority.isRequired {
            exact.append(record.terms, constant: record.constant, relation: record.constraint.relation)
        }
        if let constraint, constraint.priority.isRequired {
            let (terms, constant) = checkedTerms(of: constraint)
            exact.append(terms, constant: constant, relation: constraint.relation)
        }
        let outcome = ExactOptimizer.solve(rows: exact.rows, variableCount: exact.symbols.count, levelCount: 0)
        if case .infeasible = outcome { return false }
        return true
    }

    /// The exact optimum of the constraints and edits the solver holds, under its priority
    /// model and tie-break ranks, with the symbol of each value; nil when the solver holds
    /// more than ``exactLimit`` constraints.
    /// - Returns: `.infeasible` when the required constraints cannot all hold.
    func exactOptimum() -> (outcome: ExactOptimizer.Outcome, symbols: [Symbol])? {
        guard records.count <= Self.exactLimit else { return nil }
        let ordered = records.entries.sorted { $0.serial < $1.serial }
        // Levels: each distinct key of an optional priority (highest first), then ties.
        var keys: [Double] = []
        for record in ordered where !record.constraint.priority.isRequired {
            let key = objectiveSlot(for: record.constraint.priority).key
            if !keys.contains(key) { keys.append(key) }
        }
        keys.sort(by: >)
        var exact = ExactRows()
        for record in ordered {
            var costs: [(level: Int, weight: Rational)] = []
            let priority = record.constraint.priority
            if !priority.isRequired {
                let (key, weight) = objectiveSlot(for: priority)
                costs.append((keys.firstIndex(of: key) ?? 0, Rational(decimal: weight)))
                costs.append((keys.count, Rational(decimal: record.tieBreakRank)))
            }
            exact.append(record.terms, constant: record.constant, relation: record.constraint.relation, costs: costs)
        }
        let outcome = ExactOptimizer.solve(rows: exact.rows, variableCount: exact.symbols.count, levelCount: keys.count + 1)
        return (outcome, exact.symbols)
    }
}
