import Constraints
import Testing

/// Self-tests of the exact reference: ``BigInt``, ``Rational``, ``ExactLP`` and
/// ``ExactReference`` on hand-computed cases, plus agreement with the `Double` reference.
@Suite("Exact arithmetic")
struct ExactArithmeticTests {
    /// `BigInt` from a decimal string (through ``Rational/init(decimalString:)``).
    static func big(_ text: String) -> BigInt {
        Rational(decimalString: text)!.numerator
    }

    @Test func bigIntHandComputed() {
        let twoTo64 = BigInt(1).shiftedLeft(by: 64)
        #expect(twoTo64.description == "18446744073709551616")
        let product = (twoTo64 + BigInt(1)) * (twoTo64 - BigInt(1))
        #expect(product.description == "340282366920938463463374607431768211455")  // 2^128 - 1
        #expect((product + BigInt(1)) == BigInt(1).shiftedLeft(by: 128))
        #expect(Self.big("1000000000000000000000000000000") / Self.big("1000000000000") == BigInt(1_000_000_000_000_000_000))
        #expect(BigInt(-7).quotientAndRemainder(dividingBy: BigInt(2)) == (BigInt(-3), BigInt(-1)))
        #expect(BigInt(7).quotientAndRemainder(dividingBy: BigInt(-2)) == (BigInt(-3), BigInt(1)))
        #expect(BigInt.gcd(twoTo64 * BigInt(15), BigInt(1).shiftedLeft(by: 70) * BigInt(35)) == twoTo64 * BigInt(5))
        #expect(BigInt.gcd(BigInt(0), BigInt(-12)) == BigInt(12))
        #expect(BigInt(-5) < BigInt(3) && BigInt(-5) < BigInt(-3) && !(twoTo64 < BigInt(Int64.max)))
        #expect((BigInt(5) - BigInt(5)).isZero && !(BigInt(5) - BigInt(5)).isNegative)
        #expect(BigInt(Int64.min).description == "-9223372036854775808" && BigInt(Int64.min).int64Value == nil)
        // The 32-bit analogue of the classic divisor that sends Knuth's algorithm D to its
        // rare "add back" step.
        let u = BigInt(limbs: [0, 0, 0x8000_0000, 0x7FFF_FFFF], isNegative: false)
        let v = BigInt(limbs: [1, 0, 0x8000_0000], isNegative: false)
        let (q, r) = u.quotientAndRemainder(dividingBy: v)
        #expect(q * v + r == u && r < v && !r.isNegative)
    }

    /// Division identities on random operands built from awkward limbs.
    @Test func bigIntDivisionIdentities() {
        var rng = SplitMix64(seed: 9)
        let limbChoices: [UInt32] = [0, 1, 2, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF, 12345]
        func random() -> BigInt {
            let limbs = (0..<rng.int(1...6)).map { _ in rng.chance(0.5) ? rng.pick(limbChoices) : UInt32(truncatingIfNeeded: rng.next()) }
            return BigInt(limbs: limbs, isNegative: rng.chance(0.5))
        }
        for _ in 0..<400 {
            let a = random()
            let b = random()
            guard !b.isZero else { continue }
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            #expect(q * b + r == a, "\(a) / \(b)")
            #expect(r.magnitude < b.magnitude && (r.isZero || r.isNegative == a.isNegative), "\(a) % \(b)")
            #expect((a + b) - b == a && a * b == b * a)
            let g = BigInt.gcd(a, b)
            #expect(a.quotientAndRemainder(dividingBy: g).remainder.isZero && b.quotientAndRemainder(dividingBy: g).remainder.isZero)
        }
        // Against machine arithmetic.
        for _ in 0..<400 {
            let x = Int64(truncatingIfNeeded: rng.next()) >> rng.int(0...40)
            let y = Int64(truncatingIfNeeded: rng.next()) >> rng.int(0...62)
            let full = x.multipliedFullWidth(by: y)
            let expected = BigInt(full.high).shiftedLeft(by: 64) + BigInt(magnitude: full.low, isNegative: false)
            #expect(BigInt(x) * BigInt(y) == expected)
            if y != 0 && !(x == .min && y == -1) {
                #expect(BigInt(x).quotientAndRemainder(dividingBy: BigInt(y)) == (BigInt(x / y), BigInt(x % y)))
            }
        }
    }

    /// `exactlyDivided(by:)` gives back a factor of every product (divisors with low zero
    /// limbs and bits, quotients with high zero digits, either sign) and nil for a product
    /// plus any nonzero remainder, which the fraction-free tableau must never see.
    @Test func exactDivisionOfProducts() {
        var rng = SplitMix64(seed: 33)
        let limbChoices: [UInt32] = [0, 1, 2, 8, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 12345]
        func random(_ count: ClosedRange<Int>) -> BigInt {
            let limbs = (0..<rng.int(count)).map { _ in rng.chance(0.5) ? rng.pick(limbChoices) : UInt32(truncatingIfNeeded: rng.next()) }
            return BigInt(limbs: limbs, isNegative: rng.chance(0.5))
        }
        for _ in 0..<600 {
            let a = random(0...7)
            let b = random(1...5)
            guard !b.isZero else { continue }
            #expect((a * b).exactlyDivided(by: b) == a, "\(a) × \(b)")
            let r = random(1...5).quotientAndRemainder(dividingBy: b).remainder
            guard !r.isZero else { continue }
            #expect((a * b + r).exactlyDivided(by: b) == nil, "\(a) × \(b) + \(r)")
        }
        #expect(BigInt(0).exactlyDivided(by: BigInt(-7)) == BigInt(0))
        #expect(BigInt(1).shiftedLeft(by: 100).exactlyDivided(by: BigInt(1).shiftedLeft(by: 37)) == BigInt(1).shiftedLeft(by: 63))
        #expect(BigInt(1).shiftedLeft(by: 36).exactlyDivided(by: BigInt(1).shiftedLeft(by: 37)) == nil)
        #expect(BigInt(6).exactlyDivided(by: BigInt(4)) == nil)
    }

    @Test func rationalHandComputed() {
        #expect(Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(-4, 6) == Rational(2, -3) && Rational(2, -3).description == "-2/3")
        #expect(Rational(3, 4) * Rational(8, 9) == Rational(2, 3))
        #expect(Rational(1, 3) < Rational(1, 2) && Rational(-1, 2) < Rational(-1, 3))
        #expect(Rational(exactly: 0.1) == Rational(BigInt(3_602_879_701_896_397), BigInt(1).shiftedLeft(by: 55)))
        #expect(Rational(decimal: 0.1) == Rational(1, 10))
        #expect(Rational(decimal: 999.999) == Rational(999_999, 1000))
        #expect(Rational(decimal: 1e-06) == Rational(1, 1_000_000))
        #expect(Rational(decimal: -16.006) == Rational(-16006, 1000))
        #expect(Rational(decimal: 1e20) == Rational(Self.big("100000000000000000000"), BigInt(1)))
        #expect(Rational(exactly: 1e300).doubleValue == 1e300 && Rational(exactly: -Double.leastNonzeroMagnitude).doubleValue == -Double.leastNonzeroMagnitude)
        #expect(Rational(2, 3).doubleValue == 2.0 / 3.0)
        // Past Int64: (2^62 / 3) × (3 / 2^61) = 2, and big sums that cancel back to small.
        let big = Rational(Int64(1) << 62, 3)
        #expect(big * Rational(3, Int64(1) << 61) == Rational(2))
        let huge = big * big * big
        #expect(huge - huge + Rational(1, 7) == Rational(1, 7) && (huge / huge) == .one)
    }

    /// The inline fast paths agree with the `BigInt` formulas near the overflow boundary.
    @Test func rationalFastPathsMatchBigInt() {
        var rng = SplitMix64(seed: 21)
        func random() -> Rational {
            let n = Int64(truncatingIfNeeded: rng.next()) >> rng.int(1...62)
            let d = max(1, Int64(truncatingIfNeeded: rng.next() >> 1) >> rng.int(1...62))
            return Rational(n, d)
        }
        for _ in 0..<600 {
            let a = random()
            let b = random()
            let sum = Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
            let product = Rational(a.numerator * b.numerator, a.denominator * b.denominator)
            #expect(a + b == sum && a * b == product, "\(a), \(b)")
            #expect((a < b) == (a.numerator * b.denominator < b.numerator * a.denominator))
            var c = a
            c.subtractProduct(a, b)
            #expect(c == a - product)
        }
    }

    static let engines: [ExactLP.Engine] = [.fractionFree, .rational]

    @Test(arguments: engines) func exactLPHandComputed(engine: ExactLP.Engine) {
        // min z0 + z1 with z0 + 2 z1 = 4, 3 z0 + z1 = 6: the one point z = (8/5, 6/5), 14/5.
        var lp = ExactLP(freeCount: 0, columnCount: 2)
        lp.rows = [.init(coefficients: [Rational(1), Rational(2)], rhs: Rational(4)),
                   .init(coefficients: [Rational(3), Rational(1)], rhs: Rational(6))]
        #expect(lp.lexicographicMinimum([[.one, .one]], engine: engine) == [Rational(14, 5)])
        // The same with fractional coefficients and costs: z0/2 + z1 = 2, z0/3 + z1/9 = 2/3.
        var fractional = ExactLP(freeCount: 0, columnCount: 2)
        fractional.rows = [.init(coefficients: [Rational(1, 2), .one], rhs: Rational(2)),
                           .init(coefficients: [Rational(1, 3), Rational(1, 9)], rhs: Rational(2, 3))]
        #expect(fractional.lexicographicMinimum([[Rational(1, 7), Rational(3, 7)]], engine: engine)
                == [Rational(8, 35) + Rational(18, 35)])  // z = (8/5, 6/5)
        // Nonnegative columns cannot sum to -1.
        var infeasible = ExactLP(freeCount: 0, columnCount: 2)
        infeasible.rows = [.init(coefficients: [.one, .one], rhs: Rational(-1))]
        #expect(!infeasible.isFeasible(engine: engine) && infeasible.lexicographicMinimum([[.one, .one]], engine: engine) == nil)
        // A free x with x - s = 1/3, x + t = 1/4 (s, t ≥ 0): x ≥ 1/3 and x ≤ 1/4 clash.
        var clash = ExactLP(freeCount: 1, columnCount: 3)
        clash.rows = [.init(coefficients: [.one, Rational(-1), .zero], rhs: Rational(1, 3)),
                      .init(coefficients: [.one, .zero, .one], rhs: Rational(1, 4))]
        #expect(!clash.isFeasible(engine: engine))
        clash.rows[1].rhs = Rational(1, 3)  // x ≤ 1/3 now touches x ≥ 1/3
        #expect(clash.isFeasible(engine: engine))
        // Lexicographic: z0 + z1 = 2 (z2 slack-free), first min z0 → 0 forces z1 = 2, then min z1 → 2.
        var lexicographic = ExactLP(freeCount: 0, columnCount: 2)
        lexicographic.rows = [.init(coefficients: [.one, .one], rhs: Rational(2))]
        #expect(lexicographic.lexicographicMinimum([[.one, .zero], [.zero, .one]], engine: engine) == [.zero, Rational(2)])
    }

    /// Beale's example, on which Dantzig's rule alone cycles: the optimum is -1/20.
    @Test(arguments: engines) func exactLPDoesNotCycle(engine: ExactLP.Engine) {
        // min -3/4 x4 + 150 x5 - 1/50 x6 + 6 x7 subject to (slacks x1, x2, x3):
        //   1/4 x4 - 60 x5 - 1/25 x6 + 9 x7 + x1 = 0
        //   1/2 x4 - 90 x5 - 1/50 x6 + 3 x7 + x2 = 0
        //                         x6        + x3 = 1
        var lp = ExactLP(freeCount: 0, columnCount: 7)
        func row(_ values: [Rational], _ rhs: Int) -> ExactLP.Row { .init(coefficients: values, rhs: Rational(rhs)) }
        lp.rows = [
            row([.one, .zero, .zero, Rational(1, 4), Rational(-60), Rational(-1, 25), Rational(9)], 0),
            row([.zero, .one, .zero, Rational(1, 2), Rational(-90), Rational(-1, 50), Rational(3)], 0),
            row([.zero, .zero, .one, .zero, .zero, .one, .zero], 1),
        ]
        let cost = [.zero, .zero, .zero, Rational(-3, 4), Rational(150), Rational(-1, 50), Rational(6)]
        #expect(lp.lexicographicMinimum([cost], engine: engine) == [Rational(-1, 20)])
    }

    @Test func exactReferenceHandComputed() {
        let x = Variable("x"), y = Variable("y")
        func optimum(_ cs: [Constraint], _ model: PriorityModel) -> [Double]? {
            let reference = ExactReference(cs)
            return reference.optimum(Array(cs.indices), model: model)?.map(\.value.doubleValue)
        }
        #expect(optimum([x == 1 ~ .weak, x == 4 ~ .weak, x == 10 ~ .weak], .strict) == [9])
        #expect(optimum([x == 0 ~ .strong, x == 10 ~ .weak, x + y == 3, y <= 1 ~ .medium], .strict) == [0, 2, 10])
        #expect(optimum([x == 0 ~ 499, x == 10 ~ .weak, x == 10 ~ .weak], .weighted) == [4990])
        // Weighted with 1/3-ish weights: 0.001 × |x - 3| + 999.999 × |x| → x = 0, 0.003.
        #expect(ExactReference([x == 3 ~ 0.001, x == 0 ~ 999.999]).optimum([0, 1], model: .weighted)?.first?.value
                == Rational(3, 1000))
        // Rejections: the second and fourth required constraints clash with what is present.
        let cs = [x >= 1, x <= 0, y == x + 1, y <= 1.5, x == 5 ~ .weak, Constraint(LinearExpression(1), .greaterThanOrEqual, LinearExpression(2))]
        #expect(ExactReference(cs).rejectedRequired() == [1, 3, 5])
        #expect(ExactReference(cs).isFeasible([0, 2]) && !ExactReference(cs).isFeasible([0, 1]))
    }

    /// Adding "objective = optimum" rows gives the same optima as fixing columns off the face,
    /// and the rational engine the same as the fraction-free one.
    @Test(arguments: 0..<12) func faceFixingMatchesAddedRows(seed: Int) {
        let kinds: [SystemKind] = [.integer, .ladder, .layout, .mixedScale]
        let system = LargeRandomSystems.make(kinds[seed % kinds.count], seed: UInt64(500 + seed))
        let reference = ExactReference(system.constraints)
        let rejected = Set(reference.rejectedRequired())
        let accepted = system.constraints.indices.filter { !rejected.contains($0) }
        let required = accepted.filter { reference.rows[$0].isRequired }
        let optional = accepted.filter { !reference.rows[$0].isRequired }
        let (lp, errorColumns) = reference.program(required, optional: optional)
        let objectives = Set(optional.map { reference.rows[$0].priority }).sorted(by: >).map { priority in
            var cost = [Rational](repeating: .zero, count: lp.columnCount)
            for (k, i) in optional.enumerated() where reference.rows[i].priority == priority {
                for column in errorColumns[k] { cost[column] = .one }
            }
            return cost
        }
        let byFace = lp.lexicographicMinimum(objectives)
        #expect(byFace != nil)
        #expect(byFace == lp.lexicographicMinimumByAddedRows(objectives))
        if seed < 6 {  // the rational engine is slow
            #expect(byFace == lp.lexicographicMinimum(objectives, engine: .rational))
        }
    }

    /// The exact reference agrees with the `Double` reference on the small random systems.
    @Test(arguments: 0..<60) func agreesWithDoubleReference(seed: Int) {
        var g = RandomSystems(seed: UInt64(seed))
        let constraints = (0..<g.rng.int(3...10)).map { _ in g.constraint() }
        let exact = ExactReference(constraints)
        let required = constraints.indices.filter { constraints[$0].priority.isRequired }
        #expect(exact.isFeasible(required) == ReferenceLP.isFeasible(required.map { constraints[$0] }))
        guard exact.isFeasible(required), let double = ReferenceLP.solve(constraints, model: .strict),
              let strict = exact.optimum(Array(constraints.indices), model: .strict),
              let weighted = ReferenceLP.solve(constraints, model: .weighted),
              let exactWeighted = exact.optimum(Array(constraints.indices), model: .weighted) else { return }
        for level in strict {
            #expect(close(level.value.doubleValue, double.levels[level.priority!] ?? .nan), "seed \(seed) \(level)")
        }
        #expect(close(exactWeighted[0].value.doubleValue, weighted.weighted), "seed \(seed)")
    }

    /// The issue quotes the weighted reproducer's optimum as 23001.47.
    @Test func issueWeightedOptimum() {
        let cs = IssueNineSystems.weightedNotOptimal()
        let value = ExactReference(cs).optimum(Array(cs.indices), model: .weighted)?.first?.value.doubleValue
        #expect(value.map { abs($0 - 23001.47) < 0.01 } == true, "\(String(describing: value))")
    }
}
