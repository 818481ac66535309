@testable import LayoutFiles
import Testing

/// "Did you mean …?" for misspelt names, in both file formats.
@Suite("Name suggestions")
struct NameSuggestionTests {
    static let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "width", "height"]

    @Test(arguments: [
        ("leadign", "leading"), ("Leading", "leading"), ("traling", "trailing"), ("widht", "width"),
        ("centrX", "centerX"), ("hieght", "height"), ("botom", "bottom"),
    ])
    func closeMisspellingsFindTheirName(written: String, expected: String) {
        #expect(NameSuggestion.closest(to: written, among: Self.attributes) == expected)
    }

    @Test(arguments: ["x", "banana", "leadingEdge", "", "zzz", "middleX"])
    func farNamesFindNothing(written: String) {
        #expect(NameSuggestion.closest(to: written, among: Self.attributes) == nil)
    }

    @Test func exactNamesAndTiesAreDeterministic() {
        #expect(NameSuggestion.closest(to: "top", among: Self.attributes) == nil)
        // "lef" is one edit from "left" only; "ab" is one edit from both: the first wins.
        #expect(NameSuggestion.closest(to: "lef", among: Self.attributes) == "left")
        #expect(NameSuggestion.closest(to: "ab", among: ["aa", "bb"]) == "aa")
        #expect(NameSuggestion.distance(Array("abcd"), Array("acbd")) == 1)
        #expect(NameSuggestion.distance(Array("kitten"), Array("sitting")) == 3)
    }

    static func renderError(_ json: String) -> String {
        RenderRunner.run(arguments: ["t.layout.json"], readFile: { _ in .success(json) }, writeFile: { _, _ in nil }).stderr
    }

    @Test func layoutFilesSuggestKeysValuesAnchorsIdsAndPriorities() {
        let base = #"{"width": 100, "height": 50, "root": {"id": "root", "children": [{"id": "label", "intrinsic": [10, 10]}]}, "constraints": [CONSTRAINT]}"#
        func with(_ constraint: String) -> String { base.replacingOccurrences(of: "CONSTRAINT", with: constraint) }
        #expect(Self.renderError(with(#""labl.leading == root.leading""#)).contains(#"did you mean "label"?"#))
        #expect(Self.renderError(with(#""label.leadng == root.leading""#)).contains("did you mean 'leading'?"))
        #expect(Self.renderError(with(#""label.width == 10 @defaultHihg""#)).contains("did you mean 'defaultHigh'?"))
        #expect(Self.renderError(with(#""label.leading == root.margin.leading""#)).contains("did you mean 'margins'?"))
        let key = #"{"width": 100, "height": 50, "root": {"id": "root", "hugginng": {"horizontal": 1, "vertical": 1}}}"#
        #expect(Self.renderError(key).contains(#"did you mean "hugging"?"#))
        let value = #"{"width": 100, "height": 50, "root": {"id": "root", "children": [{"kind": "stack", "distribution": "fillEqualy"}]}}"#
        #expect(Self.renderError(value).contains(#"did you mean "fillEqually"?"#))
    }

    @Test func constraintFilesSuggestPriorities() {
        let output = SolveRunner.run(arguments: ["p.constraints"]) { _ throws(ConstraintFileError) in "x == 3 @stong\n" }
        #expect(output.stderr.contains("did you mean 'strong'?"), "\(output.stderr)")
    }
}
