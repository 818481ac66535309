@testable import Constraints
import Testing

/// `Row.substitute(_:by:times:scratch:introduced:)`, the row operation of every pivot and
/// placement, against the two steps it replaces (remove the symbol, add the multiple of
/// the other row). Its in-place path moves the first new cell into the freed place
/// through one shift; an off-by-one there drops, duplicates or misorders a cell, which
/// these rows expose on the first step.
@Suite("Row substitution")
struct RowSubstitutionTests {
    /// A row of `count` distinct symbols from `0..<universe` with small integer
    /// coefficients (so that some sums cancel exactly), sorted by symbol.
    private func randomRow(count: Int, universe: Int, random: inout SplitMix64) -> Row {
        var symbols = Set<Int>()
        while symbols.count < min(count, universe) { symbols.insert(random.int(0...(universe - 1))) }
        var row = Row(constant: Double(random.int(-5...5)))
        for symbol in symbols.sorted() {
            var coefficient = Double(random.int(-3...3))
            if coefficient == 0 { coefficient = 1 }
            row.cells.append(Cell(symbol: Symbol(symbol), coefficient: coefficient))
        }
        return row
    }

    private func snapshot(_ row: Row) -> [String] {
        ["constant \(row.constant)"] + row.cells.map { "\($0.symbol): \($0.coefficient)" }
    }

    /// Long rows with one- to three-cell rows substituted (the in-place path, the new
    /// cell before, after or next to the freed place) and rows of similar length (the
    /// merge path).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func substitutionMatchesRemoveThenAdd(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for step in 0..<2_000 {
            let universe = random.int(4...120)
            let long = random.chance(0.7)
            var row = randomRow(count: random.int(1...(long ? universe : 8)), universe: universe, random: &random)
            let symbol = random.pick(row.cells).symbol
            let factor = random.pick(row.cells.filter { $0.symbol == symbol }).coefficient
            var other = randomRow(count: random.int(1...(long ? 3 : 12)), universe: universe, random: &random)
            other.cells.removeAll { $0.symbol == symbol }
            guard !other.cells.isEmpty else { continue }

            var expected = row
            var scratch: [Cell] = []
            var expectedIntroduced: [Symbol] = []
            expected.remove(symbol)
            expected.add(other, times: factor, scratch: &scratch, introduced: &expectedIntroduced)

            var introduced: [Symbol] = []
            row.substitute(symbol, by: other, times: factor, scratch: &scratch, introduced: &introduced)

            #expect(snapshot(row) == snapshot(expected), "seed \(seed) step \(step)")
            #expect(introduced.sorted() == expectedIntroduced.sorted(), "seed \(seed) step \(step)")
            #expect(zip(row.cells, row.cells.dropFirst()).allSatisfy { $0.symbol < $1.symbol })
            #expect(row.cells.allSatisfy { $0.coefficient != 0 })
        }
    }

    /// The shift itself at its edges: the new cell at either end, right next to the freed
    /// place, and where the freed cell was.
    @Test(arguments: [(0, 4), (4, 0), (2, 3), (3, 2), (2, 2), (0, 0), (4, 4)])
    func shiftPlacesTheCellAndKeepsTheOthersInOrder(source: Int, destination: Int) {
        var cells = (0..<5).map { Cell(symbol: Symbol($0 * 10), coefficient: Double($0)) }
        var expected = cells
        expected.remove(at: source)
        expected.insert(Cell(symbol: 99, coefficient: 9), at: destination)
        cells.shift(from: source, to: destination, placing: Cell(symbol: 99, coefficient: 9))
        #expect(cells.map(\.symbol) == expected.map(\.symbol))
        #expect(cells.map(\.coefficient) == expected.map(\.coefficient))
    }
}
