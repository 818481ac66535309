import LayoutFiles
import Stacks
import Testing

/// Issue 9: layout files nested 10,000 deep are read, laid out, changed, printed and drawn
/// without recursion (checked on a 512 KB thread stack); errors deep inside name their place.
@Suite("Layout files: pathological sizes")
struct LayoutDocumentSizeTests {
    typealias Support = RenderTestSupport
    static let depth = 10_000

    /// `depth` nested stacks (axes alternating, ids `s0`... unless `ids` is false) around `leaf`.
    static func chain(
        _ depth: Int, ids: Bool = true, leaf: String = #"{"id": "leaf", "intrinsic": [10, 20]}"#
    ) -> String {
        var text = ""
        for i in 0..<depth {
            let id = ids ? #""id": "s\#(i)", "# : ""
            text += #"{\#(id)"kind": "stack", "axis": "\#(i % 2 == 0 ? "horizontal" : "vertical")", "arranged": ["#
        }
        return text + leaf + String(repeating: "]}", count: depth)
    }

    /// A document of size 375 × 667 with `root` and any further top-level members.
    static func document(_ root: String, _ rest: String = "") -> String {
        #"{"width": 375, "height": 667, "root": \#(root)\#(rest)}"#
    }

    @Test func tenThousandNestedStacks() throws {
        let text = Self.document(Self.chain(Self.depth))
        let (output, _) = Support.run(text)
        #expect(output.status == 0 && output.stderr.isEmpty)
        let rows = Support.table(output.stdout)
        #expect(rows.count == Self.depth + 1)
        #expect(rows.last?.id == "leaf" && rows.last?.values == [0, 0, 375, 667])
        let json = try Support.json(Support.run(text, ["--json"]).output.stdout)
        #expect(json.frames.count == Self.depth + 1 && json.frames.last?.1 == [0, 0, 375, 667])
        // Paths are kept in a table and spelled on demand: 120,000 characters at the bottom.
        let document = try LayoutDocument.parse(text)
        let path = document.root.find("leaf")?.path ?? ""
        #expect(path.count == 4 + 12 * Self.depth && path.hasSuffix("].arranged[0]"))
    }

    /// The drawing of 1,000 nested stacks (labels pushed right past each other: quadratic,
    /// so not 10,000 here).
    @Test func drawingOfNestedStacks() {
        let (output, svg) = Support.run(Self.document(Self.chain(1000)), ["--svg", "deep.svg"])
        #expect(output.status == 0)
        #expect(svg?.components(separatedBy: "<rect class=\"stack").count == 1001)
        #expect(svg?.contains("data-id=\"leaf\"") == true)
    }

    /// Reading, laying out, printing, drawing and freeing on a secondary thread's stack.
    @Test func onA512KBStack() {
        let text = Self.document(Self.chain(Self.depth, ids: false, leaf: #"{"id": "leaf"}"#))
        let result = onSmallStack { () -> (Int, String)? in
            guard let document = try? LayoutDocument.parse(text),
                let session = try? LayoutDocumentSession(document)
            else { return nil }
            let items = session.drawing.items.count
            let json = LayoutDocumentOutput.json(frames: session.frames, contentSizes: session.contentSizes)
            return (items, json)
        }
        #expect(result??.0 == Self.depth + 1)
        #expect(result??.1.contains(#""leaf": { "x": 0, "y": 0, "width": 375, "height": 667 }"#) == true)
    }

    /// Changes applied to the 10,000-deep tree give what a fresh layout of the result gives.
    @Test func changesDeepInside() throws {
        let n = Self.depth
        let changes = [
            #"{"hide": "leaf"}"#, #"{"show": "leaf"}"#,
            #"{"insert": {"id": "new", "intrinsic": [5, 5], "hugging": {"vertical": 251}}, "into": "s\#(n - 1)"}"#,
            #"{"set": "s\#(n / 2)", "to": {"spacing": 4}}"#, #"{"resize": [320, 480]}"#, #"{"remove": "new"}"#,
        ]
        let text = Self.document(Self.chain(n), #", "changes": [\#(changes.joined(separator: ", "))]"#)
        let document = try LayoutDocument.parse(text)
        let session = try LayoutDocumentSession(document)
        for (i, change) in document.changes.enumerated() { try session.apply(change, at: "changes[\(i)]") }
        let fresh = try LayoutDocumentSession(session.document)
        #expect(session.frames.count == n + 1)
        #expect(session.frames.map(\.frame) == fresh.frames.map(\.frame))
        #expect(session.frames.last?.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// JSON nested 100,000 deep is read; a document that is not an object says so.
    @Test func deepJSON() {
        let n = 100_000
        let arrays = String(repeating: "[", count: n) + String(repeating: "]", count: n)
        #expect(Support.run(arrays).output.stderr == "test.layout.json: error: expected an object, found an array\n")
        let unclosed = #"{"x": "# + String(repeating: "[", count: n)
        #expect(
            Support.run(unclosed).output.stderr
                == "test.layout.json: error: invalid JSON at line 1, column \(7 + n): unexpected end of file, expected a value\n")
        let deepValue = Self.document("{}", #", "x": "# + arrays)
        #expect(Support.run(deepValue).output.stderr.contains(#"unknown key "x""#))
    }

    /// An error at the bottom of the tree names its whole path.
    @Test func errorDeepInside() {
        let text = Self.document(Self.chain(Self.depth, ids: false, leaf: #"{"hugs": 1}"#))
        let stderr = Support.run(text).output.stderr
        let place = "root" + String(repeating: ".arranged[0]", count: Self.depth) + ".hugs"
        #expect(stderr.hasPrefix("test.layout.json: error: \(place): unknown key \"hugs\""))
    }

    /// A constraint string nested 10,000 parentheses deep.
    @Test func deepConstraintString() {
        let n = Self.depth
        let constraint = "leaf.width == " + String(repeating: "(", count: n) + "2 * box.width / 4" + String(repeating: ")", count: n)
        let root = #"{"id": "box", "children": [{"id": "leaf"}]}"#
        let rest = #", "constraints": ["leaf.left == box.left", "leaf.top == box.top", "leaf.height == 10", "\#(constraint)"]"#
        let rows = Support.table(Support.run(Self.document(root, rest)).output.stdout)
        #expect(rows.last?.id == "leaf" && rows.last?.values == [0, 0, 187.5, 10])
        let unclosed = #", "constraints": ["leaf.width == "# + String(repeating: "(", count: n) + #"1"]"#
        #expect(Support.run(Self.document(root, unclosed)).output.stderr.contains("expected ')' at column \(15 + n + 1)"))
    }

    /// Views made for deep nodes without an id are named by a shortened path.
    @Test func deepUnnamedNodesInAConflict() {
        let text = Self.document(Self.chain(30, ids: false), #", "constraints": ["leaf.width == 5"]"#)
        let stderr = Support.run(text).output.stderr
        #expect(stderr.contains("warning: unable to satisfy all required constraints"))
        #expect(stderr.contains("(root.arranged[0]…(8 levels)…." + String(repeating: "arranged[0].", count: 19) + "arranged[0])"))
    }
}
