import BenchmarkSupport
import Stacks

/// The shapes of issue 8, each built at a size `n`. The Yoga driver
/// (`Benchmarks/peers/yoga_shapes.cpp`) builds the same shapes with the same sizes; the
/// flexbox mapping of each is in `docs/benchmarks.md`.
enum ShapeKind: String, CaseIterable {
    case rowFill = "row-fill"
    case rowFillEqually = "row-fillEqually"
    case rowFillProportionally = "row-fillProportionally"
    case rowEqualSpacing = "row-equalSpacing"
    case rowEqualCentering = "row-equalCentering"
    case rowTop = "row-top"
    case rowCenter = "row-center"
    case rowBottom = "row-bottom"
    case rowFirstBaseline = "row-firstBaseline"
    case rowLastBaseline = "row-lastBaseline"
    case cells
    case scroll
    case form
    case formPlain = "form-plain"
    case grid
    case gridPlain = "grid-plain"
    case tree

    /// The sizes each shape is measured at.
    static let sizes = [100, 1_000, 10_000]
}

/// A laid-out-ready tree and the operations the shape benchmarks time, in this order:
/// first layout, a width change (+50), inserting one item in the middle, removing one,
/// hiding one. Each operation is followed by `update()` and a read of the probe's frame.
final class ShapeFixture {
    let layout: LayoutEngine
    /// The root's width before the width change.
    let width: Double
    /// The root's height (nil: its fitting height).
    let height: Double?
    /// A view whose frame is read after each operation.
    let probe: LayoutView
    /// How many views the shape holds (the root excluded).
    let viewCount: Int
    /// Builds what the insertion adds (untimed) and returns the insertion itself.
    let prepareInsert: () -> () -> Void
    /// Removes one original item in the middle from its stack (and the tree).
    let remove: () -> Void
    /// Hides another original item in the middle.
    let hide: () -> Void

    init(
        layout: LayoutEngine, width: Double, height: Double?, probe: LayoutView, viewCount: Int,
        prepareInsert: @escaping () -> () -> Void, remove: @escaping () -> Void, hide: @escaping () -> Void
    ) {
        self.layout = layout
        self.width = width
        self.height = height
        self.probe = probe
        self.viewCount = viewCount
        self.prepareInsert = prepareInsert
        self.remove = remove
        self.hide = hide
    }

    /// Builds `kind` at size `n` (untimed; nothing is laid out yet).
    static func make(_ kind: ShapeKind, n: Int) -> ShapeFixture {
        switch kind {
        case .rowFill: row(n, distribution: .fill, alignment: .fill)
        case .rowFillEqually: row(n, distribution: .fillEqually, alignment: .fill)
        case .rowFillProportionally: row(n, distribution: .fillProportionally, alignment: .fill)
        case .rowEqualSpacing: row(n, distribution: .equalSpacing, alignment: .fill)
        case .rowEqualCentering: row(n, distribution: .equalCentering, alignment: .fill)
        case .rowTop: row(n, distribution: .fill, alignment: .top)
        case .rowCenter: row(n, distribution: .fill, alignment: .center)
        case .rowBottom: row(n, distribution: .fill, alignment: .bottom)
        case .rowFirstBaseline: row(n, distribution: .fill, alignment: .firstBaseline)
        case .rowLastBaseline: row(n, distribution: .fill, alignment: .lastBaseline)
        case .cells: cells(n, scrolling: false)
        case .scroll: cells(n, scrolling: true)
        case .form: form(n, equalLabelWidths: true)
        case .formPlain: form(n, equalLabelWidths: false)
        case .grid: grid(n, aspectRatios: true)
        case .gridPlain: grid(n, aspectRatios: false)
        case .tree: tree(n)
        }
    }

    /// One horizontal stack of `n` items of varied sizes (spacing 2) pinned to a root 100 pt
    /// wider than the items and spacings, its height the fitting height. Item 0 hugs at 249
    /// and takes the slack where the distribution leaves it to hugging.
    static func row(_ n: Int, distribution: StackView.Distribution, alignment: StackView.Alignment) -> ShapeFixture {
        let baselines = alignment == .firstBaseline || alignment == .lastBaseline
        func item(_ i: Int) -> LayoutView {
            let (w, h) = ShapeSizes.rowItem(i)
            let view = LayoutView("i\(i)", intrinsicWidth: w, intrinsicHeight: h)
            if baselines {
                let offsets = ShapeSizes.baselines(height: h)
                view.firstBaselineOffset = offsets.first
                view.lastBaselineOffset = offsets.last
            }
            return view
        }
        let items = (0..<n).map(item)
        items[0].hugging = AxisPriorities(horizontal: 249, vertical: 250)
        let stack = StackView("row", axis: .horizontal, distribution: distribution, alignment: alignment, spacing: 2)
        for view in items { stack.addArrangedSubview(view) }
        let root = LayoutView("root")
        root.addSubview(stack)
        let width = items.reduce(0) { $0 + ($1.intrinsicWidth ?? 0) } + Double(2 * (n - 1)) + 100
        let layout = LayoutEngine(root: root, width: width, height: nil)
        pin(stack, to: root, in: layout)
        return ShapeFixture(
            layout: layout, width: width, height: nil, probe: items[n - 1], viewCount: n + 1,
            prepareInsert: {
                let view = item(n)
                return { stack.insertArrangedSubview(view, at: n / 2) }
            },
            remove: { items[n / 2].removeFromSuperview() },
            hide: { items[n / 2 + 1].isHidden = true })
    }
}
