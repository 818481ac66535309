import LayoutFiles
import Stacks
import Testing

/// Every kind of `changes` entry, applied incrementally: the frames after each one are
/// the worked examples of stacks.md section 7 where there is one, and always equal a
/// fresh layout of the edited document.
@Suite("Layout files: changes")
struct RenderChangesTests {
    typealias Support = RenderTestSupport

    /// Fixture A: `S` pinned to a 300 × 100 root, spacing 10, v0 40 × 20, v1 60 × 30, v2 80 × 40.
    static let fixture = #"""
        {"width": 300, "height": 100,
         "root": {"id": "root", "children": [{"id": "S", "kind": "stack", "spacing": 10, "arranged": [
           {"id": "v0", "intrinsic": [40, 20]}, {"id": "v1", "intrinsic": [60, 30]}, {"id": "v2", "intrinsic": [80, 40]}]}]},
         "constraints": ["S.leading == root.leading", "S.trailing == root.trailing", "S.top == root.top", "S.bottom == root.bottom"],
         "changes": [
        \#(steps.map(\.change).joined(separator: ",\n"))
         ]}
        """#

    static let a1: [[Double]] = [[0, 0, 140, 100], [150, 0, 60, 100], [220, 0, 80, 100]]

    /// Each change and the frames of v0, v1, v2 after it (the spec's case in the comment).
    static let steps: [(change: String, frames: [[Double]])] = [
        (#"{"hide": "v1"}"#, [[0, 0, 210, 100], [215, 0, 0, 100], [220, 0, 80, 100]]),  // H1
        (#"{"show": "v1"}"#, a1),  // A1
        (#"{"set": "S", "to": {"customSpacing": {"v0": 30}}}"#, [[0, 0, 120, 100], [150, 0, 60, 100], [220, 0, 80, 100]]),  // CS1
        (#"{"hide": "v1"}"#, [[0, 0, 190, 100], [205, 0, 0, 100], [220, 0, 80, 100]]),  // CS2
        (#"{"show": "v1"}"#, [[0, 0, 120, 100], [150, 0, 60, 100], [220, 0, 80, 100]]),  // CS1
        (#"{"set": "S", "to": {"customSpacing": {"v0": null}}}"#, a1),
        (#"{"set": "S", "to": {"spacing": -10}}"#, [[0, 0, 180, 100], [170, 0, 60, 100], [220, 0, 80, 100]]),  // N1
        (#"{"set": "S", "to": {"spacing": 10, "distribution": "fillEqually"}}"#,
         [[0, 0, 280.0 / 3, 100], [310.0 / 3, 0, 280.0 / 3, 100], [620.0 / 3, 0, 280.0 / 3, 100]]),  // A2
        (#"{"set": "S", "to": {"distribution": "fillProportionally"}}"#, [[0, 0, 60, 100], [70, 0, 90, 100], [170, 0, 130, 100]]),  // A3
        (#"{"set": "S", "to": {"distribution": "equalSpacing"}}"#, [[0, 0, 40, 100], [100, 0, 60, 100], [220, 0, 80, 100]]),  // A5
        (#"{"set": "S", "to": {"distribution": "equalCentering"}}"#, [[0, 0, 40, 100], [110, 0, 60, 100], [220, 0, 80, 100]]),  // A6
        (#"{"set": "S", "to": {"distribution": "fill", "alignment": "center"}}"#,
         [[0, 40, 140, 20], [150, 35, 60, 30], [220, 30, 80, 40]]),  // A1 x, center y
        (#"{"set": "S", "to": {"alignment": "fill"}}"#, a1),
        (#"{"set": "v2", "to": {"compression": {"horizontal": 749}}}"#, a1),
        (#"{"resize": [150, 100]}"#, [[0, 0, 40, 100], [50, 0, 60, 100], [120, 0, 30, 100]]),  // O1
        (#"{"resize": [300, 100]}"#, a1),
        (#"{"set": "S", "to": {"margins": {"top": 5, "left": 10, "bottom": 5, "right": 10}, "layoutMarginsRelative": true}}"#,
         [[10, 5, 120, 90], [140, 5, 60, 90], [210, 5, 80, 90]]),  // M1
        (#"{"set": "S", "to": {"layoutMarginsRelative": false}}"#, a1),
        (#"{"insert": {"id": "v3", "intrinsic": [20, 10]}, "into": "S", "at": 1}"#,
         [[0, 0, 110, 100], [150, 0, 60, 100], [220, 0, 80, 100]]),
        (#"{"remove": "v3"}"#, a1),
        (#"{"add": "v1.width == 100"}"#, [[0, 0, 100, 100], [110, 0, 100, 100], [220, 0, 80, 100]]),
        (#"{"drop": 4}"#, a1),
        (#"{"set": "v2", "to": {"intrinsic": [120, 40]}}"#, [[0, 0, 100, 100], [110, 0, 60, 100], [180, 0, 120, 100]]),
        (#"{"set": "S", "to": {"axis": "vertical", "spacing": 0}}"#, [[0, 0, 300, 30], [0, 30, 300, 30], [0, 60, 300, 40]]),
        (#"{"resize": [null, null]}"#, [[0, 0, 120, 20], [0, 20, 120, 30], [0, 50, 120, 40]]),
    ]

    @Test func eachChangeGivesTheWorkedExample() throws {
        let document = try LayoutDocument.parse(Self.fixture)
        let session = try LayoutDocumentSession(document)
        #expect(session.firstReports.isEmpty)
        for (i, step) in Self.steps.enumerated() {
            let reports = try session.apply(document.changes[i], at: "changes[\(i)]")
            #expect(reports.isEmpty, "changes[\(i)] \(step.change): \(reports)")
            let byID = Dictionary(uniqueKeysWithValues: session.frames.map { ($0.id, $0.frame) })
            for (k, expected) in step.frames.enumerated() {
                let f = byID["v\(k)"]
                let got = f.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
                #expect(Support.close(got, expected), "changes[\(i)] \(step.change): v\(k) \(got), expected \(expected)")
            }
        }
    }

    @Test func incrementalEqualsFresh() throws {
        let document = try LayoutDocument.parse(Self.fixture)
        let session = try LayoutDocumentSession(document)
        var state = document
        for (i, change) in document.changes.enumerated() {
            let path = "changes[\(i)]"
            try session.apply(change, at: path)
            state = try state.applying(change, at: path)
            let fresh = try LayoutDocumentSession(state)
            #expect(session.frames.map(\.id) == fresh.frames.map(\.id))
            for (a, b) in zip(session.frames, fresh.frames) {
                let x = [a.frame.x, a.frame.y, a.frame.width, a.frame.height]
                let y = [b.frame.x, b.frame.y, b.frame.width, b.frame.height]
                #expect(Support.close(x, y), "\(path): \(a.id) incremental \(x), fresh \(y)")
            }
        }
    }

    @Test func rootSizeAfterFittingResize() throws {
        let document = try LayoutDocument.parse(Self.fixture)
        let session = try LayoutDocumentSession(document)
        for (i, change) in document.changes.enumerated() { try session.apply(change, at: "changes[\(i)]") }
        let root = session.frames.first { $0.id == "root" }?.frame
        let got = root.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
        #expect(Support.close(got, [0, 0, 120, 90]), "\(got)")
    }

    @Test func removedNodesLeaveTheOutput() {
        let text = Self.fixture.replacing(Self.steps.map(\.change).joined(separator: ",\n"), with: #"{"remove": "v1"}"#)
        let (output, _) = Support.run(text)
        #expect(output.status == 0)
        #expect(Support.table(output.stdout).map(\.id) == ["root", "S", "v0", "v2"])
    }
}
