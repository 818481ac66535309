import Constraints
import Testing

@testable import Stacks

/// Equal-spacing and equal-centering stacks place a gap guide between each pair of
/// neighbours. Each guide belongs to the item before it, so inserting, removing or hiding
/// an item changes the constraints of the gaps next to it and no others, and the frames
/// still equal a fresh layout's.
@Suite struct GapGuideTests {
    enum Edit: String, CaseIterable, Sendable {
        case insert, remove, hide
    }

    /// A row of `count` items of varied widths in a 3,000 × 50 root.
    final class Scene {
        let root = LayoutView("root")
        let stack: StackView
        var items: [LayoutView]
        let layout: LayoutEngine

        /// - Parameter edit: an edit made to the items, at `position`, before the first layout.
        init(_ distribution: StackView.Distribution, count: Int, editedFirst edit: Edit? = nil, at position: Int = 0) {
            items = (0..<count).map { LayoutView("i\($0)", intrinsicWidth: Double(10 + 7 * ($0 % 5)), intrinsicHeight: 20) }
            switch edit {
            case .insert: items.insert(Self.inserted(), at: position)
            case .remove: items.remove(at: position)
            case .hide: items[position].isHidden = true
            case nil: break
            }
            stack = StackView("S", distribution: distribution, spacing: 4, arrangedSubviews: items)
            root.addSubview(stack)
            layout = LayoutEngine(root: root, width: 3_000, height: 50)
            // The solver's incremental updates are what is measured (the direct layout
            // would take an equal-spacing row until an item is hidden).
            layout.allowsDirectLayout = false
            try? layout.add(stack.pinEdges(to: root))
            layout.update()
        }

        static func inserted() -> LayoutView { LayoutView("new", intrinsicWidth: 23, intrinsicHeight: 20) }

        func apply(_ edit: Edit, at position: Int) {
            switch edit {
            case .insert:
                let view = Self.inserted()
                stack.insertArrangedSubview(view, at: position)
                items.insert(view, at: position)
            case .remove:
                items.remove(at: position).removeFromSuperview()
            case .hide:
                items[position].isHidden = true
            }
        }

        var frames: [Rect] {
            layout.update()
            return items.map { layout.frame(of: $0) }
        }
    }

    /// Equal centering weighs its gaps by position (`150 − p` up to the 100th item), so
    /// an edit before item 100 changes the priorities after it whatever the guides; its
    /// edit is made past that point, with 20 gaps after it.
    static let cases: [(StackView.Distribution, Edit, count: Int, position: Int)] = Edit.allCases.flatMap {
        [(.equalSpacing, $0, 60, 30), (.equalCentering, $0, 130, 110)]
    }

    @Test(arguments: cases)
    func anEditChangesOnlyTheGapsBesideIt(
        distribution: StackView.Distribution, edit: Edit, count: Int, position: Int
    ) {
        let scene = Scene(distribution, count: count)
        let before = scene.layout.solverStatistics
        scene.apply(edit, at: position)
        let edited = scene.frames
        let after = scene.layout.solverStatistics
        // The edited item's own constraints and the two gaps beside it. Numbered gaps
        // changed every gap after the edit: 60 and more constraints here.
        let removed = after.removals - before.removals, added = after.additions - before.additions
        #expect(removed <= 24, "\(distribution) \(edit): \(removed) constraints removed")
        #expect(added <= 24, "\(distribution) \(edit): \(added) constraints added")

        // The same frames as a fresh layout of the edited row; a hidden item's position
        // is ambiguous under `>=` (spec 3.4), so only its length counts.
        let fresh = Scene(distribution, count: count, editedFirst: edit, at: position)
        for (k, (a, e)) in zip(edited, fresh.frames).enumerated() {
            if scene.items[k].isHidden {
                #expect(abs(a.width - e.width) <= tolerance, "\(distribution) \(edit) hidden item \(k)")
            } else {
                expectFrame(a, [e.x, e.y, e.width, e.height], tolerance, "\(distribution) \(edit) item \(k)")
            }
        }
    }

    @Test func aGuideIsNamedAfterTheItemBeforeIt() {
        let scene = Scene(.equalSpacing, count: 3)
        #expect(scene.stack.gapGuide(after: scene.items[1]).description == "S.gap[after: i1]")
    }
}
