extension Array {
    /// Removes the elements from `count` on, keeping the storage; nothing to do (and no call
    /// into the standard library's general `replaceSubrange`) when there are none.
    ///
    /// The solver empties and trims scratch arrays on every pivot and every add or remove;
    /// most of the time there is nothing to remove, and `removeSubrange` or
    /// `removeAll(keepingCapacity:)` still cost some 60 instructions a call there (3.4% of
    /// an add/remove cycle, callgrind). When there are a few, they are taken off the end
    /// one by one: `removeSubrange` cost some 80 instructions a call for one or two (ten
    /// calls per add/remove cycle).
    /// - Complexity: O(elements removed).
    @inline(__always)
    mutating func truncate(to count: Int) {
        let excess = self.count - count
        guard excess > 0 else { return }
        if excess <= 4 {
            for _ in 0..<excess { removeLast() }
        } else {
            removeSubrange(count...)
        }
    }
}
