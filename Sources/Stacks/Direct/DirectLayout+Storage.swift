/// The plan's per-node results, grown as nodes are added.
extension DirectLayout {
    /// Makes room in the per-node results for nodes up to `count`.
    mutating func growStorage(to count: Int) {
        let added = count - costBase.count
        guard added > 0 else { return }
        Self.extend(&arrangementCosts, by: added, with: nil)
        Self.extend(&hiddenLengths, by: added, with: 0)
        Self.extend(&cappedLengths, by: added, with: nil)
        Self.extend(&baselineCosts, by: added, with: nil)
        Self.extend(&hiddenCrossLengths, by: added, with: 0)
        Self.extend(&costBase, by: added, with: 0)
        Self.extend(&costScale, by: added, with: 1)
        Self.extend(&stable, by: added, with: false)
        Self.extend(&needsPlacing, by: added, with: true)
        placingQueue += costBase.count - added..<costBase.count
        for axis in 0..<2 {
            Self.extend(&costIsRead[axis], by: added, with: true)
            Self.extend(&costs[axis], by: added, with: .free)
            Self.extend(&contentLengths[axis], by: added, with: 0)
            Self.extend(&contentOffsets[axis], by: added, with: nil)
        }
    }

    /// Appends `count` copies of `value`: a new plan's arrays get a thirty-second more than
    /// their size (room for the first edits: the first insert into the grid of 10,000
    /// images copied every per-node array, 1.6 M instructions), and an edit's growth takes
    /// an eighth more rather than the doubling `append` would make (the first insert into
    /// the plan of 10,000 table cells doubled every per-node array: +9 MB).
    private static func extend<Element>(_ array: inout [Element], by count: Int, with value: Element) {
        let needed = array.count + count
        if array.capacity < needed { array.reserveCapacity(needed + (array.isEmpty ? needed / 32 + 4 : needed / 8)) }
        array.append(contentsOf: repeatElement(value, count: count))
    }
}
