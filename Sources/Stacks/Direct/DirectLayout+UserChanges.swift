/// User constraints that came, went or got a new constant since the plan was made or
/// patched, followed one by one rather than by a new plan: shared lengths, aspect ratios,
/// size bounds and the pins of subviews (a card of a list, its label pinned inside).
///
/// Each change sets the plan's table (``PinTable``) and hands the views whose own costs it
/// changes to ``patch(changed:)``, which computes their costs and their ancestors' again
/// and places what moved; a view new to the tree is planned with the table as it then is.
/// A change the plan cannot follow this way (a pin of a view that stays in the tree, but
/// for one replaced by another of its edge; a second bound on an axis; any other
/// constraint) makes a new plan, which decides whether the tree still qualifies.
extension DirectLayout {
    /// Follows user constraints added or removed (`isAdded`), in order.
    /// - Parameter changed: receives the views whose own costs changed.
    /// - Returns: false when a change needs a new plan (see above), or when a view would get
    ///   a second ratio, two bounds that leave no length or an edge pinned twice (the new
    ///   plan refuses the tree, and the solver takes it).
    mutating func adoptUserChanges(
        _ changes: [(constraint: LayoutConstraint, isAdded: Bool)], changed: inout [LayoutView]
    ) -> Bool {
        // Views the plan holds whose pin was taken away: each must have its four edges
        // pinned again by the end (a pin replaced by another of the same edge).
        var repinned: [LayoutView] = []
        for (constraint, isAdded) in changes {
            if PinTable.isSharedLength(constraint) {
                let pair = isAdded ? pinTable.addSharedLength(constraint) : pinTable.removeSharedLength(constraint)
                if let pair { sharedPairEdits.append((pair.first, pair.second, pair.axis, isAdded)) }
                continue
            }
            if let (view, ratio) = PinTable.aspectRatio(constraint) {
                if isAdded {
                    guard pinTable.addRatio(ratio, to: view) else { return false }
                } else {
                    pinTable.removeRatio(ratio, from: view)
                }
                // A view the plan holds (a view new to the tree is planned with the table).
                guard let i = liveNode(of: view) else { continue }
                let current = pinTable.aspectRatio(of: view)
                ratios.set(current, of: i, room: nodes.capacity)
                if current != nil && !boundedNodes.contains(i) { boundedNodes.append(i) }
                continue
            }
            if let bound = PinTable.sizeBound(constraint) {
                // A view that left the tree loses all its bounds with it.
                let left = !isAdded && bound.view.engine == nil
                guard isAdded ? pinTable.addBound(bound) : pinTable.removeBound(bound, all: left) else { return false }
                guard !left, let i = liveNode(of: bound.view) else { continue }
                userBounds[i] = pinTable.sizeBounds(of: bound.view)
                if isAdded && !boundedNodes.contains(i) { boundedNodes.append(i) }
                changed.append(bound.view)
                continue
            }
            guard let pin = PinTable.edgePin(constraint, rightToLeft: rightToLeft) else { return false }
            if isAdded {
                // A view new to the plan, or one whose pin of that edge went in this batch.
                guard !pin.child.isArranged, pinTable.addPin(pin) else { return false }
            } else if pin.child.engine == nil {
                // A view that left the tree: its pins all go with it.
                pinTable.removePins(of: pin.child)
            } else {
                guard liveNode(of: pin.child) != nil, pinTable.removePin(pin) else { return false }
                repinned.append(pin.child)
            }
        }
        for view in repinned {
            guard takePinOffsets(of: view, changed: &changed) else { return false }
        }
        return true
    }

    /// Sets the pin by which a subview the plan holds hangs from its superview to the
    /// table's offsets, and hands the subview to the patch.
    /// - Returns: false when the table does not pin it on four edges (a fresh plan would
    ///   refuse it), or the plan holds no such pin.
    private mutating func takePinOffsets(of view: LayoutView, changed: inout [LayoutView]) -> Bool {
        guard let i = liveNode(of: view) else { return true }
        guard let offsets = pinTable.offsets(of: view), parents[i] >= 0,
            let k = nodes[parents[i]].pins.firstIndex(where: { $0.node == i })
        else { return false }
        nodes[parents[i]].pins[k].lead = offsets.lead
        nodes[parents[i]].pins[k].trail = offsets.trail
        changed.append(view)
        return true
    }

    /// Follows new constants on `constraints` (the layout's own, in the order set; repeats
    /// allowed): a size bound that alone bounds its view on that axis, a pin of a subview's
    /// edge (UIKit's way of animating a height or sliding a view), an aspect ratio. The table's
    /// entry is set from the constraint read again (a pin's offset in its superview's pins
    /// too).
    /// - Parameter changed: receives the views whose bounds or pins were set.
    /// - Returns: false when a constraint is none of these now (a priority changed, a second
    ///   bound on the axis, a scroll view's tie): the plan must be made anew.
    mutating func adoptConstantChanges(_ constraints: [LayoutConstraint], changed: inout [LayoutView]) -> Bool {
        for constraint in constraints {
            if let (view, ratio) = PinTable.aspectRatio(constraint) {
                // The height it sets is bound again at the next layout (``updateRatioHeights()``).
                guard pinTable.replaceRatio(ratio, of: view) else { return false }
                if let i = liveNode(of: view) { ratios.set(ratio, of: i, room: nodes.capacity) }
                continue
            }
            if let bound = PinTable.sizeBound(constraint) {
                guard pinTable.replaceSoleBound(bound) else { return false }
                guard let i = liveNode(of: bound.view) else { continue }
                userBounds[i] = pinTable.sizeBounds(of: bound.view)
                changed.append(bound.view)
                continue
            }
            guard let pin = PinTable.edgePin(constraint, rightToLeft: rightToLeft), pinTable.replacePin(pin),
                takePinOffsets(of: pin.child, changed: &changed)
            else { return false }
        }
        return true
    }
}
