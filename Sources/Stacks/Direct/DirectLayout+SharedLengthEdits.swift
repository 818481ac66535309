/// Edits of shared lengths: a patch follows the groups (``DirectLayout/SharedLength``)
/// instead of grouping every shared length again.
///
/// Grouping again is a union-find over every pair and a check of every row: O(rows) at each
/// edit, 6 M instructions of the 31 M a removal from a form of 10,000 rows took. An edit
/// mostly leaves the groups as they were (an item hidden, a content size changed) or takes
/// one leaf away or adds one (a row removed with its label's constraint, a row inserted with
/// its own). Those are followed here; anything else groups again.
extension DirectLayout {
    /// At most this many shared lengths added or removed in one edit are followed one by one
    /// (each costs a pass over the pairs); more are grouped again.
    static let followedPairEdits = 8

    /// Follows the shared lengths added or removed since the last grouping
    /// (``sharedPairEdits``) and checks again the stacks read since then that carry a mark
    /// or gone (``sharedMarksCarried``), keeping the groups, their numbers and their kept changes
    /// where untouched.
    ///
    /// A pair taken away is followed when one of its views left the tree and named no other
    /// pair (a leaf of its group: the rest stays connected) and the other still names one;
    /// a pair added, when one of its views is a member of a group on its axis and the other
    /// is in no group there and names no other pair (a new leaf). A group that gains or loses
    /// a member has its kept changes brought up to date before their next use.
    /// - Parameter planned: the node count before the edit (nodes from it on are new).
    /// - Returns: nil when the edits are not of that kind (the caller groups again, nothing
    ///   changed); else whether every group is still in the class, as grouping again would
    ///   say.
    /// - Complexity: O(p) per pair edit for p pairs and O(m) for m members of the groups it
    ///   names; O(1) per carried stack.
    mutating func followSharedLengths(newFrom planned: Int) -> Bool? {
        let edits = sharedPairEdits, carried = sharedMarksCarried
        sharedPairEdits = []
        sharedMarksCarried = []
        guard sharedGroupsAreKept, edits.count <= Self.followedPairEdits else { return nil }
        guard !edits.isEmpty || !carried.isEmpty else {
            sharedRowsChanged = []
            return true
        }
        // 1. What each edit does to the groups, nothing changed yet.
        var leaving: [(group: Int, member: Int)] = []
        var joining: [(group: Int, member: Int)] = []
        // A leaf is named by its edit alone (the other view may be named by many).
        func namedOnce(_ view: LayoutView) -> Bool {
            edits.reduce(0) { $0 + ($1.first === view ? 1 : 0) + ($1.second === view ? 1 : 0) } == 1
        }
        for edit in edits {
            guard let a = plannedNode(of: edit.first), let b = plannedNode(of: edit.second) else { return nil }
            if edit.isAdded {
                let (ga, gb) = (sharedGroup(holding: a, axis: edit.axis), sharedGroup(holding: b, axis: edit.axis))
                guard !nodes[a].isDead, !nodes[b].isDead, (ga == nil) != (gb == nil),
                    let g = ga ?? gb
                else { return nil }
                let leaf = ga == nil ? edit.first : edit.second
                guard namedOnce(leaf), pairCount(naming: leaf, axis: edit.axis) == 1 else { return nil }
                joining.append((g, ga == nil ? a : b))
            } else {
                guard nodes[a].isDead != nodes[b].isDead else { return nil }
                let (leaf, other) = nodes[a].isDead ? (a, edit.second) : (b, edit.first)
                guard namedOnce(views[leaf]), let g = sharedGroup(holding: leaf, axis: edit.axis),
                    pairCount(naming: views[leaf], axis: edit.axis) == 0, pairCount(naming: other, axis: edit.axis) > 0
                else { return nil }
                leaving.append((g, leaf))
            }
        }
        sharedRowsChanged = []
        // 2. Members leave (their rows' marks go with them), then join.
        for (g, member) in leaving {
            // Found: the group was found by it, and no node is named twice.
            guard let k = sharedGroups[g].members.firstIndex(of: member) else { return false }
            let row = sharedGroups[g].stacks[k]
            sharedGroups[g].members.remove(at: k)
            sharedGroups[g].stacks.remove(at: k)
            if let a = nodes[row].arrangement, arrangements[a].sharedMember == member {
                arrangements[a].sharedMember = nil
                if !nodes[row].isDead { sharedRowsChanged.append(row) }
            }
            forgetSharedChanges(ofGroup: g)
        }
        for (g, member) in joining {
            let axis = sharedGroups[g].axis
            guard let (row, across) = sharedRow(of: member, axis: axis), let a = nodes[row].arrangement,
                arrangements[a].sharedMember == nil,
                let first = sharedGroups[g].stacks.first, parents[first] == across
            else { return false }
            arrangements[a].sharedMember = member
            sharedGroups[g].members.append(member)
            sharedGroups[g].stacks.append(row)
            sharedRowsChanged.append(row)
            forgetSharedChanges(ofGroup: g)
        }
        // 3. The stacks read again or gone: their rows and the stacks across still in the
        // class. A member still in a group still has a pair naming it, so one gone (or in a
        // row gone) fails grouping again too.
        for i in carried {
            guard let a = nodes[i].arrangement else { continue }
            if let member = arrangements[a].sharedMember {
                guard !nodes[i].isDead, !nodes[member].isDead,
                    let g = sharedGroup(holding: member, axis: arrangements[a].axis),
                    let (row, across) = sharedRow(of: member, axis: sharedGroups[g].axis), row == i,
                    let first = sharedGroups[g].stacks.first, parents[first] == across
                else { return false }
            }
            guard !nodes[i].isDead else { continue }
            for g in arrangements[a].sharedAcross where !acrossHoldsShared(i, axis: sharedGroups[g].axis) { return false }
        }
        return true
    }

    /// The node of `view` in this plan, alive or dead, if the plan holds it.
    private func plannedNode(of view: LayoutView) -> Int? {
        let i = view.directIndex
        guard i >= 0, i < views.count, views[i] === view else { return nil }
        return i
    }

    /// The group that has `node` as a member on `axis`, if any.
    /// - Complexity: O(m) for m members of the groups on that axis.
    private func sharedGroup(holding node: Int, axis: Int) -> Int? {
        sharedGroups.indices.first { sharedGroups[$0].axis == axis && sharedGroups[$0].members.contains(node) }
    }

    /// How many shared lengths on `axis` name `view`.
    private func pairCount(naming view: LayoutView, axis: Int) -> Int {
        // Read by index from a local copy: the views are borrowed, not retained.
        let pairs = pinTable.sharedLengths
        var count = 0
        for k in pairs.indices where pairs[k].axis == axis && (pairs[k].first === view || pairs[k].second === view) {
            count += 1
        }
        return count
    }

    /// Marks group `g`'s kept changes for bringing up to date (a member came or went).
    private mutating func forgetSharedChanges(ofGroup g: Int) {
        if g < sharedChangesKept.count { sharedChangesKept[g]?.isCurrent = false }
    }
}
