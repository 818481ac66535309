/// Definitions: rows whose basic symbol is a user variable, kept in triangular form.
///
/// A definition may refer to other defined variables (`x₃ = x₂ + w₂ + 8`), never in a
/// cycle. Restricted rows and the objective must hold nonbasic symbols only, so when one of
/// them needs a definition it gets the definition's *expansion*: the references replaced,
/// recursively, by what they stand for. A restricted row therefore holds every nonbasic
/// symbol a definition depends on, which is what lets a pivot, a constant shift or a
/// removal reach it through the column index alone.
extension Tableau {
    /// Notes that a definition changed (or a variable stopped being defined), so the values
    /// of it and of the definitions that refer to it must be evaluated again.
    @inline(__always)
    mutating func noteDefinitionChanged(_ symbol: Symbol) {
        valuesAreCurrent = false
        guard !isChangedDefinition[Int(symbol)] else { return }
        isChangedDefinition[Int(symbol)] = true
        changedDefinitions.append(symbol)
    }

    /// Starts a new generation of `marks` (to tell "seen in this pass" in O(1)).
    mutating func nextMark() -> UInt32 { Self.advance(&markEpoch, clearing: &marks) }

    /// Starts a new generation of ``visited`` (to tell "seen in this pass" in O(1)).
    mutating func nextVisit() -> UInt32 { Self.advance(&visitEpoch, clearing: &visited) }

    /// Moves `epoch` to its next value, never 0 (the value of a stamp never set): when the
    /// counter wraps around, every stamp is cleared first.
    /// - Returns: the new epoch.
    private static func advance(_ epoch: inout UInt32, clearing stamps: inout [UInt32]) -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for k in stamps.indices { stamps[k] = 0 }
            epoch = 1
        }
        return epoch
    }

    /// Evaluates again every definition that changed and every definition that refers to
    /// one, so that ``value(of:)`` reads a cache.
    /// - Complexity: O(cells of the definitions affected).
    mutating func refreshValues() {
        guard !valuesAreCurrent else { return }
        // Mark the affected definitions: the changed ones and, through the column index,
        // the definitions that refer to them. The changed list becomes the queue.
        let affected = nextMark()
        var queue: [Symbol] = []
        swap(&queue, &changedDefinitions)
        for symbol in queue {
            marks[Int(symbol)] = affected
            isChangedDefinition[Int(symbol)] = false
        }
        var head = 0
        while head < queue.count {
            let symbol = queue[head]
            head += 1
            // By index: iterating `columns[i]` would retain its storage for the loop.
            var j = 0
            while j < columns[Int(symbol)].count {
                let basic = columns[Int(symbol)][j]
                j += 1
                guard marks[Int(basic)] != affected && isDefined(basic) else { continue }
                marks[Int(basic)] = affected
                queue.append(basic)
            }
        }
        // Evaluate them, each after the definitions it refers to (depth first). A definition
        // still marked `affected` is not evaluated yet; `done` marks the evaluated ones.
        let done = nextMark()
        var stack: [Symbol] = []
        swap(&stack, &evaluationStack)
        for symbol in queue where isDefined(symbol) && marks[Int(symbol)] != done {
            stack.append(symbol)
            while let top = stack.last {
                if marks[Int(top)] == done {
                    stack.removeLast()
                    continue
                }
                let index = Int(rowIndex[Int(top)])
                var value = rows[index].constant
                var pending = false
                var j = 0
                while j < rows[index].cells.count {
                    let cell = rows[index].cells[j]
                    j += 1
                    guard isDefined(cell.symbol) else { continue }
                    if marks[Int(cell.symbol)] == affected {
                        stack.append(cell.symbol)
                        pending = true
                    } else if !pending {
                        value += cell.coefficient * definitionValues[Int(cell.symbol)]
                    }
                }
                guard !pending else { continue }
                definitionValues[Int(top)] = value
                marks[Int(top)] = done
                stack.removeLast()
            }
        }
        // Keep both buffers' storage for the next call.
        queue.truncate(to: 0)
        changedDefinitions = queue
        evaluationStack = stack
        valuesAreCurrent = true
    }

    /// `row` with every reference to a defined variable replaced by that variable's
    /// expansion: a row over nonbasic symbols only, fit for a restricted row or the
    /// objective.
    ///
    /// With a `scope` other than 0, only the definitions whose ``visited`` stamp equals it
    /// are expanded; references to the others stay (a partial expansion, for re-rooting).
    /// - Complexity: O(cells of the definitions reachable from `row`), plus sorting the result.
    mutating func expand(_ row: Row, within scope: UInt32 = 0) -> Row {
        /// Whether the expansion replaces a reference to `symbol` (stamps start at 1).
        @inline(__always)
        func isExpanded(_ symbol: Symbol, _ tableau: Tableau) -> Bool {
            tableau.isDefined(symbol) && (scope == 0 || tableau.visited[Int(symbol)] == scope)
        }
        guard row.cells.contains(where: { isExpanded($0.symbol, self) }) else { return row }
        // Depth-first post-order of the reachable definitions; reversed, it lists each
        // definition before every definition it refers to.
        let seen = nextMark()
        var scratch = ExpansionScratch()
        swap(&scratch, &expansionScratch)
        defer {
            scratch.clear()
            swap(&scratch, &expansionScratch)
        }
        for cell in row.cells where isExpanded(cell.symbol, self) && marks[Int(cell.symbol)] != seen {
            marks[Int(cell.symbol)] = seen
            scratch.stack.append((cell.symbol, 0))
            while let (symbol, next) = scratch.stack.last {
                let cells = rows[Int(rowIndex[Int(symbol)])].cells
                var k = next
                while k < cells.count && !(isExpanded(cells[k].symbol, self) && marks[Int(cells[k].symbol)] != seen) {
                    k += 1
                }
                if k < cells.count {
                    scratch.stack[scratch.stack.count - 1].next = k + 1
                    marks[Int(cells[k].symbol)] = seen
                    scratch.stack.append((cells[k].symbol, 0))
                } else {
                    scratch.order.append(symbol)
                    scratch.stack.removeLast()
                }
            }
        }
        // Push each definition's coefficient down into what it refers to. A sum of many
        // terms is snapped to zero against the largest term that went into it, so the
        // residue of a cancellation spread over several definitions does not survive.
        let touched = nextMark()
        var constant = row.constant
        var constantScale = abs(row.constant)
        func add(_ symbol: Symbol, _ amount: Double, _ tableau: inout Tableau) {
            let s = Int(symbol)
            if tableau.marks[s] != touched {
                tableau.marks[s] = touched
                tableau.accumulator[s] = 0
                tableau.accumulatorScale[s] = 0
                scratch.present.append(symbol)
            }
            tableau.accumulator[s] += amount
            tableau.accumulatorScale[s] = max(tableau.accumulatorScale[s], abs(amount))
        }
        for cell in row.cells { add(cell.symbol, cell.coefficient, &self) }
        func snapped(_ value: Double, scale: Double) -> Double {
            abs(value) <= Tolerance.cancellation * scale ? 0 : value
        }
        for symbol in scratch.order.reversed() where marks[Int(symbol)] == touched {
            let coefficient = snapped(accumulator[Int(symbol)], scale: accumulatorScale[Int(symbol)])
            accumulator[Int(symbol)] = 0
            guard coefficient != 0 else { continue }
            let definition = rows[Int(rowIndex[Int(symbol)])]
            constant += coefficient * definition.constant
            constantScale = max(constantScale, abs(coefficient * definition.constant))
            for cell in definition.cells { add(cell.symbol, coefficient * cell.coefficient, &self) }
        }
        scratch.present.sort()
        var result = Row(constant: snapped(constant, scale: constantScale))
        result.cells.reserveCapacity(scratch.present.count)
        for symbol in scratch.present where !isExpanded(symbol, self) {
            let coefficient = snapped(accumulator[Int(symbol)], scale: accumulatorScale[Int(symbol)])
            if coefficient != 0 { result.cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        }
        return result
    }

    /// Whether a definition refers to `symbol` directly (and so, possibly, depends on it).
    /// A variable no definition refers to can be defined in terms of anything without
    /// making a cycle, and its value can change without moving any other definition's.
    /// - Complexity: O(k log n) for k column entries; the column is only read.
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func isReferencedByDefinition(_ symbol: Symbol) -> Bool {
        columns[Int(symbol)].contains { basic in
            isDefined(basic) && rows[Int(rowIndex[Int(basic)])].coefficient(of: symbol) != 0
        }
    }

    /// The value of `row` at the current point: its constant plus its references'
    /// deviations (nonbasic symbols stand at deviation 0).
    @inline(__always)  // no copy of the struct per call: docs/solver.md, "Copies before calls"
    func currentValue(of row: Row) -> Double {
        var value = row.constant
        for cell in row.cells where isDefined(cell.symbol) {
            value += cell.coefficient * deviation(of: cell.symbol)
        }
        return value
    }
}

/// The working lists of ``Tableau/expand(_:)``.
struct ExpansionScratch: Sendable {
    /// Reachable definitions in depth-first post-order.
    var order: [Symbol] = []
    /// The depth-first walk: each definition and the next cell of it to look at.
    var stack: [(symbol: Symbol, next: Int)] = []
    /// The symbols of the expansion, in order of first appearance (sorted at the end).
    var present: [Symbol] = []

    /// Empties the lists, keeping their storage.
    mutating func clear() {
        order.truncate(to: 0)
        stack.truncate(to: 0)
        present.truncate(to: 0)
    }
}
