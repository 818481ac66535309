import Constraints

/// A layout file (`.layout.json`) as data: a tree of views, stacks and scroll views,
/// extra constraints over their anchors, and edits applied after the first layout.
///
/// Read one with ``LayoutDocument/parse(_:)``; every problem is reported as a
/// ``LayoutDocumentError`` naming its place (a JSON path such as
/// `root.children[0].arranged[2].hugging`, or `constraints[3]`).
public struct LayoutDocument: Sendable {
    /// Which way leading and trailing run.
    public enum Direction: String, Sendable { case leftToRight, rightToLeft }

    /// The root's width; `nil` means its compressed fitting width.
    public var width: Double?
    /// The root's height; `nil` means its compressed fitting height.
    public var height: Double?
    public var direction: Direction = .leftToRight
    public var priorities: PriorityModel = .weighted
    public var root: Node
    /// The extra constraints, in order; `constraints[i]` in messages.
    public var constraints: [ConstraintEntry] = []
    /// The edits applied, in order, after the first layout.
    public var changes: [Change] = []
}

extension LayoutDocument {
    /// A node of the tree: a plain view, a stack or a scroll view.
    public struct Node: Sendable {
        /// What kind of node: `view`, `stack` or `scroll`.
        public enum Kind: String, Sendable, CaseIterable { case view, stack, scroll }

        public var id: String?
        public var kind: Kind = .view
        /// Where the node was read from.
        let location: LayoutNodeLocation
        public var properties = Properties()
        /// The arranged nodes and children (shared by copies of the node until one changes).
        var subtrees = LayoutNodeSubtrees()

        init(location: LayoutNodeLocation) { self.location = location }

        /// The JSON path the node was read from, for messages (spelled on each use: O(depth)).
        public var path: String { location.path }

        /// Plain subviews, placed only by constraints.
        public var children: [Node] {
            get { subtrees.children }
            set { mutableSubtrees().children = newValue }
        }

        /// A stack's arranged nodes, in order.
        public var arranged: [Node] {
            get { subtrees.arranged }
            set { mutableSubtrees().arranged = newValue }
        }
    }

    /// The settable properties of a node. In a `set` change only the keys given are
    /// present; in a node every missing key is `nil` and takes its default.
    public struct Properties: Sendable {
        /// The intrinsic size; each dimension may be absent (`null`).
        public var intrinsic: IntrinsicSize?
        public var firstBaseline: Double??
        public var lastBaseline: Double??
        public var hugging = AxisPair()
        public var compression = AxisPair()
        public var margins = Insets()
        public var safeArea = Insets()
        public var hidden: Bool?
        public var axis: Axis?
        public var distribution: Distribution?
        public var alignment: Alignment?
        public var spacing: Double?
        /// Custom spacing after arranged nodes, by id, in the order written; a `nil`
        /// space (JSON `null`) goes back to the stack's `spacing`.
        public var customSpacing: [(id: String, space: Double?)]?
        public var layoutMarginsRelative: Bool?
        public var baselineRelative: Bool?

        public init() {}
    }

    /// An intrinsic content size; `nil` in a dimension means none.
    public struct IntrinsicSize: Sendable {
        public var width: Double?
        public var height: Double?
    }

    /// Per-axis priorities as written (`nil`: not given).
    public struct AxisPair: Sendable {
        public var horizontal: Double?
        public var vertical: Double?
    }

    /// Insets as written (`nil`: not given).
    public struct Insets: Sendable {
        public var top: Double?
        public var left: Double?
        public var bottom: Double?
        public var right: Double?

        /// Whether no side was given.
        public var isEmpty: Bool { top == nil && left == nil && bottom == nil && right == nil }
    }

    /// A stack's axis.
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }

    /// A stack's distribution along its axis.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// A stack's alignment across its axis (`top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, trailing, bottom, center, firstBaseline, lastBaseline
    }

    /// One entry of `constraints` (or of an `add` change): the text and its parse.
    public struct ConstraintEntry: Sendable {
        /// The string as written.
        public var text: String
        /// The parsed constraint over anchors.
        public var constraint: DocumentConstraint
        /// Whether a `drop` change, or removing a node it names, took it out.
        public var isDropped = false
        /// Where the string starts in the file (its opening quote), 1-based; 0 when the
        /// entry was not read from a file.
        public var line = 0
        public var column = 0

        /// `PATH (line L, column C)`: where errors about the entry point, by index and in
        /// the file.
        /// - Parameter path: the entry's JSON path, such as `constraints[3]`.
        public func place(_ path: String) -> String {
            line > 0 ? "\(path) (line \(line), column \(column))" : path
        }
    }

    /// One entry of `changes`.
    public enum Change: Sendable {
        case hide(String)
        case show(String)
        case insert(Node, into: String, at: Int?)
        case remove(String)
        case set(String, Properties)
        case resize(width: Double?, height: Double?)
        case add(ConstraintEntry)
        case drop(Int)
    }
}
