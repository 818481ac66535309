/// An exact rational number, always in lowest terms with a positive denominator.
///
/// Values whose numerator and denominator fit in `Int64` (the common case in the
/// reference LPs) are kept inline and computed with overflow-checked machine arithmetic;
/// anything larger lives in a ``BigInt`` pair. The representation is canonical: a value
/// is stored large only when it does not fit inline.
package struct Rational: Sendable, Comparable, CustomStringConvertible {
    /// A value too large for the inline fields.
    final class Large: Sendable {
        let numerator: BigInt
        let denominator: BigInt

        init(_ numerator: BigInt, _ denominator: BigInt) {
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    /// Inline numerator (valid when `large` is nil); never `Int64.min`.
    private var smallNumerator: Int64
    /// Inline denominator (valid when `large` is nil); positive.
    private var smallDenominator: Int64
    /// The value, when it does not fit inline.
    private var large: Large?

    package static let zero = Rational(0)
    package static let one = Rational(1)

    /// The integer `value`.
    package init(_ value: Int) {
        precondition(value != Int.min)
        smallNumerator = Int64(value)
        smallDenominator = 1
        large = nil
    }

    /// `numerator / denominator`, reduced.
    package init(_ numerator: Int64, _ denominator: Int64) {
        precondition(denominator != 0, "zero denominator")
        self.init(BigInt(numerator), BigInt(denominator))
    }

    /// `numerator / denominator`, reduced.
    package init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "zero denominator")
        let g = BigInt.gcd(numerator, denominator)
        var n = numerator / g
        var d = denominator / g
        if d.isNegative { (n, d) = (-n, -d) }
        if let small = n.int64Value, let smallD = d.int64Value {
            self.init(reduced: small, smallD)
        } else {
            self.init(large: Large(n, d))
        }
    }

    /// A reduced value that does not fit inline.
    private init(large: Large) {
        smallNumerator = 0
        smallDenominator = 1
        self.large = large
    }

    /// An already reduced inline value (`d > 0`, `n != Int64.min`).
    private init(reduced n: Int64, _ d: Int64) {
        smallNumerator = n
        smallDenominator = d
        large = nil
    }

    /// The numerator (sign carrier) of the reduced fraction.
    package var numerator: BigInt { large?.numerator ?? BigInt(smallNumerator) }
    /// The positive denominator of the reduced fraction.
    package var denominator: BigInt { large?.denominator ?? BigInt(smallDenominator) }

    /// The reduced numerator and denominator, when they are kept inline.
    package var inlineParts: (numerator: Int64, denominator: Int64)? {
        large == nil ? (smallNumerator, smallDenominator) : nil
    }

    package var isZero: Bool { large == nil && smallNumerator == 0 }

    /// -1, 0 or 1.
    package var signum: Int { large?.numerator.signum ?? Int(smallNumerator.signum()) }

    /// Whether the value is an integer.
    package var isInteger: Bool { large == nil ? smallDenominator == 1 : large!.denominator == BigInt(1) }

    package static func == (a: Rational, b: Rational) -> Bool {
        if a.large == nil && b.large == nil {
            return a.smallNumerator == b.smallNumerator && a.smallDenominator == b.smallDenominator
        }
        return a.numerator == b.numerator && a.denominator == b.denominator
    }

    package static func < (a: Rational, b: Rational) -> Bool {
        if a.large == nil && b.large == nil {
            // Compare n1 d2 with n2 d1 exactly in 128 bits.
            let left = a.smallNumerator.multipliedFullWidth(by: b.smallDenominator)
            let right = b.smallNumerator.multipliedFullWidth(by: a.smallDenominator)
            return (left.high, left.low) < (right.high, right.low)
        }
        return a.numerator * b.denominator < b.numerator * a.denominator
    }

    package static prefix func - (a: Rational) -> Rational {
        if let large = a.large { return Rational(-large.numerator, large.denominator) }
        return Rational(reduced: -a.smallNumerator, a.smallDenominator)
    }

    package static func + (a: Rational, b: Rational) -> Rational {
        if b.isZero { return a }
        if a.isZero { return b }
        if a.large == nil && b.large == nil, let sum = smallSum(a, b) { return sum }
        return Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    package static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    package static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if a.large == nil && b.large == nil, let product = smallProduct(a, b) { return product }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    package static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "division by zero")
        return a * b.reciprocal
    }

    /// `1 / self`.
    package var reciprocal: Rational {
        precondition(!isZero, "division by zero")
        if large == nil {
            return smallNumerator < 0
                ? Rational(reduced: -smallDenominator, -smallNumerator)
                : Rational(reduced: smallDenominator, smallNumerator)
        }
        return Rational(denominator, numerator)
    }

    /// `|self|`.
    package var magnitude: Rational { signum < 0 ? -self : self }

    /// `self -= a × b`, the update of a simplex pivot.
    package mutating func subtractProduct(_ a: Rational, _ b: Rational) {
        if a.isZero || b.isZero { return }
        self = self - a * b
    }

    /// Inline `a + b`, or nil on overflow.
    private static func smallSum(_ a: Rational, _ b: Rational) -> Rational? {
        let (n1, d1, n2, d2) = (a.smallNumerator, a.smallDenominator, b.smallNumerator, b.smallDenominator)
        if d1 == 1 && d2 == 1 {
            let (s, overflow) = n1.addingReportingOverflow(n2)
            return overflow || s == .min ? nil : Rational(reduced: s, 1)
        }
        // n1/d1 + n2/d2 = (n1 (d2/g) + n2 (d1/g)) / (d1 d2 / g), then reduce by the gcd with g.
        let g = Int64(euclid(UInt64(d1), UInt64(d2)))
        let (p1, o1) = n1.multipliedReportingOverflow(by: d2 / g)
        let (p2, o2) = n2.multipliedReportingOverflow(by: d1 / g)
        let (s, o3) = p1.addingReportingOverflow(p2)
        guard !o1, !o2, !o3, s != .min else { return nil }
        if s == 0 { return .zero }
        let h = Int64(euclid(s.magnitude, UInt64(g)))
        let (d, o4) = (d1 / g).multipliedReportingOverflow(by: d2 / h)
        guard !o4 else { return nil }
        return Rational(reduced: s / h, d)
    }

    /// Inline `a × b`, or nil on overflow.
    private static func smallProduct(_ a: Rational, _ b: Rational) -> Rational? {
        let (n1, d1, n2, d2) = (a.smallNumerator, a.smallDenominator, b.smallNumerator, b.smallDenominator)
        let g1 = Int64(euclid(n1.magnitude, UInt64(d2)))
        let g2 = Int64(euclid(n2.magnitude, UInt64(d1)))
        let (n, o1) = (n1 / g1).multipliedReportingOverflow(by: n2 / g2)
        let (d, o2) = (d1 / g2).multipliedReportingOverflow(by: d2 / g1)
        guard !o1, !o2, n != .min else { return nil }
        return Rational(reduced: n, d)
    }

    /// `n/d`, or `n` for an integer.
    package var description: String {
        isInteger ? numerator.description : "\(numerator)/\(denominator)"
    }
}
