import LayoutFiles
import Testing

// Helpers shared by the Render*Tests suites (this file holds no tests).

/// Runs `layout render` in memory and reads its output back.
enum RenderTestSupport {
    /// The name the in-memory file goes by.
    static let fileName = "test.layout.json"

    /// Runs the renderer on `text` with extra `options`; returns its output and any SVG written.
    static func run(_ text: String, _ options: [String] = []) -> (output: RenderRunner.Output, svg: String?) {
        var svg: String?
        let output = RenderRunner.run(
            arguments: [fileName] + options,
            readFile: { path in path == fileName ? .success(text) : .failure(.init(reason: "no such file")) },
            writeFile: { _, content in
                svg = content
                return nil
            })
        return (output, svg)
    }

    /// The text of a bundled example, `Examples/NAME.layout.json`.
    static func example(_ name: String) throws -> String {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        let path = parts.joined(separator: "/") + "/Examples/\(name).layout.json"
        return try RenderRunner.readText(path).get()
    }

    /// The frame table parsed into `id -> [x, y, width, height]`, keeping row order.
    static func table(_ stdout: String) -> [(id: String, values: [Double])] {
        stdout.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 5, !line.hasPrefix("#") else { return nil }
            return (String(fields[0]), fields.dropFirst().compactMap { Double(String($0)) })
        }
    }

    /// The `--json` output's frames and content sizes, in the order written.
    static func json(_ stdout: String) throws -> (frames: [(String, [Double])], sizes: [(String, [Double])]) {
        let value = try LayoutJSONParser.parse(stdout)
        return try json(value)
    }

    /// One `--json` object (also an element of the `--each --json` array).
    static func json(_ value: LayoutJSONValue) throws -> (frames: [(String, [Double])], sizes: [(String, [Double])]) {
        guard case .object(let top) = value.kind, top.map(\.key) == ["frames", "contentSizes"],
            case .object(let frames) = top[0].value.kind, case .object(let sizes) = top[1].value.kind
        else { throw ShapeError(text: "not {frames, contentSizes}") }
        func numbers(_ v: LayoutJSONValue, keys: [String]) throws -> [Double] {
            guard case .object(let members) = v.kind, members.map(\.key) == keys else {
                throw ShapeError(text: "expected keys \(keys)")
            }
            return try members.map { member in
                guard case .number(let x) = member.value.kind else { throw ShapeError(text: "not a number") }
                return x
            }
        }
        return (
            try frames.map { ($0.key, try numbers($0.value, keys: ["x", "y", "width", "height"])) },
            try sizes.map { ($0.key, try numbers($0.value, keys: ["width", "height"])) }
        )
    }

    struct ShapeError: Error {
        var text: String
    }

    /// Whether two lists of numbers agree within 1e-6.
    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }
}
