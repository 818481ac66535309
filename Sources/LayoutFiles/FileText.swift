#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading and writing whole text files: the one way both `layout solve` and
/// `layout render` touch the file system, through Foundation, so that it works alike on
/// Linux, Apple platforms, Windows and WASI (no POSIX calls of our own).
package enum FileText {
    /// Reads a whole file as UTF-8 text.
    /// - Parameter path: the file's path.
    /// - Returns: the text, or a short reason it could not be read ("no such file",
    ///   "permission denied", "is a directory", "not UTF-8 text").
    package static func read(_ path: String) -> Result<String, RenderRunner.ReadFailure> {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(.init(reason: reason(for: error, path: path)))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(.init(reason: "not UTF-8 text"))
        }
        return .success(text)
    }

    /// Writes `text` to the file at `path`, replacing it.
    /// - Returns: nil, or a short reason the file could not be written.
    package static func write(_ text: String, to path: String) -> String? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return "the file or its folder is not writable"
        }
    }

    /// A short explanation of a read error.
    private static func reason(for error: any Error, path: String) -> String {
        if let error = error as? CocoaError {
            switch error.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
            case .fileReadNoPermission: return "permission denied"
            default: break
            }
        }
        // A directory is reported under different codes on different platforms.
        if "\(error)".contains("EISDIR") || "\(error)".lowercased().contains("directory") { return "is a directory" }
        return "not readable"
    }
}
