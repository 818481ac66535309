import Constraints
import FuzzSupport

/// What one operation did, for comparing runs.
enum Outcome: Equatable {
    /// Not a solver call (`make`), or a call on an empty slot.
    case local
    case succeeded
    /// The call threw; the error's case name.
    case threw(String)
}

/// One operation's outcome and the pool's value bit patterns after it.
struct Step: Equatable {
    var outcome: Outcome
    /// The pool's values after the operation, as bit patterns.
    var values: [UInt64]
}

/// A program run on a fresh solver with fresh variables and constraints.
struct Execution {
    /// The pool's variables, `v0`…`v3`.
    let variables: [Variable]
    /// Each slot's constraint and the recipe it was built from.
    var slots: [(constraint: Constraint, recipe: Recipe)?]
    /// The solver under test.
    var solver: Solver
    /// Whether every call is checked (the first run); replays only record.
    let checking: Bool
    private(set) var steps: [Step] = []

    /// Creates a fresh pool and solver.
    init(priorities: PriorityModel, checking: Bool) {
        variables = (0..<Program.variableCount).map { Variable("v\($0)") }
        slots = Array(repeating: nil, count: Program.slotCount)
        solver = Solver(priorities: priorities)
        self.checking = checking
    }

    /// Runs every operation of `program` in order.
    mutating func run(_ program: Program) {
        for operation in program.operations {
            let outcome = perform(operation)
            steps.append(Step(outcome: outcome, values: variables.map { solver.value(of: $0).bitPattern }))
        }
    }

    /// Performs one operation, checking the solver around it when ``checking``.
    mutating func perform(_ operation: Operation) -> Outcome {
        guard checking else {
            do throws(SolverError) {
                return try call(operation) ? .succeeded : .local
            } catch {
                return .threw(error.kind)
            }
        }
        let before = solver
        let seen = Observation(solver, variables)
        let refused = mustThrow(operation)
        let outcome: Outcome
        do throws(SolverError) {
            outcome = try call(operation) ? .succeeded : .local
            fuzzCheck(refused == nil, "\(operation) succeeded, but \(refused ?? "")")
            checkSolution(solver, variables, after: operation)
        } catch {
            outcome = .threw(error.kind)
            fuzzCheck(
                refused != nil || error.kind == "unsatisfiableConstraint" || error.kind == "nonFiniteValue",
                "\(operation) threw \(error) for no reason")
            let after = Observation(solver, variables)
            fuzzCheck(after == seen, "\(operation) threw \(error.kind) and changed the solver:\n\(seen)\n\(after)")
        }
        fuzzCheck(Observation(before, variables) == seen, "\(operation) changed a copy of the solver")
        return outcome
    }

    /// Makes the solver call of `operation`.
    /// - Returns: false when there was nothing to call (`make`, or an empty slot).
    private mutating func call(_ operation: Operation) throws(SolverError) -> Bool {
        switch operation {
        case .make(let slot, let recipe):
            slots[slot] = (recipe.make(variables), recipe)
            return false
        case .add(let slot):
            guard let entry = slots[slot] else { return false }
            try solver.add(entry.constraint)
        case .addRanked(let slot, let rank):
            guard let entry = slots[slot] else { return false }
            try solver.add(entry.constraint, tieBreakRank: rank)
        case .remove(let slot):
            guard let entry = slots[slot] else { return false }
            try solver.remove(entry.constraint)
        case .addEdit(let variable, let priority):
            try solver.addEditVariable(variables[variable], priority: Priority(priority))
        case .removeEdit(let variable):
            try solver.removeEditVariable(variables[variable])
        case .suggest(let variable, let value):
            try solver.suggestValue(value, for: variables[variable])
        case .replace(let slot, let replacement):
            guard let entry = slots[slot], let new = self.replacement(replacement, of: entry.recipe) else { return false }
            try solver.replace(entry.constraint, with: new.constraint)
            slots[slot] = new
        case .setRank(let slot, let rank):
            guard let entry = slots[slot] else { return false }
            try solver.setTieBreakRank(rank, for: entry.constraint)
        case .beginUpdates:
            solver.beginUpdates()
        case .endUpdates:
            try solver.endUpdates()
        case .reset:
            solver.reset()
        }
        return true
    }

    /// The replacement constraint `replacement` stands for, or nil for an empty slot.
    private func replacement(_ replacement: Replacement, of recipe: Recipe) -> (constraint: Constraint, recipe: Recipe)? {
        switch replacement {
        case .slot(let other): slots[other]
        case .shift(let constant): (recipe.shifted(to: constant).make(variables), recipe.shifted(to: constant))
        case .recipe(let new): (new.make(variables), new)
        }
    }

    /// Why the solver must refuse `operation` in its present state, or nil if it may accept it.
    private func mustThrow(_ operation: Operation) -> String? {
        func held(_ slot: Int) -> Bool { slots[slot].map { solver.contains($0.constraint) } ?? false }
        func badRank(_ rank: Double) -> Bool { !rank.isFinite || rank <= 0 }
        switch operation {
        case .make, .beginUpdates, .endUpdates, .reset:
            return nil
        case .add(let slot), .addRanked(let slot, _):
            guard let entry = slots[slot] else { return nil }
            if held(slot) { return "the constraint is held already" }
            if entry.recipe.isInvalid { return "the constraint is invalid" }
            if case .addRanked(_, let rank) = operation, badRank(rank) { return "the rank is invalid" }
            return nil
        case .remove(let slot):
            return slots[slot] != nil && !held(slot) ? "the constraint is not held" : nil
        case .addEdit(let variable, let priority):
            if solver.hasEditVariable(variables[variable]) { return "the variable is edited already" }
            return Priority(priority).isValid && priority < 1000 ? nil : "the priority is invalid or required"
        case .removeEdit(let variable):
            return solver.hasEditVariable(variables[variable]) ? nil : "the variable is not edited"
        case .suggest(let variable, let value):
            if !solver.hasEditVariable(variables[variable]) { return "the variable is not edited" }
            return value.isFinite ? nil : "the value is not finite"
        case .replace(let slot, let replacement):
            guard let entry = slots[slot], let new = self.replacement(replacement, of: entry.recipe) else { return nil }
            if !held(slot) { return "the replaced constraint is not held" }
            if solver.contains(new.constraint) { return "the replacement is held already" }
            return new.recipe.isInvalid ? "the replacement is invalid" : nil
        case .setRank(let slot, let rank):
            guard slots[slot] != nil else { return nil }
            if !held(slot) { return "the constraint is not held" }
            return badRank(rank) ? "the rank is invalid" : nil
        }
    }
}

extension SolverError {
    /// The case name, for comparing outcomes.
    var kind: String {
        switch self {
        case .duplicateConstraint: "duplicateConstraint"
        case .unknownConstraint: "unknownConstraint"
        case .unsatisfiableConstraint: "unsatisfiableConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .requiredEditVariable: "requiredEditVariable"
        case .invalidPriority: "invalidPriority"
        case .nonFiniteValue: "nonFiniteValue"
        case .lossOfPrecision: "lossOfPrecision"
        }
    }
}
