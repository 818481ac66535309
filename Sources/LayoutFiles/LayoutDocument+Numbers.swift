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
