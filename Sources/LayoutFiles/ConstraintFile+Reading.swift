extension ConstraintFile {
    /// Reads and parses a constraint file.
    /// - Parameter path: the file's path, also its name in error messages.
    /// - Returns: the parsed file.
    /// - Throws: `.unreadableFile`, or the first error in the file.
    public static func read(contentsOf path: String) throws(ConstraintFileError) -> ConstraintFile {
        try parse(try readText(path), name: path)
    }

    /// Reads a whole file as UTF-8 text (``FileText/read(_:)``, as `layout render` does).
    /// - Parameter path: the file's path, also its name in error messages.
    /// - Returns: the text.
    /// - Throws: `.unreadableFile` (`FILE: error: cannot read file (REASON)`) if the file
    ///   cannot be opened or read, or is not UTF-8.
    @usableFromInline
    package static func readText(_ path: String) throws(ConstraintFileError) -> String {
        switch FileText.read(path) {
        case .success(let text): return text
        case .failure(let failure):
            throw ConstraintFileError(.unreadableFile, file: path, message: "cannot read file (\(failure.reason))")
        }
    }
}
