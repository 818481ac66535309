extension Rational {
    /// The exact value of a finite double: its integer significand times a power of two.
    init(exactly value: Double) {
        precondition(value.isFinite, "not finite: \(value)")
        guard value != 0 else {
            self = .zero
            return
        }
        // value = significand × 2^exponent with an integer significand.
        let isSubnormal = value.exponentBitPattern == 0
        let significand = value.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
        let exponent = (isSubnormal ? 1 : Int(value.exponentBitPattern)) - 1075
        let numerator = BigInt(magnitude: significand, isNegative: value < 0)
        if exponent >= 0 {
            self.init(numerator.shiftedLeft(by: exponent), BigInt(1))
        } else {
            self.init(numerator, BigInt(1).shiftedLeft(by: -exponent))
        }
    }

    /// The decimal a double was written as: the value of its shortest round-trip decimal
    /// representation (`0.001` becomes 1/1000, not the binary double nearest to it).
    ///
    /// The reference reads every coefficient, constant and priority this way, so it solves
    /// the system the test meant; the solver sees the nearest doubles, a relative
    /// difference of at most 2⁻⁵³ per number.
    init(decimal value: Double) {
        guard let parsed = Rational(decimalString: "\(value)") else {
            preconditionFailure("cannot read '\(value)' as a decimal")
        }
        self = parsed
    }

    /// Parses `[-+]digits[.digits][e[-+]digits]`; nil if malformed.
    init?(decimalString text: String) {
        var characters = Substring(text)
        var isNegative = false
        if let first = characters.first, first == "-" || first == "+" {
            isNegative = first == "-"
            characters = characters.dropFirst()
        }
        var digits = ""
        var fractionDigits = 0
        var exponent = 0
        var seenPoint = false
        while let c = characters.first, c.isASCII, c.isNumber || c == "." {
            characters = characters.dropFirst()
            if c == "." {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else {
                digits.append(c)
                if seenPoint { fractionDigits += 1 }
            }
        }
        guard !digits.isEmpty else { return nil }
        if let e = characters.first, e == "e" || e == "E" {
            guard let value = Int(characters.dropFirst()) else { return nil }
            exponent = value
            characters = ""
        }
        guard characters.isEmpty else { return nil }
        var numerator = BigInt()
        for chunk in digits.chunked(into: 9) {
            numerator = numerator * BigInt(power(10, chunk.count)) + BigInt(Int(chunk)!)
        }
        if isNegative { numerator = -numerator }
        let scale = exponent - fractionDigits
        let ten = BigInt(10)
        var powerOfTen = BigInt(1)
        for _ in 0..<abs(scale) { powerOfTen = powerOfTen * ten }
        self = scale >= 0 ? Rational(numerator * powerOfTen, BigInt(1)) : Rational(numerator, powerOfTen)
    }

    /// The nearest double (approximately: within a few ulps), for messages and tolerances.
    var doubleValue: Double {
        let (n, nExponent) = Self.approximate(numerator)
        let (d, dExponent) = Self.approximate(denominator)
        return (n / d) * Self.powerOfTwo(nExponent - dExponent)
    }

    /// `value ≈ mantissa × 2^exponent` with the mantissa from the top 64 bits.
    private static func approximate(_ value: BigInt) -> (mantissa: Double, exponent: Int) {
        let drop = max(0, value.bitWidth - 64)
        let top = value.magnitude.quotientAndRemainder(dividingBy: BigInt(1).shiftedLeft(by: drop)).quotient
        let mantissa = Double(top.magnitudeUInt64 ?? 0)
        return (value.isNegative ? -mantissa : mantissa, drop)
    }

    /// `2^exponent` as a double (0 or infinity beyond the range).
    private static func powerOfTwo(_ exponent: Int) -> Double {
        Double(sign: .plus, exponent: exponent, significand: 1)
    }
}

/// `base^exponent` for small integers.
private func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
}

extension String {
    /// The string cut into pieces of `size` characters (the last may be shorter).
    fileprivate func chunked(into size: Int) -> [Substring] {
        var pieces: [Substring] = []
        var start = startIndex
        while start < endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            pieces.append(self[start..<end])
            start = end
        }
        return pieces
    }
}
