/// The infimal convolution of costs: the least cost of lengths that add up to a total, the
/// items along a stack (``SizeCost``). Each part's segments are read outwards from its
/// cheapest length, sorted by rate (``sortByRate(_:)``) and laid out from the parts'
/// common start.
extension SizeCost {
    /// A stretch of one part's cost, outwards from its cheapest length: how long it is
    /// (infinite for the last) and the rate paid per point along it.
    typealias Segment = (length: Double, rate: CostRate)

    /// The least cost of lengths that add up, with `gaps`, to the argument: items along a
    /// stack. Each part starts at its cheapest length; growing takes the lowest rates
    /// first, shrinking the lowest savings forfeited first.
    /// - Returns: nil when a part's cost has no minimum (it falls without bound).
    /// - Complexity: O(m log m) for m breakpoints in all.
    static func infimalConvolution(_ parts: [SizeCost], gaps: Double) -> SizeCost? {
        infimalConvolution(parts, picking: parts.indices, gaps: gaps)
    }

    /// ``infimalConvolution(_:gaps:)`` of the parts `costs[picked[0]]`, `costs[picked[1]]`,
    /// ...: read in place (an array of the parts would copy each, retaining its arrays).
    ///
    /// The shrinking side is gathered, sorted and laid out first, and its list freed before
    /// the growing side's is made, so one list of segments is held at a time (the two held
    /// together, each with room for every segment, were the peak of an insert into a row of
    /// 10,000 items: 1.6 MB).
    /// - Parameter shrinkLimit: when given, only the cost near its least point is exact:
    ///   the shrinking segments of weight up to this limit (no required part), the
    ///   cheapest of the others, taken as going on without end, and the cheapest growing
    ///   segment, likewise (``DirectLayout/leastPointShrinkLimit(of:axis:)`` says when no
    ///   more is ever read). Selected as they are read, not sorted: O(m + k log k) for k
    ///   segments kept.
    static func infimalConvolution(
        _ costs: [SizeCost], picking picked: some Collection<Int>, gaps: Double, shrinkLimit: Int64? = nil
    ) -> SizeCost? {
        // A part of p > 0 points has p + 1 segments between its two sides; a free part (any
        // length, at no cost) one endless segment each way.
        let segmentCount = picked.reduce(0) { $0 + max(costs[$1].pointCount + 1, 2) }
        var start = gaps
        // Which segments a limit drops depends on the rates as they are: never moved.
        var stable = shrinkLimit == nil
        // The parts read in place by index (iterating them copied each, retaining its two
        // arrays).
        var down: [Segment] = []
        // Under a limit: the cheapest shrinking segment not kept (see ``keep(_:limit:in:boundary:)``).
        var boundary: Segment?
        // Room for every segment. Under a limit the room past what is kept is never written
        // (counting what is kept first moved no peak and cost a pass; grown as read, the
        // list of a row of 10,000 items, which keeps nearly all, took room for twice as
        // many).
        down.reserveCapacity(segmentCount)
        for p in picked {
            stable = stable && costs[p].isShiftStable
            guard let (anchor, k) = costs[p].cheapestStart() else { return nil }
            guard costs[p].pointCount > 0 else {
                Self.keep((.infinity, .zero), limit: shrinkLimit, in: &down, boundary: &boundary)
                continue
            }
            start += anchor
            for j in stride(from: k - 1, through: 0, by: -1) {
                let length = j >= 1 ? costs[p].point(j) - costs[p].point(j - 1) : .infinity
                Self.keep((length, -costs[p].rate(j)), limit: shrinkLimit, in: &down, boundary: &boundary)
            }
        }
        // Without a limit every segment was kept: the rest are the growing side's.
        let upCount = segmentCount - down.count
        // The boundary sorts after the kept ones (heavier, or with a required part).
        if let boundary { down.append(boundary) }
        // The order of the parts' segments is the merge's one decision.
        sortByRate(&down)
        stable = stable && sortedRatesCompareStably(down)
        // Left of the start, built outwards (each piece ending where the one before began)
        // and turned round in place, then right of it; each way up to its first endless
        // segment, which is all the room the kept cost needs (room for every segment kept a
        // cell list's costs at three times their size).
        var pieces: [Piece] = []
        pieces.reserveCapacity((down.firstIndex { !$0.length.isFinite } ?? down.count - 1) + 2)
        var at = start
        for segment in down {
            pieces.append(Piece(rate: -segment.rate, end: at))
            guard segment.length.isFinite else { break }
            at -= segment.length
        }
        pieces.reverse()
        down = []

        var up: [Segment] = []
        if shrinkLimit == nil { up.reserveCapacity(upCount) }
        var cheapest: CostRate?
        let limited = shrinkLimit != nil
        for p in picked {
            let points = costs[p].pointCount
            guard points > 0 else {
                Self.keepGrowing((.infinity, .zero), limited: limited, in: &up, cheapest: &cheapest)
                continue
            }
            // Read in the first pass, which returned if there was none.
            guard let (_, k) = costs[p].cheapestStart() else { return nil }
            for j in k...points {
                let length = j < points ? costs[p].point(j) - costs[p].point(j - 1) : .infinity
                Self.keepGrowing((length, costs[p].rate(j)), limited: limited, in: &up, cheapest: &cheapest)
            }
        }
        if let cheapest { up = [(.infinity, cheapest)] }
        sortByRate(&up)
        stable = stable && sortedRatesCompareStably(up)
        let upPieces = (up.firstIndex { !$0.length.isFinite } ?? up.count - 1) + 1
        pieces.reserveCapacity(pieces.count + upPieces)
        at = start
        for segment in up {
            at += segment.length
            pieces.append(Piece(rate: segment.rate, end: at))
            guard segment.length.isFinite else { break }
        }
        let lossless = Self.mergeEqualRates(&pieces)
        return SizeCost(pieces: pieces, isShiftStable: stable && lossless && ratesCompareStably(pieces))
    }

    /// Keeps a shrinking segment of a convolution as it is read: every one without a shrink
    /// limit; under one, those of weight up to it and no required part, and of the others
    /// only the cheapest, made endless, as `boundary` (the first in input order among equals,
    /// as a stable sort would put it first): every dropped segment costs at least as much.
    @inline(__always)
    private static func keep(_ segment: Segment, limit: Int64?, in kept: inout [Segment], boundary: inout Segment?) {
        if let limit, !isLight(segment.rate, upTo: limit) {
            if boundary.map({ segment.rate < $0.rate }) ?? true { boundary = (.infinity, segment.rate) }
        } else {
            kept.append(segment)
        }
    }

    /// Keeps a growing segment of a convolution as it is read: every one without a shrink
    /// limit; under one, none, only the cheapest rate as `cheapest` (made endless after:
    /// the first in input order among equals, as a stable sort would put it first).
    @inline(__always)
    private static func keepGrowing(_ segment: Segment, limited: Bool, in kept: inout [Segment], cheapest: inout CostRate?) {
        if !limited {
            kept.append(segment)
        } else if cheapest.map({ segment.rate < $0 }) ?? true {
            cheapest = segment.rate
        }
    }

    /// Whether a shrinking segment of `rate` is kept under a shrink limit.
    @inline(__always)
    private static func isLight(_ rate: CostRate, upTo limit: Int64) -> Bool {
        rate.required == 0 && rate.weight <= limit
    }

    /// Drops breakpoints with the same rate on both sides and intervals of zero length.
    /// - Returns: false when two merged rates had unequal masses (a move of ranks would
    ///   tell them apart).
    private static func mergeEqualRates(_ pieces: inout [Piece]) -> Bool {
        var lossless = true
        // Compacted in place: `kept` pieces are kept so far, never past the ones still to be
        // read; the last kept piece's end is written when the next point is kept.
        var kept = 1
        for k in pieces.indices.dropLast() {
            let rate = pieces[k + 1].rate, point = pieces[k].end
            if kept >= 2, pieces[kept - 2].end == point {
                // Zero-length interval: the rate after it replaces the one before.
                pieces[kept - 1].rate = rate
                if pieces[kept - 2].rate == rate {
                    lossless = lossless && pieces[kept - 2].rate.mass == rate.mass
                    kept -= 1
                }
                continue
            }
            guard rate != pieces[kept - 1].rate else {
                lossless = lossless && pieces[kept - 1].rate.mass == rate.mass
                continue
            }
            pieces[kept - 1].end = point
            pieces[kept].rate = rate
            kept += 1
        }
        pieces.removeLast(pieces.count - kept)
        pieces[kept - 1].end = .infinity
        return lossless
    }
}
