import Stacks

/// The tree of stacks both benchmark programs lay out (`Benchmarks stacks` and the `tree`
/// shape of `StackShapes`): a vertical stack of `a` horizontal stacks of `b` vertical stacks
/// of `c` items of 10 × 10, spacing 2, pinned to a root 40 pt wider than its natural width,
/// the root's height its fitting height.
package struct StackTree {
    /// The layout of the root, the tree pinned to its four edges.
    package let layout: LayoutEngine
    /// The root's width.
    package let width: Double
    /// The last item (its frame is read after each operation).
    package let probe: LayoutView
    /// The middle column of the middle row, where the workloads insert, and its items.
    package let middleColumn: StackView
    package let middleItems: [LayoutView]
    /// How many views the tree holds, the root excluded.
    package let viewCount: Int

    /// Builds the tree and its layout (not laid out yet).
    package init(_ a: Int, _ b: Int, _ c: Int) {
        let root = LayoutView("root")
        var rows: [StackView] = []
        var probe = root
        var middleItems: [LayoutView] = []
        for i in 0..<a {
            var columns: [LayoutView] = []
            for j in 0..<b {
                var items: [LayoutView] = []
                for k in 0..<c { items.append(LayoutView("v\(i)_\(j)_\(k)", intrinsicWidth: 10, intrinsicHeight: 10)) }
                probe = items[c - 1]
                if i == a / 2 && j == b / 2 { middleItems = items }
                columns.append(StackView("c\(i)_\(j)", axis: .vertical, spacing: 2, arrangedSubviews: items))
            }
            rows.append(StackView("r\(i)", axis: .horizontal, spacing: 2, arrangedSubviews: columns))
        }
        let top = StackView("top", axis: .vertical, spacing: 2, arrangedSubviews: rows)
        root.addSubview(top)
        width = Double(b * 10 + (b - 1) * 2 + 40)
        layout = LayoutEngine(root: root, width: width, height: nil)
        pin(top, to: root, in: layout)
        self.probe = probe
        self.middleItems = middleItems
        middleColumn = rows[a / 2].arrangedSubviews[b / 2] as? StackView ?? rows[a / 2]
        viewCount = a + a * b + a * b * c + 1
    }
}
