// LayoutFiles: the text formats of the command-line tool, shared with the benchmarks.
//
// - Constraint files (`.constraints`, `docs/constraint-files.md`): see ``ConstraintFile``
//   and ``SolveRunner``.

/// The package's version, printed by `layout --version`.
public enum LayoutPackageVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    public static let string = "0.14.0"
}

/// Which of the two file formats a file looks like, to point a user who gave a layout file
/// to `layout solve` (or a constraint file to `layout render`) to the right command.
enum FileFormat {
    case constraints, layout

    /// The format that `path` and `text` suggest: a `.json` name or a text that opens with
    /// `{` is a layout file, a `.constraints` name or any other text a constraint file.
    static func guess(path: String, text: String) -> FileFormat {
        if path.hasSuffix(".json") { return .layout }
        if path.hasSuffix(".constraints") { return .constraints }
        let start = text.first { !$0.isWhitespace }
        return start == "{" ? .layout : .constraints
    }
}
