import Stacks

/// Adds `constraints` to `layout`, reporting a failure (none is expected in a benchmark's
/// setup).
package func add(_ constraints: [LayoutConstraint], to layout: LayoutEngine) {
    do {
        try layout.add(constraints)
    } catch {
        print("benchmark setup failed: \(error)")
    }
}

/// Pins `view`'s four edges to `item`'s.
package func pin(_ view: LayoutView, to item: LayoutItem, in layout: LayoutEngine) {
    add([view.leading == item.leading, view.trailing == item.trailing, view.top == item.top, view.bottom == item.bottom], to: layout)
}
