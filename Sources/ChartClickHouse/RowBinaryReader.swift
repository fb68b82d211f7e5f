/// Reads a ClickHouse RowBinary answer: fixed-width little-endian values, checked against its length.
struct RowBinaryReader {
    private let bytes: [UInt8]
    private var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read.
    var isAtEnd: Bool { at == bytes.count }

    /// Rows of `width` bytes left.
    func rowsLeft(width: Int) -> Int { (bytes.count - at) / width }

    mutating func float64() throws -> Double {
        Double(bitPattern: try u64())
    }

    mutating func int64() throws -> Int64 {
        Int64(bitPattern: try u64())
    }

    mutating func u64() throws -> UInt64 {
        guard bytes.count - at >= 8 else { throw ClickHouseError("a malformed answer: it ends inside a value") }
        var v: UInt64 = 0
        for k in 0..<8 { v |= UInt64(bytes[at + k]) << (8 * UInt64(k)) }
        at += 8
        return v
    }

    mutating func u8() throws -> UInt8 {
        guard at < bytes.count else { throw ClickHouseError("a malformed answer: it ends inside a value") }
        defer { at += 1 }
        return bytes[at]
    }
}
