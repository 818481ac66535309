@testable import LayoutFiles
import Testing

/// Values are printed without floating-point noise, and what is printed reads back exactly.
@Suite("Numbers without noise")
struct NumberNoiseTests {
    @Test(arguments: [
        (84.00000000000001, "84"), (0.1 + 0.2, "0.3"), (100.0 / 3.0, "33.333333333333336"),
        (-0.0, "0"), (1e-7, "1e-07"), (2.5, "2.5"), (-12.000000000000002, "-12"),
        (1e20, "1e+20"), (123456.78900000001, "123456.789"), (0.07 * 100, "7"),
    ])
    func printedWithoutNoise(value: Double, text: String) {
        #expect(ConstraintFile.formatReadable(value) == text)
    }

    /// JSON keeps the exact value.
    @Test func jsonIsExact() {
        #expect(ConstraintFile.formatJSON([("x", 84.00000000000001)]) == "{\"x\": 84.00000000000001}\n")
        #expect(ConstraintFile.formatText([("x", 84.00000000000001)]) == "x = 84\n")
    }

    /// On seeded random values: the printed text reads back to the snapped value, which is
    /// within four units in the last place of the original, and printing is idempotent.
    @Test func printedValuesReadBackExactly() {
        var state: UInt64 = 0x5eed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        for k in 0..<20_000 {
            let magnitude = [1.0, 1e-3, 1e3, 1e6, 1e-5][k % 5]
            var x = Double(next() % 2_000_000) / 1000 * magnitude
            if k % 3 == 0 { x = x / 7 }           // long expansions
            if k % 4 == 0 { x += x.ulp }           // noise
            if k % 2 == 0 { x = -x }
            let text = ConstraintFile.formatReadable(x)
            guard let back = Double(text) else {
                Issue.record("'\(text)' does not read back")
                continue
            }
            #expect(back == LayoutNumber.snapped(x), "\(x) printed as \(text)")
            #expect(abs(back - x) <= 4 * x.ulp, "\(x) moved to \(back)")
            #expect(ConstraintFile.formatReadable(back) == text)
        }
    }
}
