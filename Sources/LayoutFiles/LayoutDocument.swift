import Constraints

/// A layout file (`.layout.json`) as data: a tree of views, stacks and scroll views,
/// extra constraints over their anchors, and edits applied after the first layout.
///
/// Read one with ``LayoutDocument/parse(_:)``; every problem is reported as a
/// ``LayoutDocumentError`` naming its place (a JSON path such as
/// `root.children[0].arranged[2].hugging`, or `constraints[3]`).
public struct LayoutDocument: Sendable {
    /// Which way leading and trailing run.
    public enum Direction: String, Sendable {
        /// `"leftToRight"`: leading is left.
        case leftToRight
        /// `"rightToLeft"`: leading is right.
        case rightToLeft
    }

    /// The root's width; `nil` means its compressed fitting width.
    public var width: Double?
    /// The root's height; `nil` means its compressed fitting height.
    public var height: Double?
    /// Left-to-right (the default) or right-to-left.
    public var direction: Direction = .leftToRight
    /// The priority model: weighted (UIKit's, the default) or strict.
    public var priorities: PriorityModel = .weighted
    /// The root node of the tree.
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
        public enum Kind: String, Sendable, CaseIterable {
            /// A plain view (the default).
            case view
            /// A stack view: lays out its `arranged` items.
            case stack
            /// A scroll view: its content guide is the content size.
            case scroll
        }

        /// The id that names the node in frames, constraints and changes; nil for an anonymous node.
        public var id: String?
        /// A view, a stack or a scroll view.
        public var kind: Kind = .view
        /// Where the node was read from.
        let location: LayoutNodeLocation
        /// The settable properties as written (a change can set them again).
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
        /// The first baseline's distance from the top: unset, `null` (none) or a number.
        public var firstBaseline: Double??
        /// The last baseline's distance from the bottom: unset, `null` (none) or a number.
        public var lastBaseline: Double??
        /// Content-hugging priorities per axis.
        public var hugging = AxisPair()
        /// Compression-resistance priorities per axis.
        public var compression = AxisPair()
        /// Layout margins per side.
        public var margins = Insets()
        /// Safe-area insets per side (root only).
        public var safeArea = Insets()
        /// Whether the node is hidden.
        public var hidden: Bool?
        /// A stack's axis.
        public var axis: Axis?
        /// A stack's distribution.
        public var distribution: Distribution?
        /// A stack's alignment.
        public var alignment: Alignment?
        /// A stack's spacing.
        public var spacing: Double?
        /// Custom spacing after arranged nodes, by id, in the order written; a `nil`
        /// space (JSON `null`) goes back to the stack's `spacing`.
        public var customSpacing: [(id: String, space: Double?)]?
        /// A stack's `isLayoutMarginsRelativeArrangement`.
        public var layoutMarginsRelative: Bool?
        /// A stack's `isBaselineRelativeArrangement`.
        public var baselineRelative: Bool?
        /// Text that wraps at word boundaries to the node's width (`WrappingText`): the
        /// node's intrinsic width is the unwrapped text's, its height follows the wrapping.
        public var text: String?
        /// The width of one character of ``text`` (1 by default: a terminal's grid).
        public var charWidth: Double?
        /// The height of one line of ``text`` (1 by default).
        public var lineHeight: Double?

        /// No property set.
        public init() {}
    }

    /// An intrinsic content size; `nil` in a dimension means none.
    public struct IntrinsicSize: Sendable {
        /// The width, nil when unset.
        public var width: Double?
        /// The height, nil when unset.
        public var height: Double?
    }

    /// Per-axis priorities as written (`nil`: not given).
    public struct AxisPair: Sendable {
        /// The horizontal value, nil when unset.
        public var horizontal: Double?
        /// The vertical value, nil when unset.
        public var vertical: Double?
    }

    /// Insets as written (`nil`: not given).
    public struct Insets: Sendable {
        /// The top inset, nil when unset.
        public var top: Double?
        /// The left inset, nil when unset.
        public var left: Double?
        /// The bottom inset, nil when unset.
        public var bottom: Double?
        /// The right inset, nil when unset.
        public var right: Double?

        /// Whether no side was given.
        public var isEmpty: Bool { top == nil && left == nil && bottom == nil && right == nil }
    }

    /// A stack's axis.
    public enum Axis: String, Sendable, CaseIterable {
        /// A row.
        case horizontal
        /// A column.
        case vertical
    }

    /// A stack's distribution along its axis.
    public enum Distribution: String, Sendable, CaseIterable {
        /// `StackView.Distribution.fill`.
        case fill
        /// `StackView.Distribution.fillEqually`.
        case fillEqually
        /// `StackView.Distribution.fillProportionally`.
        case fillProportionally
        /// `StackView.Distribution.equalSpacing`.
        case equalSpacing
        /// `StackView.Distribution.equalCentering`.
        case equalCentering
    }

    /// A stack's alignment across its axis (`top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: String, Sendable, CaseIterable {
        /// Items span the cross length.
        case fill
        /// Leading edges aligned (vertical stacks).
        case leading
        /// Top edges aligned (horizontal stacks).
        case top
        /// Trailing edges aligned (vertical stacks).
        case trailing
        /// Bottom edges aligned (horizontal stacks).
        case bottom
        /// Centers aligned.
        case center
        /// First baselines aligned.
        case firstBaseline
        /// Last baselines aligned.
        case lastBaseline
    }

    /// One entry of `constraints` (or of an `add` change): the text and its parse.
    public struct ConstraintEntry: Sendable {
        /// The string as written.
        public var text: String
        /// The parsed constraint over anchors.
        public var constraint: DocumentConstraint
        /// Whether a `drop` change, or removing a node it names, took it out.
        public var isDropped = false
        /// The line where the string starts in the file (its opening quote), 1-based; 0 when
        /// the entry was not read from a file.
        public var line = 0
        /// The column of the string's opening quote, 1-based; 0 when not read from a file.
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
        /// `{"hide": ID}`: hides a node.
        case hide(String)
        /// `{"show": ID}`: shows a hidden node.
        case show(String)
        /// `{"insert": NODE, "into": ID, "at": N}`: inserts a node into a node's arranged
        /// items (or children), at an index or at the end.
        case insert(Node, into: String, at: Int?)
        /// `{"remove": ID}`: removes a node and the constraints that name it.
        case remove(String)
        /// `{"set": ID, "to": {...}}`: sets properties of a node.
        case set(String, Properties)
        /// `{"resize": [WIDTH, HEIGHT]}`: a new root size (null for the fitting size).
        case resize(width: Double?, height: Double?)
        /// `{"add": "CONSTRAINT"}`: adds a constraint.
        case add(ConstraintEntry)
        /// `{"drop": N}`: removes `constraints[N]`.
        case drop(Int)
    }
}
