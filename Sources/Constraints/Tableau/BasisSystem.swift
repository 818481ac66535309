/// The basis matrix `B` as the constraints wrote it: one row per constraint, one column per
/// basic symbol. Solving `B x = r` says how every basic symbol moves when constraints'
/// constants move and the nonbasic symbols stay where they are: the column of a marker that
/// the tableau's rows do not hold (`Solver+MarkerColumns.swift`).
///
/// Rows are added in CSR form and solved by sparse elimination in two stages, as the LU
/// codes of revised simplex solvers start:
/// 1. singletons: a row with one unknown left gives that unknown at once, a column with one
///    row left is set aside for back-substitution. A basis built by adding constraints one
///    at a time is triangular up to the pivots the optimiser made, so this stage usually
///    solves nearly everything in O(entries);
/// 2. the rest (the "bump") by Gaussian elimination with the Markowitz rule (the row with
///    the fewest entries, in it the column in the fewest rows among entries at least a
///    tenth of the row's largest), then back-substitution in reverse order.
///
/// Every choice is by count, then by lowest index: the same system gives the same answer.
struct BasisSystem {
    /// The number of rows and of columns.
    let size: Int
    private var rowStart: [Int] = [0]
    private var columnOf: [Int32] = []
    private var values: [Double] = []

    /// An empty system of `size` rows and columns.
    /// - Parameter entries: how many entries to reserve room for.
    init(size: Int, entries: Int) {
        self.size = size
        rowStart.reserveCapacity(size + 1)
        columnOf.reserveCapacity(entries)
        values.reserveCapacity(entries)
    }

    /// Adds an entry to the row being written.
    mutating func append(column: Int, value: Double) {
        columnOf.append(Int32(column))
        values.append(value)
    }

    /// Ends the row being written.
    mutating func endRow() {
        rowStart.append(columnOf.count)
    }

    /// Solves `B x = r` for each right-hand side.
    /// - Parameter rhs: the right-hand sides, each as (row, value) entries.
    /// - Returns: the solutions, each as (column, value) entries for its nonzero unknowns,
    ///   by column; nil when the rows written are not `size` or `B` is singular.
    /// - Complexity: O(entries) to order the elimination, then for each right-hand side
    ///   O(size) plus the entries of the unknowns it moves (a constraint's column is
    ///   local: it moves the few variables that depend on it), plus the bump.
    func solve(_ rhs: [[(row: Int, value: Double)]]) -> [[(column: Int, value: Double)]]? {
        guard rowStart.count == size + 1, let order = EliminationOrder(self) else { return nil }
        var solutions: [[(column: Int, value: Double)]] = []
        solutions.reserveCapacity(rhs.count)
        var right = [Double](repeating: 0, count: size)
        var x = [Double](repeating: 0, count: size)
        for entries in rhs {
            var first = order.steps.count
            for (row, value) in entries {
                right[row] += value
                first = min(first, Int(order.rowStep[row]))
            }
            order.solve(self, &right, into: &x, from: first)
            var solution: [(column: Int, value: Double)] = []
            for c in 0..<size where x[c] != 0 {
                solution.append((c, x[c]))
                x[c] = 0
            }
            for r in 0..<size { right[r] = 0 }
            solutions.append(solution)
        }
        return solutions
    }

    /// The elimination order of a basis, which does not depend on the right-hand side:
    /// row singletons (solved forward), rows set aside by column singletons (solved
    /// backward), and the bump between them.
    private struct EliminationOrder {
        /// In elimination order: the row, its unknown, the entry, and whether it was set
        /// aside (a column singleton) rather than solved at once (a row singleton).
        var steps: [(row: Int32, column: Int32, entry: Int32, setAside: Bool)]
        /// Per row: the step that eliminated it (`Int32.max` in the bump).
        var rowStep: [Int32]
        /// Per column: the step that eliminated it (`steps.count` in the bump).
        var columnStep: [Int32]
        var bumpRows: [Int]
        var bumpColumns: [Int]
        /// The bump, factored (nil when there is none).
        var bump: BasisBump?
        /// Columns as entry indices, and each entry's row.
        var columnStart: [Int]
        var entryOfColumn: [Int32]
        var rowOfEntry: [Int32]

        init?(_ system: BasisSystem) {
            // Raw buffers for the working storage: with arrays this loop took about 300
            // instructions an entry (callgrind, a list of 300 cells), most of them
            // uniqueness and bounds checks. Every index below comes from `rowStart` and
            // `columnOf`, which `append(column:value:)` and `endRow()` keep in range.
            let m = system.size
            let entries = system.columnOf.count
            let columnStart = UnsafeMutableBufferPointer<Int>.allocate(capacity: m + 1)
            let next = UnsafeMutableBufferPointer<Int>.allocate(capacity: m + 1)
            let entryOfColumn = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(entries, 1))
            let rowOfEntry = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(entries, 1))
            let rowCount = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(m, 1))
            let columnCount = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(m, 1))
            let rowStep = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(m, 1))
            let columnStep = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(m, 1))
            // Each row (column) is queued at most once: when its count first reaches 1.
            let rowQueue = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(m, 1))
            let columnQueue = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(m, 1))
            defer {
                for buffer in [columnStart, next, rowCount, columnCount, rowQueue, columnQueue] { buffer.deallocate() }
                for buffer in [entryOfColumn, rowOfEntry, rowStep, columnStep] { buffer.deallocate() }
            }
            var steps: [(row: Int32, column: Int32, entry: Int32, setAside: Bool)] = []
            steps.reserveCapacity(m)
            let ordered = system.rowStart.withUnsafeBufferPointer { rowStart in
                system.columnOf.withUnsafeBufferPointer { columnOf in
                    system.values.withUnsafeBufferPointer { values -> Bool in
                        columnStart.initialize(repeating: 0)
                        for c in columnOf { columnStart[Int(c) + 1] += 1 }
                        for c in 0..<m { columnStart[c + 1] += columnStart[c] }
                        _ = next.initialize(from: columnStart)
                        for r in 0..<m {
                            for e in rowStart[r]..<rowStart[r + 1] {
                                rowOfEntry[e] = Int32(r)
                                let c = Int(columnOf[e])
                                entryOfColumn[next[c]] = Int32(e)
                                next[c] += 1
                            }
                        }
                        var rowTail = 0, columnTail = 0
                        for k in 0..<m {
                            rowCount[k] = rowStart[k + 1] - rowStart[k]
                            columnCount[k] = columnStart[k + 1] - columnStart[k]
                            rowStep[k] = .max
                            columnStep[k] = .max
                            if rowCount[k] == 1 { rowQueue[rowTail] = k; rowTail += 1 }
                            if columnCount[k] == 1 { columnQueue[columnTail] = k; columnTail += 1 }
                        }
                        var rowHead = 0, columnHead = 0
                        while true {
                            let step = Int32(steps.count)
                            if rowHead < rowTail {
                                let r = rowQueue[rowHead]
                                rowHead += 1
                                guard rowStep[r] == .max, rowCount[r] == 1 else { continue }
                                var e = rowStart[r]
                                while e < rowStart[r + 1] && columnStep[Int(columnOf[e])] != .max { e += 1 }
                                guard e < rowStart[r + 1], values[e] != 0 else { return false }
                                let c = Int(columnOf[e])
                                steps.append((Int32(r), Int32(c), Int32(e), false))
                                rowStep[r] = step
                                columnStep[c] = step
                                for ce in columnStart[c]..<columnStart[c + 1] {
                                    let i = Int(rowOfEntry[Int(entryOfColumn[ce])])
                                    guard rowStep[i] == .max else { continue }
                                    rowCount[i] -= 1
                                    if rowCount[i] == 1 {
                                        rowQueue[rowTail] = i
                                        rowTail += 1
                                    } else if rowCount[i] == 0 {
                                        return false
                                    }
                                }
                            } else if columnHead < columnTail {
                                let c = columnQueue[columnHead]
                                columnHead += 1
                                guard columnStep[c] == .max, columnCount[c] == 1 else { continue }
                                var ce = columnStart[c]
                                while ce < columnStart[c + 1] && rowStep[Int(rowOfEntry[Int(entryOfColumn[ce])])] != .max {
                                    ce += 1
                                }
                                guard ce < columnStart[c + 1] else { return false }
                                let e = Int(entryOfColumn[ce])
                                let r = Int(rowOfEntry[e])
                                guard values[e] != 0 else { return false }
                                steps.append((Int32(r), Int32(c), Int32(e), true))
                                rowStep[r] = step
                                columnStep[c] = step
                                for f in rowStart[r]..<rowStart[r + 1] {
                                    let j = Int(columnOf[f])
                                    guard j != c, columnStep[j] == .max else { continue }
                                    columnCount[j] -= 1
                                    if columnCount[j] == 1 {
                                        columnQueue[columnTail] = j
                                        columnTail += 1
                                    } else if columnCount[j] == 0 {
                                        return false
                                    }
                                }
                            } else {
                                return true
                            }
                        }
                    }
                }
            }
            guard ordered else { return nil }
            let rowStepArray = Array(rowStep[0..<m])
            var columnStepArray = Array(columnStep[0..<m])
            var bumpRows: [Int] = []
            var bumpColumns: [Int] = []
            for r in 0..<m where rowStepArray[r] == .max { bumpRows.append(r) }
            for c in 0..<m where columnStepArray[c] == .max {
                bumpColumns.append(c)
                columnStepArray[c] = Int32(steps.count)
            }
            guard bumpRows.count == bumpColumns.count else { return nil }
            bump = nil
            if !bumpRows.isEmpty {
                var local = [Int32](repeating: -1, count: m)
                for (k, c) in bumpColumns.enumerated() { local[c] = Int32(k) }
                var factored = BasisBump(columns: bumpColumns.count)
                for r in bumpRows {
                    var cells: [(Int32, Double)] = []
                    for e in system.rowStart[r]..<system.rowStart[r + 1] where local[Int(system.columnOf[e])] >= 0 {
                        cells.append((local[Int(system.columnOf[e])], system.values[e]))
                    }
                    cells.sort { $0.0 < $1.0 }
                    factored.addRow(cells)
                }
                guard factored.factor() else { return nil }
                bump = factored
            }
            (self.steps, self.rowStep, self.columnStep) = (steps, rowStepArray, columnStepArray)
            (self.bumpRows, self.bumpColumns) = (bumpRows, bumpColumns)
            self.columnStart = Array(columnStart)
            self.entryOfColumn = Array(entryOfColumn[0..<entries])
            self.rowOfEntry = Array(rowOfEntry[0..<entries])
        }

        /// Solves for one right-hand side: `right` (by row) is consumed, `x` (by column,
        /// zero on entry) receives the solution.
        /// - Parameter first: the first step whose row has a nonzero right-hand side (the
        ///   steps before it solve to zero).
        func solve(_ system: BasisSystem, _ right: inout [Double], into x: inout [Double], from first: Int) {
            let values = system.values, columnOf = system.columnOf, rowStart = system.rowStart
            // Forward: row singletons, carrying each unknown that moves into the rows after.
            for step in first..<steps.count where !steps[step].setAside {
                let s = steps[step]
                let value = right[Int(s.row)]
                guard value != 0 else { continue }
                let c = Int(s.column)
                x[c] = value / values[Int(s.entry)]
                for ce in columnStart[c]..<columnStart[c + 1] {
                    let entry = Int(entryOfColumn[ce])
                    let i = Int(rowOfEntry[entry])
                    guard rowStep[i] > step else { continue }
                    right[i] = Tolerance.sum(right[i], -values[entry] * x[c])
                }
            }
            if let bump {
                let solution = bump.solve(bumpRows.map { right[$0] })
                for (k, c) in bumpColumns.enumerated() { x[c] = solution[k] }
            }
            // Backward: the set-aside rows, latest first, each from the unknowns eliminated
            // after it (those before were carried into its right-hand side).
            for s in steps.reversed() where s.setAside {
                let r = Int(s.row), e = Int(s.entry)
                let at = columnStep[Int(s.column)]
                var sum = right[r]
                for f in rowStart[r]..<rowStart[r + 1] where f != e {
                    let j = Int(columnOf[f])
                    guard columnStep[j] > at, x[j] != 0 else { continue }
                    sum = Tolerance.sum(sum, -values[f] * x[j])
                }
                x[Int(s.column)] = sum / values[e]
            }
        }
    }
}
