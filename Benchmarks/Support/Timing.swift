/// The timing primitives every benchmark program shares: `Benchmarks` (the named
/// workloads) and `StackShapes` (issue 8's shapes, one per process).

/// Keeps a value alive so the optimiser cannot drop the work that produced it.
@_optimize(none)
package func blackHole<T>(_ value: T) {}

/// Times `body`, returning its elapsed time.
///
/// Inlinable, so that `body` is inlined where it is written (as when this function lived in
/// `Benchmarks` itself): called through a closure, the enaml resize step's reads of the
/// solver it captures took 28 us a step instead of 1.5 us.
@inlinable
package func time(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return clock.now - start
}

extension Duration {
    /// The duration in seconds, as a Double.
    package var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) * 1e-18
    }
}
