import Constraints
import Foundation
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

    /// Generates the system of `kind` for `seed` and checks it under `model`.
    static func check(_ kind: SystemKind, seed: Int, model: PriorityModel,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let system = LargeRandomSystems.make(kind, seed: UInt64(seed))
        ExactCheck.run("seed \(seed), \(kind)", system.constraints, model: model, sourceLocation: sourceLocation)
    }

    @Test(arguments: models, 0..<80) func integerSystems(model: PriorityModel, seed: Int) {
        Self.check(.integer, seed: seed, model: model)
    }

    /// Mixed-scale systems are the slow ones: many lose precision in floating point, and a
    /// strict one that does is then confirmed by an exact solve at every call. 16 seeds per
    /// model here; `EXACT_REFERENCE_SWEEP=N` adds a sweep of N more seeds of every kind
    /// (below), as run before each change to the solver's numerics.
    @Test(arguments: models, 0..<16) func mixedScaleSystems(model: PriorityModel, seed: Int) {
        Self.check(.mixedScale, seed: seed, model: model)
    }

    static let sweep = Int(ProcessInfo.processInfo.environment["EXACT_REFERENCE_SWEEP"] ?? "") ?? 0
    static let sweepStart = Int(ProcessInfo.processInfo.environment["EXACT_REFERENCE_SWEEP_FROM"] ?? "") ?? 1000

    /// Seeds S ..< S + N of every kind, under both models (off unless
    /// `EXACT_REFERENCE_SWEEP=N` is set; S is 1000 unless `EXACT_REFERENCE_SWEEP_FROM=S`
    /// says otherwise: about 4 s per seed in a debug build).
    @Test(.enabled(if: sweep > 0), arguments: models)
    func sweepOfFreshSeeds(model: PriorityModel) {
        for seed in Self.sweepStart..<(Self.sweepStart + Self.sweep) {
            for kind in [SystemKind.integer, .mixedScale, .layout, .ladder, .numericEdge] {
                Self.check(kind, seed: seed, model: model)
            }
        }
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

    /// Mixed-scale systems of seeds beyond the suites above that once failed: 1136 built
    /// in reverse order reached a tableau that had needed the exact fallback, which then
    /// called two consistent required constraints unsatisfiable; 2020 and 2056 (strict)
    /// stopped at points that their imprecise rows called optimal; 1080 (strict) accepted
    /// a required equality that cannot hold with the others, at values of 1e18
    /// (the guard's growth limit); 1115 (weighted), built in reverse order, stopped 30%
    /// above the optimum after its tableau had needed exact values.
    @Test(arguments: models, [1136, 2020, 2056, 1080, 1115])
    func laterSeedFindings(model: PriorityModel, seed: Int) {
        Self.check(.mixedScale, seed: seed, model: model)
    }

    /// The reproducers quoted in the issue, each under both models.
    @Test(arguments: models) func issueReproducers(model: PriorityModel) {
        ExactCheck.run("issue 9 strict reproducer", IssueNineSystems.strictBrokenRequired(), model: model)
        ExactCheck.run("issue 9 weighted reproducer", IssueNineSystems.weightedNotOptimal(), model: model)
    }
}
