import LayoutFiles
import Testing

/// The drawing's geometry: labels inside their boxes and apart, the legend inside the
/// canvas, broken constraints marked, content and stack outlines told apart.
@Suite("Layout files: SVG geometry")
struct SVGLayoutTests {
    /// Every `<text …>` of the labels (not the legend), with its position and size.
    static func labels(_ svg: String) -> [(x: Double, y: Double, size: Double, text: String)] {
        let lines: [String] = svg.split(separator: "\n").map(String.init)
        return lines.compactMap { line -> (x: Double, y: Double, size: Double, text: String)? in
            guard line.hasPrefix("  <text x=\""), !line.contains("class=\"broken\"") else { return nil }
            func attribute(_ name: String) -> Double? {
                guard let r = line.firstRange(of: "\(name)=\"") else { return nil }
                let rest = line[r.upperBound...]
                return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
            }
            guard let x = attribute("x"), let y = attribute("y"), let size = attribute("font-size"),
                let open = line.firstIndex(of: ">"), let close = line.firstRange(of: "</text>")
            else { return nil }
            return (x: x, y: y, size: size, text: String(line[line.index(after: open)..<close.lowerBound]))
        }
    }

    static func attribute(_ name: String, in svg: String) -> Double {
        guard let r = svg.firstRange(of: "\(name)=\"") else { return 0 }
        let rest = svg[r.upperBound...]
        return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) } ?? 0
    }

    /// Three stacks nested at the same corner: their labels stack downwards inside the
    /// innermost box they belong to, never overlapping.
    @Test func nestedStackLabelsStayApartAndInside() {
        let frames = [
            SVGRect(x: 0, y: 0, width: 120, height: 80), SVGRect(x: 0, y: 0, width: 100, height: 60),
            SVGRect(x: 0, y: 0, width: 80, height: 50),
        ]
        let drawing = SVGDrawing(items: frames.enumerated().map { k, f in
            .init(label: "stack\(k)", style: .stack(horizontal: k % 2 == 0), frame: f, depth: k, isContainer: true)
        }).render()
        let labels = Self.labels(drawing)
        #expect(labels.count == 3)
        for (k, a) in labels.enumerated() {
            // Inside the padded frame of its stack (padding 16).
            let f = frames[k]
            #expect(a.x >= f.x + 16 && a.y - a.size >= f.y + 16 && a.y <= f.y + 16 + f.height, "\(a)")
            #expect(a.x + Double(a.text.count) * a.size * 0.58 <= f.x + 16 + f.width + 0.001)
            for b in labels[(k + 1)...] {
                let apart = a.y <= b.y - b.size || b.y <= a.y - a.size
                #expect(apart, "\(a) overlaps \(b)")
            }
        }
    }

    @Test func longLabelsAreCutAndTinyBoxesUnlabelled() {
        let drawing = SVGDrawing(items: [
            .init(label: "aVeryLongStackName", style: .stack(horizontal: true), frame: SVGRect(x: 0, y: 0, width: 40, height: 30), depth: 0),
            .init(label: "tiny", style: .stack(horizontal: false), frame: SVGRect(x: 50, y: 0, width: 6, height: 30), depth: 0),
        ]).render()
        let labels = Self.labels(drawing)
        #expect(labels.count == 1)
        #expect(labels.first?.text.hasSuffix("…") == true)
        #expect(drawing.contains("data-id=\"tiny\""))  // drawn, named in its tooltip
    }

    @Test(arguments: [10.0, 60, 200])
    func theLegendFitsANarrowRoot(width: Double) {
        let drawing = SVGDrawing(items: [
            .init(label: "root", style: .view, frame: SVGRect(x: 0, y: 0, width: width, height: 20), depth: 0),
        ]).render()
        let canvas = Self.attribute("width", in: drawing)
        var maxRight = 0.0
        for line in drawing.split(separator: "\n") where line.hasPrefix("    <text") {
            let x = Self.attribute("x", in: String(line))
            let text = line.split(separator: ">")[1].split(separator: "<")[0]
            maxRight = max(maxRight, x + Double(text.count) * 9 * 0.58)
        }
        #expect(maxRight <= canvas, "legend reaches \(maxRight) on a canvas \(canvas) wide")
    }

    @Test func aBrokenConstraintIsMarkedAndListed() {
        var drawing = SVGDrawing(items: [
            .init(label: "root", style: .view, frame: SVGRect(x: 0, y: 0, width: 100, height: 50), depth: 0, isContainer: true),
            .init(label: "a", style: .view, frame: SVGRect(x: 0, y: 0, width: 10, height: 10), depth: 1),
            .init(label: "b", style: .view, frame: SVGRect(x: 20, y: 0, width: 10, height: 10), depth: 1),
        ])
        drawing.brokenConstraints = ["constraints[1]  a.width == root.margins.width"]
        let svg = drawing.render()
        #expect(RenderSVGTests.rects(svg, class: "broken") == ["root", "a"])
        #expect(svg.contains("broken: constraints[1]  a.width == root.margins.width"))
        #expect(svg.contains(">broken constraint<"))
    }

    /// Stacks are dashed; scroll content is a solid thin line.
    @Test func contentAndStackOutlinesDiffer() throws {
        let (_, svg) = RenderTestSupport.run(try RenderTestSupport.example("dynamic-stack-view"), ["--svg", "out.svg"])
        let drawing = try #require(svg)
        let lines = drawing.split(separator: "\n")
        let content = try #require(lines.first { $0.contains("class=\"scroll-content\"") })
        let stack = try #require(lines.first { $0.contains("class=\"stack ") })
        #expect(!content.contains("dasharray") && stack.contains("stroke-dasharray=\"5 3\""))
    }
}
