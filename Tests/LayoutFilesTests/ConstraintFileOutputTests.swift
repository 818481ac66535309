import LayoutFiles
import Testing

@Suite("Constraint files: output")
struct ConstraintFileOutputTests {
    @Test(arguments: [
        (40.0, "40"),
        (-0.0, "0"),
        (0.0, "0"),
        (-12.0, "-12"),
        (0.1, "0.1"),
        (1e-7, "1e-07"),
        (12.5, "12.5"),
        (1e15, "1000000000000000"),
        (9_007_199_254_740_991.0, "9007199254740991"),
        (1e16, "1e+16"),
        (-1e300, "-1e+300"),
        (Double.infinity, "inf"),
    ])
    func format(value: Double, text: String) {
        #expect(ConstraintFile.format(value) == text)
    }

    /// Whatever the value, the text reads back as the same Double (and never as `-0`).
    @Test(arguments: [
        0.1, 0.2 + 0.1, 1e-7, -1e-7, 1.0 / 3.0, -2.5, 1e300, Double.leastNonzeroMagnitude, 2.2250738585072014e-308,
        9_007_199_254_740_993.0, 123_456_789.123_456_78, -0.0, 319.99999999999994, 1e15 + 0.5,
        Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
    ])
    func roundTrip(value: Double) throws {
        let text = ConstraintFile.format(value)
        let back = try #require(Double(text))
        #expect(back == value)
        #expect(!text.hasPrefix("-0"))
        #expect(!text.hasSuffix(".0"))
        // Our own grammar reads it back too.
        let file = try ConstraintFile.parse("x == \(text)", name: "f")
        #expect(-ConstraintFileTestSupport.normalized(file.constraints[0]).constant == value)
    }

    @Test func text() {
        let values: [(name: String, value: Double)] = [("left", 40), ("view.width", 0.1), ("z", -0.0)]
        #expect(ConstraintFile.formatText(values) == "left = 40\nview.width = 0.1\nz = 0\n")
        #expect(ConstraintFile.formatText([]) == "")
    }

    @Test func json() {
        let values: [(name: String, value: Double)] = [("right", 320), ("left", 40), ("a.b", 1e-7), ("q\"\\", 2.5)]
        #expect(ConstraintFile.formatJSON(values) == #"{"right": 320, "left": 40, "a.b": 1e-07, "q\"\\": 2.5}"# + "\n")
        #expect(ConstraintFile.formatJSON([]) == "{}\n")
        #expect(ConstraintFile.formatJSON([("nan", .nan)]) == #"{"nan": null}"# + "\n")
    }
}
