import Constraints

extension ConstraintFile {
    /// Applies the statements in order to an incremental solver.
    ///
    /// A constraint is added. `suggest v = c @p` makes `v` an edit variable of priority
    /// `p` the first time, then suggests `c`; a later `suggest` of `v` with another
    /// priority removes the edit variable and adds it again at the new priority before
    /// suggesting, one with the same priority only suggests.
    /// - Parameter solver: the solver; on error it keeps the statements before the failing one.
    /// - Throws: `.unsatisfiableConstraint` naming the lines of the conflicting
    ///   constraints, or `.solver` for another refusal, at the failing statement.
    /// Files with at most this many statements are checked after every statement.
    static let checkEveryStatementLimit = 2_000

    /// Adds the file's constraints and suggestions to `solver`, in file order.
    /// - Parameter solver: the solver to add to.
    /// - Throws: ``ConstraintFileError`` naming the line of the first statement the solver refuses
    ///   (with the lines it conflicts with); the statements before it stay added.
    public func apply(to solver: inout Solver) throws(ConstraintFileError) {
        var editPriorities: [ObjectIdentifier: Priority] = [:]
        for statement in statements {
            do throws(SolverError) {
                switch statement.kind {
                case .constraint(let constraint):
                    try solver.add(constraint)
                case .suggestion(let suggestion):
                    let variable = suggestion.variable
                    let current = editPriorities[variable.id]
                    if current != suggestion.priority {
                        if current != nil || solver.hasEditVariable(variable) {
                            try solver.removeEditVariable(variable)
                        }
                        try solver.addEditVariable(variable, priority: suggestion.priority)
                        editPriorities[variable.id] = suggestion.priority
                    }
                    try solver.suggestValue(suggestion.value, for: variable)
                }
                // Checked after each statement in files of ordinary size, so a failure is
                // blamed on its line; large files are checked as the solver paces it, and
                // at the end.
                if statements.count <= Self.checkEveryStatementLimit || statement.line == statements.last?.line {
                    try solver.verify()
                }
            } catch {
                throw explain(error, at: statement)
            }
        }
    }

    /// Solves the file on a fresh solver.
    /// - Parameter priorities: the priority model.
    /// - Returns: the value of every variable, in order of first appearance.
    /// - Throws: as ``apply(to:)``.
    public func solve(priorities: PriorityModel = .strict) throws(ConstraintFileError) -> [(name: String, value: Double)] {
        var solver = Solver(priorities: priorities)
        try apply(to: &solver)
        return variables.map { (name: $0.name, value: solver.value(of: $0)) }
    }

    /// The file error for a solver's refusal of `statement`.
    private func explain(_ error: SolverError, at statement: Statement) -> ConstraintFileError {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
            return ConstraintFileError(
                .solver, file: name, line: statement.line, column: statement.column, message: error.description)
        }
        var message = "unsatisfiable constraint '\(statement.text)'"
        if conflicts.isEmpty {
            message += " can never hold"
        } else {
            var lines: [Int] = []
            var others: [String] = []
            for conflict in conflicts {
                if let line = self.statement(declaring: conflict)?.line {
                    lines.append(line)
                } else {
                    others.append("'\(conflict)'")
                }
            }
            lines.sort()
            var parts: [String] = []
            if !lines.isEmpty {
                parts.append((lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", "))
            }
            parts += others
            message += " conflicts with " + parts.joined(separator: ", ")
        }
        return ConstraintFileError(
            .unsatisfiableConstraint, file: name, line: statement.line, column: statement.column, message: message)
    }
}
