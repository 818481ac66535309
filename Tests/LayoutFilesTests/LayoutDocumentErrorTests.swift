import LayoutFiles
import Testing

/// Every error a layout file can have, with the place it must name.
@Suite("Layout files: errors")
struct LayoutDocumentErrorTests {
    /// A minimal valid document around `root`, `constraints` and `changes` fragments.
    static func document(root: String = #"{"id": "root"}"#, constraints: String = "[]", changes: String = "[]") -> String {
        #"{"width": 300, "height": 100, "root": \#(root), "constraints": \#(constraints), "changes": \#(changes)}"#
    }

    /// A root holding a stack `S` with views `a` and `b`, a view `v` and a scroll view `sc`.
    static let tree = #"""
        {"id": "root", "children": [
          {"id": "S", "kind": "stack", "arranged": [{"id": "a"}, {"id": "b"}]},
          {"id": "v"},
          {"id": "sc", "kind": "scroll"}
        ]}
        """#

    static func withTree(constraints: String = "[]", changes: String = "[]") -> String {
        document(root: tree, constraints: constraints, changes: changes)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var place: String
        var message: String
        var testDescription: String { name }
    }

    static let syntaxAndShape: [Case] = [
        Case(name: "not JSON", text: #"{"root": }"#, place: "", message: "invalid JSON at line 1, column 10"),
        Case(name: "trailing comma", text: "{\"root\": {\"id\": \"r\",\n}}", place: "", message: "line 2, column 1: expected a key"),
        Case(name: "unterminated", text: #"{"root": {"id": "r"#, place: "", message: "unterminated string"),
        Case(name: "garbage after", text: #"{"root": {}} x"#, place: "", message: "after the document"),
        Case(name: "duplicate key", text: #"{"root": {"id": "a", "id": "b"}}"#, place: "", message: "line 1, column 22: duplicate key \"id\""),
        Case(name: "top level array", text: "[]", place: "", message: "expected an object, found an array"),
        Case(name: "missing root", text: #"{"width": 3}"#, place: "", message: "missing key \"root\""),
        Case(name: "unknown top key", text: #"{"root": {}, "widht": 3}"#, place: "widht", message: "unknown key \"widht\""),
        Case(name: "negative width", text: #"{"root": {}, "width": -3}"#, place: "width", message: "cannot be negative"),
        Case(name: "width string", text: #"{"root": {}, "height": "3"}"#, place: "height", message: "expected a number or null, found a string"),
        Case(name: "direction", text: #"{"root": {}, "direction": "up"}"#, place: "direction", message: "unknown value \"up\""),
        Case(name: "priorities", text: #"{"root": {}, "priorities": "lexical"}"#, place: "priorities", message: "\"weighted\", \"strict\""),
        Case(name: "root not object", text: #"{"root": 3}"#, place: "root", message: "expected an object, found a number"),
    ]

    static let nodes: [Case] = [
        Case(
            name: "unknown node key deep",
            text: document(root: #"{"children": [{"kind": "stack", "arranged": [{}, {}, {"hugs": 1}]}]}"#),
            place: "root.children[0].arranged[2].hugs", message: "unknown key \"hugs\""),
        Case(name: "unknown kind", text: document(root: #"{"kind": "label"}"#), place: "root.kind", message: "unknown value \"label\""),
        Case(name: "bad id", text: document(root: #"{"children": [{"id": "1st"}]}"#), place: "root.children[0].id", message: "invalid id \"1st\""),
        Case(name: "id not string", text: document(root: #"{"id": 3}"#), place: "root.id", message: "expected a string"),
        Case(
            name: "duplicate id",
            text: document(root: #"{"id": "x", "children": [{"id": "y"}, {"id": "x"}]}"#),
            place: "root.children[1].id", message: "duplicate id \"x\" (also at root)"),
        Case(name: "intrinsic length", text: document(root: #"{"intrinsic": [1]}"#), place: "root.intrinsic", message: "expected [width, height]"),
        Case(name: "intrinsic element", text: document(root: #"{"intrinsic": [1, "2"]}"#), place: "root.intrinsic[1]", message: "expected a number or null"),
        Case(
            name: "intrinsic on stack", text: document(root: #"{"children": [{"kind": "stack", "intrinsic": [1, 2]}]}"#),
            place: "root.children[0].intrinsic", message: "a stack has no intrinsic"),
        Case(
            name: "baseline on stack", text: document(root: #"{"children": [{"kind": "stack", "firstBaseline": 3}]}"#),
            place: "root.children[0].firstBaseline", message: "stacks vend their items' baselines"),
        Case(
            name: "intrinsic on scroll", text: document(root: #"{"children": [{"kind": "scroll", "intrinsic": [1, 2]}]}"#),
            place: "root.children[0].intrinsic", message: "a scroll has no intrinsic"),
        Case(
            name: "stack key on view", text: document(root: #"{"children": [{"axis": "vertical"}]}"#),
            place: "root.children[0].axis", message: "is a stack property, but this node is a view"),
        Case(
            name: "arranged on scroll", text: document(root: #"{"kind": "scroll", "arranged": []}"#),
            place: "root.arranged", message: "is a stack property, but this node is a scroll"),
        Case(
            name: "bad axis", text: document(root: #"{"kind": "stack", "axis": "diagonal"}"#),
            place: "root.axis", message: "unknown value \"diagonal\" (expected one of: \"horizontal\", \"vertical\")"),
        Case(name: "bad distribution", text: document(root: #"{"kind": "stack", "distribution": "even"}"#), place: "root.distribution", message: "\"fillEqually\""),
        Case(name: "bad alignment", text: document(root: #"{"kind": "stack", "alignment": "middle"}"#), place: "root.alignment", message: "\"firstBaseline\""),
        Case(name: "spacing not number", text: document(root: #"{"kind": "stack", "spacing": true}"#), place: "root.spacing", message: "found a boolean"),
        Case(
            name: "safeArea off root", text: document(root: #"{"children": [{"safeArea": {"top": 1}}]}"#),
            place: "root.children[0].safeArea", message: "root only"),
        Case(name: "hugging key", text: document(root: #"{"hugging": {"horizonal": 1}}"#), place: "root.hugging.horizonal", message: "unknown key"),
        Case(name: "hugging range", text: document(root: #"{"hugging": {"vertical": 0}}"#), place: "root.hugging.vertical", message: "priority 0 outside (0, 1000]"),
        Case(name: "compression range", text: document(root: #"{"compression": {"horizontal": 1001}}"#), place: "root.compression.horizontal", message: "outside"),
        Case(name: "margins key", text: document(root: #"{"margins": {"leading": 1}}"#), place: "root.margins.leading", message: "unknown key"),
        Case(name: "hidden not bool", text: document(root: #"{"hidden": "yes"}"#), place: "root.hidden", message: "expected true or false"),
        Case(name: "children not array", text: document(root: #"{"children": {}}"#), place: "root.children", message: "expected an array, found an object"),
        Case(
            name: "custom spacing stranger",
            text: document(root: #"{"kind": "stack", "arranged": [{"id": "a"}], "customSpacing": {"z": 3}}"#),
            place: "root.customSpacing.z", message: "\"z\" is not an arranged node"),
        Case(
            name: "custom spacing value",
            text: document(root: #"{"kind": "stack", "arranged": [{"id": "a"}], "customSpacing": {"a": "3"}}"#),
            place: "root.customSpacing.a", message: "expected a number"),
    ]

    static let constraintCases: [Case] = [
        Case(name: "not array", text: document(constraints: "{}"), place: "constraints", message: "expected an array"),
        Case(name: "not string", text: withTree(constraints: #"["a.width == 1", 3]"#), place: "constraints[1]", message: "expected a string"),
        Case(name: "no relation", text: withTree(constraints: #"["a.width 3"]"#), place: "constraints[0]", message: "expected '==', '<=' or '>=' at column 9"),
        Case(name: "single equals", text: withTree(constraints: #"["a.width = 3"]"#), place: "constraints[0]", message: "unexpected character '='"),
        Case(name: "unknown id", text: withTree(constraints: #"["a.width == 1", "foo.left == a.left"]"#), place: "constraints[1]", message: "unknown id \"foo\""),
        Case(name: "unknown attribute", text: withTree(constraints: #"["a.wdth == 1"]"#), place: "constraints[0]", message: "unknown attribute 'wdth'"),
        Case(name: "unknown guide", text: withTree(constraints: #"["a.margin.left == 1"]"#), place: "constraints[0]", message: "unknown guide 'margin'"),
        Case(name: "bare id", text: withTree(constraints: #"["a == 1"]"#), place: "constraints[0]", message: "bad anchor 'a'"),
        Case(name: "too deep", text: withTree(constraints: #"["a.margins.x.left == 1"]"#), place: "constraints[0]", message: "bad anchor"),
        Case(name: "content on view", text: withTree(constraints: #"["v.content.top == a.top"]"#), place: "constraints[0]", message: "only scroll views have a content guide"),
        Case(name: "frame on stack", text: withTree(constraints: #"["S.frame.width == 3"]"#), place: "constraints[0]", message: "only scroll views have a frame guide"),
        Case(name: "guide baseline", text: withTree(constraints: #"["a.margins.firstBaseline == 3"]"#), place: "constraints[0]", message: "guides have no baselines"),
        Case(name: "nonlinear", text: withTree(constraints: #"["a.width * b.width == 3"]"#), place: "constraints[0]", message: "nonlinear product"),
        Case(name: "divide by anchor", text: withTree(constraints: #"["a.width / b.width == 3"]"#), place: "constraints[0]", message: "nonlinear division"),
        Case(name: "divide by zero", text: withTree(constraints: #"["a.width / (2 - 2) == 3"]"#), place: "constraints[0]", message: "division by zero"),
        Case(name: "x with y", text: withTree(constraints: #"["a.left == b.top"]"#), place: "constraints[0]", message: "horizontal and vertical"),
        Case(name: "leading with left", text: withTree(constraints: #"["a.leading == b.left"]"#), place: "constraints[0]", message: "leading/trailing with left/right"),
        Case(name: "priority zero", text: withTree(constraints: #"["a.width == 3 @0"]"#), place: "constraints[0]", message: "priority 0 outside (0, 1000]"),
        Case(name: "priority high", text: withTree(constraints: #"["a.width == 3 @1001"]"#), place: "constraints[0]", message: "outside (0, 1000]"),
        Case(name: "priority name", text: withTree(constraints: #"["a.width == 3 @loud"]"#), place: "constraints[0]", message: "unknown priority 'loud'"),
        Case(name: "no anchor", text: withTree(constraints: #"["3 == 3"]"#), place: "constraints[0]", message: "names no anchor"),
        Case(name: "unbalanced", text: withTree(constraints: #"["(a.width == 3"]"#), place: "constraints[0]", message: "expected ')'"),
        Case(name: "trailing junk", text: withTree(constraints: #"["a.width == 3 4"]"#), place: "constraints[0]", message: "unexpected number 4"),
    ]

    static let changeCases: [Case] = [
        Case(name: "not array", text: withTree(changes: "{}"), place: "changes", message: "expected an array"),
        Case(name: "no verb", text: withTree(changes: #"[{"into": "S"}]"#), place: "changes[0]", message: "a change needs one of"),
        Case(name: "two verbs", text: withTree(changes: #"[{"hide": "a", "show": "a"}]"#), place: "changes[0]", message: "found both \"hide\" and \"show\""),
        Case(name: "extra key", text: withTree(changes: #"[{"hide": "a", "at": 0}]"#), place: "changes[0].at", message: "unknown key \"at\""),
        Case(name: "hide unknown", text: withTree(changes: #"[{"hide": "zz"}]"#), place: "changes[0].hide", message: "unknown id \"zz\""),
        Case(name: "show not string", text: withTree(changes: #"[{"show": 1}]"#), place: "changes[0].show", message: "expected a string"),
        Case(name: "insert into view", text: withTree(changes: #"[{"insert": {"id": "n"}, "into": "v"}]"#), place: "changes[0].into", message: "\"v\" is a view, not a stack"),
        Case(name: "insert missing into", text: withTree(changes: #"[{"insert": {"id": "n"}}]"#), place: "changes[0]", message: "needs \"into\""),
        Case(name: "insert past end", text: withTree(changes: #"[{"insert": {}, "into": "S", "at": 3}]"#), place: "changes[0].at", message: "index 3 is past the end of \"S\" (2 arranged)"),
        Case(name: "insert negative", text: withTree(changes: #"[{"insert": {}, "into": "S", "at": -1}]"#), place: "changes[0].at", message: "whole number"),
        Case(name: "insert duplicate", text: withTree(changes: #"[{"insert": {"id": "a"}, "into": "S"}]"#), place: "changes[0].insert.id", message: "duplicate id \"a\""),
        Case(name: "insert bad node", text: withTree(changes: #"[{"insert": {"colour": 1}, "into": "S"}]"#), place: "changes[0].insert.colour", message: "unknown key"),
        Case(name: "remove root", text: withTree(changes: #"[{"remove": "root"}]"#), place: "changes[0].remove", message: "the root cannot be removed"),
        Case(name: "remove unknown", text: withTree(changes: #"[{"remove": "q"}]"#), place: "changes[0].remove", message: "unknown id \"q\""),
        Case(name: "use after remove", text: withTree(changes: #"[{"remove": "S"}, {"hide": "b"}]"#), place: "changes[1].hide", message: "unknown id \"b\""),
        Case(name: "set stack key on view", text: withTree(changes: #"[{"set": "v", "to": {"axis": "vertical"}}]"#), place: "changes[0].to.axis", message: "\"v\" is a view"),
        Case(name: "set intrinsic on stack", text: withTree(changes: #"[{"set": "S", "to": {"intrinsic": [1, 2]}}]"#), place: "changes[0].to.intrinsic", message: "a stack has no intrinsic"),
        Case(name: "set id", text: withTree(changes: #"[{"set": "a", "to": {"id": "z"}}]"#), place: "changes[0].to.id", message: "cannot be set"),
        Case(name: "set unknown key", text: withTree(changes: #"[{"set": "a", "to": {"colour": 1}}]"#), place: "changes[0].to.colour", message: "unknown key"),
        Case(name: "set missing to", text: withTree(changes: #"[{"set": "a"}]"#), place: "changes[0]", message: "needs \"to\""),
        Case(name: "set safeArea off root", text: withTree(changes: #"[{"set": "a", "to": {"safeArea": {"top": 3}}}]"#), place: "changes[0].to.safeArea", message: "root only"),
        Case(
            name: "set custom spacing stranger", text: withTree(changes: #"[{"set": "S", "to": {"customSpacing": {"v": 3}}}]"#),
            place: "changes[0].to.customSpacing.v", message: "not an arranged node of \"S\""),
        Case(name: "resize shape", text: withTree(changes: #"[{"resize": [1]}]"#), place: "changes[0].resize", message: "expected [width, height]"),
        Case(name: "resize negative", text: withTree(changes: #"[{"resize": [1, -2]}]"#), place: "changes[0].resize[1]", message: "cannot be negative"),
        Case(name: "add bad", text: withTree(changes: #"[{"add": "a.width == zz"}]"#), place: "changes[0].add", message: "bad anchor 'zz'"),
        Case(name: "add unknown id", text: withTree(changes: #"[{"add": "zz.width == 3"}]"#), place: "changes[0].add", message: "unknown id \"zz\""),
        Case(name: "add after remove", text: withTree(changes: #"[{"remove": "a"}, {"add": "a.width == 3"}]"#), place: "changes[1].add", message: "unknown id \"a\""),
        Case(name: "drop range", text: withTree(constraints: #"["a.width == 3"]"#, changes: #"[{"drop": 1}]"#), place: "changes[0].drop", message: "no constraints[1]: there are 1"),
        Case(name: "drop twice", text: withTree(constraints: #"["a.width == 3"]"#, changes: #"[{"drop": 0}, {"drop": 0}]"#), place: "changes[1].drop", message: "already gone"),
        Case(
            name: "drop removed", text: withTree(constraints: #"["a.width == 3"]"#, changes: #"[{"remove": "a"}, {"drop": 0}]"#),
            place: "changes[1].drop", message: "already gone"),
        Case(name: "drop fraction", text: withTree(changes: #"[{"drop": 0.5}]"#), place: "changes[0].drop", message: "whole number"),
    ]

    @Test(arguments: syntaxAndShape + nodes + constraintCases + changeCases)
    func reportsPlaceAndMessage(_ c: Case) {
        #expect(throws: LayoutDocumentError.self) { try LayoutDocument.parse(c.text) }
        do {
            _ = try LayoutDocument.parse(c.text)
        } catch {
            // Constraint errors also give the position in the file (checked exactly below).
            let constraintPlace = error.place.hasPrefix(c.place + " (line ") && error.place.hasSuffix(")")
            #expect(error.place == c.place || constraintPlace, "message: \(error.message)")
            #expect(error.message.contains(c.message), "got: \(error.description)")
        }
    }

    /// A constraint error names the entry's index and its line and column in the file; a
    /// syntax error inside the string points at the offending character.
    @Test func constraintErrorsGiveTheirLineAndColumn() {
        func document(_ entries: String) -> String {
            """
            {"width": 100, "height": 50,
             "root": {"id": "root", "children": [{"id": "a"}]},
             "constraints": [
               "a.top == root.top",
            \(entries)
             ]}
            """
        }
        do {
            _ = try LayoutDocument.parse(document(#"      "b.leading == root.leading""#))
            Issue.record("no error")
        } catch {
            #expect(error.place == "constraints[1] (line 5, column 7)", "\(error)")
        }
        do {
            _ = try LayoutDocument.parse(document(#"   "a.leading == root.leadng""#))
            Issue.record("no error")
        } catch {
            // The quote is at column 4 of line 5; 'root.leadng' starts at column 14 of the string.
            #expect(error.place == "constraints[1] (line 5, column 18)", "\(error)")
        }
    }

    @Test func validDocumentsParse() throws {
        _ = try LayoutDocument.parse(Self.withTree(
            constraints: #"["a.width == 2 * b.width - 4 @750", "sc.content.height == sc.frame.height / 2", "v.margins.leading >= root.safeArea.leading"]"#,
            changes: #"[{"hide": "a"}, {"insert": {"id": "c"}, "into": "S", "at": 0}, {"remove": "c"}, {"insert": {"id": "c"}, "into": "S"}, {"drop": 1}, {"add": "c.width == 5"}, {"drop": 3}, {"resize": [null, 50]}]"#))
    }
}
