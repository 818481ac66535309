/// An arbitrary-precision signed integer, for the exact reference (``Rational``, ``ExactLP``).
///
/// Sign and magnitude; the magnitude is a list of 32-bit limbs, least significant first,
/// with no trailing zero limbs (zero has no limbs and is never negative), so equal values
/// have equal representations. Written for correctness and clarity, not speed: the hot
/// paths of ``Rational`` stay in `Int64` and come here only on overflow.
package struct BigInt: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The magnitude, least significant limb first, without trailing zeros.
    package private(set) var limbs: [UInt32]
    /// Whether the value is below zero (never true for zero).
    package private(set) var isNegative: Bool

    /// Zero.
    package init() {
        limbs = []
        isNegative = false
    }

    /// The value `value`.
    package init(_ value: Int64) {
        self.init(magnitude: value.magnitude, isNegative: value < 0)
    }

    /// The value `value`.
    package init(_ value: Int) {
        self.init(Int64(value))
    }

    /// `±magnitude`.
    package init(magnitude: UInt64, isNegative: Bool) {
        self.init(limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)],
                  isNegative: isNegative)
    }

    /// `±limbs`, normalised (trailing zeros dropped, zero made nonnegative).
    package init(limbs: [UInt32], isNegative: Bool) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = isNegative && !limbs.isEmpty
    }

    /// Whether the value is zero.
    package var isZero: Bool { limbs.isEmpty }

    /// Whether the value is 1.
    package var isOne: Bool { !isNegative && limbs.count == 1 && limbs[0] == 1 }

    /// -1, 0 or 1.
    package var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

    /// The absolute value.
    package var magnitude: BigInt { BigInt(limbs: limbs, isNegative: false) }

    /// The magnitude as a `UInt64`, or nil if it needs more than 64 bits.
    package var magnitudeUInt64: UInt64? {
        switch limbs.count {
        case 0: 0
        case 1: UInt64(limbs[0])
        case 2: UInt64(limbs[1]) << 32 | UInt64(limbs[0])
        default: nil
        }
    }

    /// The value as an `Int64`, or nil if it does not fit (`Int64.min` counts as not fitting,
    /// so that the negation of a result is always representable).
    package var int64Value: Int64? {
        guard let m = magnitudeUInt64, m <= UInt64(Int64.max) else { return nil }
        return isNegative ? -Int64(m) : Int64(m)
    }

    /// The number of significant bits of the magnitude (0 for zero).
    package var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    package static func < (a: BigInt, b: BigInt) -> Bool {
        if a.isNegative != b.isNegative { return a.isNegative }
        let order = Magnitude.compare(a.limbs, b.limbs)
        return a.isNegative ? order > 0 : order < 0
    }

    package static prefix func - (a: BigInt) -> BigInt {
        BigInt(limbs: a.limbs, isNegative: !a.isNegative)
    }

    package static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.isNegative == b.isNegative {
            return BigInt(limbs: Magnitude.add(a.limbs, b.limbs), isNegative: a.isNegative)
        }
        // Opposite signs: subtract the smaller magnitude from the larger.
        if Magnitude.compare(a.limbs, b.limbs) >= 0 {
            return BigInt(limbs: Magnitude.subtract(a.limbs, b.limbs), isNegative: a.isNegative)
        }
        return BigInt(limbs: Magnitude.subtract(b.limbs, a.limbs), isNegative: b.isNegative)
    }

    package static func - (a: BigInt, b: BigInt) -> BigInt { a + (-b) }

    package static func * (a: BigInt, b: BigInt) -> BigInt {
        BigInt(limbs: Magnitude.multiply(a.limbs, b.limbs), isNegative: a.isNegative != b.isNegative)
    }

    /// The quotient truncated toward zero and the remainder (with the sign of `self`):
    /// `self == quotient * divisor + remainder`, `|remainder| < |divisor|`.
    package func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "division by zero")
        let (q, r) = Magnitude.divide(limbs, by: divisor.limbs)
        return (BigInt(limbs: q, isNegative: isNegative != divisor.isNegative), BigInt(limbs: r, isNegative: isNegative))
    }

    /// The quotient truncated toward zero.
    package static func / (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).quotient }

    /// The greatest common divisor of the magnitudes (0 only when both are 0).
    package static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var x = a.magnitude
        var y = b.magnitude
        while !y.isZero {
            if let small = x.magnitudeUInt64, let other = y.magnitudeUInt64 {
                return BigInt(magnitude: euclid(small, other), isNegative: false)
            }
            (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder)
        }
        return x
    }

    /// The least common multiple of the magnitudes (0 if either is 0).
    package static func lcm(_ a: BigInt, _ b: BigInt) -> BigInt {
        if a.isZero || b.isZero { return BigInt() }
        return (a / gcd(a, b) * b).magnitude
    }

    /// `self × 2^bits` (bits ≥ 0).
    package func shiftedLeft(by bits: Int) -> BigInt {
        BigInt(limbs: Magnitude.shiftLeft(limbs, by: bits), isNegative: isNegative)
    }

    /// The value in decimal.
    package var description: String {
        guard !isZero else { return "0" }
        var chunks: [UInt32] = []  // base 10^9, least significant first
        var rest = limbs
        while !rest.isEmpty {
            let (q, r) = Magnitude.divide(rest, byLimb: 1_000_000_000)
            chunks.append(r)
            rest = q
        }
        var text = isNegative ? "-" : ""
        text += String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}

/// Euclid's algorithm on machine words.
package func euclid(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
