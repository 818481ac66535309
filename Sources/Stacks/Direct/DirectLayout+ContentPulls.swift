/// A view's content-size pulls (spec 2): hugging above its intrinsic length, compression
/// resistance below, each a rate of the weighted model or, at priority 1000, a required
/// bound.
extension DirectLayout {
    /// A content-size pair: `rate × |length − target|`, compression below, hugging above.
    /// Each rate one constraint's (mass 1), its weight a priority in thousandths and its rank
    /// counted from the node's base, both in 32 bits; a required side is a required bound
    /// (``CostRate/requiredBound``, stored as weight -1).
    struct Pull {
        var target: Double
        private var belowWeight: Int32, aboveWeight: Int32
        private var belowRank: Int32, aboveRank: Int32

        init(target: Double, below: CostRate, above: CostRate) {
            self.target = target
            (belowWeight, aboveWeight, belowRank, aboveRank) = (0, 0, 0, 0)
            self.below = below
            self.above = above
        }

        var below: CostRate {
            get { belowWeight < 0 ? .requiredBound : CostRate(weight: Int64(belowWeight), rank: Int64(belowRank)) }
            set { (belowWeight, belowRank) = Self.stored(newValue) }
        }

        var above: CostRate {
            get { aboveWeight < 0 ? .requiredBound : CostRate(weight: Int64(aboveWeight), rank: Int64(aboveRank)) }
            set { (aboveWeight, aboveRank) = Self.stored(newValue) }
        }

        /// Whether either side is required.
        var isRequired: Bool { belowWeight < 0 || aboveWeight < 0 }

        /// No pull: what ``Node`` stores for none (a weight no side takes).
        static let absent = {
            var pull = Pull(target: 0, below: CostRate(weight: 0, rank: 0), above: CostRate(weight: 0, rank: 0))
            pull.belowWeight = .min
            return pull
        }()

        /// Whether this is ``absent``.
        var isAbsent: Bool { belowWeight == .min }

        /// A side's weight and rank as stored: a required bound keeps no rank (it has no
        /// error, so no tie-break weight), whatever rank counting gave it.
        private static func stored(_ rate: CostRate) -> (Int32, Int32) {
            if rate.required != 0 {
                assert(rate.required == 1 && rate.weight == 0 && rate.mass == 0)
                return (-1, 0)
            }
            assert(rate.mass == 1)
            return (Int32(rate.weight), Int32(rate.rank))
        }
    }

    /// The view's content-size pulls (unranked: ``rank(_:)`` ranks them); nil when a
    /// priority is not a multiple of 0.001.
    static func contentPulls(of view: LayoutView) -> (x: Pull?, y: Pull?)? {
        var content: (x: Pull?, y: Pull?) = (nil, nil)
        if let width = view.intrinsicWidth {
            guard let pull = pull(width, view.hugging.horizontal, view.compressionResistance.horizontal) else {
                return nil
            }
            content.x = pull
        }
        if let height = view.intrinsicHeight {
            guard let pull = pull(height, view.hugging.vertical, view.compressionResistance.vertical) else {
                return nil
            }
            content.y = pull
        }
        return content
    }

    /// The content-size pair of an intrinsic length (unranked); nil for a priority that is
    /// not a multiple of 0.001. A required priority makes its side a required bound.
    fileprivate static func pull(_ length: Double, _ hugging: Priority, _ resistance: Priority) -> Pull? {
        func rate(_ priority: Priority) -> CostRate? {
            if priority.isRequired { return .requiredBound }
            return CostRate.exactWeight(of: priority.value).map { CostRate(weight: $0, rank: 0) }
        }
        guard let hug = rate(hugging), let resist = rate(resistance) else { return nil }
        return Pull(target: length, below: resist, above: hug)
    }
}
