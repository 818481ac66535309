import Constraints
import LayoutFiles
import Testing

@Suite("Constraint files: parsing")
struct ConstraintFileParserTests {
    typealias Support = ConstraintFileTestSupport

    /// Every grammar feature, as `lhs - rhs` folded to coefficients and a constant.
    @Test(arguments: [
        // numbers
        ("x == 12", ["x": 1], -12.0),
        ("x == 12.5", ["x": 1], -12.5),
        ("x == .5", ["x": 1], -0.5),
        ("x == 1e3", ["x": 1], -1000),
        ("x == 2.5E-2", ["x": 1], -0.025),
        ("x == 1e+2", ["x": 1], -100),
        ("x == 0.1", ["x": 1], -0.1),
        // identifiers with dots, digits and underscores
        ("view.left_2 == 1", ["view.left_2": 1], -1),
        ("_a.b.c9 == 0", ["_a.b.c9": 1], 0),
        // unary signs
        ("-x == 3", ["x": -1], -3),
        ("+x == 3", ["x": 1], -3),
        ("- - x == 3", ["x": 1], -3),
        ("-(x + 1) == 0", ["x": -1], -1),
        ("2 * -x == 0", ["x": -2], 0),
        ("x - -3 == 0", ["x": 1], 3),
        // products and quotients, on either side, folded
        ("2 * x == 0", ["x": 2], 0),
        ("x * 2 == 0", ["x": 2], 0),
        ("2 * 3 * x == 0", ["x": 6], 0),
        ("(x + 1) * 2 == 0", ["x": 2], 2),
        ("2 * 3 == x", ["x": -1], 6),
        ("x / 4 == 0", ["x": 0.25], 0),
        ("8 / 2 / 2 * x == 0", ["x": 2], 0),
        ("c == (l + r) / 2", ["c": 1, "l": -0.5, "r": -0.5], 0),
        ("x / 3 == 0", ["x": 1.0 / 3.0], 0),
        // precedence and associativity
        ("x + 2 * y - 3 == 0", ["x": 1, "y": 2], -3),
        ("x - y - z == 0", ["x": 1, "y": -1, "z": -1], 0),
        ("x - (y - z) == 0", ["x": 1, "y": -1, "z": 1], 0),
        ("((x)) == ((1))", ["x": 1], -1),
        // the same variable twice, and a zero coefficient
        ("x + x == 4", ["x": 2], -4),
        ("0 * y + x == 1", ["x": 1, "y": 0], -1),
        // `suggest` is an ordinary name except as a statement's first word
        ("x == suggest", ["x": 1, "suggest": -1], 0),
        // spacing is free, tabs included
        ("x+1==y", ["x": 1, "y": -1], 1),
        ("\t x   <=\ty  # comment", ["x": 1, "y": -1], 0),
    ] as [(String, [String: Double], Double)])
    func expressions(source: String, coefficients: [String: Double], constant: Double) throws {
        let (actual, actualConstant) = Support.normalized(try Support.onlyConstraint(source))
        #expect(actual == coefficients)
        #expect(actualConstant == constant)
    }

    @Test(arguments: [
        ("x == 1", Relation.equal),
        ("x <= 1", .lessThanOrEqual),
        ("x >= 1", .greaterThanOrEqual),
    ])
    func relations(source: String, relation: Relation) throws {
        #expect(try Support.onlyConstraint(source).relation == relation)
    }

    @Test(arguments: [
        ("x == 1", 1000.0),
        ("x == 1 @required", 1000),
        ("x == 1 @strong", 750),
        ("x == 1 @medium", 500),
        ("x == 1 @weak", 250),
        ("x == 1 @1000", 1000),
        ("x == 1 @999.5", 999.5),
        ("x == 1 @0.001", 0.001),
        ("x == 1 @+10", 10),
        ("x == 1 @ 1e2", 100),
        ("x == 1 @strong # comment", 750),
    ])
    func constraintPriorities(source: String, priority: Double) throws {
        let constraint = try Support.onlyConstraint(source)
        #expect(constraint.priority.value == priority)
        #expect(constraint.priority.isRequired == (priority == 1000))
    }

    @Test(arguments: [
        ("suggest x = 40", 40.0, 750.0),
        ("suggest x = 40 @weak", 40, 250),
        ("suggest x = 40 @medium", 40, 500),
        ("suggest x = 2 * (10 + 5) / 3 @999", 10, 999),
        ("suggest x = -3.5", -3.5, 750),
        ("suggest x=1e3@1", 1000, 1),
    ])
    func suggestions(source: String, value: Double, priority: Double) throws {
        let file = try ConstraintFile.parse(source, name: "f")
        guard case .suggestion(let suggestion) = try #require(file.statements.first).kind else {
            Issue.record("not a suggestion: \(source)")
            return
        }
        #expect(suggestion.variable.name == "x")
        #expect(suggestion.value == value)
        #expect(suggestion.priority.value == priority)
    }

    @Test func variablesInOrderOfFirstAppearance() throws {
        let text = """
            # header
            0 * a + b == c
            suggest d = 1

            c == e + a + b
            f.g >= d
            """
        let file = try ConstraintFile.parse(text, name: "f")
        #expect(file.variables.map(\.name) == ["a", "b", "c", "d", "e", "f.g"])
        // One object per name, shared by every statement.
        let constraints = file.constraints
        #expect(constraints.count == 3)
        #expect(constraints[0].lhs.terms[0].variable === constraints[1].rhs.terms[1].variable)
    }

    @Test func statementsKeepLinesColumnsAndText() throws {
        let text = "\n  # only a comment\n\n   x >= 0   # why\r\nsuggest x = 5 @weak\r\n\t\ty == x @strong\n"
        let file = try ConstraintFile.parse(text, name: "f")
        #expect(file.statements.map(\.line) == [4, 5, 6])
        #expect(file.statements.map(\.column) == [4, 1, 3])
        #expect(file.statements.map(\.text) == ["x >= 0", "suggest x = 5 @weak", "y == x @strong"])
        let y = try #require(file.constraints.last)
        #expect(file.statement(declaring: y)?.line == 6)
        #expect(file.statement(declaring: Constraint(LinearExpression(1), .equal, LinearExpression(1))) == nil)
    }

    @Test(arguments: ["", "\n\n", "# nothing\n   \n\t# more\n"])
    func emptyFiles(text: String) throws {
        let file = try ConstraintFile.parse(text, name: "f")
        #expect(file.statements.isEmpty)
        #expect(file.variables.isEmpty)
    }

    @Test func constraintOverCallerVariables() throws {
        let left = Variable("a.left"), width = Variable("a.width")
        let constraint = try ConstraintFile.parseConstraint("a.left + a.width <= 320 @weak", name: "constraints[0]") {
            switch $0 {
            case "a.left": left
            case "a.width": width
            default: nil
            }
        }
        #expect(constraint.lhs.terms.map(\.variable.name) == ["a.left", "a.width"])
        #expect(constraint.lhs.terms[0].variable === left)
        #expect(constraint.priority == .weak)
        #expect(throws: ConstraintFileError(.unknownVariable, file: "c", line: 1, column: 11, message: "unknown name 'b.top'")) {
            try ConstraintFile.parseConstraint("a.left == b.top", name: "c") { $0 == "a.left" ? left : nil }
        }
    }
}
