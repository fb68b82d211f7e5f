/// Reads FlatBuffers tables (the encoding of Arrow's schema and message metadata), checking
/// every offset against the buffer before it is followed.
struct FlatBuffer {
    /// Why the bytes are not the flatbuffer they claim to be.
    struct Malformed: Error { var reason: String }

    let bytes: UnsafeRawBufferPointer

    /// The root table.
    func root() throws -> Table { try table(at: try offset(at: 0)) }

    /// A little-endian scalar at `at`, its whole width inside the buffer.
    func load<T: FixedWidthInteger>(_ at: Int, as: T.Type = T.self) throws -> T {
        guard at >= 0, at <= bytes.count - MemoryLayout<T>.size else { throw Malformed(reason: "points outside its metadata") }
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: T.self))
    }

    /// The position an unsigned offset stored at `at` points to.
    func offset(at: Int) throws -> Int {
        let target = at + Int(try load(at, as: UInt32.self))
        guard target < bytes.count else { throw Malformed(reason: "points outside its metadata") }
        return target
    }

    /// The table at `position`.
    func table(at position: Int) throws -> Table {
        let vtable = position - Int(try load(position, as: Int32.self))
        let size = Int(try load(vtable, as: UInt16.self))
        guard size >= 4, size % 2 == 0, vtable + size <= bytes.count else { throw Malformed(reason: "has a damaged table") }
        return Table(buffer: self, position: position, vtable: vtable, fields: (size - 4) / 2)
    }

    /// A table of a flatbuffer: fields found through its vtable.
    struct Table {
        let buffer: FlatBuffer
        let position: Int
        let vtable: Int
        let fields: Int

        /// Where field `i` is stored, or nil when absent.
        func field(_ i: Int) throws -> Int? {
            guard i < fields else { return nil }
            let o = Int(try buffer.load(vtable + 4 + 2 * i, as: UInt16.self))
            return o == 0 ? nil : position + o
        }

        /// Scalar field `i`, or `fallback` when absent.
        func scalar<T: FixedWidthInteger>(_ i: Int, _ fallback: T) throws -> T {
            guard let at = try field(i) else { return fallback }
            return try buffer.load(at, as: T.self)
        }

        /// Boolean field `i`.
        func bool(_ i: Int) throws -> Bool { try scalar(i, UInt8(0)) != 0 }

        /// Table field `i`, or nil when absent.
        func table(_ i: Int) throws -> Table? {
            guard let at = try field(i) else { return nil }
            return try buffer.table(at: try buffer.offset(at: at))
        }

        /// String field `i`, or nil when absent.
        func string(_ i: Int) throws -> String? {
            guard let (start, count) = try vector(i, elementSize: 1) else { return nil }
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer.bytes[start..<(start + count)]), as: UTF8.self)
        }

        /// Vector field `i`: where its elements start and how many there are, all inside the buffer.
        func vector(_ i: Int, elementSize: Int) throws -> (Int, Int)? {
            guard let at = try field(i) else { return nil }
            let v = try buffer.offset(at: at)
            let n = Int(try buffer.load(v, as: UInt32.self))
            guard n <= (buffer.bytes.count - v - 4) / max(elementSize, 1) else { throw Malformed(reason: "has a vector longer than its metadata") }
            return (v + 4, n)
        }

        /// Vector-of-tables field `i` (empty when absent).
        func tables(_ i: Int) throws -> [Table] {
            guard let (start, n) = try vector(i, elementSize: 4) else { return [] }
            return try (0..<n).map { k in try buffer.table(at: try buffer.offset(at: start + 4 * k)) }
        }
    }
}
