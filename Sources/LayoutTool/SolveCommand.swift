#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import LayoutFiles

/// `layout solve FILE [--priorities strict|weighted] [--json]`: solves a constraint file
/// and prints every variable. The work is done by `SolveRunner`; this writes its output.
enum SolveCommand {
    /// Runs the command.
    /// - Parameter arguments: the arguments after `solve`.
    /// - Returns: the exit status (0 solved, 1 an error in the file, 2 a usage error).
    static func run(arguments: [String]) -> Int32 {
        let output = SolveRunner.run(arguments: arguments)
        write(output.stdout, to: STDOUT_FILENO)
        write(output.stderr, to: STDERR_FILENO)
        return output.status
    }

    /// Writes `text` to a file descriptor, unbuffered.
    /// - Parameters:
    ///   - text: the text (nothing is written when empty).
    ///   - descriptor: `STDOUT_FILENO` or `STDERR_FILENO`.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}

/// The C library's `write`, under a name that the static method does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
