import Constraints
import Testing

/// Issue 9: seeded systems at realistic sizes (20–30 variables, 30–50 constraints) checked
/// against ``ExactReference``, an exact rational LP, with the four checks of ``ExactCheck``:
/// required constraints hold, each optimum is exact, the rejected required constraints are
/// the right ones, and the reverse order reaches the same optimum.
///
/// A failure names the seed, kind, model and check and prints the system in
/// `.constraints` syntax; `SystemKind` and the seed regenerate it.
@Suite("Exact reference (issue 9)")
struct ExactReferenceTests {
    static let models: [PriorityModel] = [.strict, .weighted]

    /// Cases the solver still gets wrong under the strict model: a consistent point that is
    /// not the lexicographic optimum (the guard checks consistency, not optimality). Each is
    /// a recorded known issue, so a fix shows up as "known issue not recorded".
    static let knownNonOptimal: Set<String> = [
        "integer 47", "mixedScale 4", "mixedScale 16", "mixedScale 24",
        "mixedScale 36", "mixedScale 38",
    ]

    /// Generates the system of `kind` for `seed` and checks it under `model`.
    static func check(_ kind: SystemKind, seed: Int, model: PriorityModel,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let system = LargeRandomSystems.make(kind, seed: UInt64(seed))
        let run = {
            ExactCheck.run("seed \(seed), \(kind)", system.constraints, model: model, sourceLocation: sourceLocation)
        }
        if model == .strict && knownNonOptimal.contains("\(kind) \(seed)") {
            withKnownIssue("strict optimum missed (issue 9, open)", sourceLocation: sourceLocation) { _ = run() }
        } else {
            _ = run()
        }
    }

    @Test(arguments: models, 0..<80) func integerSystems(model: PriorityModel, seed: Int) {
        Self.check(.integer, seed: seed, model: model)
    }

    @Test(arguments: models, 0..<40) func mixedScaleSystems(model: PriorityModel, seed: Int) {
        Self.check(.mixedScale, seed: seed, model: model)
    }

    @Test(arguments: models, 0..<60) func layoutSystems(model: PriorityModel, seed: Int) {
        Self.check(.layout, seed: seed, model: model)
    }

    @Test(arguments: models, 0..<60) func priorityLadders(model: PriorityModel, seed: Int) {
        Self.check(.ladder, seed: seed, model: model)
    }

    @Test(arguments: models, 0..<40) func numericEdges(model: PriorityModel, seed: Int) {
        Self.check(.numericEdge, seed: seed, model: model)
    }

    /// The reproducers quoted in the issue, each under both models.
    @Test(arguments: models) func issueReproducers(model: PriorityModel) {
        ExactCheck.run("issue 9 strict reproducer", IssueNineSystems.strictBrokenRequired(), model: model)
        ExactCheck.run("issue 9 weighted reproducer", IssueNineSystems.weightedNotOptimal(), model: model)
    }
}
