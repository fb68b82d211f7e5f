import Foundation

/// Decodes one field's values in one record batch: numbers (nulls as NaN) or text (nulls
/// empty), dictionary indices looked up, every length checked against its buffer.
struct ArrowValues {
    typealias Malformed = FlatBuffer.Malformed
    let field: ArrowField

    /// Writes the `out.count` values of a field whose validity bitmap and data buffer are given.
    func numbers(validity: UnsafeRawBufferPointer, data: UnsafeRawBufferPointer, nulls: Int, dictionary: [Double]?,
                 into out: UnsafeMutableBufferPointer<Double>) throws {
        let n = out.count
        // A null column has no bitmap: all its values are gaps already.
        let nulls = field.kind == .null && field.dictionary == nil ? 0 : nulls
        if nulls > 0 {
            guard validity.count * 8 >= n else { throw Malformed(reason: "has a validity bitmap shorter than its values") }
        }
        if let (_, index) = field.dictionary {
            guard let dictionary else { throw Malformed(reason: "uses a dictionary that was never sent") }
            let w = ArrowField.width(index)
            guard data.count / max(w, 1) >= n else { throw Malformed(reason: "has fewer indices than values") }
            for i in 0..<n {
                let k = Self.integer(data, i, index)
                guard k >= 0, k < Int64(dictionary.count) else {
                    if nulls > 0, !Self.valid(validity, i) { out[i] = .nan; continue }
                    throw Malformed(reason: "has a dictionary index \(k) past its \(dictionary.count) entries")
                }
                out[i] = dictionary[Int(k)]
            }
        } else {
            try values(data, into: out)
        }
        try markNulls(validity: validity, nulls: nulls, in: out)
        if field.localWallClock {
            var clock = DateParser()
            for i in 0..<n where out[i].isFinite { out[i] -= Double(clock.localOffset(atWallClock: out[i])) }
        }
    }

    /// Sets the values the validity bitmap marks null to NaN.
    func markNulls(validity: UnsafeRawBufferPointer, nulls: Int, in out: UnsafeMutableBufferPointer<Double>) throws {
        guard nulls > 0, field.kind != .null || field.dictionary != nil else { return }
        guard validity.count * 8 >= out.count else { throw Malformed(reason: "has a validity bitmap shorter than its values") }
        for i in 0..<out.count where !Self.valid(validity, i) { out[i] = .nan }
    }

    /// The plain values of the field's own type (a dictionary's entries, or an unencoded field).
    func values(_ data: UnsafeRawBufferPointer, into out: UnsafeMutableBufferPointer<Double>) throws {
        let n = out.count, kind = field.kind
        if kind == .null { out.update(repeating: .nan); return }
        if kind == .bool {
            guard data.count * 8 >= n else { throw Malformed(reason: "has fewer booleans than values") }
            for i in 0..<n { out[i] = Self.valid(data, i) ? 1 : 0 }
            return
        }
        let w = ArrowField.width(kind)
        guard w > 0, data.count / w >= n else { throw Malformed(reason: "has a data buffer of \(data.count) bytes for \(n) values") }
        switch kind {
        case .float(2): if n > 0 { memcpy(out.baseAddress!, data.baseAddress!, n * 8) }
        case .float(1): for i in 0..<n { out[i] = Double(data.loadUnaligned(fromByteOffset: 4 * i, as: Float.self)) }
        case .float: for i in 0..<n { out[i] = ParquetValues.half(data.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self)) }
        case .int(let bits, let signed):
            if bits == 64 && !signed {
                for i in 0..<n { out[i] = Double(data.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self)) }
            } else {
                for i in 0..<n { out[i] = Double(Self.integer(data, i, kind)) }
            }
        case .days: for i in 0..<n { out[i] = Double(data.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self)) * 86_400 }
        case .ticks(let per, let bits):
            for i in 0..<n {
                let v = bits == 32 ? Int64(data.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self)) : data.loadUnaligned(fromByteOffset: 8 * i, as: Int64.self)
                out[i] = per == 1 ? Double(v) : Double(v / per) + Double(v % per) / Double(per)
            }
        case .decimal(let scale, let bytes):
            let divisor = pow(10, Double(scale))
            for i in 0..<n {
                // Little-endian two's complement: read most significant byte first.
                let r = UnsafeRawBufferPointer(rebasing: data[(i * bytes)..<((i + 1) * bytes)])
                let negative = r[bytes - 1] & 0x80 != 0
                var v = 0.0
                for k in stride(from: bytes - 1, through: 0, by: -1) { v = v * 256 + Double(negative ? ~r[k] : r[k]) }
                out[i] = (negative ? -(v + 1) : v) / divisor
            }
        default: throw Malformed(reason: "is not numbers")
        }
    }

    /// The field's text values; nulls are empty.
    func strings(validity: UnsafeRawBufferPointer, offsets: UnsafeRawBufferPointer, data: UnsafeRawBufferPointer,
                 count n: Int, nulls: Int) throws -> [String] {
        guard case .text(let large) = field.kind else { throw Malformed(reason: "is not text") }
        let w = large ? 8 : 4
        guard n == 0 || n < offsets.count / w else { throw Malformed(reason: "has fewer string offsets than values") }
        if nulls > 0 { guard validity.count * 8 >= n else { throw Malformed(reason: "has a validity bitmap shorter than its values") } }
        var out: [String] = []
        out.reserveCapacity(n)
        func at(_ i: Int) -> Int64 {
            large ? offsets.loadUnaligned(fromByteOffset: 8 * i, as: Int64.self) : Int64(offsets.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self))
        }
        var start = n == 0 ? 0 : at(0)
        for i in 0..<n {
            let end = at(i + 1)
            guard start >= 0, end >= start, end <= Int64(data.count) else { throw Malformed(reason: "has a string offset \(end) outside its \(data.count) bytes") }
            if nulls > 0, !Self.valid(validity, i) { out.append("") } else {
                out.append(String(decoding: UnsafeRawBufferPointer(rebasing: data[Int(start)..<Int(end)]), as: UTF8.self))
            }
            start = end
        }
        return out
    }

    /// The field's text values held as string views (nulls empty): each view is 16 bytes, a
    /// length and then, up to 12 bytes, the string itself, or else its first 4 bytes, which
    /// data buffer holds it and where. Views may share bytes, so the strings' bytes are counted
    /// against `budget` (a few views must not claim gigabytes of text).
    func viewStrings(validity: UnsafeRawBufferPointer, views: UnsafeRawBufferPointer, data: [UnsafeRawBufferPointer],
                     count n: Int, nulls: Int, budget: inout Int) throws -> [String] {
        guard views.count / 16 >= n else { throw Malformed(reason: "has fewer string views than values") }
        if nulls > 0 { guard validity.count * 8 >= n else { throw Malformed(reason: "has a validity bitmap shorter than its values") } }
        var out: [String] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            if nulls > 0, !Self.valid(validity, i) { out.append(""); continue }
            let at = 16 * i
            let length = Int(views.loadUnaligned(fromByteOffset: at, as: Int32.self))
            guard length >= 0 else { throw Malformed(reason: "has a string view of length \(length)") }
            if length <= 12 {
                out.append(String(decoding: UnsafeRawBufferPointer(rebasing: views[(at + 4)..<(at + 4 + length)]), as: UTF8.self))
                continue
            }
            let buffer = Int(views.loadUnaligned(fromByteOffset: at + 8, as: Int32.self))
            let offset = Int(views.loadUnaligned(fromByteOffset: at + 12, as: Int32.self))
            guard buffer >= 0, buffer < data.count else { throw Malformed(reason: "has a string view in data buffer \(buffer) of \(data.count)") }
            let bytes = data[buffer]
            guard offset >= 0, offset <= bytes.count - length else {
                throw Malformed(reason: "has a string view of \(length) bytes at \(offset) outside its \(bytes.count)-byte buffer")
            }
            budget -= length
            guard budget >= 0 else { throw Malformed(reason: "has string views claiming more text than its size could hold") }
            out.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self))
        }
        return out
    }

    /// Bit `i` of a bitmap (least significant bit first).
    @inline(__always)
    static func valid(_ bitmap: UnsafeRawBufferPointer, _ i: Int) -> Bool { bitmap[i >> 3] >> UInt8(i & 7) & 1 == 1 }

    /// Integer `i` of a buffer of integers of `kind`.
    @inline(__always)
    static func integer(_ b: UnsafeRawBufferPointer, _ i: Int, _ kind: ArrowField.Kind) -> Int64 {
        guard case .int(let bits, let signed) = kind else { return 0 }
        switch (bits, signed) {
        case (8, true): return Int64(b.load(fromByteOffset: i, as: Int8.self))
        case (8, false): return Int64(b.load(fromByteOffset: i, as: UInt8.self))
        case (16, true): return Int64(b.loadUnaligned(fromByteOffset: 2 * i, as: Int16.self))
        case (16, false): return Int64(b.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self))
        case (32, true): return Int64(b.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self))
        case (32, false): return Int64(b.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
        default: return b.loadUnaligned(fromByteOffset: 8 * i, as: Int64.self)
        }
    }
}
