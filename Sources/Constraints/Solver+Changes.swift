/// Changing what a solver holds: constraints, edit variables and suggestions, batches of
/// updates, tie-break ranks. Each call first makes the solver's state its own, if a copy
/// shares it.
extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// - Parameter constraint: the constraint; its priority must lie in (0, 1000].
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already present,
    ///   ``SolverError/invalidPriority(_:in:)``, ``SolverError/nonFiniteValue(in:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required constraint
    ///   that cannot hold with the required constraints present, with a minimal set of
    ///   them it conflicts with. The solver is unchanged after any error.
    /// - Complexity: proportional to the rows the new row touches, plus the pivots needed
    ///   to re-optimise.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        try core.add(constraint)
    }

    /// Adds a constraint with an explicit tie-break rank (see ``setTieBreakRank(_:for:)``).
    /// - Throws: as ``add(_:)-(Constraint)``, and ``SolverError/nonFiniteValue(in:)`` for a rank that
    ///   is not finite and positive.
    public mutating func add(_ constraint: Constraint, tieBreakRank: Double) throws(SolverError) {
        try core.add(constraint, tieBreakRank: tieBreakRank)
    }

    /// Adds constraints in order; stops at the first error, keeping those added before it.
    /// - Throws: the first ``SolverError``.
    public mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        try core.add(constraints)
    }

    /// Removes a constraint and re-solves.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not hold it.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        try core.remove(constraint)
    }

    /// Replaces a constraint by another; when the two differ only in their constant terms
    /// (a new width for the root, a new spacing), without rebuilding anything.
    ///
    /// Changing a constant shifts the constraint's marker symbol, which only moves row
    /// constants; the dual simplex then restores feasibility from the current optimum,
    /// as for an edit variable. Any other replacement is a removal and an addition.
    /// - Parameters:
    ///   - constraint: a constraint the solver holds.
    ///   - replacement: a constraint the solver does not hold.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, any error ``add(_:)-(Constraint)`` can throw
    ///   for `replacement` (an unsatisfiable one is explained against the other required
    ///   constraints). The solver is unchanged after any error.
    public mutating func replace(_ constraint: Constraint, with replacement: Constraint) throws(SolverError) {
        try core.replace(constraint, with: replacement)
    }

    /// Makes `variable` editable: it is held at a suggested value with an optional
    /// constraint of `priority`, initially at 0.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` for a required priority, or
    ///   ``SolverError/invalidPriority(_:in:)``.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws(SolverError) {
        try core.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable` and removes its edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Moves an edit variable's target to `value` and re-solves by the dual simplex,
    /// starting from the current optimum (cheap for small moves, as when dragging).
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
    ///   ``SolverError/nonFiniteValue(in:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try core.suggestValue(value, for: variable)
    }

    /// Defers re-optimisation until ``endUpdates()``, for adding or removing many
    /// constraints at once (a first layout, a rebuilt stack).
    ///
    /// Each call still checks everything it checks otherwise and keeps the tableau
    /// feasible (so unsatisfiable required constraints are found and explained at once),
    /// but the objective is minimised only once, at the end: far fewer pivots than
    /// re-optimising after every change. Until then, `value(of:)` reads a feasible point
    /// that may not be optimal, checked like any answer (a point that fails the check is
    /// optimised and settled at once). ``suggestValue(_:for:)`` re-optimises first, as the
    /// dual simplex starts from an optimum.
    public mutating func beginUpdates() {
        core.beginUpdates()
    }

    /// Re-optimises once after ``beginUpdates()`` and returns to re-optimising after
    /// every change.
    /// - Throws: ``SolverError/lossOfPrecision(in:residual:)`` or
    ///   ``SolverError/nonFiniteValue(in:)`` when the optimum cannot be computed
    ///   accurately; updates then stay deferred, so a constraint can be removed first.
    public mutating func endUpdates() throws(SolverError) {
        try core.endUpdates()
    }

    /// Leaves deferred updates after ``endUpdates()`` threw, keeping the optimum found,
    /// unchecked: for a caller that prefers a best-effort answer to none.
    public mutating func abandonUpdates() {
        core.abandonUpdates()
    }

    /// Whether re-optimisation is deferred (between ``beginUpdates()`` and ``endUpdates()``).
    public var isUpdating: Bool { read { $0.isUpdating } }

    /// The tie-break rank of a constraint the solver holds (see
    /// ``setTieBreakRank(_:for:)``); nil when it does not hold it.
    public func tieBreakRank(of constraint: Constraint) -> Double? {
        read { $0.tieBreakRank(of: constraint) }
    }

    /// Changes how a constraint's errors weigh in the tie-break level and re-solves.
    ///
    /// When several solutions are equally good at every priority, the solver picks the
    /// one that minimises `Σ rank × error`: the errors of low-rank constraints are
    /// preferred. By default a constraint's rank is its position in the order of
    /// additions (1, 2, 3, ...), so the constraint added first gives way first: in a row
    /// of views with equal hugging, the first view takes the slack, as in UIKit. A layer
    /// that rebuilds constraints incrementally can pass the ranks a fresh build would use,
    /// so that incremental and fresh layouts agree on ties too.
    /// - Parameters:
    ///   - rank: a finite positive weight.
    ///   - constraint: a constraint the solver holds.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/nonFiniteValue(in:)`` for a rank that is not finite and positive.
    public mutating func setTieBreakRank(_ rank: Double, for constraint: Constraint) throws(SolverError) {
        try core.setTieBreakRank(rank, for: constraint)
    }

    /// Sets the tie-break ranks of several constraints and re-solves once.
    ///
    /// Equivalent to calling ``setTieBreakRank(_:for:)`` for each pair in order, but the
    /// objective is re-optimised and checked once for the whole batch.
    /// - Parameter ranks: constraints the solver holds, each with a finite positive rank.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` or
    ///   ``SolverError/nonFiniteValue(in:)`` for a bad pair, before anything changes.
    /// - Complexity: O(Σ cells of the changed constraints' error rows), plus one
    ///   re-optimisation.
    public mutating func setTieBreakRanks(_ ranks: [(constraint: Constraint, rank: Double)]) throws(SolverError) {
        try core.setTieBreakRanks(ranks)
    }

    /// Checks the solution now (every call checks on its own once the work since the
    /// last check reaches the check's cost; this forces one, as before reading values that
    /// must be right).
    /// - Throws: ``SolverError/lossOfPrecision(in:residual:)`` or
    ///   ``SolverError/nonFiniteValue(in:)`` when the optimum cannot be computed accurately,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when exact arithmetic finds
    ///   the required constraints inconsistent; the solver is then rebuilt from what it holds.
    public mutating func verify() throws(SolverError) {
        try core.verify()
    }
}
