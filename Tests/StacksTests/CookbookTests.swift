import Constraints
import Testing

@testable import Stacks

/// Spec section 6: the three Auto Layout Cookbook recipes, iPhone 8 portrait (375 x 667),
/// root margins 16 left and right, safe-area top 20.
@Suite struct CookbookTests {
    static func phoneRoot() -> LayoutView {
        let root = LayoutView("root")
        root.layoutMargins = LayoutInsets(top: 0, left: 16, bottom: 0, right: 16)
        root.safeAreaInsets = LayoutInsets(top: 20)
        return root
    }

    static func label(_ name: String, width: Double, hugging: Priority = 251) -> LayoutView {
        let v = LayoutView(name, intrinsicWidth: width, intrinsicHeight: 20.5)
        v.firstBaselineOffset = 16.5
        v.lastBaselineOffset = 4
        v.hugging = AxisPriorities(horizontal: hugging, vertical: hugging)
        return v
    }

    static func button(_ name: String, width: Double) -> LayoutView {
        let v = LayoutView(name, intrinsicWidth: width, intrinsicHeight: 30)
        v.firstBaselineOffset = 20
        v.lastBaselineOffset = 10
        return v
    }

    /// Simple Stack LayoutView. Derivation: the stack spans the margins, x 16 to 359 (343 wide),
    /// and from safe top + 8 = 28 to 667 - 8 = 659 (631 tall). Vertically 20.5 + 8 + image
    /// + 8 + 30 = 631, so the image, whose vertical hugging 249 is the lowest, takes the
    /// slack: 564.5 tall. Fill alignment gives every item the stack's width.
    @Test func simpleStackView() throws {
        let root = Self.phoneRoot()
        let title = Self.label("label", width: 58)
        let image = LayoutView("image", intrinsicWidth: 300, intrinsicHeight: 400)
        image.hugging.vertical = 249
        image.compressionResistance.vertical = 749
        let edit = Self.button("button", width: 30)
        let stack = StackView("stack", axis: .vertical, spacing: 8, arrangedSubviews: [title, image, edit])
        root.addSubview(stack)
        let layout = LayoutEngine(root: root, width: 375, height: 667)
        try layout.add([
            stack.leading == root.margins.leading, stack.trailing == root.margins.trailing,
            stack.top == root.safeArea.top + 8, root.safeArea.bottom == stack.bottom + 8,
        ])
        expectFrame(layout.frame(of: stack), [16, 28, 343, 631])
        expectFrame(layout.frame(of: title), [16, 28, 343, 20.5])
        expectFrame(layout.frame(of: image), [16, 56.5, 343, 564.5])
        expectFrame(layout.frame(of: edit), [16, 629, 343, 30])
        #expect(layout.conflicts.isEmpty)
    }

    /// Nested Stack Views (see the derivation in `nestedStackViews`).
    final class Nested {
        let root = CookbookTests.phoneRoot()
        let image = LayoutView("image", intrinsicWidth: 300, intrinsicHeight: 300)
        let labels = [
            CookbookTests.label("firstLabel", width: 36), CookbookTests.label("middleLabel", width: 52),
            CookbookTests.label("lastLabel", width: 34),
        ]
        let fields = ["firstField", "middleField", "lastField"].map { CookbookTests.button($0, width: 144) }
        let notes = LayoutView("notes")
        let buttons = [
            CookbookTests.button("save", width: 34), CookbookTests.button("cancel", width: 48),
            CookbookTests.button("clear", width: 38),
        ]
        let rows: [StackView]
        let nameRows: StackView
        let upper: StackView
        let buttonRow: StackView
        let main: StackView
        let layout: LayoutEngine

        init(priorities: PriorityModel = .weighted) {
            image.compressionResistance = AxisPriorities(horizontal: 48, vertical: 48)
            for f in fields {
                f.hugging.horizontal = 48
                f.compressionResistance.horizontal = 749
            }
            notes.hugging = AxisPriorities(horizontal: 250, vertical: 249)
            notes.compressionResistance = AxisPriorities(horizontal: 250, vertical: 250)
            let (labels, fields) = (self.labels, self.fields)
            rows = (0..<3).map { i in
                StackView("row\(i)", alignment: .firstBaseline, spacing: 8, arrangedSubviews: [labels[i], fields[i]])
            }
            nameRows = StackView("nameRows", axis: .vertical, spacing: 8, arrangedSubviews: rows)
            upper = StackView("upperStack", spacing: 8, arrangedSubviews: [image, nameRows])
            buttonRow = StackView("buttonRow", distribution: .fillEqually, alignment: .firstBaseline, spacing: 8,
                arrangedSubviews: buttons)
            main = StackView("mainStack", axis: .vertical, spacing: 8, arrangedSubviews: [upper, notes, buttonRow])
            root.addSubview(main)
            layout = LayoutEngine(root: root, width: 375, height: 667, priorities: priorities)
            try? layout.add([
                main.leading == root.margins.leading, main.trailing == root.margins.trailing,
                main.top == root.safeArea.top + 20, root.safeArea.bottom == main.bottom + 20,
                image.width == image.height,
                fields[1].width == fields[0].width, fields[2].width == fields[0].width,
            ])
            layout.update()
        }
    }

    /// Nested Stack Views, weighted. Derivation (points):
    /// - mainStack spans x 16...359 (343) and y 40...647 (607). buttonRow: fillEqually,
    ///   (343 - 16) / 3 = 109 each, 30 tall at the bottom (y 617).
    /// - Name rows: the fields are equal (required) and every row is nameRows' width, so the
    ///   labels are equal too: 52 (the middle label's compression 750 beats the others'
    ///   hugging 251 + 251). nameRows width = 60 + f (f the field width).
    /// - Each row is firstBaseline-aligned with the label first: the field's baseline (20)
    ///   sits at the label's (16.5), so the field rises 3.5 above the row, which covers the
    ///   label's top to the field's bottom: 26.5 tall (the baseline overflow of section 8).
    ///   nameRows' natural height is 3 * 26.5 + 16 = 95.5.
    /// - upperStack is fill/fill: the image (square) and nameRows share its height s, and
    ///   s + 8 + 60 + f = 343, so f = 275 - s. Cost per point of s, weighted: the image below
    ///   300 costs 2 * 48 = 96 (width and height compression); rows above 95.5 cost 49 (the
    ///   rows' canvas fit); fields above 144 cost 3 * 48 (hugging), below 144 3 * 749. For
    ///   s < 131 the slope is -96 + 49 - 144 < 0, above it -96 + 49 + 2247 > 0: s = 131,
    ///   f = 144, nameRows 204 wide at x 155.
    /// - notes (no intrinsic size) takes the rest: 607 - 131 - 8 - 8 - 30 = 430 at y 179.
    /// - nameRows is 131 tall: 35.5 beyond its natural height goes to the first row (TIE,
    ///   5.2), 62 tall; its items sink to its bottom (3.8): label at 40 + 62 - 26.5 = 75.5,
    ///   field 3.5 higher. row1 at 110, row2 at 144.5.
    @Test func nestedStackViews() {
        let n = Nested()
        let l = n.layout
        let expected: [(LayoutView, [Double])] = [
            (n.main, [16, 40, 343, 607]), (n.upper, [16, 40, 343, 131]), (n.image, [16, 40, 131, 131]),
            (n.nameRows, [155, 40, 204, 131]), (n.rows[0], [155, 40, 204, 62]), (n.labels[0], [155, 75.5, 52, 20.5]),
            (n.fields[0], [215, 72, 144, 30]), (n.rows[1], [155, 110, 204, 26.5]),
            (n.labels[1], [155, 110, 52, 20.5]), (n.fields[1], [215, 106.5, 144, 30]),
            (n.rows[2], [155, 144.5, 204, 26.5]), (n.labels[2], [155, 144.5, 52, 20.5]),
            (n.fields[2], [215, 141, 144, 30]), (n.notes, [16, 179, 343, 430]), (n.buttonRow, [16, 617, 343, 30]),
            (n.buttons[0], [16, 617, 109, 30]), (n.buttons[1], [133, 617, 109, 30]), (n.buttons[2], [250, 617, 109, 30]),
        ]
        for (view, frame) in expected { expectFrame(l.frame(of: view), frame, tolerance, view.name) }
        #expect(l.conflicts.isEmpty)
    }

    /// The strict model settles the rows' canvas fit (49) before the image's compression
    /// (48): the image shrinks to nameRows' natural height 95.5 and the fields widen to
    /// 275 - 95.5 = 179.5, visibly unlike Apple's frames (spec 5.1).
    @Test func nestedStackViewsStrictDiffers() {
        let n = Nested(priorities: .strict)
        expectFrame(n.layout.frame(of: n.image), [16, 40, 95.5, 95.5])
        expectFrame(n.layout.frame(of: n.fields[0]), [179.5, 36.5, 179.5, 30])
    }

    /// Dynamic Stack LayoutView: a scroll view with a vertical equalSpacing stack pinned to its
    /// content guide and as wide as its frame.
    final class Dynamic {
        let root = CookbookTests.phoneRoot()
        let scroll = LayoutScrollView("scroll")
        let add = CookbookTests.button("addButton", width: 62)
        let stack: StackView
        let layout: LayoutEngine

        init() {
            stack = StackView("stack", axis: .vertical, distribution: .equalSpacing, arrangedSubviews: [add])
            root.addSubview(scroll)
            scroll.addSubview(stack)
            layout = LayoutEngine(root: root, width: 375, height: 667)
            try? layout.add([
                scroll.leading == root.margins.leading, scroll.trailing == root.margins.trailing,
                scroll.top == root.top, root.safeArea.bottom == scroll.bottom + 20,
                stack.leading == scroll.content.leading, stack.trailing == scroll.content.trailing,
                stack.top == scroll.content.top, stack.bottom == scroll.content.bottom,
                stack.width == scroll.frame.width,
            ])
            layout.update()
        }

        /// One tap: a row inserted hidden before the button, then shown.
        func tap() -> (StackView, [LayoutView]) {
            let date = LayoutView("date", intrinsicWidth: 70, intrinsicHeight: 20.5)
            let number = LayoutView("number", intrinsicWidth: 330, intrinsicHeight: 20.5)
            number.hugging.horizontal = 249
            number.compressionResistance.horizontal = 749
            let delete = CookbookTests.button("delete", width: 46)
            let row = StackView("row", alignment: .center, spacing: 8, arrangedSubviews: [date, number, delete])
            row.isHidden = true
            stack.insertArrangedSubview(row, at: stack.arrangedSubviews.count - 1)
            layout.update()
            row.isHidden = false
            layout.update()
            return (row, [date, number, delete])
        }
    }

    /// Derivation: the scroll view spans the margins (16...359) from y 0 to 667 - 20 = 647.
    /// Initially the stack holds the button alone: 343 x 30, so the content is 343 x 30.
    /// After a tap: the row is 343 wide (fill alignment); 70 + 8 + n + 8 + 46 = 343 gives
    /// the number label (compression 749, the lowest) 211; centered items, the row as tall as
    /// the button, 30: labels at (30 - 20.5) / 2 = 4.75. equalSpacing with the canvas fit
    /// @49 keeps the gap at its minimum 0: button at 30, content 343 x 60.
    @Test func dynamicStackViewContentSizeBeforeAndAfterAddingRows() {
        let d = Dynamic()
        expectFrame(d.layout.frame(of: d.scroll), [16, 0, 343, 647])
        expectFrame(d.layout.frame(of: d.add), [16, 0, 343, 30])
        #expect(d.layout.contentSize(of: d.scroll) == Size(width: 343, height: 30))
        let (row, items) = d.tap()
        expectFrame(d.layout.frame(of: row), [16, 0, 343, 30])
        expectFrame(d.layout.frame(of: items[0]), [16, 4.75, 70, 20.5])
        expectFrame(d.layout.frame(of: items[1]), [94, 4.75, 211, 20.5])
        expectFrame(d.layout.frame(of: items[2]), [313, 0, 46, 30])
        expectFrame(d.layout.frame(of: d.add), [16, 30, 343, 30])
        #expect(d.layout.contentSize(of: d.scroll) == Size(width: 343, height: 60))
        _ = d.tap()
        #expect(d.layout.contentSize(of: d.scroll) == Size(width: 343, height: 90))
        #expect(d.layout.conflicts.isEmpty)
    }
}
