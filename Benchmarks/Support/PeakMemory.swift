#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory so far, in kB: Linux's VmHWM (from
/// `/proc/self/status`, which starts afresh at `exec`, unlike `getrusage`'s `ru_maxrss`,
/// which keeps the parent's peak), else `ru_maxrss`; nil where neither is available.
package func peakResidentKilobytes() -> Int? {
    #if os(Linux)
        if let kb = statusValue("VmHWM:") { return kb }
    #endif
    // `who` 0 is RUSAGE_SELF in every C library here (Glibc declares it as an enum case).
    #if canImport(Glibc) || canImport(Musl)
        var usage = rusage()
        guard getrusage(0, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
    #elseif canImport(Darwin)
        var usage = rusage()
        guard getrusage(0, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024
    #else
        return nil
    #endif
}

#if os(Linux)
    /// The number after `key` in `/proc/self/status` (e.g. `VmHWM:   13204 kB`), nil if absent.
    private func statusValue(_ key: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(key) else { continue }
            return Int(line.dropFirst(key.count).filter { $0.isNumber })
        }
        return nil
    }
#endif

/// Prints `line` and flushes standard output, so that a parent process reading the pipe
/// sees each measurement as soon as it is made (and keeps it if this process is stopped).
package func emit(_ line: String) {
    print(line)
    fflush(nil)
}

/// Ends the process with `status` (the C library's `exit`), for a program that does not
/// import it itself.
package func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
