/// The plan's per-node results, grown as nodes are added.
extension DirectLayout {
    /// Makes room in the per-node results for nodes up to `count`.
    mutating func growStorage(to count: Int) {
        let added = count - costBase.count
        guard added > 0 else { return }
        Self.extend(&cappedLengths, by: added, with: nil)
        Self.extend(&costBase, by: added, with: 0)
        Self.extend(&costScale, by: added, with: 1)
        Self.extend(&stable, by: added, with: false)
        Self.extend(&needsPlacing, by: added, with: true)
        placingQueue += costBase.count - added..<costBase.count
        for axis in 0..<2 {
            Self.extend(&costIsRead[axis], by: added, with: true)
            Self.extend(&costs[axis], by: added, with: .free)
        }
    }

    /// Makes room for `added` more nodes in the arrays ``start(_:parent:serial:)`` appends to,
    /// and for `stacks` more arrangements: a plan counts its tree first (its arrays doubled
    /// as they grew: the plan of 10,000 table cells held room for 32,768 arrangements, 2 MB
    /// unused), an edit's growth takes an eighth more.
    mutating func reserveNodes(_ added: Int, stacks: Int) {
        let needed = nodes.count + added
        if nodes.capacity < needed {
            views.reserveCapacity(needed)
            nodes.reserveCapacity(needed)
            parents.reserveCapacity(needed)
            rankOffset.reserveCapacity(needed)
            base.reserveCapacity(needed)
            subtreeCount.reserveCapacity(needed)
        }
        if arrangements.capacity < arrangements.count + stacks {
            arrangements.reserveCapacity(arrangements.count + stacks)
            arrangementCosts.reserveCapacity(arrangements.count + stacks)
            baselineCosts.reserveCapacity(arrangements.count + stacks)
        }
    }

    /// Room for the node ``start(_:parent:serial:)`` is about to add: an eighth more when
    /// the arrays are full (an edit's new subtree past the room the plan made).
    mutating func makeRoomForNode(isStack: Bool) {
        if nodes.count == nodes.capacity || (isStack && arrangements.count == arrangements.capacity) {
            reserveNodes(nodes.count / 8 + 16, stacks: arrangements.count / 8 + 4)
        }
    }

    /// The views under `root`, itself included, and how many of them are stacks.
    static func census(of root: LayoutView) -> (views: Int, stacks: Int) {
        var pending = [root]
        var (views, stacks) = (0, 0)
        while let view = pending.popLast() {
            views += 1
            if view.itemKind == .stack { stacks += 1 }
            pending += view.storedSubviews
        }
        return (views, stacks)
    }

    /// Appends `count` copies of `value`: a new plan's arrays get a thirty-second more than
    /// their size (room for the first edits: the first insert into the grid of 10,000
    /// images copied every per-node array, 1.6 M instructions), and an edit's growth takes
    /// an eighth more rather than the doubling `append` would make (the first insert into
    /// the plan of 10,000 table cells doubled every per-node array: +9 MB).
    static func extend<Element>(_ array: inout [Element], by count: Int, with value: Element) {
        let needed = array.count + count
        if array.capacity < needed { array.reserveCapacity(needed + (array.isEmpty ? needed / 32 + 4 : needed / 8)) }
        array.append(contentsOf: repeatElement(value, count: count))
    }
}
