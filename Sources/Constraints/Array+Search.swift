extension Array {
    /// The first index whose element satisfies `belongs`, given that all elements that do
    /// come after all that do not (binary search).
    /// - Parameter belongs: true from some index to the end, false before it.
    /// - Returns: that index, or `count` when no element satisfies `belongs`.
    /// - Complexity: O(log n).
    /// Inlinable: the direct layout calls it per item from another module, and unspecialised
    /// each probe copied its element through a value witness (`docs/benchmarks.md`).
    @inlinable
    package func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
