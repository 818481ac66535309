import Testing

@testable import Constraints
@testable import Stacks

/// Matching a stack's new specs against the records of the old ones: every unchanged spec
/// keeps its constraint, whichever way the lists are matched.
@Suite struct SpecMatchingTests {
    /// A recipe-like list: for each role, one spec per item, in item order; an item's
    /// constant is its number in `original` (`changed` gets -1).
    static func specs(_ items: [LayoutView], of original: [LayoutView], changed: LayoutView? = nil) -> [Spec] {
        var specs: [Spec] = []
        for (role, attr) in [(Role.spacing, Attr.leading), (.hiding, .width), (.alignment, .centerY)] {
            for item in items {
                let constant = item === changed ? -1 : Double(original.firstIndex { $0 === item } ?? -2)
                specs.append(Spec(ResolvedAnchor(item, attr), .equal, nil, constant: constant, role: role))
            }
        }
        return specs
    }

    static func records(_ specs: [Spec]) -> [Record] {
        specs.map { Record(spec: $0, constraint: $0.makeConstraint(rightToLeft: false)) }
    }

    static func makeItems() -> [LayoutView] { (0..<200).map { LayoutView("i\($0)") } }

    @Test(arguments: [0, 1, 100, 199, 200])
    func insertingAnItemKeepsEveryOtherConstraint(at index: Int) {
        let items = Self.makeItems()
        let old = Self.records(Self.specs(items, of: items))
        var edited = items
        edited.insert(LayoutView("new"), at: index)
        let specs = Self.specs(edited, of: items)
        let matching = SpecMatching(old, specs)
        #expect(matching.matchedLocally)
        #expect(matching.kept.allSatisfy { $0 }, "an unchanged spec lost its constraint")
        for (j, spec) in specs.enumerated() {
            let isNew = spec.first.item === edited[index]
            #expect((matching.reuse[j] == nil) == isNew)
            let source = matching.source[j]
            if source >= 0 { #expect(old[source].spec == spec && matching.reuse[j] === old[source].constraint) }
        }
    }

    @Test func removingAndChangingAConstantAreLocal() {
        let items = Self.makeItems()
        let old = Self.records(Self.specs(items, of: items))
        var edited = items
        edited.remove(at: 50)
        // Another item changes its constants (a new intrinsic size, say).
        let specs = Self.specs(edited, of: items, changed: items[120])
        let matching = SpecMatching(old, specs)
        #expect(matching.matchedLocally)
        #expect(matching.kept.filter { !$0 }.count == 6, "three removed specs and three changed")
        #expect(matching.constantChanges.count == 3)
        for (i, j) in matching.constantChanges {
            #expect(old[i].spec.first.item === specs[j].first.item && old[i].spec.role == specs[j].role)
        }
    }

    /// A list in another order is matched by value: still every spec keeps its constraint.
    @Test func reorderedListsFallBackToMatchingByValue() {
        let items = Self.makeItems()
        let old = Self.records(Self.specs(items, of: items))
        let reversed = Array(Self.specs(items, of: items).reversed())
        let matching = SpecMatching(old, reversed)
        #expect(!matching.matchedLocally)
        #expect(matching.kept.allSatisfy { $0 })
        for (j, spec) in reversed.enumerated() {
            let source = matching.source[j]
            #expect(source >= 0 && old[source].spec == spec)
        }
    }
}
