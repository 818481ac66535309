/// The gaps at the optimal first-gap length, and the dual prices that certify the whole
/// row's optimum (exact rates).
extension CenteredGaps {
    /// How the row's first two items stand (``CenteredRow``): at their least-cost lengths
    /// (the first gap then at or above its bound), or shrinking as `t` falls, at their
    /// compression rates.
    enum Head {
        /// Neither gives. `firstAtBound`: `t` is the first gap's bound, which may take a
        /// price.
        case none(firstAtBound: Bool)
        /// The first item shrinks (rate `r₀`), the second keeps its length.
        case firstShrinks(CostRate)
        /// The second item shrinks (rate `r₁`); the first keeps its length; gap 1 is tied.
        case secondShrinks(CostRate)
        /// Both shrink: the first to a set length, the second with `t`, gap 1 tied at `t`.
        case bothShrink(first: CostRate, second: CostRate)
    }

    /// The gaps, and prices that certify them, every price `scale` times over.
    struct Certificate {
        var gaps: [Double]
        /// The common multiple of the prices (the balance below divides by it).
        var scale: Int64
        /// `μ × scale`: the price of a point of the sum.
        var sumPrice: CostRate
        /// `y_k × scale`: the price of a point of each gap's bound (for a gap at its bound
        /// exactly, the most it can be), the first gap's as the head sets it.
        var prices: [CostRate]
    }

    /// The gaps with the first at `t`: each at its standing length, then the shortfall
    /// taken from those below `t`, cheapest first; and the dual, or nil when none of the
    /// simple kinds below fits (the row then goes to the solver: the certificate can only
    /// err that way).
    ///
    /// A gap held above `t` at its bound has `y_k = c_k + μ`; one taken down to its bound
    /// `y_k = μ − c_k` (so `μ` is at least the dearest of those); one taken part of the way,
    /// or left at `t` above its bound, is slack (`y_k = 0`: the one taken part of the way
    /// sets `μ = c_k`, one left at `t` needs `μ ≤ c_k`). A gap at its bound exactly has
    /// `y_k = c_k s_k + μ` for some `s_k` in `[max(−1, −μ / c_k), 1]`. The first gap
    /// balances them: with `m` the slack gaps plus one,
    /// `μ (m + e) + Σ lowered c − Σ above c − Σ_eq c_k s_k = K`, where the head sets `e`
    /// and `K` (a shrinking item's price equation, `(y_{i−1} + y_i + μ [end]) = 2 r_i`,
    /// solved for `y_0`), or `K = y_0 ≥ 0` when `t` is the first gap's bound. With no gap
    /// taken part of the way, `μ` is where the gaps at their bound exactly take no part,
    /// if that lies between its bounds, else the nearer bound; it may be a fraction, so
    /// every price is `m + e` times over.
    func certificate(at t: Double, head: Head) -> Certificate? {
        let count = lower.count
        var gaps = [Double](repeating: t, count: count)
        var short = t * Double(firstWeight) - total
        var above = CostRate.zero
        var atBound: [Int] = []
        // Per gap: held above `t` at its bound, taken down to its bound, or neither.
        var held = [Bool](repeating: false, count: count), taken = held
        for k in 1..<count {
            let bound = k == tied ? t + tiedOffset : lower[k]
            gaps[k] = max(t, bound)
            if bound > t {
                above += rates[k]
                held[k] = true
            } else if bound == t {
                atBound.append(k)
                held[k] = true
            }
            short += gaps[k]
        }
        // Taken from the gaps below `t`, cheapest first. A shortfall within rounding of a
        // gap's room, or of none, is that room (`t` is a turning point: an exact fit).
        let rounding = 1e-9 * max(1, abs(total))
        if abs(short) <= rounding { short = 0 }
        var lowered = CostRate.zero, dearestLowered = CostRate.zero
        var partial: CostRate?, cheapestSlack: CostRate?
        var slack: Int64 = 0
        for k in cheapestFirst {
            let room = k == tied ? -tiedOffset : t - lower[k]
            guard room > 0 else { continue }
            if short > 0, short >= room - rounding {
                gaps[k] = k == tied ? t + tiedOffset : lower[k]
                short -= room
                if short <= rounding { short = 0 }
                lowered += rates[k]
                dearestLowered = rates[k]
                taken[k] = true
            } else if short > 0 {
                gaps[k] -= short
                short = 0
                partial = rates[k]
            } else {
                slack += 1
                cheapestSlack = cheapestSlack ?? rates[k]
            }
        }
        guard short == 0 else { return nil }
        // The head's terms of the balance.
        var extra: Int64 = 0, target = CostRate.zero, cancelled: Int?
        switch head {
        case .none:
            break
        case .firstShrinks(let r0):
            (extra, target) = (1, r0 * 2)
        case .secondShrinks(let r1):
            let c1 = rates[1]
            if tiedOffset > 0 {
                (extra, target) = (1, r1 * 2 - c1)
            } else if tiedOffset < 0, taken[1] {
                (extra, target) = (1, r1 * 2 + c1)
            } else if tiedOffset < 0 {
                target = r1 * 2
            } else {
                return nil
            }
        case .bothShrink(_, let r1):
            (extra, target, cancelled) = (1, r1 * 2, 1)
        }
        let scale = slack + 1 + (partial == nil ? 0 : 1) + extra
        let mu: CostRate
        if let rate = partial {
            guard let scaled = Self.times(rate, scale) else { return nil }
            mu = scaled
        } else {
            guard let least = Self.times(dearestLowered, scale) else { return nil }
            let neutral = target + above - lowered
            if neutral < least {
                mu = least
            } else if let rate = cheapestSlack, let most = Self.times(rate, scale), neutral > most {
                mu = most
            } else {
                mu = neutral
            }
        }
        // What the gaps at their bound exactly must take, `Σ c_k s_k`: from `−Σ min(c_k, μ)`
        // to `Σ c_k` (the lower end `scale` times over).
        let balance = mu + lowered - above - target
        var equal = CostRate.zero, floor = CostRate.zero
        for k in atBound where k != cancelled {
            guard let scaled = Self.times(rates[k], scale) else { return nil }
            equal += rates[k]
            floor += min(scaled, mu)
        }
        guard let balanceTimes = Self.times(balance, scale), balanceTimes >= -floor else { return nil }
        var firstPrice = CostRate.zero
        if case .none(let firstAtBound) = head, firstAtBound {
            if balance > equal { firstPrice = balance - equal }
        } else {
            guard balance <= equal else { return nil }
        }
        guard let first = Self.times(firstPrice, scale) else { return nil }
        var prices = [CostRate](repeating: .zero, count: count)
        prices[0] = first
        guard largestRate < (1 << 60) / scale else { return nil }
        for k in 1..<count where held[k] || taken[k] {
            let scaled = rates[k] * scale
            prices[k] = held[k] ? scaled + mu : mu - scaled
        }
        return Certificate(gaps: gaps, scale: scale, sumPrice: mu, prices: prices)
    }

    /// `rate` times `k`, or nil past 2⁶⁰ in any part (a few such terms add up without
    /// leaving `Int64`). Loops over many rates check ``largestRate`` once instead.
    static func times(_ rate: CostRate, _ k: Int64) -> CostRate? {
        func part(_ value: Int64) -> Int64? {
            let (product, overflow) = value.multipliedReportingOverflow(by: k)
            return overflow || product.magnitude >= 1 << 60 ? nil : product
        }
        guard let required = part(rate.required), let weight = part(rate.weight), let rank = part(rate.rank),
            let mass = part(rate.mass)
        else { return nil }
        return CostRate(required: required, weight: weight, rank: rank, mass: mass)
    }
}

extension CostRate {
    /// The largest magnitude of its parts (`Int64.max` for `Int64.min`'s).
    var largestPart: Int64 {
        let largest = max(required.magnitude, weight.magnitude, rank.magnitude, mass.magnitude)
        return largest > UInt64(Int64.max) ? .max : Int64(largest)
    }
}
