/// A shared length's changes of rate, kept sorted between layouts and brought up to date
/// after an edit rather than gathered again.
///
/// Every row of a group has the same length (they fill one stack across), so when their
/// insets are equal too, a width change moves every `others` change by the same amount and
/// keeps their order: the changes are sorted once. An edit changes few rows' costs (those it
/// touched), moves the ranks of many (every row after an inserted or removed one, by one
/// amount), and adds or takes away a row or two; the kept changes follow each row's own
/// frame (``KeptRow``), so an edit costs a pass over them instead of a gathering and a sort
/// (the gathering alone was 6 M of the 31 M instructions of a removal from a form of
/// 10,000 rows).
extension DirectLayout {
    /// A group's changes of rate, sorted (see the extension's summary).
    struct SharedChanges {
        /// A change of rate at a point, and the row (its position in ``rows``) it comes from.
        struct Change {
            var at: Double
            var by: CostRate
            var row: Int32
        }

        /// A row as its changes were gathered: its node and member, the frame its rates were
        /// brought to the plan's in (``DirectLayout/sharedFrame(of:member:)``), and its
        /// share of ``leftmost``.
        struct KeptRow {
            var node: Int
            var member: Int
            var k: Int64
            var factor: Int64
            var leftmost: CostRate
        }

        /// The rate left of every change: the members' leftmost less the others' rightmost.
        var leftmost: CostRate
        /// The members' changes, by point ascending.
        var members: [Change]
        /// The others' changes, by their costs' breakpoint `b` descending: each is at
        /// `canvas − b`, so ascending for one canvas.
        var others: [Change]
        /// The insets every row had when the changes were gathered.
        var insetMin: Double
        var insetMax: Double
        /// The group's rows, in its order, when the changes were last brought up to date.
        var rows: [KeptRow]
        /// False after an edit that may have changed the group, its rows' costs or frames:
        /// ``DirectLayout/refreshSharedChanges(_:)`` runs before the next use.
        var isCurrent = true
        /// The rows whose costs (or whose member's) were computed or moved since.
        var staleRows: [Int] = []
    }

    /// At most this many rows of a group computed again are followed one by one; more, and
    /// its changes are gathered again.
    static let followedStaleRows = 16

    /// Group `g`'s changes of rate sorted (``SharedChanges``), or nil when its rows' insets
    /// differ or a row has no arrangement cost.
    /// - Complexity: O(m) for m changes (a radix sort).
    func gatherSharedChanges(_ g: Int) -> SharedChanges? {
        let group = sharedGroups[g]
        guard let first = group.stacks.first, let a = nodes[first].arrangement else { return nil }
        var kept = SharedChanges(
            leftmost: .zero, members: [], others: [],
            insetMin: arrangements[a].insetMin[group.axis], insetMax: arrangements[a].insetMax[group.axis], rows: [])
        for row in group.stacks where !hasKeptInsets(row, kept, axis: group.axis) { return nil }
        kept.rows.reserveCapacity(group.stacks.count + group.stacks.count / 8 + 16)
        // The costs read in place from local copies of the per-node arrays, by index (a
        // copy of each cost retained its two arrays: 40,000 atomic counts per gathering for
        // a form of 10,000 rows; half of them remain).
        let memberCosts = costs[group.axis], rowCosts = arrangementCosts
        for p in group.stacks.indices {
            guard
                let row = appendChanges(
                    of: group.stacks[p], member: group.members[p], at: Int32(p), memberCosts, rowCosts,
                    &kept.members, &kept.others)
            else { return nil }
            kept.rows.append(row)
            kept.leftmost += row.leftmost
        }
        kept.members.stableRadixSort { $0.at }
        kept.others.stableRadixSort { -$0.at }
        // Room for the rows edits insert (merged in place, ``refreshSharedChanges(_:)``).
        Self.reserveRoom(for: kept.members.count / 8, in: &kept.members)
        Self.reserveRoom(for: kept.others.count / 8, in: &kept.others)
        return kept
    }

    /// Brings group `g`'s kept changes up to date after an edit, in place: the changes of
    /// rows that left the group or were computed again are dropped, those of rows whose
    /// ranks moved are moved (exactly: `rank + k × mass`), and those of rows that joined or
    /// were computed again are gathered, sorted and merged in.
    /// - Returns: false when they must be gathered whole (many rows computed again, a
    ///   factor changed, insets that differ); they are dropped then.
    /// - Complexity: O(m + r) for m changes and r rows, plus the gathering of the new ones.
    mutating func refreshSharedChanges(_ g: Int) -> Bool {
        guard var kept = sharedChangesKept[g], kept.staleRows.count <= Self.followedStaleRows else { return false }
        // Taken out, so that it is changed in place.
        sharedChangesKept[g] = nil
        let group = sharedGroups[g]
        // 1. The rows, matched in order: rows join at the end and leave from anywhere (any
        // other change still comes out right, with more rows gathered). The kept ones move
        // down to their new positions; `position` and `moves` say where each went and how
        // its ranks moved.
        var position = [Int32](repeating: -1, count: kept.rows.count)
        var moves = [Int64](repeating: 0, count: kept.rows.count)
        var gathered: [Int] = []
        var j = 0
        for p in kept.rows.indices where j < group.stacks.count {
            guard group.stacks[j] == kept.rows[p].node, group.members[j] == kept.rows[p].member else { continue }
            if !kept.staleRows.isEmpty, kept.staleRows.contains(kept.rows[p].node) {
                gathered.append(j)
            } else {
                guard let (k, factor) = sharedFrame(of: kept.rows[p].node, member: kept.rows[p].member),
                    factor == kept.rows[p].factor
                else { return false }
                position[p] = Int32(j)
                moves[p] = k - kept.rows[p].k
                kept.rows[j] = kept.rows[p]  // j ≤ p: a row already read
                kept.rows[j].k = k
                kept.rows[j].leftmost = kept.rows[j].leftmost.shiftingRanks(by: moves[p])
            }
            j += 1
        }
        kept.rows.removeLast(kept.rows.count - j)
        Self.reserveRoom(for: group.stacks.count - j, in: &kept.rows)
        for p in j..<group.stacks.count {
            gathered.append(p)
            kept.rows.append(SharedChanges.KeptRow(node: -1, member: -1, k: 0, factor: 1, leftmost: .zero))
        }
        // 2. The kept rows' changes, moved down over the dropped ones, renumbered and moved.
        func follow(_ changes: inout [SharedChanges.Change]) {
            var w = 0
            for e in changes.indices {
                let p = Int(changes[e].row)
                guard position[p] >= 0 else { continue }
                changes[w] = changes[e]
                changes[w].row = position[p]
                if moves[p] != 0 { changes[w].by = changes[w].by.shiftingRanks(by: moves[p]) }
                w += 1
            }
            changes.removeLast(changes.count - w)
        }
        follow(&kept.members)
        follow(&kept.others)
        // 3. The new rows' changes, gathered, sorted on their own and merged in.
        if !gathered.isEmpty {
            var newMembers: [SharedChanges.Change] = [], newOthers: [SharedChanges.Change] = []
            let memberCosts = costs[group.axis], rowCosts = arrangementCosts
            for p in gathered {
                guard hasKeptInsets(group.stacks[p], kept, axis: group.axis),
                    let row = appendChanges(
                        of: group.stacks[p], member: group.members[p], at: Int32(p), memberCosts, rowCosts,
                        &newMembers, &newOthers)
                else { return false }
                kept.rows[p] = row
            }
            newMembers.stableRadixSort { $0.at }
            newOthers.stableRadixSort { -$0.at }
            Self.merge(newMembers, into: &kept.members) { $0 < $1 }
            Self.merge(newOthers, into: &kept.others) { $0 > $1 }
        }
        kept.leftmost = kept.rows.reduce(.zero) { $0 + $1.leftmost }
        kept.isCurrent = true
        kept.staleRows = []
        sharedChangesKept[g] = kept
        return true
    }

    /// Merges `new` into `changes`, both sorted by point in the order `precedes` says, in
    /// place from the back (a point of `changes` before an equal one of `new`).
    private static func merge(
        _ new: [SharedChanges.Change], into changes: inout [SharedChanges.Change],
        by precedes: (Double, Double) -> Bool
    ) {
        guard let last = new.last else { return }
        var i = changes.count - 1, n = new.count - 1, w = changes.count + new.count - 1
        reserveRoom(for: new.count, in: &changes)
        changes.append(contentsOf: repeatElement(last, count: new.count))
        while n >= 0 {
            if i >= 0, precedes(new[n].at, changes[i].at) {
                changes[w] = changes[i]
                i -= 1
            } else {
                changes[w] = new[n]
                n -= 1
            }
            w -= 1
        }
    }

    /// Whether group `g`'s kept changes, where current, sum to what a gathering makes: the
    /// same leftmost rate and, point by point, the same changes (their order within a point
    /// aside). For debug builds' assertions.
    func keptChangesMatchAGathering(_ g: Int) -> Bool {
        guard g < sharedChangesKept.count, let kept = sharedChangesKept[g], kept.isCurrent else { return true }
        guard let fresh = gatherSharedChanges(g) else { return false }
        func summed(_ changes: [SharedChanges.Change]) -> [(at: Double, by: CostRate, mass: Int64)] {
            var sums: [(at: Double, by: CostRate, mass: Int64)] = []
            for change in changes {
                if let last = sums.last, last.at == change.at {
                    sums[sums.count - 1].by += change.by
                    sums[sums.count - 1].mass += change.by.mass
                } else {
                    sums.append((change.at, change.by, change.by.mass))
                }
            }
            return sums
        }
        func same(_ a: [SharedChanges.Change], _ b: [SharedChanges.Change]) -> Bool {
            let (x, y) = (summed(a), summed(b))
            return x.count == y.count && zip(x, y).allSatisfy { $0.at == $1.at && $0.by == $1.by && $0.mass == $1.mass }
        }
        return kept.leftmost == fresh.leftmost && kept.leftmost.mass == fresh.leftmost.mass
            && same(kept.members, fresh.members) && same(kept.others, fresh.others)
    }

    /// Makes room for `count` more changes or rows, an eighth more than needed when it must
    /// grow: `append` would double the lists (a megabyte each for a form of 10,000 rows), and
    /// the fresh memory's page faults took a third of an insert's time.
    private static func reserveRoom<Element>(for count: Int, in list: inout [Element]) {
        let needed = list.count + count
        if list.capacity < needed { list.reserveCapacity(needed + needed / 8 + 16) }
    }

    /// Whether `row`'s insets along `axis` are those the changes were gathered with.
    private func hasKeptInsets(_ row: Int, _ kept: SharedChanges, axis: Int) -> Bool {
        guard let a = nodes[row].arrangement else { return false }
        return arrangements[a].insetMin[axis] == kept.insetMin && arrangements[a].insetMax[axis] == kept.insetMax
    }

    /// Appends row `row`'s changes of rate, unsorted, brought to the plan's frame, each
    /// marked with `position`.
    /// - Parameters:
    ///   - memberCosts: the costs on the group's axis, per node.
    ///   - rowCosts: the arrangement costs, per arrangement.
    /// - Returns: the row as gathered, or nil when it has no arrangement cost or no frame.
    private func appendChanges(
        of row: Int, member: Int, at position: Int32, _ memberCosts: [SizeCost], _ rowCosts: [SizeCost?],
        _ members: inout [SharedChanges.Change], _ others: inout [SharedChanges.Change]
    ) -> SharedChanges.KeptRow? {
        guard let a = nodes[row].arrangement, rowCosts[a] != nil, let (k, factor) = sharedFrame(of: row, member: member)
        else { return nil }
        func planned(_ rate: CostRate) -> CostRate { (rate * factor).shiftingRanks(by: k) }
        var leftmost = planned(memberCosts[member].rate(0))
        memberCosts[member].forEachChange { point, change in
            members.append(SharedChanges.Change(at: point, by: planned(change), row: position))
        }
        // Optional chaining reads the arrangement cost in place, where binding it would
        // copy it.
        let last = rowCosts[a]?.pointCount ?? 0
        leftmost = leftmost - planned(rowCosts[a]?.rate(last) ?? .zero)
        rowCosts[a]?.forEachChange { point, change in
            others.append(SharedChanges.Change(at: point, by: planned(change), row: position))
        }
        return SharedChanges.KeptRow(node: row, member: member, k: k, factor: factor, leftmost: leftmost)
    }

    /// Notes that node `i`'s costs were computed (or, with `moved`, moved) when it is a row
    /// or a member of a group: the kept changes are brought up to date before their next
    /// use. A row moved keeps its changes (placing reads its items and arrangement in the
    /// frame they were computed in, ``sharedFrame(of:member:)``); only its frame is read
    /// again.
    mutating func forgetSharedChanges(touching i: Int, moved: Bool = false) {
        guard !sharedChangesKept.isEmpty else { return }
        let isRow = nodes[i].arrangement.map { arrangements[$0].sharedMember != nil } ?? false
        let p = parents[i]
        let isMember = p >= 0 && (nodes[p].arrangement.map { arrangements[$0].sharedMember == i } ?? false)
        guard isRow || isMember else { return }
        // Every group's: rarely more than one.
        for g in sharedChangesKept.indices {
            sharedChangesKept[g]?.isCurrent = false
            // Past the limit the group is gathered whole anyway: the list stops growing.
            if !(moved && isRow), (sharedChangesKept[g]?.staleRows.count ?? .max) <= Self.followedStaleRows {
                sharedChangesKept[g]?.staleRows.append(isRow ? i : p)
            }
        }
    }
}
