import BenchmarkSupport
import Constraints
import Stacks

/// One shape at one size, for `Benchmarks/compare.py`:
/// `StackShapes --shape NAME --n N [--runs R] [--repeat-budget S] [--memory] [--frames] [--stats]`.
///
/// Each run builds the shape (untimed) and times, in order, its first layout, the relayout
/// after a width change (+50), inserting one item in the middle, removing one and hiding
/// one, each followed by `update()` and a read of a frame. Runs repeat until `R` runs or
/// until `S` seconds have passed (at least one). Every time is printed the moment it is
/// measured (`time OP SECONDS PATH`, PATH `direct` or `solver`), so a parent that stops a
/// run that overruns its budget keeps what was measured. With `--memory`, one run and the
/// peak resident memory after it (`peak KB`, and `baseline KB` before anything was built).
/// With `--until OP`, each run stops after that operation: two profiles, `--until first`
/// and `--until insert`, differ by the insert alone (instruction counts are deterministic).
struct ShapeRunner {
    let kind: ShapeKind
    let n: Int
    var runs = 7
    var repeatBudget = 5.0
    var memory = false
    /// Print the probe's frame after each operation (`frame OP X Y WIDTH HEIGHT`), to check
    /// that the Yoga driver builds the same layout.
    var frames = false
    /// Print the solver's statistics after each operation (`stats OP PIVOTS ROWS CELLS
    /// SYMBOLS`), to see where an operation's work goes.
    var stats = false
    /// The last operation each run performs (``operations``).
    var lastOperation = "hide"

    /// The operation names, in the order they are timed (the Yoga driver prints the same).
    static let operations = ["first", "resize", "insert", "remove", "hide"]

    /// Parses the arguments after the program name; nil (with a message) if they are wrong.
    init?(arguments: [String]) {
        func value(_ flag: String) -> String? {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
            return arguments[i + 1]
        }
        guard let name = value("--shape"), let kind = ShapeKind(rawValue: name) else {
            emit("error unknown shape; shapes: \(ShapeKind.allCases.map(\.rawValue).joined(separator: " "))")
            return nil
        }
        guard let n = value("--n").flatMap({ Int($0) }), n >= 10, n % 10 == 0 else {
            emit("error --n needs a multiple of 10, at least 10")
            return nil
        }
        self.kind = kind
        self.n = n
        if let r = value("--runs").flatMap({ Int($0) }) { runs = max(1, r) }
        if let s = value("--repeat-budget").flatMap({ Double($0) }) { repeatBudget = s }
        memory = arguments.contains("--memory")
        frames = arguments.contains("--frames")
        stats = arguments.contains("--stats")
        if let last = value("--until") {
            guard Self.operations.contains(last) else {
                emit("error --until takes one of \(Self.operations.joined(separator: " "))")
                return nil
            }
            lastOperation = last
        }
        if memory { runs = 1 }
    }

    /// Runs the shape and prints its lines.
    func run() {
        if memory, let kb = peakResidentKilobytes() { emit("baseline \(kb)") }
        let clock = ContinuousClock()
        let start = clock.now
        var run = 0
        while run < runs && (run == 0 || (clock.now - start).seconds < repeatBudget) {
            runOnce(announce: run == 0)
            run += 1
        }
        if memory, let kb = peakResidentKilobytes() { emit("peak \(kb)") }
        emit("done \(run)")
    }

    /// One run: build, then the five timed operations.
    private func runOnce(announce: Bool) {
        let fixture = ShapeFixture.make(kind, n: n)
        if announce { emit("shape \(kind.rawValue) \(n) views \(fixture.viewCount)") }
        let layout = fixture.layout
        func timed(_ operation: String, _ body: () -> Void) {
            let elapsed = time {
                body()
                layout.update()
                blackHole(layout.frame(of: fixture.probe))
            }
            emit("time \(operation) \(elapsed.seconds) \(layout.isLaidOutDirectly ? "direct" : "solver")")
            if frames {
                let f = layout.frame(of: fixture.probe)
                emit("frame \(operation) \(f.x) \(f.y) \(f.width) \(f.height)")
            }
            if stats {
                let s = layout.solverStatistics
                emit("stats \(operation) pivots \(s.pivots) phaseOnes \(s.phaseOnes) rows \(s.rows) cells \(s.cells) symbols \(s.symbols) added \(s.additions) removed \(s.removals)")
            }
        }
        timed("first") {}
        guard lastOperation != "first" else { return }
        timed("resize") { layout.resize(width: fixture.width + 50, height: fixture.height) }
        guard lastOperation != "resize" else { return }
        let insert = fixture.prepareInsert()
        timed("insert", insert)
        guard lastOperation != "insert" else { return }
        timed("remove", fixture.remove)
        guard lastOperation != "remove" else { return }
        timed("hide", fixture.hide)
        if !layout.conflicts.isEmpty && announce {
            emit("note \(layout.conflicts.count) conflict reports")
        }
    }
}

/// `Benchmarks --list-shapes`: one line per shape, its name and sizes.
func listShapes() {
    for kind in ShapeKind.allCases {
        emit("\(kind.rawValue) \(ShapeKind.sizes.map(String.init).joined(separator: " "))")
    }
}
