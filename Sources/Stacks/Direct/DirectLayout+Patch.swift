/// Edits: the plan follows a change to the tree instead of being made again.
///
/// An edit (an item inserted, removed or hidden, a content size or a stack property changed)
/// re-reads the views it names, plans the subtrees it adds, and computes again the costs of
/// the nodes it touched and of their ancestors. Every other subtree keeps its costs. Its
/// constraints are contiguous in creation order, so an edit before it moves all its ranks by
/// one amount `k`; when its costs are shift-stable (``SizeCost/isShiftStable``) the moved
/// costs are its costs with each rate's ranks moved (`rank + k × mass`), else they are
/// computed again (down to the stable subtrees inside it). The frames are a fresh plan's,
/// ties included; debug builds check that after every patch.
extension DirectLayout {
    /// What the last patch did with the kept subtrees it had to bring up to date (tests
    /// check that both ways are taken).
    struct PatchCounts {
        /// Subtrees whose costs were moved (and scaled) as they were.
        var moved = 0
        /// Nodes computed again: not shift-stable, or a factor no multiple of the old one.
        var recomputed = 0
        /// Views read again (each once, however many changes named it).
        var reread = 0
        /// Whether the shared lengths were grouped again rather than followed
        /// (``DirectLayout/followSharedLengths(newFrom:)``).
        var regrouped = false
    }

    /// The node of `view` in this plan, if it is there and alive.
    func liveNode(of view: LayoutView) -> Int? {
        let i = view.directIndex
        guard i >= 0, i < views.count, views[i] === view, !nodes[i].isDead else { return nil }
        return i
    }

    /// Follows changes to the views in `changed`: each view's own inputs and, for a stack, its
    /// properties and arranged items (its superview names an item that came, went or was
    /// hidden).
    /// - Parameter changed: the views whose inputs or items changed, in any order, repeats
    ///   allowed; views no longer in the tree are skipped.
    /// - Returns: false when the edit needs a new plan: a plain subview came or went, the
    ///   common factor of rates would pass its bound, half the nodes are dead, or the tree
    ///   left the class (the new plan then says so).
    /// - Complexity: the costs of the touched nodes, their ancestors and the children of
    ///   those, the counts of their children, and O(n) bit marks; with a fill-equally stack
    ///   touched, O(n) for the common factor.
    mutating func patch(changed: [LayoutView]) -> Bool {
        lastPatch = PatchCounts()
        let planned = nodes.count
        var touched: [Int] = []
        // A view named by many changes (a stack given a thousand items between two layouts)
        // is read once: its arrangement is read whole each time.
        var isTouched: Set<Int> = []
        for view in changed {
            guard let i = liveNode(of: view), isTouched.insert(i).inserted else { continue }
            guard reread(i) else { return false }
            lastPatch.reread += 1
            touched.append(i)
        }
        // A fill-proportionally stack's multipliers follow its items' natural lengths (spec
        // 3.5): the stack of a touched item is read again too.
        for i in touched {
            let p = parents[i]
            guard p >= 0, !nodes[p].isDead, views[p].itemKind == .stack,
                unsafeDowncast(views[p], to: StackView.self).distribution == .fillProportionally,
                isTouched.insert(p).inserted
            else { continue }
            guard reread(p) else { return false }
            lastPatch.reread += 1
            touched.append(p)
        }
        guard deadCount * 2 <= nodes.count else { return false }
        // The widths' rigidity below what the edit read or added (``ratioWidthsStayRigid()``).
        if !rigidWidths.isEmpty { rigidityRoots += touched + (planned..<nodes.count) }
        if let followed = followSharedLengths(newFrom: planned) {
            guard followed else { return false }
        } else {
            lastPatch.regrouped = true
            guard resolveSharedLengths() else { return false }
        }
        for row in sharedRowsChanged where !nodes[row].isDead && isTouched.insert(row).inserted { touched.append(row) }
        growStorage(to: nodes.count)
        // The common factor follows the fill-equally counts: a stack read again or new.
        // Closures, not the method: a method reference would copy the whole plan.
        let dividing = touched.filter { fillsEqually($0) } + (planned..<nodes.count).filter { fillsEqually($0) }
        if !dividing.isEmpty {
            guard growScale(from: dividing) else { return false }
        }
        // Computed again: the new nodes, the touched ones and their ancestors.
        var isDirty = [Bool](repeating: false, count: nodes.count)
        var dirty: [Int] = []
        for i in planned..<nodes.count where !nodes[i].isDead {
            isDirty[i] = true
            dirty.append(i)
        }
        for i in touched where !nodes[i].isDead {
            var j = i
            while j >= 0, !isDirty[j] {
                isDirty[j] = true
                dirty.append(j)
                j = parents[j]
            }
        }
        // Children have higher indices than their parents: descending is bottom-up.
        dirty.sort(by: >)
        // Which costs are read may change with a touched stack's properties: parents first.
        // A kept child whose costs were never computed and are now read is computed whole.
        var unread: [Int] = []
        for i in dirty.reversed() {
            markCostsRead(i)
            for c in children(of: i) where !isDirty[c] {
                let before = (costIsRead[0][c], costIsRead[1][c])
                markCostsRead(c)
                if !before.0 && costIsRead[0][c] || !before.1 && costIsRead[1][c] { unread.append(c) }
            }
        }
        guard !setLengthIsRead else { return false }
        var computeWhole = [Bool](repeating: false, count: unread.isEmpty ? 0 : nodes.count)
        for c in unread { computeWhole[c] = true }
        for i in dirty { recount(i) }
        guard rankTheRoot() else { return false }
        for i in dirty.reversed() { base[i] = i == 0 ? 0 : base[parents[i]] + rankOffset[i] }
        for i in dirty {
            for c in children(of: i) where !isDirty[c] {
                base[c] = base[i] + rankOffset[c]
                if !computeWhole.isEmpty, computeWhole[c] {
                    guard computeWholeSubtree(c) else { return false }
                } else {
                    guard catchUp(c) else { return false }
                }
            }
            guard computeCosts(of: i) else { return false }
        }
        solvedRootLength = [nil, nil]
        return true
    }

    /// Whether node `i` is a fill-equally stack.
    private func fillsEqually(_ i: Int) -> Bool {
        guard let a = nodes[i].arrangement else { return false }
        return arrangements[a].distribution == .fillEqually
    }

    /// Counts node `i`'s subtree again from its children's counts (an edit touched it or a
    /// node below it): its own ranks, its children's offsets, as a stack its own
    /// constraints' ranks, and its ``subtreeCount``.
    private mutating func recount(_ i: Int) {
        var count = Self.rank(&nodes[i])
        if let a = nodes[i].arrangement {
            for item in arrangements[a].items {
                rankOffset[item] = count
                count += subtreeCount[item]
            }
        }
        for pin in nodes[i].pins {
            rankOffset[pin.node] = count
            count += subtreeCount[pin.node]
        }
        if nodes[i].arrangement != nil {
            // An equal-centering stack's kept row reads the rates counted here: let go before
            // they are made again (the two sets held at once, with the row's lists, were the
            // peak of an insert into a row of 10,000 items).
            if !centeredRows.isEmpty { centeredRows[i] = nil }
            count += countStackConstraints(at: i, isRoot: i == 0, hidingRanksFrom: count)
        }
        subtreeCount[i] = count
    }

    /// Makes kept node `c`'s costs answer the current ranks and common factor: scaled by the
    /// factor's growth (exact, and no comparison changes) and ranks moved when its subtree is
    /// shift-stable, else (or when the new factor is no multiple of the old one) computed
    /// again after its children caught up.
    /// - Returns: false when a cost computed again has no unique optimum.
    private mutating func catchUp(_ c: Int) -> Bool {
        // Most kept children are moved whole: no work list for them (a row of a thousand
        // items made a thousand).
        if moveIfStable(c) { return true }
        // An explicit stack: (node, whether its children caught up).
        var work = [(node: c, ready: false)]
        while let (i, ready) = work.popLast() {
            if ready {
                guard computeCosts(of: i) else { return false }
                continue
            }
            if i != c, moveIfStable(i) { continue }
            lastPatch.recomputed += 1
            work.append((i, true))
            for c in children(of: i) {
                base[c] = base[i] + rankOffset[c]
                work.append((c, false))
            }
        }
        return true
    }

    /// Brings kept node `i`'s costs up to date without computing them: nothing to do when
    /// its ranks and factor did not change, else scaled by the factor's growth and ranks
    /// moved, when its subtree is shift-stable and the new factor a multiple of the old.
    /// - Returns: false when its costs must be computed again.
    private mutating func moveIfStable(_ i: Int) -> Bool {
        let k = base[i] - costBase[i]
        guard k != 0 || costScale[i] != scale else { return true }
        guard k == 0 || stable[i], scale % costScale[i] == 0 else { return false }
        let factor = scale / costScale[i]
        if let a = nodes[i].arrangement {
            // A fill-proportionally stack makes pulls at placing in the frame of its items'
            // costs: it is computed again, its items moved first.
            if arrangements[a].distribution == .fillProportionally { return false }
            // So does an equal-centering stack: it weighs its gaps' rates against its items'
            // costs at placing, in their frame.
            if arrangements[a].distribution == .equalCentering { return false }
            // A row of a shared length: the group sums its member's cost and its other
            // items' (its arrangement) with the other rows', read in the plan's frame from
            // the frame they were computed in (``sharedFrame(of:member:)``), which must
            // follow exactly: its items must be movable. They stay where they are, as the
            // arrangement does (placing reads them together in that frame); moving them
            // here was a third of an edit of a form of 10,000 rows.
            if arrangements[a].sharedMember != nil {
                for item in arrangements[a].items where !canMoveChild(item, of: i) { return false }
            }
        }
        for axis in 0..<2 { costs[axis][i].scale(by: factor, shiftingRanksBy: k) }
        forgetSharedChanges(touching: i, moved: true)
        costBase[i] = base[i]
        costScale[i] = scale
        lastPatch.moved += 1
        return true
    }

    /// Whether child `c` of a node being moved could be brought exactly to the plan's frame
    /// with it: its costs scaled by the factor's growth and its ranks moved (a shared row's
    /// items are read so, ``sharedFrame(of:member:)``).
    private func canMoveChild(_ c: Int, of parent: Int) -> Bool {
        let k = base[parent] + rankOffset[c] - costBase[c]
        return (k == 0 || stable[c]) && scale % costScale[c] == 0
    }

    /// Computes every cost in kept node `c`'s subtree (whose base is current), after marking
    /// which are read: parts of it were never computed and are read now (a stack above it
    /// came to read them, say by hiding an item of a fill-equally row).
    /// - Returns: false when a cost has no unique optimum.
    private mutating func computeWholeSubtree(_ c: Int) -> Bool {
        var subtree: [Int] = []
        var work = [c]
        while let i = work.popLast() {
            subtree.append(i)
            appendChildren(of: i, to: &work)
        }
        // Parents first for the marks and bases, children first for the costs.
        subtree.sort()
        for i in subtree where i != c {
            markCostsRead(i)
            base[i] = base[parents[i]] + rankOffset[i]
        }
        for i in subtree.reversed() {
            lastPatch.recomputed += 1
            guard computeCosts(of: i) else { return false }
        }
        return true
    }

    /// Reads view `i` again: its content sizes, and as a stack its arrangement, reusing the
    /// nodes of items it keeps, planning the ones it gains, marking dead the ones it lost.
    /// - Returns: false when the view left the class or its plain subviews changed.
    private mutating func reread(_ i: Int) -> Bool {
        let view = views[i]
        guard Self.inputsAreFinite(view), let content = Self.contentPulls(of: view) else { return false }
        nodes[i].content = content
        if content.x?.isRequired == true || content.y?.isRequired == true, !boundedNodes.contains(i) {
            boundedNodes.append(i)
        }
        // Plain subviews are pinned by user constraints, whose changes make a new plan; the
        // same views in the same order keep their pins.
        let isStack = view.itemKind == .stack
        var pinned = 0
        for subview in view.subviews where !(isStack && subview.isArranged) {
            guard pinned < nodes[i].pins.count, views[nodes[i].pins[pinned].node] === subview else { return false }
            pinned += 1
        }
        guard pinned == nodes[i].pins.count else { return false }
        guard isStack, let a = nodes[i].arrangement else { return !isStack }
        let stack = unsafeDowncast(view, to: StackView.self)
        guard appendArrangement(of: stack, isRoot: i == 0) else { return false }
        var arrangement = arrangements.removeLast()
        // The items read by index from a local copy: borrowed, not retained one by one.
        let items = stack.arrangedSubviews
        for k in items.indices {
            if let j = liveNode(of: items[k]), parents[j] == i {
                let hidden = items[k].isHidden
                nodes[j].isHidden = hidden
                arrangement.append(j, isHidden: hidden)
            } else {
                // Ranked again with the whole tree below.
                var serial: Int64 = 0
                guard !pinTable.pins(items[k]), let j = visit(items[k], parent: i, serial: &serial) else { return false }
                arrangement.append(j, isHidden: items[k].isHidden)
            }
        }
        // Nodes are numbered densely: marks in an array cost less than hashing each.
        var kept = [Bool](repeating: false, count: nodes.count)
        for j in arrangement.items { kept[j] = true }
        for j in arrangements[a].items where !kept[j] { markDead(j) }
        // The shared-length marks stay, checked again before the costs are
        // (``followSharedLengths(newFrom:)``).
        arrangement.sharedMember = arrangements[a].sharedMember
        arrangement.sharedAcross = arrangements[a].sharedAcross
        if arrangement.sharedMember != nil || !arrangement.sharedAcross.isEmpty { sharedMarksCarried.append(i) }
        arrangements[a] = arrangement
        return true
    }

    /// Marks node `j` and its subtree dead (their views left the tree).
    private mutating func markDead(_ j: Int) {
        var work = [j]
        while let i = work.popLast() {
            guard !nodes[i].isDead else { continue }
            nodes[i].isDead = true
            deadCount += 1
            // A row of a shared length gone: its member must have gone with its pair.
            if let a = nodes[i].arrangement, arrangements[a].sharedMember != nil { sharedMarksCarried.append(i) }
            appendChildren(of: i, to: &work)
        }
    }
}
