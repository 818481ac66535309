/// A stack's part of the plan (``DirectLayout/Arrangement``), read from the stack.
extension DirectLayout {
    /// A fill, fill-equally or equal-spacing stack's items.
    ///
    /// Its fields are laid out small (176 bytes, 272 before): one per stack, they were a
    /// tenth of the plan of a list of table cells. The rates are kept as 32-bit weight and
    /// rank (``CompactRate``), the axis in a byte, the shared member as an `Int32`.
    struct Arrangement {
        /// 0 for a horizontal stack, 1 for a vertical one.
        var axis: Int { Int(storedAxis) }
        private let storedAxis: Int8
        /// Fill (the visible items share the length at least cost), fill equally (they
        /// take equal lengths), fill proportionally in its proportional mode (each visible
        /// item also pulled to its share of the canvas; otherwise the stack is fill
        /// equally, spec 3.5), equal spacing (the gaps, all equal, take what the items'
        /// least cost leaves) or equal centering (``CenteredGaps``).
        var distribution: StackView.Distribution
        /// Under equal spacing, the rate of the canvas fit (`length == 0` @49).
        var canvasFit: CostRate? {
            get { storedCanvasFit?.rate }
            set { storedCanvasFit = newValue.map(CompactRate.init) }
        }
        private var storedCanvasFit: CompactRate?
        /// Under fill proportionally, per item, the multiplier `m` of its
        /// `length == m × canvas length` (0 for a hidden item), and that constraint's rate
        /// (nil when it is required, `m` = 1: the canvas connections already make it hold).
        var proportions: [Double] = []
        var proportionRates: [CostRate?] = []
        /// Under equal centering, per gap between visible items, the rate of its pull to
        /// the first gap's length (`UISV-fill-equally` @max(150 − i, 50)); `.zero` for the
        /// first gap, which has none.
        var centeringRates: [CostRate] = []
        /// The gaps after the first, cheapest pull first (``CenteredGaps/cheapestFirst``):
        /// a move of every rank by one amount, or the common factor, keeps the order.
        var centeringOrder: [Int] = []
        /// The item whose length along the axis it shares with items of sibling stacks
        /// (``DirectLayout/SharedLength``): the stack across sets it, the other items share
        /// the rest.
        var sharedMember: Int? {
            get { storedSharedMember < 0 ? nil : Int(storedSharedMember) }
            set { storedSharedMember = newValue.map { Int32($0) } ?? -1 }
        }
        private var storedSharedMember: Int32 = -1
        /// The shared lengths whose stacks are this stack's items (it sets them across).
        var sharedAcross: [Int] = []

        /// Under equal spacing, the least the gaps take in all: each as wide as the widest
        /// spacing between visible items (every gap is equal and at least its own spacing).
        var leastGaps: Double {
            let widest = visible.dropLast().map { gapAfter[$0] }.max() ?? 0
            return widest * Double(visible.count - 1)
        }
        /// Fill, leading, center or trailing.
        let alignment: StackView.Alignment
        /// Unless the alignment is fill: the rate of the pull of the cross length to 0 (the
        /// spanner's fit @51, or with one item the canvas fit @49).
        var fit: CostRate? {
            get { storedFit?.rate }
            set { storedFit = newValue.map(CompactRate.init) }
        }
        private var storedFit: CompactRate?
        /// Under baseline alignment: the canvas fit's rate (@49), and per item the distance
        /// from its top to its first baseline (from its last baseline to its bottom), the
        /// reference's for an item without one (it lines up its edge with the reference's).
        var baselineFit: CostRate? {
            get { storedBaselineFit?.rate }
            set { storedBaselineFit = newValue.map(CompactRate.init) }
        }
        private var storedBaselineFit: CompactRate?
        var baselineOffsets: [Double] = []
        /// The arranged items' nodes, in order, hidden ones included.
        var items: [Int] = []
        /// The space after each item (its custom spacing or the stack's).
        var gapAfter: [Double]
        /// The positions in `items` of the visible items.
        var visible: [Int] = []
        /// The space between the visible items, in all.
        var visibleGaps = 0.0
        /// The canvas inset (layout margins when margins-relative) per axis, min and max side.
        var insetMin: SIMD2<Double>
        var insetMax: SIMD2<Double>

        /// An arrangement with no items yet, room made for `itemCapacity` of them.
        init(
            axis: Int, distribution: StackView.Distribution, alignment: StackView.Alignment,
            baselineOffsets: [Double], gapAfter: [Double], insetMin: SIMD2<Double>, insetMax: SIMD2<Double>,
            proportions: [Double] = [], itemCapacity: Int = 0
        ) {
            self.storedAxis = Int8(axis)
            self.distribution = distribution
            self.alignment = alignment
            self.baselineOffsets = baselineOffsets
            self.gapAfter = gapAfter
            self.insetMin = insetMin
            self.insetMax = insetMax
            self.proportions = proportions
            items.reserveCapacity(itemCapacity)
            visible.reserveCapacity(itemCapacity)
        }

        /// A fit's rate in eight bytes: a weight and a rank, each fitting 32 bits, of mass 1.
        struct CompactRate {
            private let weight: Int32
            private let rank: Int32

            init(_ rate: CostRate) {
                assert(rate.required == 0 && rate.mass == 1, "a fit is one soft constraint")
                (weight, rank) = (Int32(rate.weight), Int32(rate.rank))
            }

            var rate: CostRate { CostRate(weight: Int64(weight), rank: Int64(rank)) }
        }

        /// Adds the next item's node.
        mutating func append(_ node: Int, isHidden: Bool) {
            if !isHidden {
                if let last = visible.last { visibleGaps += gapAfter[last] }
                visible.append(items.count)
            }
            items.append(node)
        }
    }

    /// The distributions and alignments the plan takes.
    private static let distributions: [StackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    private static let alignments: [StackView.Alignment] = [
        .fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline,
    ]

    /// Appends the stack's arrangement (without its items' nodes) to ``arrangements``.
    ///
    /// Made at the end of the list rather than returned: the optional it came back in was
    /// copied into the list (its nine lists retained and released; the first layouts of the
    /// cell list and the form of 1,000 0.7% fewer instructions). A patch takes it back out
    /// with `removeLast()`, a move. One copy per stack remains, made as the initializer's
    /// result is stored, whatever the function's attributes (tried: `consume`, inlining).
    /// - Returns: false outside the class (nothing is appended).
    mutating func appendArrangement(of stack: StackView, isRoot: Bool) -> Bool {
        let items = stack.arrangedSubviews
        let baselineOffsets = Self.baselineOffsets(of: stack)
        guard Self.distributions.contains(stack.distribution), Self.alignments.contains(stack.alignment),
            !items.isEmpty, baselineOffsets != nil,
            items.contains(where: { !$0.isHidden }),
            !(stack.axis == .vertical && stack.isBaselineRelativeArrangement)
        else { return false }
        var insetMin = SIMD2<Double>(0, 0), insetMax = SIMD2<Double>(0, 0)
        if stack.isLayoutMarginsRelativeArrangement {
            // Creating the guides makes later changes of the insets invalidate the plan.
            _ = stack.margins
            if isRoot { _ = stack.safeArea }
            var m = stack.layoutMargins
            if isRoot {
                let s = stack.safeAreaInsets
                m = LayoutInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
                    right: m.right + s.right)
            }
            insetMin = SIMD2(rightToLeft ? m.right : m.left, m.top)
            insetMax = SIMD2(rightToLeft ? m.left : m.right, m.bottom)
        }
        var distribution = stack.distribution, proportions: [Double] = []
        if distribution == .fillProportionally {
            guard let multipliers = Self.proportions(of: stack) else { return false }
            if multipliers.isEmpty { distribution = .fillEqually } else { proportions = multipliers }
        }
        // Made in one initializer: an arrangement made and then changed was copied twice on
        // its way out (nine lists retained and released each time).
        arrangements.append(Arrangement(
            axis: stack.axis == .horizontal ? 0 : 1, distribution: distribution, alignment: stack.alignment,
            baselineOffsets: baselineOffsets ?? [], gapAfter: items.map { $0.customSpacingAfter ?? stack.spacing },
            insetMin: insetMin, insetMax: insetMax, proportions: proportions, itemCapacity: items.count))
        return true
    }

    /// A fill-proportionally stack's multipliers (spec 3.5): each visible item's natural
    /// length over the natural length of them all with the spacing; 0 for a hidden item.
    /// - Returns: empty when the stack is not in proportional mode (it is fill equally);
    ///   nil when a visible item has no intrinsic length along the axis (its natural length
    ///   is a fitting size) or a multiplier is 0 (a required zero length).
    private static func proportions(of stack: StackView) -> [Double]? {
        let items = stack.arrangedSubviews
        let horizontal = stack.axis == .horizontal
        var natural = [Double](repeating: 0, count: items.count)
        var visible = 0
        for (k, item) in items.enumerated() where !item.isHidden {
            guard let length = horizontal ? item.intrinsicWidth : item.intrinsicHeight else { return nil }
            natural[k] = length
            visible += 1
        }
        // As `StackView.makeSpecs` computes them, term for term.
        let total = natural.reduce(0) { $1 > 0 ? $0 + $1 : $0 } + stack.spacing * Double(visible - 1)
        guard total > max(stack.spacing * Double(items.count - 1), 1) else { return [] }
        var proportions = [Double](repeating: 0, count: items.count)
        for (k, item) in items.enumerated() where !item.isHidden {
            proportions[k] = max(natural[k], 0) / total
            guard proportions[k] > 0 else { return nil }
        }
        return proportions
    }

    /// Under baseline alignment, each item's baseline offset (``Arrangement/baselineOffsets``);
    /// empty for other alignments; nil when the direct layout cannot take the stack: a
    /// vertical stack (its items' places are ambiguous), a single item (it may sit anywhere
    /// in the canvas), an item that is a stack (it vends a baseline of its own), no item
    /// with a baseline (no alignment at all).
    private static func baselineOffsets(of stack: StackView) -> [Double]? {
        guard stack.alignment == .firstBaseline || stack.alignment == .lastBaseline else { return [] }
        let items = stack.arrangedSubviews
        guard stack.axis == .horizontal, items.count > 1, !items.contains(where: { $0.itemKind == .stack }) else {
            return nil
        }
        let first = stack.alignment == .firstBaseline
        let offsets = items.map { first ? $0.firstBaselineOffset : $0.lastBaselineOffset }
        // The reference: item 0 if it has a baseline, else the first visible item with one.
        guard let reference = offsets[0] ?? items.indices.first(where: { !items[$0].isHidden && offsets[$0] != nil })
            .flatMap({ offsets[$0] })
        else { return nil }
        return offsets.map { $0 ?? reference }
    }
}
