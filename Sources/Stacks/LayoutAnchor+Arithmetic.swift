// Linear arithmetic on anchors of one kind, as layout files allow:
// `c.centerX == (a.trailing + b.leading) / 2`, `a.width == b.width + c.width - 8`. Anchors
// combine only with their own kind (x, y or dimension), so a mix fails to compile.

extension TypedAnchorExpression {
    /// `1 × anchor`, typed.
    init(_ anchor: LayoutAnchor<Kind>) { self.init(AnchorExpression(anchor.erased)) }

    /// `lhs + factor × rhs`, like terms kept apart (the engine combines them).
    fileprivate static func combine(
        _ lhs: TypedAnchorExpression, _ rhs: TypedAnchorExpression, _ factor: Double
    ) -> TypedAnchorExpression {
        var e = lhs.expression
        for term in rhs.expression.storedTerms { e.append(.init(term.anchor, factor * term.coefficient)) }
        e.constant += factor * rhs.expression.constant
        return TypedAnchorExpression(e)
    }
}

/// The sum of two anchors of the same kind: half of it is their midpoint.
public func + <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> TypedAnchorExpression<K> {
    .combine(TypedAnchorExpression(lhs), TypedAnchorExpression(rhs), 1)
}
/// The difference of two anchors of the same kind.
public func - <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> TypedAnchorExpression<K> {
    .combine(TypedAnchorExpression(lhs), TypedAnchorExpression(rhs), -1)
}
/// An expression plus an anchor of its kind.
public func + <K>(lhs: TypedAnchorExpression<K>, rhs: LayoutAnchor<K>) -> TypedAnchorExpression<K> {
    .combine(lhs, TypedAnchorExpression(rhs), 1)
}
/// An expression minus an anchor of its kind.
public func - <K>(lhs: TypedAnchorExpression<K>, rhs: LayoutAnchor<K>) -> TypedAnchorExpression<K> {
    .combine(lhs, TypedAnchorExpression(rhs), -1)
}
/// An anchor plus an expression of its kind.
public func + <K>(lhs: LayoutAnchor<K>, rhs: TypedAnchorExpression<K>) -> TypedAnchorExpression<K> {
    .combine(TypedAnchorExpression(lhs), rhs, 1)
}
/// An anchor minus an expression of its kind.
public func - <K>(lhs: LayoutAnchor<K>, rhs: TypedAnchorExpression<K>) -> TypedAnchorExpression<K> {
    .combine(TypedAnchorExpression(lhs), rhs, -1)
}
/// The sum of two expressions of one kind.
public func + <K>(lhs: TypedAnchorExpression<K>, rhs: TypedAnchorExpression<K>) -> TypedAnchorExpression<K> {
    .combine(lhs, rhs, 1)
}
/// The difference of two expressions of one kind.
public func - <K>(lhs: TypedAnchorExpression<K>, rhs: TypedAnchorExpression<K>) -> TypedAnchorExpression<K> {
    .combine(lhs, rhs, -1)
}
/// An expression scaled by a number.
public func * <K>(lhs: Double, rhs: TypedAnchorExpression<K>) -> TypedAnchorExpression<K> {
    TypedAnchorExpression(rhs.expression.scaled(by: lhs))
}
/// An expression scaled by a number.
public func * <K>(lhs: TypedAnchorExpression<K>, rhs: Double) -> TypedAnchorExpression<K> {
    TypedAnchorExpression(lhs.expression.scaled(by: rhs))
}
/// An expression divided by a number: `(a.leading + b.trailing) / 2`.
public func / <K>(lhs: TypedAnchorExpression<K>, rhs: Double) -> TypedAnchorExpression<K> {
    TypedAnchorExpression(lhs.expression.scaled(by: 1 / rhs))
}

/// `expression == expression`, both of one kind.
public func == <K>(lhs: TypedAnchorExpression<K>, rhs: TypedAnchorExpression<K>) -> LayoutConstraint {
    LayoutConstraint(lhs.expression, .equal, rhs.expression)
}
/// `expression <= expression`, both of one kind.
public func <= <K>(lhs: TypedAnchorExpression<K>, rhs: TypedAnchorExpression<K>) -> LayoutConstraint {
    LayoutConstraint(lhs.expression, .lessThanOrEqual, rhs.expression)
}
/// `expression >= expression`, both of one kind.
public func >= <K>(lhs: TypedAnchorExpression<K>, rhs: TypedAnchorExpression<K>) -> LayoutConstraint {
    LayoutConstraint(lhs.expression, .greaterThanOrEqual, rhs.expression)
}
/// `expression == anchor`, of one kind.
public func == <K>(lhs: TypedAnchorExpression<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(lhs.expression, .equal, AnchorExpression(rhs.erased))
}
/// `expression <= anchor`, of one kind.
public func <= <K>(lhs: TypedAnchorExpression<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(lhs.expression, .lessThanOrEqual, AnchorExpression(rhs.erased))
}
/// `expression >= anchor`, of one kind.
public func >= <K>(lhs: TypedAnchorExpression<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(lhs.expression, .greaterThanOrEqual, AnchorExpression(rhs.erased))
}

// `Int` operands (counts and indices): scaling and constants only, as in `Constraints`.

/// An anchor plus an `Int` constant.
public func + <K>(lhs: LayoutAnchor<K>, rhs: Int) -> TypedAnchorExpression<K> { lhs + Double(rhs) }
/// An anchor minus an `Int` constant.
public func - <K>(lhs: LayoutAnchor<K>, rhs: Int) -> TypedAnchorExpression<K> { lhs - Double(rhs) }
/// An expression plus an `Int` constant.
public func + <K>(lhs: TypedAnchorExpression<K>, rhs: Int) -> TypedAnchorExpression<K> { lhs + Double(rhs) }
/// An expression minus an `Int` constant.
public func - <K>(lhs: TypedAnchorExpression<K>, rhs: Int) -> TypedAnchorExpression<K> { lhs - Double(rhs) }
/// A dimension scaled by an `Int` factor.
public func * (lhs: Int, rhs: DimensionAnchor) -> TypedAnchorExpression<DimensionAxis> { Double(lhs) * rhs }
/// A dimension equal to an `Int` constant.
public func == (lhs: DimensionAnchor, rhs: Int) -> LayoutConstraint { lhs == Double(rhs) }
/// A dimension at most an `Int` constant.
public func <= (lhs: DimensionAnchor, rhs: Int) -> LayoutConstraint { lhs <= Double(rhs) }
/// A dimension at least an `Int` constant.
public func >= (lhs: DimensionAnchor, rhs: Int) -> LayoutConstraint { lhs >= Double(rhs) }
