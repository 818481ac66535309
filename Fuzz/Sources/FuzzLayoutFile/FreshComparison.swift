#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FuzzSupport
import LayoutFiles

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
