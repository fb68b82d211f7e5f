/// Parquet's bit-level encodings: the RLE / bit-packed hybrid (levels and dictionary indices)
/// and DELTA_BINARY_PACKED integers. Every read is checked against the bytes that are there.
struct ParquetBits {
    /// Why encoded values cannot be decoded.
    struct Bad: Error { var reason: String }

    /// `width` bits (≤ 64) at bit offset `bit` of `bytes`, least significant bit first.
    @inline(__always)
    static func bits(_ bytes: UnsafeRawBufferPointer, _ bit: Int, _ width: Int) -> UInt64 {
        let byte = bit >> 3, shift = bit & 7
        let word: UInt64
        if byte + 8 <= bytes.count {
            word = bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
        } else {
            var w: UInt64 = 0
            for i in 0..<min(8, bytes.count - byte) { w |= UInt64(bytes[byte + i]) << (8 * UInt64(i)) }
            word = w
        }
        var v = word >> UInt64(shift)
        if shift + width > 64, byte + 8 < bytes.count {
            v |= UInt64(bytes[byte + 8]) << UInt64(64 - shift)
        }
        return width == 64 ? v : v & ((1 << UInt64(width)) - 1)
    }

    /// Unpacks `out.count` values of `width` bits (1…32) packed least significant bit first;
    /// `bytes` holds at least `out.count × width` bits.
    @inline(__always)
    static func unpack(_ bytes: UnsafeRawBufferPointer, width: Int, into out: UnsafeMutableBufferPointer<UInt32>) {
        let mask: UInt64 = (1 << UInt64(width)) - 1
        var acc: UInt64 = 0, have = 0, p = 0
        let end = bytes.count
        guard let base = bytes.baseAddress, let o = out.baseAddress else { return }
        for i in 0..<out.count {
            if have < width {
                // Refill 32 bits (fewer at the very end).
                if p + 4 <= end {
                    acc |= UInt64(base.loadUnaligned(fromByteOffset: p, as: UInt32.self)) << UInt64(have)
                    p += 4
                    have += 32
                } else {
                    while p < end && have <= 56 {
                        acc |= UInt64(base.load(fromByteOffset: p, as: UInt8.self)) << UInt64(have)
                        p += 1
                        have += 8
                    }
                }
            }
            o[i] = UInt32(truncatingIfNeeded: acc & mask)
            acc >>= UInt64(width)
            have -= width
        }
    }

    /// Decodes `out.count` values of the RLE / bit-packed hybrid of `width` bits from `bytes`.
    static func hybrid(_ bytes: UnsafeRawBufferPointer, width: Int, into out: UnsafeMutableBufferPointer<UInt32>) throws {
        var d = try Hybrid(bytes, width: width)
        try d.next(into: out)
    }

    /// The RLE / bit-packed hybrid, decoded a piece at a time (runs may span pieces).
    struct Hybrid {
        private let bytes: UnsafeRawBufferPointer
        private let width: Int
        private var position = 0
        /// Values left in the current run of one value, and that value.
        private var repeats = 0
        private var value: UInt32 = 0
        /// Values left in the current bit-packed run, and the bit offset of the next.
        private var packed = 0
        private var bit = 0
        private var packedRun = UnsafeRawBufferPointer(start: nil, count: 0)

        init(_ bytes: UnsafeRawBufferPointer, width: Int) throws {
            guard width >= 0, width <= 32 else { throw Bad(reason: "has a bit width of \(width)") }
            self.bytes = bytes
            self.width = width
        }

        /// Fills `out` with the next values.
        mutating func next(into out: UnsafeMutableBufferPointer<UInt32>) throws {
            var filled = 0
            while filled < out.count {
                if repeats > 0 {
                    let take = min(repeats, out.count - filled)
                    (out.baseAddress! + filled).update(repeating: value, count: take)
                    filled += take
                    repeats -= take
                } else if packed > 0 {
                    let take = min(packed, out.count - filled)
                    let dst = UnsafeMutableBufferPointer(rebasing: out[filled..<(filled + take)])
                    if width == 0 { dst.update(repeating: 0) } else {
                        let from = bit / 8, shift = bit % 8
                        if shift == 0 {
                            ParquetBits.unpack(UnsafeRawBufferPointer(rebasing: packedRun[from...]), width: width, into: dst)
                        } else {
                            for i in 0..<take { dst[i] = UInt32(truncatingIfNeeded: ParquetBits.bits(packedRun, bit + i * width, width)) }
                        }
                    }
                    bit += take * width
                    filled += take
                    packed -= take
                } else {
                    try header()
                }
            }
        }

        /// Fills `out` with the dictionary's entries at the next indices, each checked against
        /// the dictionary's length. A bit-packed index is read where it lies (an unaligned load
        /// and a shift), with no index list between: each stands alone, not behind the one before.
        mutating func look(up dictionary: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) throws {
            let count = UInt64(dictionary.count)
            func past(_ k: UInt64) -> Bad { Bad(reason: "has a dictionary index \(k) past its \(count) entries") }
            guard let o = out.baseAddress else { return }
            guard let entries = dictionary.baseAddress else {
                // No entries: the first index is past them.
                var first: UInt32 = 0
                try withUnsafeMutablePointer(to: &first) { try next(into: UnsafeMutableBufferPointer(start: $0, count: 1)) }
                throw past(UInt64(first))
            }
            var filled = 0
            while filled < out.count {
                if repeats > 0 {
                    let take = min(repeats, out.count - filled)
                    guard UInt64(value) < count else { throw past(UInt64(value)) }
                    (o + filled).update(repeating: entries[Int(value)], count: take)
                    filled += take
                    repeats -= take
                } else if packed > 0 {
                    let take = min(packed, out.count - filled)
                    let mask: UInt64 = (1 << UInt64(width)) &- 1
                    // Indices whose eight bytes from their first lie inside the run are loaded
                    // whole; the last few bit by bit.
                    let room = (packedRun.count - 8) * 8 - bit
                    let whole = width == 0 || room < 0 ? 0 : min(take, room / width + 1)
                    if width == 0 {
                        guard count > 0 else { throw past(0) }
                        (o + filled).update(repeating: entries[0], count: take)
                    } else if let run = packedRun.baseAddress, whole > 0 {
                        var b = bit
                        for i in 0..<whole {
                            let k = (run.loadUnaligned(fromByteOffset: b &>> 3, as: UInt64.self) &>> UInt64(b & 7)) & mask
                            guard k < count else { throw past(k) }
                            o[filled &+ i] = entries[Int(truncatingIfNeeded: k)]
                            b &+= width
                        }
                    }
                    for i in whole..<take where width > 0 {
                        let k = ParquetBits.bits(packedRun, bit + i * width, width)
                        guard k < count else { throw past(k) }
                        o[filled + i] = entries[Int(k)]
                    }
                    bit += take * width
                    filled += take
                    packed -= take
                } else {
                    try header()
                }
            }
        }

        /// Reads the next run's header.
        private mutating func header() throws {
            var r = ThriftCompactReader(bytes, at: position)
            let h: UInt64
            do { h = try r.varint() } catch { throw Bad(reason: "ends before its levels or indices do") }
            position = r.position
            let valueBytes = (width + 7) / 8
            if h & 1 == 0 {
                guard bytes.count - position >= valueBytes else { throw Bad(reason: "ends inside a run") }
                var v: UInt32 = 0
                for i in 0..<valueBytes { v |= UInt32(bytes[position + i]) << (8 * UInt32(i)) }
                position += valueBytes
                value = width == 32 ? v : v & ((1 << UInt32(width)) - 1)   // only the width's bits count
                repeats = Int(clamping: h >> 1)   // an empty run is skipped (its header was read)
            } else {
                // Groups of eight bit-packed values (the last may be cut short at the data's end).
                // A group takes `width` bytes: no more groups are counted than the bytes left hold.
                let left = bytes.count - position
                if h >> 1 == 0 { return }
                let groups = Int(Swift.min(h >> 1, UInt64(width == 0 ? Int.max / 16 : left / width + 1)))
                let length = width == 0 ? 0 : Swift.min(groups * width, left)
                packed = width == 0 ? groups * 8 : Swift.min(groups * 8, length * 8 / width)
                guard packed > 0 else { throw Bad(reason: "ends inside bit-packed values") }
                packedRun = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)])
                bit = 0
                position += length
            }
        }
    }

    /// Whether hybrid-encoded levels are all `value` for `count` entries as one run (the common
    /// case of an optional column with no nulls), read without decoding them.
    static func isSingleRun(_ bytes: UnsafeRawBufferPointer, width: Int, count: Int, value: UInt32) -> Bool {
        var r = ThriftCompactReader(bytes)
        guard let header = try? r.varint(), header & 1 == 0, header >> 1 >= UInt64(count) else { return false }
        let valueBytes = (width + 7) / 8
        guard bytes.count - r.position >= valueBytes else { return false }
        var v: UInt32 = 0
        for i in 0..<valueBytes { v |= UInt32(bytes[r.position + i]) << (8 * UInt32(i)) }
        return v == value
    }

    /// Decodes `out.count` DELTA_BINARY_PACKED integers; returns the bytes the encoding took.
    @discardableResult
    static func delta(_ bytes: UnsafeRawBufferPointer, into out: UnsafeMutableBufferPointer<Int64>) throws -> Int {
        var r = ThriftCompactReader(bytes)
        func varint() throws -> UInt64 {
            do { return try r.varint() } catch { throw Bad(reason: "ends inside a DELTA_BINARY_PACKED header") }
        }
        let blockSize = try varint(), miniblocks = try varint(), total = try varint()
        var value: Int64
        do { value = try r.int() } catch { throw Bad(reason: "ends inside a DELTA_BINARY_PACKED header") }
        guard blockSize > 0, blockSize % 128 == 0, blockSize <= 1 << 16, miniblocks > 0, blockSize % miniblocks == 0,
              (blockSize / miniblocks) % 32 == 0 else {
            throw Bad(reason: "has a DELTA_BINARY_PACKED block of \(blockSize) values in \(miniblocks) miniblocks")
        }
        guard total >= UInt64(out.count) else { throw Bad(reason: "holds \(total) values where \(out.count) are needed") }
        let perMini = Int(blockSize / miniblocks)
        var filled = 0
        if out.count > 0 { out[0] = value; filled = 1 }
        var position = r.position
        while filled < out.count {
            var rb = ThriftCompactReader(bytes, at: position)
            let minDelta: Int64
            do { minDelta = try rb.int() } catch { throw Bad(reason: "ends inside a DELTA_BINARY_PACKED block") }
            position = rb.position
            guard bytes.count - position >= Int(miniblocks) else { throw Bad(reason: "ends inside a DELTA_BINARY_PACKED block") }
            let widths = position
            position += Int(miniblocks)
            for m in 0..<Int(miniblocks) where filled < out.count {
                let width = Int(bytes[widths + m])
                guard width <= 64 else { throw Bad(reason: "has a delta bit width of \(width)") }
                let length = perMini * width / 8
                guard bytes.count - position >= length || filled + perMini >= out.count else {
                    throw Bad(reason: "ends inside a DELTA_BINARY_PACKED miniblock")
                }
                let have = min(length, bytes.count - position)
                let run = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + have)])
                let take = min(perMini, out.count - filled)
                guard width == 0 || take * width <= have * 8 else { throw Bad(reason: "ends inside a DELTA_BINARY_PACKED miniblock") }
                for i in 0..<take {
                    let d = width == 0 ? 0 : Int64(bitPattern: bits(run, i * width, width))
                    value = value &+ minDelta &+ d
                    out[filled + i] = value
                }
                filled += take
                position += have
            }
        }
        return position
    }
}
