import Constraints
import FuzzSupport

/// Everything a solver shows through its public API that a failed call must leave as it
/// was: the pool's values (bit patterns), the constraints held (identities, in order), the
/// edit variables, whether updates are deferred, and the tableau's size.
///
/// `statistics.pivots` and `statistics.phaseOnes` are left out: they count the work done
/// since the solver was created, and a call that fails after trying has done work.
struct Observation: Equatable {
    /// The pool's values, as bit patterns.
    var values: [UInt64]
    /// `solver.constraints`, by identity.
    var constraints: [ObjectIdentifier]
    /// Whether each pool variable is an edit variable.
    var editing: [Bool]
    var isUpdating: Bool
    /// `statistics.rows` and `cells`, and the symbols in use (freed ids left out: a
    /// failed call put back by a rebuild may leave a different number of them).
    var rows: Int
    var cells: Int
    var symbolsInUse: Int

    /// Observes `solver` through the pool's `variables`.
    init(_ solver: Solver, _ variables: [Variable]) {
        values = variables.map { solver.value(of: $0).bitPattern }
        constraints = solver.constraints.map(ObjectIdentifier.init)
        editing = variables.map(solver.hasEditVariable)
        isUpdating = solver.isUpdating
        let statistics = solver.statistics
        rows = statistics.rows
        cells = statistics.cells
        symbolsInUse = statistics.symbols - statistics.freedSymbols
    }
}

/// The relative tolerance within which a held required constraint must hold.
let requiredTolerance = 1e-7

/// Checks that every value is finite and every required constraint `solver` holds is
/// satisfied within ``requiredTolerance`` of the size of its terms.
func checkSolution(_ solver: Solver, _ variables: [Variable], after operation: Operation) {
    for variable in variables {
        let value = solver.value(of: variable)
        fuzzCheck(value.isFinite, "\(variable) = \(value) after \(operation)")
    }
    let value = { (v: Variable) in solver.value(of: v) }
    for constraint in solver.constraints where constraint.priority.isRequired {
        let error = constraint.error(value)
        var scale = max(1, abs(constraint.lhs.constant), abs(constraint.rhs.constant))
        for term in constraint.lhs.terms + constraint.rhs.terms {
            scale = max(scale, abs(term.coefficient * value(term.variable)))
        }
        fuzzCheck(
            error <= requiredTolerance * scale,
            "required '\(constraint)' is off by \(error) (scale \(scale)) after \(operation); values "
                + variables.map { "\($0) = \(value($0))" }.joined(separator: ", "))
    }
}
