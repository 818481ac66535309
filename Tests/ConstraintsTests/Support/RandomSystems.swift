import Constraints

/// Seeded random constraint systems for the comparisons against ``ReferenceLP``.
struct RandomSystems {
    var rng: SplitMix64
    let variables: [Variable]
    /// Whether to scale constraints over 1e-6...1e9 (and variables by 1e-3...1e3).
    let wide: Bool
    /// Per-variable coefficient scale (1 unless `wide`).
    private var columnScale: [Double]
    /// Constraints made so far (for degenerate copies).
    private(set) var made: [Constraint] = []

    static let optionalPriorities: [Priority] = [.strong, .medium, .weak, 600, 999.5]

    /// Creates a generator over 2-5 fresh variables.
    init(seed: UInt64, wide: Bool = false) {
        rng = SplitMix64(seed: seed)
        let count = rng.int(2...5)
        variables = (0..<count).map { Variable("x\($0)") }
        self.wide = wide
        columnScale = Array(repeating: 1, count: count)
        if wide {
            let scales: [Double] = [1e-3, 1, 1, 1e3]
            for k in columnScale.indices { columnScale[k] = rng.pick(scales) }
        }
    }

    /// A random priority: required with probability `requiredChance`.
    mutating func priority(requiredChance: Double = 0.35) -> Priority {
        rng.chance(requiredChance) ? .required : rng.pick(Self.optionalPriorities)
    }

    /// A random relation.
    mutating func relation() -> Relation {
        rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
    }

    /// A random constraint: coefficients in -3...3 (zeros included) split over both
    /// sides, a constant in -20...20, or with probability 0.3 a degenerate one (a copy,
    /// a scaled copy, a constant-only constraint, a repeated variable).
    mutating func constraint(requiredChance: Double = 0.35) -> Constraint {
        let p = priority(requiredChance: requiredChance)
        if rng.chance(0.3) {
            let c = degenerate(priority: p)
            made.append(c)
            return c
        }
        var lhs = LinearExpression()
        var rhs = LinearExpression()
        for (k, v) in variables.enumerated() where rng.chance(0.6) {
            let term = LinearExpression.Term(v, Double(rng.int(-3...3)) * columnScale[k])
            if rng.chance(0.5) { lhs.terms.append(term) } else { rhs.terms.append(term) }
        }
        let constant = Double(rng.int(-20...20))
        if rng.chance(0.5) { lhs.constant = constant } else { rhs.constant = constant }
        var c = Constraint(lhs, relation(), rhs, priority: p)
        if wide {
            // Keep coefficients within about 1e-6...1e9.
            let factor = columnScale.contains(1e3) ? rng.pick([1e-6, 1e-3, 1, 1e3, 1e6]) : rng.pick([1e-6, 1e-3, 1, 1e3, 1e9])
            c = Constraint(c.lhs.scaled(by: factor), c.relation, c.rhs.scaled(by: factor), priority: p)
        }
        made.append(c)
        return c
    }

    /// A degenerate constraint at priority `p`.
    private mutating func degenerate(priority p: Priority) -> Constraint {
        switch rng.int(0...4) {
        case 0 where !made.isEmpty:
            // An exact copy (new identity), possibly at another priority.
            let c = rng.pick(made)
            return Constraint(c.lhs, c.relation, c.rhs, priority: p)
        case 1 where !made.isEmpty:
            // A scaled copy: 2x, 0.5x, or -1x with the relation flipped.
            let c = rng.pick(made)
            let factor = rng.pick([2, 0.5, -1, 3])
            var relation = c.relation
            if factor < 0 {
                relation = switch relation {
                case .equal: .equal
                case .lessThanOrEqual: .greaterThanOrEqual
                case .greaterThanOrEqual: .lessThanOrEqual
                }
            }
            return Constraint(c.lhs.scaled(by: factor), relation, c.rhs.scaled(by: factor), priority: p)
        case 2:
            // No variables at all (or only zero coefficients).
            var lhs = LinearExpression(Double(rng.int(-2...2)))
            if rng.chance(0.5) { lhs.terms.append(LinearExpression.Term(rng.pick(variables), 0)) }
            return Constraint(lhs, relation(), LinearExpression(Double(rng.int(-2...2))), priority: p)
        case 3:
            // The same variable on both sides and repeated: x + x - 3 == x + y.
            let x = rng.pick(variables)
            let y = rng.pick(variables)
            let lhs = LinearExpression(terms: [.init(x, 1), .init(x, 1)], constant: Double(rng.int(-5...5)))
            return Constraint(lhs, relation(), LinearExpression(terms: [.init(x, 1), .init(y, 1)]), priority: p)
        default:
            // An equality between two variables with a redundant twin: x == y + k.
            let x = rng.pick(variables)
            let y = rng.pick(variables)
            return Constraint(LinearExpression(x), relation(), y + Double(rng.int(-5...5)), priority: p)
        }
    }
}
