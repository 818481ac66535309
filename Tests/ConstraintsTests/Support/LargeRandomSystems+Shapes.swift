import Constraints

extension LargeRandomSystems {
    /// A row of 9–14 items (19–29 variables): a leading margin, `x[i+1] == x[i] + w[i] +
    /// spacing`, each width with a compression (`w >= intrinsic`) and a hugging
    /// (`w <= intrinsic`) preference and sometimes a required minimum, a trailing margin to
    /// the container, the container's width (sometimes too small), and a few extra
    /// relations (equal or proportional widths, bounds). Shuffled half of the time.
    mutating func layoutRow() -> [Constraint] {
        let n = rng.int(9...14)
        let x = makeVariables("x", n)
        let w = makeVariables("w", n)
        let container = makeVariables("container", 1)[0]
        var result: [Constraint] = []
        result.append(x[0] == Double(rng.int(0...20)) ~ priority(requiredChance: 0.8, from: [.strong, 999]))
        for i in 0..<(n - 1) {
            let spacing = rng.pick([0, 4, 8, 8.5, 12, 16])
            result.append(x[i + 1] == x[i] + w[i] + spacing ~ priority(requiredChance: 0.85, from: [999, .strong, 999.999]))
        }
        var total = 0.0
        for i in 0..<n {
            let intrinsic = Double(rng.int(10...120)) + rng.pick([0, 0, 0.5, 0.25])
            total += intrinsic
            let compression = rng.pick([Priority.strong, 749, 751, 999, .required, .medium])
            let hugging = rng.pick([Priority.weak, 251, 249, 1, 48, 100, 0.001])
            result.append(w[i] >= intrinsic ~ compression)
            result.append(w[i] <= intrinsic ~ hugging)
            if rng.chance(0.3) { result.append(w[i] >= Double(rng.int(0...10))) }
        }
        let trailing = Double(rng.int(0...20))
        result.append(x[n - 1] + w[n - 1] + trailing == container ~ priority(requiredChance: 0.8, from: [.strong, 999]))
        let width = Double(rng.int(Int(total * 0.6)...Int(total * 1.6)))
        result.append(container == width ~ priority(requiredChance: 0.6, from: [.strong, 999, .medium]))
        for _ in 0..<rng.int(2...5) {
            let i = rng.int(0...(n - 1))
            let j = rng.int(0...(n - 1))
            switch rng.int(0...3) {
            case 0: result.append(w[i] == w[j] ~ rng.pick([.medium, 48, .strong, 750.001]))
            case 1: result.append(w[i] == 2 * w[j] ~ rng.pick([.weak, 100, 999]))
            case 2: result.append(x[i] >= 0)
            default: result.append(container <= width + Double(rng.int(-20...20)))
            }
        }
        if rng.chance(0.5) { shuffle(&result) }
        return result
    }

    /// 20–26 variables; 30–40 constraints, a quarter of them required links between two
    /// variables, the rest optional constraints on the first eight variables (so they
    /// conflict) at priorities close together (748 … 751, 999 / 999.999).
    mutating func ladder() -> [Constraint] {
        let x = makeVariables("p", rng.int(20...26))
        let hot = Array(x[0..<8])
        return (0..<rng.int(30...40)).map { _ in
            if rng.chance(0.25) {
                let (a, b) = (rng.pick(x), rng.pick(x))
                let k = Double(rng.int(-50...50))
                return rng.chance(0.5) ? (a - b <= k) : (a + 2 * b >= k)
            }
            let p = rng.pick(Self.ladderPriorities)
            let a = rng.pick(hot)
            let k = Double(rng.int(0...30))
            switch rng.int(0...3) {
            case 0: return a == k ~ p
            case 1: return a + rng.pick(hot) == k ~ p
            case 2: return a - rng.pick(hot) >= k - 15 ~ p
            default: return 2 * a <= k + rng.pick(x) ~ p
            }
        }
    }

    /// 20–24 variables near a large base value (1e6 … 1e9); 30–36 constraints pinning
    /// them, or differences and sums of them, to the base plus small amounts (−1 … 3.75),
    /// some through tiny coefficients (1e-6, 0.001).
    mutating func numericEdges() -> [Constraint] {
        let x = makeVariables("n", rng.int(20...24))
        let base = rng.pick([1e6, 1_048_576, 123_456_789, 987_654_321, 1e9, 999_999_999.5])
        let smallAmounts = [-1, -0.5, 0, 0.25, 0.5, 1, 2, 3.75]
        return (0..<rng.int(30...36)).map { _ in
            let p = priority(requiredChance: 0.3)
            let (a, b) = (rng.pick(x), rng.pick(x))
            let d = rng.pick(smallAmounts)
            switch rng.int(0...6) {
            case 0: return a == base + d ~ p
            case 1: return a - b >= d ~ p
            case 2: return a + b == 2 * base + d ~ p
            case 3: return 0.000001 * a - 0.000001 * b <= d ~ p
            case 4: return 0.001 * a == base / 1000 + d ~ p
            case 5: return a <= base + d + 3
            default: return a >= base - d - 3
            }
        }
    }

    /// Fisher–Yates with the generator.
    mutating func shuffle(_ items: inout [Constraint]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, rng.int(0...i))
        }
    }
}
