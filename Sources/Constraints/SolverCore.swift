/// The state and the work of ``Solver``: every table the solver keeps, and every operation
/// on them. `Solver` holds one in a shared box and hands it out in place (`Solver.core`), so
/// that copying a solver, or reading one held where it cannot be borrowed, costs one
/// reference count rather than one per array here (about eighty).
struct SolverCore: Sendable {
    /// The work of `Solver`'s `priorityModel` (documented there).
    let priorityModel: PriorityModel

    var tableau = Tableau()
    /// The symbol of each variable some constraint holds (the table keeps them alive).
    var symbols = SymbolTable()
    /// The constraints held, with what the solver keeps for each, in the deterministic
    /// order in which ``verifySolution()`` checks them.
    var records = RecordTable()
    /// The work of `Solver`'s `compactsSymbols` (documented there).
    var compactsSymbols: Bool {
        get { tableau.reclaimsSymbols }
        set { tableau.reclaimsSymbols = newValue }
    }
    /// The work of `Solver`'s `checksWhileDeferred` (documented there).
    var checksWhileDeferred = true
    /// The work of `Solver`'s `keepsEqualityMarkers` (documented there).
    var keepsEqualityMarkers = false
    /// Whether each public call checks its result (off inside a rebuild, which checks once).
    var checksSolutions = true
    /// `tableau.work` when the solution was last checked, and the terms a check reads:
    /// a check runs once the work since the last one reaches its own cost.
    var workAtLastCheck = 0
    var checkedTermCount = 0
    /// What the last passing check saw, so that the next evaluates only what moved since
    /// (nil before the first check, after a failed one and after renumbering symbols).
    var lastCheck: CheckSnapshot? = nil
    /// The work of `Solver`'s `snapshotTerms` (documented there).
    var snapshotTerms = 33...4_096
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
    /// Whether a failed check has ever had to take the exact optimum's values (the
    /// tableau's rows had drifted so far that neither refinement nor a rebuild held them,
    /// or its values outgrew the data): its own optimality test is not trusted from then
    /// on (``confirmOptimum()``).
    var neededExactValues = false
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

    /// The work of `Solver`'s `init` (documented there).
    init(priorities: PriorityModel = .strict) {
        self.priorityModel = priorities
    }

    /// The work of `Solver`'s `value` (documented there).
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable.id] else { return 0 }
        if let exactValues, Int(symbol) < exactValues.count { return exactValues[Int(symbol)] }
        return tableau.value(of: symbol)
    }

    /// The work of `Solver`'s `contains` (documented there).
    func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The work of `Solver`'s `constraints` (documented there).
    var constraints: [Constraint] {
        let editConstraints = Set(edits.unorderedValues.map { ObjectIdentifier($0.constraint) })
        return records.entries
            .filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    /// The work of `Solver`'s `membershipVersion` (documented there).
    var membershipVersion: Int { serial + removals }

    /// The work of `Solver`'s `nextTieBreakRank` (documented there).
    var nextTieBreakRank: Double { Double(serial + 1) }

    /// The work of `Solver`'s `hasEditVariable` (documented there).
    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.id] != nil
    }

    /// The work of `Solver`'s `reset` (documented there).
    mutating func reset() {
        let (compacts, checks, keeps) = (compactsSymbols, checksWhileDeferred, keepsEqualityMarkers)
        self = SolverCore(priorities: priorityModel)
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
