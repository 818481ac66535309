/// Why a solver refused a call. After any thrown error the solver is exactly as it was
/// before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints
    /// already present. `conflicts` is a minimal set of them (in the order they were
    /// added) that, with `constraint`, cannot all hold: drop any one and the rest fit.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could not be suggested away.
    case requiredEditVariable(Variable)
    /// A priority outside (0, 1000].
    case invalidPriority(Priority, in: String)
    /// A coefficient, constant or suggested value that is infinite or NaN, or a solution
    /// that would overflow to one.
    case nonFiniteValue(in: String)
    /// The optimum cannot be computed to double precision: even after refinement and a
    /// rebuild, the constraint is off by `residual`, more than the check allows relative
    /// to its magnitudes. The solver is as it was before the call. A NaN residual means
    /// exact arithmetic finds that the constraint fits the required ones, but no
    /// floating-point tableau of the system would take it.
    case lossOfPrecision(in: String, residual: Double)

    /// A readable form, as used in reports and messages.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c):
            return "duplicate constraint: '\(c)' is already in the solver"
        case .unknownConstraint(let c):
            return "unknown constraint: '\(c)' is not in the solver"
        case .unsatisfiableConstraint(let c, let conflicts):
            if conflicts.isEmpty { return "unsatisfiable constraint: '\(c)' can never hold" }
            let list = conflicts.map { "'\($0)'" }.joined(separator: ", ")
            return "unsatisfiable constraint: '\(c)' conflicts with \(list)"
        case .duplicateEditVariable(let v):
            return "duplicate edit variable: '\(v)' is already being edited"
        case .unknownEditVariable(let v):
            return "unknown edit variable: '\(v)' is not being edited"
        case .requiredEditVariable(let v):
            return "required edit variable: the edit on '\(v)' must have a priority below required"
        case .invalidPriority(let p, let place):
            return "invalid priority \(formatNumber(p.value)) in '\(place)': priorities lie in (0, 1000]"
        case .nonFiniteValue(let place):
            return "non-finite number in '\(place)' (or a solution that would overflow to one)"
        case .lossOfPrecision(let place, let residual) where residual.isNaN:
            return "loss of precision: '\(place)' fits the required constraints (exact arithmetic), but double precision cannot place it"
        case .lossOfPrecision(let place, let residual):
            return "loss of precision: '\(place)' cannot be solved accurately in double precision (off by \(formatNumber(residual)) after refinement)"
        }
    }
}
