import Constraints

/// A constraint written by the user between anchors: `lhs relation rhs @priority`.
///
/// Add it to a ``LayoutEngine`` to take effect. Its ``identifier`` names it in conflict reports
/// (layout files use `constraints[N]`).
public final class LayoutConstraint: CustomStringConvertible {
    // The public inputs are computed properties over internal storage (`stored…`), as
    // `LayoutView`'s are: a public stored property pays a run-time exclusivity check on
    // every read, which the plan's reading of 10,000 aspect ratios paid three times each.

    /// The left side.
    public var lhs: AnchorExpression { storedLhs }
    var storedLhs: AnchorExpression
    /// The right side.
    public var rhs: AnchorExpression { storedRhs }
    var storedRhs: AnchorExpression
    /// The priority, in (0, 1000]. It can be changed on a constraint already added, between
    /// any two values, required included (UIKit refuses required ↔ optional on an
    /// installed constraint; here the constraint is removed and added again). The change
    /// takes effect at the engine's next update.
    public var priority: Priority {
        get { storedPriority }
        set {
            let oldValue = storedPriority
            storedPriority = newValue
            if newValue != oldValue { engine?.userConstraintDidChange(self) }
        }
    }
    var storedPriority: Priority
    /// The engine the constraint was added to, told of changes to ``constant`` and
    /// ``priority``.
    weak var engine: LayoutEngine?

    /// The constant, as `NSLayoutConstraint.constant`: `rhs.constant - lhs.constant`, so
    /// `b.leading == a.trailing + 8` has constant 8. Setting it moves the right side's
    /// constant; on a constraint already added it is re-solved at the next update from the
    /// current optimum by the dual simplex, without rebuilding anything (animations,
    /// dragging). A NaN or infinite constant leaves the constraint out at that update and
    /// is reported in ``LayoutEngine/inputErrors``.
    public var constant: Double {
        get { rhs.constant - lhs.constant }
        set {
            guard newValue != constant || newValue.isNaN else { return }
            storedRhs.constant = newValue + lhs.constant
            engine?.userConstraintDidChange(self)
        }
    }
    /// The name shown as the constraint's origin in conflict reports.
    public var identifier: String?
    // Declared last with the place hint, which fit in one word together: between the two
    // sides, the relation took a word of padding, and a constraint was 96 bytes (112 with
    // malloc's header) instead of 88 (96).
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    private var storedUserIndex: Int32 = -1
    /// Its place in that engine's list of user constraints: a hint, checked before use
    /// (`LayoutEngine.userIndex(of:)`), so that a new constant or a removal finds it without
    /// a scan of the list (a place past `Int32` is stored as none, and found by the scan).
    var userIndex: Int {
        get { Int(storedUserIndex) }
        set { storedUserIndex = Int32(exactly: newValue) ?? -1 }
    }

    /// Creates `lhs relation rhs`.
    /// - Parameters:
    ///   - lhs: the left side.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - rhs: the right side.
    ///   - priority: in (0, 1000]; required by default.
    ///   - identifier: the name in conflict reports.
    public init(
        _ lhs: AnchorExpression, _ relation: Relation, _ rhs: AnchorExpression,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.storedLhs = lhs
        self.relation = relation
        self.storedRhs = rhs
        self.storedPriority = priority
        self.identifier = identifier
    }

    /// A copy at another priority (a new constraint).
    /// - Parameter priority: the new priority.
    /// - Returns: the copy, with the same identifier.
    public func withPriority(_ priority: Priority) -> LayoutConstraint {
        LayoutConstraint(lhs, relation, rhs, priority: priority, identifier: identifier)
    }

    /// The anchors of both sides, left first.
    var anchors: [AnyAnchor] { lhs.storedTerms.map(\.anchor) + rhs.storedTerms.map(\.anchor) }

    /// The first anchor of either side, left first, that satisfies `test`, read in place.
    /// Adding a user constraint asks this several times; ``anchors`` made three arrays each
    /// time (adding 1,000 aspect ratios took 6 M instructions of that, half of all its work).
    func firstAnchor(where test: (AnyAnchor) -> Bool) -> AnyAnchor? {
        for term in storedLhs.storedTerms where test(term.anchor) { return term.anchor }
        for term in storedRhs.storedTerms where test(term.anchor) { return term.anchor }
        return nil
    }

    /// Whether some anchor of either side satisfies `test` (``firstAnchor(where:)``).
    func containsAnchor(where test: (AnyAnchor) -> Bool) -> Bool { firstAnchor(where: test) != nil }

    /// Calls `body` with each anchor of either side, left first, read in place.
    func forEachAnchor(_ body: (AnyAnchor) -> Void) {
        for term in storedLhs.storedTerms { body(term.anchor) }
        for term in storedRhs.storedTerms { body(term.anchor) }
    }

    /// Calls `body` with each view whose anchors (or whose guides' anchors) it names, once
    /// each, left first (without making a list: every user constraint added goes through).
    func forEachOwningView(_ body: (LayoutView) -> Void) {
        let left = storedLhs.storedTerms, right = storedRhs.storedTerms
        func view(at k: Int) -> LayoutView {
            (k < left.count ? left[k] : right[k - left.count]).anchor.item.owningView
        }
        for k in 0..<(left.count + right.count) {
            let v = view(at: k)
            if !(0..<k).contains(where: { view(at: $0) === v }) { body(v) }
        }
    }

    /// A readable form, as used in reports and messages.
    public var description: String {
        let text = "\(lhs) \(relation) \(rhs)"
        return priority.isRequired ? text : "\(text) @\(priority)"
    }
}

/// A typed linear expression `Σ coefficient × anchor + constant` over anchors of one kind,
/// produced by the operators (`b.trailing + 8`, `2 * b.width`).
public struct TypedAnchorExpression<Kind> {
    /// The untyped expression.
    public var expression: AnchorExpression

    init(_ expression: AnchorExpression) { self.expression = expression }
}
