import Constraints
import Testing

@testable import Stacks

/// Spec section 7, Fixture A: alignment across the axis under every distribution.
@Suite struct FixtureAAlignmentTests {
    struct Row: Sendable, CustomStringConvertible {
        let alignment: StackView.Alignment
        let yh: [[Double]]  // (y, height) of v0, v1, v2
        var description: String { "\(alignment)" }
    }

    static let rows: [Row] = [
        Row(alignment: .fill, yh: [[0, 100], [0, 100], [0, 100]]),
        Row(alignment: .top, yh: [[0, 20], [0, 30], [0, 40]]),
        Row(alignment: .center, yh: [[40, 20], [35, 30], [30, 40]]),
        Row(alignment: .bottom, yh: [[80, 20], [70, 30], [60, 40]]),
    ]

    @Test(arguments: rows, StackView.Distribution.allCases)
    func alignmentAcrossDistributions(row: Row, distribution: StackView.Distribution) {
        let f = FixtureA(distribution: distribution, alignment: row.alignment)
        for i in 0..<3 {
            let r = f.frame(i)
            #expect(close(r.y, row.yh[i][0]) && close(r.height, row.yh[i][1]), "v\(i): \(r)")
        }
        expectFrame(f.stackFrame, [0, 0, 300, 100], tolerance, "S")
    }
}

/// Spec section 7, A1-A7: the distributions along the axis (x, width).
@Suite struct FixtureADistributionTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let distribution: StackView.Distribution
        var spacing: Double = 10
        var alignment: StackView.Alignment = .fill
        var width: Double = 300
        let xw: [[Double]]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "A1 fill (TIE)", distribution: .fill, xw: [[0, 140], [150, 60], [220, 80]]),
        Row(name: "A2 fillEqually", distribution: .fillEqually,
            xw: [[0, 280.0 / 3], [310.0 / 3, 280.0 / 3], [620.0 / 3, 280.0 / 3]]),
        Row(name: "A3 fillProportionally", distribution: .fillProportionally, xw: [[0, 60], [70, 90], [170, 130]]),
        Row(name: "A4 fillProportionally spacing 0", distribution: .fillProportionally, spacing: 0,
            xw: [[0, 200.0 / 3], [200.0 / 3, 100], [500.0 / 3, 400.0 / 3]]),
        Row(name: "A5 equalSpacing", distribution: .equalSpacing, xw: [[0, 40], [100, 60], [220, 80]]),
        Row(name: "A6 equalCentering", distribution: .equalCentering, xw: [[0, 40], [110, 60], [220, 80]]),
    ]

    @Test(arguments: rows, [StackView.Alignment.fill, .top, .center, .bottom])
    func distribution(row: Row, alignment: StackView.Alignment) {
        let f = FixtureA(distribution: row.distribution, alignment: alignment, spacing: row.spacing)
        for i in 0..<3 {
            let r = f.frame(i)
            #expect(close(r.x, row.xw[i][0]) && close(r.width, row.xw[i][1]), "\(row.name) v\(i): \(r)")
        }
    }

    /// A7: equalCentering, alignment center, 200 x 100 root: minimum gaps, centers unequal.
    @Test func a7EqualCenteringShort() {
        let f = FixtureA(distribution: .equalCentering, alignment: .center, width: 200)
        expectFrame(f.frame(0), [0, 40, 40, 20], tolerance, "v0")
        expectFrame(f.frame(1), [50, 35, 60, 30], tolerance, "v1")
        expectFrame(f.frame(2), [120, 30, 80, 40], tolerance, "v2")
    }

    /// The A1 constraint listing of the spec (alignment top): identifiers, text, priorities
    /// (the recipe's records, which only the solver path makes).
    @Test func a1TopConstraintListing() {
        let f = FixtureA(alignment: .top, direct: false)
        let lines = f.s.stackRecords.map { "\($0.spec.role.identifier) \($0.spec.text) @\(formatCoordinate($0.spec.priority))" }
        #expect(
            lines == [
                "UISV-canvas-connection S.leading == v0.leading @1000",
                "UISV-canvas-connection S.trailing == v2.trailing @1000",
                "UISV-spacing v1.leading == v0.trailing + 10 @1000",
                "UISV-spacing v2.leading == v1.trailing + 10 @1000",
                "UISV-alignment v0.top == v1.top @1000",
                "UISV-alignment v0.top == v2.top @1000",
                "UISV-ambiguity-suppression v0.height == 0 @25",
                "UISV-ambiguity-suppression v1.height == 0 @25",
                "UISV-ambiguity-suppression v2.height == 0 @25",
                "UISV-canvas-connection S.top == v0.top @1000",
                "UISV-canvas-connection S.bottom == S.spanner.bottom @1000",
                "UISV-spanning-boundary S.spanner.top == v0.top @999.5",
                "UISV-spanning-boundary S.spanner.bottom >= v0.bottom @1000",
                "UISV-spanning-boundary S.spanner.top == v1.top @999.5",
                "UISV-spanning-boundary S.spanner.bottom >= v1.bottom @1000",
                "UISV-spanning-boundary S.spanner.top == v2.top @999.5",
                "UISV-spanning-boundary S.spanner.bottom >= v2.bottom @1000",
                "UISV-spanning-fit S.spanner.height == 0 @51",
            ])
        #expect(f.v[0].contentRecords.count == 4)
    }
}
