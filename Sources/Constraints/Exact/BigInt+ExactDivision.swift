extension BigInt {
    /// `self / divisor` when `divisor` divides `self`; nil when it does not.
    ///
    /// The fraction-free tableau of ``ExactOptimizer`` divides only where the quotient is
    /// known to be an integer, and there this is about twice as fast as
    /// ``quotientAndRemainder(dividingBy:)`` (Jebelean's exact division): the quotient comes
    /// from the low limbs up, each limb one multiplication by the inverse of the divisor's
    /// lowest limb modulo 2³², with no estimate to correct and no normalising shift.
    /// - Complexity: O(n × m) for limb counts n and m, like a schoolbook division.
    package func exactlyDivided(by divisor: BigInt) -> BigInt? {
        precondition(!divisor.isZero, "division by zero")
        guard let quotient = Magnitude.divideExactly(limbs, by: divisor.limbs) else { return nil }
        return BigInt(limbs: quotient, isNegative: isNegative != divisor.isNegative)
    }
}

extension BigInt.Magnitude {
    /// `a / b` when `b` (nonzero) divides `a`; nil when it does not.
    static func divideExactly(_ a: [UInt32], by b: [UInt32]) -> [UInt32]? {
        let a = trimmed(a)
        let b = trimmed(b)
        guard !a.isEmpty else { return [] }
        // Both divided by the power of two in b, which a must hold too: the divisor is then
        // odd, so its lowest limb has an inverse modulo 2³².
        guard let zeroLimbs = b.firstIndex(where: { $0 != 0 }), zeroLimbs < a.count,
            a[..<zeroLimbs].allSatisfy({ $0 == 0 })
        else { return nil }
        let zeroBits = b[zeroLimbs].trailingZeroBitCount
        guard a[zeroLimbs] & ((1 << zeroBits) - 1) == 0 else { return nil }
        var u = shiftRight(Array(a[zeroLimbs...]), by: zeroBits)
        let v = shiftRight(Array(b[zeroLimbs...]), by: zeroBits)
        let n = u.count, m = v.count
        guard n >= m else { return nil }
        // Newton's iteration doubles the correct low bits: an odd v₀ is its own inverse
        // modulo 8, so four steps give 48 bits.
        var inverse = v[0]
        for _ in 0..<4 { inverse = inverse &* (2 &- v[0] &* inverse) }
        var quotient = [UInt32](repeating: 0, count: n - m + 1)
        for i in quotient.indices {
            // The digit that clears limb i; the limbs below it are zero already.
            let digit = u[i] &* inverse
            quotient[i] = digit
            guard digit != 0 else { continue }
            // u -= digit × v × 2^(32 i).
            var carry: UInt64 = 0
            var borrow: UInt64 = 0
            for j in 0..<m {
                let product = UInt64(digit) * UInt64(v[j]) + carry
                carry = product >> 32
                let subtrahend = (product & 0xFFFF_FFFF) + borrow
                let limb = UInt64(u[i + j])
                u[i + j] = UInt32(truncatingIfNeeded: limb &- subtrahend)
                borrow = limb < subtrahend ? 1 : 0
            }
            var rest = carry + borrow
            var k = i + m
            while rest != 0 {
                // Below zero: a is not a multiple of b.
                guard k < n else { return nil }
                let limb = UInt64(u[k])
                u[k] = UInt32(truncatingIfNeeded: limb &- rest)
                rest = limb < rest ? 1 : 0
                k += 1
            }
        }
        // A multiple of b leaves nothing.
        guard u.allSatisfy({ $0 == 0 }) else { return nil }
        trim(&quotient)
        return quotient
    }
}
