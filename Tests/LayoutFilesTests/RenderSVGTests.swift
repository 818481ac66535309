import LayoutFiles
import Testing

/// `--svg`: a labelled rectangle per visible node, stacks and scroll content told apart.
@Suite("Layout files: SVG drawing")
struct RenderSVGTests {
    typealias Support = RenderTestSupport

    /// The `data-id` labels of the rectangles with `class` starting with `kind`.
    static func rects(_ svg: String, class kind: String) -> [String] {
        svg.split(separator: "\n").compactMap { line in
            guard line.contains("<rect class=\"\(kind)"), let start = line.firstRange(of: "data-id=\"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    @Test func simpleRecipeHasARectPerNodeWithItsLabel() throws {
        let (output, svg) = Support.run(try Support.example("simple-stack-view"), ["--svg", "out.svg"])
        #expect(output.status == 0)
        let drawing = try #require(svg)
        #expect(drawing.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(drawing.hasSuffix("</svg>\n"))
        #expect(Self.rects(drawing, class: "view") == ["root", "title", "image", "edit"])
        #expect(Self.rects(drawing, class: "stack vertical") == ["stack"])
        for label in ["root", "title", "image", "edit", "stack"] {
            #expect(drawing.contains(">\(label)<") || drawing.contains(">\(label) "), "label \(label)")
        }
        // The image's rectangle at its frame, offset by the 16 pt padding.
        #expect(drawing.contains("data-id=\"image\" x=\"32\" y=\"72.5\" width=\"343\" height=\"564.5\""))
        #expect(drawing.contains("stroke-dasharray=\"5 3\""))
    }

    @Test func hiddenNodesAndTheirSubtreesAreNotDrawn() throws {
        let text = #"""
            {"width": 200, "height": 50, "root": {"id": "root", "children": [
              {"id": "S", "kind": "stack", "arranged": [
                {"id": "shown", "intrinsic": [10, 10]},
                {"id": "inner", "kind": "stack", "hidden": true, "arranged": [{"id": "deep", "intrinsic": [5, 5]}]}]},
              {"id": "plain", "hidden": true}]}}
            """#
        let (output, svg) = Support.run(text, ["--svg", "x.svg"])
        #expect(output.status == 0)
        let drawing = try #require(svg)
        #expect(Self.rects(drawing, class: "view") == ["root", "shown"])
        #expect(Self.rects(drawing, class: "stack") == ["S"])
        #expect(!drawing.contains("deep") && !drawing.contains("plain") && !drawing.contains("inner"))
        // Hidden nodes are still printed in the table.
        #expect(Support.table(output.stdout).map(\.id) == ["root", "S", "shown", "inner", "deep", "plain"])
    }

    @Test func dynamicRecipeShowsScrollContentAndAxes() throws {
        let (output, svg) = Support.run(try Support.example("dynamic-stack-view"), ["--svg", "out.svg"])
        #expect(output.status == 0)
        let drawing = try #require(svg)
        #expect(Self.rects(drawing, class: "scroll\"") == ["scroll"])
        #expect(Self.rects(drawing, class: "scroll-content") == ["scroll"])
        #expect(drawing.contains("content 343 × 60"))
        #expect(Self.rects(drawing, class: "stack vertical") == ["stack"])
        #expect(Self.rects(drawing, class: "stack horizontal") == ["row1"])
        #expect(Self.rects(drawing, class: "view") == ["root", "date1", "number1", "delete1", "addItem"])
    }

    /// A fuzz finding: a right margin of 1.3e80 leaves the stack -1.3e80 wide, and the
    /// label's width in characters trapped in the conversion to `Int`. The frames are
    /// printed and drawn; the stack's label is left out.
    @Test func aFrameWiderThanAnyIntIsDrawn() throws {
        let document = """
            { "width": 375, "height": 667,
              "root": { "id": "root", "margins": { "left": 16, "right": 1.3e80 },
                "children": [ { "id": "stack", "kind": "stack", "axis": "vertical",
                  "arranged": [ { "id": "title", "intrinsic": [60, 20] } ] } ] },
              "constraints": [ "stack.leading == root.margins.leading",
                "stack.trailing == root.margins.trailing", "stack.top == root.top" ] }
            """
        let (output, svg) = Support.run(document, ["--svg", "out.svg"])
        #expect(output.status == 0)
        let drawing = try #require(svg)
        #expect(Self.rects(drawing, class: "stack vertical") == ["stack"])
        #expect(!drawing.contains(">stack<") && !drawing.contains(">stack "))
        #expect(drawing.contains(">root  375 × 667<"))
    }

    /// Corner labels of frames wider than any `Int`, or negative beyond it: drawn where
    /// there is room, left out where there is none, and no trap.
    @Test func cornerLabelsOfFramesBeyondIntsRange() {
        let drawing = SVGDrawing(items: [
            .init(label: "a", style: .stack(horizontal: true), frame: SVGRect(x: 0, y: 0, width: 1e300, height: 20), depth: 0),
            .init(label: "c", style: .stack(horizontal: true), frame: SVGRect(x: 0, y: 30, width: -1e300, height: 10), depth: 0),
        ]).render()
        #expect(drawing.contains(">a ↔<"))
        #expect(!drawing.contains(">c ↔<"))
    }

    @Test func unnamedNodesAreLabelledByKind() {
        let drawing = SVGDrawing(items: [
            .init(label: "view", style: .view, frame: SVGRect(x: 0, y: 0, width: 10, height: 10), depth: 0),
            .init(label: "a<b", style: .stack(horizontal: true), frame: SVGRect(x: 0, y: 0, width: 5, height: 5), depth: 1),
        ]).render()
        #expect(drawing.contains(">view<"))
        #expect(drawing.contains("a&lt;b"))
        #expect(!drawing.contains("a<b"))
    }
}
