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
    /// One group of shared lengths on one axis: its rows and their members, in node order.
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
        for group in sharedGroups {
            for stack in group.stacks where !nodes[stack].isDead {
                guard let a = nodes[stack].arrangement else { continue }
                arrangements[a].sharedMember = nil
                let across = parents[stack]
                if across >= 0, let b = nodes[across].arrangement { arrangements[b].sharedAcross = [] }
            }
        }
        sharedGroups = []
        guard !pinTable.sharedLengths.isEmpty else { return true }
        // Union-find over (node, axis), the groups numbered as they first appear.
        var leader: [SIMD2<Int>: SIMD2<Int>] = [:]
        func find(_ x: SIMD2<Int>) -> SIMD2<Int> {
            var root = x
            while let next = leader[root], next != root { root = next }
            return root
        }
        var order: [SIMD2<Int>] = []
        for pair in pinTable.sharedLengths {
            guard let a = liveNode(of: pair.first), let b = liveNode(of: pair.second) else { return false }
            let x = SIMD2(a, pair.axis), y = SIMD2(b, pair.axis)
            for key in [x, y] where leader[key] == nil {
                leader[key] = key
                order.append(key)
            }
            let (rx, ry) = (find(x), find(y))
            // The lower node leads: the same groups whatever the order of the constraints.
            if rx != ry { (rx[0] < ry[0]) ? (leader[ry] = rx) : (leader[rx] = ry) }
        }
        var groupOf: [SIMD2<Int>: Int] = [:]
        for key in order {
            let root = find(key)
            let g = groupOf[root] ?? sharedGroups.count
            if g == sharedGroups.count {
                groupOf[root] = g
                sharedGroups.append(SharedLength(axis: key[1], stacks: [], members: []))
            }
            sharedGroups[g].members.append(key[0])
        }
        for g in sharedGroups.indices {
            sharedGroups[g].members.sort()
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
        var parts: [SizeCost] = []
        parts.reserveCapacity(2 * group.stacks.count)
        for (row, member) in zip(group.stacks, group.members) {
            guard let a = nodes[row].arrangement, let others = arrangementCosts[row] else { return nil }
            let canvas = lengths[row] - arrangements[a].insetMin[group.axis] - arrangements[a].insetMax[group.axis]
            parts.append(costs[group.axis][member])
            parts.append(others.reflected(at: canvas))
        }
        return SizeCost.sum(parts).minimizer()
    }
}

extension SizeCost {
    /// `F(c − length)`: the cost of what is left of `c` (the other items of a row whose
    /// canvas is `c`, as a function of the shared length).
    func reflected(at c: Double) -> SizeCost {
        var result = SizeCost(breakpoints: breakpoints.reversed().map { c - $0 }, rates: rates.reversed().map { -$0 })
        result.isShiftStable = result.isShiftStable && isShiftStable
        return result
    }
}
