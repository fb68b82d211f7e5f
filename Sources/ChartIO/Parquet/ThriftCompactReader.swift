/// Reads Apache Thrift's compact protocol (the encoding of Parquet's footer and page headers)
/// from a byte range, checking every length against the bytes that are there.
struct ThriftCompactReader {
    /// A compact-protocol value type, as a field header or list header names it.
    enum Kind: UInt8 {
        case stop = 0, boolTrue = 1, boolFalse = 2, byte = 3, i16 = 4, i32 = 5, i64 = 6, double = 7
        case binary = 8, list = 9, set = 10, map = 11, structure = 12
    }

    /// Why the bytes are not the Thrift structure they claim to be.
    struct Malformed: Error { var reason: String }

    private let bytes: UnsafeRawBufferPointer
    /// Offset of the next byte to read.
    private(set) var position: Int
    /// Structures and lists nest at most this deep (hostile input cannot exhaust the stack).
    private static let maxDepth = 48
    private var depth = 0

    /// A reader over `bytes` starting at `position`.
    init(_ bytes: UnsafeRawBufferPointer, at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Malformed(reason: "ends inside a Thrift structure") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            let b = try byte()
            result |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { return result }
            shift += 7
            if shift > 63 { throw Malformed(reason: "has a Thrift integer longer than 64 bits") }
        }
    }

    /// A zigzag-encoded signed integer.
    mutating func int() throws -> Int64 {
        let v = try varint()
        return Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1)))
    }

    /// A 32-bit field, refused when out of range.
    mutating func int32() throws -> Int32 {
        let v = try int()
        guard let r = Int32(exactly: v) else { throw Malformed(reason: "has a 32-bit Thrift field out of range") }
        return r
    }

    /// A length-prefixed byte string, as a range of the buffer.
    mutating func binaryRange() throws -> Range<Int> {
        let n = try varint()
        guard n <= UInt64(bytes.count - position) else { throw Malformed(reason: "has a Thrift string longer than the bytes left") }
        let r = position..<(position + Int(n))
        position += Int(n)
        return r
    }

    /// A length-prefixed string (invalid UTF-8 repaired).
    mutating func string() throws -> String {
        let r = try binaryRange()
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[r]), as: UTF8.self)
    }

    /// Reads a structure, calling `field` with each field's id and kind; `field` reads the value
    /// or returns false to have it skipped.
    mutating func structure(_ field: (inout ThriftCompactReader, Int16, Kind) throws -> Bool) throws {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw Malformed(reason: "nests Thrift structures too deeply") }
        var last: Int16 = 0
        while true {
            let header = try byte()
            guard let kind = Kind(rawValue: header & 0x0F) else { throw Malformed(reason: "has an unknown Thrift type \(header & 0x0F)") }
            if kind == .stop { return }
            let delta = Int16(header >> 4)
            let id: Int16
            if delta != 0 {
                id = last &+ delta
            } else {
                guard let v = Int16(exactly: try int()) else { throw Malformed(reason: "has a Thrift field id out of range") }
                id = v
            }
            last = id
            if try !field(&self, id, kind) { try skip(kind) }
        }
    }

    /// The value of a boolean field (its kind holds it).
    static func bool(_ kind: Kind) throws -> Bool {
        switch kind {
        case .boolTrue: return true
        case .boolFalse: return false
        default: throw Malformed(reason: "has a Thrift field of the wrong type (\(kind), a boolean expected)")
        }
    }

    /// Checks that a field has the kind its id calls for.
    static func expect(_ kind: Kind, _ wanted: Kind, _ name: String) throws {
        guard kind == wanted else { throw Malformed(reason: "has a Thrift field \(name) of the wrong type (\(kind), \(wanted) expected)") }
    }

    /// Reads a list header: element kind and count, the count checked against the bytes left
    /// (every element takes at least one byte, booleans and structures included).
    mutating func listHeader() throws -> (Kind, Int) {
        let h = try byte()
        guard let kind = Kind(rawValue: h & 0x0F) else { throw Malformed(reason: "has a Thrift list of unknown type") }
        var n = UInt64(h >> 4)
        if n == 15 { n = try varint() }
        guard n <= UInt64(bytes.count - position) else { throw Malformed(reason: "has a Thrift list longer than the bytes left") }
        return (kind, Int(n))
    }

    /// Reads a list whose elements `element` reads one by one.
    mutating func list<T>(_ wanted: Kind, _ name: String, _ element: (inout ThriftCompactReader) throws -> T) throws -> [T] {
        let (kind, n) = try listHeader()
        guard kind == wanted || (n == 0) else { throw Malformed(reason: "has a Thrift list \(name) of the wrong element type") }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw Malformed(reason: "nests Thrift structures too deeply") }
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try element(&self)) }
        return out
    }

    /// Skips a value of `kind`.
    mutating func skip(_ kind: Kind) throws {
        switch kind {
        case .stop: throw Malformed(reason: "has a misplaced Thrift stop")
        case .boolTrue, .boolFalse: return
        case .byte: _ = try byte()
        case .i16, .i32, .i64: _ = try varint()
        case .double:
            guard bytes.count - position >= 8 else { throw Malformed(reason: "ends inside a Thrift structure") }
            position += 8
        case .binary: _ = try binaryRange()
        case .structure: try structure { _, _, _ in false }
        case .list, .set:
            let (k, n) = try listHeader()
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { throw Malformed(reason: "nests Thrift structures too deeply") }
            for _ in 0..<n {
                if k == .boolTrue || k == .boolFalse { _ = try byte() } else { try skip(k) }
            }
        case .map:
            let n = try varint()
            guard n <= UInt64(bytes.count - position) else { throw Malformed(reason: "has a Thrift map longer than the bytes left") }
            if n == 0 { return }
            let kinds = try byte()
            guard let k = Kind(rawValue: kinds >> 4), let v = Kind(rawValue: kinds & 0x0F) else {
                throw Malformed(reason: "has a Thrift map of unknown type")
            }
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { throw Malformed(reason: "nests Thrift structures too deeply") }
            for _ in 0..<n {
                if k == .boolTrue || k == .boolFalse { _ = try byte() } else { try skip(k) }
                if v == .boolTrue || v == .boolFalse { _ = try byte() } else { try skip(v) }
            }
        }
    }
}
