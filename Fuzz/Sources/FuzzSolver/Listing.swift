import Constraints

extension Program {
    /// The program as Swift-like calls, one per line, for reproducing a finding by hand
    /// (`FUZZ_PRINT_PROGRAM=1 FuzzSolver INPUT` prints it). Slots are `c0`…`c5`, variables
    /// `v0`…`v3`.
    var listing: String {
        var lines = ["var solver = Solver(priorities: .\(priorities))"]
        var recipes: [Recipe?] = Array(repeating: nil, count: Program.slotCount)
        for operation in operations {
            switch operation {
            case .make(let slot, let recipe):
                recipes[slot] = recipe
                lines.append("c\(slot) = \(recipe.text)")
            case .add(let slot): lines.append("try solver.add(c\(slot))")
            case .addRanked(let slot, let rank): lines.append("try solver.add(c\(slot), tieBreakRank: \(rank))")
            case .remove(let slot): lines.append("try solver.remove(c\(slot))")
            case .addEdit(let v, let priority): lines.append("try solver.addEditVariable(v\(v), priority: \(priority))")
            case .removeEdit(let v): lines.append("try solver.removeEditVariable(v\(v))")
            case .suggest(let v, let value): lines.append("try solver.suggestValue(\(value), for: v\(v))")
            case .replace(let slot, let replacement):
                switch replacement {
                case .slot(let other):
                    lines.append("try solver.replace(c\(slot), with: c\(other)); c\(slot) = c\(other)")
                case .shift(let constant):
                    let text = recipes[slot].map { $0.shifted(to: constant).text } ?? "(empty slot)"
                    lines.append("try solver.replace(c\(slot), with: \(text)); c\(slot) = that")
                    recipes[slot] = recipes[slot]?.shifted(to: constant)
                case .recipe(let recipe):
                    lines.append("try solver.replace(c\(slot), with: \(recipe.text)); c\(slot) = that")
                    recipes[slot] = recipe
                }
            case .setRank(let slot, let rank): lines.append("try solver.setTieBreakRank(\(rank), for: c\(slot))")
            case .beginUpdates: lines.append("solver.beginUpdates()")
            case .endUpdates: lines.append("solver.endUpdates()")
            case .reset: lines.append("solver.reset()")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension Recipe {
    /// `Constraint(...)` as Swift source.
    var text: String {
        let lhs = terms.map { "\($0.coefficient) * v\($0.variable)" }.joined(separator: " + ")
        return "Constraint(\(lhs), .\(relation.name), LinearExpression(\(constant)), priority: \(priority))"
    }
}

extension Relation {
    /// The case name.
    var name: String {
        switch self {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
    }
}
