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
        sharedRowsChanged = []
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
        guard !pinTable.sharedLengths.isEmpty else { return true }
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
        for pair in pinTable.sharedLengths {
            guard let a = liveNode(of: pair.first), let b = liveNode(of: pair.second) else { return false }
            let x = 2 * a + pair.axis, y = 2 * b + pair.axis
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
        return true
    }

    /// Checks group `g`'s members and marks their rows and the stack across them.
    /// - Returns: false when the group is outside the class.
    private mutating func markRows(of g: Int) -> Bool {
        let axis = sharedGroups[g].axis
        var across: Int?
        for member in sharedGroups[g].members {
            let row = parents[member]
            guard row >= 0, !nodes[member].isHidden, let a = nodes[row].arrangement,
                !nodes[row].pins.contains(where: { $0.node == member }),
                arrangements[a].axis == axis, arrangements[a].distribution == .fill,
                arrangements[a].visible.count >= 2, arrangements[a].sharedMember == nil
            else { return false }
            let parent = parents[row]
            guard parent >= 0, across == nil || across == parent, let b = nodes[parent].arrangement,
                !nodes[parent].pins.contains(where: { $0.node == row }),
                arrangements[b].axis != axis, arrangements[b].alignment == .fill
            else { return false }
            across = parent
            arrangements[a].sharedMember = member
            sharedGroups[g].stacks.append(row)
        }
        guard let parent = across, let b = nodes[parent].arrangement else { return false }
        arrangements[b].sharedAcross.append(g)
        return true
    }

    /// The length group `g`'s members take, its rows' lengths set in `lengths`: the least
    /// point of the sum over the rows of `member(W) + others(C − W)`.
    /// - Returns: nil when the least point is not unique.
    func sharedLength(_ g: Int, lengths: [Double]) -> Double? {
        let group = sharedGroups[g]
        // `others(C − W)` changes rate at `C − b` by what `others` changes at `b`: the
        // changes are gathered directly, without making the reflected costs.
        var leftmost = CostRate.zero
        var changes: [(at: Double, by: CostRate)] = []
        var stable = true
        for (row, member) in zip(group.stacks, group.members) {
            guard let a = nodes[row].arrangement, let others = arrangementCosts[row] else { return nil }
            let canvas = lengths[row] - arrangements[a].insetMin[group.axis] - arrangements[a].insetMax[group.axis]
            let cost = costs[group.axis][member]
            stable = stable && cost.isShiftStable && others.isShiftStable
            leftmost += cost.rates[0] - others.rates[others.rates.count - 1]
            for k in cost.breakpoints.indices { changes.append((cost.breakpoints[k], cost.rates[k + 1] - cost.rates[k])) }
            for k in others.breakpoints.indices {
                changes.append((canvas - others.breakpoints[k], others.rates[k + 1] - others.rates[k]))
            }
        }
        return SizeCost.fromChanges(leftmost, &changes, inputsStable: stable).minimizer()
    }

}
