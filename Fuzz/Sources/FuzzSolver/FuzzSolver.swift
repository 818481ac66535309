#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FuzzSupport

/// libFuzzer entry point: decodes the input into a bounded sequence of `Solver` calls over
/// a pool of 4 variables and 6 constraint slots (see ``Program``) and checks the solver.
/// With `FUZZ_SOLVER_MODERATE=1`, inputs that allow huge numbers are skipped.
///
/// - After every call that throws, the solver shows exactly what it showed before
///   (``Observation``), and only an invalid call, an unsatisfiable required constraint or
///   an overflow may throw; an invalid call must throw.
/// - After every call that succeeds, every value is finite and every required constraint
///   held is satisfied within a relative tolerance (``checkSolution(_:_:after:)``).
/// - A copy taken before a call is not changed by it (copy-on-write).
/// - Replaying the program on a fresh solver, with fresh variables and constraints, gives
///   the same outcomes and bit-identical values after every step; so does replaying it
///   without the calls that threw (a failed call leaves no hidden trace either).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let program = Program(decoding: fuzzInput(data, size))
    if program.allowsHugeNumbers && skipsHugeNumbers { return 0 }
    if getenv("FUZZ_PRINT_PROGRAM") != nil {
        // Unbuffered, so that the listing is out before a failed check stops the process.
        let text = Array((program.listing + "\n").utf8)
        _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    var first = Execution(priorities: program.priorities, checking: true)
    first.run(program)

    var replay = Execution(priorities: program.priorities, checking: false)
    replay.run(program)
    fuzzCheck(replay.steps == first.steps, "a replay differs: \(difference(first.steps, replay.steps, program.operations))")

    let kept = zip(program.operations, first.steps).filter { !$0.1.outcome.isThrow }
    var clean = Execution(priorities: program.priorities, checking: false)
    clean.run(Program(kept.map(\.0), priorities: program.priorities))
    fuzzCheck(
        clean.steps == kept.map(\.1),
        "a replay without the failed calls differs: \(difference(kept.map(\.1), clean.steps, kept.map(\.0)))")
    withExtendedLifetime((first, replay)) {}
    return 0
}

/// Whether programs with huge numbers are skipped (`FUZZ_SOLVER_MODERATE=1`): their
/// overflow and cancellation findings are found at once and would crowd out the rest.
let skipsHugeNumbers = getenv("FUZZ_SOLVER_MODERATE") != nil

extension Outcome {
    /// Whether the call threw.
    var isThrow: Bool {
        if case .threw = self { return true }
        return false
    }
}

/// The first step where two runs of `operations` differ, described.
func difference(_ a: [Step], _ b: [Step], _ operations: [Operation]) -> String {
    guard let i = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) else { return "lengths \(a.count), \(b.count)" }
    return "step \(i) \(operations[i]): \(a[i]) vs \(b[i])"
}
