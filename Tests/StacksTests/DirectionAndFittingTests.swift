import Constraints
import Testing

@testable import Stacks

/// Right-to-left: leading and trailing swap for every view and stack, so every worked
/// example is the mirror image of its left-to-right layout.
@Suite struct RightToLeftTests {
    @Test(arguments: WorkedExampleTests.examples)
    func workedExampleIsMirrored(_ e: WorkedExampleTests.Example) {
        let ltr = WorkedExampleTests.make(e)
        let rtl = WorkedExampleTests.make(e, direction: .rightToLeft)
        let w = e.width
        for (a, b) in zip(ltr.v + [ltr.s], rtl.v + [rtl.s]) {
            let f = ltr.layout.frame(of: a)
            expectFrame(rtl.layout.frame(of: b), [w - f.x - f.width, f.y, f.width, f.height], tolerance,
                "\(e.name) \(a.name)")
        }
    }

    /// F1 in right-to-left: item 0 at the right, the stack pinned by its leading (right) edge.
    @Test func itemZeroIsAtTheRight() {
        let f = FixtureA(free: true, direction: .rightToLeft)
        expectFrame(f.frame(0), [260, 0, 40, 40])
        expectFrame(f.frame(1), [190, 0, 60, 40])
        expectFrame(f.frame(2), [100, 0, 80, 40])
        expectFrame(f.stackFrame, [100, 0, 200, 40])
        #expect(close(f.layout.value(of: f.s.leading.erased), 300))
    }

    /// A constant on leading/trailing flips with the direction (UIKit).
    @Test func userConstantsOnLeadingFlip() throws {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 20, intrinsicHeight: 20)
        root.addSubview(a)
        let layout = LayoutEngine(root: root, width: 100, height: 100, direction: .rightToLeft)
        try layout.add([a.leading == root.leading + 10, a.top == root.top])
        expectFrame(layout.frame(of: a), [70, 0, 20, 20])
    }

    @Test func mixingLeadingAndLeftIsRefused() {
        let root = LayoutView("root")
        let a = LayoutView("a")
        root.addSubview(a)
        let layout = LayoutEngine(root: root)
        #expect(throws: LayoutError.self) { try layout.add(a.leading == root.left) }
        #expect(throws: LayoutError.self) { try layout.add(a.width == LayoutView("stranger").width) }
    }
}

/// Fitting sizes (spec 4): compressed, expanded, self-sizing, and documents without a size.
@Suite struct FittingTests {
    static func stack(_ d: StackView.Distribution, _ a: StackView.Alignment = .fill) -> StackView {
        StackView("S", distribution: d, alignment: a, spacing: 10, arrangedSubviews: [
            LayoutView("v0", intrinsicWidth: 40, intrinsicHeight: 20), LayoutView("v1", intrinsicWidth: 60, intrinsicHeight: 30),
            LayoutView("v2", intrinsicWidth: 80, intrinsicHeight: 40),
        ])
    }

    /// Natural sizes of 3.11: sum plus gaps; n times the largest; equal centers.
    @Test(arguments: [
        (StackView.Distribution.fill, 200.0), (.fillEqually, 260), (.fillProportionally, 200), (.equalSpacing, 200),
        (.equalCentering, 220),
    ])
    func compressedSize(distribution: StackView.Distribution, width: Double) {
        let s = Self.stack(distribution)
        #expect(s.systemLayoutSizeFitting(LayoutView.compressedSize) == Size(width: width, height: 40))
    }

    /// The expanded target at 50 cannot beat hugging at 250: still the natural size.
    @Test func expandedSizeStaysNatural() {
        let s = Self.stack(.fill)
        #expect(s.systemLayoutSizeFitting(LayoutView.expandedSize) == Size(width: 200, height: 40))
    }

    /// Self-sizing cell: width required at 300, height compressed.
    @Test func selfSizingCell() {
        let s = Self.stack(.fill, .center)
        let size = s.systemLayoutSizeFitting(Size(width: 300, height: 0), horizontalPriority: .required)
        #expect(size == Size(width: 300, height: 40))
    }

    /// A layout without width or height takes the root's compressed fitting size.
    @Test func rootWithoutSizeFits() throws {
        let root = LayoutView("root")
        let s = Self.stack(.fillEqually)
        root.addSubview(s)
        let layout = LayoutEngine(root: root)
        try layout.add([s.leading == root.leading, s.trailing == root.trailing, s.top == root.top,
            s.bottom == root.bottom])
        expectFrame(layout.frame(of: root), [0, 0, 260, 40])
        #expect(layout.fittingSize(of: root, target: LayoutView.compressedSize) == Size(width: 260, height: 40))
        #expect(layout.fittingSize(of: s, target: LayoutView.compressedSize) == Size(width: 260, height: 40))
    }

    /// Fitting a subtree uses the user constraints inside it (an aspect ratio) only.
    @Test func fittingUsesInternalUserConstraints() throws {
        let root = LayoutView("root")
        let image = LayoutView("image", intrinsicWidth: 30, intrinsicHeight: nil)
        let s = StackView("S", arrangedSubviews: [image])
        root.addSubview(s)
        let layout = LayoutEngine(root: root, width: 300, height: 300)
        try layout.add([image.height == 2 * image.width, s.leading == root.leading, s.top == root.top])
        #expect(layout.fittingSize(of: s, target: LayoutView.compressedSize) == Size(width: 30, height: 60))
    }
}
