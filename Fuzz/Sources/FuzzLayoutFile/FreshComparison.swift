#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FuzzSupport
import LayoutFiles
import Stacks

/// Whether to compare incremental and fresh layouts (`FUZZ_LAYOUT_FRESH=1`); off by
/// default, as a known issue (ties after an insertion, `docs/stacks.md`) trips it.
let comparesFreshLayouts = getenv("FUZZ_LAYOUT_FRESH") != nil

/// Checks the promise of the format's `changes`: the frames after the last change equal
/// those of a fresh layout of the edited document. Skipped when the file has an error or
/// no changes, or when any layout reported a conflict (which constraint is broken then
/// depends on the order of additions).
func checkAgainstFreshLayout(_ text: String) {
    guard let document = try? LayoutDocument.parse(text), !document.changes.isEmpty,
        let session = try? LayoutDocumentSession(document), session.firstReports.isEmpty
    else { return }
    for (i, change) in document.changes.enumerated() {
        guard let reports = try? session.apply(change, at: "changes[\(i)]"), reports.isEmpty else { return }
    }
    guard let fresh = try? LayoutDocumentSession(session.document), fresh.firstReports.isEmpty else { return }
    let incremental = session.frames, expected = fresh.frames
    fuzzCheck(incremental.map(\.id) == expected.map(\.id), "fresh layout has other ids")
    for (a, b) in zip(incremental, expected) {
        let pairs = [(a.frame.x, b.frame.x), (a.frame.y, b.frame.y), (a.frame.width, b.frame.width), (a.frame.height, b.frame.height)]
        let agree = pairs.allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
        fuzzCheck(agree, "incremental and fresh layouts differ at \(a.id): \(a.frame) vs \(b.frame)")
    }
}

/// Checks that the direct layout gives the solver's frames: the document laid out with and
/// without it, after the first layout and after each change, while the direct layout holds
/// (`docs/stacks.md`, "Direct layout"). Skipped when either layout reported a conflict.
func checkDirectAgainstSolver(_ text: String) {
    guard let document = try? LayoutDocument.parse(text),
        let direct = try? LayoutDocumentSession(document), direct.firstReports.isEmpty,
        let solver = try? LayoutDocumentSession(document, allowsDirectLayout: false), solver.firstReports.isEmpty
    else { return }
    func compare(_ label: String) -> Bool {
        guard direct.layout.isLaidOutDirectly else { return false }
        let a = direct.frames, b = solver.frames
        fuzzCheck(a.map(\.id) == b.map(\.id), "direct and solver layouts have other ids")
        for (x, y) in zip(a, b) {
            // A hidden item under equal spacing has an open place along its stack (spec 3.4,
            // 5.2: "test only what is determined"), and so has everything inside it.
            let open = direct.view(x.id).map(openAxes) ?? (x: false, y: false)
            let pairs = [
                (open.x ? 0 : x.frame.x, open.x ? 0 : y.frame.x), (open.y ? 0 : x.frame.y, open.y ? 0 : y.frame.y),
                (x.frame.width, y.frame.width), (x.frame.height, y.frame.height),
            ]
            let agree = pairs.allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
            fuzzCheck(agree, "\(label): direct and solver layouts differ at \(x.id): \(x.frame) vs \(y.frame)")
        }
        return true
    }
    guard compare("first layout") else { return }
    for (i, change) in document.changes.enumerated() {
        guard let r1 = try? direct.apply(change, at: "changes[\(i)]"), r1.isEmpty,
            let r2 = try? solver.apply(change, at: "changes[\(i)]"), r2.isEmpty,
            compare("changes[\(i)]")
        else { return }
    }
}

/// The axes (x, y) along which `view`'s place is open: it is, or lies inside, a hidden
/// arranged item of an equal-spacing or equal-centering stack (spec 3.4 leaves its place
/// open).
func openAxes(of view: LayoutView) -> (x: Bool, y: Bool) {
    var open = (x: false, y: false)
    var current: LayoutView? = view
    while let v = current {
        if v.isHidden, let stack = v.superview as? StackView,
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering,
            stack.arrangedSubviews.contains(where: { $0 === v })
        {
            if stack.axis == .horizontal { open.x = true } else { open.y = true }
        }
        current = v.superview
    }
    return open
}
