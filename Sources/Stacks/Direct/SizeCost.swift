/// The least cost of a subtree as a function of one of its lengths.
///
/// Under the weighted model every soft constraint of a pure stack tree is a pull on one
/// length (hugging, compression resistance, hiding, the root's fitting size), and the
/// required ones only add lengths up (along a stack), make them equal (across it) or
/// offset them (pins). So each subtree's least cost is a convex, piecewise-linear function
/// of its length, and a stack's is built from its items' in closed form: along the axis the
/// items share the length, which is the infimal convolution (the cheapest rates are used
/// first); across it they all take the length, which is the sum.
///
/// The function is given by the points where its rate changes, ascending (``point(_:)``),
/// and the rate on each interval (``rate(_:)``): rate `k` holds left of point `k`, the last
/// rate right of the last point. Rates strictly increase (convexity; equal neighbours are
/// merged).
struct SizeCost {
    /// The cost on each interval, left to right: piece `k` has rate `k` and ends at point
    /// `k`, the last piece at +infinity. One list rather than a list of points and one of
    /// rates: a view's own content-size pull made two allocations per view and axis, a
    /// tenth of a row's first layout (`docs/stacks.md`, "Memory").
    private var pieces: [Piece]
    /// Whether this cost, and every choice made in building it, would come out the same if
    /// every rank it counts moved by one amount (an edit before the subtree in creation
    /// order): no two rates it compared have equal weights and unequal masses, and no rate
    /// of weight 0 has a mass (``CostRate/compareStably(_:_:)``). Then the moved cost is
    /// this one with each rate's ranks moved (``scale(by:shiftingRanksBy:)``).
    var isShiftStable: Bool

    /// The cost on one interval: its rate, and the point where the interval ends.
    struct Piece {
        var rate: CostRate
        var end: Double
    }

    /// A cost from its points and rates, its stability read from the rates alone.
    init(breakpoints: [Double], rates: [CostRate]) {
        precondition(rates.count == breakpoints.count + 1, "a cost has one rate more than points")
        pieces = rates.indices.map { Piece(rate: rates[$0], end: $0 < breakpoints.count ? breakpoints[$0] : .infinity) }
        isShiftStable = Self.ratesCompareStably(rates)
    }

    /// A cost from its pieces (the last one ending at +infinity), rates rising left to right,
    /// with whether they compare stably (the cost algebra's builders, in this file and its
    /// extensions, make them so).
    init(pieces: [Piece], isShiftStable: Bool) {
        assert(pieces.last?.end == .infinity, "a cost's last piece ends at +infinity")
        self.pieces = pieces
        self.isShiftStable = isShiftStable
    }

    /// No cost at any length.
    static let free = SizeCost(pieces: [Piece(rate: .zero, end: .infinity)], isShiftStable: stable(.zero))

    /// How many points the rate changes at.
    var pointCount: Int { pieces.count - 1 }

    /// The `k`th point where the rate changes, in ascending order.
    /// - Precondition: `0 <= k < pointCount`.
    func point(_ k: Int) -> Double {
        assert(k < pieces.count - 1, "no point \(k) in a cost of \(pieces.count - 1)")
        return pieces[k].end
    }

    /// The rate left of point `k`; rate `pointCount` holds right of the last point.
    /// - Precondition: `0 <= k <= pointCount`.
    func rate(_ k: Int) -> CostRate { pieces[k].rate }

    /// The index of the first point from which `belongs` holds (binary search), or
    /// ``pointCount``.
    /// - Parameter belongs: false up to some point, true from there on.
    func pointPartition(where belongs: (Double) -> Bool) -> Int {
        var low = 0, high = pointCount
        while low < high {
            let mid = (low + high) / 2
            if belongs(point(mid)) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The index of the first rate from which `belongs` holds (binary search), or
    /// `pointCount + 1`.
    /// - Parameter belongs: false up to some rate, true from there on.
    func ratePartition(where belongs: (CostRate) -> Bool) -> Int {
        var low = 0, high = pointCount + 1
        while low < high {
            let mid = (low + high) / 2
            if belongs(rate(mid)) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The first rate that satisfies `belongs`, in order, or nil.
    func firstRate(where belongs: (CostRate) -> Bool) -> Int? {
        for k in 0...pointCount where belongs(rate(k)) { return k }
        return nil
    }

    /// Calls `body` with each point and how much the rate changes there, in order.
    func forEachChange(_ body: (_ point: Double, _ change: CostRate) -> Void) {
        for k in pieces.indices.dropLast() { body(pieces[k].end, pieces[k + 1].rate - pieces[k].rate) }
    }

    /// The points, as a list made afresh (for tests and rare reads, not the layout's loops).
    var breakpoints: [Double] { pieces.dropLast().map(\.end) }

    /// The rates, as a list made afresh (for tests and rare reads, not the layout's loops).
    var rates: [CostRate] { pieces.map(\.rate) }

    /// Empties this cost's pieces, keeping their storage, and hands them over for building
    /// another cost in them; the cost is left ``free``.
    private mutating func takePieces() -> [Piece] {
        var taken = pieces
        self = .free
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// Makes every rate `factor` times over, after every rank it counts moved by `k` (for a
    /// shift-stable cost, the cost a fresh build with the moved ranks gives). In place: a
    /// kept item's cost is changed where it lies.
    mutating func scale(by factor: Int64, shiftingRanksBy k: Int64) {
        // Most moves only shift ranks (an edit before the subtree); the factor changes when a
        // fill-equally stack's item count does.
        if factor == 1 {
            for i in pieces.indices { pieces[i].rate.rank += k * pieces[i].rate.mass }
        } else {
            for i in pieces.indices { pieces[i].rate = (pieces[i].rate * factor).shiftingRanks(by: k) }
        }
    }

    /// Whether neighbouring rates, and each rate against zero, compare the same way
    /// whatever the uniform move of ranks.
    static func ratesCompareStably(_ rates: some Sequence<CostRate>) -> Bool {
        var previous: CostRate?
        for rate in rates {
            guard CostRate.compareStably(rate, .zero) else { return false }
            if let p = previous, !CostRate.compareStably(p, rate) { return false }
            previous = rate
        }
        return true
    }

    /// Whether sorted segment rates compare stably with their neighbours (a merge of
    /// parts decides their order).
    static func sortedRatesCompareStably(_ segments: [Segment]) -> Bool {
        for k in segments.indices.dropFirst() where !CostRate.compareStably(segments[k - 1].rate, segments[k].rate) {
            return false
        }
        return true
    }

    /// `rate × |length − target|`, as a content-size pair or a soft `length == target`.
    /// - Parameters:
    ///   - target: where the cost is 0.
    ///   - below: the rate per point under the target (compression resistance).
    ///   - above: the rate per point over it (hugging).
    static func pull(to target: Double, below: CostRate, above: CostRate) -> SizeCost {
        SizeCost(
            pieces: [Piece(rate: -below, end: target), Piece(rate: above, end: .infinity)],
            isShiftStable: stable(-below, above))
    }

    /// ``ratesCompareStably(_:)`` of the two rates of a cost of one point.
    private static func stable(_ left: CostRate, _ right: CostRate) -> Bool {
        CostRate.compareStably(left, .zero) && CostRate.compareStably(right, .zero)
            && CostRate.compareStably(left, right)
    }

    /// ``ratesCompareStably(_:)`` of the one rate of a cost without points.
    private static func stable(_ rate: CostRate) -> Bool { CostRate.compareStably(rate, .zero) }

    /// ``ratesCompareStably(_:)`` of a cost's pieces.
    static func ratesCompareStably(_ pieces: [Piece]) -> Bool {
        ratesCompareStably(pieces.lazy.map(\.rate))
    }

    /// `rate` per point below `lower` and above `upper`, free between: required size bounds
    /// (``CostRate/requiredBound``); nil when both are infinite.
    static func bounds(_ lower: Double, _ upper: Double, rate: CostRate) -> SizeCost? {
        guard let b = BoundsShape(lower, upper, rate: rate) else { return nil }
        return SizeCost(breakpoints: (0..<b.count).map(b.point), rates: (0...b.count).map(b.rate))
    }

    /// The points and rates of ``bounds(_:_:rate:)``, without lists: one or two points.
    struct BoundsShape {
        let points: (Double, Double)
        let rates: (CostRate, CostRate, CostRate)
        let count: Int

        /// Nil when both bounds are infinite.
        init?(_ lower: Double, _ upper: Double, rate: CostRate) {
            switch (lower.isFinite, upper.isFinite) {
            case (true, true) where lower == upper: (points, rates, count) = ((lower, 0), (-rate, rate, rate), 1)
            case (true, true): (points, rates, count) = ((lower, upper), (-rate, .zero, rate), 2)
            case (true, false): (points, rates, count) = ((lower, 0), (-rate, .zero, .zero), 1)
            case (false, true): (points, rates, count) = ((upper, 0), (.zero, rate, rate), 1)
            case (false, false): return nil
            }
        }

        func point(_ k: Int) -> Double { k == 0 ? points.0 : points.1 }
        func rate(_ k: Int) -> CostRate { k == 0 ? rates.0 : k == 1 ? rates.1 : rates.2 }
    }

    /// `F(length − offset)`: the same cost, moved by `offset`.
    func shifted(by offset: Double) -> SizeCost {
        guard offset != 0 else { return self }
        var moved = self
        for k in moved.pieces.indices { moved.pieces[k].end += offset }
        return moved
    }

    /// The sum of costs of one shared length (items across a stack, a view's own content
    /// and its pinned subviews).
    /// - Complexity: O(m log m) for m breakpoints in all.
    static func sum(_ parts: [SizeCost]) -> SizeCost {
        sum(parts, picking: parts.indices)
    }

    /// ``sum(_:)`` of the parts `costs[picked[0]]`, `costs[picked[1]]`, ...: read in place
    /// (an array of the parts would copy each, retaining its arrays).
    static func sum(_ costs: [SizeCost], picking picked: some Collection<Int>) -> SizeCost {
        let first = picked.startIndex
        if picked.count == 1 { return costs[picked[first]] }
        if picked.count == 2 { return sum(costs[picked[first]], costs[picked[picked.index(after: first)]]) }
        var leftmost = CostRate.zero
        var changes: [(at: Double, by: CostRate)] = []
        changes.reserveCapacity(picked.reduce(0) { $0 + costs[$1].pointCount })
        var stable = true
        for p in picked {
            stable = stable && costs[p].isShiftStable
            leftmost += costs[p].pieces[0].rate
            // Read in place by index: through ``forEachChange(_:)`` each part was retained.
            for k in costs[p].pieces.indices.dropLast() {
                changes.append((costs[p].pieces[k].end, costs[p].pieces[k + 1].rate - costs[p].pieces[k].rate))
            }
        }
        return fromChanges(leftmost, &changes, inputsStable: stable)
    }

    /// The costs of one length, summed when all are in: one part (a stack with no content
    /// and no pins, most nodes) is the total as it is, without a list made for it (a list per
    /// stack, grown from empty: the cell list of 1,000's first layout took 3% more
    /// instructions).
    struct Parts {
        /// The one part while there is one; then every part is in `list`.
        private var only: SizeCost?
        private var list: [SizeCost] = []

        mutating func append(_ part: SizeCost) {
            if list.isEmpty, only == nil {
                only = part
                return
            }
            if let first = only.take() {
                list.reserveCapacity(4)
                list.append(first)
            }
            list.append(part)
        }

        /// ``SizeCost/sum(_:)`` of the parts in the order appended; ``free`` for none. A
        /// lone part is moved out, not copied.
        mutating func total() -> SizeCost {
            if let part = only.take() { return part }
            return list.isEmpty ? .free : SizeCost.sum(list)
        }
    }

    /// This cost plus ``pull(to:below:above:)``, in one pass without making the pull (an
    /// item's suppression or hiding, once per item): the same points and rates as
    /// ``sum(_:_:)`` gives.
    /// - Complexity: O(m) for m breakpoints.
    func addingPull(to target: Double, below: CostRate, above: CostRate) -> SizeCost {
        var result = SizeCost.free
        addPull(to: target, below: below, above: above, into: &result)
        return result
    }

    /// Writes ``addingPull(to:below:above:)`` into `result`, reusing its storage (a stack
    /// keeps one such cost per item and computes them again on every edit).
    func addPull(to target: Double, below: CostRate, above: CostRate, into result: inout SizeCost) {
        // The pull's own change at its target must not vanish (it never does for a
        // priority); otherwise the general merge drops the point.
        guard below + above != .zero else {
            result = Self.sum(self, .pull(to: target, below: below, above: above))
            return
        }
        let pullStable = Self.stable(-below, above)
        let count = pointCount
        var made = result.takePieces()
        made.reserveCapacity(count + 2)
        let k = pointPartition { $0 >= target }
        for j in 0..<k { made.append(Piece(rate: pieces[j].rate - below, end: pieces[j].end)) }
        made.append(Piece(rate: pieces[k].rate - below, end: target))
        // At an existing point the two changes add up there.
        let next = k < count && point(k) == target ? k + 1 : k
        // Every later point is past the target (points ascend).
        for j in next...count {
            made.append(Piece(rate: pieces[j].rate + above, end: pieces[j].end))
        }
        let stable = isShiftStable && pullStable && Self.ratesCompareStably(made)
        result = SizeCost(pieces: made, isShiftStable: stable)
    }

    /// The cost whose rate is `leftmost` left of every change and moves by each change at
    /// its point (changes at one point add up, so their order there does not matter).
    /// `inputsStable`: whether the costs the changes come from are shift-stable. A few
    /// changes are sorted in place; more are read in their radix order
    /// (``Swift/Array/radixOrder(byKey:)``), which moves none of them.
    static func fromChanges(
        _ leftmost: CostRate, _ changes: inout [(at: Double, by: CostRate)], inputsStable: Bool
    ) -> SizeCost {
        guard changes.count > 64, let order = changes.radixOrder(byKey: { $0.at }) else {
            changes.sort { $0.at < $1.at }
            return fromSortedChanges(leftmost, changes, inputsStable: inputsStable) { $0 }
        }
        return fromSortedChanges(leftmost, changes, inputsStable: inputsStable) { Int(order[$0]) }
    }

    /// ``fromChanges(_:_:inputsStable:)`` of changes read in ascending order of their
    /// points: the `k`th is `changes[position(k)]`.
    private static func fromSortedChanges(
        _ leftmost: CostRate, _ changes: [(at: Double, by: CostRate)], inputsStable: Bool,
        position: (Int) -> Int
    ) -> SizeCost {
        // Room for a piece per distinct point: the costs are kept, and changes often share
        // a point (an aligned stack's suppressions all pull to 0).
        var distinct = 0
        for k in changes.indices where k == 0 || changes[position(k)].at != changes[position(k - 1)].at {
            distinct += 1
        }
        var pieces: [Piece] = []
        pieces.reserveCapacity(distinct + 1)
        pieces.append(Piece(rate: leftmost, end: .infinity))
        var rate = leftmost
        var lossless = true
        var k = 0
        while k < changes.count {
            let at = changes[position(k)].at
            while k < changes.count, changes[position(k)].at == at {
                rate += changes[position(k)].by
                k += 1
            }
            let kept = append(rate, from: at, to: &pieces)
            lossless = lossless && kept
        }
        return SizeCost(pieces: pieces, isShiftStable: inputsStable && lossless && ratesCompareStably(pieces))
    }

    /// Appends `rate` from `point` on to a cost's pieces being built (the last one ends
    /// there), or nothing when it equals the last rate (the point is then no breakpoint).
    /// - Returns: false when the equal rates have unequal masses: a move of ranks would tell
    ///   them apart, so the cost is not shift-stable.
    private static func append(_ rate: CostRate, from point: Double, to pieces: inout [Piece]) -> Bool {
        let last = pieces[pieces.count - 1].rate
        guard rate == last else {
            pieces[pieces.count - 1].end = point
            pieces.append(Piece(rate: rate, end: .infinity))
            return true
        }
        return rate.mass == last.mass
    }

    /// The sum of two costs of one length, by merging their breakpoints (no sort, no
    /// list of changes: an item's cost plus its suppression, once per item).
    /// - Complexity: O(m) for m breakpoints in all.
    static func sum(_ a: SizeCost, _ b: SizeCost) -> SizeCost {
        merge(
            a.pointCount, { a.point($0) }, { a.rate($0) }, b.pointCount, { b.point($0) }, { b.rate($0) },
            stable: a.isShiftStable && b.isShiftStable)
    }

    /// ``sum(_:_:)`` of this cost and ``bounds(_:_:rate:)``, without making the bounds' cost
    /// (a view's own cost and its size bounds or ratio height: the bounds' two lists were
    /// two of the six allocations of each image's vertical cost).
    func addingBounds(_ lower: Double, _ upper: Double, rate: CostRate) -> SizeCost {
        guard let b = BoundsShape(lower, upper, rate: rate) else { return self }
        return Self.merge(
            pointCount, { point($0) }, { self.rate($0) }, b.count, b.point, b.rate,
            stable: isShiftStable && Self.ratesCompareStably((0...b.count).lazy.map(b.rate)))
    }

    /// ``pull(to:below:above:)`` plus ``bounds(_:_:rate:)`` (nil when both are infinite),
    /// made in one merge without making either: an image's own height and the height its
    /// aspect ratio sets, made again for every image at a width change (the pull's two lists
    /// were half the allocations of it).
    static func pull(
        to target: Double, below: CostRate, above: CostRate, bounds lower: Double, _ upper: Double, rate: CostRate
    ) -> SizeCost? {
        guard let b = BoundsShape(lower, upper, rate: rate) else { return nil }
        let shrinking = -below
        func pullRate(_ k: Int) -> CostRate { k == 0 ? shrinking : above }
        let stable = ratesCompareStably((0...1).lazy.map(pullRate)) && ratesCompareStably((0...b.count).lazy.map(b.rate))
        return merge(1, { _ in target }, pullRate, b.count, b.point, b.rate, stable: stable)
    }

    /// The sum of two costs, each of `count` breakpoints and `count + 1` rates read through
    /// `point` and `rate`, shift-stable when `stable` is (both parts are) and the merge
    /// kept every rate apart.
    @inline(__always)
    private static func merge(
        _ aCount: Int, _ aPoint: (Int) -> Double, _ aRate: (Int) -> CostRate,
        _ bCount: Int, _ bPoint: (Int) -> Double, _ bRate: (Int) -> CostRate, stable: Bool
    ) -> SizeCost {
        // The list made at its full size once (grown after, it took more allocations per sum).
        var pieces: [Piece] = []
        pieces.reserveCapacity(aCount + bCount + 1)
        pieces.append(Piece(rate: aRate(0) + bRate(0), end: .infinity))
        var i = 0, j = 0
        var lossless = true
        while i < aCount || j < bCount {
            let at = min(i < aCount ? aPoint(i) : .infinity, j < bCount ? bPoint(j) : .infinity)
            if i < aCount, aPoint(i) == at { i += 1 }
            if j < bCount, bPoint(j) == at { j += 1 }
            let kept = append(aRate(i) + bRate(j), from: at, to: &pieces)
            lossless = lossless && kept
        }
        return SizeCost(pieces: pieces, isShiftStable: stable && lossless && ratesCompareStably(pieces))
    }

    /// `F((length − gaps) / count)`: the cost of `count` equal items (fill equally) as a
    /// function of their total length with the gaps.
    /// - Returns: nil when a rate does not divide exactly by `count`.
    func stretched(over count: Int, gaps: Double) -> SizeCost? {
        guard count > 1 else { return shifted(by: gaps) }
        var stretched: [Piece] = []
        stretched.reserveCapacity(pieces.count)
        for piece in pieces {
            guard let d = piece.rate.divided(by: Int64(count)) else { return nil }
            // The last piece's end stays +infinity.
            stretched.append(Piece(rate: d, end: piece.end * Double(count) + gaps))
        }
        return SizeCost(pieces: stretched, isShiftStable: Self.ratesCompareStably(stretched) && isShiftStable)
    }

    /// `G(c) = min over length ≤ c of F(length)`: the least cost of a length that may be
    /// anything up to the argument (an item inside a spanner). `F` while it falls, flat
    /// from its least value on.
    /// - Returns: nil when `F` has no least value to the left (it rises everywhere).
    func leastAtOrBelow() -> SizeCost? {
        guard let k = firstRate(where: { $0 >= .zero }) else { return self }
        guard k > 0 else {
            guard rate(0) == .zero else { return nil }
            var flat = SizeCost.free
            flat.isShiftStable = isShiftStable
            return flat
        }
        var falling = Array(pieces[..<k])
        falling.append(Piece(rate: .zero, end: .infinity))
        return SizeCost(pieces: falling, isShiftStable: Self.ratesCompareStably(falling) && isShiftStable)
    }
}
