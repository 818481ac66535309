import Constraints
import FuzzSupport
import LayoutFiles

/// The relative tolerance within which a required constraint of a solved file must hold.
let requiredTolerance = 1e-7

/// Checks a file that `layout solve` solved: applied to a solver through the public API,
/// every required constraint holds within ``requiredTolerance`` of its largest term, so a
/// conflicting required constraint cannot pass unnoticed.
func checkRequiredConstraints(_ text: String, priorities: PriorityModel) {
    guard let file = try? ConstraintFile.parse(text, name: "fuzz.constraints") else {
        fuzzCheck(false, "layout solve solved a file that does not parse")
        return
    }
    var solver = Solver(priorities: priorities)
    do throws(ConstraintFileError) {
        try file.apply(to: &solver)
    } catch {
        fuzzCheck(false, "layout solve solved a file that apply(to:) refuses: \(error)")
    }
    let value = { (v: Variable) in solver.value(of: v) }
    for constraint in file.constraints where constraint.priority.isRequired {
        var scale = max(1, abs(constraint.lhs.constant), abs(constraint.rhs.constant))
        for term in constraint.lhs.terms + constraint.rhs.terms {
            scale = max(scale, abs(term.coefficient * value(term.variable)))
        }
        let error = constraint.error(value)
        fuzzCheck(
            error <= requiredTolerance * scale,
            "required '\(constraint)' is off by \(error) (scale \(scale)) in a solved file")
    }
}
