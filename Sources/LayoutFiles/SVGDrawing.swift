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
    /// The required constraints a conflict left out, as reported (`constraints[3]  a.width
    /// == 10`): listed in red under the legend, and the nodes they name outlined in red.
    public var brokenConstraints: [String] = []

    /// Creates a drawing of `items`, drawn in order.
    public init(items: [Item]) { self.items = items }

    static let padding = 16.0
    /// The height of one line of the legend.
    static let legendLine = 14.0
    static let viewFills = ["#dbe9f6", "#cfe3d4", "#f6e3c9", "#e7d9f2", "#f3d6d6"]

    /// The SVG document.
    /// - Returns: a standalone `<svg>` with a white background, the nodes and a legend.
    public func render() -> String {
        let rects = items.flatMap { [$0.frame] + ($0.content.map { [$0] } ?? []) }
        let minX = rects.map(\.x).min() ?? 0
        let minY = rects.map(\.y).min() ?? 0
        let maxX = rects.map { $0.x + max($0.width, 0) }.max() ?? 0
        let maxY = rects.map { $0.y + max($0.height, 0) }.max() ?? 0
        let p = Self.padding
        // The legend wraps to the drawing's width, which is at least wide enough for its
        // widest entry, so it is never clipped on a narrow root.
        let width = max(maxX - minX, Self.legendEntries.map(\.width).max() ?? 0, 120) + 2 * p
        let legendLines = Self.wrap(Self.legendEntries.map(\.width), within: width - 2 * p)
        let broken = brokenConstraints.map { "broken: \($0)" }
        let footer = Double(legendLines.count + broken.count) * Self.legendLine + 8
        let height = maxY - minY + 2 * p + footer
        func n(_ x: Double) -> String { LayoutNumber.compact(x) }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        var labels = LabelLayer()
        let offset = (p - minX, p - minY)
        for item in items {
            draw(item, offset: offset, into: &out, labels: &labels)
        }
        out += brokenOutlines(offset: offset)
        out += labels.text
        var y = maxY - minY + 2 * p
        out += legend(lines: legendLines, y: &y)
        for line in broken {
            out += "  <text class=\"broken\" x=\"\(n(p))\" y=\"\(n(y + 10))\" font-size=\"9\" fill=\"#c0392b\">\(Self.escape(line))</text>\n"
            y += Self.legendLine
        }
        out += "</svg>\n"
        return out
    }

    /// The legend's entries: a name, the style of its swatch, and the width it takes.
    static let legendEntries: [(name: String, style: String, width: Double)] = [
        ("view", "fill=\"#dbe9f6\" stroke=\"#4a5560\""),
        ("horizontal stack", "fill=\"none\" stroke=\"#d9730d\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""),
        ("vertical stack", "fill=\"none\" stroke=\"#7d3cbf\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""),
        ("scroll frame", "fill=\"none\" stroke=\"#1e8a4c\" stroke-width=\"2\""),
        ("scroll content", contentStyle),
        ("broken constraint", "fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\""),
    ].map { ($0.0, $0.1, 24 + Double($0.0.count) * 5) }

    /// Scroll content: a solid thin line over a light fill, unlike the dashed outlines of
    /// stacks, so the two are told apart at any size.
    static let contentStyle = "fill=\"#1e8a4c\" fill-opacity=\"0.08\" stroke=\"#1e8a4c\" stroke-width=\"0.75\""

    /// Splits entries of the given widths into lines no wider than `width` (each line at
    /// least one entry).
    static func wrap(_ widths: [Double], within width: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (k, w) in widths.enumerated() {
            if k > start && used + w > width {
                lines.append(start..<k)
                start = k
                used = 0
            }
            used += w
        }
        if start < widths.count { lines.append(start..<widths.count) }
        return lines
    }

    /// The key to the styles, wrapped on `lines`, starting at `y` (moved past it).
    private func legend(lines: [Range<Int>], y: inout Double) -> String {
        func n(_ x: Double) -> String { LayoutNumber.compact(x) }
        var out = "  <g class=\"legend\" font-size=\"9\" fill=\"#333333\">\n"
        for line in lines {
            var x = Self.padding
            for (name, style, width) in Self.legendEntries[line] {
                out += "    <rect x=\"\(n(x))\" y=\"\(n(y + 2))\" width=\"14\" height=\"10\" \(style)/>\n"
                out += "    <text x=\"\(n(x + 18))\" y=\"\(n(y + 11))\">\(name)</text>\n"
                x += width
            }
            y += Self.legendLine
        }
        out += "  </g>\n"
        return out
    }

    /// Red outlines around the nodes a broken constraint names.
    private func brokenOutlines(offset: (x: Double, y: Double)) -> String {
        guard !brokenConstraints.isEmpty else { return "" }
        var named: Set<String> = []
        for text in brokenConstraints {
            // Anchors read `id.attribute` or `id.guide.attribute`: the ids are the words
            // directly before a dot.
            var word = ""
            for c in text + " " {
                if c.isLetter || c.isNumber || c == "_" {
                    word.append(c)
                } else {
                    if c == ".", !word.isEmpty { named.insert(word) }
                    word = ""
                }
            }
        }
        func n(_ x: Double) -> String { LayoutNumber.compact(x) }
        var out = ""
        for item in items where named.contains(item.label) {
            let f = item.frame.offset(offset.x, offset.y)
            out += "  <rect class=\"broken\" data-id=\"\(Self.escape(item.label))\" x=\"\(n(f.x - 2))\" y=\"\(n(f.y - 2))\" width=\"\(n(max(f.width, 0) + 4))\" height=\"\(n(max(f.height, 0) + 4))\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\"/>\n"
        }
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
