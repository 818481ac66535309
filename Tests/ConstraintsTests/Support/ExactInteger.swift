import Constraints
/// An exact integer kept in a machine word when it fits and in a ``BigInt`` otherwise:
/// the entries of ``FractionFreeTableau``.
///
/// The representation is canonical (`.large` only for values outside `Int64`, and never
/// `Int64.min` inline, so negation cannot overflow). Products and the pivot update use
/// 128-bit intermediates before falling back to ``BigInt``.
enum ExactInteger: Sendable, Equatable, Comparable, CustomStringConvertible {
    case small(Int64)
    case large(BigInt)

    static let zero = ExactInteger.small(0)
    static let one = ExactInteger.small(1)

    /// `value`, inline when it fits.
    init(_ value: BigInt) {
        if let small = value.int64Value { self = .small(small) } else { self = .large(value) }
    }

    /// The value as a ``BigInt``.
    var bigValue: BigInt {
        switch self {
        case .small(let value): BigInt(value)
        case .large(let value): value
        }
    }

    var isZero: Bool { self == .small(0) }

    /// -1, 0 or 1.
    var signum: Int {
        switch self {
        case .small(let value): Int(value.signum())
        case .large(let value): value.signum
        }
    }

    var description: String { bigValue.description }

    static func < (a: ExactInteger, b: ExactInteger) -> Bool {
        if case .small(let x) = a, case .small(let y) = b { return x < y }
        return a.bigValue < b.bigValue
    }

    static prefix func - (a: ExactInteger) -> ExactInteger {
        switch a {
        case .small(let value): .small(-value)
        case .large(let value): ExactInteger(-value)
        }
    }

    static func + (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if case .small(let x) = a, case .small(let y) = b {
            let (sum, overflow) = x.addingReportingOverflow(y)
            if !overflow && sum != .min { return .small(sum) }
        }
        return ExactInteger(a.bigValue + b.bigValue)
    }

    static func - (a: ExactInteger, b: ExactInteger) -> ExactInteger { a + (-b) }

    static func * (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if case .small(let x) = a, case .small(let y) = b {
            let (product, overflow) = x.multipliedReportingOverflow(by: y)
            if !overflow && product != .min { return .small(product) }
        }
        return ExactInteger(a.bigValue * b.bigValue)
    }

    /// `(a·p − b·q) / d`, where the division is known to be exact (`d > 0`): the update of a
    /// fraction-free pivot.
    static func crossDifference(_ a: ExactInteger, _ p: ExactInteger, _ b: ExactInteger, _ q: ExactInteger,
                                exactlyDividedBy d: ExactInteger) -> ExactInteger {
        if case .small(let a) = a, case .small(let p) = p, case .small(let b) = b, case .small(let q) = q,
           case .small(let d) = d, let result = smallCrossDifference(a, p, b, q, d) {
            return .small(result)
        }
        let (quotient, remainder) = (a.bigValue * p.bigValue - b.bigValue * q.bigValue)
            .quotientAndRemainder(dividingBy: d.bigValue)
        precondition(remainder.isZero, "fraction-free division was not exact")
        return ExactInteger(quotient)
    }

    /// The sign of `a·b − c·e`.
    static func compareProducts(_ a: ExactInteger, _ b: ExactInteger, _ c: ExactInteger, _ e: ExactInteger) -> Int {
        if case .small(let a) = a, case .small(let b) = b, case .small(let c) = c, case .small(let e) = e {
            let left = a.multipliedFullWidth(by: b)
            let right = c.multipliedFullWidth(by: e)
            if left == right { return 0 }
            return (left.high, left.low) < (right.high, right.low) ? -1 : 1
        }
        let left = a.bigValue * b.bigValue
        let right = c.bigValue * e.bigValue
        return left == right ? 0 : (left < right ? -1 : 1)
    }

    /// `(a·p − b·q) / d` in 128 bits, or nil if an intermediate or the result leaves the range.
    private static func smallCrossDifference(_ a: Int64, _ p: Int64, _ b: Int64, _ q: Int64, _ d: Int64) -> Int64? {
        let left = a.multipliedFullWidth(by: p)
        let right = b.multipliedFullWidth(by: q)
        // 128-bit subtraction: high words signed, low words unsigned.
        let (low, borrow) = left.low.subtractingReportingOverflow(right.low)
        let (high0, overflow0) = left.high.subtractingReportingOverflow(right.high)
        let (high, overflow1) = high0.subtractingReportingOverflow(borrow ? 1 : 0)
        guard !overflow0, !overflow1, d > 0 else { return nil }
        let fitsInWord = (high == 0 && low <= UInt64(Int64.max)) || (high == -1 && low > UInt64(Int64.max))
        let quotient: Int64
        if fitsInWord {
            let value = Int64(bitPattern: low)
            precondition(value % d == 0, "fraction-free division was not exact")
            quotient = value / d
        } else {
            // |value| < (|high| + 1) 2^64 ≤ d 2^63 keeps the quotient inside Int64.
            guard high.magnitude < UInt64(d / 2) else { return nil }
            let (q, remainder) = d.dividingFullWidth((high: high, low: low))
            precondition(remainder == 0, "fraction-free division was not exact")
            quotient = q
        }
        return quotient == .min ? nil : quotient
    }
}
