import Constraints
import LayoutFiles
import Stacks
import Testing

/// The Auto Layout Cookbook recipes (stacks.md section 6) through the bundled files,
/// cross-checked against the same layouts built with the Swift API; fitting size and
/// right-to-left through files.
@Suite("Layout files: recipes")
struct RenderRecipeTests {
    typealias Support = RenderTestSupport

    static func frames(_ name: String, _ options: [String] = []) throws -> [(id: String, values: [Double])] {
        let (output, _) = Support.run(try Support.example(name), options)
        #expect(output.status == 0)
        #expect(output.stderr == "")
        return Support.table(output.stdout)
    }

    static func check(_ table: [(id: String, values: [Double])], _ expected: [(String, [Double])]) {
        #expect(table.map(\.id) == expected.map(\.0))
        for (row, (id, values)) in zip(table, expected) {
            #expect(Support.close(row.values, values), "\(id): got \(row.values), expected \(values)")
        }
    }

    /// Simple Stack LayoutView. Root margins 16 left and right, measured from the safe area
    /// (inset 20 at the top): the stack spans x 16...359 (343 wide) and y 28...659
    /// (20 + 8 below the status bar, 8 above the bottom), 631 tall. Along the vertical
    /// axis the items want 20.5 + 400 + 30 plus two gaps of 8 = 466.5, so 164.5 is left
    /// over; the image hugs least (249 against 251 and 250) and takes it all: 564.5.
    /// Fill alignment stretches every item to the stack's 343 width.
    @Test func simpleStackView() throws {
        Self.check(try Self.frames("simple-stack-view"), [
            ("root", [0, 0, 375, 667]),
            ("stack", [16, 28, 343, 631]),
            ("title", [16, 28, 343, 20.5]),
            ("image", [16, 56.5, 343, 564.5]),
            ("edit", [16, 629, 343, 30]),
        ])
    }

    /// Dynamic Stack LayoutView. The scroll view spans x 16...359 and y 0...647 (20 above the
    /// bottom). The stack is pinned to the content guide, as wide as the frame: 343. With
    /// only "Add Item" (30 tall) the equal-spacing stack's canvas fit (@49) keeps it 30
    /// tall, so the content is 343 × 30. After one tap a row is inserted first: its
    /// height is its tallest item's (the 30 pt Delete button, center alignment), the gap
    /// to the button stays at its minimum 0, and the content grows to 343 × 60. Across
    /// the row 70 + 330 + 46 + 2 × 8 = 462 must fit 343: the number label resists least
    /// (749) and gives up 119, ending 211 wide; the 20.5 pt labels are centred on the
    /// 30 pt row: y = 15 − 10.25 = 4.75.
    @Test func dynamicStackView() throws {
        let (output, _) = Support.run(try Support.example("dynamic-stack-view"), ["--each", "--json"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let value = try LayoutJSONParser.parse(output.stdout)
        guard case .array(let states) = value.kind, states.count == 2 else {
            Issue.record("expected two states")
            return
        }
        let initial = try Support.json(states[0])
        let afterTap = try Support.json(states[1])
        Self.check(initial.frames.map { (id: $0.0, values: $0.1) }, [
            ("root", [0, 0, 375, 667]),
            ("scroll", [16, 0, 343, 647]),
            ("stack", [16, 0, 343, 30]),
            ("addItem", [16, 0, 343, 30]),
        ])
        #expect(initial.sizes.map(\.0) == ["scroll"])
        #expect(Support.close(initial.sizes[0].1, [343, 30]))
        Self.check(afterTap.frames.map { (id: $0.0, values: $0.1) }, [
            ("root", [0, 0, 375, 667]),
            ("scroll", [16, 0, 343, 647]),
            ("stack", [16, 0, 343, 60]),
            ("row1", [16, 0, 343, 30]),
            ("date1", [16, 4.75, 70, 20.5]),
            ("number1", [94, 4.75, 211, 20.5]),
            ("delete1", [313, 0, 46, 30]),
            ("addItem", [16, 30, 343, 30]),
        ])
        #expect(Support.close(afterTap.sizes[0].1, [343, 60]))
    }

    /// Nested Stack Views: the main stack is pinned 20 below the status bar and 20 above
    /// the bottom inside the 16 pt side margins, so it is 343 × 607 at (16, 40). The rest
    /// is checked against the same tree built with the Swift API (the Stacks suite derives
    /// those frames), plus the relations the recipe's constraints impose.
    @Test func nestedStackViews() throws {
        let table = try Self.frames("nested-stack-views")
        let byID = Dictionary(uniqueKeysWithValues: table.map { ($0.id, $0.values) })
        #expect(Support.close(byID["mainStack"] ?? [], [16, 40, 343, 607]))
        let image = byID["image"] ?? []
        #expect(image.count == 4 && abs(image[2] - image[3]) < 1e-6, "image is square")
        #expect(abs((byID["middleField"]?[2] ?? 0) - (byID["firstField"]?[2] ?? 1)) < 1e-6)
        #expect(abs((byID["lastField"]?[2] ?? 0) - (byID["firstField"]?[2] ?? 1)) < 1e-6)
        let api = Self.nestedThroughAPI()
        #expect(table.map(\.id) == api.map(\.id))
        for (row, expected) in zip(table, api) {
            #expect(Support.close(row.values, expected.values), "\(row.id): file \(row.values), API \(expected.values)")
        }
    }

    /// The Nested Stack Views recipe built with the Swift API, frames in tree order.
    static func nestedThroughAPI() -> [(id: String, values: [Double])] {
        func label(_ name: String, _ width: Double) -> LayoutView {
            let v = LayoutView(name, intrinsicWidth: width, intrinsicHeight: 20.5)
            v.firstBaselineOffset = 16.5
            v.lastBaselineOffset = 4
            v.hugging = AxisPriorities(horizontal: 251, vertical: 251)
            return v
        }
        func field(_ name: String) -> LayoutView {
            let v = LayoutView(name, intrinsicWidth: 144, intrinsicHeight: 30)
            v.firstBaselineOffset = 20
            v.lastBaselineOffset = 10
            v.hugging = AxisPriorities(horizontal: 48, vertical: 250)
            v.compressionResistance = AxisPriorities(horizontal: 749, vertical: 750)
            return v
        }
        func button(_ name: String, _ width: Double) -> LayoutView {
            let v = LayoutView(name, intrinsicWidth: width, intrinsicHeight: 30)
            v.firstBaselineOffset = 20
            v.lastBaselineOffset = 10
            return v
        }
        let root = LayoutView("root")
        root.layoutMargins = LayoutInsets(top: 0, left: 16, bottom: 0, right: 16)
        root.safeAreaInsets = LayoutInsets(top: 20)
        let image = LayoutView("image", intrinsicWidth: 300, intrinsicHeight: 300)
        image.compressionResistance = AxisPriorities(horizontal: 48, vertical: 48)
        let rows = [("first", 36.0), ("middle", 52), ("last", 34)].map { name, width in
            StackView(
                "\(name)Row", axis: .horizontal, alignment: .firstBaseline, spacing: 8,
                arrangedSubviews: [label("\(name)Label", width), field("\(name)Field")])
        }
        let nameRows = StackView("nameRows", axis: .vertical, spacing: 8, arrangedSubviews: rows)
        let upper = StackView("upperStack", axis: .horizontal, spacing: 8, arrangedSubviews: [image, nameRows])
        let notes = LayoutView("notes")
        notes.hugging = AxisPriorities(horizontal: 250, vertical: 249)
        notes.compressionResistance = AxisPriorities(horizontal: 250, vertical: 250)
        let buttons = StackView(
            "buttonRow", axis: .horizontal, distribution: .fillEqually, alignment: .firstBaseline, spacing: 8,
            arrangedSubviews: [button("save", 34), button("cancel", 48), button("clear", 38)])
        let main = StackView("mainStack", axis: .vertical, spacing: 8, arrangedSubviews: [upper, notes, buttons])
        root.addSubview(main)
        let layout = LayoutEngine(root: root, width: 375, height: 667)
        let fields = rows.map { $0.arrangedSubviews[1] }
        do {
            try layout.add([
                main.leading == root.margins.leading, main.trailing == root.margins.trailing,
                main.top == root.safeArea.top + 20, root.safeArea.bottom == main.bottom + 20,
                image.width == image.height,
                fields[1].width == fields[0].width, fields[2].width == fields[0].width,
            ])
        } catch {
            Issue.record("API layout refused a constraint: \(error)")
        }
        var views: [LayoutView] = [root, main, upper, image, nameRows]
        for row in rows { views += [row] + row.arrangedSubviews }
        views += [notes, buttons] + buttons.arrangedSubviews
        return views.map { view in
            let f = layout.frame(of: view)
            return (view.name, [f.x, f.y, f.width, f.height])
        }
    }

    /// A document without width and height takes the root's compressed fitting size:
    /// the stack's natural 40 + 10 + 60 by the tallest item's 30.
    @Test func missingSizeIsTheFittingSize() {
        let text = #"""
            {"root": {"id": "root", "children": [{"id": "S", "kind": "stack", "spacing": 10, "arranged": [
               {"id": "a", "intrinsic": [40, 20]}, {"id": "b", "intrinsic": [60, 30]}]}]},
             "constraints": ["S.leading == root.leading", "S.trailing == root.trailing", "S.top == root.top", "S.bottom == root.bottom"]}
            """#
        let (output, _) = Support.run(text)
        #expect(output.status == 0)
        Self.check(Support.table(output.stdout), [
            ("root", [0, 0, 110, 30]), ("S", [0, 0, 110, 30]), ("a", [0, 0, 40, 30]), ("b", [50, 0, 60, 30]),
        ])
        let widthOnly = text.replacing(#"{"root""#, with: #"{"width": 200, "root""#)
        let (fixed, _) = Support.run(widthOnly)
        Self.check(Support.table(fixed.stdout), [
            ("root", [0, 0, 200, 30]), ("S", [0, 0, 200, 30]), ("a", [0, 0, 130, 30]), ("b", [140, 0, 60, 30]),
        ])
    }

    /// Right to left: leading is the right edge, so item 0 sits at the right (fixture A1 mirrored).
    @Test func rightToLeft() {
        let text = #"""
            {"width": 300, "height": 100, "direction": "rightToLeft",
             "root": {"id": "root", "children": [{"id": "S", "kind": "stack", "spacing": 10, "arranged": [
               {"id": "v0", "intrinsic": [40, 20]}, {"id": "v1", "intrinsic": [60, 30]}, {"id": "v2", "intrinsic": [80, 40]}]}]},
             "constraints": ["S.leading == root.leading", "S.trailing == root.trailing", "S.top == root.top", "S.bottom == root.bottom"]}
            """#
        let (output, _) = Support.run(text)
        #expect(output.status == 0)
        Self.check(Support.table(output.stdout), [
            ("root", [0, 0, 300, 100]), ("S", [0, 0, 300, 100]),
            ("v0", [160, 0, 140, 100]), ("v1", [90, 0, 60, 100]), ("v2", [0, 0, 80, 100]),
        ])
    }
}
