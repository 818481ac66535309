import Constraints

/// An anchor named in a layout file: `ID.ATTRIBUTE` or `ID.GUIDE.ATTRIBUTE`.
public struct DocumentAnchor: Sendable, Hashable, CustomStringConvertible {
    /// A guide nested one level inside a node.
    public enum Guide: String, Sendable, CaseIterable {
        /// The layout margins (any node).
        case margins
        /// The safe area (the root's is inset; any other node's is its frame).
        case safeArea
        /// A scroll view's content area.
        case content
        /// A scroll view's visible frame.
        case frame
    }

    /// The attributes Auto Layout knows.
    public enum Attribute: String, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case firstBaseline, lastBaseline

        /// Which family the attribute belongs to: horizontal or vertical positions, or sizes.
        public var family: Family {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: .xPosition
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .yPosition
            case .width, .height: .dimension
            }
        }
    }

    /// Attribute families: a constraint may not mix horizontal and vertical positions.
    public enum Family: Sendable { case xPosition, yPosition, dimension }

    public var id: String
    public var guide: Guide?
    public var attribute: Attribute

    public var description: String {
        guard let guide else { return "\(id).\(attribute.rawValue)" }
        return "\(id).\(guide.rawValue).\(attribute.rawValue)"
    }
}

/// A linear expression over anchors: `Σ coefficient × anchor + constant`.
public struct DocumentExpression: Sendable, CustomStringConvertible {
    /// An anchor times its coefficient.
    public struct Term: Sendable {
        public var anchor: DocumentAnchor
        public var coefficient: Double
    }

    /// Terms in the order written; an anchor may appear more than once.
    public var terms: [Term] = []
    public var constant: Double = 0

    /// The expression times `factor`.
    func scaled(by factor: Double) -> DocumentExpression {
        DocumentExpression(
            terms: terms.map { Term(anchor: $0.anchor, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// Adds `sign × other` in place (its terms appended: amortized O(1) each).
    mutating func add(_ other: DocumentExpression, sign: Double) {
        if sign == 1 {
            terms.append(contentsOf: other.terms)
        } else {
            for term in other.terms { terms.append(Term(anchor: term.anchor, coefficient: term.coefficient * sign)) }
        }
        constant += sign * other.constant
    }

    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            text += text.isEmpty ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")
            text += abs(c) == 1 ? term.anchor.description : "\(LayoutNumber.compact(abs(c))) * \(term.anchor)"
        }
        if text.isEmpty { return LayoutNumber.compact(constant) }
        if constant != 0 {
            text += constant < 0 ? " - \(LayoutNumber.compact(-constant))" : " + \(LayoutNumber.compact(constant))"
        }
        return text
    }
}

/// A constraint over anchors as written in a layout file: `lhs REL rhs @priority`.
public struct DocumentConstraint: Sendable, CustomStringConvertible {
    public var lhs: DocumentExpression
    public var relation: Relation
    public var rhs: DocumentExpression
    public var priority: Priority

    /// Every anchor mentioned, left side first, in the order written.
    public var anchors: [DocumentAnchor] { (lhs.terms + rhs.terms).map(\.anchor) }

    public var description: String {
        let text = "\(lhs) \(relation) \(rhs)"
        return priority.isRequired ? text : "\(text) @\(LayoutNumber.compact(priority.value))"
    }
}

/// Why an anchor expression could not be read: a message and the 1-based column.
package struct DocumentConstraintSyntaxError: Error, Sendable {
    package var message: String
    package var column: Int
}
