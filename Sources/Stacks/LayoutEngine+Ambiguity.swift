/// A visible view whose frame the constraints do not determine along one axis, as UIKit's
/// `hasAmbiguousLayout` reports: its position or size there can take more than one value
/// with every constraint as well satisfied.
public struct AmbiguousLayout: Sendable, Hashable, CustomStringConvertible {
    /// The view's name.
    public let view: String
    /// The axis along which its frame is not unique.
    public let axis: LayoutAxis

    /// `NAME: ambiguous horizontal position or width`.
    public var description: String {
        "\(view): ambiguous \(axis == .horizontal ? "horizontal position or width" : "vertical position or height")"
    }
}

extension LayoutEngine {
    /// The visible views whose frames the constraints do not determine, in tree order, each
    /// with the axes concerned (``Solver`` judges the optimal face, see
    /// `Solver.undetermined(_:)`).
    ///
    /// A choice made only by the tie rule (equal hugging: the first item takes the slack)
    /// is not an ambiguity. Hidden views, and views inside hidden ones, are not judged:
    /// they are not drawn (a hidden item of an equal-spacing stack has no position of its
    /// own, spec 3.4). A layout on the direct path has none: the direct layout accepts only
    /// trees whose frames the stack rules and the pins fix, and hands anything else to the
    /// solver.
    /// - Complexity: O(symbols × levels + cells): a copy of the tableau and one pass over
    ///   its columns, whatever the number of views.
    public var ambiguousLayouts: [AmbiguousLayout] {
        var views: [LayoutView] = []
        forEachView(in: root) { views.append($0) }
        return ambiguity(of: views).map { AmbiguousLayout(view: $0.view.displayName, axis: $0.axis) }
    }

    /// Whether `view`'s frame is not determined by the constraints (see ``ambiguousLayouts``;
    /// false for a hidden view).
    /// - Parameter view: a view of this layout's tree.
    public func hasAmbiguousLayout(_ view: LayoutView) -> Bool {
        !ambiguity(of: [view]).isEmpty
    }

    /// The axes along which each visible view of `views` is not determined, in order.
    func ambiguity(of candidates: [LayoutView]) -> [(view: LayoutView, axis: LayoutAxis)] {
        if !isCurrent { update() }
        guard !isLaidOutDirectly else { return [] }
        let views = candidates.filter { view in
            var current: LayoutView? = view
            while let v = current {
                if v.isHidden { return false }
                current = v.superview
            }
            return true
        }
        let variables = views.flatMap { [$0.xVariable, $0.widthVariable, $0.yVariable, $0.heightVariable] }
        let free = solver.undetermined(variables)
        var result: [(view: LayoutView, axis: LayoutAxis)] = []
        for (k, view) in views.enumerated() {
            if free[4 * k] || free[4 * k + 1] { result.append((view, .horizontal)) }
            if free[4 * k + 2] || free[4 * k + 3] { result.append((view, .vertical)) }
        }
        return result
    }
}
