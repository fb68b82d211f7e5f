import Foundation

/// Decodes the values section of a Parquet page (PLAIN, DELTA_BINARY_PACKED, BYTE_STREAM_SPLIT,
/// the byte-array delta encodings) into doubles or strings, as a column's plan converts them.
struct ParquetValues {
    typealias Bad = ParquetBits.Bad
    let plan: ParquetColumnPlan

    /// Decodes `out.count` numbers encoded with `encoding` from `bytes`.
    func numbers(_ bytes: UnsafeRawBufferPointer, encoding: Int32, into out: UnsafeMutableBufferPointer<Double>) throws {
        let n = out.count
        switch (encoding, plan.physical) {
        case (0, _), (9, _):
            let width = plan.byteWidth
            if plan.physical == 0 {   // BOOLEAN, bit-packed
                guard encoding == 0 else { throw unsupported(encoding) }
                guard bytes.count * 8 >= n else { throw short() }
                for i in 0..<n { out[i] = (bytes[i >> 3] >> UInt8(i & 7)) & 1 == 1 ? 1 : 0 }
                return
            }
            if plan.physical == 6 {   // BYTE_ARRAY decimals
                guard encoding == 0 else { throw unsupported(encoding) }
                var p = 0
                for i in 0..<n {
                    let r = try Self.byteArray(bytes, &p)
                    out[i] = plan.convert(Self.bigEndian(UnsafeRawBufferPointer(rebasing: bytes[r])))
                }
                return
            }
            guard width > 0, bytes.count / width >= n else { throw short() }
            if encoding == 9 {
                // BYTE_STREAM_SPLIT: byte k of value i sits at k × n + i.
                var value = [UInt8](repeating: 0, count: width)
                try value.withUnsafeMutableBytes { v in
                    for i in 0..<n {
                        for k in 0..<width { v[k] = bytes[k * n + i] }
                        out[i] = try element(UnsafeRawBufferPointer(v), 0)
                    }
                }
                return
            }
            if plan.physical == 5, plan.isPlainDouble {
                // Doubles as they are: one copy.
                memcpy(out.baseAddress!, bytes.baseAddress!, n * 8)
                return
            }
            for i in 0..<n { out[i] = try element(bytes, i * width) }
        case (3, 0):
            // Booleans as RLE: a 4-byte length, then the hybrid encoding of one-bit values.
            guard bytes.count >= 4 else { throw short() }
            let length = Int(bytes.loadUnaligned(as: UInt32.self))
            guard length <= bytes.count - 4 else { throw short() }
            var bits = [UInt32](repeating: 0, count: n)
            try bits.withUnsafeMutableBufferPointer { try ParquetBits.hybrid(UnsafeRawBufferPointer(rebasing: bytes[4..<(4 + length)]), width: 1, into: $0) }
            for i in 0..<n { out[i] = Double(bits[i]) }
        case (5, 1), (5, 2):
            var ints = [Int64](repeating: 0, count: n)
            _ = try ints.withUnsafeMutableBufferPointer { try ParquetBits.delta(bytes, into: $0) }
            for i in 0..<n {
                out[i] = plan.physical == 1 ? plan.int32(Int32(truncatingIfNeeded: ints[i])) : plan.int64(ints[i])
            }
        default:
            throw unsupported(encoding)
        }
    }

    /// The number at byte offset `at` of plainly encoded fixed-width values.
    @inline(__always)
    private func element(_ b: UnsafeRawBufferPointer, _ at: Int) throws -> Double {
        switch plan.physical {
        case 1: return plan.int32(b.loadUnaligned(fromByteOffset: at, as: Int32.self))
        case 2: return plan.int64(b.loadUnaligned(fromByteOffset: at, as: Int64.self))
        case 3:   // INT96: nanoseconds of the day, then the Julian day
            let nanos = b.loadUnaligned(fromByteOffset: at, as: Int64.self)
            let day = b.loadUnaligned(fromByteOffset: at + 8, as: Int32.self)
            return Double(Int64(day) - 2_440_588) * 86_400 + Double(nanos) / 1e9
        case 4: return plan.convert(Double(b.loadUnaligned(fromByteOffset: at, as: Float.self)))
        case 5: return plan.convert(b.loadUnaligned(fromByteOffset: at, as: Double.self))
        case 7:
            let r = UnsafeRawBufferPointer(rebasing: b[at..<(at + plan.byteWidth)])
            if plan.float16 { return Self.half(UInt16(r[0]) | UInt16(r[1]) << 8) }
            return plan.convert(Self.bigEndian(r))
        default: throw unsupported(0)
        }
    }

    /// Decodes `count` strings encoded with `encoding` from `bytes`.
    func strings(_ bytes: UnsafeRawBufferPointer, encoding: Int32, count: Int) throws -> [String] {
        var out: [String] = []
        out.reserveCapacity(count)
        switch encoding {
        case 0:
            if plan.physical == 7 {
                let w = plan.byteWidth
                guard w > 0, bytes.count / w >= count else { throw short() }
                for i in 0..<count { out.append(Self.text(UnsafeRawBufferPointer(rebasing: bytes[(i * w)..<((i + 1) * w)]), hex: plan.hex)) }
            } else {
                var p = 0
                for _ in 0..<count { out.append(Self.text(UnsafeRawBufferPointer(rebasing: bytes[try Self.byteArray(bytes, &p)]), hex: plan.hex)) }
            }
        case 6, 7:
            // DELTA_LENGTH_BYTE_ARRAY: lengths, then the bytes; DELTA_BYTE_ARRAY: prefix lengths
            // shared with the previous value, then suffixes as DELTA_LENGTH_BYTE_ARRAY.
            var prefixes = [Int64](repeating: 0, count: count), lengths = [Int64](repeating: 0, count: count)
            var p = 0
            if encoding == 7 { p = try prefixes.withUnsafeMutableBufferPointer { try ParquetBits.delta(bytes, into: $0) } }
            p += try lengths.withUnsafeMutableBufferPointer { try ParquetBits.delta(UnsafeRawBufferPointer(rebasing: bytes[p...]), into: $0) }
            var previous: [UInt8] = []
            // Shared prefixes let a few bytes stand for long strings: the text made is budgeted
            // against the page's bytes.
            var made = 0
            let budget = bytes.count * 256 + (1 << 24)
            for i in 0..<count {
                let len = lengths[i], prefix = prefixes[i]
                guard len >= 0, len <= bytes.count - p, prefix >= 0, prefix <= previous.count else {
                    throw Bad(reason: "has a string length past the page's end")
                }
                made += Int(prefix) + Int(len)
                guard made <= budget else { throw Bad(reason: "makes more text from shared prefixes than a page can stand for") }
                var value = Array(previous.prefix(Int(prefix)))
                value.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[p..<(p + Int(len))]))
                p += Int(len)
                out.append(value.withUnsafeBytes { Self.text($0, hex: plan.hex) })
                if encoding == 7 { previous = value }
            }
        default:
            throw unsupported(encoding)
        }
        return out
    }

    /// The range of the next length-prefixed byte array at `p`, advancing `p`.
    @inline(__always)
    static func byteArray(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws -> Range<Int> {
        guard b.count - p >= 4 else { throw Bad(reason: "ends inside a string's length") }
        let n = Int(b.loadUnaligned(fromByteOffset: p, as: UInt32.self))
        guard n <= b.count - p - 4 else { throw Bad(reason: "has a string longer than its page") }
        defer { p += 4 + n }
        return (p + 4)..<(p + 4 + n)
    }

    /// Text of a byte string (invalid UTF-8 repaired), or its hexadecimal digits (UUIDs).
    static func text(_ b: UnsafeRawBufferPointer, hex: Bool) -> String {
        if hex { return b.map { String(format: "%02x", $0) }.joined() }
        return String(decoding: b, as: UTF8.self)
    }

    /// A big-endian two's-complement integer of any length, as a double (decimals).
    static func bigEndian(_ b: UnsafeRawBufferPointer) -> Double {
        guard let first = b.first else { return 0 }
        // A negative value is read as its complement (exact for small magnitudes in wide types).
        let negative = first & 0x80 != 0
        var v = 0.0
        for byte in b { v = v * 256 + Double(negative ? ~byte : byte) }
        return negative ? -(v + 1) : v
    }

    /// An IEEE half-precision float as a double.
    static func half(_ h: UInt16) -> Double {
        let sign: Double = h & 0x8000 != 0 ? -1 : 1
        let exp = Int((h >> 10) & 0x1F), frac = Double(h & 0x3FF)
        if exp == 0 { return sign * frac * pow(2, -24) }
        if exp == 31 { return frac == 0 ? sign * .infinity : .nan }
        return sign * (1 + frac / 1024) * pow(2, Double(exp - 15))
    }

    private func short() -> Bad { Bad(reason: "has fewer value bytes than values") }
    private func unsupported(_ e: Int32) -> Bad {
        Bad(reason: "uses \(ParquetPageHeader.encodingName(e)) for \(plan.typeName), which Chartreuse does not read")
    }
}
