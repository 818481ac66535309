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
/// `Solver` is a value type: a copy is an independent solver (copy-on-write, so copying
/// is cheap until one side changes). Every call either succeeds or throws and leaves
/// the solver exactly as it was.
public struct Solver: Sendable {
    /// How optional constraints are weighed against each other.
    public let priorityModel: PriorityModel

    var tableau = Tableau()
    /// The symbol of each variable some constraint holds (the table keeps them alive).
    var symbols = SymbolTable()
    /// The constraints held, with what the solver keeps for each, in the deterministic
    /// order in which ``verifySolution()`` checks them.
    var records = RecordTable()
    /// Whether removals reclaim symbol ids (off only in tests that compare against a solver
    /// that never does: reusing the last ids and renumbering must change no result, bit
    /// for bit).
    package var compactsSymbols: Bool {
        get { tableau.reclaimsSymbols }
        set { tableau.reclaimsSymbols = newValue }
    }
    /// Whether calls made while updates are deferred are checked (see ``settle``). A
    /// layer that reads no value before ``endUpdates()`` (checked like any call) can turn
    /// this off: for a stack of ten items they are 30% more instructions in its first layout.
    package var checksWhileDeferred = true
    /// Whether required equalities keep their dummy markers in the rows, as in Cassowary
    /// (tests compare the two ways; see `Solver+MarkerColumns.swift`).
    package var keepsEqualityMarkers = false
    /// Whether each public call checks its result (off inside a rebuild, which checks once).
    var checksSolutions = true
    /// `tableau.work` when the solution was last checked, and the terms a check reads:
    /// a check runs once the work since the last one reaches its own cost.
    var workAtLastCheck = 0
    var checkedTermCount = 0
    /// What the last passing check saw, so that the next evaluates only what moved since
    /// (nil before the first check, after a failed one and after renumbering symbols).
    var lastCheck: CheckSnapshot? = nil
    /// The sizes, in checked terms, of the systems whose checks go through a snapshot
    /// (tests widen it to exercise the snapshot on small systems). Below: the churn
    /// workload (4 constraints, a removal and new symbols every call) took 3.9 k
    /// instructions per check with a snapshot and 1.5 k without, while the enaml layout's
    /// build (about 400 terms) took as many instructions with snapshots from 33 terms on
    /// as from the start, and 3% more from 129. Above: checks are paced by work, so they
    /// cost at most the solver's work, and the snapshot and the cached scales cost 16 to
    /// 24 bytes per symbol (a chain of 10,000 links grew by 992 instead of 931 bytes per
    /// constraint with them).
    package var snapshotTerms = 33...4_096
    /// The data scales of the constraints held, kept current between checks; nil when a
    /// removal or renumbering invalidated them.
    var scaleCache: DataScales? = nil
    /// Whether a check has ever failed on this system: its tableau has shown it can lose
    /// precision, so every later call is checked, whatever its work (pacing assumes
    /// that a call with little work cannot spoil a sound tableau).
    var checksEveryCall = false
    /// Whether ``polishOptimum()`` left reduced costs that still look like residue.
    var optimumInDoubt = false
    /// A rebuild after a failed check uses the most conservative placement rules.
    var isConservative = false
    /// The exact optimum by symbol, when the last call had to fall back to rational
    /// arithmetic (``exactOptimum()``): ``value(of:)`` reads it until the next change.
    var exactValues: [Double]? = nil
    /// Storage kept between calls for lists that placing and removing a constraint build
    /// (`Solver+Placement.swift`, ``markerExits(_:)``); empty between calls.
    var parameterScratch: [(count: Int, symbol: Symbol)] = []
    var exitScratch: [(length: Int, symbol: Symbol)] = []
    var edits = IdentityTable<EditRecord>()
    var serial = 0
    /// Constraints removed so far (with ``serial``, a count of changes to what is held).
    var removals = 0
    /// Whether re-optimisation waits for ``endUpdates()``.
    var isDeferring = false
    /// Whether a change since ``beginUpdates()`` still needs re-optimisation.
    var hasDeferredWork = false

    /// What the solver keeps for each constraint it holds.
    struct ConstraintRecord: Sendable {
        let constraint: Constraint
        /// The slack (inequality), the positive error (optional equality) or the dummy
        /// (required equality) that marks the constraint's row.
        var marker: Symbol
        /// The second error symbol of an optional constraint, or -1.
        var other: Symbol
        /// Creation order, for reporting in the order constraints were added.
        let serial: Int
        /// The weight of the constraint's errors in the tie-break level.
        var tieBreakRank: Double
        /// `lhs - rhs` over symbols, like terms combined: what the check evaluates.
        var terms: [Cell] = []
        var constant: Double = 0
    }

    /// What the solver keeps for each edit variable.
    struct EditRecord: Sendable {
        let variable: Variable
        let constraint: Constraint
        /// The edit constraint's error pair, `v - e⁺ + e⁻ = suggested`.
        var plus: Symbol
        var minus: Symbol
        var suggested: Double
    }

    /// Creates an empty solver.
    /// - Parameter priorities: the priority model, ``PriorityModel/strict`` by default.
    public init(priorities: PriorityModel = .strict) {
        self.priorityModel = priorities
    }

    /// The current value of `variable`; 0 for a variable the solver has never seen.
    /// - Complexity: O(1) (one hash lookup).
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable.id] else { return 0 }
        if let exactValues, Int(symbol) < exactValues.count { return exactValues[Int(symbol)] }
        return tableau.value(of: symbol)
    }

    /// Whether the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints the solver holds, in the order they were added (edit constraints
    /// excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.unorderedValues.map { ObjectIdentifier($0.constraint) })
        return records.entries
            .filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    /// A number that changes whenever a constraint is added or removed: a layer can tell
    /// whether a batch of updates changed what the solver holds.
    package var membershipVersion: Int { serial + removals }

    /// The tie-break rank the next ``add(_:)-(Constraint)`` without an explicit rank gives.
    package var nextTieBreakRank: Double { Double(serial + 1) }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.id] != nil
    }

    /// Removes every constraint and edit variable.
    public mutating func reset() {
        let (compacts, checks, keeps) = (compactsSymbols, checksWhileDeferred, keepsEqualityMarkers)
        self = Solver(priorities: priorityModel)
        (compactsSymbols, checksWhileDeferred, keepsEqualityMarkers) = (compacts, checks, keeps)
    }

    /// The symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable.id] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols.insert(symbol, for: variable)
        return symbol
    }

    /// The objective level key and weight of an optional priority under this model.
    func objectiveSlot(for priority: Priority) -> (key: Double, weight: Double) {
        switch priorityModel {
        case .strict: (priority.value, 1)
        case .weighted: (0, priority.value)
        }
    }
}
