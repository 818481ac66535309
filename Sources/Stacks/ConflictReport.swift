import Constraints

/// Where a constraint came from: a stack's recipe, a view's content size, a guide's
/// definition, the root's size, or the user.
public struct ConstraintOrigin: CustomStringConvertible {
    /// The kinds of origin.
    public enum Kind: Sendable, Hashable {
        case stack, contentSize, marginsGuide, safeArea, scrollContent, rootOrigin, rootWidth, rootHeight, user
    }

    public let kind: Kind
    /// UIKit's identifier (`UISV-spacing`, `UIView-margin-guide-constraint`), `content-size`,
    /// `safe-area`, `content-guide`, `root-origin`, `width`, `height`, or a user constraint's
    /// identifier (`constraint` when it has none).
    public let identifier: String
    /// The stack that generated it (kind `stack`).
    public let stack: StackView?
    /// The views it mentions (a guide counts as its view), the generating stack excluded.
    public let items: [LayoutView]
    /// The user constraint (kind `user`).
    public let constraint: LayoutConstraint?

    /// `UISV-spacing (S)` for a stack's constraint, the identifier otherwise.
    public var description: String {
        if let stack { return "\(identifier) (\(stack.displayName))" }
        return identifier
    }
}

/// One constraint in a conflict report.
public struct ReportedConstraint: CustomStringConvertible {
    public let origin: ConstraintOrigin
    /// The constraint over anchors: `b.leading == a.trailing + 10`.
    public let text: String
    public let priority: Priority

    public var description: String { "\(origin)  \(text)" }
}

/// Required constraints that could not all hold, as Auto Layout reports them: a minimal
/// conflicting set in creation order (the broken constraint included, last) and the
/// constraint that was broken (left out of the solver).
public struct ConflictReport: CustomStringConvertible {
    public let conflicting: [ReportedConstraint]
    public let broken: ReportedConstraint

    /// ```
    /// unable to satisfy all required constraints
    ///   conflicting:
    ///     UISV-spacing (S)             b.leading == a.trailing + 10
    ///     constraints[2]               a.width == 100
    ///   broken: constraints[2]  a.width == 100
    /// ```
    public var description: String {
        let width = conflicting.map { $0.origin.description.count }.max() ?? 0
        var lines = ["unable to satisfy all required constraints", "  conflicting:"]
        for c in conflicting {
            let origin = c.origin.description
            lines.append("    " + origin + String(repeating: " ", count: width - origin.count + 3) + c.text)
        }
        lines.append("  broken: \(broken.origin)  \(broken.text)")
        return lines.joined(separator: "\n")
    }
}
