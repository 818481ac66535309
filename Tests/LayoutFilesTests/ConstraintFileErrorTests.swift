import Constraints
import LayoutFiles
import Testing

@Suite("Constraint files: errors")
struct ConstraintFileErrorTests {
    typealias Support = ConstraintFileTestSupport
    typealias Kind = ConstraintFileError.Kind

    /// Every error the spec names, with its line, column (of the offending token) and words.
    @Test(arguments: [
        // syntax: unexpected or missing tokens
        ("x == 1 +", Kind.syntax, 1, 9, "expected a number, a variable or '(', found end of line"),
        ("== 3", .syntax, 1, 1, "expected a number, a variable or '(', found '=='"),
        ("x == ()", .syntax, 1, 7, "unexpected ')'"),
        ("x == 1 @", .syntax, 1, 9, "expected a priority after '@'"),
        ("x == 3 $", .syntax, 1, 8, "unexpected character '$'"),
        ("x == 3 @ $", .syntax, 1, 10, "unexpected character '$'"),
        ("x * y == 1 $", .nonlinearProduct, 1, 3, "nonlinear product"),  // the leftmost error wins
        ("x + 1 1e999", .nonFiniteNumber, 1, 7, "is not finite"),
        ("é == 1", .syntax, 1, 1, "unexpected character U+E9"),
        // missing relation, wrong relation, two relations
        ("x + 1", .syntax, 1, 6, "missing relation"),
        ("x + 1 # no relation", .syntax, 1, 6, "missing relation"),
        ("x = 3", .syntax, 1, 3, "'=' is not a relation"),
        ("x < 3", .syntax, 1, 3, "unexpected '<'"),
        ("x => 3", .syntax, 1, 3, "'=' is not a relation"),
        ("x <= y <= z", .syntax, 1, 8, "exactly one relation"),
        // unbalanced parentheses
        ("(x + 1 == 3", .syntax, 1, 8, "expected ')' to close the '(' at column 1"),
        ("x == 2 * (y + (z - 1)", .syntax, 1, 22, "expected ')' to close the '(' at column 10"),
        ("x + 1) == 3", .syntax, 1, 6, "unmatched ')'"),
        ("x == (y + 1))", .syntax, 1, 13, "unmatched ')'"),
        // trailing garbage
        ("x == 3 4", .syntax, 1, 8, "unexpected number '4' after the end of the constraint"),
        ("x == y z", .syntax, 1, 8, "unexpected 'z' after the end of the constraint"),
        ("x == 1 @strong weak", .syntax, 1, 16, "unexpected 'weak'"),
        ("x == 2x", .syntax, 1, 7, "unexpected 'x'"),
        // malformed numbers
        ("x == 1.e3", .syntax, 1, 6, "malformed number '1.'"),
        ("x == 2e", .syntax, 1, 6, "malformed number '2e'"),
        ("x == 2e+", .syntax, 1, 6, "expected digits in the exponent"),
        // nonlinear products and bad divisions
        ("x * y == 1", .nonlinearProduct, 1, 3, "nonlinear product"),
        ("(x + 1) * (y - 2) == 0", .nonlinearProduct, 1, 9, "nonlinear product"),
        ("x == (y - y) * z", .nonlinearProduct, 1, 14, "nonlinear product"),
        ("x / 0 == 1", .divisionByZero, 1, 3, "division by zero"),
        ("x == y / (2 - 2)", .divisionByZero, 1, 8, "division by zero"),
        ("1 / x == 1", .divisionByVariable, 1, 3, "division by an expression that holds a variable"),
        // non-finite numbers
        ("x == 1e400", .nonFiniteNumber, 1, 6, "number '1e400' is not finite"),
        ("x == -1e309 * y", .nonFiniteNumber, 1, 7, "is not finite"),
        ("x == 1e300 * 1e300", .nonFiniteNumber, 1, 12, "the result of '*' is not finite"),
        ("x / 1e-320 == 0", .nonFiniteNumber, 1, 3, "the result of '/' is not finite"),
        ("x == 1 @1e400", .nonFiniteNumber, 1, 9, "not finite"),
        ("1e308 * x + y == -1e308 * x", .nonFiniteNumber, 1, 15, "the coefficient of 'x' is not finite"),
        ("x + 1e308 == -1e308", .nonFiniteNumber, 1, 11, "the constant is not finite"),
        // priorities
        ("x == 1 @0", .invalidPriority, 1, 9, "priority 0 is outside (0, 1000]"),
        ("x == 1 @1000.5", .invalidPriority, 1, 9, "priority 1000.5 is outside (0, 1000]"),
        ("x == 1 @-5", .invalidPriority, 1, 9, "priority -5 is outside (0, 1000]"),
        ("x == 1 @high", .invalidPriority, 1, 9, "unknown priority 'high'"),
        ("x == 1 @Strong", .invalidPriority, 1, 9, "unknown priority 'Strong'"),
        // suggestions
        ("suggest x = y + 1", .nonConstantSuggestion, 1, 13, "must be a constant expression"),
        ("suggest x = 0 * y", .nonConstantSuggestion, 1, 13, "must be a constant expression"),
        ("suggest x = 5 @required", .invalidPriority, 1, 16, "cannot be required"),
        ("suggest x = 5 @1000", .invalidPriority, 1, 16, "cannot be required"),
        ("suggest x = 5 @0", .invalidPriority, 1, 16, "outside (0, 1000]"),
        ("suggest = 5", .syntax, 1, 9, "expected a variable name after 'suggest'"),
        ("suggest 3 = 5", .syntax, 1, 9, "expected a variable name after 'suggest'"),
        ("suggest x == 5", .syntax, 1, 11, "expected '=' after 'suggest x'"),
        ("suggest x", .syntax, 1, 10, "expected '=' after 'suggest x', found end of line"),
        ("suggest x = 5 6", .syntax, 1, 15, "after the end of the suggestion"),
        ("suggest x = 5 == 6", .syntax, 1, 15, "exactly one relation"),
        // lines and columns further into a file
        ("x >= 0\n\n  y == x *\n", .syntax, 3, 11, "expected a number, a variable or '('"),
        ("# c\r\nx >= 0\r\n\tz == x / 0\r\n", .divisionByZero, 3, 9, "division by zero"),
    ] as [(String, Kind, Int, Int, String)])
    func reportedWithLineAndColumn(source: String, kind: Kind, line: Int, column: Int, words: String) throws {
        let error = try #require(Support.error(in: source))
        #expect(error.kind == kind)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message.contains(words), "\(error.message)")
        #expect(error.description == "f.constraints:\(line):\(column): error: \(error.message)")
    }

    @Test func firstErrorInTheFileWins() throws {
        let error = try #require(Support.error(in: "x >= 0\nx * y == 1\nx / 0 == 1\n"))
        #expect(error.kind == .nonlinearProduct)
        #expect(error.line == 2)
    }

    @Test func parseErrorsComeBeforeSolving() throws {
        // Line 2 is unsatisfiable, line 3 does not parse: nothing is solved.
        let error = try #require(Support.error(in: "x == 1\nx == 2\nx ==\n"))
        #expect(error.kind == .syntax)
        #expect(error.line == 3)
    }

    @Test(arguments: [
        (ConstraintFileError(.syntax, file: "a.constraints", line: 3, column: 7, message: "m"), "a.constraints:3:7: error: m"),
        (ConstraintFileError(.solver, file: "a", line: 3, message: "m"), "a:3: error: m"),
        (ConstraintFileError(.unreadableFile, file: "a", message: "cannot read file"), "a: error: cannot read file"),
    ])
    func descriptions(error: ConstraintFileError, text: String) {
        #expect(error.description == text)
    }
}
