/// Stacks whose cost is read only near its least point: the one subview of a root whose
/// length on the axis is its fitting size. The root's length is then where that cost plus
/// the fitting pull (`length == 0` @50) stops falling, never above the stack's least point
/// (the pull only shortens it), and below it only while shrinking costs less than the
/// pull; and the stack's items are placed at that length. So its infimal convolution needs
/// no more than its growing segment of least rate and its shrinking segments as cheap as
/// the pull, every dearer one standing for all the rest (`SizeCost.infimalConvolution(_:
/// picking:gaps:shrinkLimit:)`): selected in O(m), where sorting every segment was most of
/// an edit of a column of rows (the plain grid of 1,000 images: 0.55 M of 0.9 M
/// instructions per insert).
extension DirectLayout {
    /// The shrink limit for stack `i`'s convolution on `axis` (the fitting pull's weight),
    /// or nil when its cost may be read anywhere.
    ///
    /// It is `i` alone on the root (no content, bounds or other subviews there, no scroll
    /// view), the root fitted on `axis`, and `i` has no content, bounds or pinned subviews
    /// of its own, so the root's cost is the stack's arrangement, moved by its insets and
    /// the pin.
    func leastPointShrinkLimit(of i: Int, axis: Int) -> Int64? {
        guard parents[i] == 0, rootFitted[axis], nodes[0].arrangement == nil, nodes[0].contentRanks == nil,
            nodes[0].pins.count == 1, nodes[0].pins[0].node == i, nodes[i].pins.isEmpty,
            ownCost(of: 0, axis: axis) == nil, ownCost(of: i, axis: axis) == nil
        else { return nil }
        return (CostRate(weight: Self.fittingWeight, rank: 0) * scale).weight
    }
}
