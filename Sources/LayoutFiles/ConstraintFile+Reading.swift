#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ConstraintFile {
    /// Reads and parses a constraint file.
    /// - Parameter path: the file's path, also its name in error messages.
    /// - Returns: the parsed file.
    /// - Throws: `.unreadableFile`, or the first error in the file.
    public static func read(contentsOf path: String) throws(ConstraintFileError) -> ConstraintFile {
        try parse(try readText(path), name: path)
    }

    /// Reads a whole file as UTF-8 text.
    /// - Parameter path: the file's path, also its name in error messages.
    /// - Returns: the text.
    /// - Throws: `.unreadableFile` (`FILE: error: cannot read file (REASON)`) if the file
    ///   cannot be opened or read, or is not UTF-8.
    @usableFromInline
    package static func readText(_ path: String) throws(ConstraintFileError) -> String {
        func failure(_ reason: String) -> ConstraintFileError {
            ConstraintFileError(.unreadableFile, file: path, message: "cannot read file (\(reason))")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(reason(errno)) }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(reason(errno))
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw failure("not UTF-8 text") }
        return text
    }

    /// A short explanation of a file-system error number.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a component of the path is not a directory"
        case ENAMETOOLONG: "name too long"
        default: "error \(code)"
        }
    }
}

/// The C library's `read`, under a name that ``ConstraintFile/read(contentsOf:)`` does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
