/// A list of a plan's node indices (or -1, for none) in 32 bits each: half the memory of
/// `[Int]` for the per-node lists a grid of 10,000 images holds several of (each node's
/// parent, the nodes placed on each axis, the nodes with required bounds, the nodes whose
/// vertical costs wait). A plan holds fewer than 2³¹ nodes (``DirectLayout/maximumNodes``).
struct NodeList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    private var storage: [Int32] = []

    init() {}

    init(arrayLiteral elements: Int...) {
        storage = elements.map { Int32($0) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(position: Int) -> Int {
        get { Int(storage[position]) }
        set { storage[position] = Int32(newValue) }
    }

    /// Appends node `node`.
    mutating func append(_ node: Int) { storage.append(Int32(node)) }

    /// Makes room for `count` nodes in all.
    mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }

    /// Sorts the nodes, last first (on the stored integers: the generic sort through the
    /// subscript took 2% of the aspect-ratio grid's width change).
    mutating func sortDescending() { storage.sort(by: >) }

    /// Removes every node, keeping the storage when asked.
    mutating func removeAll(keepingCapacity keep: Bool = false) { storage.removeAll(keepingCapacity: keep) }
}
