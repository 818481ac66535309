/// Ranks and the common factor of rates: what a fresh build would number each soft
/// constraint (spec 5.2), counted from each node's base, and the factor that keeps a
/// fill-equally stack's divided rates whole.
extension DirectLayout {
    /// Ranks the root's fitting constraints, created after the whole tree (its origin, then
    /// its width and height).
    /// - Returns: false when the rates could leave `Int64` (``ratesFitInInt64(constraints:)``).
    mutating func rankTheRoot() -> Bool {
        let total = subtreeCount[0]
        rootRanks = [total + 3, total + 4]
        return ratesFitInInt64(constraints: total + 4)
    }

    /// Ranks a node's own constraints, created as the walk reaches it, counting from its
    /// base: hugging then compression resistance per intrinsic length, a scroll view's
    /// content guide.
    /// - Parameter node: the node, changed in place.
    /// - Returns: how many constraints it creates there.
    static func rank(_ node: inout Node) -> Int64 {
        var count: Int64 = 0
        if node.content.x != nil {
            node.content.x?.above.rank = count + 1
            node.content.x?.below.rank = count + 2
            count += 2
        }
        if node.content.y != nil {
            node.content.y?.above.rank = count + 1
            node.content.y?.below.rank = count + 2
            count += 2
        }
        if node.contentRanks != nil {
            // The content guide, defined on the way down: left, top, then width and height
            // pulled to 0 at 0.001 (`guideSpecs`).
            node.contentRanks = SIMD2(count + 3, count + 4)
            count += 4
        }
        return count
    }

    /// How many constraints `StackView.makeSpecs` creates for a stack (and the margins guide
    /// before them), setting the ranks of its hidden items' hiding, its items' ambiguity
    /// suppression and its fits on the way, counted from the stack's base.
    /// - Parameters:
    ///   - index: the stack's node.
    ///   - isRoot: whether the stack is the root (its margins sit inside its safe area).
    ///   - base: the number of constraints its subtree creates before them (its content
    ///     sizes, its items' subtrees).
    mutating func countStackConstraints(at index: Int, isRoot: Bool, hidingRanksFrom base: Int64) -> Int64 {
        let stack = unsafeDowncast(views[index], to: StackView.self)
        guard let a = nodes[index].arrangement else { return 0 }
        let items = arrangements[a].items
        let n = Int64(items.count)
        let visible = Int64(arrangements[a].visible.count)
        // The margins guide (and for the root its safe area) is defined before first use.
        var guides: Int64 = 0
        if stack.isLayoutMarginsRelativeArrangement { guides = isRoot ? 8 : 4 }
        // Canvas connections, spacing, then a hiding and a hidden-spacing constraint per
        // hidden item (spec 3.3, 3.4); a rank is the number of constraints before it, plus 1.
        var rank = base + guides + 2 + (visible - 1)
        for node in items {
            // Set again below where they still apply (a re-ranked item may have been hidden,
            // or under another alignment).
            nodes[node].suppression = nil
            nodes[node].hiding = nil
            guard nodes[node].isHidden else { continue }
            nodes[node].hiding = CostRate(weight: Node.hidingWeight, rank: rank + 1)
            rank += 2
        }
        switch arrangements[a].distribution {
        case .fillEqually:
            // Each visible item after the first as long as the first (3.3).
            rank += visible - 1
        case .fillProportionally:
            // Each visible item's share of the canvas (3.5), @max(999 − i, 751) for item i.
            let proportions = arrangements[a].proportions
            var rates = [CostRate?](repeating: nil, count: items.count)
            for k in items.indices where !nodes[items[k]].isHidden {
                rank += 1
                guard proportions[k] != 1 else { continue }
                rates[k] = CostRate(weight: Int64(max(999 - k, 751)) * 1000, rank: rank)
            }
            arrangements[a].proportionRates = rates
        case .equalCentering:
            // Per gap two distributing edges, then for each gap after the first its length
            // equal to the first's @max(150 − i, 50), i the item before it (3.6); then the
            // canvas fit.
            let visibleItems = arrangements[a].visible
            var rates = [CostRate](repeating: .zero, count: max(visibleItems.count - 1, 0))
            for k in rates.indices {
                rank += 2
                guard k > 0 else { continue }
                rank += 1
                rates[k] = CostRate(weight: Int64(max(150 - visibleItems[k], 50)) * 1000, rank: rank)
            }
            arrangements[a].centeringRates = rates
            arrangements[a].centeringOrder = CenteredGaps.cheapestFirst(rates)
            arrangements[a].canvasFit = CostRate(weight: 49_000, rank: rank + 1)
            rank += 1
        case .equalSpacing:
            // Per gap two distributing edges, and for each gap after the first its length
            // equal to the first's (3.6); then the canvas fit.
            rank += 2 * (visible - 1) + max(visible - 2, 0)
            arrangements[a].canvasFit = CostRate(weight: 49_000, rank: rank + 1)
            rank += 1
        default:
            break
        }
        // The alignment set (spec 3.7, 3.12), from `rank` on.
        let alignmentCount: Int64
        let alignment = arrangements[a].alignment
        if alignment == .fill {
            // Two ties per item after the first, two canvas connections.
            alignmentCount = 2 * (n - 1) + 2
        } else if alignment == .firstBaseline || alignment == .lastBaseline {
            // A tie per item but the reference, a suppression per item, two canvas
            // connections, two spanner boundaries per visible item, the spanner's fit, the
            // canvas fit.
            let ties = n - 1
            for (k, node) in items.enumerated() {
                nodes[node].suppression = CostRate(weight: Node.suppressionWeight, rank: rank + ties + Int64(k) + 1)
            }
            alignmentCount = ties + n + 2 + 2 * visible + 2
            arrangements[a].fit = CostRate(weight: 51_000, rank: rank + alignmentCount - 1)
            arrangements[a].baselineFit = CostRate(weight: 49_000, rank: rank + alignmentCount)
        } else if n == 1 {
            // Suppression, the canvas's centre for center, its two edges, the canvas fit.
            let centre: Int64 = alignment == .center ? 1 : 0
            nodes[items[0]].suppression = CostRate(weight: Node.suppressionWeight, rank: rank + 1)
            arrangements[a].fit = CostRate(weight: 49_000, rank: rank + centre + 4)
            alignmentCount = centre + 4
        } else {
            // A tie per item after the first (and the canvas's centre for center), a
            // suppression per item, two canvas connections, two spanner boundaries per
            // visible item, the spanner's fit.
            let ties = alignment == .center ? n : n - 1
            for (k, node) in items.enumerated() {
                nodes[node].suppression = CostRate(weight: Node.suppressionWeight, rank: rank + ties + Int64(k) + 1)
            }
            alignmentCount = ties + n + 2 + 2 * visible + 1
            arrangements[a].fit = CostRate(weight: 51_000, rank: rank + alignmentCount)
        }
        let count = rank - base - guides + alignmentCount
        assert(ranksFollowTheRecipe(of: stack, arrangement: a, from: base + guides, count: count))
        return guides + count
    }

    /// Whether the stack's constraint count and the ranks given to its soft constraints are
    /// the recipe's: each rank names a spec of the role it stands for (debug builds check
    /// every plan with this, so the counting cannot drift from `StackView.makeSpecs`).
    private func ranksFollowTheRecipe(
        of stack: StackView, arrangement a: Int, from first: Int64, count: Int64
    ) -> Bool {
        let specs = stack.makeSpecs { _ in 0 }
        func role(at rank: Int64) -> Role? {
            let k = Int(rank - first - 1)
            return specs.indices.contains(k) ? specs[k].role : nil
        }
        guard count == Int64(specs.count) else { return false }
        for node in arrangements[a].items {
            if let hiding = nodes[node].hiding, role(at: hiding.rank) != .hiding { return false }
            if let suppression = nodes[node].suppression, role(at: suppression.rank) != .ambiguitySuppression {
                return false
            }
        }
        let fitRole: Role = arrangements[a].items.count == 1 ? .canvasFit : .spanningFit
        for case let rate? in arrangements[a].proportionRates where role(at: rate.rank) != .fillProportionally {
            return false
        }
        for rate in arrangements[a].centeringRates.dropFirst() where role(at: rate.rank) != .fillEqually { return false }
        if let fit = arrangements[a].fit, role(at: fit.rank) != fitRole { return false }
        if let fit = arrangements[a].baselineFit, role(at: fit.rank) != .canvasFit { return false }
        if let fit = arrangements[a].canvasFit, role(at: fit.rank) != .canvasFit { return false }
        return true
    }

    /// Finds ``scale``: every node's product of the item counts of the fill-equally stacks
    /// it is a visible item of, at any depth, and their least common multiple. After an
    /// edit, the least common multiple of that and the scale before when it stays in bounds
    /// (any common multiple will do, and a multiple of the old one scales kept costs
    /// exactly, ``catchUp(_:)``).
    /// - Returns: false when the factor exceeds a million (the tree goes to the solver).
    mutating func computeScale() -> Bool {
        var factors = [Int64](repeating: 1, count: nodes.count)
        var scale: Int64 = 1
        for i in nodes.indices where !nodes[i].isDead {
            for pin in nodes[i].pins { factors[pin.node] = factors[i] }
            guard let a = nodes[i].arrangement else { continue }
            // Fields read in place: a copy of the arrangement retained its nine arrays.
            let items = arrangements[a].items, visible = arrangements[a].visible
            let count = Int64(visible.count)
            for item in items { factors[item] = factors[i] }
            guard arrangements[a].distribution == .fillEqually, count > 1 else { continue }
            for k in visible {
                let item = items[k]
                let (product, overflow) = factors[i].multipliedReportingOverflow(by: count)
                guard !overflow, product <= Self.largestScale else { return false }
                factors[item] = product
                scale = scale / Self.gcd(scale, product) * product
                guard scale <= Self.largestScale else { return false }
            }
        }
        let kept = self.scale / Self.gcd(self.scale, scale) * scale
        self.scale = !costBase.isEmpty && kept <= Self.largestScale ? kept : scale
        return true
    }

    /// Grows ``scale`` after an edit, from the subtrees of `roots` alone: the fill-equally
    /// stacks the edit read again or added. Every other node's factor is the one it had
    /// when the scale was last found, which the scale is a multiple of (an item's factor
    /// changes only with a fill-equally stack above it, read again when its items change),
    /// so the result is ``computeScale()``'s, without its walk of the whole tree.
    /// - Returns: false as ``computeScale()``, which this falls back on past the bound.
    /// - Complexity: O(depth + subtree) per root.
    mutating func growScale(from roots: [Int]) -> Bool {
        var grown = scale
        for root in roots where !nodes[root].isDead {
            var work = [(node: root, factor: factor(of: root))]
            while let (i, factor) = work.popLast() {
                grown = grown / Self.gcd(grown, factor) * factor
                guard grown <= Self.largestScale else { return computeScale() }
                for pin in nodes[i].pins { work.append((pin.node, factor)) }
                guard let a = nodes[i].arrangement else { continue }
                let count = Int64(arrangements[a].visible.count)
                let dividing = arrangements[a].distribution == .fillEqually && count > 1
                for item in arrangements[a].items {
                    guard dividing, !nodes[item].isHidden else {
                        work.append((item, factor))
                        continue
                    }
                    let (product, overflow) = factor.multipliedReportingOverflow(by: count)
                    guard !overflow, product <= Self.largestScale else { return computeScale() }
                    work.append((item, product))
                }
            }
        }
        scale = grown
        return true
    }

    /// Node `i`'s factor: the product of the item counts of the fill-equally stacks it is
    /// a visible item of, at any depth (as ``computeScale()`` finds it).
    private func factor(of i: Int) -> Int64 {
        var factor: Int64 = 1
        var child = i
        while parents[child] >= 0 {
            let parent = parents[child]
            // An arranged item, not a pinned subview, of a fill-equally stack above.
            if let a = nodes[parent].arrangement, arrangements[a].distribution == .fillEqually, !nodes[child].isHidden,
                !nodes[parent].pins.contains(where: { $0.node == child })
            {
                let count = Int64(arrangements[a].visible.count)
                let (product, overflow) = factor.multipliedReportingOverflow(by: max(count, 1))
                // Past the bound the walk below falls back on the whole tree's.
                guard !overflow, product <= Self.largestScale else { return Self.largestScale + 1 }
                factor = product
            }
            child = parent
        }
        return factor
    }

    /// The largest common factor of rates.
    static let largestScale: Int64 = 1_000_000

    /// Whether every rate a plan can form stays inside `Int64` (a sum of rates overflowing
    /// would trap): a rate's weight is at most `constraints × 999,999 × scale`, its rank at
    /// most the sum of every rank, `constraints² × scale`.
    func ratesFitInInt64(constraints: Int64) -> Bool {
        let n = Double(constraints), bound = Double(scale) * max(n * n, n * 1_000_000)
        return bound < 0x1p62
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
