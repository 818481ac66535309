/// Per symbol, the scale the problem's own numbers give it: the smallest nonzero
/// `|constant| / |coefficient|` among the constraints that hold it (the tightest statement
/// about it: `v == 1` holds `v` to its precision even beside `0.001 * v == 1e6 @weak`); for
/// a symbol whose constraints all have constant 0, the largest such ratio in the system.
/// It comes from the problem, not from the solution, so values that rounding blew up
/// cannot loosen the check (``Solver/scaleShare``).
///
/// Kept up to date as constraints come: an added constraint can only lower a symbol's
/// scale and raise the largest ratio. A removed one, or a changed constant, invalidates
/// the scales only when one of its ratios was a minimum or the largest.
struct DataScales: Sendable {
    /// By symbol: the smallest ratio, or infinity when no constraint with a nonzero
    /// constant holds it (symbols beyond the end likewise).
    private var smallest: [Double] = []
    /// The largest ratio in the system.
    private var largest = 0.0

    /// The scale of `symbol`.
    subscript(symbol: Symbol) -> Double {
        let index = Int(symbol)
        return index < smallest.count && smallest[index] != .infinity ? smallest[index] : largest
    }

    /// Counts the ratios of a constraint `Σ terms + constant`.
    mutating func add(_ terms: [Cell], constant: Double) {
        let constant = abs(constant)
        guard constant > 0 else { return }
        for cell in terms {
            let index = Int(cell.symbol)
            while index >= smallest.count { smallest.append(.infinity) }
            let ratio = constant / abs(cell.coefficient)
            smallest[index] = min(smallest[index], ratio)
            largest = max(largest, ratio)
        }
    }

    /// Whether taking the ratios of `Σ terms + constant` away leaves every scale as it is:
    /// none of them is a symbol's minimum or the largest.
    func survivesRemoval(of terms: [Cell], constant: Double) -> Bool {
        let constant = abs(constant)
        guard constant > 0 else { return true }
        for cell in terms {
            let ratio = constant / abs(cell.coefficient)
            let index = Int(cell.symbol)
            if ratio >= largest || (index < smallest.count && ratio <= smallest[index]) { return false }
        }
        return true
    }
}

extension SolverCore {
    /// The data scales of the constraints held, computed afresh.
    /// - Complexity: O(terms of all constraints).
    func dataScales() -> DataScales {
        var scales = DataScales()
        records.entries.withUnsafeBufferPointer { entries in
            // Read in place: copying a record out retains its constraint and terms.
            for index in entries.indices { scales.add(entries[index].terms, constant: entries[index].constant) }
        }
        return scales
    }

    /// The data scales, from the cache kept up to date by ``noteScales(adding:)`` and
    /// ``noteScales(removing:)``, computed afresh when it was invalidated.
    mutating func currentDataScales() -> DataScales {
        if let scales = scaleCache { return scales }
        let scales = dataScales()
        scaleCache = scales
        return scales
    }

    /// Keeps the cached scales current as a record's numbers join the system.
    mutating func noteScales(adding record: ConstraintRecord) {
        scaleCache?.add(record.terms, constant: record.constant)
    }

    /// Keeps the cached scales current as a record's numbers leave the system: it is
    /// dropped when they held a minimum or the largest ratio.
    mutating func noteScales(removing record: ConstraintRecord) {
        if scaleCache?.survivesRemoval(of: record.terms, constant: record.constant) == false { scaleCache = nil }
    }

    /// ``noteScales(adding:)`` or ``noteScales(removing:)`` for the record at `index` of
    /// ``records``, read in place (passed as a value it was copied, its constraint and
    /// terms retained, on every suggestion, cache or no cache).
    mutating func noteScales(recordAt index: Int, adding: Bool) {
        guard scaleCache != nil else { return }
        if adding {
            scaleCache?.add(records.entries[index].terms, constant: records.entries[index].constant)
        } else if scaleCache?.survivesRemoval(
            of: records.entries[index].terms, constant: records.entries[index].constant) == false
        {
            scaleCache = nil
        }
    }
}
