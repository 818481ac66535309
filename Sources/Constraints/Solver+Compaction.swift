extension SolverCore {
    /// Frees what a removed constraint leaves behind: its marker and error symbols, and
    /// each of its variables that no constraint holds any more. Such a variable leaves
    /// the solver altogether: it reads 0 again, as a variable never seen does, and the
    /// solver stops keeping it alive.
    /// - Parameter record: the removed constraint's record, already out of `records`.
    mutating func retireSymbols(of record: ConstraintRecord) {
        if !tableau.isBasic(record.marker) { tableau.retire(record.marker) }
        if record.other >= 0 && !tableau.isBasic(record.other) { tableau.retire(record.other) }
        func retireUnused(_ terms: [LinearExpression.Term], in solver: inout SolverCore) {
            for term in terms {
                guard let symbol = solver.symbols[term.variable.id], solver.tableau.uses[Int(symbol)] == 0
                else { continue }
                // Nothing defines it in exact arithmetic; a definition left by rounding
                // residue keeps it, at no cost but its storage.
                guard !solver.tableau.isBasic(symbol) else { continue }
                solver.symbols.remove(term.variable.id)
                solver.tableau.retire(symbol)
            }
        }
        retireUnused(record.constraint.lhs.terms, in: &self)
        retireUnused(record.constraint.rhs.terms, in: &self)
    }

    /// Renumbers the live symbols densely (see ``Tableau/compactSymbols()``) and renames
    /// them everywhere the solver keeps one.
    /// - Complexity: O(symbols + cells + terms of the constraints held).
    mutating func compactSymbols() {
        guard !tableau.isJournaling else { return }
        let map = tableau.compactSymbols()
        symbols.renumber(map)
        symbols.shrinkIfSparse()
        if records.isEmpty {
            // The tables keep their capacity when emptied: start them afresh.
            records.removeAll()
            edits = IdentityTable()
            // An empty tableau is sound again.
            checksEveryCall = false
            neededExactValues = false
        }
        records.updateEach { record in
            record.marker = map[Int(record.marker)]
            if record.other >= 0 { record.other = map[Int(record.other)] }
            for k in record.terms.indices { record.terms[k].symbol = map[Int(record.terms[k].symbol)] }
        }
        edits.updateValues { edit in  // each entry is rewritten on its own: order does not matter
            edit.plus = map[Int(edit.plus)]
            edit.minus = map[Int(edit.minus)]
        }
        exactValues = nil
        lastCheck = nil
        scaleCache = nil
    }
}
