import Stacks
import Testing

/// A user constraint the layout cannot take is refused when added, with an error that names
/// what is wrong and where, and the layout goes on as if it had never been offered.
@Suite("User constraint validation")
struct UserConstraintValidationTests {
    /// A row [a, b] pinned to a 200 pt root, laid out once; `outsider` is in no tree.
    struct Fixture {
        let layout: LayoutEngine
        let a = LayoutView("a", intrinsicWidth: 30, intrinsicHeight: 10)
        let b = LayoutView("b", intrinsicWidth: 40, intrinsicHeight: 12)
        let outsider = LayoutView("outsider", intrinsicWidth: 5, intrinsicHeight: 5)

        init() throws {
            let root = LayoutView("root")
            let stack = StackView("row", axis: .horizontal, arrangedSubviews: [a, b])
            root.addSubview(stack)
            layout = LayoutEngine(root: root, width: 200, height: nil)
            try layout.add([stack.leading == root.leading, stack.trailing == root.trailing, stack.top == root.top])
            layout.update()
        }

        var frames: [Rect] { [layout.frame(of: a), layout.frame(of: b)] }
    }

    enum Invalid: String, CaseIterable {
        case rightSideOutside, bothSidesOutside, leadingAgainstLeft, zeroPriority, nanConstant, infiniteMultiplier

        func constraint(_ f: Fixture) -> LayoutConstraint {
            switch self {
            case .rightSideOutside: f.a.width == f.outsider.width
            case .bothSidesOutside: f.outsider.leading == f.outsider.trailing
            case .leadingAgainstLeft: f.a.leading == f.b.left
            case .zeroPriority: (f.a.width == 50).withPriority(Priority(0))
            case .nanConstant: f.a.width == .nan
            case .infiniteMultiplier: f.a.height.constraint(equalTo: f.a.width, multiplier: .infinity)
            }
        }

        /// Whether `error` is this case's, naming the right anchor.
        func matches(_ error: LayoutError) -> Bool {
            switch (self, error) {
            case (.rightSideOutside, .anchorOutsideTree(let anchor, _)): anchor == "outsider.width"
            // The first anchor outside, left first.
            case (.bothSidesOutside, .anchorOutsideTree(let anchor, _)): anchor == "outsider.leading"
            case (.leadingAgainstLeft, .mixedDirectionalAnchors(let c)): c.contains("a.leading") && c.contains("b.left")
            case (.zeroPriority, .invalidPriority): true
            case (.nanConstant, .nonFiniteValue), (.infiniteMultiplier, .nonFiniteValue): true
            default: false
            }
        }
    }

    @Test(arguments: Invalid.allCases)
    func anInvalidConstraintIsRefusedAndLeavesTheLayoutAsItWas(_ invalid: Invalid) throws {
        let f = try Fixture()
        let before = f.frames
        let constraint = invalid.constraint(f)
        do {
            try f.layout.add(constraint)
            Issue.record("\(invalid) was accepted")
        } catch {
            #expect(invalid.matches(error), "\(invalid): \(error)")
        }
        f.layout.update()
        #expect(f.frames == before)
        // Not held: offered again, it is refused again rather than taken as present.
        #expect(throws: LayoutError.self) { try f.layout.add(constraint) }
    }

    /// Baselines, directional anchors on both sides and a view's own two axes pass, and are
    /// laid out: a label `c` beside the row sits where its first baseline lines up with a's.
    @Test func validConstraintsOfEveryKindAreTaken() throws {
        let f = try Fixture()
        let c = LayoutView("c", intrinsicWidth: 20, intrinsicHeight: 15)
        f.a.firstBaselineOffset = 8
        c.firstBaselineOffset = 3
        f.layout.root.addSubview(c)
        try f.layout.add([
            c.firstBaseline == f.a.firstBaseline,
            c.leading == f.b.leading - 40,
            f.b.height.constraint(equalTo: f.b.width, multiplier: 0.3),
        ])
        f.layout.update()
        #expect(f.layout.inputErrors.isEmpty && f.layout.conflicts.isEmpty)
        let a = f.layout.frame(of: f.a), b = f.layout.frame(of: f.b), placed = f.layout.frame(of: c)
        #expect(placed.y + 3 == a.y + 8)
        #expect(placed.x == b.x - 40)
        #expect(b.height == 0.3 * b.width)
    }
}
