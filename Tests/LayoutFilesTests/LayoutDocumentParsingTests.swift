import Constraints
import LayoutFiles
import Testing

/// What a valid layout file reads as: the document model, anchor expressions, the value
/// level effect of each kind of change, and number formatting.
@Suite("Layout files: reading")
struct LayoutDocumentParsingTests {
    @Test func documentKeysAndDefaults() throws {
        let d = try LayoutDocument.parse(#"{"root": {}}"#)
        #expect(d.width == nil && d.height == nil)
        #expect(d.direction == .leftToRight)
        #expect(d.priorities == .weighted)
        #expect(d.root.kind == .view && d.root.id == nil && d.root.path == "root")
        #expect(d.constraints.isEmpty && d.changes.isEmpty)

        let e = try LayoutDocument.parse(
            #"{"width": 320.5, "height": null, "direction": "rightToLeft", "priorities": "strict", "root": {"id": "r"}}"#)
        #expect(e.width == 320.5 && e.height == nil)
        #expect(e.direction == .rightToLeft)
        #expect(e.priorities == .strict)
    }

    @Test func nodeProperties() throws {
        let d = try LayoutDocument.parse(#"""
            {"root": {"id": "root", "safeArea": {"top": 20}, "margins": {"left": 16, "right": 16},
              "children": [
                {"id": "S", "kind": "stack", "axis": "vertical", "distribution": "equalCentering",
                 "alignment": "bottom", "spacing": -2.5, "layoutMarginsRelative": true, "baselineRelative": true,
                 "customSpacing": {"b": 12, "a": 4},
                 "arranged": [
                   {"id": "a", "intrinsic": [null, 20.5], "firstBaseline": 16.5, "lastBaseline": 4,
                    "hugging": {"horizontal": 251}, "compression": {"vertical": 749}, "hidden": true},
                   {"id": "b"}
                 ]}
              ]}}
            """#)
        #expect(d.root.properties.safeArea.top == 20 && d.root.properties.safeArea.left == nil)
        #expect(d.root.properties.margins.left == 16 && d.root.properties.margins.top == nil)
        let s = try #require(d.root.find("S"))
        #expect(s.kind == .stack && s.path == "root.children[0]")
        #expect(s.properties.axis == .vertical)
        #expect(s.properties.distribution == .equalCentering)
        #expect(s.properties.alignment == .bottom)
        #expect(s.properties.spacing == -2.5)
        #expect(s.properties.layoutMarginsRelative == true && s.properties.baselineRelative == true)
        #expect(s.properties.customSpacing?.map(\.id) == ["b", "a"])
        #expect(s.properties.customSpacing?.map(\.space) == [12, 4])
        let a = try #require(d.root.find("a"))
        #expect(a.path == "root.children[0].arranged[0]")
        #expect(a.properties.intrinsic?.width == nil && a.properties.intrinsic?.height == 20.5)
        #expect(a.properties.firstBaseline == .some(16.5) && a.properties.lastBaseline == .some(4))
        #expect(a.properties.hugging.horizontal == 251 && a.properties.hugging.vertical == nil)
        #expect(a.properties.compression.vertical == 749 && a.properties.compression.horizontal == nil)
        #expect(a.properties.hidden == true)
        #expect(d.root.ids == ["root", "S", "a", "b"])
        #expect(d.root.parent(of: "b")?.id == "S")
    }

    @Test func treeOrderIsArrangedThenChildren() throws {
        let d = try LayoutDocument.parse(#"""
            {"root": {"id": "r", "children": [
              {"id": "S", "kind": "stack", "children": [{"id": "plain"}], "arranged": [{"id": "x"}, {"id": "y"}]},
              {"id": "z"}]}}
            """#)
        #expect(d.root.ids == ["r", "S", "x", "y", "plain", "z"])
    }

    @Test(arguments: [
        ("a.width == 2 * b.width - 4 @750", "a.width == 2 * b.width - 4 @750"),
        ("a.leading == b.trailing + 8", "a.leading == b.trailing + 8"),
        ("root.safeArea.bottom == c.bottom + 8", "root.safeArea.bottom == c.bottom + 8"),
        ("c.centerX == (a.left + b.right) / 2", "c.centerX == 0.5 * a.left + 0.5 * b.right"),
        ("s.content.height >= s.frame.height * 1.5 @strong", "s.content.height >= 1.5 * s.frame.height @750"),
        ("-a.top <= -(b.bottom) + .5e1 @weak", "-a.top <= -b.bottom + 5 @250"),
        ("a.width == 100 @required", "a.width == 100"),
        ("a.margins.left == 3 * 4", "a.margins.left == 12"),
    ])
    func anchorExpressions(text: String, normalised: String) throws {
        let json = #"""
            {"root": {"id": "root", "children": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "s", "kind": "scroll"}]},
             "constraints": ["\#(text)"]}
            """#
        let root = try LayoutDocument.parse(json)
        #expect(root.constraints[0].text == text)
        #expect(root.constraints[0].constraint.description == normalised)
    }

    @Test func anchorParts() throws {
        let d = try LayoutDocument.parse(#"""
            {"root": {"id": "root", "children": [{"id": "sc", "kind": "scroll"}]},
             "constraints": ["sc.content.width == root.margins.width - 2 * sc.width @999"]}
            """#)
        let c = d.constraints[0].constraint
        #expect(c.relation == .equal && c.priority == Priority(999))
        #expect(c.anchors.map(\.id) == ["sc", "root", "sc"])
        #expect(c.anchors.map(\.guide) == [.content, .margins, nil])
        #expect(c.anchors.map(\.attribute) == [.width, .width, .width])
        #expect(c.rhs.terms.map(\.coefficient) == [1, -2])
    }

    @Test func changesOfEveryKind() throws {
        let d = try LayoutDocument.parse(#"""
            {"root": {"id": "root", "children": [
               {"id": "S", "kind": "stack", "customSpacing": {"a": 5}, "arranged": [{"id": "a"}, {"id": "b"}]}]},
             "constraints": ["a.width == 10", "b.width == 20"],
             "changes": [
               {"hide": "a"}, {"show": "a"},
               {"insert": {"id": "c", "intrinsic": [1, 2]}, "into": "S", "at": 1},
               {"insert": {"id": "d"}, "into": "S"},
               {"set": "S", "to": {"spacing": 4, "axis": "vertical", "customSpacing": {"a": null, "c": 7}}},
               {"set": "a", "to": {"hugging": {"vertical": 1}, "intrinsic": [3, null], "firstBaseline": null}},
               {"resize": [null, 40]},
               {"add": "c.height == 9"},
               {"drop": 1},
               {"remove": "a"}
             ]}
            """#)
        var state = d
        var steps: [LayoutDocument] = []
        for (i, change) in d.changes.enumerated() {
            state = try state.applying(change, at: "changes[\(i)]")
            steps.append(state)
        }
        #expect(steps[0].root.find("a")?.properties.hidden == true)
        #expect(steps[1].root.find("a")?.properties.hidden == false)
        #expect(steps[2].root.find("S")?.arranged.map { $0.id ?? "" } == ["a", "c", "b"])
        #expect(steps[2].root.find("c")?.path == "changes[2].insert")
        #expect(steps[3].root.find("S")?.arranged.map { $0.id ?? "" } == ["a", "c", "b", "d"])
        let s = try #require(steps[4].root.find("S"))
        #expect(s.properties.spacing == 4 && s.properties.axis == .vertical)
        #expect(s.properties.customSpacing?.map(\.id) == ["c"])
        let a = try #require(steps[5].root.find("a"))
        #expect(a.properties.hugging.vertical == 1 && a.properties.hugging.horizontal == nil)
        #expect(a.properties.intrinsic?.width == 3 && a.properties.intrinsic?.height == nil)
        #expect(a.properties.firstBaseline == .some(nil))
        #expect(steps[6].width == nil && steps[6].height == 40)
        #expect(steps[7].constraints.count == 3 && steps[7].constraints[2].text == "c.height == 9")
        #expect(steps[8].constraints.map(\.isDropped) == [false, true, false])
        // Removing a drops the constraints naming it, and forgets custom spacing after it.
        #expect(steps[9].root.find("a") == nil)
        #expect(steps[9].constraints.map(\.isDropped) == [true, true, false])
        #expect(steps[9].root.find("S")?.arranged.map { $0.id ?? "" } == ["c", "b", "d"])
    }

    @Test func removingForgetsCustomSpacingAfterTheNode() throws {
        let d = try LayoutDocument.parse(#"""
            {"root": {"id": "S", "kind": "stack", "customSpacing": {"a": 5, "b": 6}, "arranged": [{"id": "a"}, {"id": "b"}]},
             "changes": [{"remove": "a"}]}
            """#)
        let next = try d.applying(d.changes[0], at: "changes[0]")
        #expect(next.root.properties.customSpacing?.map(\.id) == ["b"])
    }

    @Test(arguments: [
        (0.0, "0", "0"), (-0.0, "0", "0"), (12, "12", "12"), (20.5, "20.5", "20.5"),
        (93.33333333333333, "93.333", "93.33333333333333"), (206.66666666666666, "206.667", "206.66666666666666"),
        (-4.25, "-4.25", "-4.25"), (0.0004, "0", "0.0004"), (1e-3, "0.001", "0.001"), (-0.0004, "0", "-0.0004"),
        (2.5005, "2.501", "2.5005"), (1e20, "1e+20", "1e+20"),
    ])
    func numbers(value: Double, compact: String, exact: String) {
        #expect(LayoutNumber.compact(value) == compact)
        #expect(LayoutNumber.exact(value) == exact)
    }
}
