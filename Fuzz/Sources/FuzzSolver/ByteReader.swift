/// Reads the fuzzer's bytes one at a time; past the end it reads zeros.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a reader over `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func next() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    /// The next byte reduced to `0..<count`.
    mutating func next(below count: Int) -> Int { next() % count }

    /// An element of `table` chosen by the next byte.
    mutating func pick<T>(_ table: [T]) -> T { table[next(below: table.count)] }
}
