/// Explaining an unsatisfiable required constraint: which required constraints already
/// present it cannot hold with.
///
/// The candidates are the required constraints connected to the new one through shared
/// variables (nothing else can take part in a conflict); QuickXplain (Junker, 2004) then
/// finds a minimal conflicting subset with O(k log(n/k)) feasibility checks, each a fresh
/// solve of required constraints only. "Minimal": drop any one and the rest fit. Among
/// minimal sets it prefers the constraints added earliest.
extension SolverCore {
    /// A minimal set of the required constraints present that, together with
    /// `constraint`, cannot all hold; in the order they were added.
    /// - Parameter replaced: a constraint held that does not count (the one `constraint`
    ///   would replace).
    func conflicts(with constraint: Constraint, replacing replaced: Constraint? = nil) -> [Constraint] {
        var excluded = Set(edits.unorderedValues.map { ObjectIdentifier($0.constraint) })
        if let replaced { excluded.insert(ObjectIdentifier(replaced)) }
        let required = records.entries
            .filter { $0.constraint.priority.isRequired && !excluded.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
        let candidates = Self.connected(to: constraint, among: required)
        guard !Self.isFeasible([constraint]) else {
            guard !Self.isFeasible([constraint] + candidates) else { return candidates }
            return Self.quickXplain(background: [constraint], candidates: candidates[...], checkBackground: false)
        }
        return []
    }

    /// The constraints linked to `constraint` by chains of shared variables.
    static func connected(to constraint: Constraint, among constraints: [Constraint]) -> [Constraint] {
        var parent: [ObjectIdentifier: ObjectIdentifier] = [:]
        func root(_ id: ObjectIdentifier) -> ObjectIdentifier {
            var id = id
            while let p = parent[id], p != id {
                let grand = parent[p] ?? p
                parent[id] = grand
                id = grand
            }
            return id
        }
        func variables(_ c: Constraint) -> [ObjectIdentifier] {
            (c.lhs.terms + c.rhs.terms).filter { $0.coefficient != 0 }.map(\.variable.id)
        }
        for c in constraints + [constraint] {
            let ids = variables(c)
            guard let first = ids.first else { continue }
            let r = root(first)
            parent[r] = r
            for id in ids.dropFirst() {
                let s = root(id)
                if s != r { parent[s] = r }
            }
        }
        guard let anchor = variables(constraint).first else { return [] }
        let target = root(anchor)
        return constraints.filter { c in variables(c).first.map { root($0) == target } ?? false }
    }

    /// Whether required constraints can all hold (a fresh solve).
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var solver = SolverCore(priorities: .strict)
        for c in constraints {
            do {
                try solver.insert(c.priority.isRequired ? c : c.withPriority(.required), explainingConflicts: false)
            } catch {
                return false
            }
        }
        return true
    }

    /// QuickXplain: a minimal subset of `candidates` that is infeasible together with
    /// `background`, given that background ∪ candidates is infeasible.
    static func quickXplain(
        background: [Constraint], candidates: ArraySlice<Constraint>, checkBackground: Bool
    ) -> [Constraint] {
        if checkBackground && !isFeasible(background) { return [] }
        if candidates.count <= 1 { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let firstHalf = candidates[..<middle]
        let secondHalf = candidates[middle...]
        let fromSecond = quickXplain(
            background: background + firstHalf, candidates: secondHalf, checkBackground: true)
        let fromFirst = quickXplain(
            background: background + fromSecond, candidates: firstHalf, checkBackground: !fromSecond.isEmpty)
        return fromFirst + fromSecond
    }
}
