import Constraints

/// Reading the expressions of a statement, folded as they are read.
extension ConstraintFileParser {
    /// One level of parentheses being read (the whole expression is the outermost): what
    /// has been read at this level so far.
    private struct Level {
        /// The `(` that opened the level; nil for the whole expression.
        var open: ConstraintFileToken?
        /// The sum of the terms before the current one.
        var sum = LinearExpression()
        /// The `+` or `-` before the current term; nil while reading the first term.
        var sumOperator: ConstraintFileToken?
        /// The product of the factors of the current term before the current factor.
        var product = LinearExpression()
        /// The `*` or `/` before the current factor; nil while reading a term's first factor.
        var productOperator: ConstraintFileToken?
        /// Whether an odd number of unary minus signs precede the current factor.
        var negated = false
    }

    /// `expr := term (("+" | "-") term)*`, `term := factor (("*" | "/") factor)*`,
    /// `factor := number | identifier | "(" expr ")" | "-" factor | "+" factor`.
    ///
    /// Read with an explicit stack of parenthesis levels rather than by recursion, so that
    /// nesting is limited by memory, not by the thread's stack (10,000 nested parentheses or
    /// unary minus signs are fine). Sums append terms in place: linear in the terms.
    /// - Returns: the expression, folded (its terms as written, with their coefficients).
    /// - Throws: the first error in the expression, at its token.
    mutating func expression() throws(ConstraintFileError) -> LinearExpression {
        var levels = [Level()]
        while true {
            // A factor: signs and '(' first, then a number or a name.
            let token = advance()
            var value: LinearExpression
            switch token.kind {
            case .minus:
                levels[levels.count - 1].negated.toggle()
                continue
            case .plus:
                continue
            case .leftParen:
                levels.append(Level(open: token))
                continue
            case .number(let number):
                value = LinearExpression(number)
            case .identifier(let name):
                value = LinearExpression(try variable(named: name, at: token))
            case .rightParen:
                throw error("unexpected ')': expected a number, a variable or '('", at: token)
            default:
                throw error("expected a number, a variable or '(', found \(token.quoted)", at: token)
            }
            // Fold the factor into its level; a level that ends is a factor of the one around it.
            while true {
                let top = levels.count - 1
                if levels[top].negated {
                    value = -value
                    levels[top].negated = false
                }
                if let op = levels[top].productOperator {
                    value = try product(levels[top].product, op, value)
                    levels[top].productOperator = nil
                }
                if current.kind == .star || current.kind == .slash {
                    levels[top].product = value
                    levels[top].productOperator = advance()
                    break
                }
                if let op = levels[top].sumOperator {
                    if op.kind == .plus { levels[top].sum += value } else { levels[top].sum -= value }
                    guard levels[top].sum.constant.isFinite else {
                        throw error(.nonFiniteNumber, "the result of '\(op.text)' is not finite", at: op)
                    }
                } else {
                    levels[top].sum = value
                }
                if current.kind == .plus || current.kind == .minus {
                    levels[top].sumOperator = advance()
                    break
                }
                let level = levels.removeLast()
                guard let open = level.open else { return level.sum }
                let closing = advance()
                guard closing.kind == .rightParen else {
                    throw error(
                        "expected ')' to close the '(' at column \(open.column), found \(closing.quoted)", at: closing)
                }
                value = level.sum
            }
        }
    }

    /// `left * right` or `left / right` for the operator `op`, checked to stay linear and finite.
    private func product(
        _ left: LinearExpression, _ op: ConstraintFileToken, _ right: LinearExpression
    ) throws(ConstraintFileError) -> LinearExpression {
        let result: LinearExpression
        if op.kind == .star {
            if left.terms.isEmpty {
                result = right.scaled(by: left.constant)
            } else if right.terms.isEmpty {
                result = left.scaled(by: right.constant)
            } else {
                throw error(.nonlinearProduct, "nonlinear product: both sides of '*' hold a variable", at: op)
            }
        } else {
            guard right.terms.isEmpty else {
                throw error(
                    .divisionByVariable, "division by an expression that holds a variable: '/' only divides by a constant",
                    at: op)
            }
            guard right.constant != 0 else {
                throw error(.divisionByZero, "division by zero", at: op)
            }
            let divisor = right.constant
            result = LinearExpression(
                terms: left.terms.map { LinearExpression.Term($0.variable, $0.coefficient / divisor) },
                constant: left.constant / divisor)
        }
        return try finite(result, op)
    }

    private func finite(_ expression: LinearExpression, _ op: ConstraintFileToken) throws(ConstraintFileError) -> LinearExpression {
        guard expression.isFinite else {
            throw error(.nonFiniteNumber, "the result of '\(op.text)' is not finite", at: op)
        }
        return expression
    }
}
