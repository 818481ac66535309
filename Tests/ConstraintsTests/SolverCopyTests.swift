import Constraints
import Testing

/// A copy of a solver is an independent solver. The two share one box of state until one of
/// them changes (docs/solver.md, "One reference per solver"): every public change must make
/// the box its own first, or it would change the other copy too.
@Suite("Copies of a solver")
struct SolverCopyTests {
    /// A change a user can make through the public API.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case add, addMany, addRanked, remove, replace, addEdit, suggest, removeEdit
        case batch, abandonedBatch, setRank, setRanks, verify, reset, failedAdd

        var testDescription: String { rawValue }
    }

    /// The variables and constraints of one small layout: a chain of gaps, preferences of
    /// two strengths, an edit variable with a suggestion.
    struct Layout {
        let xs: [Variable]
        let gaps: [Constraint]
        let preferences: [Constraint]

        init() {
            let xs = (0..<6).map { Variable("x\($0)") }
            self.xs = xs
            gaps = (1..<6).map { xs[$0] >= xs[$0 - 1] + Double($0) }
            preferences = xs.indices.map { xs[$0] == Double(40 - $0 * 7) ~ ($0 % 2 == 0 ? .weak : .medium) }
        }

        func solver(_ model: PriorityModel) throws -> Solver {
            var solver = Solver(priorities: model)
            try solver.add(gaps + preferences)
            try solver.addEditVariable(xs[1], priority: .strong)
            try solver.suggestValue(12, for: xs[1])
            return solver
        }

        func apply(_ change: Change, to solver: inout Solver) throws {
            switch change {
            case .add: try solver.add(xs[5] <= 60)
            case .addMany: try solver.add([xs[5] <= 60, xs[0] >= -3 ~ .strong])
            case .addRanked: try solver.add(xs[3] == 5 ~ .strong, tieBreakRank: 0.5)
            case .remove: try solver.remove(gaps[2])
            case .replace: try solver.replace(gaps[2], with: xs[3] >= xs[2] + 9)
            case .addEdit: try solver.addEditVariable(xs[4], priority: .medium)
            case .suggest: try solver.suggestValue(-20, for: xs[1])
            case .removeEdit: try solver.removeEditVariable(xs[1])
            case .batch:
                solver.beginUpdates()
                try solver.remove(preferences[0])
                try solver.add(xs[0] == 7)
                try solver.endUpdates()
            case .abandonedBatch:
                solver.beginUpdates()
                try solver.add(xs[2] <= 1)
                solver.abandonUpdates()
            case .setRank: try solver.setTieBreakRank(0.25, for: preferences[3])
            case .setRanks: try solver.setTieBreakRanks([(preferences[3], 0.25), (preferences[4], 0.75)])
            case .verify: try solver.verify()
            case .reset: solver.reset()
            case .failedAdd: #expect(throws: SolverError.self) { try solver.add(xs[0] >= xs[5]) }
            }
        }
    }

    /// Everything a user can read of a solver, values as bit patterns.
    struct Reading: Equatable {
        var values: [UInt64]
        var constraints: Int
        var statistics: SolverStatistics
        var isUpdating: Bool
        var edits: [Bool]
        var ranks: [Double?]

        init(_ solver: Solver, _ layout: Layout) {
            values = layout.xs.map { solver.value(of: $0).bitPattern }
            constraints = solver.constraints.count
            statistics = solver.statistics
            isUpdating = solver.isUpdating
            edits = layout.xs.map { solver.hasEditVariable($0) }
            ranks = (layout.gaps + layout.preferences).map { solver.tieBreakRank(of: $0) }
        }
    }

    /// Changing one of two copies leaves the other as it was, and the changed one reads as
    /// a solver that never had a copy and made the same change.
    @Test(arguments: Change.allCases, [false, true])
    func aChangeToOneCopyLeavesTheOther(change: Change, changeTheCopy: Bool) throws {
        for model in [PriorityModel.strict, .weighted] {
            let layout = Layout()
            var original = try layout.solver(model)
            let before = Reading(original, layout)
            var copy = original
            if changeTheCopy {
                try layout.apply(change, to: &copy)
            } else {
                try layout.apply(change, to: &original)
            }
            let (changed, untouched) = changeTheCopy ? (copy, original) : (original, copy)
            #expect(Reading(untouched, layout) == before)
            var alone = try layout.solver(model)
            try layout.apply(change, to: &alone)
            #expect(Reading(changed, layout) == Reading(alone, layout))
        }
    }

    /// The package's settings are part of the state: setting one on a copy leaves the
    /// other's.
    @Test func aSettingOnOneCopyLeavesTheOther() throws {
        var original = try Layout().solver(.strict)
        var copy = original
        copy.checksWhileDeferred = false
        copy.compactsSymbols = false
        #expect(original.checksWhileDeferred && original.compactsSymbols)
        #expect(!copy.checksWhileDeferred && !copy.compactsSymbols)
        original.keepsEqualityMarkers = true
        #expect(!copy.keepsEqualityMarkers)
    }
}

/// Copies sent to concurrent tasks share one box until each changes its own: every task's
/// answers are those of a solver that was never shared.
@Suite("Copies of a solver across tasks")
struct SolverTaskTests {
    @Test func copiesChangedInConcurrentTasksStayIndependent() async throws {
        let layout = SolverCopyTests.Layout()
        let shared = try layout.solver(.weighted)
        let targets: [Double] = [-30, -5, 0, 17, 44, 90]
        func answer(_ solver: Solver, suggesting target: Double) -> [UInt64]? {
            var solver = solver
            guard (try? solver.suggestValue(target, for: layout.xs[1])) != nil else { return nil }
            return layout.xs.map { solver.value(of: $0).bitPattern }
        }
        let expected = targets.map { answer(shared, suggesting: $0) }
        let answers = await withTaskGroup(of: (Int, [UInt64]?).self) { group in
            for (k, target) in targets.enumerated() {
                group.addTask { (k, answer(shared, suggesting: target)) }
            }
            var answers = [[UInt64]?](repeating: nil, count: targets.count)
            for await (k, values) in group { answers[k] = values }
            return answers
        }
        #expect(answers == expected)
        #expect(!expected.contains { $0 == nil })
        #expect(Set(expected.compactMap { $0 }).count > 1)
        // The shared solver itself is as it was.
        let fresh = try layout.solver(.weighted)
        #expect(layout.xs.map { shared.value(of: $0).bitPattern } == layout.xs.map { fresh.value(of: $0).bitPattern })
    }
}

/// A solver in a global variable (top-level code) is read through a copy of its reference:
/// the values are the same.
private nonisolated(unsafe) var globalSolver = Solver()

@Suite("Solvers held anywhere")
struct SolverPlacementTests {
    @Test func aGlobalOrCapturedSolverReadsTheSameValues() throws {
        let layout = SolverCopyTests.Layout()
        var local = try layout.solver(.weighted)
        let expected = layout.xs.map { local.value(of: $0).bitPattern }
        globalSolver = local
        let captured: () -> [UInt64] = { layout.xs.map { local.value(of: $0).bitPattern } }
        #expect(layout.xs.map { globalSolver.value(of: $0).bitPattern } == expected)
        #expect(captured() == expected)
        try local.suggestValue(30, for: layout.xs[1])
        #expect(layout.xs.map { globalSolver.value(of: $0).bitPattern } == expected)
        #expect(captured() != expected)
    }
}
