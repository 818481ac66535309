import Foundation
import Testing

/// Every ```swift block of README.md, docs/*.md and the DocC articles is compiled, next to `import Foundation`,
/// in `Examples.generated.swift` and run here, so the examples cannot rot. Blocks marked
/// ```swift-nocompile (fragments such as `Package.swift` lines) are skipped.
///
/// After editing an example, regenerate the file:
///
///     UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    /// The package's root directory, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let generatedPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Examples.generated.swift")

    /// The markdown files whose examples are compiled, in a fixed order.
    static func sources() throws -> [(name: String, text: String)] {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        var files = [("README.md", try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8))]
        for name in names {
            files.append(("docs/\(name)", try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)))
        }
        // The DocC articles too.
        for module in ["Constraints", "Stacks", "LayoutFiles"] {
            let catalog = packageRoot.appendingPathComponent("Sources/\(module)/\(module).docc")
            let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
                .filter { $0.hasSuffix(".md") }.sorted()
            for name in articles {
                let text = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
                files.append(("\(module).docc/\(name)", text))
            }
        }
        return files
    }

    /// The ```swift blocks of `text`, in order.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The generated Swift file: each block a throwing function, its imports hoisted.
    static func generatedText() throws -> String {
        var imports: Set<String> = ["import Foundation"]
        var functions: [String] = []
        var names: [String] = []
        for (file, text) in try sources() {
            let stem = file.replacingOccurrences(of: "docs/", with: "").replacingOccurrences(of: ".docc/", with: "_")
                .replacingOccurrences(of: ".md", with: "")
                .map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            for (k, block) in swiftBlocks(in: text).enumerated() {
                let name = "example_\(stem)_\(k + 1)"
                names.append(name)
                var body: [String] = []
                for line in block {
                    if line.hasPrefix("import ") { imports.insert(line) } else { body.append(line.isEmpty ? "" : "    " + line) }
                }
                while body.first?.isEmpty == true { body.removeFirst() }
                functions.append("// \(file), swift block \(k + 1)\nfunc \(name)() throws {\n\(body.joined(separator: "\n"))\n}")
            }
        }
        let header = "// Generated from the ```swift blocks of README.md and docs/*.md by\n"
            + "// DocumentationExamplesTests: do not edit. Regenerate with\n"
            + "// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples\n"
        let list = "/// Every example, by name, in document order.\nlet allExamples: [(name: String, run: @Sendable () throws -> Void)] = [\n"
            + names.map { "    (\"\($0)\", \($0)),\n" }.joined() + "]\n"
        return header + "\n" + imports.sorted().joined(separator: "\n") + "\n\n"
            + functions.joined(separator: "\n\n") + "\n\n" + list
    }

    @Test func theGeneratedFileIsCurrent() throws {
        let expected = try Self.generatedText()
        let actual = (try? String(contentsOf: Self.generatedPath, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["UPDATE_DOC_EXAMPLES"] != nil, actual != expected {
            try expected.write(to: Self.generatedPath, atomically: true, encoding: .utf8)
            return
        }
        #expect(actual == expected, "the docs' Swift examples changed: run UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples")
    }

    @Test func everyExampleRuns() {
        #expect(allExamples.count >= 5)
        for example in allExamples {
            #expect(throws: Never.self, "\(example.name)") { try example.run() }
        }
    }
}
