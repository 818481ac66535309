import Testing

@testable import Stacks

/// Changing an added constraint's constant or priority in place, as
/// `NSLayoutConstraint.constant` allows, gives the frames of a fresh layout built with the
/// new values.
@Suite("Changing constraints in place")
struct ConstraintChangeTests {
    /// a and b in a 300-wide root: a pinned left, b pinned right, a gap constraint between
    /// them, b's width preferred at 120 (weak) and a's at 100.
    private struct Scene {
        let root = LayoutView("root")
        let a = LayoutView("a", intrinsicWidth: 100, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 120, intrinsicHeight: 10)
        let gap: LayoutConstraint
        let layout: LayoutEngine

        init(gap constant: Double, priority: Priority, direct: Bool) throws {
            root.addSubview(a)
            root.addSubview(b)
            gap = b.leading == a.trailing + constant ~ priority
            layout = LayoutEngine(root: root, width: 300, height: 40)
            layout.allowsDirectLayout = direct
            try layout.add([
                a.leading == root.leading, b.trailing == root.trailing,
                a.top == root.top, b.top == root.top, gap,
            ])
        }

        var frames: [Rect] { [layout.frame(of: a), layout.frame(of: b)] }
    }

    @Test(arguments: [false, true], [0.0, 8, 80, 200, -20])
    func aNewConstantGivesTheFramesOfAFreshLayout(direct: Bool, constant: Double) throws {
        let scene = try Scene(gap: 10, priority: .required, direct: direct)
        _ = scene.frames
        scene.gap.constant = constant
        let fresh = try Scene(gap: constant, priority: .required, direct: direct)
        #expect(scene.frames == fresh.frames)
        #expect(scene.layout.inputErrors.isEmpty)
        #expect(scene.gap.constant == constant)
    }

    @Test(arguments: [false, true], [Priority(250), .required, .defaultHigh, Priority(1)])
    func aNewPriorityGivesTheFramesOfAFreshLayout(direct: Bool, priority: Priority) throws {
        let scene = try Scene(gap: 200, priority: .defaultLow, direct: direct)
        _ = scene.frames
        scene.gap.priority = priority
        let fresh = try Scene(gap: 200, priority: priority, direct: direct)
        #expect(scene.frames == fresh.frames)
        #expect(scene.layout.conflicts.count == fresh.layout.conflicts.count)
    }

    /// A sequence of constants, as in an animation: each step equals a fresh layout.
    @Test func anAnimationOfConstants() throws {
        let scene = try Scene(gap: 0, priority: .required, direct: false)
        for step in 0...10 {
            let constant = Double(step) * 7.5
            scene.gap.constant = constant
            let fresh = try Scene(gap: constant, priority: .required, direct: false)
            #expect(scene.frames == fresh.frames, "step \(step)")
        }
    }

    @Test func aNonFiniteConstantIsReportedAndAFiniteOneRestores() throws {
        let scene = try Scene(gap: 10, priority: .required, direct: false)
        let before = scene.frames
        scene.gap.constant = .nan
        _ = scene.frames
        #expect(scene.layout.inputErrors.count == 1)
        scene.gap.constant = 10
        #expect(scene.frames == before)
        #expect(scene.layout.inputErrors.isEmpty)
    }

    /// A row of labels, each with a width bound: after bounds are removed from the middle
    /// (by `remove` and with their views), a new constant on each one left still reaches it
    /// (each constraint's place in the layout's list is found from its hint,
    /// `LayoutConstraint.userIndex`), and the frames are a fresh layout's with the bounds and
    /// constants that remain.
    @Test(arguments: [false, true])
    func newConstantsAfterRemovalsReachTheirConstraints(direct: Bool) throws {
        func build(_ widths: [Double?]) throws -> (LayoutEngine, [LayoutView], [LayoutConstraint?]) {
            let labels = widths.indices.map { LayoutView("l\($0)", intrinsicWidth: 40, intrinsicHeight: 10) }
            let row = StackView("row", axis: .horizontal, alignment: .top, arrangedSubviews: labels)
            let root = LayoutView("root")
            root.addSubview(row)
            let layout = LayoutEngine(root: root, width: 600, height: nil)
            layout.allowsDirectLayout = direct
            let bounds = zip(labels, widths).map { label, width in width.map { label.width <= $0 } }
            try layout.add(row.pinEdges(to: root) + bounds.compactMap { $0 })
            layout.update()
            return (layout, labels, bounds)
        }
        var widths: [Double?] = (0..<12).map { Double(20 + $0) }
        let (layout, labels, bounds) = try build(widths)
        // Out by `remove`, and with its view.
        for k in [3, 7, 4] {
            if let bound = bounds[k] { layout.remove(bound) }
            widths[k] = nil
        }
        labels[9].removeFromSuperview()
        widths[9] = nil
        for k in widths.indices where widths[k] != nil {
            let bound = try #require(bounds[k])
            // Found at its place, from its hint (before which the removals moved it).
            let place = layout.users.firstIndex { $0.constraint === bound }
            #expect(layout.userIndex(of: bound) == place)
            #expect(bound.userIndex == place)
            widths[k] = Double(10 + 2 * k)
            bound.constant = widths[k] ?? 0
        }
        layout.update()
        // The removed view's slot: a label without a bound, hidden so that it takes no room.
        var fresh = widths
        fresh[9] = nil
        let (twin, twinLabels, _) = try build(fresh)
        twinLabels[9].isHidden = true
        twin.update()
        for k in labels.indices where k != 9 {
            #expect(layout.frame(of: labels[k]).width == twin.frame(of: twinLabels[k]).width, "label \(k)")
        }
    }
}
