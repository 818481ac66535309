/// The deterministic pseudo-random sizes of the benchmark shapes (issue 8), shared with the
/// Yoga driver (`Benchmarks/peers/yoga_shapes.cpp` computes the same numbers the same way).
///
/// Each size is a hash of the item's index and a salt (SplitMix64's finaliser), not a draw
/// from a running generator, so the order in which a builder asks for sizes never matters
/// and an inserted item (index `n`) gets its own sizes without disturbing the others.
enum ShapeSizes {
    /// SplitMix64's output function of `seed + index * 8 + salt`.
    /// - Parameters:
    ///   - index: the item's index in its shape.
    ///   - salt: which quantity (0-7), so that width and height are independent.
    /// - Returns: 64 well-mixed bits.
    static func hash(_ index: Int, _ salt: Int) -> UInt64 {
        var z = 0x5EED_2026 &+ UInt64(index) &* 8 &+ UInt64(salt) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `low...high`, as a Double.
    /// - Parameters:
    ///   - index: the item's index.
    ///   - salt: which quantity.
    ///   - low: the smallest value.
    ///   - high: the largest value.
    /// - Returns: `low + hash % (high - low + 1)`.
    static func uniform(_ index: Int, _ salt: Int, _ low: Int, _ high: Int) -> Double {
        Double(low + Int(hash(index, salt) % UInt64(high - low + 1)))
    }

    /// A row item: width 10-50, height 12-40.
    static func rowItem(_ i: Int) -> (width: Double, height: Double) {
        (uniform(i, 0, 10, 50), uniform(i, 1, 12, 40))
    }

    /// A row item's first baseline (3/4 of its height, rounded down) and last baseline
    /// (3 above its bottom).
    static func baselines(height: Double) -> (first: Double, last: Double) {
        ((height * 3 / 4).rounded(.down), height - 3)
    }

    /// A cell's title (40-200 × 17-22) and subtitle (40-240 × 13-16) label sizes.
    static func cellLabels(_ i: Int) -> (title: (Double, Double), subtitle: (Double, Double)) {
        ((uniform(i, 2, 40, 200), uniform(i, 3, 17, 22)), (uniform(i, 4, 40, 240), uniform(i, 5, 13, 16)))
    }

    /// A form label: width 40-120, height 17.
    static func formLabel(_ i: Int) -> (width: Double, height: Double) {
        (uniform(i, 6, 40, 120), 17)
    }

    /// A grid image's intrinsic size: 20-80 × 20-80 (its aspect ratio is width / height).
    static func image(_ i: Int) -> (width: Double, height: Double) {
        (uniform(i, 7, 20, 80), uniform(i, 0, 20, 80))
    }
}
