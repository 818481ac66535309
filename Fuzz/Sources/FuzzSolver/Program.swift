import Constraints

/// How to build one constraint over the pool's variables: `Σ cᵢ·vᵢ REL k @p`, every number
/// taken from a small table (invalid ones included: NaN, infinities, bad priorities).
struct Recipe: Sendable {
    /// Pool indices and coefficients of the left-hand side.
    var terms: [(variable: Int, coefficient: Double)]
    var relation: Relation
    /// The right-hand side constant.
    var constant: Double
    var priority: Double

    /// Builds the constraint over `variables`.
    func make(_ variables: [Variable]) -> Constraint {
        let lhs = LinearExpression(terms: terms.map { LinearExpression.Term(variables[$0.variable], $0.coefficient) })
        return Constraint(lhs, relation, LinearExpression(constant), priority: Priority(priority))
    }

    /// The same constraint with another constant (what ``Solver/replace(_:with:)`` handles
    /// without rebuilding).
    func shifted(to constant: Double) -> Recipe {
        var copy = self
        copy.constant = constant
        return copy
    }

    /// Whether a solver must refuse the constraint whatever it holds.
    var isInvalid: Bool {
        !Priority(priority).isValid || !constant.isFinite || terms.contains { !$0.coefficient.isFinite }
    }
}

/// How a replacement constraint is chosen.
enum Replacement: Sendable {
    /// The constraint in another slot (it may be held already).
    case slot(Int)
    /// The replaced constraint's recipe with another constant.
    case shift(Double)
    /// A new recipe.
    case recipe(Recipe)
}

/// One step of a program: a solver call, or putting a new constraint into a slot.
enum Operation: Sendable {
    case make(slot: Int, Recipe)
    case add(slot: Int)
    case addRanked(slot: Int, rank: Double)
    case remove(slot: Int)
    case addEdit(variable: Int, priority: Double)
    case removeEdit(variable: Int)
    case suggest(variable: Int, value: Double)
    case replace(slot: Int, Replacement)
    case setRank(slot: Int, rank: Double)
    case beginUpdates
    case endUpdates
    case reset
}

/// The fuzzer's bytes decoded into a bounded sequence of operations over a small pool.
struct Program: Sendable {
    /// Variables in the pool.
    static let variableCount = 4
    /// Constraint slots in the pool.
    static let slotCount = 6
    /// The most operations one input decodes to.
    static let maxOperations = 48

    /// Coefficients of terms (the last one only for programs with huge numbers).
    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 10, -10, 0.1, 1e3, 1e-3, 0, 1e6, .nan, .infinity, 1e300]
    /// Right-hand sides and suggested values (the last two only with huge numbers).
    static let constants: [Double] = [
        0, 1, -1, 10, -10, 100, 320, -320, 0.5, 7.25, 1e3, -1e4, 1e6, .nan, .infinity, -.infinity, 1e308, -1e308,
    ]
    /// Priorities, required the most common, invalid ones included.
    static let priorities: [Double] = [1000, 750, 500, 250, 1, 999, 1000, 1000, 500, 250, 0.5, 0, -1, 1001, .nan, .infinity]
    /// Tie-break ranks, invalid ones included.
    static let ranks: [Double] = [1, 2, 0.5, 100, 3, 1e-3, 0, -1, .nan, .infinity, 10, 7]

    /// The priority model of the solver the program runs on.
    var priorities: PriorityModel = .strict
    /// Whether the program may use huge finite numbers (1e300, ±1e308); without them every
    /// finite number beyond ±1e6 in the tables reads as ±1e6.
    var allowsHugeNumbers = false
    var operations: [Operation] = []

    /// Decodes `bytes`: bit 0 of the first byte picks the priority model and bit 1 allows
    /// huge numbers, then each operation takes its selector byte and up to eleven more.
    init(decoding bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let flags = reader.next()
        priorities = flags & 1 == 0 ? .strict : .weighted
        allowsHugeNumbers = flags & 2 != 0
        let tables = Tables(huge: allowsHugeNumbers)
        while !reader.isAtEnd && operations.count < Self.maxOperations {
            operations.append(Self.operation(&reader, tables))
        }
    }

    /// The number tables a program draws from.
    struct Tables {
        /// ``Program/coefficients``, moderated unless huge numbers are allowed.
        var coefficients: [Double]
        /// ``Program/constants``, moderated unless huge numbers are allowed.
        var constants: [Double]

        /// The tables, with every finite number beyond ±1e6 replaced by ±1e6 unless `huge`.
        init(huge: Bool) {
            func moderated(_ table: [Double]) -> [Double] {
                huge ? table : table.map { $0.isFinite && abs($0) > 1e6 ? ($0 < 0 ? -1e6 : 1e6) : $0 }
            }
            coefficients = moderated(Program.coefficients)
            constants = moderated(Program.constants)
        }
    }

    /// Creates a program from operations (a replay without some of them).
    init(_ operations: [Operation], priorities: PriorityModel) {
        self.operations = operations
        self.priorities = priorities
    }

    /// Decodes one operation.
    private static func operation(_ r: inout ByteReader, _ tables: Tables) -> Operation {
        switch r.next(below: 14) {
        case 0, 1: return .make(slot: r.next(below: slotCount), recipe(&r, tables))
        case 2, 3: return .add(slot: r.next(below: slotCount))
        case 4: return .addRanked(slot: r.next(below: slotCount), rank: r.pick(ranks))
        case 5: return .remove(slot: r.next(below: slotCount))
        case 6: return .addEdit(variable: r.next(below: variableCount), priority: r.pick(priorities))
        case 7: return .removeEdit(variable: r.next(below: variableCount))
        case 8, 9: return .suggest(variable: r.next(below: variableCount), value: r.pick(tables.constants))
        case 10:
            let slot = r.next(below: slotCount)
            switch r.next(below: 3) {
            case 0: return .replace(slot: slot, .slot(r.next(below: slotCount)))
            case 1: return .replace(slot: slot, .shift(r.pick(tables.constants)))
            default: return .replace(slot: slot, .recipe(recipe(&r, tables)))
            }
        case 11: return .setRank(slot: r.next(below: slotCount), rank: r.pick(ranks))
        case 12: return r.next(below: 2) == 0 ? .beginUpdates : .endUpdates
        default: return r.next(below: 2) == 0 ? .reset : .endUpdates
        }
    }

    /// Decodes a recipe: 1 to 3 terms, a relation, a constant, a priority.
    private static func recipe(_ r: inout ByteReader, _ tables: Tables) -> Recipe {
        let count = 1 + r.next(below: 3)
        var terms: [(variable: Int, coefficient: Double)] = []
        for _ in 0..<count { terms.append((r.next(below: variableCount), r.pick(tables.coefficients))) }
        let relation: Relation = r.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Recipe(terms: terms, relation: relation, constant: r.pick(tables.constants), priority: r.pick(priorities))
    }
}
