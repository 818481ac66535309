import BenchmarkSupport
import Stacks

extension ShapeFixture {
    /// A table cell: a row [icon 24 × 24, a column of a title and a subtitle label, chevron
    /// 8 × 13], center alignment, spacing 8. Icon and chevron hug at 251, so the column takes
    /// the row's free width.
    static func cell(_ i: Int) -> (cell: StackView, chevron: LayoutView) {
        let icon = LayoutView("icon\(i)", intrinsicWidth: 24, intrinsicHeight: 24)
        icon.hugging = AxisPriorities(horizontal: 251, vertical: 251)
        let sizes = ShapeSizes.cellLabels(i)
        let title = LayoutView("title\(i)", intrinsicWidth: sizes.title.0, intrinsicHeight: sizes.title.1)
        let subtitle = LayoutView("subtitle\(i)", intrinsicWidth: sizes.subtitle.0, intrinsicHeight: sizes.subtitle.1)
        let column = StackView(
            "labels\(i)", axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
        let chevron = LayoutView("chevron\(i)", intrinsicWidth: 8, intrinsicHeight: 13)
        chevron.hugging = AxisPriorities(horizontal: 251, vertical: 251)
        let cell = StackView(
            "cell\(i)", axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [icon, column, chevron])
        return (cell, chevron)
    }

    /// `n` cells in a vertical stack (fill alignment), 375 pt wide, its height the fitting
    /// height; or, with `scrolling`, that stack as the content of a 375 × 667 scroll view
    /// (pinned to the content guide, as wide as the frame guide).
    static func cells(_ n: Int, scrolling: Bool) -> ShapeFixture {
        let built = (0..<n).map(cell)
        let cells = built.map(\.cell)
        let list = StackView("list", axis: .vertical, arrangedSubviews: cells)
        let root = LayoutView("root")
        let layout: LayoutEngine
        let height: Double? = scrolling ? 667 : nil
        if scrolling {
            let scroll = LayoutScrollView("scroll")
            root.addSubview(scroll)
            scroll.addSubview(list)
            layout = LayoutEngine(root: root, width: 375, height: height)
            pin(scroll, to: root, in: layout)
            pin(list, to: scroll.content, in: layout)
            add([list.width == scroll.frame.width], to: layout)
        } else {
            root.addSubview(list)
            layout = LayoutEngine(root: root, width: 375, height: height)
            pin(list, to: root, in: layout)
        }
        return ShapeFixture(
            layout: layout, width: 375, height: height, probe: built[n - 1].chevron, viewCount: 6 * n + (scrolling ? 2 : 1),
            prepareInsert: {
                let inserted = cell(n).cell
                return { list.insertArrangedSubview(inserted, at: n / 2) }
            },
            remove: { cells[n / 2].removeFromSuperview() },
            hide: { cells[n / 2 + 1].isHidden = true })
    }

    /// A form: `n` rows [label (40-120 × 17), field (height 30, no intrinsic width)], center
    /// alignment, spacing 8, in a vertical stack (spacing 8) 375 pt wide. With
    /// `equalLabelWidths`, every label's width equals the first's (required user constraints,
    /// one per row).
    static func form(_ n: Int, equalLabelWidths: Bool) -> ShapeFixture {
        func row(_ i: Int) -> (row: StackView, label: LayoutView, field: LayoutView) {
            let size = ShapeSizes.formLabel(i)
            let label = LayoutView("label\(i)", intrinsicWidth: size.width, intrinsicHeight: size.height)
            let field = LayoutView("field\(i)", intrinsicWidth: nil, intrinsicHeight: 30)
            let row = StackView("row\(i)", axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [label, field])
            return (row, label, field)
        }
        let rows = (0..<n).map(row)
        let form = StackView("form", axis: .vertical, spacing: 8, arrangedSubviews: rows.map(\.row))
        let root = LayoutView("root")
        root.addSubview(form)
        let layout = LayoutEngine(root: root, width: 375, height: nil)
        pin(form, to: root, in: layout)
        let first = rows[0].label
        if equalLabelWidths {
            add(rows.dropFirst().map { $0.label.width == first.width }, to: layout)
        }
        return ShapeFixture(
            layout: layout, width: 375, height: nil, probe: rows[n - 1].field, viewCount: 3 * n + 1,
            prepareInsert: {
                let inserted = row(n)
                return {
                    form.insertArrangedSubview(inserted.row, at: n / 2)
                    if equalLabelWidths { add([inserted.label.width == first.width], to: layout) }
                }
            },
            remove: { rows[n / 2].row.removeFromSuperview() },
            hide: { rows[n / 2 + 1].row.isHidden = true })
    }
}
