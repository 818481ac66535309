// Foundation, not a C library: FileHandle and exit(_:) exist alike on Linux, Apple
// platforms, Windows and WASI, so the tool has no platform branches of its own.
import Foundation

/// Where the tool writes: standard output through the standard library, standard error
/// unbuffered through `FileHandle`.
enum Console {
    /// Writes `text` to standard output.
    static func out(_ text: String) {
        guard !text.isEmpty else { return }
        print(text, terminator: "")
    }

    /// Writes `text` to standard error.
    static func error(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Ends the process with `status`, after flushing standard output.
    static func exit(_ status: Int32) -> Never {
        Foundation.exit(status)
    }
}
