/// A problem in a layout file: where (a JSON path such as
/// `root.children[0].arranged[2].hugging`, `constraints[3]`, or a line and column for
/// malformed JSON) and what.
public struct LayoutDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path or constraint index the problem is at.
    public var place: String
    /// What is wrong.
    public var message: String

    /// Creates an error at `place`.
    /// - Parameters:
    ///   - place: a JSON path, `constraints[N]`, or `line L, column C`.
    ///   - message: what is wrong, e.g. `unknown key "hugs"`.
    public init(_ place: String, _ message: String) {
        self.place = place
        self.message = message
    }

    /// `PLACE: MESSAGE`.
    public var description: String { place.isEmpty ? message : "\(place): \(message)" }
}
