/// What the last passing check saw: each symbol's value and data scale.
///
/// A constraint's check reads only its own numbers (terms and constant), the values of
/// its variables, slack and error symbols, and the data scales of its variables (the
/// magnitude's floor). When none of these changed since a check it passed, it passes
/// again, bit for bit: the arithmetic is the same. So the next check evaluates only the
/// constraints that hold a symbol whose value moved or whose scale shrank (a larger scale
/// only loosens the floor), and the constraints whose numbers changed.
struct CheckSnapshot: Sendable {
    /// Each symbol's value at the passing check, compared by bit pattern.
    var values: [Double]
    /// Each symbol's data scale at the passing check (``Solver/dataScales()``).
    var scales: DataScales
    /// Markers of constraints whose numbers changed since (a suggestion moves an edit
    /// constraint's constant, `replace` its terms): evaluated whatever their values.
    var changedMarkers: [Symbol] = []
}

extension SolverCore {
    /// Marks a constraint whose terms or constant changed since the last passing check,
    /// so that the next check evaluates it.
    /// - Parameter marker: the constraint's marker symbol.
    mutating func noteChangedNumbers(marker: Symbol) {
        lastCheck?.changedMarkers.append(marker)
    }

    /// The constraint whose check fails worst, as ``worstViolation(accepting:scales:moved:)``,
    /// evaluating only what can have changed since the last passing check (all of it
    /// when there was none, or when the system is fragile, ``checksEveryCall``). A pass
    /// becomes the new snapshot; a failure drops it.
    /// - Complexity: O(symbols + terms of all constraints), with the arithmetic of the check
    ///   only on the constraints that hold a moved symbol.
    mutating func violationSinceLastCheck() -> CheckFailure? {
        guard snapshotTerms.contains(checkedTermCount) else {
            // Below, comparing every value with a snapshot costs more than checking the
            // terms; above, checks are paced by work and the snapshot's memory, two
            // doubles per symbol, is not worth what it saves. The scales stay cached
            // below (a few symbols; computing them afresh was 6% of an add/remove cycle).
            lastCheck = nil
            guard checkedTermCount < snapshotTerms.lowerBound else {
                scaleCache = nil
                return worstViolation()
            }
            // The cache made current in a statement of its own (as an argument, the mutating
            // call made the check copy the whole solver first), then read in place (a copy
            // of it was a retain and a release per check).
            if scaleCache == nil { scaleCache = dataScales() }
            return worstViolation(scales: scaleCache!)
        }
        let scales = currentDataScales()
        let count = tableau.symbolCount
        guard var snapshot = lastCheck, !checksEveryCall else {
            let worst = worstViolation(scales: scales)
            lastCheck = nil
            if worst == nil {
                var values = Array(repeating: 0.0, count: count)
                for index in 0..<count { values[index] = tableau.value(of: Symbol(index)) }
                lastCheck = CheckSnapshot(values: values, scales: scales)
            }
            return worst
        }
        lastCheck = nil  // the snapshot's arrays are rewritten in place below
        var moved = Array(repeating: false, count: count)
        let kept = min(count, snapshot.values.count)
        for index in 0..<kept {
            let symbol = Symbol(index)
            let value = tableau.value(of: symbol)
            guard value.bitPattern != snapshot.values[index].bitPattern || scales[symbol] < snapshot.scales[symbol]
            else { continue }
            moved[index] = true
            snapshot.values[index] = value
        }
        snapshot.values.removeLast(snapshot.values.count - kept)
        for index in kept..<count {
            moved[index] = true
            snapshot.values.append(tableau.value(of: Symbol(index)))
        }
        for marker in snapshot.changedMarkers where Int(marker) < count { moved[Int(marker)] = true }
        let worst = worstViolation(scales: scales, moved: moved)
        if worst == nil {
            snapshot.scales = scales
            snapshot.changedMarkers.truncate(to: 0)
            lastCheck = snapshot
        }
        return worst
    }
}
