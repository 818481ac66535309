/// How `layout render` writes numbers.
///
/// - ``compact(_:)`` for people (the frame table, the SVG labels, messages): at most
///   three decimals, rounded half away from zero, trailing zeros and the point
///   dropped: `12`, `93.333`, `20.5`; never `-0`.
/// - ``exact(_:)`` for programs (`--json`): integers without `.0`, everything else the
///   shortest text that reads back to the same `Double` (`93.33333333333333`).
package enum LayoutNumber {
    /// `x` with at most three decimals and no trailing zeros.
    /// - Parameter x: the number.
    /// - Returns: e.g. `93.333`, `0`, `-4.5`.
    package static func compact(_ x: Double) -> String {
        guard x.isFinite else { return String(x) }
        let scaled = x * 1000
        guard abs(scaled) < 9e15 else { return exact(x) }
        let n = Int64(scaled + (scaled >= 0 ? 0.5 : -0.5))
        if n == 0 { return "0" }
        let magnitude = n.magnitude
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        let sign = n < 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text = String(fraction)
        while text.count < digits { text = "0" + text }
        return "\(sign)\(whole).\(text)"
    }

    /// `x` as the shortest text that reads back to the same value; integers without `.0`.
    /// - Parameter x: the number (finite).
    /// - Returns: e.g. `12`, `93.33333333333333`, `0`.
    package static func exact(_ x: Double) -> String {
        if x == 0 { return "0" }
        if x.isFinite, abs(x) < 1e15, x == Double(Int64(x)) { return String(Int64(x)) }
        return String(x)
    }
}

extension LayoutNumber {
    /// Powers of ten that are exact doubles.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `x` without floating-point noise: the double nearest to the shortest decimal (at
    /// most 12 significant digits) that lies within four units in the last place of `x`,
    /// or `x` itself when none does. `84.00000000000001` becomes `84`,
    /// `0.30000000000000004` becomes `0.3`; `93.33333333333333` stays, since no shorter
    /// decimal is that close.
    ///
    /// Twelve digits leave three to four decimal digits of headroom below a double's
    /// precision, so a value that is not noise (`280 / 3`) is never within four units in
    /// the last place of a shorter decimal. Text meant for people uses it; JSON keeps the
    /// exact value, which reads back bit for bit.
    /// - Parameter x: a value.
    /// - Returns: the snapped value (unchanged for 0, non-finite values and magnitudes
    ///   outside 1e-6 ..< 1e15).
    package static func snapped(_ x: Double) -> Double {
        let magnitude = abs(x)
        guard x.isFinite, magnitude >= 1e-6, magnitude < 1e15 else { return x }
        // Decimal exponent: 10^e <= |x| < 10^(e+1), e in -6...14.
        var e = 0
        while e < 14 && magnitude >= powersOfTen[e + 1] { e += 1 }
        while e > -6 && magnitude < (e >= 0 ? powersOfTen[e] : 1 / powersOfTen[-e]) { e -= 1 }
        let tolerance = 4 * x.ulp
        for digits in 1...12 {
            // Round to `digits` significant digits: x × 10^k, k = digits - 1 - e.
            let k = digits - 1 - e
            guard abs(k) <= 22 else { continue }
            let candidate: Double
            if k >= 0 {
                candidate = (x * powersOfTen[k]).rounded() / powersOfTen[k]
            } else {
                candidate = (x / powersOfTen[-k]).rounded() * powersOfTen[-k]
            }
            if abs(candidate - x) <= tolerance { return candidate }
        }
        return x
    }
}
