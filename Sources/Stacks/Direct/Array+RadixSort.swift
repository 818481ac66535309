extension Array {
    /// Sorts the elements by a `Double` key, keeping equal keys in their order (a stable
    /// sort), by a least-significant-digit radix sort over the key's bytes: one counting
    /// pass per byte in which the keys differ.
    ///
    /// A cost made from a thousand items' points sorts them on every edit of the stack;
    /// comparison sorts moved each 32-byte change eleven times, this moves it once per
    /// byte that varies. `-0.0` sorts as `0.0`. Keys must not be NaN.
    /// - Parameter key: the key of an element.
    /// - Complexity: O(n × b) for b bytes that vary among the keys, plus 256 per byte.
    mutating func stableRadixSort(byKey key: (Element) -> Double) {
        guard count > 64 else {
            // Few elements: a comparison sort is cheaper than the counting passes.
            sort { key($0) < key($1) }
            return
        }
        stableRadixSort(byBits: { Self.orderedBits(key($0)) })
    }

    /// Sorts the elements by an unsigned key, keeping equal keys in their order, one
    /// counting pass per byte in which the keys differ.
    /// - Complexity: O(n × b) for b bytes that vary among the keys, plus 256 per byte.
    private mutating func stableRadixSort(byBits key: (Element) -> UInt64) {
        var keys = map(key)
        guard let first = keys.first else { return }
        var varying: UInt64 = 0
        for k in keys { varying |= k ^ first }
        guard varying != 0 else { return }
        var scratch = self
        var scratchKeys = keys
        var counts = [Int](repeating: 0, count: 256)
        // Unchecked buffers: with checked subscripts each element's move cost five times
        // the move itself (a uniqueness and two bounds checks per write; callgrind).
        withUnsafeMutableBufferPointer { elements in
            scratch.withUnsafeMutableBufferPointer { otherElements in
                keys.withUnsafeMutableBufferPointer { keys in
                    scratchKeys.withUnsafeMutableBufferPointer { otherKeys in
                        counts.withUnsafeMutableBufferPointer { counts in
                            var (from, to) = (elements, otherElements)
                            var (fromKeys, toKeys) = (keys, otherKeys)
                            var passes = 0
                            for shift in stride(from: UInt64(0), to: 64, by: 8) where (varying >> shift) & 0xFF != 0 {
                                counts.update(repeating: 0)
                                for k in fromKeys { counts[Int(truncatingIfNeeded: k >> shift) & 0xFF] += 1 }
                                // Each byte value's first place, then each element to its byte's next place.
                                var start = 0
                                for j in 0..<256 { (counts[j], start) = (start, start + counts[j]) }
                                for i in 0..<from.count {
                                    let digit = Int(truncatingIfNeeded: fromKeys[i] >> shift) & 0xFF
                                    let place = counts[digit]
                                    to[place] = from[i]
                                    toKeys[place] = fromKeys[i]
                                    counts[digit] = place + 1
                                }
                                swap(&from, &to)
                                swap(&fromKeys, &toKeys)
                                passes += 1
                            }
                            // After an odd number of passes the sorted elements are in the scratch buffer.
                            if passes % 2 == 1 {
                                for i in 0..<from.count { to[i] = from[i] }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `value`'s bits as an unsigned integer of the same order: the sign bit set for
    /// positive numbers, every bit flipped for negative ones.
    private static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0 : value).bitPattern
        return bits & (1 << 63) == 0 ? bits | (1 << 63) : ~bits
    }

}
