/// Stops the process with `message` when `condition` is false.
///
/// A fuzz target reports a broken property by trapping: libFuzzer catches the signal and
/// saves the input that caused it (`crash-…`). The message goes to standard error first.
/// - Parameters:
///   - condition: the property that must hold.
///   - message: what went wrong, built only on failure.
public func fuzzCheck(
    _ condition: Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition else { return }
    fatalError("fuzz check failed: \(message())", file: file, line: line)
}

/// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`, copied into an array.
/// - Parameters:
///   - data: the input (may be null when `size` is 0).
///   - size: its length in bytes.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The input as text, or `nil` when it is not valid UTF-8 (the tools refuse such files
/// before parsing, so the targets skip them).
public func fuzzText(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
}
