import BenchmarkSupport
import Stacks

extension ShapeFixture {
    /// A grid of `n` images (`n` a multiple of 10): a vertical stack (spacing 2) of rows of
    /// 10, each a horizontal stack (fillEqually, top alignment, spacing 2), 375 pt wide. With
    /// `aspectRatios`, each image's height is its width times its intrinsic height / width
    /// (a required constraint, one per image).
    static func grid(_ n: Int, aspectRatios: Bool) -> ShapeFixture {
        var constraints: [LayoutConstraint] = []
        func image(_ i: Int) -> (view: LayoutView, ratio: LayoutConstraint?) {
            let size = ShapeSizes.image(i)
            let view = LayoutView("image\(i)", intrinsicWidth: size.width, intrinsicHeight: size.height)
            let ratio = aspectRatios ? view.height.constraint(equalTo: view.width, multiplier: size.height / size.width) : nil
            return (view, ratio)
        }
        var images: [LayoutView] = []
        var rows: [StackView] = []
        for r in 0..<max(1, n / 10) {
            let row = StackView("row\(r)", axis: .horizontal, distribution: .fillEqually, alignment: .top, spacing: 2)
            for i in (r * 10)..<(r * 10 + 10) {
                let made = image(i)
                row.addArrangedSubview(made.view)
                images.append(made.view)
                if let ratio = made.ratio { constraints.append(ratio) }
            }
            rows.append(row)
        }
        let grid = StackView("grid", axis: .vertical, spacing: 2, arrangedSubviews: rows)
        let root = LayoutView("root")
        root.addSubview(grid)
        let layout = LayoutEngine(root: root, width: 375, height: nil)
        pin(grid, to: root, in: layout)
        add(constraints, to: layout)
        let middle = rows.count / 2
        return ShapeFixture(
            layout: layout, width: 375, height: nil, probe: images[images.count - 1],
            viewCount: images.count + rows.count + 1,
            prepareInsert: {
                let inserted = image(images.count)
                return {
                    rows[middle].insertArrangedSubview(inserted.view, at: 5)
                    if let ratio = inserted.ratio { add([ratio], to: layout) }
                }
            },
            remove: { images[middle * 10 + 6].removeFromSuperview() },
            hide: { images[middle * 10 + 7].isHidden = true })
    }

    /// The trees of `Benchmarks stacks` (``StackTree``). Sizes: 101 nodes (4, 4, 5) for
    /// `n` = 100, 1,111 (10, 10, 10) for 1,000, 10,421 (20, 20, 25) for 10,000.
    static func tree(_ n: Int) -> ShapeFixture {
        let (a, b, c) = n <= 100 ? (4, 4, 5) : n <= 1_000 ? (10, 10, 10) : (20, 20, 25)
        let tree = StackTree(a, b, c)
        let (middle, middleItems) = (tree.middleColumn, tree.middleItems)
        return ShapeFixture(
            layout: tree.layout, width: tree.width, height: nil, probe: tree.probe, viewCount: tree.viewCount,
            prepareInsert: {
                let item = LayoutView("inserted", intrinsicWidth: 10, intrinsicHeight: 10)
                return { middle.insertArrangedSubview(item, at: c / 2) }
            },
            remove: { middleItems[c / 2].removeFromSuperview() },
            hide: { middleItems[c / 2 + 1].isHidden = true })
    }
}
