import Constraints
import Testing

@testable import Stacks

/// Frames compared with this tolerance (the spec prints 3 decimals; the solver is exact).
let tolerance = 1e-6

/// Whether two numbers agree within `tol`.
func close(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool { abs(a - b) <= tol }

/// Expects `frame` to equal `(x, y, width, height)` within `tol`.
func expectFrame(
    _ frame: Rect, _ expected: [Double], _ tol: Double = tolerance, _ label: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = [frame.x, frame.y, frame.width, frame.height]
    let ok = expected.count == 4 && zip(actual, expected).allSatisfy { close($0, $1, tol) }
    #expect(ok, "\(label): got \(frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// Fixture A of spec section 7: a horizontal stack S in a 300 x 100 root, spacing 10, three
/// views 40 x 20, 60 x 30 and 80 x 40 without baselines.
final class FixtureA {
    let root = LayoutView("root")
    let s: StackView
    let v: [LayoutView]
    let layout: LayoutEngine

    /// - Parameters:
    ///   - free: pin only S.leading and S.top (else all four edges).
    ///   - direct: whether the layout may skip the solver (the direct layout).
    ///   - configure: changes made before the first layout.
    init(
        axis: LayoutAxis = .horizontal, distribution: StackView.Distribution = .fill,
        alignment: StackView.Alignment = .fill, spacing: Double = 10, width: Double = 300, height: Double = 100,
        free: Bool = false, direction: InterfaceDirection = .leftToRight, priorities: PriorityModel = .weighted,
        direct: Bool = true, configure: (StackView, [LayoutView]) -> Void = { _, _ in }
    ) {
        v = [
            LayoutView("v0", intrinsicWidth: 40, intrinsicHeight: 20),
            LayoutView("v1", intrinsicWidth: 60, intrinsicHeight: 30),
            LayoutView("v2", intrinsicWidth: 80, intrinsicHeight: 40),
        ]
        s = StackView("S", axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
            arrangedSubviews: v)
        root.addSubview(s)
        configure(s, v)
        layout = LayoutEngine(root: root, width: width, height: height, direction: direction, priorities: priorities)
        layout.allowsDirectLayout = direct
        var pins = [s.leading == root.leading, s.top == root.top]
        if !free { pins += [s.trailing == root.trailing, s.bottom == root.bottom] }
        try? layout.add(pins)
        layout.update()
    }

    func frame(_ i: Int) -> Rect { layout.frame(of: v[i]) }
    var stackFrame: Rect { layout.frame(of: s) }
}
