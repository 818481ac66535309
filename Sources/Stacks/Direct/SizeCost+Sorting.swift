/// Sorting a convolution's segments by rate (``SizeCost/infimalConvolution(_:gaps:)``): as a
/// stable sort would, grouped by the parts of the rate compared before the rank.
extension SizeCost {
    /// Sorts segments by rate as a stable sort would. A layout's rates have few distinct
    /// weights (its priorities), and within one weight the segments usually come in rank
    /// order already, since the parts come in creation order: so the segments are spread
    /// into their weight's group in input order, and a group is sorted by rank only when it
    /// is not in order. Many distinct weights take the plain sort. (The merge of a stack of
    /// 10,000 rows sorted its segments in 23 M instructions with the plain sort, 8 M so.)
    /// - Complexity: O(m log w) for m segments of w distinct weights, plus the groups sorted.
    static func sortByRate(_ segments: inout [Segment]) {
        guard segments.count > 64 else {
            segments.sort { $0.rate < $1.rate }
            return
        }
        // Parts with the same priorities, in creation order, are often in order already.
        if segments.indices.dropFirst().allSatisfy({ !(segments[$0].rate < segments[$0 - 1].rate) }) { return }
        // Grouped by the parts compared before the rank: the weight alone unless a required
        // bound is among them (a key of one integer keeps the common case as fast as before).
        let grouped =
            segments.contains { $0.rate.required != 0 }
            ? sortByGroups(&segments, mostGroups: 256) { Weight($0) } : sortByGroups(&segments, mostGroups: 16) { $0.weight }
        if !grouped { segments.sort { $0.rate < $1.rate } }
    }

    /// ``sortByRate(_:)``'s grouped sort by `key` (the parts compared before the rank).
    /// Inlined into its two uses, each with its key type (left generic, its comparisons went
    /// through witness tables: the grid of 10,000 images with aspect ratios spent 11 M
    /// instructions a removal in it).
    /// - Returns: false, with `segments` as they were, when there are more than `mostGroups` keys.
    @inline(__always)
    private static func sortByGroups<Key: Comparable>(
        _ segments: inout [Segment], mostGroups: Int, key: (CostRate) -> Key
    ) -> Bool {
        var keys: [Key] = []
        for segment in segments {
            let w = key(segment.rate)
            let k = keys.partitioningIndex { $0 >= w }
            guard k == keys.count || keys[k] != w else { continue }
            guard keys.count < mostGroups else { return false }
            keys.insert(w, at: k)
        }
        // Each key's group, filled in input order.
        var groupOf = [Int](repeating: 0, count: segments.count)
        var sizes = [Int](repeating: 0, count: keys.count)
        for (j, segment) in segments.enumerated() {
            let w = key(segment.rate)
            let k = keys.partitioningIndex { $0 >= w }
            groupOf[j] = k
            sizes[k] += 1
        }
        var groups = sizes.map { size -> [Segment] in
            var group: [Segment] = []
            group.reserveCapacity(size)
            return group
        }
        for (j, segment) in segments.enumerated() { groups[groupOf[j]].append(segment) }
        segments.removeAll(keepingCapacity: true)
        for k in groups.indices {
            let inOrder = groups[k].indices.dropFirst().allSatisfy { groups[k][$0 - 1].rate.rank <= groups[k][$0].rate.rank }
            if !inOrder {
                // Falling rates' ranks come in reverse (each part's cheapest cut last): no
                // two equal, so reversed is sorted and the sort stable.
                let reversed = groups[k].indices.dropFirst().allSatisfy {
                    groups[k][$0 - 1].rate.rank > groups[k][$0].rate.rank
                }
                if reversed { groups[k].reverse() } else { groups[k].sort { $0.rate.rank < $1.rate.rank } }
            }
            segments.append(contentsOf: groups[k])
        }
        return true
    }

    /// The parts of a rate compared before its rank, for grouping segments by them.
    private struct Weight: Comparable {
        var required: Int64
        var weight: Int64

        init(_ rate: CostRate) { (required, weight) = (rate.required, rate.weight) }

        static func < (a: Weight, b: Weight) -> Bool {
            a.required != b.required ? a.required < b.required : a.weight < b.weight
        }
    }
}
