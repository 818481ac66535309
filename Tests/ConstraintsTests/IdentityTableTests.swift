@testable import Constraints
import Testing

/// `IdentityTable`, the open-addressing table that finds a constraint's record and a
/// variable's symbol, against `Dictionary` as the model: a deletion that shifts a probe
/// run back wrongly loses or duplicates a key, which every later lookup would expose.
@Suite("Identity table")
struct IdentityTableTests {
    /// Objects whose addresses are the keys (kept alive by `pool`).
    private final class Key {}

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func randomInsertsAndRemovalsMatchADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Up to 300 keys: the table grows from 16 slots through several sizes and, as
        // keys go, shrinks again; long probe runs wrap around the end of the slots.
        let pool = (0..<300).map { _ in Key() }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<6_000 {
            let id = ObjectIdentifier(random.pick(pool))
            // Insert more often early on, remove more often late: full and sparse tables.
            let insertChance = step < 3_000 ? 0.7 : 0.3
            if random.chance(insertChance) {
                table.insert(step, for: id)
                model[id] = step
            } else {
                #expect(table.remove(id) == model.removeValue(forKey: id), "step \(step)")
                table.shrinkIfSparse()
            }
            #expect(table.count == model.count, "step \(step)")
            if step % 97 == 0 {
                for key in pool {
                    let id = ObjectIdentifier(key)
                    #expect(table[id] == model[id], "step \(step)")
                }
            }
        }
    }

    @Test func updateValuesRewritesEveryValueAndKeepsTheKeys() {
        let pool = (0..<100).map { _ in Key() }
        var table = IdentityTable<Int>()
        for (k, key) in pool.enumerated() where k % 3 != 0 { table.insert(k, for: ObjectIdentifier(key)) }
        table.updateValues { $0 = -$0 }
        for (k, key) in pool.enumerated() {
            #expect(table[ObjectIdentifier(key)] == (k % 3 != 0 ? -k : nil))
        }
    }

    /// The subscript's setter (nil removes), `update` (in place, false for a missing key)
    /// and `unorderedValues`, as the solver's edit table uses them, against `Dictionary`.
    @Test(arguments: [11, 12, 13])
    func setterAndUpdateMatchADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = (0..<120).map { _ in Key() }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<3_000 {
            let id = ObjectIdentifier(random.pick(pool))
            switch random.int(0...2) {
            case 0:
                let value: Int? = random.chance(0.7) ? step : nil
                table[id] = value
                model[id] = value
            case 1:
                let updated = table.update(id) { $0 += 1_000_000 }
                #expect(updated == (model[id] != nil), "step \(step)")
                model[id]? += 1_000_000
            default:
                #expect(table[id] == model[id], "step \(step)")
            }
            #expect(table.count == model.count, "step \(step)")
        }
        #expect(table.unorderedValues.sorted() == model.values.sorted())
    }

    @Test func removingEveryKeyLeavesAnEmptyTable() {
        let pool = (0..<500).map { _ in Key() }
        var table = IdentityTable<Int>()
        for (k, key) in pool.enumerated() { table.insert(k, for: ObjectIdentifier(key)) }
        for key in pool.reversed() {
            #expect(table.remove(ObjectIdentifier(key)) != nil)
            table.shrinkIfSparse()
        }
        #expect(table.count == 0)
        #expect(pool.allSatisfy { table[ObjectIdentifier($0)] == nil })
        #expect(table.remove(ObjectIdentifier(pool[0])) == nil)
    }
}
