import BenchmarkSupport
import LayoutFiles

/// A layout whose strict system turns fragile, so that every call after its third change
/// ends in the solver's exact solve (`docs/solver.md`, "A fragile strict system is
/// confirmed exactly"): six views, found slow by the layout-file fuzzer, read from
/// `Benchmarks/fragile-strict.layout.json` (outside the timing). One run is the first layout
/// and the document's nine changes, as `layout render` makes them.
func fragileLayoutWorkload() -> [Workload] {
    let path = String(#filePath.dropLast("FragileLayoutWorkload.swift".count)) + "fragile-strict.layout.json"
    let document: LayoutDocument
    switch RenderRunner.readText(path) {
    case .failure(let reason):
        print("fragile layout: cannot read \(path) (\(reason.reason))")
        return []
    case .success(let text):
        do throws(LayoutDocumentError) {
            document = try LayoutDocument.parse(text)
        } catch {
            print("fragile layout: \(error)")
            return []
        }
    }
    do throws(LayoutDocumentError) {
        _ = try LayoutDocumentSession(document)  // once outside the timing, so a failure is said
    } catch {
        print("fragile layout: \(error)")
        return []
    }
    return [
        Workload(name: "fragile strict layout: 10 updates", variant: "solver") {
            let elapsed = time {
                guard let session = try? LayoutDocumentSession(document) else { return }
                for (i, change) in document.changes.enumerated() {
                    _ = try? session.apply(change, at: "changes[\(i)]")
                }
                blackHole(session.frames.count)
            }
            return (elapsed, 1)
        }
    ]
}
