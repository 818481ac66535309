extension BigInt {
    /// Arithmetic on magnitudes: little-endian 32-bit limbs. Inputs need not be
    /// normalised; results are (trimmed in place, so that ``BigInt/init(limbs:isNegative:)``
    /// need not copy them).
    enum Magnitude {
        /// Drops trailing zero limbs.
        static func trim(_ a: inout [UInt32]) {
            while a.last == 0 { a.removeLast() }
        }

        /// `a` without trailing zero limbs (no copy when there are none).
        static func trimmed(_ a: [UInt32]) -> [UInt32] {
            a.last == 0 ? Array(a[0..<significantCount(a)]) : a
        }

        /// -1, 0 or 1 as `a` is below, equal to or above `b`.
        static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
            let n = max(significantCount(a), significantCount(b))
            for i in stride(from: n - 1, through: 0, by: -1) {
                let x = i < a.count ? a[i] : 0
                let y = i < b.count ? b[i] : 0
                if x != y { return x < y ? -1 : 1 }
            }
            return 0
        }

        /// The number of limbs up to the most significant nonzero one.
        static func significantCount(_ a: [UInt32]) -> Int {
            var n = a.count
            while n > 0 && a[n - 1] == 0 { n -= 1 }
            return n
        }

        /// `a + b`.
        static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
            let n = max(a.count, b.count)
            var result = [UInt32](repeating: 0, count: n + 1)
            var carry: UInt64 = 0
            for i in 0..<n {
                let sum = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
                result[i] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            result[n] = UInt32(carry)
            trim(&result)
            return result
        }

        /// `a - b`, where `a ≥ b`.
        static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
            var result = a
            var borrow: Int64 = 0
            for i in 0..<a.count {
                let difference = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
                result[i] = UInt32(truncatingIfNeeded: difference)
                borrow = difference < 0 ? 1 : 0
            }
            precondition(borrow == 0 && significantCount(b) <= a.count, "magnitude subtraction underflow")
            trim(&result)
            return result
        }

        /// `a × b`, schoolbook.
        static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
            guard !a.isEmpty, !b.isEmpty else { return [] }
            var result = [UInt32](repeating: 0, count: a.count + b.count)
            for i in a.indices where a[i] != 0 {
                let x = UInt64(a[i])
                var carry: UInt64 = 0
                for j in b.indices {
                    // At most (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1: no overflow.
                    let t = x * UInt64(b[j]) + UInt64(result[i + j]) + carry
                    result[i + j] = UInt32(truncatingIfNeeded: t)
                    carry = t >> 32
                }
                result[i + b.count] = UInt32(carry)
            }
            trim(&result)
            return result
        }

        /// `a × 2^bits`.
        static func shiftLeft(_ a: [UInt32], by bits: Int) -> [UInt32] {
            precondition(bits >= 0)
            let limbShift = bits / 32
            let bitShift = UInt32(bits % 32)
            var result = [UInt32](repeating: 0, count: a.count + limbShift + 1)
            for i in a.indices {
                let wide = UInt64(a[i]) << UInt64(bitShift)
                result[i + limbShift] |= UInt32(truncatingIfNeeded: wide)
                result[i + limbShift + 1] |= UInt32(truncatingIfNeeded: wide >> 32)
            }
            trim(&result)
            return result
        }

        /// `⌊a / 2^bits⌋` for `bits` in 0..<32.
        static func shiftRight(_ a: [UInt32], by bits: Int) -> [UInt32] {
            precondition(bits >= 0 && bits < 32)
            var result = a
            if bits > 0 {
                for i in a.indices {
                    let high = i + 1 < a.count ? UInt64(a[i + 1]) << 32 : 0
                    result[i] = UInt32(truncatingIfNeeded: (high | UInt64(a[i])) >> UInt64(bits))
                }
            }
            trim(&result)
            return result
        }

        /// Quotient and remainder of `a` by one limb.
        static func divide(_ a: [UInt32], byLimb d: UInt32) -> (quotient: [UInt32], remainder: UInt32) {
            precondition(d != 0, "division by zero")
            var quotient = [UInt32](repeating: 0, count: a.count)
            var remainder: UInt64 = 0
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                let current = remainder << 32 | UInt64(a[i])
                quotient[i] = UInt32(current / UInt64(d))
                remainder = current % UInt64(d)
            }
            trim(&quotient)
            return (quotient, UInt32(remainder))
        }

        /// Quotient and remainder of `a` by `b` (Knuth's algorithm D, TAOCP 4.3.1).
        static func divide(_ a: [UInt32], by b: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
            let a = trimmed(a)
            let b = trimmed(b)
            precondition(!b.isEmpty, "division by zero")
            if compare(a, b) < 0 { return ([], a) }
            if b.count == 1 {
                let (q, r) = divide(a, byLimb: b[0])
                return (q, r == 0 ? [] : [r])
            }
            let n = b.count
            let m = a.count - n
            // Normalise so that the divisor's top limb has its high bit set.
            let shift = b[n - 1].leadingZeroBitCount
            let v = shiftLeft(b, by: shift)  // n limbs: the top bit of b's top limb moves up to bit 31
            var u = shiftLeft(a, by: shift)
            u += [UInt32](repeating: 0, count: m + n + 1 - u.count)  // m + n + 1 limbs
            let base: UInt64 = 1 << 32
            let vTop = UInt64(v[n - 1])
            let vNext = UInt64(v[n - 2])
            var quotient = [UInt32](repeating: 0, count: m + 1)
            for j in stride(from: m, through: 0, by: -1) {
                // Estimate the quotient digit from the top two limbs, then correct it.
                let top = UInt64(u[j + n]) << 32 | UInt64(u[j + n - 1])
                var qHat = top / vTop
                var rHat = top % vTop
                while qHat >= base || qHat * vNext > (rHat << 32 | UInt64(u[j + n - 2])) {
                    qHat -= 1
                    rHat += vTop
                    if rHat >= base { break }
                }
                // u[j...j+n] -= qHat × v.
                var borrow: Int64 = 0
                var carry: UInt64 = 0
                for i in 0..<n {
                    let product = qHat * UInt64(v[i]) + carry
                    carry = product >> 32
                    let difference = Int64(u[i + j]) - borrow - Int64(product & 0xFFFF_FFFF)
                    u[i + j] = UInt32(truncatingIfNeeded: difference)
                    borrow = difference < 0 ? 1 : 0
                }
                let difference = Int64(u[j + n]) - borrow - Int64(carry)
                u[j + n] = UInt32(truncatingIfNeeded: difference)
                if difference < 0 {
                    // The estimate was one too large: add the divisor back.
                    qHat -= 1
                    var carry: UInt64 = 0
                    for i in 0..<n {
                        let sum = UInt64(u[i + j]) + UInt64(v[i]) + carry
                        u[i + j] = UInt32(truncatingIfNeeded: sum)
                        carry = sum >> 32
                    }
                    u[j + n] = u[j + n] &+ UInt32(carry)
                }
                quotient[j] = UInt32(qHat)
            }
            u.removeLast(u.count - n)
            trim(&quotient)
            return (quotient, shiftRight(u, by: shift))
        }
    }
}
