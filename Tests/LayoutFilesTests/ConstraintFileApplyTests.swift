import Constraints
import LayoutFiles
import Testing

@Suite("Constraint files: solving")
struct ConstraintFileApplyTests {
    typealias Support = ConstraintFileTestSupport

    @Test func specExample() throws {
        let text = """
            left >= 0
            right <= 320
            right == left + width
            width >= 100 @strong        # a strong preference
            width == 2 * height @weak
            center.x == (left + right) / 2
            suggest left = 40           # edit variable, strong by default
            suggest width = 500 @medium
            """
        let values = try ConstraintFile.parse(text, name: "f").solve()
        #expect(values.map(\.name) == ["left", "right", "width", "height", "center.x"])
        #expect(values.map(\.value) == [40, 320, 280, 140, 180])
    }

    @Test(arguments: [
        (PriorityModel.strict, 200.0),
        (.weighted, 120),
    ])
    func strictAndWeightedDiffer(priorities: PriorityModel, width: Double) throws {
        let text = """
            column == 120
            width == 200 @400
            width <= column @weak
            width + 10 <= column + 10 @weak
            """
        #expect(try Support.solve(text, priorities: priorities)["width"] == width)
    }

    @Test func laterSuggestMovesTheTarget() throws {
        let text = "x <= 100\nsuggest x = 30\nsuggest x = 60 @strong\n"
        #expect(try Support.solve(text)["x"] == 60)
    }

    @Test func laterSuggestReplacesThePriority() throws {
        // x == 50 @medium competes with the edit. At weak the edit loses, at strong it wins:
        // only true if the second suggest replaced the edit at the new priority.
        let base = "x == 50 @medium\nsuggest x = 10 @weak\n"
        #expect(try Support.solve(base)["x"] == 50)
        #expect(try Support.solve(base + "suggest x = 20 @strong\n")["x"] == 20)
        #expect(try Support.solve(base + "suggest x = 20 @strong\nsuggest x = 30 @weak\n")["x"] == 50)
    }

    @Test func applyLeavesEditVariablesInTheSolver() throws {
        let file = try ConstraintFile.parse("x >= 0\nsuggest x = 5 @medium\n", name: "f")
        var solver = Solver()
        try file.apply(to: &solver)
        let x = file.variables[0]
        #expect(solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 5)
        // The caller can keep dragging.
        try solver.suggestValue(-3, for: x)
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraints.count == 1)
    }

    @Test func suggestOnlyAndZeroCoefficientVariablesArePrinted() throws {
        let values = try ConstraintFile.parse("suggest a = 7\n0 * b == 0\n", name: "f").solve()
        #expect(values.map(\.name) == ["a", "b"])
        #expect(values.map(\.value) == [7, 0])
    }

    @Test func unsatisfiableNamesTheConflictingLines() throws {
        let text = """
            x >= 0
            y >= 0
            y == x + 10
            # a comment
            y <= 15
            z == 2 * y @weak
            x >= 20   # too much
            """
        let error = try #require(Support.error(in: text))
        #expect(error.kind == .unsatisfiableConstraint)
        #expect(error.description == "f.constraints:7:1: error: unsatisfiable constraint 'x >= 20' conflicts with lines 3, 5")
    }

    @Test(arguments: [
        ("x == 1\n  x == 2 @required", 2, 3, "unsatisfiable constraint 'x == 2 @required' conflicts with line 1"),
        ("1 == 2", 1, 1, "unsatisfiable constraint '1 == 2' can never hold"),
        ("x >= 0\nx <= -1 @1000", 2, 1, "unsatisfiable constraint 'x <= -1 @1000' conflicts with line 1"),
    ])
    func unsatisfiableMessages(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Support.error(in: text))
        #expect(error.kind == .unsatisfiableConstraint)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message == message)
    }

    @Test func unsatisfiableDoesNotBlameOptionalConstraints() throws {
        let error = try #require(Support.error(in: "x == 1 @strong\nx >= 3\nx <= 2\n"))
        #expect(error.message == "unsatisfiable constraint 'x <= 2' conflicts with line 2")
    }

    @Test func conflictsFromOutsideTheFileAreQuoted() throws {
        let file = try ConstraintFile.parse("x >= 5", name: "f")
        var solver = Solver()
        try solver.add(Constraint(LinearExpression(file.variables[0]), .lessThanOrEqual, LinearExpression(1)))
        #expect(throws: ConstraintFileError.self) { try file.apply(to: &solver) }
        do throws(ConstraintFileError) {
            try file.apply(to: &solver)
        } catch {
            #expect(error.message == "unsatisfiable constraint 'x >= 5' conflicts with 'x <= 1'")
        }
    }
}
