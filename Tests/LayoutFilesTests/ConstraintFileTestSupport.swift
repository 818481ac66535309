import Constraints
import LayoutFiles

/// Helpers shared by the constraint-file tests.
enum ConstraintFileTestSupport {
    /// The directory of the package, found from this file's path.
    static let packageRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/LayoutFilesTests/ThisFile.swift
        return parts.joined(separator: "/")
    }()

    /// The path of an example file.
    static func example(_ name: String) -> String { packageRoot + "/Examples/" + name }

    /// `lhs - rhs` of a constraint as coefficients summed per variable name, plus its constant.
    static func normalized(_ constraint: Constraint) -> (coefficients: [String: Double], constant: Double) {
        var coefficients: [String: Double] = [:]
        let difference = constraint.difference
        for term in difference.terms { coefficients[term.variable.name, default: 0] += term.coefficient }
        return (coefficients, difference.constant)
    }

    /// The single constraint of a one-line file.
    static func onlyConstraint(_ text: String) throws -> Constraint {
        let file = try ConstraintFile.parse(text, name: "test.constraints")
        guard file.statements.count == 1, case .constraint(let constraint) = file.statements[0].kind else {
            throw TestFailure("expected one constraint in \(text)")
        }
        return constraint
    }

    /// The error thrown when parsing or solving `text`, or `nil`.
    static func error(
        in text: String, priorities: PriorityModel = .strict
    ) -> ConstraintFileError? {
        do throws(ConstraintFileError) {
            _ = try ConstraintFile.parse(text, name: "f.constraints").solve(priorities: priorities)
            return nil
        } catch {
            return error
        }
    }

    /// Solves `text` and returns the values by name.
    static func solve(_ text: String, priorities: PriorityModel = .strict) throws -> [String: Double] {
        let values = try ConstraintFile.parse(text, name: "f.constraints").solve(priorities: priorities)
        return Dictionary(values.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
}

/// A failed expectation in a helper.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
