/// The part of a basis that singletons do not solve, factored once by Gaussian elimination
/// with the Markowitz rule; each right-hand side then replays the eliminations.
struct BasisBump {
    var rows: [[(column: Int32, value: Double)]] = []
    /// Per column: the rows that may hold it (stale entries are skipped).
    var holders: [[Int32]]
    var columnCount: [Int]
    /// The pivots in order: row and column.
    var order: [(row: Int, column: Int32)] = []
    /// The row operations in order: `target -= factor × source`.
    var eliminations: [(target: Int32, source: Int32, factor: Double)] = []

    init(columns: Int) {
        holders = Array(repeating: [], count: columns)
        columnCount = Array(repeating: 0, count: columns)
    }

    mutating func addRow(_ cells: [(Int32, Double)]) {
        let r = Int32(rows.count)
        for (c, _) in cells {
            holders[Int(c)].append(r)
            columnCount[Int(c)] += 1
        }
        rows.append(cells.map { (column: $0.0, value: $0.1) })
    }

    /// Eliminates: a row with the fewest entries (the latest filed among equals), then in it
    /// the entry at least a tenth of the row's largest whose column is in the fewest rows.
    /// - Returns: false when a row runs out of entries (singular).
    mutating func factor() -> Bool {
        let n = rows.count
        var done = [Bool](repeating: false, count: n)
        order.reserveCapacity(n)
        // Rows by entry count, refiled whenever an elimination changes a row (stale
        // entries are skipped): finding the shortest row is not a scan of every row (a
        // grid of 1,000 images has a bump of 1,900 rows).
        var byCount: [[Int]] = []
        func file(_ r: Int) {
            let count = rows[r].count
            while byCount.count <= count { byCount.append([]) }
            byCount[count].append(r)
        }
        for r in 0..<n { file(r) }
        for _ in 0..<n {
            var p = -1
            search: for count in byCount.indices {
                while let r = byCount[count].last {
                    if done[r] || rows[r].count != count {
                        byCount[count].removeLast()
                    } else {
                        p = r
                        break search
                    }
                }
            }
            guard p >= 0, !rows[p].isEmpty else { return false }
            let largest = rows[p].reduce(0) { max($0, abs($1.value)) }
            var chosen = -1
            for (k, cell) in rows[p].enumerated() where abs(cell.value) >= 0.1 * largest {
                if chosen < 0 || columnCount[Int(cell.column)] < columnCount[Int(rows[p][chosen].column)] {
                    chosen = k
                }
            }
            let pivotColumn = rows[p][chosen].column
            let pivot = rows[p][chosen].value
            done[p] = true
            order.append((p, pivotColumn))
            for cell in rows[p] { columnCount[Int(cell.column)] -= 1 }
            for i in holders[Int(pivotColumn)].map(Int.init) where !done[i] {
                guard let at = rows[i].firstIndex(where: { $0.column == pivotColumn }) else { continue }
                let factor = rows[i][at].value / pivot
                eliminations.append((Int32(i), Int32(p), factor))
                eliminate(pivotColumn, from: i, using: p, factor: factor)
                file(i)
            }
        }
        return true
    }

    /// The solution by column for a right-hand side by row.
    func solve(_ right: [Double]) -> [Double] {
        var rhs = right
        for (target, source, factor) in eliminations {
            rhs[Int(target)] = Tolerance.sum(rhs[Int(target)], -factor * rhs[Int(source)])
        }
        var x = [Double](repeating: 0, count: rows.count)
        for (p, column) in order.reversed() {
            var sum = rhs[p]
            var pivot = 0.0
            for cell in rows[p] {
                if cell.column == column {
                    pivot = cell.value
                } else {
                    sum = Tolerance.sum(sum, -cell.value * x[Int(cell.column)])
                }
            }
            x[Int(column)] = sum / pivot
        }
        return x
    }

    /// Row `i` minus `factor` × row `p`, which removes `column` from row `i`.
    private mutating func eliminate(_ column: Int32, from i: Int, using p: Int, factor: Double) {
        var merged: [(column: Int32, value: Double)] = []
        merged.reserveCapacity(rows[i].count + rows[p].count)
        var a = 0
        var b = 0
        let left = rows[i]
        let right = rows[p]
        while a < left.count || b < right.count {
            if b == right.count || (a < left.count && left[a].column < right[b].column) {
                merged.append(left[a])
                a += 1
            } else if a == left.count || right[b].column < left[a].column {
                let c = right[b].column
                if c != column {
                    merged.append((c, -factor * right[b].value))
                    holders[Int(c)].append(Int32(i))
                    columnCount[Int(c)] += 1
                }
                b += 1
            } else {
                let c = left[a].column
                let value = c == column ? 0 : Tolerance.sum(left[a].value, -factor * right[b].value)
                if value != 0 {
                    merged.append((c, value))
                } else {
                    columnCount[Int(c)] -= 1
                }
                a += 1
                b += 1
            }
        }
        rows[i] = merged
    }
}
