@testable import Constraints
import Testing

/// The solved form's invariants, checked after every step of random operation sequences:
/// restricted rows and the objective hold nonbasic symbols only, definitions refer only to
/// nonbasic symbols and other definitions, the column index lists every row holding a
/// symbol, restricted basics are nonnegative, cached definition values are current (and
/// match an expansion), and
/// each constraint's equation (with its markers) is an identity of the tableau.
@Suite("Tableau invariants")
struct TableauInvariantTests {
    @Test(arguments: [PriorityModel.strict, .weighted], 0..<150)
    func randomOperations(model: PriorityModel, seed: Int) {
        var g = RandomSystems(seed: UInt64(130_000 + seed))
        let pool = (0..<g.rng.int(5...10)).map { _ in g.constraint(requiredChance: 0.3) }
        var solver = Solver(priorities: model)
        solver.snapshotTerms = 0...Int.max  // every check after the first goes through a snapshot
        var present: [Constraint] = []
        var edits: [Variable] = []
        var log: [String] = []
        for _ in 0..<24 {
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
                log.append("suggest \(value) for \(v)")
                try? solver.suggestValue(value, for: v)
            default:
                guard let v = edits.popLast() else { continue }
                log.append("end edit \(v)")
                try? solver.removeEditVariable(v)
            }
            let broken = Self.violations(of: solver)
            guard broken.isEmpty else {
                Issue.record("\(broken) after: \(log)")
                return
            }
        }
    }

    /// A chain of definitions (`x[i+1] = x[i] + w[i] + 2`) built, cut in the middle and
    /// closed again, as a stack does: the rows must stay short and the invariants hold.
    @Test func chainStaysTriangular() throws {
        let n = 200
        let x = (0...n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        var solver = Solver(priorities: .weighted)
        var links: [Constraint] = []
        for i in 0..<n {
            try solver.add(w[i] >= 10 ~ 750)
            try solver.add(w[i] <= 10 ~ Priority(i == 7 ? 249 : 250))
        }
        try solver.add(x[0] == 0)
        for i in 0..<n {
            let link = x[i + 1] == x[i] + w[i] + 2
            links.append(link)
            try solver.add(link)
        }
        try solver.add(x[n] == Double(n * 12 + 100))
        #expect(solver.value(of: w[7]) == 110)
        #expect(solver.value(of: x[n - 1]) == Double(n * 12 + 100 - 12))
        // A Cassowary tableau of prefix sums would hold about n²/2 cells.
        #expect(solver.statistics.cells < 20 * n)
        try solver.remove(links[n / 2])
        try solver.add(x[n / 2 + 1] == x[n / 2] + w[n / 2] + 2)
        #expect(solver.value(of: x[n]) == Double(n * 12 + 100))
        #expect(Self.violations(of: solver).isEmpty)
    }

    /// Everything that is wrong with the solver's tableau, as messages.
    static func violations(of solver: Solver) -> [String] {
        var t = solver.core.tableau
        var found: [String] = []
        if !t.valuesAreCurrent { found.append("values left stale by a public call") }
        // The check after each call evaluates only what moved since the last pass: what it
        // passed, a check of everything must pass too, and its snapshot is the current state.
        if let cached = solver.core.scaleCache {
            let fresh = solver.core.dataScales()
            for s in 0..<t.symbolCount where cached[Symbol(s)] != fresh[Symbol(s)] {
                found.append("cached data scale of \(s) is \(cached[Symbol(s)]), fresh \(fresh[Symbol(s)])")
            }
        }
        // (Only when no work was done since that check: a call whose work is below the
        // check's cost skips it, and the next check compares values with the snapshot.)
        if let snapshot = solver.core.lastCheck, !solver.core.checksEveryCall, solver.core.workAtLastCheck == t.work {
            if let worst = solver.core.worstViolation() { found.append("check skipped a violation of \(worst.record.constraint)") }
            for s in 0..<t.symbolCount where snapshot.values.indices.contains(s)
                && snapshot.values[s].bitPattern != t.value(of: Symbol(s)).bitPattern {
                found.append("check snapshot of \(s) reads \(snapshot.values[s]), value \(t.value(of: Symbol(s)))")
            }
        }
        for (i, row) in t.rows.enumerated() {
            let basic = t.basics[i]
            let isDefinition = t.kinds[Int(basic)] == .external
            for cell in row.cells {
                if t.isBasic(cell.symbol) && !(isDefinition && t.kinds[Int(cell.symbol)] == .external) {
                    found.append("row of \(basic) holds the basic \(cell.symbol)")
                }
                if !t.columns[Int(cell.symbol)].contains(basic) { found.append("column \(cell.symbol) misses \(basic)") }
            }
            if !isDefinition && t.kinds[Int(basic)] != .dummy && row.constant < 0 {
                found.append("row of \(basic) is infeasible: \(row.constant)")
            }
            if isDefinition {
                // The expansion's constant is the deviation, computed without the cache.
                var single = Row()
                single.insert(basic, 1)
                let expected = t.expand(single).constant
                if abs(expected - t.definitionValues[Int(basic)]) > 1e-9 * max(1, abs(expected)) {
                    found.append("stale value of \(basic): \(t.definitionValues[Int(basic)]), expected \(expected)")
                }
            }
        }
        found += definitionCycles(in: t)
        for level in t.levels {
            for (s, cost) in level.costs.enumerated() where cost != 0 && t.isBasic(Symbol(s)) {
                found.append("objective holds the basic \(s)")
            }
        }
        // New levels (phase one's among them) take their costs from these, zeroed.
        for spare in t.spareCosts {
            if let s = spare.firstIndex(where: { $0 != 0 }) { found.append("spare costs hold \(spare[s]) for \(s)") }
        }
        // The primal simplex's heap of improving symbols is empty between calls.
        if t.isPricingByHeap || !t.pricingHeap.isEmpty || t.pricingSlots.contains(where: { $0 != -1 }) {
            found.append("pricing heap left in use (\(t.pricingHeap.count) entries)")
        }
        // The undo logs are closed and empty between calls (their storage is kept): one
        // left open would record every later change and roll back too much.
        if t.isJournaling || !t.journal.rows.isEmpty || !t.journal.columns.isEmpty || !t.journal.costs.isEmpty {
            found.append("journal left open (\(t.journal.rows.count) rows recorded)")
        }
        if t.isLoggingColumns || !t.columnLog.isEmpty {
            found.append("column log left open (\(t.columnLog.count) entries)")
        }
        // lhs - rhs plus the markers, expanded, is the zero row, but for the dummies the
        // rows leave out (Solver+MarkerColumns); with those columns computed, it is
        // the zero row outright.
        found += identityResidues(of: solver, ignoringUnheldDummies: true)
        var materialized = solver
        if !materialized.materializeMarkerColumns(of: solver.core.records.entries.map(\.constraint)) {
            found.append("marker columns could not be computed")
        }
        found += identityResidues(of: materialized, ignoringUnheldDummies: false).map { "with every marker column: \($0)" }
        return found
    }

    /// Definitions that refer to themselves through other definitions (the triangular
    /// form allows any order of reference but no cycle), by a depth-first search.
    static func definitionCycles(in t: Tableau) -> [String] {
        var state = [UInt8](repeating: 0, count: t.symbolCount)  // 0 new, 1 on the path, 2 done
        var found: [String] = []
        func visit(_ symbol: Symbol) {
            state[Int(symbol)] = 1
            for cell in t.row(of: symbol)?.cells ?? [] where t.isDefined(cell.symbol) {
                switch state[Int(cell.symbol)] {
                case 0: visit(cell.symbol)
                case 1: found.append("definitions form a cycle through \(cell.symbol)")
                default: break
                }
            }
            state[Int(symbol)] = 2
        }
        for basic in t.basics where t.isDefined(basic) && state[Int(basic)] == 0 { visit(basic) }
        return found
    }

    /// The constraints whose `lhs - rhs` plus markers, expanded, is not the zero row.
    /// - Parameter ignoringUnheldDummies: leave out residues on dummies no row holds.
    static func identityResidues(of solver: Solver, ignoringUnheldDummies: Bool) -> [String] {
        var t = solver.core.tableau
        var found: [String] = []
        for record in solver.core.records.entries {
            let c = record.constraint
            var sum: [Symbol: Double] = [:]
            func add(_ symbol: Symbol, _ k: Double) {
                guard t.isBasic(symbol) else { sum[symbol, default: 0] += k; return }
                var single = Row()
                single.insert(symbol, 1)
                let expansion = t.kinds[Int(symbol)] == .external ? t.expand(single) : t.row(of: symbol) ?? Row()
                for cell in expansion.cells { sum[cell.symbol, default: 0] += k * cell.coefficient }
            }
            for term in c.lhs.terms { if let s = solver.core.symbols[term.variable.id] { add(s, term.coefficient) } }
            for term in c.rhs.terms { if let s = solver.core.symbols[term.variable.id] { add(s, -term.coefficient) } }
            let (m, o): (Double, Double) = switch (c.relation, c.priority.isRequired) {
            case (.lessThanOrEqual, _): (1, -1)
            case (.greaterThanOrEqual, _): (-1, 1)
            case (.equal, true): (1, 0)
            case (.equal, false): (-1, 1)
            }
            add(record.marker, m)
            if record.other >= 0 { add(record.other, o) }
            let residue = sum.filter {
                abs($0.value) > 1e-9
                    && !(ignoringUnheldDummies && t.kinds[Int($0.key)] == .dummy && t.isUnused($0.key))
            }
            if !residue.isEmpty { found.append("\(c) is not an identity of the tableau: \(residue)") }
        }
        return found
    }
}
