/// An incremental Cassowary solver: linear equalities and inequalities with priorities,
/// added and removed at any time, and edit variables re-solved by the dual simplex.
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left >= 0)
/// try solver.add(width >= 100 ~ .strong)
/// try solver.add(left + width <= 320)
/// try solver.addEditVariable(width, priority: .medium)
/// try solver.suggestValue(500, for: width)
/// solver.value(of: width)   // 320
/// ```
///
/// Values are always current: every call leaves the tableau optimal, and
/// ``value(of:)`` reads a variable's value straight from it in O(1). There is no
/// separate `updateVariables()` step to forget.
///
/// `Solver` is a value type: a copy is an independent solver. Copying is one reference
/// count; the copy's tables are duplicated when one of the two changes (copy-on-write).
/// Every call either succeeds or throws and leaves the solver exactly as it was.
public struct Solver: Sendable {
    /// The solver's state, shared by copies until one of them changes.
    private var storage: Storage

    /// A box for the state, so that a copy of a solver is one reference.
    ///
    /// The state is held through a pointer and handed out by address (``core``): held as a
    /// stored property of the class, every read of it went through a copy of the whole
    /// state (a retain and a release of each of its eighty arrays, 470 ns a `value(of:)`).
    ///
    /// `@unchecked Sendable`: the state is changed only through ``core``, which first makes
    /// the box unique to this solver (as an array's storage is), so a box another solver or
    /// thread can see is never written.
    private final class Storage: @unchecked Sendable {
        let state: UnsafeMutablePointer<SolverCore>

        init(_ core: SolverCore) {
            state = .allocate(capacity: 1)
            state.initialize(to: core)
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
        }
    }

    /// The state, changed in place once it is this solver's own (copied first if another
    /// solver shares it). Read through here, a non-mutating method of the state copies it
    /// first: the public reads go through ``read(_:)``.
    var core: SolverCore {
        unsafeAddress { UnsafePointer(storage.state) }
        unsafeMutableAddress {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.state.pointee) }
            return storage.state
        }
    }

    /// Reads the state in place, without making it this solver's own.
    ///
    /// `body` gets the state `inout` because a non-mutating method called on it where it
    /// is not a local value copies it first (eighty arrays retained and released: 470 ns a
    /// `value(of:)`, against 13 ns in place); it must only read.
    func read<Result>(_ body: (inout SolverCore) -> Result) -> Result {
        body(&storage.state.pointee)
    }

    /// How optional constraints are weighed against each other.
    public var priorityModel: PriorityModel { read { $0.priorityModel } }

    /// Creates an empty solver.
    /// - Parameter priorities: the priority model, ``PriorityModel/strict`` by default.
    public init(priorities: PriorityModel = .strict) {
        storage = Storage(SolverCore(priorities: priorities))
    }

    /// The current value of `variable`; 0 for a variable the solver has never seen.
    /// - Complexity: O(1) (one hash lookup).
    public func value(of variable: Variable) -> Double {
        read { $0.value(of: variable) }
    }

    /// Whether the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool {
        read { $0.contains(constraint) }
    }

    /// The constraints the solver holds, in the order they were added (edit constraints
    /// excluded).
    public var constraints: [Constraint] { read { $0.constraints } }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        read { $0.hasEditVariable(variable) }
    }

    /// Removes every constraint and edit variable.
    public mutating func reset() {
        core.reset()
    }

    /// Counters of the work done so far and the tableau's current size.
    /// - Complexity: O(rows).
    public var statistics: SolverStatistics { read { $0.statistics } }
}

// What `Stacks` and the tests read and tune.
extension Solver {
    /// Whether removals reclaim symbol ids (off only in tests that compare against a solver
    /// that never does: reusing the last ids and renumbering must change no result, bit
    /// for bit).
    package var compactsSymbols: Bool {
        get { read { $0.compactsSymbols } }
        set { core.compactsSymbols = newValue }
    }

    /// Whether calls made while updates are deferred are checked (see ``settle``). A
    /// layer that reads no value before ``endUpdates()`` (checked like any call) can turn
    /// this off: for a stack of ten items they are 30% more instructions in its first layout.
    package var checksWhileDeferred: Bool {
        get { read { $0.checksWhileDeferred } }
        set { core.checksWhileDeferred = newValue }
    }

    /// Whether required equalities keep their dummy markers in the rows, as in Cassowary
    /// (tests compare the two ways; see `Solver+MarkerColumns.swift`).
    package var keepsEqualityMarkers: Bool {
        get { read { $0.keepsEqualityMarkers } }
        set { core.keepsEqualityMarkers = newValue }
    }

    /// The sizes, in checked terms, of the systems whose checks go through a snapshot
    /// (tests widen it to exercise the snapshot on small systems). Below: the churn
    /// workload (4 constraints, a removal and new symbols every call) took 3.9 k
    /// instructions per check with a snapshot and 1.5 k without, while the enaml layout's
    /// build (about 400 terms) took as many instructions with snapshots from 33 terms on
    /// as from the start, and 3% more from 129. Above: checks are paced by work, so they
    /// cost at most the solver's work, and the snapshot and the cached scales cost 16 to
    /// 24 bytes per symbol (a chain of 10,000 links grew by 992 instead of 931 bytes per
    /// constraint with them).
    package var snapshotTerms: ClosedRange<Int> {
        get { read { $0.snapshotTerms } }
        set { core.snapshotTerms = newValue }
    }

    /// A number that changes whenever a constraint is added or removed: a layer can tell
    /// whether a batch of updates changed what the solver holds.
    package var membershipVersion: Int { read { $0.membershipVersion } }

    /// The tie-break rank the next ``add(_:)-(Constraint)`` without an explicit rank gives.
    package var nextTieBreakRank: Double { read { $0.nextTieBreakRank } }

    /// Which of `variables` have a value that is not unique among the optimal solutions:
    /// UIKit's "ambiguous layout".
    ///
    /// At the optimum, the solutions that are just as good at every priority level form a
    /// face of the feasible region. A nonbasic column whose reduced cost is zero at every
    /// priority level moves along that face: a user variable in either direction, a slack
    /// or error upwards, as far as the restricted rows allow. A variable is undetermined
    /// when it is such a column, or when its definition depends on one that can move by a
    /// positive step. The tie-break level counts like the others: a choice made by the
    /// order in which constraints give way when everything else is equal is a rule (the
    /// spec's tie rule), not an ambiguity. A variable the solver has never seen is
    /// undetermined.
    ///
    /// The test moves one column at a time, so at a degenerate optimum (a column blocked by
    /// a row at zero that a combination of columns could still leave) it can miss an
    /// ambiguity; what it reports is always a real one.
    /// - Parameter variables: the variables to judge.
    /// - Returns: for each variable, whether it is undetermined.
    /// - Complexity: O(symbols × levels + cells); the tableau is copied first, so the
    ///   solver is left exactly as it was.
    package func undetermined(_ variables: [Variable]) -> [Bool] {
        read { $0.undetermined(variables) }
    }

    /// Adds a constraint like ``add(_:)-(Constraint)`` and returns the tie-break rank it
    /// was given (``nextTieBreakRank`` before the call).
    /// - Throws: as ``add(_:)-(Constraint)``.
    package mutating func addReturningRank(_ constraint: Constraint) throws(SolverError) -> Double {
        try core.addReturningRank(constraint)
    }

    /// Puts the marker columns of required equalities into the rows, all from one
    /// factorisation of the basis, so that their constraints can be removed or shifted.
    /// - Parameter constraints: constraints the solver holds; those that do not need it
    ///   (``needsMarkerColumn(_:)``) are skipped.
    /// - Returns: false when the basis could not be solved (the rows are unchanged).
    @discardableResult
    package mutating func materializeMarkerColumns(of constraints: [Constraint]) -> Bool {
        core.materializeMarkerColumns(of: constraints)
    }
}
