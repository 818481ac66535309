import Constraints

/// `Σ coefficient × anchor + constant`, over anchors of any kind.
public struct AnchorExpression: CustomStringConvertible {
    /// An anchor times its coefficient.
    public struct Term {
        /// The anchor of the term.
        public var anchor: AnyAnchor
        /// What the anchor is multiplied by.
        public var coefficient: Double

        /// Creates `coefficient × anchor`.
        public init(_ anchor: AnyAnchor, _ coefficient: Double = 1) {
            self.anchor = anchor
            self.coefficient = coefficient
        }

        /// Creates `coefficient × anchor`.
        public init(anchor: AnyAnchor, coefficient: Double) {
            self.init(anchor, coefficient)
        }
    }

    // The first term is held inline and only the others in a list: most sides of a user
    // constraint have one term, and a list of one is an allocation of 64 bytes (two for each
    // aspect ratio of a grid: 1.3 MB at 10,000 images). An expression is 40 bytes, not 16.
    /// The first term, nil when there is none.
    private(set) var firstTerm: Term?
    /// The terms after the first, in order.
    private var laterTerms: [Term]

    /// The constant term.
    public var constant: Double

    /// The terms, in the order written. (A new list on each read: the engine reads them in
    /// place through ``storedTerms``.)
    public var terms: [Term] {
        get { Array(storedTerms) }
        set { self = AnchorExpression(terms: newValue, constant: constant) }
    }

    /// Creates `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.firstTerm = terms.first
        self.laterTerms = terms.count > 1 ? Array(terms.dropFirst()) : []
        self.constant = constant
    }

    /// Creates `term + constant`, without a list.
    init(term: Term, constant: Double = 0) {
        self.firstTerm = term
        self.laterTerms = []
        self.constant = constant
    }

    /// Creates `1 × anchor`.
    public init(_ anchor: AnyAnchor) { self.init(term: Term(anchor)) }

    /// Creates a constant expression.
    public init(_ constant: Double) { self.init(constant: constant) }

    /// The terms read in place, in order.
    var storedTerms: StoredTerms { StoredTerms(first: firstTerm, later: laterTerms) }

    /// Appends `term` after the others.
    mutating func append(_ term: Term) {
        if firstTerm == nil { firstTerm = term } else { laterTerms.append(term) }
    }

    /// The expression times `factor`.
    public func scaled(by factor: Double) -> AnchorExpression {
        var scaled = AnchorExpression(constant: constant * factor)
        for term in storedTerms { scaled.append(Term(term.anchor, term.coefficient * factor)) }
        return scaled
    }

    /// Whether every number is finite.
    var isFinite: Bool { constant.isFinite && storedTerms.allSatisfy { $0.coefficient.isFinite } }

    /// A readable form, as used in reports and messages.
    public var description: String {
        var text = ""
        for term in storedTerms {
            let c = term.coefficient
            if text.isEmpty { text += c < 0 ? "-" : "" } else { text += c < 0 ? " - " : " + " }
            let magnitude = abs(c)
            text += magnitude == 1 ? term.anchor.description : "\(formatCoordinate(magnitude)) * \(term.anchor)"
        }
        if text.isEmpty { return formatCoordinate(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatCoordinate(-constant))" : " + \(formatCoordinate(constant))" }
        return text
    }
}

extension AnchorExpression {
    /// An expression's terms as a collection over its own storage (no list is made).
    struct StoredTerms: RandomAccessCollection {
        let first: Term?
        let later: [Term]

        var startIndex: Int { 0 }
        var endIndex: Int { first == nil ? 0 : 1 + later.count }

        subscript(position: Int) -> Term {
            if position == 0, let first { return first }
            return later[position - 1]
        }
    }
}
