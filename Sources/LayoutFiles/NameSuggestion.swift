/// "Did you mean …?" for a misspelt name: the closest of the names that would have been
/// accepted, by edit distance.
package enum NameSuggestion {
    /// The candidate closest to `name`, if it is close enough to be a likely misspelling.
    ///
    /// Distance is the optimal-string-alignment distance (insertions, deletions,
    /// substitutions and swaps of two neighbours each cost 1) between the lowercased names,
    /// so a wrong case alone (`Leading`) counts as 0. A candidate is close enough within
    /// one edit per three characters of the longer name (at least one, at most three).
    /// Ties go to the first candidate in the order given, so the answer is deterministic.
    /// - Parameters:
    ///   - name: what was written.
    ///   - candidates: the accepted names, in the order to prefer them.
    /// - Returns: the suggestion, or nil when nothing is close or `name` is itself accepted.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        guard !candidates.contains(name) else { return nil }
        let written = Array(name.lowercased())
        var best: (name: String, distance: Int)? = nil
        for candidate in candidates {
            let target = Array(candidate.lowercased())
            let allowed = min(3, max(1, max(written.count, target.count) / 3))
            let d = distance(written, target)
            guard d <= allowed, d < max(written.count, target.count) else { continue }
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `"; did you mean \"x\"?"` for the closest candidate, or "" when none is close.
    /// - Parameters:
    ///   - name: what was written.
    ///   - candidates: the accepted names.
    ///   - quote: the quotation mark of the format (`"` in JSON, `'` in constraint files).
    package static func hint(for name: String, among candidates: [String], quote: Character = "\"") -> String {
        guard let match = closest(to: name, among: candidates) else { return "" }
        return "; did you mean \(quote)\(match)\(quote)?"
    }

    /// The optimal-string-alignment distance between two character arrays.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the dynamic-programming table: two back (for swaps), previous, current.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, twoBack[j - 2] + 1) }
                current[j] = d
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
