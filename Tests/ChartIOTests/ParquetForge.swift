import Foundation

/// Writes small Parquet files by hand (a Thrift compact writer and one DOUBLE column), so tests
/// can say exactly which byte lies.
struct ParquetForge {
    /// Thrift's compact protocol, written.
    struct Thrift {
        var bytes: [UInt8] = []
        private var last: [Int16] = [0]

        mutating func varint(_ v: UInt64) {
            var v = v
            while v >= 0x80 { bytes.append(UInt8(v & 0x7F) | 0x80); v >>= 7 }
            bytes.append(UInt8(v))
        }
        mutating func zigzag(_ v: Int64) { varint(UInt64(bitPattern: (v << 1) ^ (v >> 63))) }
        mutating func field(_ id: Int16, _ type: UInt8) {
            let delta = id - last[last.count - 1]
            if delta > 0 && delta <= 15 { bytes.append(UInt8(delta) << 4 | type) } else { bytes.append(type); zigzag(Int64(id)) }
            last[last.count - 1] = id
        }
        mutating func i32(_ id: Int16, _ v: Int64) { field(id, 5); zigzag(v) }
        mutating func i64(_ id: Int16, _ v: Int64) { field(id, 6); zigzag(v) }
        mutating func binary(_ id: Int16, _ s: String) { field(id, 8); varint(UInt64(s.utf8.count)); bytes += Array(s.utf8) }
        mutating func begin(_ id: Int16) { field(id, 12); last.append(0) }
        mutating func beginElement() { last.append(0) }
        mutating func end() { bytes.append(0); last.removeLast() }
        mutating func list(_ id: Int16, _ type: UInt8, _ count: Int) {
            field(id, 9)
            if count < 15 { bytes.append(UInt8(count) << 4 | type) } else { bytes.append(0xF0 | type); varint(UInt64(count)) }
        }
    }

    var values: [Double] = [1.5, -2.25, 3.0]
    /// Rows the footer and row group claim (nil: the values' count).
    var claimedRows: Int64?
    /// The page header's compressed size (nil: the page's real size).
    var pageSize: Int32?
    /// Dictionary indices for the data page, after a dictionary page of `values` (nil: PLAIN values).
    var indices: [UInt8]?
    /// The data page's index bytes after the bit width, as given (nil: one RLE run per index).
    var indexRuns: [UInt8]?
    /// The dictionary page's stated number of entries (nil: the values' count).
    var dictionaryEntries: Int?
    /// The type number written for the schema's name field (8, binary, is right).
    var nameType: UInt8 = 8
    /// Writes the footer's field 5 (key/value metadata), when set.
    var metadata: ((inout Thrift) -> Void)?

    func page(kind: Int64, body: [UInt8], count: Int, encoding: Int64) -> [UInt8] {
        var t = Thrift()
        t.i32(1, kind)
        t.i32(2, Int64(body.count))
        t.i32(3, Int64(pageSize ?? Int32(body.count)))
        t.begin(kind == 2 ? 7 : 5)
        t.i32(1, Int64(count))
        t.i32(2, encoding)
        if kind == 0 { t.i32(3, 3); t.i32(4, 3) }
        t.end()
        t.end()
        return t.bytes + body
    }

    /// The whole file.
    var bytes: [UInt8] {
        let plain = values.flatMap { v in withUnsafeBytes(of: v.bitPattern.littleEndian) { Array($0) } }
        var pages: [UInt8] = []
        var dataOffset = 4
        if let indices {
            pages = page(kind: 2, body: plain, count: dictionaryEntries ?? values.count, encoding: 0)
            dataOffset += pages.count
            // Bit width 8, then one RLE run per index.
            pages += page(kind: 0, body: [8] + (indexRuns ?? indices.flatMap { [2, $0] }), count: indices.count, encoding: 8)
        } else {
            pages = page(kind: 0, body: plain, count: values.count, encoding: 0)
        }
        let rows = claimedRows ?? Int64(indices?.count ?? values.count)
        var t = Thrift()
        t.i32(1, 1)
        t.list(2, 12, 2)
        t.beginElement(); t.field(4, nameType); t.varint(6); t.bytes += Array("schema".utf8); t.i32(5, 1); t.end()
        t.beginElement(); t.i32(1, 5); t.i32(3, 0); t.binary(4, "y"); t.end()
        t.i64(3, rows)
        t.list(4, 12, 1)
        t.beginElement()
        t.list(1, 12, 1)
        t.beginElement()
        t.i64(2, 4)
        t.begin(3)
        t.i32(1, 5)
        t.list(2, 5, 1); t.zigzag(0)
        t.list(3, 8, 1); t.varint(1); t.bytes.append(UInt8(ascii: "y"))
        t.i32(4, 0)
        t.i64(5, rows)
        t.i64(6, Int64(pages.count))
        t.i64(7, Int64(pages.count))
        t.i64(9, Int64(dataOffset))
        if indices != nil { t.i64(11, 4) }
        t.end()
        t.end()
        t.i64(2, Int64(pages.count))
        t.i64(3, rows)
        t.end()
        metadata?(&t)
        t.end()
        let footer = t.bytes
        let length = withUnsafeBytes(of: UInt32(footer.count).littleEndian) { Array($0) }
        return Array("PAR1".utf8) + pages + footer + length + Array("PAR1".utf8)
    }
}
