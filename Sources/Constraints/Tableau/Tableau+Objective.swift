/// Reduced costs derived afresh from the error rows.
///
/// Each pivot updates the objective levels in place, so a reduced cost is the end of a
/// long chain of sums. Where the true cost is 0, what is left is rounding residue, and
/// residue of 1e-10 at a high level is enough to block a symbol that would lower a lower
/// level by thousands: the lexicographic rule reads the first nonzero entry. Summing the
/// error rows once, with the magnitude of what was summed, tells residue from a cost.
extension Tableau {
    /// Relative size, against the magnitudes summed into it, below which a recomputed
    /// reduced cost is rounding: it counts as zero.
    static let costResidue = 1e-10
    /// A nonbasic symbol whose first nonzero cost is this many times smaller than a later
    /// level's is suspected of carrying residue (layout systems have ratios near 1).
    static let suspectRatio = 1e-6

    /// How many levels are priority levels (all but a trailing tie-break level).
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    var priorityLevelCount: Int {
        levels.last?.key == Self.tieBreakKey ? levels.count - 1 : levels.count
    }

    /// Whether `symbol`'s cost vector starts, at a priority level, with an entry tiny
    /// beside a later priority level's, so that residue may decide its sign. The
    /// tie-break level is left out: it decides only between optima, and its weights
    /// (ranks in the thousands beside priorities of 0.001) would make every cost suspect.
    /// - Complexity: O(levels).
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func isSuspect(_ symbol: Symbol) -> Bool {
        let count = priorityLevelCount
        var lead = 0.0
        for l in 0..<count {
            let c = abs(levels[l].costs[Int(symbol)])
            if lead == 0 {
                lead = c
            } else if lead < Self.suspectRatio * c {
                return kinds[Int(symbol)] != .dummy
            }
        }
        return false
    }

    /// Whether some nonbasic symbol's costs are suspect (``isSuspect(_:)``).
    /// - Complexity: O(symbols × levels).
    func hasSuspectCosts() -> Bool {
        let count = priorityLevelCount
        guard count > 1 else { return false }
        // Level by level, so each level's costs are read in order: the magnitude of each
        // symbol's first nonzero cost so far (0: none yet). Basic symbols cost 0.
        var lead = levels[0].costs.map(abs)
        for l in 1..<count {
            let costs = levels[l].costs
            for s in costs.indices where costs[s] != 0 {
                if lead[s] == 0 {
                    lead[s] = abs(costs[s])
                } else if lead[s] < Self.suspectRatio * abs(costs[s]) && kinds[s] != .dummy {
                    return true
                }
            }
        }
        return false
    }

    /// Whether a suspect cost may have appeared since ``sawSuspectCost`` was last cleared:
    /// the primal simplex flags each symbol it found non-improving with suspect costs,
    /// and the candidates it has not looked at yet (after dual pivots) are scanned here.
    /// Costs that did not change since were scanned before, so this is O(changes).
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func mayHaveSuspectCosts() -> Bool {
        guard priorityLevelCount > 1 else { return false }
        return sawSuspectCost || candidates.contains { !isBasic($0) && isSuspect($0) }
    }

    /// Replaces each level's reduced costs and value by their sums over the error symbols,
    /// `Σ weight × (the error's row, or the error itself when nonbasic)`, with residue
    /// snapped to zero, and marks every symbol whose cost changed as a candidate.
    /// - Parameter weights: per level, the weight of each error symbol by id (0 for
    ///   symbols outside the level). Levels with an empty array are left as they are.
    /// - Returns: whether any cost changed.
    /// - Complexity: O(cells of the error rows × levels + symbols × levels).
    mutating func recomputeCosts(weights: [[Double]]) -> Bool {
        var changed = false
        var magnitudes = Array(repeating: 0.0, count: symbolCount)
        for l in levels.indices where !weights[l].isEmpty {
            var costs = Array(repeating: 0.0, count: symbolCount)
            for k in magnitudes.indices { magnitudes[k] = 0 }
            var value = 0.0
            for (s, weight) in weights[l].enumerated() where weight != 0 {
                let index = Int(rowIndex[s])
                guard index >= 0 else {
                    costs[s] += weight
                    magnitudes[s] += abs(weight)
                    continue
                }
                let row = rows[index]
                value += weight * row.constant
                for cell in row.cells {
                    let term = weight * cell.coefficient
                    costs[Int(cell.symbol)] += term
                    magnitudes[Int(cell.symbol)] += abs(term)
                }
            }
            for s in costs.indices where costs[s] != levels[l].costs[s] {
                if abs(costs[s]) <= Self.costResidue * magnitudes[s] { costs[s] = 0 }
                guard costs[s] != levels[l].costs[s] else { continue }
                changed = true
                markCandidate(Symbol(s))
            }
            levels[l].costs = costs
            levels[l].value = value
        }
        return changed
    }

    /// A cost array of zeros, one per symbol, for a new level: a dropped level's, fitted to
    /// the current symbol count.
    ///
    /// A layout can need a phase one per row (a form of 1,000 rows, 1,000 of them), and
    /// allocating and zeroing a level of every symbol each time was 3% of its first layout.
    /// The arrays hold only zeros, so renumbered or truncated symbols do not matter.
    /// - Complexity: O(symbols made since the array was kept).
    mutating func takeZeroCosts() -> [Double] {
        // Not `popLast() ?? []`: the optional's payload was retained and released again.
        var costs = spareCosts.isEmpty ? [] : spareCosts.removeLast()
        if costs.count > symbolCount {
            costs.removeSubrange(symbolCount...)
        } else if costs.count < symbolCount {
            costs.append(contentsOf: repeatElement(0, count: symbolCount - costs.count))
        }
        return costs
    }

    /// Keeps a dropped level's cost array, which must hold only zeros, for ``takeZeroCosts()``.
    mutating func keepZeroCosts(_ costs: consuming [Double]) {
        if spareCosts.count < 2 { spareCosts.append(costs) }
    }
}
