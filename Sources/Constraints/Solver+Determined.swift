extension SolverCore {
    /// The work of `Solver`'s `undetermined` (documented there).
    func undetermined(_ variables: [Variable]) -> [Bool] {
        var t = tableau
        t.refreshValues()
        let levels = t.levels.indices
        var isFree = [Bool](repeating: false, count: t.symbolCount)
        for s in 0..<t.symbolCount {
            let symbol = Symbol(s)
            let kind = t.kinds[s]
            guard !t.isRetired[s], !t.isBasic(symbol), kind != .dummy else { continue }
            guard levels.allSatisfy({ t.levels[$0].costs[s] == 0 }) else { continue }
            for direction in kind == .external ? [1.0, -1.0] : [1.0] {
                var step = Double.infinity
                t.forEachRow(holding: symbol) { tableau, index, coefficient in
                    let basic = tableau.basics[index]
                    guard tableau.kinds[Int(basic)].isRestricted, direction * coefficient < 0 else { return }
                    step = min(step, max(tableau.rows[index].constant, 0) / abs(coefficient))
                }
                if step > 1e-9 { isFree[s] = true }
            }
        }
        // How each variable moves along one direction of the optimal face that moves every
        // free column at once, by weights no cancellation can hit except by accident of
        // measure zero: a variable that depends on any free column moves. Definitions are
        // evaluated through their references, memoised (O(cells), where expanding each
        // definition would cost O(cells) per variable).
        var weights = [Double](repeating: 0, count: t.symbolCount)
        for s in 0..<t.symbolCount where isFree[s] {
            var z = UInt64(s + 1) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
            weights[s] = 1 + Double(z >> 11) / Double(1 << 53)
        }
        var motion = [Double?](repeating: nil, count: t.symbolCount)
        var scale = [Double](repeating: 0, count: t.symbolCount)
        func move(of symbol: Symbol) -> (Double, Double) {
            if let known = motion[Int(symbol)] { return (known, scale[Int(symbol)]) }
            var stack: [Symbol] = [symbol]
            while let top = stack.last {
                guard motion[Int(top)] == nil else { stack.removeLast(); continue }
                guard let row = t.row(of: top) else {
                    motion[Int(top)] = weights[Int(top)]
                    scale[Int(top)] = weights[Int(top)]
                    stack.removeLast()
                    continue
                }
                var pending = false
                var sum = 0.0, magnitude = 0.0
                for cell in row.cells {
                    if t.isBasic(cell.symbol) {
                        guard let m = motion[Int(cell.symbol)] else {
                            stack.append(cell.symbol)
                            pending = true
                            continue
                        }
                        sum += cell.coefficient * m
                        magnitude += abs(cell.coefficient) * scale[Int(cell.symbol)]
                    } else {
                        sum += cell.coefficient * weights[Int(cell.symbol)]
                        magnitude += abs(cell.coefficient * weights[Int(cell.symbol)])
                    }
                }
                guard !pending else { continue }
                // A sum that cancels to rounding is no motion.
                motion[Int(top)] = abs(sum) <= 1e-9 * magnitude ? 0 : sum
                scale[Int(top)] = magnitude
                stack.removeLast()
            }
            return (motion[Int(symbol)] ?? 0, scale[Int(symbol)])
        }
        return variables.map { variable in
            guard let symbol = symbols[variable.id] else { return true }
            return move(of: symbol).0 != 0
        }
    }
}
