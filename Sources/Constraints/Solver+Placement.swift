/// Where a new constraint's row goes: which symbol it makes basic.
extension SolverCore {
    /// The outcome of ``place(_:marker:other:absorber:scale:)``.
    enum Placement {
        /// The row is in the tableau.
        case placed
        /// The row cannot hold with the required constraints present (nothing changed).
        case contradictory
    }

    /// Puts a new constraint's row (over nonbasic and defined variables, with its markers)
    /// into the tableau, choosing the basic symbol to keep rows short:
    /// 1. a row that holds at the current point makes its own slack or error basic, so
    ///    the user variables in it stay parameters;
    /// 2. otherwise it defines a user variable that no definition refers to, keeping its
    ///    references (restricted rows that hold the variable get the expansion);
    ///    or else a user variable that only definitions hold, found through the row's
    ///    references, by the row expanded only through what depends on that variable
    ///    (re-rooting, `Tableau+Rerooting.swift`);
    /// 3. otherwise it is expanded and defines any user variable in it, the one in the
    ///    fewest rows first;
    /// 4. otherwise the first of those user variables anyway, if a few dual pivots make the
    ///    rows it pushed negative feasible again;
    /// 5. otherwise the constraint's own slack or error, if that keeps the row feasible;
    /// 6. otherwise phase one.
    /// A user variable is skipped in 2 and 3 when taking the row's value would push a
    /// restricted row negative.
    /// - Parameter constraint: the constraint being added (phase one may ask whether it fits
    ///   exactly); passed down rather than kept on the solver, which retained and released
    ///   it on every addition.
    /// - Returns: whether the row could be placed.
    mutating func place(
        _ raw: Row, of constraint: Constraint, marker: Symbol, other: Symbol, absorber: Symbol?, scale: Double
    ) -> Placement {
        let ownSymbols = SymbolPair(marker, other) { tableau.kinds[Int($0)].isPivotable }
        // The candidate subjects of rules 2 and 3, in a list kept from one call to the next
        // (two lists grown from empty per addition, with their reference counting).
        var parameters: [(count: Int, symbol: Symbol)] = []
        swap(&parameters, &parameterScratch)
        defer {
            parameters.truncate(to: 0)
            swap(&parameters, &parameterScratch)
        }
        var expanded: Row? = nil
        if !ownSymbols.isEmpty {
            var row = tableau.expand(raw)
            expanded = row
            if row.constant == 0, let symbol = subjectAtZero(of: row, among: ownSymbols) {
                if row.coefficient(of: symbol) > 0 { row.scale(by: -1) }
                addRestricted(row, basic: symbol)
                return .placed
            }
        }
        // 2. A parameter no definition refers to: define it by the raw row.
        let value = tableau.currentValue(of: raw)
        parametersByRowCount(in: raw, except: absorber, into: &parameters) {
            !$0.tableau.isBasic($1) && !$0.tableau.isReferencedByDefinition($1)
        }
        for (count, symbol) in parameters
        where substitutionStaysFeasible(symbol, value: -value / raw.coefficient(of: symbol)) {
            var definition = raw
            definition.solve(for: symbol)
            if count > 0 || tableau.levels.contains(where: { $0.costs[Int(symbol)] != 0 }) {
                // Taken, not copied: a second reference would make the first change copy it.
                var row = expanded.take() ?? tableau.expand(raw)
                row.solve(for: symbol)
                tableau.endColumnLog()  // the addition can no longer fail
                tableau.substitute(symbol, with: row)
            }
            tableau.insertRow(definition, basic: symbol)
            return .placed
        }
        // 2b. A parameter that definitions refer to: defined by the row expanded only
        // through the definitions that depend on it (`Tableau+Rerooting.swift`).
        if let (symbol, definition) = tableau.rerootedDefinition(
            of: raw, except: absorber, threshold: isConservative ? 0.1 : Tolerance.pivot)
        {
            tableau.insertRow(definition, basic: symbol)
            return .placed
        }
        // 3. Any user variable of the expansion.
        var row = expanded.take() ?? tableau.expand(raw)
        if row.constant < 0 { row.scale(by: -1) }
        parametersByRowCount(in: row, except: absorber, into: &parameters) { _, _ in true }
        for (_, symbol) in parameters
        where substitutionStaysFeasible(symbol, value: -row.constant / row.coefficient(of: symbol)) {
            row.solve(for: symbol)
            tableau.endColumnLog()  // the addition can no longer fail
            tableau.substitute(symbol, with: row)
            tableau.insertRow(row, basic: symbol)
            return .placed
        }
        if let (_, symbol) = parameters.first, defineRestoringFeasibility(symbol, by: row) {
            return .placed
        }
        if let absorber, row.coefficient(of: absorber) != 0 {
            // No other row holds the absorber: defining it needs no substitution.
            var definition = raw
            definition.solve(for: absorber)
            tableau.insertRow(definition, basic: absorber)
            return .placed
        }
        // 5. The constraint's own slack or error, at a nonnegative value.
        if let symbol = ownSymbols.first(where: { row.coefficient(of: $0) < 0 && row.pivotQuality(of: row.coefficient(of: $0)) > Tolerance.pivot }) {
            addRestricted(row, basic: symbol)
            return .placed
        }
        // A required equality's own dummy (coefficient 1) measures what is rounding residue:
        // a hundred units of roundoff of it (real coefficients of a thousandth of a millionth
        // are well above that; a fuzzed `0.001 * v` over a `1e6 * v` held 1e-9, and the
        // pivot tolerance called it residue and refused a feasible constraint).
        let residue = tableau.kinds[Int(marker)] == .dummy ? 1e-14 * row.largestCoefficient : 0
        if row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy || abs($0.coefficient) <= residue }) {
            // Only fixed-at-zero symbols and rounding residue, which may never be a pivot:
            // the constraint is redundant or contradictory.
            guard abs(row.constant) <= Tolerance.feasibility * scale else { return .contradictory }
            row.solve(for: marker)
            tableau.insertRow(row, basic: marker)
            return .placed
        }
        // 6. Phase one.
        return addWithArtificialVariable(row, of: constraint, scale: scale) ? .placed : .contradictory
    }

    /// Which of a constraint's own symbols becomes basic when its row holds at the current
    /// point (rule 1): the first, unless the constraint is an optional equality whose
    /// positive error, made basic, would leave the row's other symbols with improving
    /// reduced costs of more than two copies of its own weight each, where the negative
    /// error would leave less.
    ///
    /// Both errors stand at 0 there, so either is a feasible basis; what differs is the
    /// reduced costs the substitution leaves on the row's other symbols. Stacks add one
    /// copy of the same optional equality per item (UIKit's spanning boundaries, tied to
    /// each other by required alignments). Always making the positive error basic leaves
    /// a basis that the simplex must then rebalance, one degenerate pivot per copy
    /// through rows that all hold the shared symbol: quadratic (a row of 1,000
    /// top-aligned items, 1,500 pivots). Switching once the imbalance passes two copies
    /// keeps it bounded as the basis is built; switching at every imbalance changed the
    /// bases of two-copy groups for the worse (a list of 300 cells, each with a two-label
    /// column: 2.8x slower).
    private func subjectAtZero(of row: Row, among ownSymbols: SymbolPair) -> Symbol? {
        let present = ownSymbols.keeping { row.coefficient(of: $0) != 0 }
        guard present.count == 2, tableau.kinds[Int(present[0])] == .error else { return present.first }
        // The kinds alone, not `self`: the lazy filter's closure escapes, and capturing
        // `self` copied the whole solver.
        let kinds = tableau.kinds
        let others = row.cells.lazy.filter { !present.contains($0.symbol) && kinds[Int($0.symbol)] != .dummy }.count
        for level in tableau.levels[..<tableau.priorityLevelCount] {
            let weight = abs(level.costs[Int(present[0])])
            let first = improvingCosts(left: row, basic: present[0], costs: level.costs)
            let second = improvingCosts(left: row, basic: present[1], costs: level.costs)
            if first > 2 * weight * Double(others) && second < first { return present[1] }
            if first != second { break }
        }
        return present[0]
    }

    /// The improving parts of the reduced costs that `row`'s other symbols would have at
    /// one level after `basic` became basic by `row`: any nonzero cost of a user variable
    /// (free in sign), the negative cost of a slack or error (dummies never enter).
    private func improvingCosts(left row: Row, basic: Symbol, costs: [Double]) -> Double {
        let moved = costs[Int(basic)]
        let pivot = row.coefficient(of: basic)
        var total = 0.0
        for cell in row.cells where cell.symbol != basic {
            let cost = costs[Int(cell.symbol)] - moved * cell.coefficient / pivot
            switch tableau.kinds[Int(cell.symbol)] {
            case .external: total += abs(cost)
            case .slack, .error: total += max(0, -cost)
            case .dummy: break
            }
        }
        return total
    }

    /// The user variables of `row` (other than `absorber`) that pass `isCandidate`, with
    /// how many rows hold each, fewest first (the cheapest substitution), then oldest.
    /// - Parameter result: receives them, in place of what it held.
    private mutating func parametersByRowCount(
        in row: Row, except absorber: Symbol?, into result: inout [(count: Int, symbol: Symbol)],
        _ isCandidate: (SolverCore, Symbol) -> Bool
    ) {
        result.truncate(to: 0)
        // A coefficient that is rounding residue would define the variable by noise; a
        // conservative rebuild also avoids dividing by small ones (threshold pivoting).
        let threshold = (isConservative ? 0.1 : Tolerance.pivot) * row.largestCoefficient
        for cell in row.cells
        where tableau.kinds[Int(cell.symbol)] == .external && cell.symbol != absorber
            && abs(cell.coefficient) > threshold
        {
            guard isCandidate(self, cell.symbol) else { continue }
            result.append((tableau.columnSize(of: cell.symbol), cell.symbol))
        }
        result.sort { $0.count != $1.count ? $0.count < $1.count : $0.symbol < $1.symbol }
    }

    /// Defines `symbol` by `row` (over nonbasic symbols) although that pushes some
    /// restricted rows negative, then pivots each of those rows back to feasibility, as the
    /// dual simplex does: cheap when each broken row has its own way out (every item of a
    /// stack stretched at once), where phase one would pivot through every row in turn.
    /// - Returns: whether it worked; if not, nothing changed (phase one decides).
    private mutating func defineRestoringFeasibility(_ symbol: Symbol, by row: Row) -> Bool {
        tableau.beginJournal()
        var definition = row
        definition.solve(for: symbol)
        tableau.substitute(symbol, with: definition)
        tableau.insertRow(definition, basic: symbol)
        guard tableau.restoreFeasibility(pivotLimit: 4 * tableau.infeasible.count + 16) else {
            tableau.rollBack()
            return false
        }
        tableau.commitJournal()
        return true
    }

    /// Makes `basic` (a new slack or error, which no row holds) basic with `row`, moving
    /// its weight in the objective onto the row. Only where placing has succeeded.
    private mutating func addRestricted(_ row: Row, basic: Symbol) {
        var row = row
        row.solve(for: basic)
        // The addition can no longer fail: the columns it rewrites from here on need no
        // record for undoing it (the record copied each of them, and the rewrite then
        // copied it again).
        tableau.endColumnLog()
        tableau.substitute(basic, with: row)
        tableau.insertRow(row, basic: basic)
    }

    /// Whether making the nonbasic `symbol` basic at `value` keeps every restricted row
    /// that holds it nonnegative.
    ///
    /// It only reads the column: definitions in it are skipped without a lookup, and the
    /// first row that would go negative ends the search. (Reading it through
    /// ``Tableau/forEachRow(holding:_:)`` looked the symbol up in every row first: an eighth
    /// of a first layout of 1,000 table cells, mostly cache misses.)
    /// - Complexity: O(k log n) for k column entries.
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func substitutionStaysFeasible(_ symbol: Symbol, value: Double) -> Bool {
        guard value != 0 else { return true }
        for basic in tableau.columns[Int(symbol)] where tableau.kinds[Int(basic)].isRestricted {
            let index = tableau.rowIndex[Int(basic)]
            guard index >= 0 else { continue }
            let row = tableau.rows[Int(index)]
            let coefficient = row.coefficient(of: symbol)
            if coefficient != 0 && Tolerance.sum(row.constant, coefficient * value) < 0 { return false }
        }
        return true
    }

    /// Phase one: adds `row`, of `constraint`, with an artificial basic symbol and minimises
    /// it above every priority level. - Returns: whether the row can hold (the artificial
    /// reached zero).
    mutating func addWithArtificialVariable(_ row: Row, of constraint: Constraint, scale: Double) -> Bool {
        tableau.phaseOnes += 1
        let artificial = tableau.makeSymbol(.slack)
        tableau.beginJournal()
        tableau.insertRow(row, basic: artificial)
        // Built in place: a second reference to the costs would copy them at the first write.
        tableau.levels.insert(Level(key: .infinity, costs: tableau.takeZeroCosts()), at: 0)
        tableau.levels[0].value = row.constant
        for cell in row.cells {
            tableau.levels[0].costs[Int(cell.symbol)] = cell.coefficient
            tableau.markCandidate(cell.symbol)
        }
        // While updates are deferred only feasibility matters: optimise the artificial alone.
        tableau.optimize(levelCount: isDeferring ? 1 : nil)
        let residue = abs(tableau.levels[0].value)
        // A residue that rounding could explain in an ill-conditioned system is decided
        // exactly when the system is small enough; otherwise by the tolerance.
        let feasible = residue <= Tolerance.feasibility * scale
            || (residue <= Tolerance.uncertainFeasibility * scale && exactlyFeasible(with: constraint) == true)
        guard feasible else {
            tableau.rollBack()
            tableau.levels.removeFirst()
            return false
        }
        tableau.commitJournal()

        if tableau.isBasic(artificial) {
            // The artificial is basic at zero: pivot it out with any other symbol.
            var artificialRow = tableau.removeRow(of: artificial)
            let largest = artificialRow.largestCoefficient
            let sound = artificialRow.cells.filter { abs($0.coefficient) > Tolerance.pivot * largest }
            if let entering = (sound.isEmpty ? artificialRow.cells : sound)
                .min(by: { pivotPreference($0) < pivotPreference($1) })
            {
                artificialRow.solve(for: entering.symbol, replacing: artificial)
                tableau.substitute(entering.symbol, with: artificialRow)
                tableau.insertRow(artificialRow, basic: entering.symbol)
            }
        }
        // Symbols the artificial level held back may improve the real levels now. Zeroing
        // the level on the way lets the next phase one reuse its storage.
        for s in tableau.levels[0].costs.indices where tableau.levels[0].costs[s] != 0 {
            tableau.markCandidate(Symbol(s))
            tableau.levels[0].costs[s] = 0
        }
        tableau.keepZeroCosts(tableau.levels.removeFirst().costs)
        tableau.retire(artificial)  // erases its column: it stands at zero for good
        return true
    }

    /// Orders the symbols that may replace a zero artificial in the basis: slacks and
    /// errors first, then user variables, dummies last; older first within a kind.
    private func pivotPreference(_ cell: Cell) -> (Int, Symbol) {
        let rank = switch tableau.kinds[Int(cell.symbol)] {
        case .slack, .error: 0
        case .external: 1
        case .dummy: 2
        }
        return (rank, cell.symbol)
    }
}

/// Up to two symbols, kept without a list: a constraint's own slack or error and its
/// second error (an array of them was allocated and freed on every addition).
struct SymbolPair: RandomAccessCollection {
    private var symbols: (Symbol, Symbol) = (-1, -1)
    let endIndex: Int

    var startIndex: Int { 0 }

    subscript(k: Int) -> Symbol { k == 0 ? symbols.0 : symbols.1 }

    /// Those of `first` and `second` that are symbols (not -1) and pass `keep`, in that order.
    init(_ first: Symbol, _ second: Symbol, where keep: (Symbol) -> Bool) {
        let a = first >= 0 && keep(first)
        let b = second >= 0 && keep(second)
        symbols = a ? (first, b ? second : -1) : (b ? second : -1, -1)
        endIndex = (a ? 1 : 0) + (b ? 1 : 0)
    }

    /// The symbols that pass `keep`, in order.
    func keeping(_ keep: (Symbol) -> Bool) -> SymbolPair {
        SymbolPair(endIndex > 0 ? symbols.0 : -1, endIndex > 1 ? symbols.1 : -1, where: keep)
    }
}
