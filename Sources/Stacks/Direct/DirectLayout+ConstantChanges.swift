/// New constants on the user constraints a plan holds as size bounds or pins.
///
/// Setting `LayoutConstraint.constant` is UIKit's way of animating a height or sliding a
/// view: a plan follows it rather than being made again when the constraint is a size bound
/// that alone bounds its view on that axis, or a pin of a subview's edge to its superview.
/// The table's entry is set from the constraint read again, and the bounded or pinned view
/// goes to ``patch(changed:)``, which computes its costs and its ancestors' again (a pin's
/// offset enters its superview's cost) and places what moved.
extension DirectLayout {
    /// Follows new constants on `constraints` (the layout's own, in the order set; repeats
    /// allowed).
    /// - Parameter changed: receives the views whose bounds or pins were set.
    /// - Returns: false when a constraint is neither such a bound nor such a pin now (a
    ///   priority changed, a second bound on the axis, a ratio's or a tie's constant): the
    ///   plan must be made anew.
    mutating func adoptConstantChanges(_ constraints: [LayoutConstraint], changed: inout [LayoutView]) -> Bool {
        for constraint in constraints {
            if let bound = PinTable.sizeBound(constraint) {
                guard pinTable.replaceSoleBound(bound) else { return false }
                guard let i = liveNode(of: bound.view) else { continue }
                userBounds[i] = pinTable.sizeBounds(of: bound.view)
                changed.append(bound.view)
                continue
            }
            guard let pin = PinTable.edgePin(constraint, rightToLeft: rightToLeft), pinTable.replacePin(pin) else {
                return false
            }
            guard let i = liveNode(of: pin.child) else { continue }
            let p = parents[i]
            guard p >= 0, let k = nodes[p].pins.firstIndex(where: { $0.node == i }) else { return false }
            if pin.isLead {
                nodes[p].pins[k].lead[pin.axis] = pin.offset
            } else {
                nodes[p].pins[k].trail[pin.axis] = pin.offset
            }
            changed.append(pin.child)
        }
        return true
    }
}
