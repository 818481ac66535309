import Constraints
import Testing

/// One system through the solver: constraints added in order, each `unsatisfiableConstraint`
/// caught (the constraint is skipped).
struct SolverRun {
    var solver: Solver
    /// Positions (in the list given) of the constraints rejected as unsatisfiable.
    var rejected: [Int] = []
    /// Any other error, described.
    var unexpected: [String] = []

    init(_ constraints: [Constraint], model: PriorityModel) {
        solver = Solver(priorities: model)
        for (k, c) in constraints.enumerated() {
            guard let error = attempt(&solver, { (s: inout Solver) throws in try s.add(c) }) else { continue }
            if case .unsatisfiableConstraint = error { rejected.append(k) } else { unexpected.append("#\(k): \(error)") }
        }
    }

    func value(_ v: Variable) -> Double { solver.value(of: v) }
}

/// The four checks of issue 9 for one system against ``ExactReference``:
/// 1. every required constraint the solver accepted holds at its values;
/// 2. each level's error sum (strict) or the weighted sum equals the exact optimum of the
///    constraints the solver accepted;
/// 3. the solver rejects exactly the required constraints the reference rejects;
/// 4. a fresh solver given the accepted constraints in reverse order rejects none of them
///    and reaches the same optimum.
///
/// All failures of a system are recorded as one issue that names the seed, kind, model and
/// checks, and lists the constraints in `.constraints` syntax.
struct ExactCheck {
    let name: String
    let constraints: [Constraint]
    let model: PriorityModel
    let reference: ExactReference
    private(set) var failures: [String] = []
    /// Positions rejected by the solver and by the reference, for the report.
    private var solverRejected: [Int] = []
    private var referenceRejected: [Int] = []

    init(name: String, constraints: [Constraint], model: PriorityModel) {
        self.name = name
        self.constraints = constraints
        self.model = model
        reference = ExactReference(constraints)
    }

    /// Runs every check; returns the failures (also recorded as an issue).
    @discardableResult
    static func run(_ name: String, _ constraints: [Constraint], model: PriorityModel,
                    sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        var check = ExactCheck(name: name, constraints: constraints, model: model)
        check.runChecks()
        if !check.failures.isEmpty { Issue.record(Comment(rawValue: check.report()), sourceLocation: sourceLocation) }
        return check.failures
    }

    mutating func runChecks() {
        let forward = SolverRun(constraints, model: model)
        solverRejected = forward.rejected
        for message in forward.unexpected { failures.append("unexpected error \(message)") }
        let expectedRejections = reference.rejectedRequired()
        referenceRejected = expectedRejections
        if forward.rejected != expectedRejections {
            failures.append("check 3 (rejections): solver rejected \(list(forward.rejected)); exact reference rejects \(list(expectedRejections))")
        }
        let rejected = Set(forward.rejected)
        let accepted = constraints.indices.filter { !rejected.contains($0) }
        checkRequiredHold(accepted, in: forward, label: "check 1 (required holds)")
        guard let optimum = reference.optimum(accepted, model: model) else {
            failures.append("check 2 (optimum): the required constraints the solver accepted cannot all hold (exact)")
            return
        }
        checkObjectives(accepted, in: forward, optimum: optimum, label: "check 2 (optimum)")
        let reversed = Array(accepted.reversed())
        let backward = SolverRun(reversed.map { constraints[$0] }, model: model)
        if !backward.rejected.isEmpty || !backward.unexpected.isEmpty {
            failures.append("check 4 (reverse order): rejected \(list(backward.rejected.map { reversed[$0] })) \(backward.unexpected)")
        }
        let backwardAccepted = backward.rejected.isEmpty ? accepted : reversed.indices
            .filter { !backward.rejected.contains($0) }.map { reversed[$0] }
        checkRequiredHold(backwardAccepted, in: backward, label: "check 4 (reverse order, required holds)")
        if backward.rejected.isEmpty {
            checkObjectives(accepted, in: backward, optimum: optimum, label: "check 4 (reverse order, optimum)")
        }
    }

    /// Check 1: `|residual| ≤ 1e-7 × (|constants| + Σ|coefficient × value|) + 1e-9`.
    private mutating func checkRequiredHold(_ indices: [Int], in run: SolverRun, label: String) {
        for k in indices where constraints[k].priority.isRequired {
            let c = constraints[k]
            let residual = c.error(run.value)
            let tolerance = 1e-7 * scale(c, run) + 1e-9
            if !(residual <= tolerance) {
                failures.append("\(label): #\(k) '\(c)' is off by \(residual) (tolerance \(tolerance))")
            }
        }
    }

    /// Check 2 (and 4): each objective within `1e-6 × (1 + |optimum|)` plus `1e-7` of each
    /// optional constraint's scale (times its weight): the rounding budget of check 1, per
    /// constraint. Strict levels are compared from the highest; after a mismatch the lower
    /// levels mean nothing and are skipped.
    private mutating func checkObjectives(_ indices: [Int], in run: SolverRun, optimum: [ExactReference.Objective],
                                          label: String) {
        for objective in optimum {
            var actual = 0.0
            var slack = 0.0
            for k in indices where !constraints[k].priority.isRequired {
                let c = constraints[k]
                let weight = objective.priority == nil ? c.priority.value : 1
                guard objective.priority == nil || objective.priority == c.priority.value else { continue }
                actual += weight * c.error(run.value)
                slack += weight * 1e-7 * scale(c, run)
            }
            let expected = objective.value.doubleValue
            let tolerance = 1e-6 * (1 + abs(expected)) + slack
            if !(abs(actual - expected) <= tolerance) {
                let what = objective.priority.map { "level \(Priority($0))" } ?? "weighted objective"
                failures.append("\(label): \(what): solver \(actual) vs exact \(objective.value) ≈ \(expected) (tolerance \(tolerance))")
                if objective.priority != nil { return }
            }
        }
    }

    /// `|lhs constant| + |rhs constant| + Σ |coefficient × value|`.
    private func scale(_ c: Constraint, _ run: SolverRun) -> Double {
        (c.lhs.terms + c.rhs.terms).reduce(abs(c.lhs.constant) + abs(c.rhs.constant)) {
            $0 + abs($1.coefficient * run.value($1.variable))
        }
    }

    /// `#k 'constraint'` for each position.
    private func list(_ indices: [Int]) -> String {
        indices.isEmpty ? "none" : indices.map { "#\($0) '\(constraints[$0])'" }.joined(separator: ", ")
    }

    /// The failures, then the system as a `.constraints` file.
    func report() -> String {
        let modelName = model == .strict ? "strict" : "weighted"
        var lines = ["exact reference: \(name), \(modelName): \(failures.count) failure(s)"]
        lines += failures.map { "  \($0)" }
        lines.append("  --- constraints (paste into a .constraints file; layout solve FILE --priorities \(modelName);")
        lines.append("  --- it stops at an unsatisfiable line: comment out the lines marked rejected to solve the rest) ---")
        for (k, c) in constraints.enumerated() {
            var notes = ["#\(k)"]
            if solverRejected.contains(k) { notes.append("rejected by the solver") }
            if referenceRejected.contains(k) { notes.append("rejected by the reference") }
            lines.append("\(c)  # \(notes.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
