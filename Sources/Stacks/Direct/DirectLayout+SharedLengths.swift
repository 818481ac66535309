/// Shared lengths: items of sibling stacks whose lengths required user constraints make
/// equal, such as the labels of a form's rows all as wide as the first.
///
/// The class taken: each item (a *member*) is a visible item of its own fill stack along
/// the shared axis (its *row*, with at least one other visible item), and the rows are
/// arranged items of one stack aligned fill across that axis, so every row's canvas is
/// known before any row is placed and no row's length is read as a function (it is set
/// from above, ``setLengthIsRead``). With `W` the shared length and `C_r` row r's canvas,
/// row r costs `member_r(W) + others_r(C_r − W)` (its other items share the rest, their
/// infimal convolution with the gaps), so `W` is the least point of the sum over the
/// rows; then each row places its member at `W` and shares the rest among the others.
extension DirectLayout {
    /// One group of shared lengths on one axis: its rows and their members, in the order
    /// the constraints first name them.
    struct SharedLength {
        var axis: Int
        var stacks: [Int]
        var members: [Int]
    }

    /// Groups the shared lengths of the user constraints (``PinTable/sharedLengths``) and
    /// marks their rows (``Arrangement/sharedMember``) and the stacks across that set them
    /// (``Arrangement/sharedAcross``), after clearing the last marks (an edit reads
    /// arrangements again).
    /// - Returns: false when a group is outside the class (see the extension's summary).
    mutating func resolveSharedLengths() -> Bool {
        var previous: [(stack: Int, member: Int)] = []
        for group in sharedGroups {
            for (stack, member) in zip(group.stacks, group.members) where !nodes[stack].isDead {
                previous.append((stack, member))
                guard let a = nodes[stack].arrangement else { continue }
                arrangements[a].sharedMember = nil
                let across = parents[stack]
                if across >= 0, let b = nodes[across].arrangement { arrangements[b].sharedAcross = [] }
            }
        }
        sharedGroups = []
        sharedChangesKept = []
        sharedRowsChanged = []
        sharedGroupsAreKept = false
        sharedPairEdits = []
        sharedMarksCarried = []
        defer {
            // Rows that joined or left a group, or changed member, compute their costs again.
            var wasShared = [Bool](repeating: false, count: previous.isEmpty ? 0 : nodes.count)
            for (stack, member) in previous {
                wasShared[stack] = true
                let now = nodes[stack].arrangement.flatMap { arrangements[$0].sharedMember }
                if now != member { sharedRowsChanged.append(stack) }
            }
            for group in sharedGroups {
                for stack in group.stacks where previous.isEmpty || !wasShared[stack] { sharedRowsChanged.append(stack) }
            }
        }
        guard !pinTable.sharedLengths.isEmpty else {
            sharedGroupsAreKept = true
            return true
        }
        // Union-find over (node, axis) as 2 × node + axis, the lower key leading (the same
        // groups whatever the order of the constraints).
        var leader = [Int32](repeating: -1, count: 2 * nodes.count)
        func find(_ x: Int) -> Int {
            var x = x
            while Int(leader[x]) != x {
                leader[x] = leader[Int(leader[x])]
                x = Int(leader[x])
            }
            return x
        }
        var keys: [Int] = []
        // Read by index from a local copy: the views are borrowed, not retained (iterating
        // the pairs retained both views of each, 40,000 atomic counts per edit of a form of
        // 10,000 rows).
        let pairs = pinTable.sharedLengths
        for k in pairs.indices {
            guard let a = liveNode(of: pairs[k].first), let b = liveNode(of: pairs[k].second) else { return false }
            let x = 2 * a + pairs[k].axis, y = 2 * b + pairs[k].axis
            if leader[x] < 0 {
                leader[x] = Int32(x)
                keys.append(x)
            }
            if leader[y] < 0 {
                leader[y] = Int32(y)
                keys.append(y)
            }
            let (rx, ry) = (find(x), find(y))
            if rx != ry { leader[max(rx, ry)] = Int32(min(rx, ry)) }
        }
        // Groups numbered as their first key appears (a group's results do not depend on
        // its number or on its members' order: its rates' changes add up exactly).
        var groupOf = [Int32](repeating: -1, count: 2 * nodes.count)
        for key in keys {
            let root = find(key)
            if groupOf[root] < 0 {
                groupOf[root] = Int32(sharedGroups.count)
                sharedGroups.append(SharedLength(axis: key % 2, stacks: [], members: []))
            }
            sharedGroups[Int(groupOf[root])].members.append(key / 2)
        }
        for g in sharedGroups.indices {
            guard markRows(of: g) else { return false }
        }
        sharedGroupsAreKept = true
        return true
    }

    /// Checks group `g`'s members and marks their rows and the stack across them.
    /// - Returns: false when the group is outside the class.
    private mutating func markRows(of g: Int) -> Bool {
        let axis = sharedGroups[g].axis
        var across: Int?
        for member in sharedGroups[g].members {
            guard let (row, parent) = sharedRow(of: member, axis: axis), across == nil || across == parent,
                let a = nodes[row].arrangement, arrangements[a].sharedMember == nil
            else { return false }
            across = parent
            arrangements[a].sharedMember = member
            sharedGroups[g].stacks.append(row)
        }
        guard let parent = across, let b = nodes[parent].arrangement else { return false }
        arrangements[b].sharedAcross.append(g)
        return true
    }

    /// The row of `member` and the stack across it, when they are in the class (see the
    /// extension's summary) for a length shared on `axis`; nil otherwise. Whether the row
    /// has no other member and the stacks across are one are for the caller.
    func sharedRow(of member: Int, axis: Int) -> (row: Int, across: Int)? {
        let row = parents[member]
        guard row >= 0, !nodes[member].isHidden, let a = nodes[row].arrangement,
            !nodes[row].pins.contains(where: { $0.node == member }),
            arrangements[a].axis == axis, arrangements[a].distribution == .fill,
            arrangements[a].visible.count >= 2
        else { return nil }
        let across = parents[row]
        guard across >= 0, acrossHoldsShared(across, axis: axis),
            !nodes[across].pins.contains(where: { $0.node == row })
        else { return nil }
        return (row, across)
    }

    /// Whether stack `across` can set the lengths of its items' members shared on `axis`: it
    /// is aligned fill across that axis.
    func acrossHoldsShared(_ across: Int, axis: Int) -> Bool {
        guard let b = nodes[across].arrangement else { return false }
        return arrangements[b].axis != axis && arrangements[b].alignment == .fill
    }

    /// The length group `g`'s members take, its rows' length `length` (each row's canvas
    /// within its insets): the least point of the sum over the rows of
    /// `member(W) + others(C − W)`.
    /// - Returns: nil when the least point is not unique.
    /// - Complexity: O(m) for m changes of rate in the group, after the first call, which
    ///   gathers and sorts them, and after an edit, which brings them up to date
    ///   (``refreshSharedChanges(_:)``).
    mutating func sharedLength(_ g: Int, length: Double) -> Double? {
        if sharedChangesKept.count <= g {
            sharedChangesKept += repeatElement(nil, count: g + 1 - sharedChangesKept.count)
        }
        if sharedChangesKept[g]?.isCurrent == false, !refreshSharedChanges(g) { sharedChangesKept[g] = nil }
        if sharedChangesKept[g] == nil { sharedChangesKept[g] = gatherSharedChanges(g) }
        guard let kept = sharedChangesKept[g] else { return unsortedSharedLength(g, length: length) }
        assert(keptChangesMatchAGathering(g), "kept shared changes differ from a gathering")
        let canvas = length - kept.insetMin - kept.insetMax
        // The first point at which the rate, all its changes there added, is no longer
        // negative: the cost's least point (as `SizeCost.minimizer()` reads it), nil when the
        // rate there is zero (a flat bottom) or never turns.
        var rate = kept.leftmost
        guard rate < .zero else { return nil }
        var i = 0, j = 0
        while i < kept.members.count || j < kept.others.count {
            let member = i < kept.members.count ? kept.members[i].at : .infinity
            let other = j < kept.others.count ? canvas - kept.others[j].at : .infinity
            let point = min(member, other)
            while i < kept.members.count, kept.members[i].at == point {
                rate += kept.members[i].by
                i += 1
            }
            while j < kept.others.count, canvas - kept.others[j].at == point {
                rate += kept.others[j].by
                j += 1
            }
            if rate >= .zero { return rate == .zero ? nil : point }
        }
        return nil
    }

    /// ``sharedLength(_:length:)`` for rows of unequal insets: every change gathered and
    /// sorted at each call.
    private func unsortedSharedLength(_ g: Int, length: Double) -> Double? {
        let group = sharedGroups[g]
        // `others(C − W)` changes rate at `C − b` by what `others` changes at `b`: the
        // changes are gathered directly, without making the reflected costs.
        var leftmost = CostRate.zero
        var changes: [(at: Double, by: CostRate)] = []
        for (row, member) in zip(group.stacks, group.members) {
            guard let a = nodes[row].arrangement, let others = arrangementCosts[a],
                let (k, factor) = sharedFrame(of: row, member: member)
            else { return nil }
            func planned(_ rate: CostRate) -> CostRate { (rate * factor).shiftingRanks(by: k) }
            let canvas = length - arrangements[a].insetMin[group.axis] - arrangements[a].insetMax[group.axis]
            let cost = costs[group.axis][member]
            leftmost += planned(cost.rate(0) - others.rate(others.pointCount))
            cost.forEachChange { point, change in changes.append((point, planned(change))) }
            others.forEachChange { point, change in changes.append((canvas - point, planned(change))) }
        }
        return SizeCost.fromChanges(leftmost, &changes, inputsStable: false).minimizer()
    }

    /// How to bring row `row`'s costs to the plan's frame: its items and its arrangement stay
    /// in the frame they were computed in when the row is moved (`moveIfStable`), the
    /// member's (its base and factor then) telling which; a rate `r` there is
    /// `(r × factor)` with its ranks moved by `k` here.
    /// - Returns: nil when the plan's factor is no multiple of theirs (never, after a move).
    func sharedFrame(of row: Int, member: Int) -> (k: Int64, factor: Int64)? {
        guard scale % costScale[member] == 0 else { return nil }
        return (base[row] + rankOffset[member] - costBase[member], scale / costScale[member])
    }
}
