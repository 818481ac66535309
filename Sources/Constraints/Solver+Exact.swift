/// The exact fallback: the optimum of what the solver holds, in rational arithmetic.
extension Solver {
    /// The most constraints the exact fallback takes on; beyond, a system that floating
    /// point cannot hold to full precision is refused with an error.
    static let exactLimit = 300

    /// Whether the required constraints held, with `constraint` (if required), can all
    /// hold, decided in exact arithmetic; nil when the system is beyond ``exactLimit``.
    func exactlyFeasible(with constraint: Constraint?) -> Bool? {
        guard records.count <= Self.exactLimit else { return nil }
        var required = checkOrder.compactMap { records[$0] }
            .filter { $0.constraint.priority.isRequired }
            .map { ($0.terms, $0.constant, $0.constraint.relation) }
        if let constraint, constraint.priority.isRequired {
            let (terms, constant) = checkedTerms(of: constraint)
            required.append((terms, constant, constraint.relation))
        }
        var index: [Symbol: Int] = [:]
        let rows = required.map { terms, constant, relation in
            ExactOptimizer.Row(
                terms: terms.map { cell in
                    let k = index[cell.symbol] ?? index.count
                    index[cell.symbol] = k
                    return (k, Rational(decimal: cell.coefficient))
                },
                constant: Rational(decimal: constant), relation: relation, costs: [])
        }
        if case .infeasible = ExactOptimizer.solve(rows: rows, variableCount: index.count, levelCount: 0) {
            return false
        }
        return true
    }

    /// The exact optimum of the constraints and edits the solver holds, under its priority
    /// model and tie-break ranks, by symbol; nil when the solver holds more than
    /// ``exactLimit`` constraints.
    /// - Returns: `.infeasible` when the required constraints cannot all hold.
    func exactOptimum() -> (outcome: ExactOptimizer.Outcome, symbols: [Symbol])? {
        guard records.count <= Self.exactLimit else { return nil }
        let ordered = checkOrder.compactMap { records[$0] }.sorted { $0.serial < $1.serial }
        // Levels: each distinct key of an optional priority (highest first), then ties.
        var keys: [Double] = []
        for record in ordered where !record.constraint.priority.isRequired {
            let key = objectiveSlot(for: record.constraint.priority).key
            if !keys.contains(key) { keys.append(key) }
        }
        keys.sort(by: >)
        var index: [Symbol: Int] = [:]
        var symbols: [Symbol] = []
        var rows: [ExactOptimizer.Row] = []
        for record in ordered {
            var terms: [(variable: Int, coefficient: Rational)] = []
            for cell in record.terms {
                let k = index[cell.symbol] ?? symbols.count
                if k == symbols.count {
                    index[cell.symbol] = k
                    symbols.append(cell.symbol)
                }
                terms.append((k, Rational(decimal: cell.coefficient)))
            }
            var costs: [(level: Int, weight: Rational)] = []
            let priority = record.constraint.priority
            if !priority.isRequired {
                let (key, weight) = objectiveSlot(for: priority)
                costs.append((keys.firstIndex(of: key) ?? 0, Rational(decimal: weight)))
                costs.append((keys.count, Rational(decimal: record.tieBreakRank)))
            }
            rows.append(ExactOptimizer.Row(
                terms: terms, constant: Rational(decimal: record.constant),
                relation: record.constraint.relation, costs: costs))
        }
        let outcome = ExactOptimizer.solve(rows: rows, variableCount: symbols.count, levelCount: keys.count + 1)
        return (outcome, symbols)
    }
}
