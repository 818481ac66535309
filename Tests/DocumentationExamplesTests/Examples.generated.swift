// Generated from the ```swift blocks of README.md and docs/*.md by
// DocumentationExamplesTests: do not edit. Regenerate with
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples

import Constraints
import Foundation
import LayoutFiles
import Stacks

// README.md, swift block 1
func example_README_1() throws {
    var solver = Solver()                          // strict priorities; Solver(priorities: .weighted) for UIKit's
    let left = Variable("left"), width = Variable("width")
    try solver.add(left >= 0)
    try solver.add(left + width <= 320)
    try solver.add(width >= 100 ~ .strong)         // a priority attaches with `~`
    try solver.addEditVariable(width, priority: .medium)
    try solver.suggestValue(500, for: width)
    print(solver.value(of: width))                 // 320
}

// README.md, swift block 2
func example_README_2() throws {
    let root = LayoutView("root")
    root.layoutMargins = LayoutInsets(top: 0, left: 16, bottom: 0, right: 16)
    let title = LayoutView("title", intrinsicWidth: 58, intrinsicHeight: 20.5)
    let image = LayoutView("image", intrinsicWidth: 300, intrinsicHeight: 400)
    let stack = StackView("stack", axis: .vertical, spacing: 8, arrangedSubviews: [title, image])
    root.addSubview(stack)
    let layout = LayoutEngine(root: root, width: 375, height: 667)
    try layout.add([stack.leading == root.margins.leading, stack.trailing == root.margins.trailing,
                    stack.top == root.top + 20])
    print(layout.frame(of: image))
}

// docs/constraint-files.md, swift block 1
func example_constraint_files_1() throws {
    let text = "x >= 10\ny == x + 5 @strong\n"
    let file = try ConstraintFile.parse(text, name: "demo.constraints")  // or ConstraintFile.read(contentsOf: path)
    let statements = file.statements  // [Statement]: .constraint(Constraint) or .suggestion(Suggestion), with line, column, text
    let variables = file.variables    // [Variable], in order of first appearance
    var solver = Solver(priorities: .weighted)
    try file.apply(to: &solver)       // throws(ConstraintFileError), e.g. naming conflicting lines
    let values = try file.solve(priorities: .strict)   // [(name, value)] in output order
    print(statements.count, variables.count, values)
}

// docs/solver.md, swift block 1
func example_solver_1() throws {
    var solver = Solver()                         // strict priorities; Solver(priorities: .weighted) for UIKit's model
    let left = Variable("left"), width = Variable("width")

    try solver.add(left >= 0)
    try solver.add(left + width <= 320)
    try solver.add(width >= 100 ~ .strong)        // `~` attaches a priority; it binds looser than `<=`
    try solver.add(width == 2 * left ~ .weak)

    try solver.addEditVariable(width, priority: .medium)
    try solver.suggestValue(500, for: width)      // re-solved at once by the dual simplex
    print(solver.value(of: width))                // 320: the required bound wins
}

// docs/stacks.md, swift block 1
func example_stacks_1() throws {
    let root = LayoutView("root")
    root.layoutMargins = LayoutInsets(left: 16, right: 16)
    let title = LayoutView("title", intrinsicWidth: 58, intrinsicHeight: 20.5)
    title.firstBaselineOffset = 16.5
    let field = LayoutView("field", intrinsicWidth: 144, intrinsicHeight: 30)
    field.hugging.horizontal = 48
    let row = StackView("row", alignment: .firstBaseline, spacing: 8, arrangedSubviews: [title, field])
    let image = LayoutView("image", intrinsicWidth: 300, intrinsicHeight: 300)
    let column = StackView("column", axis: .vertical, spacing: 8, arrangedSubviews: [row, image])
    root.addSubview(column)

    let layout = LayoutEngine(root: root, width: 375, height: 667)          // weighted priorities
    try layout.add([
        column.leading == root.margins.leading,                        // operator form
        column.trailing.constraint(equalTo: root.margins.trailing),     // method form
        column.top == root.safeArea.top + 20,
        image.height == image.width ~ 750,                              // aspect ratio at 750
    ])
    layout.update()
    print(layout.frame(of: field))                                      // root coordinates

    field.isHidden = true                 // incremental edits: mutate, then update
    layout.resize(width: 414, height: 896)
    layout.update()
    for report in layout.conflicts { print(report) }
}

// docs/stacks.md, swift block 2
func example_stacks_2() throws {
    let root = LayoutView("root"), card = LayoutView("card")
    let badge = LayoutView("badge", intrinsicWidth: 6, intrinsicHeight: 4)
    root.addSubview(card)
    root.addSubview(badge)
    let layout = LayoutEngine(root: root, width: 200, height: 100)
    try layout.add(card.edges == root.margins.edges.inset(by: 5))        // four edges, inset
    try layout.add(badge.center == card.center)                          // centerX and centerY
    try layout.add(badge.size >= Size(width: 4, height: 4) ~ .defaultHigh)  // width and height
    try layout.add(card.pinEdges(to: root.safeArea, insets: LayoutInsets(all: 2)) ~ 500)
}

// docs/stacks.md, swift block 3
func example_stacks_3() throws {
    let text = WrappingText("The quick brown fox jumps over the lazy dog", characterWidth: 7, lineHeight: 16)
    let body = LayoutView("body")
    body.intrinsicWidth = text.naturalWidth        // 301: one line
    body.heightForWidth = { text.height(forWidth: $0) }
    let card = StackView("card", axis: .vertical, arrangedSubviews: [body])
    let root = LayoutView("root")
    root.addSubview(card)
    let layout = LayoutEngine(root: root, width: 100, height: nil)
    try layout.add([card.leading == root.leading, card.trailing == root.trailing, card.top == root.top,
                    root.bottom == card.bottom])
    print(layout.frame(of: body))                   // 100 wide: 14 columns, 4 lines, 64 tall
}

// Constraints.docc/GettingStarted.md, swift block 1
func example_Constraints_GettingStarted_1() throws {
    var solver = Solver()                       // strict priorities
    let left = Variable("left"), width = Variable("width")
    try solver.add(left >= 0)
    try solver.add(left + width <= 320)
    try solver.add(width >= 100 ~ .strong)      // `~` attaches a priority
    try solver.add(width == 400 ~ .weak)        // met as far as the required constraints allow
    print(solver.value(of: width))              // 320, with left at 0
}

// Constraints.docc/GettingStarted.md, swift block 2
func example_Constraints_GettingStarted_2() throws {
    var solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.add(y == x + 10)
    try solver.add(x <= 100)
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(40, for: x)
    print(solver.value(of: y))                  // 50
    try solver.suggestValue(500, for: x)
    print(solver.value(of: y))                  // 110: x stops at its required bound
}

// Stacks.docc/GettingStarted.md, swift block 1
func example_Stacks_GettingStarted_1() throws {
    let root = LayoutView("root")
    root.layoutMargins = LayoutInsets(top: 0, left: 16, bottom: 0, right: 16)
    let title = LayoutView("title", intrinsicWidth: 58, intrinsicHeight: 20.5)
    let image = LayoutView("image", intrinsicWidth: 300, intrinsicHeight: 400)
    let stack = StackView("stack", axis: .vertical, spacing: 8, arrangedSubviews: [title, image])
    root.addSubview(stack)

    let layout = LayoutEngine(root: root, width: 375, height: 667)
    try layout.add(stack.edges <= root.margins.edges)
    try layout.add([stack.leading == root.margins.leading, stack.top == root.top + 20])
    print(layout.frame(of: image))
}

// Stacks.docc/StackGuide.md, swift block 1
func example_Stacks_StackGuide_1() throws {
    let root = LayoutView("root")
    let label = LayoutView("label", intrinsicWidth: 60, intrinsicHeight: 20)
    let field = LayoutView("field", intrinsicWidth: 100, intrinsicHeight: 30)
    field.hugging.horizontal = 200                        // the field takes the extra width
    let row = StackView("row", alignment: .center, spacing: 8, arrangedSubviews: [label, field])
    root.addSubview(row)
    let layout = LayoutEngine(root: root, width: 320, height: 100)
    try layout.add(row.pinEdges(to: root.margins))
    print(layout.frame(of: field))
}

// LayoutFiles.docc/GettingStarted.md, swift block 1
func example_LayoutFiles_GettingStarted_1() throws {
    let file = try ConstraintFile.parse("x >= 10\ny == x + 5 @strong\ny <= 12\n", name: "demo.constraints")
    for (name, value) in try file.solve(priorities: .weighted) {
        print(name, value)                      // x 10, y 12
    }
}

/// Every example, by name, in document order.
let allExamples: [(name: String, run: @Sendable () throws -> Void)] = [
    ("example_README_1", example_README_1),
    ("example_README_2", example_README_2),
    ("example_constraint_files_1", example_constraint_files_1),
    ("example_solver_1", example_solver_1),
    ("example_stacks_1", example_stacks_1),
    ("example_stacks_2", example_stacks_2),
    ("example_stacks_3", example_stacks_3),
    ("example_Constraints_GettingStarted_1", example_Constraints_GettingStarted_1),
    ("example_Constraints_GettingStarted_2", example_Constraints_GettingStarted_2),
    ("example_Stacks_GettingStarted_1", example_Stacks_GettingStarted_1),
    ("example_Stacks_StackGuide_1", example_Stacks_StackGuide_1),
    ("example_LayoutFiles_GettingStarted_1", example_LayoutFiles_GettingStarted_1),
]
