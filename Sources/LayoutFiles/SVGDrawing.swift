import Stacks

/// A drawing of a solved layout as SVG: each visible node a labelled rectangle.
///
/// Plain views are filled boxes with their id in the middle and their size under it;
/// stacks are dashed outlines, orange for horizontal and purple for vertical, labelled
/// in their top-left corner; scroll views are a solid green frame with their content
/// area (at offset zero) as a dotted green rectangle. A legend runs along the bottom.
public struct SVGDrawing: Sendable {
    /// What to draw for one node.
    public struct Item: Sendable {
        /// How the node is drawn.
        public enum Style: Sendable, Equatable {
            /// A plain view.
            case view
            /// A stack view, and whether its axis is horizontal.
            case stack(horizontal: Bool)
            /// A scroll view.
            case scroll
        }

        /// The label: the node's id, or its kind for a node without one.
        public var label: String
        /// How the item is drawn.
        public var style: Style
        /// The frame in root coordinates.
        public var frame: SVGRect
        /// For a scroll view, its content area in root coordinates.
        public var content: SVGRect?
        /// Nesting depth (0 for the root), which shades plain views.
        public var depth: Int
        /// Whether other nodes are drawn inside it: its label goes in a corner, not the middle.
        public var isContainer: Bool

        /// Creates an item of the drawing.
        public init(
            label: String, style: Style, frame: SVGRect, content: SVGRect? = nil, depth: Int, isContainer: Bool = false
        ) {
            self.label = label
            self.style = style
            self.frame = frame
            self.content = content
            self.depth = depth
            self.isContainer = isContainer
        }
    }

    /// The visible nodes, in tree order (later ones are drawn on top).
    public var items: [Item]

    /// Creates a drawing of `items`, drawn in order.
    public init(items: [Item]) { self.items = items }

    static let padding = 16.0
    static let legendHeight = 28.0
    static let viewFills = ["#dbe9f6", "#cfe3d4", "#f6e3c9", "#e7d9f2", "#f3d6d6"]

    /// The SVG document.
    /// - Returns: a standalone `<svg>` with a white background, the nodes and a legend.
    public func render() -> String {
        let rects = items.flatMap { [$0.frame] + ($0.content.map { [$0] } ?? []) }
        let minX = rects.map(\.x).min() ?? 0
        let minY = rects.map(\.y).min() ?? 0
        let maxX = max(rects.map { $0.x + max($0.width, 0) }.max() ?? 0, minX + 320)
        let maxY = rects.map { $0.y + max($0.height, 0) }.max() ?? 0
        let p = Self.padding
        let width = maxX - minX + 2 * p
        let height = maxY - minY + 2 * p + Self.legendHeight
        func n(_ x: Double) -> String { LayoutNumber.compact(x) }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        var labels = LabelLayer()
        for item in items {
            draw(item, offset: (p - minX, p - minY), into: &out, labels: &labels)
        }
        out += labels.text
        out += legend(y: height - Self.legendHeight + 8)
        out += "</svg>\n"
        return out
    }

    /// A one-line key to the styles.
    private func legend(y: Double) -> String {
        func n(_ x: Double) -> String { LayoutNumber.compact(x) }
        let entries: [(String, String)] = [
            ("view", "fill=\"#dbe9f6\" stroke=\"#4a5560\""),
            ("horizontal stack", "fill=\"none\" stroke=\"#d9730d\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""),
            ("vertical stack", "fill=\"none\" stroke=\"#7d3cbf\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""),
            ("scroll frame", "fill=\"none\" stroke=\"#1e8a4c\" stroke-width=\"2\""),
            ("content", "fill=\"#1e8a4c\" fill-opacity=\"0.06\" stroke=\"#1e8a4c\" stroke-dasharray=\"1 3\""),
        ]
        var out = "  <g class=\"legend\" font-size=\"9\" fill=\"#333333\">\n"
        var x = Self.padding
        for (name, style) in entries {
            out += "    <rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"14\" height=\"10\" \(style)/>\n"
            out += "    <text x=\"\(n(x + 18))\" y=\"\(n(y + 9))\">\(name)</text>\n"
            x += 24 + Double(name.count) * 5
        }
        out += "  </g>\n"
        return out
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for XML.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

/// A rectangle in root coordinates: the frames `Stacks` reports.
public typealias SVGRect = Rect

extension Rect {
    /// The rectangle moved by `(dx, dy)`.
    func offset(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
