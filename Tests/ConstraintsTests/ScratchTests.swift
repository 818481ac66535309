@testable import Constraints
import Testing

func violations(_ s: Solver) -> [String] {
    let t = s.tableau
    var out: [String] = []
    for (i, r) in t.rows.enumerated() {
        let b = t.basics[i]
        let restricted = t.kinds[Int(b)] != .external
        for c in r.cells {
            if t.isBasic(c.symbol) && (restricted || t.kinds[Int(c.symbol)] != .external) {
                out.append("row \(b) (\(t.kinds[Int(b)])) holds basic \(c.symbol) (\(t.kinds[Int(c.symbol)]))")
            }
            if !t.columns[Int(c.symbol)].contains(b) { out.append("column \(c.symbol) misses row \(b)") }
        }
        if restricted && t.kinds[Int(b)] != .dummy && r.constant < -1e-9 { out.append("row \(b) infeasible \(r.constant)") }
    }
    for b in t.basics where t.kinds[Int(b)] == .external {
        let slow = t.evaluateDefinition(b)
        if t.valuesAreCurrent && abs(slow - t.definitionValues[Int(b)]) > 1e-9 { out.append("stale cache \(b): \(t.definitionValues[Int(b)]) vs \(slow)") }
    }
    for l in t.levels { for (k, c) in l.costs.enumerated() where c != 0 && t.isBasic(Symbol(k)) { out.append("cost on basic \(k)") } }
    for (_, rec) in s.records where !s.edits.values.contains(where: { $0.constraint === rec.constraint }) {
        let c = rec.constraint
        var v = c.lhs.evaluate { s.value(of: $0) } - c.rhs.evaluate { s.value(of: $0) }
        func val(_ m: Symbol) -> Double { m < 0 ? 0 : t.value(of: m) }
        switch (c.relation, c.priority.isRequired) {
        case (.lessThanOrEqual, _): v += val(rec.marker) - val(rec.other)
        case (.greaterThanOrEqual, _): v += -val(rec.marker) + val(rec.other)
        case (.equal, true): v += val(rec.marker)
        case (.equal, false): v += -val(rec.marker) + val(rec.other)
        }
        if abs(v) > 1e-6 { out.append("equation broken \(c) markers \(rec.marker),\(rec.other): \(v)") }
    }
    // Identity check: lhs - rhs + markers expands to the zero row.
    var tt = t
    for (_, rec) in s.records {
        let c = rec.constraint
        var acc: [Symbol: Double] = [:]
        func addSym(_ sym: Symbol, _ k: Double) {
            if tt.isBasic(sym) {
                let r = tt.kinds[Int(sym)] == .external ? { var r0 = Row(); r0.insert(sym, 1); return tt.expand(r0) }() : tt.row(of: sym)!
                for cell in r.cells { acc[cell.symbol, default: 0] += k * cell.coefficient }
            } else { acc[sym, default: 0] += k }
        }
        for term in c.lhs.terms { if let sym = s.symbols[term.variable.id] { addSym(sym, term.coefficient) } }
        for term in c.rhs.terms { if let sym = s.symbols[term.variable.id] { addSym(sym, -term.coefficient) } }
        let (a, b): (Double, Double) = switch (c.relation, c.priority.isRequired) {
        case (.lessThanOrEqual, _): (1, -1)
        case (.greaterThanOrEqual, _): (-1, 1)
        case (.equal, true): (1, 0)
        case (.equal, false): (-1, 1)
        }
        addSym(rec.marker, a)
        if rec.other >= 0 { addSym(rec.other, b) }
        let bad = acc.filter { abs($0.value) > 1e-9 }
        if !bad.isEmpty { out.append("identity broken \(c): \(bad)") }
    }
    // Every constraint's row holds (required).
    for (_, rec) in s.records where rec.constraint.priority.isRequired {
        let c = rec.constraint
        let v = c.lhs.evaluate { s.value(of: $0) } - c.rhs.evaluate { s.value(of: $0) }
        let ok = switch c.relation { case .equal: abs(v) < 1e-6; case .lessThanOrEqual: v < 1e-6; case .greaterThanOrEqual: v > -1e-6 }
        if !ok { out.append("violated \(c): \(v)") }
    }
    return out
}

@Test(arguments: 0..<400) func scratch(seed: Int) {
    var g = RandomSystems(seed: UInt64(50_000 + seed))
    let pool = (0..<g.rng.int(5...10)).map { _ in g.constraint(requiredChance: 0.3) }
    var solver = Solver(priorities: .strict)
    var present: [Constraint] = []
    var edits: [Variable] = []
    var log: [String] = []
    for _ in 0..<24 {
        let before = solver
        switch g.rng.int(0...9) {
        case 0...3:
            let c = g.rng.pick(pool)
            log.append("add \(c)")
            if (try? solver.add(c)) != nil { present.append(c) }
        case 4...5:
            guard !present.isEmpty else { continue }
            let c = g.rng.pick(present)
            log.append("remove \(c)")
            try? solver.remove(c)
            present.removeAll { $0 === c }
        case 6:
            let v = g.rng.pick(g.variables)
            log.append("edit \(v)")
            if (try? solver.addEditVariable(v, priority: .strong)) != nil { edits.append(v) }
        case 7...8:
            guard !edits.isEmpty else { continue }
            let v = g.rng.pick(edits)
            let value = Double(g.rng.int(-30...30))
            log.append("suggest \(value) \(v)")
            try? solver.suggestValue(value, for: v)
        default:
            guard !edits.isEmpty else { continue }
            let v = edits.removeLast()
            log.append("end edit \(v)")
            try? solver.removeEditVariable(v)
        }
        let bad = violations(solver)
        if !bad.isEmpty {
            var dump = ""
            for t in [before.tableau, solver.tableau] {
            for (i, r) in t.rows.enumerated() { dump += "\(t.basics[i]) \(t.kinds[Int(t.basics[i])]) \(r.constant) \(r.cells.map { "\($0.symbol):\($0.coefficient)" })\n" }
            dump += "columns \(t.columns)\nkinds \(t.kinds.enumerated().map { "\($0.offset):\($0.element)" })\n"
            }
            Issue.record("\(bad)\n\(log.joined(separator: "\n"))\n\(dump)")
            return
        }
    }
}

@Test(arguments: 0..<120) func scratch2(seed: Int) {
    var g = RandomSystems(seed: UInt64(90_000 + seed))
    var solver = Solver(priorities: .strict)
    var present: [Constraint] = []
    for _ in 0..<g.rng.int(2...8) {
        let c = g.constraint(requiredChance: 0.3)
        if tryAdd(&solver, c) { present.append(c) }
    }
    var edits: [(variable: Variable, priority: Priority, value: Double)] = []
    for v in g.variables where g.rng.chance(0.6) {
        let p = g.rng.pick(RandomSystems.optionalPriorities)
        if (try? solver.addEditVariable(v, priority: p)) != nil { edits.append((v, p, 0)) }
    }
    guard !edits.isEmpty else { return }
    var log: [String] = []
    for step in 0..<12 {
        let before = solver
        let k = g.rng.int(0...(edits.count - 1))
        let value = g.rng.chance(0.2) ? edits[k].value + Double(g.rng.int(-2...2)) * 0.25 : Double(g.rng.int(-40...40))
        edits[k].value = value
        log.append("\(edits[k].variable) := \(value)")
        try? solver.suggestValue(value, for: edits[k].variable)
        let plain = edits.map { Constraint(Expression($0.variable), .equal, Expression($0.value), priority: $0.priority) }
        var fresh = Solver(priorities: .strict)
        try? fresh.add(present + plain)
        if !sameObjective(solver, fresh, on: present + plain, model: .strict) {
            var dump = ""
            for t in [before.tableau, solver.tableau] {
            for (i, r) in t.rows.enumerated() { dump += "\(t.basics[i]) \(t.kinds[Int(t.basics[i])]) \(r.constant) \(r.cells.map { "\($0.symbol):\($0.coefficient)" })\n" }
            dump += "levels \(t.levels.map { $0.costs })\n"
            }
            Issue.record("step \(step) \(present) edits \(log) \(violations(solver))\n\(dump)")
            return
        }
    }
}
