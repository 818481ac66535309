extension SVGDrawing {
    /// Appends one node's rectangles to `out` and its labels to `labels`.
    /// - Parameters:
    ///   - item: the node.
    ///   - offset: added to root coordinates to get drawing coordinates.
    ///   - out: the SVG so far.
    ///   - labels: the labels so far, drawn after all rectangles.
    func draw(_ item: Item, offset: (x: Double, y: Double), into out: inout String, labels: inout LabelLayer) {
        func n(_ x: Double) -> String { LayoutNumber.compact(x) }
        let f = item.frame.offset(offset.x, offset.y)
        let w = max(f.width, 0)
        let h = max(f.height, 0)
        let label = Self.escape(item.label)
        let size = "\(n(item.frame.width)) × \(n(item.frame.height))"
        let title = "<title>\(label): \(n(item.frame.x)), \(n(item.frame.y)), \(size)</title>"
        let box = "data-id=\"\(label)\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(w))\" height=\"\(n(h))\""
        switch item.style {
        case .view:
            let fill = Self.viewFills[item.depth % Self.viewFills.count]
            out += "  <rect class=\"view\" \(box) fill=\"\(fill)\" stroke=\"#4a5560\" stroke-width=\"1\">\(title)</rect>\n"
            if item.isContainer {
                labels.add("\(item.label)  \(size)", in: f, fontSize: 10, fill: "#1d2329")
            } else {
                let cx = n(f.x + w / 2)
                let cy = f.y + h / 2
                labels.text += "  <text x=\"\(cx)\" y=\"\(n(cy - (h >= 26 ? 2 : -4)))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#1d2329\" \(Self.halo)>\(label)</text>\n"
                if h >= 26 {
                    labels.text += "  <text x=\"\(cx)\" y=\"\(n(cy + 10))\" font-size=\"9\" text-anchor=\"middle\" fill=\"#5a6570\">\(size)</text>\n"
                }
            }
        case .stack(let horizontal):
            let colour = horizontal ? "#d9730d" : "#7d3cbf"
            let kind = horizontal ? "horizontal" : "vertical"
            out += "  <rect class=\"stack \(kind)\" \(box) fill=\"\(colour)\" fill-opacity=\"0.05\" stroke=\"\(colour)\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\">\(title)</rect>\n"
            labels.add("\(item.label) \(horizontal ? "↔" : "↕")", in: f, fontSize: 9, fill: colour)
        case .scroll:
            let colour = "#1e8a4c"
            if let c = item.content?.offset(offset.x, offset.y) {
                out += "  <rect class=\"scroll-content\" data-id=\"\(label)\" x=\"\(n(c.x))\" y=\"\(n(c.y))\" width=\"\(n(max(c.width, 0)))\" height=\"\(n(max(c.height, 0)))\" \(Self.contentStyle)/>\n"
                labels.text += "  <text x=\"\(n(c.x + c.width - 2))\" y=\"\(n(c.y + c.height + 10))\" font-size=\"9\" text-anchor=\"end\" fill=\"\(colour)\" \(Self.halo)>content \(n(c.width)) × \(n(c.height))</text>\n"
            }
            out += "  <rect class=\"scroll\" \(box) fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\">\(title)</rect>\n"
            labels.add("\(item.label) (scroll)", in: f, fontSize: 9, fill: colour)
        }
    }

    /// A white outline under label text, so labels stay readable over other shapes.
    static let halo = "stroke=\"#ffffff\" stroke-width=\"2.5\" stroke-opacity=\"0.85\" paint-order=\"stroke\""

    /// The labels, drawn after every rectangle, and the boxes the corner labels cover.
    struct LabelLayer {
        var text = ""
        var boxes: [SVGRect] = []

        /// Adds a corner label inside `frame`'s top-left corner. A label that would overlap
        /// an earlier one moves down a line (nested stacks often share a corner); one wider
        /// than the frame is cut with an ellipsis; one that does not fit at all is left out
        /// (the rectangle's tooltip still names it). So labels neither overlap nor leave
        /// their boxes.
        mutating func add(_ label: String, in frame: SVGRect, fontSize: Double, fill: String) {
            let characterWidth = fontSize * 0.58
            // Bounded as a Double before the conversion, which would trap on a frame wider
            // than `Int`'s range or not a number (a huge margin or size gives such frames).
            let room = (frame.width - 4) / characterWidth
            guard room >= 2, frame.height >= fontSize + 2 else { return }
            let fitting = Int(min(room, Double(label.count + 1)))
            var shown = label
            if label.count > fitting { shown = String(label.prefix(fitting - 1)) + "…" }
            var box = SVGRect(x: frame.x + 2, y: frame.y + 1, width: Double(shown.count) * characterWidth, height: fontSize + 1)
            var moved = true
            while moved {
                moved = false
                for other in boxes
                where box.x < other.x + other.width && other.x < box.x + box.width
                    && box.y < other.y + other.height && other.y < box.y + box.height
                {
                    box.y = other.y + other.height + 1
                    moved = true
                }
            }
            guard box.y + box.height <= frame.y + frame.height else { return }
            boxes.append(box)
            let n = LayoutNumber.compact
            text += "  <text x=\"\(n(box.x))\" y=\"\(n(box.y + fontSize - 1))\" font-size=\"\(n(fontSize))\" fill=\"\(fill)\" \(SVGDrawing.halo)>\(SVGDrawing.escape(shown))</text>\n"
        }
    }
}
