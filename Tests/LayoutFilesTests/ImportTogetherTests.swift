import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif
import Constraints
import LayoutFiles
import Stacks
import Testing

/// Every public type of the three libraries, named unqualified in a file that also imports
/// Foundation (and SwiftUI where it exists). If a name clashed, this file would not compile:
/// "'Expression' is ambiguous for type lookup" is what users saw before the renames.
@Suite("Names: importing the libraries next to Foundation and SwiftUI")
struct ImportTogetherTests {
    @Test func everyPublicTypeResolvesUnqualified() throws {
        let x = Variable("x")
        let e: LinearExpression = x + 1
        let c: Constraint = e == 3
        var solver = Solver(priorities: PriorityModel.weighted)
        try solver.add(c)
        let relation: Relation = .equal
        let priority: Priority = .required
        let root = LayoutView("root")
        root.layoutMargins = LayoutInsets(all: 4)
        let stack = StackView("stack", axis: LayoutAxis.horizontal)
        root.addSubview(stack)
        let scroll = LayoutScrollView("scroll")
        stack.addArrangedSubview(scroll)
        let anchor: LayoutAnchor<XAxis> = stack.leading
        let x2: XAnchor = anchor, y: YAnchor = stack.top, w: DimensionAnchor = stack.width
        let direction: InterfaceDirection = .leftToRight
        let engine = LayoutEngine(root: root, width: 100, height: 50, direction: direction)
        let guide: LayoutGuide? = root.safeArea
        let rect: Rect = engine.frame(of: root)
        let size = Size(width: rect.width, height: rect.height)
        let kinds: [AnchorKind] = [AnchorAttribute.leading.kind]
        let any: AnyAnchor = x2.erased
        #expect(solver.value(of: x) == 2)
        #expect(relation == .equal && priority == .required)
        #expect(size.width == 100 && guide != nil && kinds == [.x])
        #expect("\(any)" == "stack.leading" && "\(y)" == "stack.top" && "\(w)" == "stack.width")
        let _: (ConstraintFile.Type, LayoutDocument.Type, SVGDrawing.Type) =
            (ConstraintFile.self, LayoutDocument.self, SVGDrawing.self)
        let _: (SolverError.Type, LayoutError.Type, ConflictReport.Type, LayoutItem.Type) =
            (SolverError.self, LayoutError.self, ConflictReport.self, LayoutItem.self)
        let _: (LayoutConstraint.Type, AxisPriorities.Type, SolverStatistics.Type) =
            (LayoutConstraint.self, AxisPriorities.self, SolverStatistics.self)
    }
}
