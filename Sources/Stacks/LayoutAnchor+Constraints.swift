import Constraints

extension LayoutAnchor {
    /// `self == other + constant`.
    /// - Parameters:
    ///   - other: an anchor of the same kind.
    ///   - constant: added to `other`.
    /// - Returns: a required constraint (set another priority with `~` or `withPriority`).
    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, other, multiplier: 1, constant: constant)
    }

    /// `self >= other + constant`.
    /// - Parameters:
    ///   - other: an anchor of the same kind.
    ///   - constant: added to `other`.
    /// - Returns: a required constraint.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, other, multiplier: 1, constant: constant)
    }

    /// `self <= other + constant`.
    /// - Parameters:
    ///   - other: an anchor of the same kind.
    ///   - constant: added to `other`.
    /// - Returns: a required constraint.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, other, multiplier: 1, constant: constant)
    }

    func relate(_ relation: Relation, _ other: LayoutAnchor<Kind>, multiplier: Double, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            AnchorExpression(erased), relation,
            AnchorExpression(term: .init(other.erased, multiplier), constant: constant))
    }
}

extension LayoutAnchor where Kind == DimensionAxis {
    /// `self == multiplier × other + constant` (aspect ratios, proportional sizes).
    /// - Parameters:
    ///   - other: a width or height anchor.
    ///   - multiplier: the factor on `other`.
    ///   - constant: added.
    /// - Returns: a required constraint.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, other, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`.
    /// - Parameters:
    ///   - other: a width or height anchor.
    ///   - multiplier: the factor on `other`.
    ///   - constant: added.
    /// - Returns: a required constraint.
    public func constraint(
        greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`.
    /// - Parameters:
    ///   - other: a width or height anchor.
    ///   - multiplier: the factor on `other`.
    ///   - constant: added.
    /// - Returns: a required constraint.
    public func constraint(
        lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`.
    /// - Parameter constant: the size.
    /// - Returns: a required constraint.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(AnchorExpression(erased), .equal, AnchorExpression(constant))
    }

    /// `self >= constant`.
    /// - Parameter constant: the minimum size.
    /// - Returns: a required constraint.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(AnchorExpression(erased), .greaterThanOrEqual, AnchorExpression(constant))
    }

    /// `self <= constant`.
    /// - Parameter constant: the maximum size.
    /// - Returns: a required constraint.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(AnchorExpression(erased), .lessThanOrEqual, AnchorExpression(constant))
    }
}

// Operators: `a.leading == b.trailing + 8`, `a.width == 2 * b.height`, `a.height == 30 ~ 750`.

/// The sum `lhs + rhs`.
public func + <K>(lhs: LayoutAnchor<K>, rhs: Double) -> TypedAnchorExpression<K> {
    TypedAnchorExpression(AnchorExpression(term: .init(lhs.erased), constant: rhs))
}
/// The difference `lhs - rhs`.
public func - <K>(lhs: LayoutAnchor<K>, rhs: Double) -> TypedAnchorExpression<K> {
    TypedAnchorExpression(AnchorExpression(term: .init(lhs.erased), constant: -rhs))
}
/// The sum `lhs + rhs`.
public func + <K>(lhs: TypedAnchorExpression<K>, rhs: Double) -> TypedAnchorExpression<K> {
    var e = lhs.expression
    e.constant += rhs
    return TypedAnchorExpression(e)
}
/// The difference `lhs - rhs`.
public func - <K>(lhs: TypedAnchorExpression<K>, rhs: Double) -> TypedAnchorExpression<K> {
    var e = lhs.expression
    e.constant -= rhs
    return TypedAnchorExpression(e)
}
/// The expression scaled by a constant.
public func * (lhs: Double, rhs: DimensionAnchor) -> TypedAnchorExpression<DimensionAxis> {
    TypedAnchorExpression(AnchorExpression(term: .init(rhs.erased, lhs)))
}
/// The expression scaled by a constant.
public func * (lhs: DimensionAnchor, rhs: Double) -> TypedAnchorExpression<DimensionAxis> {
    TypedAnchorExpression(AnchorExpression(term: .init(lhs.erased, rhs)))
}

/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .equal, AnchorExpression(rhs.erased))
}
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .lessThanOrEqual, AnchorExpression(rhs.erased))
}
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .greaterThanOrEqual, AnchorExpression(rhs.erased))
}
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == <K>(lhs: LayoutAnchor<K>, rhs: TypedAnchorExpression<K>) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .equal, rhs.expression)
}
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= <K>(lhs: LayoutAnchor<K>, rhs: TypedAnchorExpression<K>) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .lessThanOrEqual, rhs.expression)
}
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= <K>(lhs: LayoutAnchor<K>, rhs: TypedAnchorExpression<K>) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .greaterThanOrEqual, rhs.expression)
}
/// The required constraint `lhs == rhs`; attach a priority with `~`.
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .equal, AnchorExpression(rhs))
}
/// The required constraint `lhs <= rhs`; attach a priority with `~`.
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .lessThanOrEqual, AnchorExpression(rhs))
}
/// The required constraint `lhs >= rhs`; attach a priority with `~`.
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(AnchorExpression(lhs.erased), .greaterThanOrEqual, AnchorExpression(rhs))
}

/// The same constraint at another priority: `a.width == 100 ~ 750`.
public func ~ (constraint: LayoutConstraint, priority: Priority) -> LayoutConstraint {
    constraint.withPriority(priority)
}
