/// The primal and dual simplex on a lexicographic objective.
///
/// A symbol's reduced cost is a vector, one entry per level; it improves the objective
/// when its first nonzero entry is negative (in the direction the symbol may move).
/// Comparing vectors level by level is what keeps priorities strictly ordered with no
/// weight ladder.
extension Tableau {
    /// How many pivots in a row may leave the objective unchanged before the entering
    /// rule switches from steepest (Dantzig) to Bland's, which cannot cycle.
    static let degenerateLimit = 64

    /// The sign of `symbol`'s reduced-cost vector over the first `levelCount` levels.
    @inline(__always)
    func costSign(_ symbol: Symbol, levelCount: Int) -> Int {
        for l in 0..<levelCount {
            let c = levels[l].costs[Int(symbol)]
            if c < 0 { return -1 }
            if c > 0 { return 1 }
        }
        return 0
    }

    /// Whether `a` is the better entering symbol than `b` (both improving): the one that
    /// improves a higher level first; at the same level, the larger improvement per row
    /// its pivot rewrites (``pricingRowsExponent(of:)``), then the steeper (Dantzig's rule: the
    /// direction-adjusted costs compared level by level).
    ///
    /// Counting the rows keeps the tableau sparse: Dantzig's rule alone entered the
    /// symbols that every gap's row of an equal-centering stack holds, and the simplex
    /// went through bases far denser than its optimum (1,000 items: 0.98 s, 0.28 s so;
    /// `docs/solver.md`, "The primal simplex on levels"). The order is total (a key
    /// compared part by part), so the pricing heap picks what a scan picks.
    @inline(__always)
    func steeper(_ a: Symbol, _ da: Double, than b: Symbol, _ db: Double, levelCount: Int) -> Bool {
        var l = 0
        while l < levelCount {
            let ca = da * levels[l].costs[Int(a)]
            let cb = db * levels[l].costs[Int(b)]
            if ca == 0 && cb == 0 {
                l += 1
                continue
            }
            // Only one improves this level (its cost is negative): it is the better.
            if ca == 0 || cb == 0 { return ca < cb }
            // Equal counts compare as the costs; unequal ones divide them exactly (powers
            // of two).
            let (rowsA, rowsB) = (pricingRowsExponent(of: a), pricingRowsExponent(of: b))
            if rowsA != rowsB {
                let (perRowA, perRowB) = (Double(sign: .plus, exponent: -rowsA, significand: ca),
                                          Double(sign: .plus, exponent: -rowsB, significand: cb))
                if perRowA != perRowB { return perRowA < perRowB }
            }
            break
        }
        while l < levelCount {
            let ca = da * levels[l].costs[Int(a)]
            let cb = db * levels[l].costs[Int(b)]
            if ca != cb { return ca < cb }
            l += 1
        }
        // Equally steep: a slack or error before a user variable (a user variable entering
        // leaves its parameter role and densifies rows), then the cheaper for the levels
        // not being optimised (phase one while updates are deferred), then the oldest.
        let aExternal = kinds[Int(a)] == .external
        if aExternal != (kinds[Int(b)] == .external) { return !aExternal }
        for l in levelCount..<levels.count {
            let ca = da * levels[l].costs[Int(a)]
            let cb = db * levels[l].costs[Int(b)]
            if ca != cb { return ca < cb }
        }
        return a < b
    }

    /// How many rows entering `symbol` rewrites, as pricing counts them, as a power of
    /// two: its column's size plus one (``columnSize(of:)``), rounded down to a power of
    /// two and divided by 8, at least 1 (1 for columns of up to 14 rows, 2 for 15 to 30, 4
    /// for 31 to 62 and so on). Short columns count alike, so small systems and a stack's
    /// local pivots keep Dantzig's choices (a top-aligned row counted row by row took a
    /// quadratic detour of degenerate pivots); long columns, the ones that fill rows in,
    /// weigh roughly in proportion.
    /// - Returns: the exponent.
    @inline(__always)
    func pricingRowsExponent(of symbol: Symbol) -> Int {
        let rows = columnSize(of: symbol) + 1
        return max(0, Int.bitWidth - rows.leadingZeroBitCount - 4)
    }

    /// The basic symbol whose row first blocks `entering` as it moves in `direction`,
    /// with the step length; nil when nothing blocks it.
    ///
    /// Among rows whose ratios are equal up to rounding, the largest pivot relative to its
    /// row wins (dividing by the smallest coefficient of a row amplifies its rounding),
    /// then the oldest basic. A small coefficient is never skipped: in a system whose
    /// coefficients span 1e-6 to 1e9 it can be the only real bound.
    mutating func leavingSymbol(for entering: Symbol, direction: Double) -> (symbol: Symbol, ratio: Double)? {
        var best: (symbol: Symbol, ratio: Double, quality: Double)? = nil
        forEachRow(holding: entering) { tableau, index, coefficient in
            let basic = tableau.basics[index]
            guard tableau.kinds[Int(basic)].isRestricted, direction * coefficient < 0 else { return }
            let ratio = max(tableau.rows[index].constant, 0) / abs(coefficient)
            var tied = false
            if let current = best {
                tied = Tolerance.nearlyEqual(ratio, current.ratio)
                if !tied && ratio > current.ratio { return }
            }
            let quality = tableau.rows[index].pivotQuality(of: coefficient)
            if tied, let current = best,
                quality < current.quality || (quality == current.quality && basic > current.symbol)
            {
                return
            }
            best = (basic, ratio, quality)
        }
        return best.map { ($0.symbol, $0.ratio) }
    }

    /// Minimises the objective levels lexicographically by the primal simplex, keeping
    /// every restricted basic nonnegative.
    /// - Parameter levelCount: optimise only the first levels (phase one while updates
    ///   are deferred); the rest may be left non-optimal, to be found by
    ///   ``markAllCandidates()``.
    package mutating func optimize(levelCount: Int? = nil) {
        let count = min(levelCount ?? levels.count, levels.count)
        var degenerate = 0
        var pivotCount = 0
        while let (entering, direction) = enteringSymbol(
            bland: degenerate >= Self.degenerateLimit, levelCount: count,
            heapAllowed: allowsPricingHeap && pivotCount >= Self.scansBeforeHeap)
        {
            pivotCount += 1
            // Entering the basis, or unbounded: either way it leaves the heap.
            removeFromPricing(entering, levelCount: count)
            guard let (leaving, ratio) = leavingSymbol(for: entering, direction: direction) else {
                // Unbounded: impossible for a sum of nonnegative errors. Stop rather than trap,
                // and drop the symbol until its costs change (the scan keeps improving ones).
                isCandidate[Int(entering)] = false
                saveCandidatesForUndo()
                candidates.removeAll { $0 == entering }
                continue
            }
            pivot(entering: entering, leaving: leaving)
            degenerate = ratio == 0 ? degenerate + 1 : 0
            assert(pricingHeapIsOrdered(levelCount: count), "the pricing heap lost its order in a pivot")
        }
        saveInfeasibleForUndo()
        infeasible.truncate(to: 0)
    }

    /// Marks every nonbasic symbol with a nonzero reduced cost as a candidate: after
    /// optimising only some levels, improving symbols of the others may be unmarked.
    package mutating func markAllCandidates() {
        for level in levels {
            for (s, cost) in level.costs.enumerated() where cost != 0 { markCandidate(Symbol(s)) }
        }
    }

    /// Restores primal feasibility after row constants changed (an edit's suggested value,
    /// a constraint's new constant) by the dual simplex, keeping the objective optimal.
    /// - Returns: false when some row cannot be made feasible: the constraints cannot all
    ///   hold (impossible when only optional targets moved).
    @discardableResult
    package mutating func dualOptimize() -> Bool {
        var feasible = true
        saveInfeasibleForUndo()
        while let leaving = infeasible.popLast() {
            let index = rowIndex[Int(leaving)]
            guard index >= 0, rows[Int(index)].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(in: rows[Int(index)]) else {
                feasible = false
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
        return feasible
    }

    /// Makes every restricted row feasible again after a change pushed some negative, by
    /// pivoting each out with a symbol that can raise it: a slack or error first (by the
    /// dual ratio), else a user variable. Unlike ``dualOptimize()`` it does not assume an
    /// optimal objective, so it may cycle: it gives up after `pivotLimit` pivots.
    /// - Returns: whether every row is feasible; false also when some row cannot be raised.
    mutating func restoreFeasibility(pivotLimit: Int) -> Bool {
        var pivotsLeft = pivotLimit
        saveInfeasibleForUndo()
        while let leaving = infeasible.popLast() {
            let index = rowIndex[Int(leaving)]
            guard index >= 0, rows[Int(index)].constant < 0 else { continue }
            guard pivotsLeft > 0 else { return false }
            var best: Cell? = nil
            var external: Symbol? = nil
            let largest = rows[Int(index)].largestCoefficient
            for cell in rows[Int(index)].cells where abs(cell.coefficient) > Tolerance.pivot * largest {
                switch kinds[Int(cell.symbol)] {
                case .slack, .error:
                    guard cell.coefficient > 0 else { continue }
                    if best.map({ dualRatioLess(cell, $0) }) ?? true { best = cell }
                case .external:
                    if external == nil { external = cell.symbol }
                case .dummy:
                    continue
                }
            }
            guard let entering = best?.symbol ?? external else { return false }
            pivot(entering: entering, leaving: leaving)
            pivotsLeft -= 1
        }
        return true
    }

    /// The column with the smallest reduced cost per unit of coefficient among those
    /// that can raise the row: restricted symbols with a positive coefficient, user
    /// variables with any (they are free, with zero reduced cost at an optimum).
    /// Entering there keeps every reduced cost nonnegative.
    func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: Cell? = nil
        for cell in row.cells {
            let kind = kinds[Int(cell.symbol)]
            guard kind == .external ? cell.coefficient != 0 : (cell.coefficient > 0 && kind != .dummy) else { continue }
            guard let current = best else { best = cell; continue }
            if dualRatioLess(cell, current) { best = cell }
        }
        return best?.symbol
    }

    /// Whether `costs(a) / |a.coefficient|` is lexicographically below that of `b`
    /// (cross-multiplied by the coefficients' magnitudes).
    /// Ratios equal up to rounding count as ties, decided by the next level: otherwise the
    /// residue of a division could pick a column that leaves a lower level dual infeasible.
    /// Ratios equal at every level go to the larger coefficient, then the older symbol.
    @inline(__always)
    func dualRatioLess(_ a: Cell, _ b: Cell) -> Bool {
        for level in levels {
            let ra = level.costs[Int(a.symbol)] * abs(b.coefficient)
            let rb = level.costs[Int(b.symbol)] * abs(a.coefficient)
            if Tolerance.sum(ra, -rb) != 0 { return ra < rb }
        }
        // Equal ratios at every level: the larger pivot is the safer one.
        if abs(a.coefficient) != abs(b.coefficient) { return abs(a.coefficient) > abs(b.coefficient) }
        return a.symbol < b.symbol
    }
}
