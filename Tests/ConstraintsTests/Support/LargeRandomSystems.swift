import Constraints

/// The shapes of the seeded systems of issue 9, checked against ``ExactReference``.
enum SystemKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// 20–30 variables, 30–40 sparse constraints, integer coefficients −5…5.
    case integer
    /// Like `integer`, with coefficients and constants scaled by 0.001 or 1000 here and there.
    case mixedScale
    /// A row of items: `x[i+1] == x[i] + w[i] + spacing`, hugging and compression
    /// preferences on the widths, a container width.
    case layout
    /// Conflicting optional constraints on the same variables at priorities close together.
    case ladder
    /// Constants near 1e6…1e9 with small differences, tiny coefficients.
    case numericEdge

    var description: String { rawValue }
}

/// A generated system: its variables and its constraints, in the order to add them.
struct GeneratedSystem {
    var kind: SystemKind
    var seed: UInt64
    var variables: [Variable]
    var constraints: [Constraint]
}

/// Seeded generators for each ``SystemKind``; the same seed gives the same system on every
/// platform. Every number is a short decimal (integers, thousandths, and the like), so the
/// exact reference reads small rationals.
struct LargeRandomSystems {
    var rng: SplitMix64
    var variables: [Variable] = []

    /// Priorities of every kind: the named ones and arbitrary values from 0.001 to 999.999.
    static let mixedPriorities: [Priority] = [
        .strong, .medium, .weak, 1, 48, 100, 749, 750, 751, 999, 999.999, 0.001, 500.5, 250.25,
    ]
    /// Priorities close together, for ladders.
    static let ladderPriorities: [Priority] = [748, 749, 749.5, 749.999, 750, 750.001, 751, 999, 999.999, 1]

    /// The system of `kind` for `seed`.
    static func make(_ kind: SystemKind, seed: UInt64) -> GeneratedSystem {
        var g = LargeRandomSystems(rng: SplitMix64(seed: seed &* 31 &+ UInt64(SystemKind.allCases.firstIndex(of: kind)!)))
        let constraints: [Constraint] = switch kind {
        case .integer: g.sparseSystem(scaled: false)
        case .mixedScale: g.sparseSystem(scaled: true)
        case .layout: g.layoutRow()
        case .ladder: g.ladder()
        case .numericEdge: g.numericEdges()
        }
        return GeneratedSystem(kind: kind, seed: seed, variables: g.variables, constraints: constraints)
    }

    /// Creates `count` variables named `prefix0`, `prefix1`, ...
    mutating func makeVariables(_ prefix: String, _ count: Int) -> [Variable] {
        let made = (0..<count).map { Variable("\(prefix)\($0)") }
        variables += made
        return made
    }

    /// Required with probability `requiredChance`, otherwise one of `choices`.
    mutating func priority(requiredChance: Double, from choices: [Priority] = mixedPriorities) -> Priority {
        rng.chance(requiredChance) ? .required : rng.pick(choices)
    }

    /// A random relation: an equality half of the time (so that optional constraints
    /// conflict often enough to make the optima nonzero).
    mutating func relation() -> Relation {
        rng.chance(0.5) ? .equal : rng.pick([.lessThanOrEqual, .greaterThanOrEqual])
    }

    /// `Σ terms + constant  relation  0` written with each term and the constant on a random
    /// side (so the constraint reads like `3*x + 4 >= -2*y`).
    mutating func written(_ terms: [LinearExpression.Term], constant: Double, _ relation: Relation,
                          priority: Priority) -> Constraint {
        var lhs = LinearExpression()
        var rhs = LinearExpression()
        for term in terms {
            if rng.chance(0.5) { lhs.terms.append(term) } else { rhs.terms.append(.init(term.variable, -term.coefficient)) }
        }
        if rng.chance(0.5) { lhs.constant = constant } else { rhs.constant = -constant }
        return Constraint(lhs, relation, rhs, priority: priority)
    }

    /// 20–30 variables, 30–40 constraints of 2–5 terms, coefficients in −5…5 and constants
    /// in −100…100; with `scaled`, about one number in six multiplied by 0.001 or 1000.
    /// One constraint in ten repeats an earlier one's terms (times 1, −1 or 2) with another
    /// constant, required: parallel rows that often make the required set infeasible.
    mutating func sparseSystem(scaled: Bool) -> [Constraint] {
        let x = makeVariables(scaled ? "m" : "t", rng.int(20...30))
        var made: [(terms: [LinearExpression.Term], constant: Double)] = []
        return (0..<rng.int(30...40)).map { _ in
            if !made.isEmpty && rng.chance(0.1) {
                let original = rng.pick(made)
                let factor = rng.pick([1.0, -1, 2])
                let terms = original.terms.map { LinearExpression.Term($0.variable, $0.coefficient * factor) }
                let constant = original.constant * factor + Double(rng.int(-3...3))
                return written(terms, constant: constant, relation(), priority: .required)
            }
            let count = rng.int(2...5)
            var chosen: [Variable] = []
            while chosen.count < count {
                let v = rng.pick(x)
                if !chosen.contains(where: { $0 === v }) { chosen.append(v) }
            }
            let terms = chosen.map { v in
                var k = Double(rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]))
                if scaled && rng.chance(0.2) { k = rng.chance(0.5) ? k / 1000 : k * 1000 }
                return LinearExpression.Term(v, k)
            }
            var constant = Double(rng.int(-100...100))
            if scaled && rng.chance(0.15) { constant = rng.chance(0.5) ? constant / 1000 : constant * 1000 }
            made.append((terms, constant))
            return written(terms, constant: constant, relation(), priority: priority(requiredChance: 0.4))
        }
    }
}
