import Constraints

/// Which constraints a new list of specs can keep from the records of the old one, and
/// which specs changed only their constant (shifted in place rather than replaced).
///
/// Two ways to match, tried in order:
/// - **locally**: one walk along both lists that steps over short runs of added or
///   removed specs. A stack's recipe lists its constraints role by role (spacings, then
///   hiding, then distribution, then alignment), so inserting, removing or hiding one item
///   makes one short run in each role's part, and the walk costs one comparison per spec;
/// - **by value**: trim the common prefix and suffix, then hash the old middle and look
///   each new spec up (duplicates matched in order). This takes any reordering, but
///   hashing every spec of a large stack cost a third of inserting one item into a row of
///   1,000 (the role-by-role order puts almost every spec in the middle).
struct SpecMatching {
    /// By old index: whether that record's constraint is kept.
    var kept: [Bool]
    /// By new index: the old constraint it keeps, if any.
    var reuse: [Constraint?]
    /// By new index: the old record kept for it (its rank stays valid), or -1.
    var source: [Int]
    /// Pairs (old index, new index) of unmatched specs that differ only in their constant.
    var constantChanges: [(old: Int, new: Int)] = []
    /// Whether the local walk found the matching (false: matched by value).
    private(set) var matchedLocally = false

    /// How far the local walk looks ahead for where the lists agree again.
    static let window = 8

    init(_ old: [Record], _ specs: [Spec]) {
        self = Self(locally: old, specs) ?? Self(byValue: old, specs)
    }

    private init(count old: Int, _ new: Int) {
        kept = Array(repeating: false, count: old)
        reuse = Array(repeating: nil, count: new)
        source = Array(repeating: -1, count: new)
    }

    private mutating func keep(_ i: Int, for j: Int, from old: [Record]) {
        kept[i] = true
        reuse[j] = old[i].constraint
        source[j] = i
    }

    /// Whether the old record `i` holds a constraint made from `spec`.
    private static func holds(_ old: [Record], _ i: Int, _ spec: Spec) -> Bool {
        old[i].constraint != nil && old[i].spec == spec
    }

    /// The walk: nil once the specs left unmatched exceed a few windows plus a
    /// sixteenth of the list (the lists were reordered rather than edited locally).
    private init?(locally old: [Record], _ specs: [Spec]) {
        self.init(count: old.count, specs.count)
        let limit = 4 * Self.window + max(old.count, specs.count) / 16
        var unmatched = 0
        var (i, j) = (0, 0)
        while i < old.count && j < specs.count {
            if Self.holds(old, i, specs[j]) {
                keep(i, for: j, from: old)
                i += 1
                j += 1
                continue
            }
            // The nearest point within the window where the lists agree again.
            var skip: (old: Int, new: Int)? = nil
            for d in 1...Self.window {
                if i + d < old.count && Self.holds(old, i + d, specs[j]) {
                    skip = (d, 0)
                    break
                }
                if j + d < specs.count && Self.holds(old, i, specs[j + d]) {
                    skip = (0, d)
                    break
                }
            }
            if let skip {
                unmatched += skip.old + skip.new
                i += skip.old
                j += skip.new
            } else {
                // One spec in place of another, perhaps the same with a new constant.
                if old[i].constraint != nil && old[i].spec.differsOnlyInConstant(from: specs[j]) {
                    constantChanges.append((i, j))
                }
                unmatched += 2
                i += 1
                j += 1
            }
            if unmatched > limit { return nil }
        }
        guard unmatched + (old.count - i) + (specs.count - j) <= limit else { return nil }
        matchedLocally = true
    }

    /// Matching by value in the middle left by the common prefix and suffix.
    private init(byValue old: [Record], _ specs: [Spec]) {
        self.init(count: old.count, specs.count)
        let limit = min(old.count, specs.count)
        var prefix = 0
        while prefix < limit, Self.holds(old, prefix, specs[prefix]) {
            keep(prefix, for: prefix, from: old)
            prefix += 1
        }
        var suffix = 0
        while suffix < limit - prefix, Self.holds(old, old.count - 1 - suffix, specs[specs.count - 1 - suffix]) {
            keep(old.count - 1 - suffix, for: specs.count - 1 - suffix, from: old)
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(specs.count - suffix)
        if !oldMiddle.isEmpty && !newMiddle.isEmpty {
            // Old specs by value, chained for duplicates.
            var head: [Spec: Int] = [:]
            head.reserveCapacity(oldMiddle.count)
            var next = [Int](repeating: -1, count: old.count)
            for i in oldMiddle.reversed() where old[i].constraint != nil {
                if let h = head[old[i].spec] { next[i] = h }
                head[old[i].spec] = i
            }
            for j in newMiddle {
                guard let i = head[specs[j]] else { continue }
                head[specs[j]] = next[i] >= 0 ? next[i] : nil
                keep(i, for: j, from: old)
            }
        }
        // A spec that kept its place in the middle and changed only its constant.
        for k in 0..<min(oldMiddle.count, newMiddle.count) {
            let (i, j) = (prefix + k, prefix + k)
            guard !kept[i], reuse[j] == nil, old[i].constraint != nil,
                old[i].spec.differsOnlyInConstant(from: specs[j])
            else { continue }
            constantChanges.append((i, j))
        }
    }
}
