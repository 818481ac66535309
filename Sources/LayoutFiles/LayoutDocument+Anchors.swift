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
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The first baseline.
        case firstBaseline
        /// The last baseline.
        case lastBaseline

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
    public enum Family: Sendable {
        /// A horizontal position.
        case xPosition
        /// A vertical position.
        case yPosition
        /// A width or height.
        case dimension
    }

    /// The id of the node the anchor belongs to.
    public var id: String
    /// The guide of the node (`margins`, `safeArea`, `content`, `frame`), nil for the node itself.
    public var guide: Guide?
    /// Which attribute: `leading`, `top`, `width`, …
    public var attribute: Attribute

    /// A readable form, as used in reports and messages.
    public var description: String {
        guard let guide else { return "\(id).\(attribute.rawValue)" }
        return "\(id).\(guide.rawValue).\(attribute.rawValue)"
    }
}

/// A linear expression over anchors: `Σ coefficient × anchor + constant`.
public struct DocumentExpression: Sendable, CustomStringConvertible {
    /// An anchor times its coefficient.
    public struct Term: Sendable {
        /// The anchor of the term.
        public var anchor: DocumentAnchor
        /// What the anchor is multiplied by.
        public var coefficient: Double
    }

    /// Terms in the order written; an anchor may appear more than once.
    public var terms: [Term] = []
    /// The constant term.
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

    /// A readable form, as used in reports and messages.
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
    /// The left side.
    public var lhs: DocumentExpression
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// The right side.
    public var rhs: DocumentExpression
    /// The priority after `@`, required when none is written.
    public var priority: Priority

    /// Every anchor mentioned, left side first, in the order written.
    public var anchors: [DocumentAnchor] { (lhs.terms + rhs.terms).map(\.anchor) }

    /// A readable form, as used in reports and messages.
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
