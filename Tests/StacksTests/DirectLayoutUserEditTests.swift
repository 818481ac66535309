import Constraints
import Testing

@testable import Stacks

/// Cards in a list, each a container whose label is pinned inside it, edited the ways an
/// app edits them: a card inserted or removed with its pins, a size bound added to or taken
/// from a label or a card, a pin's constant moved, a pin replaced by another of its edge. The direct plan follows each edit rather
/// than being made again, and its frames are those of a fresh plan (debug builds check
/// that after every patch) and, at the end of each sequence, of the solver built afresh
/// from the same tree.
@Suite struct DirectLayoutUserEditTests {
    typealias Random = IncrementalTests.Random

    /// A list's state: its cards, their labels and the constraints the edits may take away.
    final class Cards {
        let root = LayoutView("root")
        let list: StackView
        let layout: LayoutEngine
        var cards: [LayoutView] = []
        var labels: [LayoutView] = []
        var pins: [[LayoutConstraint]] = []
        var bounds: [LayoutConstraint] = []
        private var made = 0

        init(_ r: inout Random, count: Int) {
            list = StackView("list", axis: .vertical, alignment: .fill, spacing: 4)
            root.addSubview(list)
            layout = LayoutEngine(root: root, width: 320, height: nil)
            var constraints = DirectLayoutTests.pin(list, to: root, [0, 0, 0, 0], rtl: false)
            for _ in 0..<count {
                let (card, label, pins) = makeCard(&r)
                list.addArrangedSubview(card)
                constraints += pins
                append(card, label, pins)
            }
            try? layout.add(constraints)
            layout.update()
        }

        /// A card holding a label pinned on four edges, with random insets and sizes.
        func makeCard(_ r: inout Random) -> (LayoutView, LayoutView, [LayoutConstraint]) {
            made += 1
            let card = LayoutView("card\(made)")
            let label = LayoutView(
                "label\(made)", intrinsicWidth: r.double(40, 400), intrinsicHeight: Double(14 + r.int(30)))
            label.compressionResistance.vertical = Priority(Double(700 + r.int(100)))
            card.addSubview(label)
            let insets = [Double(r.int(16)), Double(r.int(12)), -Double(r.int(16)), -Double(r.int(12))]
            return (card, label, DirectLayoutTests.pin(label, to: card, insets, rtl: false))
        }

        func append(_ card: LayoutView, _ label: LayoutView, _ pins: [LayoutConstraint], at k: Int? = nil) {
            let k = k ?? cards.count
            cards.insert(card, at: k)
            labels.insert(label, at: k)
            self.pins.insert(pins, at: k)
        }

        var views: [LayoutView] { [root, list] + cards + labels }
    }

    /// One random edit; returns what it was, for messages.
    static func edit(_ list: Cards, _ r: inout Random) -> String {
        switch r.int(6) {
        case 0:
            let (card, label, pins) = list.makeCard(&r)
            let k = r.int(list.cards.count + 1)
            list.list.insertArrangedSubview(card, at: k)
            try? list.layout.add(pins)
            list.append(card, label, pins, at: k)
            return "insert at \(k)"
        case 1 where list.cards.count > 1:
            let k = r.int(list.cards.count)
            list.cards[k].removeFromSuperview()
            let gone = Set([list.cards[k], list.labels[k]].map(ObjectIdentifier.init))
            list.bounds.removeAll { c in c.anchors.contains { gone.contains(ObjectIdentifier($0.item)) } }
            list.cards.remove(at: k)
            list.labels.remove(at: k)
            list.pins.remove(at: k)
            return "remove \(k)"
        case 2:
            // A bound on a label's or a card's height (one per view, so that removing it
            // leaves none; the widths are the list's, so a bound there could not hold).
            let k = r.int(list.cards.count)
            let view = r.int(2) == 0 ? list.labels[k] : list.cards[k]
            let anchor = view.height
            guard !list.bounds.contains(where: { $0.anchors.contains { $0.item === view } }) else { return "none" }
            let c = Double(10 + r.int(60))
            let bound = r.int(2) == 0 ? anchor <= c : anchor >= c
            try? list.layout.add(bound)
            list.bounds.append(bound)
            return "bound \(bound)"
        case 3 where !list.bounds.isEmpty:
            let bound = list.bounds.remove(at: r.int(list.bounds.count))
            list.layout.remove(bound)
            return "unbound \(bound)"
        case 4:
            let k = r.int(list.cards.count)
            let pin = list.pins[k][r.int(4)]
            pin.constant += Double(1 + r.int(4)) * (r.int(2) == 0 ? 1 : -1)
            return "move \(pin)"
        default:
            // A pin replaced by another of the same edge (the old one out, the new one in,
            // one update), as one switches a view between two states.
            let (k, j) = (r.int(list.cards.count), r.int(4))
            let old = list.pins[k][j]
            let new = LayoutConstraint(old.lhs, old.relation, old.rhs)
            new.constant = old.constant + Double(1 + r.int(4)) * (r.int(2) == 0 ? 1 : -1)
            list.layout.remove(old)
            try? list.layout.add(new)
            list.pins[k][j] = new
            return "replace \(old) by \(new)"
        }
    }

    @Test(arguments: 0..<4)
    func editsOfCardsAreFollowedByThePlan(batch: Int) {
        var steps = 0, direct = 0, followed = 0
        for seed in (batch * 10)..<(batch * 10 + 10) {
            var r = Random(state: UInt64(seed) &* 40_503 &+ 17)
            let list = Cards(&r, count: 3 + r.int(8))
            #expect(list.layout.isLaidOutDirectly)
            var done: [String] = []
            for _ in 0..<12 {
                let before = list.layout.directPatches.edits
                done.append(Self.edit(list, &r))
                list.layout.update()
                steps += 1
                guard list.layout.isLaidOutDirectly else { continue }
                direct += 1
                if list.layout.directPatches.edits > before { followed += 1 }
            }
            guard list.layout.isLaidOutDirectly else { continue }
            let views = list.views
            let direct = views.map { list.layout.frame(of: $0) }
            list.layout.leaveDirectLayout()
            list.layout.update()
            let solver = views.map { list.layout.frame(of: $0) }
            for (k, (a, b)) in zip(direct, solver).enumerated() {
                let tol = 1e-7 * max(1, abs(a.x), abs(a.y), abs(a.width), abs(a.height))
                let same = abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol && abs(a.width - b.width) <= tol
                    && abs(a.height - b.height) <= tol
                #expect(same, "seed \(seed), view \(k) (\(views[k].name)): direct \(a), solver \(b), after \(done)")
            }
        }
        // Every kind of edit here is followed (a removal makes a new plan once half the
        // plan's nodes are dead; a bound that cannot hold hands the list to the solver).
        #expect(direct * 10 >= steps * 9, "only \(direct) of \(steps) layouts direct")
        #expect(followed * 10 >= direct * 8, "only \(followed) of \(direct) edits followed by the plan")
    }
}
