/// A column of the simplex tableau, by dense id. Ids are handed out in creation order and
/// never reused, so "lowest id" is a deterministic tie-break that means "oldest".
package typealias Symbol = Int32

/// What a tableau symbol stands for, which decides how the simplex may use it.
package enum SymbolKind: UInt8, Sendable {
    /// A user variable: unrestricted in sign, never a ratio-test bound.
    case external
    /// The slack of an inequality: restricted to be nonnegative.
    case slack
    /// One side of an optional constraint's error: nonnegative, weighted in the objective.
    case error
    /// The marker of a required equality: fixed at zero, so it may never enter the basis.
    case dummy

    /// Whether the symbol is restricted to nonnegative values.
    var isRestricted: Bool { self != .external }
    /// Whether the simplex may choose the symbol as an entering column.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// One nonzero entry of a row: a symbol and its coefficient.
package struct Cell: Sendable {
    package var symbol: Symbol
    package var coefficient: Double
}

/// Tolerances of the tableau arithmetic. There is no absolute epsilon: a sum is snapped
/// to zero only when it is tiny relative to the terms that produced it, so coefficients
/// from 1e-6 to 1e9 keep their meaning while rounding residue of true cancellations
/// does not survive to become a pivot.
package enum Tolerance {
    /// Relative size below which `a + b` counts as an exact cancellation.
    static let cancellation = 1e-11
    /// Relative size below which the artificial objective counts as zero (feasible).
    static let feasibility = 1e-11
    /// Relative size up to which a nonzero artificial objective may still be rounding in
    /// an ill-conditioned system: there, exact arithmetic decides.
    static let uncertainFeasibility = 1e-6
    /// Relative size, against the largest coefficient of its row, below which a
    /// coefficient is rounding residue: it may never be a pivot. Dividing by it would
    /// turn rounding noise into values of 1e12 and more.
    static let pivot = 1e-9
    /// Relative difference below which two ratios of a ratio test count as equal, so
    /// that the larger (safer) pivot decides between them.
    static let ratioTie = 1e-12

    /// Whether `a` and `b` are equal up to ``ratioTie``, relative to the larger.
    @inline(__always)
    static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= ratioTie * max(abs(a), abs(b))
    }

    /// `a + b`, or exactly zero when the sum is rounding residue of a cancellation.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let s = a + b
        return abs(s) <= cancellation * max(abs(a), abs(b)) ? 0 : s
    }
}
