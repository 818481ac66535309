import Constraints
import Testing

@testable import Stacks

/// Spec section 7: O1-O5, H*, N*, CS*, M*, F*, V1 (fill alignment unless noted).
@Suite struct WorkedExampleTests {
    struct Example: Sendable, CustomStringConvertible {
        let name: String
        var axis: LayoutAxis = .horizontal
        var distribution: StackView.Distribution = .fill
        var alignment: StackView.Alignment = .fill
        var spacing: Double = 10
        var width: Double = 300
        var height: Double = 100
        var free = false
        var hidden: [Int] = []
        var customSpacingAfterV0: Double? = nil
        var margins: LayoutInsets? = nil
        var v2Compression: Priority? = nil
        /// v0, v1, v2, S as (x, y, width, height).
        let frames: [[Double]]
        var description: String { name }
    }

    static let examples: [Example] = [
        Example(name: "O1", width: 150, v2Compression: 749,
            frames: [[0, 0, 40, 100], [50, 0, 60, 100], [120, 0, 30, 100], [0, 0, 150, 100]]),
        Example(name: "O2", distribution: .equalSpacing, width: 150, v2Compression: 749,
            frames: [[0, 0, 40, 100], [50, 0, 60, 100], [120, 0, 30, 100], [0, 0, 150, 100]]),
        Example(name: "O3", distribution: .fillEqually, width: 150,
            frames: [[0, 0, 130.0 / 3, 100], [160.0 / 3, 0, 130.0 / 3, 100], [320.0 / 3, 0, 130.0 / 3, 100],
                [0, 0, 150, 100]]),
        Example(name: "H1 (TIE)", hidden: [1],
            frames: [[0, 0, 210, 100], [215, 0, 0, 100], [220, 0, 80, 100], [0, 0, 300, 100]]),
        Example(name: "H3 (TIE)", hidden: [0],
            frames: [[0, 0, 0, 100], [0, 0, 210, 100], [220, 0, 80, 100], [0, 0, 300, 100]]),
        Example(name: "H5 (TIE)", hidden: [2],
            frames: [[0, 0, 230, 100], [240, 0, 60, 100], [300, 0, 0, 100], [0, 0, 300, 100]]),
        Example(name: "H6", distribution: .fillEqually, hidden: [1],
            frames: [[0, 0, 145, 100], [150, 0, 0, 100], [155, 0, 145, 100], [0, 0, 300, 100]]),
        Example(name: "H7", free: true, hidden: [1],
            frames: [[0, 0, 40, 40], [45, 0, 0, 40], [50, 0, 80, 40], [0, 0, 130, 40]]),
        Example(name: "N1 (TIE)", spacing: -10,
            frames: [[0, 0, 180, 100], [170, 0, 60, 100], [220, 0, 80, 100], [0, 0, 300, 100]]),
        Example(name: "N2", spacing: -10, free: true,
            frames: [[0, 0, 40, 40], [30, 0, 60, 40], [80, 0, 80, 40], [0, 0, 160, 40]]),
        Example(name: "N4", distribution: .equalSpacing, spacing: -10,
            frames: [[0, 0, 40, 100], [100, 0, 60, 100], [220, 0, 80, 100], [0, 0, 300, 100]]),
        Example(name: "CS1 (TIE)", customSpacingAfterV0: 30,
            frames: [[0, 0, 120, 100], [150, 0, 60, 100], [220, 0, 80, 100], [0, 0, 300, 100]]),
        Example(name: "CS2 (TIE)", hidden: [1], customSpacingAfterV0: 30,
            frames: [[0, 0, 190, 100], [205, 0, 0, 100], [220, 0, 80, 100], [0, 0, 300, 100]]),
        Example(name: "M1 (TIE)", margins: LayoutInsets(top: 5, left: 10, bottom: 5, right: 10),
            frames: [[10, 5, 120, 90], [140, 5, 60, 90], [210, 5, 80, 90], [0, 0, 300, 100]]),
        Example(name: "M2", free: true, margins: LayoutInsets(top: 5, left: 10, bottom: 5, right: 10),
            frames: [[10, 5, 40, 40], [60, 5, 60, 40], [130, 5, 80, 40], [0, 0, 220, 50]]),
        Example(name: "F1", free: true,
            frames: [[0, 0, 40, 40], [50, 0, 60, 40], [120, 0, 80, 40], [0, 0, 200, 40]]),
        Example(name: "F2", distribution: .fillEqually, free: true,
            frames: [[0, 0, 80, 40], [90, 0, 80, 40], [180, 0, 80, 40], [0, 0, 260, 40]]),
        Example(name: "F3", distribution: .fillProportionally, free: true,
            frames: [[0, 0, 40, 40], [50, 0, 60, 40], [120, 0, 80, 40], [0, 0, 200, 40]]),
        Example(name: "F4", distribution: .equalSpacing, free: true,
            frames: [[0, 0, 40, 40], [50, 0, 60, 40], [120, 0, 80, 40], [0, 0, 200, 40]]),
        Example(name: "F5", distribution: .equalCentering, free: true,
            frames: [[0, 0, 40, 40], [70, 0, 60, 40], [140, 0, 80, 40], [0, 0, 220, 40]]),
        Example(name: "F6", alignment: .center, free: true,
            frames: [[0, 10, 40, 20], [50, 5, 60, 30], [120, 0, 80, 40], [0, 0, 200, 40]]),
        Example(name: "V1", axis: .vertical, distribution: .fillEqually, alignment: .center, width: 100, height: 300,
            frames: [[30, 0, 40, 280.0 / 3], [20, 310.0 / 3, 60, 280.0 / 3], [10, 620.0 / 3, 80, 280.0 / 3],
                [0, 0, 100, 300]]),
    ]

    static func make(_ e: Example, direction: InterfaceDirection = .leftToRight) -> FixtureA {
        FixtureA(axis: e.axis, distribution: e.distribution, alignment: e.alignment, spacing: e.spacing,
            width: e.width, height: e.height, free: e.free, direction: direction) { s, v in
            for i in e.hidden { v[i].isHidden = true }
            if let c = e.customSpacingAfterV0 { s.setCustomSpacing(c, after: v[0]) }
            if let m = e.margins {
                s.layoutMargins = m
                s.isLayoutMarginsRelativeArrangement = true
            }
            if let p = e.v2Compression { v[2].compressionResistance.horizontal = p }
        }
    }

    @Test(arguments: examples)
    func example(_ e: Example) {
        let f = Self.make(e)
        for i in 0..<3 { expectFrame(f.frame(i), e.frames[i], tolerance, "\(e.name) v\(i)") }
        expectFrame(f.stackFrame, e.frames[3], tolerance, "\(e.name) S")
        #expect(f.layout.conflicts.isEmpty)
    }

    /// O5: fill, root 150 x 100, all compression 750 (TIE): only sums, gaps and heights.
    @Test func o5OverflowEqualCompression() {
        let f = FixtureA(width: 150)
        let r = (0..<3).map(f.frame)
        #expect(close(r[0].width + r[1].width + r[2].width, 130))
        #expect(close(r[1].x - (r[0].x + r[0].width), 10) && close(r[2].x - (r[1].x + r[1].width), 10))
        #expect(r.allSatisfy { close($0.height, 100) && close($0.y, 0) })
        expectFrame(f.stackFrame, [0, 0, 150, 100])
    }
}
