/// What one point of change in a length costs, in the solver's two objective levels under
/// the weighted priority model: the priority-weighted error first, then the tie-break
/// level (`Σ rank × error`, ranks in creation order). Above both, a *required* part counts
/// the required bounds a length breaks (a user's `width == 24`, a compression resistance
/// of 1000): an exact penalty, compared before any weight, so a least cost breaks none when
/// the bounds can all hold, and the plan checks its placed lengths against them
/// (``DirectLayout/holdsRequiredBounds()``) for when they cannot.
///
/// Both parts are integers so that sums are exact and equal costs compare equal: the
/// weight is in thousandths of a priority point (every priority a stack or a view uses is
/// a multiple of 0.001), the rank is the constraint's creation number. A rate is negative
/// when the length going *up* lowers the cost.
///
/// A third part, the *mass*, is carried along but never compared: it says how the rank part
/// moves when an edit elsewhere moves every rank of the subtree by the same `k`
/// (`rank + k × mass`), so a kept subtree's cost can follow a re-ranking
/// (``shiftingRanks(by:)``) and ``SizeCost/isShiftStable`` can tell whether any decision
/// inside it could change.
struct CostRate: Comparable, Hashable {
    /// Required bounds broken per point (never ranked: a required constraint has no error
    /// in the solver, so no tie-break weight and no mass).
    var required: Int64 = 0
    /// Priority × error per point, in thousandths of a priority point.
    var weight: Int64
    /// Σ rank × error per point.
    var rank: Int64
    /// Σ error per point: the constraints the rate counts, signed and scaled as the rate is.
    var mass: Int64

    static let zero = CostRate(weight: 0, rank: 0, mass: 0)
    /// One required bound's rate: a point past it breaks it by a point.
    static let requiredBound = CostRate(required: 1, weight: 0, rank: 0, mass: 0)

    /// The rate of one soft constraint with one unit of error per point.
    init(weight: Int64, rank: Int64) {
        self.init(weight: weight, rank: rank, mass: 1)
    }

    init(required: Int64 = 0, weight: Int64, rank: Int64, mass: Int64) {
        self.required = required
        self.weight = weight
        self.rank = rank
        self.mass = mass
    }

    /// Equal in the three compared parts; the mass is not compared.
    static func == (a: CostRate, b: CostRate) -> Bool {
        a.required == b.required && a.weight == b.weight && a.rank == b.rank
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(required)
        hasher.combine(weight)
        hasher.combine(rank)
    }

    /// The same rate after every rank it counts moved by `k`.
    func shiftingRanks(by k: Int64) -> CostRate {
        CostRate(required: required, weight: weight, rank: rank + k * mass, mass: mass)
    }

    /// Whether `a` and `b` compare the same way (and a rate keeps its sign, against
    /// ``zero``) whatever the uniform move of ranks: their required parts or weights differ,
    /// or their masses are equal. Equal weights with unequal masses are decided by ranks
    /// that a move changes.
    static func compareStably(_ a: CostRate, _ b: CostRate) -> Bool {
        a.required != b.required || a.weight != b.weight || a.mass == b.mass
    }

    /// A priority in thousandths of a point, or nil when it is not a multiple of 0.001
    /// (or is required, which is a hard constraint rather than a rate).
    static func exactWeight(of priority: Double) -> Int64? {
        guard priority > 0, priority < 1000 else { return nil }
        let scaled = (priority * 1000).rounded()
        guard abs(scaled - priority * 1000) <= 1e-6 else { return nil }
        return Int64(scaled)
    }

    static func < (a: CostRate, b: CostRate) -> Bool {
        if a.required != b.required { return a.required < b.required }
        return a.weight != b.weight ? a.weight < b.weight : a.rank < b.rank
    }

    static func + (a: CostRate, b: CostRate) -> CostRate {
        CostRate(
            required: a.required + b.required, weight: a.weight + b.weight, rank: a.rank + b.rank,
            mass: a.mass + b.mass)
    }

    static func - (a: CostRate, b: CostRate) -> CostRate {
        CostRate(
            required: a.required - b.required, weight: a.weight - b.weight, rank: a.rank - b.rank,
            mass: a.mass - b.mass)
    }

    static prefix func - (a: CostRate) -> CostRate {
        CostRate(required: -a.required, weight: -a.weight, rank: -a.rank, mass: -a.mass)
    }

    static func += (a: inout CostRate, b: CostRate) { a = a + b }

    static func -= (a: inout CostRate, b: CostRate) { a = a - b }

    /// The rate `k` times over (every rate of a plan is scaled by its common factor).
    static func * (a: CostRate, k: Int64) -> CostRate {
        CostRate(required: a.required * k, weight: a.weight * k, rank: a.rank * k, mass: a.mass * k)
    }

    /// The rate per point of a length shared by `count` equal items, or nil when the
    /// division is not exact (the plan's common factor makes it exact).
    func divided(by count: Int64) -> CostRate? {
        // The mass divides whenever the other two do (the factor makes every constraint's
        // share whole); checked all the same.
        guard required % count == 0, weight % count == 0, rank % count == 0, mass % count == 0 else { return nil }
        return CostRate(required: required / count, weight: weight / count, rank: rank / count, mass: mass / count)
    }
}
