/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// Built with the operators (`2 * w + 10`, `(left + right) / 2`). Terms keep the order in
/// which they were written and the same variable may appear more than once; the solver
/// combines them. Nothing is validated here: non-finite numbers are reported when a
/// constraint using the expression is added.
///
/// A long sum is built in linear time by a chain (`a + b + c`, each step appends to the
/// last one's terms) or in a loop with `+=` (`for v in vs { sum += v }`); `sum = sum + v`
/// in a loop copies every term at each step.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// A variable times its coefficient.
    public struct Term: Sendable {
        /// The variable of the term.
        public var variable: Variable
        /// What the variable is multiplied by.
        public var coefficient: Double

        /// Creates `coefficient × variable`.
        /// - Parameters:
        ///   - variable: the variable.
        ///   - coefficient: its factor, 1 by default.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order written (like terms are not combined here; the solver combines them).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// Adds `factor * other` to the expression in place: its terms are appended (amortized
    /// O(1) each), the constants added.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        if factor == 1 {
            terms.append(contentsOf: other.terms)
        } else {
            terms.reserveCapacity(terms.count + other.terms.count)
            for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        }
        constant += factor * other.constant
    }

    /// Multiplies every coefficient and the constant by `factor`, in place.
    mutating func scale(by factor: Double) {
        for i in terms.indices { terms[i].coefficient *= factor }
        constant *= factor
    }

    /// Divides every coefficient and the constant by `divisor` in place: each quotient
    /// correctly rounded (`(x + 3) / 10` holds 0.3, where times `1 / 10` gave
    /// 0.30000000000000004).
    mutating func divide(by divisor: Double) {
        for i in terms.indices { terms[i].coefficient /= divisor }
        constant /= divisor
    }

    /// The value of the expression when each variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// A readable form, as used in reports and messages.
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c)
            if text.isEmpty {
                text += c < 0 ? "-" : ""
            } else {
                text += c < 0 ? " - " : " + "
            }
            text += magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// Formats a number the way people write it: `12`, `12.5`, `-0.001`.
package func formatNumber(_ x: Double) -> String {
    if x.isFinite, abs(x) < 1e15, x == Double(Int64(x)) { return String(Int64(x)) }
    return String(x)
}
