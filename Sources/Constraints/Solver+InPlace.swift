/// Reads for a layer that keeps its solver in a class's stored property.
///
/// Calling a non-mutating method on a struct stored in a class copies the struct first:
/// every array the solver holds is retained and released again, about 2,000 instructions a
/// call (measured in `Stacks`: reading the next tie-break rank before each of a first
/// layout's 9,000 additions cost 4.5% of it, and each frame read copied the solver four
/// times). A mutating method is called on the stored value in place.
extension Solver {
    /// ``value(of:)``, called in place.
    package mutating func readValue(of variable: Variable) -> Double {
        value(of: variable)
    }

    /// ``membershipVersion``, read in place.
    package mutating func readMembershipVersion() -> Int {
        membershipVersion
    }

    /// ``tieBreakRank(of:)``, called in place.
    package mutating func readTieBreakRank(of constraint: Constraint) -> Double? {
        tieBreakRank(of: constraint)
    }

    /// Adds a constraint like ``add(_:)-(Constraint)`` and returns the tie-break rank it
    /// was given (``nextTieBreakRank`` before the call).
    /// - Throws: as ``add(_:)-(Constraint)``.
    package mutating func addReturningRank(_ constraint: Constraint) throws(SolverError) -> Double {
        let rank = nextTieBreakRank
        try add(constraint)
        return rank
    }
}
