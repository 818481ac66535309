/// A named measurement: each call of `sample` does its own untimed setup, times the
/// operations of interest with `ContinuousClock`, and returns the elapsed time and how
/// many operations it covered.
struct Workload {
    /// Shown in the table's first column, e.g. `chain 1000: add`.
    let name: String
    /// The priority model or variant, e.g. `strict`, `weighted`, `-`.
    let variant: String
    /// One timed run: `(elapsed, operations)`.
    let sample: () -> (elapsed: Duration, operations: Int)
    /// At most this many runs, for workloads that take seconds each.
    var runLimit: Int? = nil
}

/// The median of `values` (which must not be empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Formats seconds with a unit that keeps 3-4 significant digits.
func formatSeconds(_ s: Double) -> String {
    func fixed(_ x: Double, _ unit: String) -> String {
        let scaled = (x * 100).rounded() / 100
        return "\(scaled) \(unit)"
    }
    if s >= 1 { return fixed(s, "s") }
    if s >= 1e-3 { return fixed(s * 1e3, "ms") }
    if s >= 1e-6 { return fixed(s * 1e6, "us") }
    return fixed(s * 1e9, "ns")
}

/// `body`, through a call the optimiser cannot see into: calling the result is an indirect
/// call of a closure compiled on its own, as a callback stored by other code is.
@inline(never)
func opaque<Result>(_ body: @escaping () -> Result) -> () -> Result {
    body
}
