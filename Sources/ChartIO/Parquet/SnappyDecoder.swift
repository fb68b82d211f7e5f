/// Snappy's raw format decoded in Swift: a varint length, then literals and back-references.
///
/// libsnappy hands every literal longer than 16 bytes to `memmove`; the doubles of a Parquet
/// column (their top bytes alike, their low bytes not) compress to many short literals and
/// copies, so those calls were more than half of a snappy file's load. Here a literal or copy is
/// moved 16 or 8 bytes at a time wherever the output has room to spare past it, and a byte at a
/// time only near its end. Every length and offset is checked against the input and output
/// before a byte moves.
enum SnappyDecoder {
    /// Why the data cannot be decoded.
    struct Damaged: Error {
        let reason: String
    }

    /// The length the data says it decodes to (its leading varint), with the varint's size.
    static func length(_ src: UnsafeRawBufferPointer) throws -> (Int, Int) {
        var value = 0, shift = 0, i = 0
        while i < min(src.count, 5) {
            let b = Int(src[i])
            value |= (b & 0x7F) << shift
            i += 1
            if b < 0x80 {
                guard value <= Int(UInt32.max) else { break }
                return (value, i)
            }
            shift += 7
        }
        throw Damaged(reason: "its length is unreadable")
    }

    /// Decodes `src` into `dst`, which must be exactly as long as the data says.
    static func decode(_ src: UnsafeRawBufferPointer, into dst: UnsafeMutableRawBufferPointer) throws {
        let (want, header) = try length(src)
        guard want == dst.count else { throw Damaged(reason: "it decodes to \(want) bytes, not \(dst.count)") }
        guard want > 0 else {
            guard header == src.count else { throw Damaged(reason: "it has data past its end") }
            return
        }
        guard let s = src.baseAddress, let d = dst.baseAddress else { throw Damaged(reason: "it is empty") }
        var ip = header, op = 0
        let inEnd = src.count, outEnd = want
        while ip < inEnd {
            let tag = Int(s.load(fromByteOffset: ip, as: UInt8.self))
            ip += 1
            if tag & 3 == 0 {
                // A literal: its length in the tag, or in the 1–4 bytes after it.
                var len = tag >> 2
                if len >= 60 {
                    let extra = len - 59
                    guard ip + extra <= inEnd else { throw Damaged(reason: "a literal's length is cut off") }
                    len = 0
                    for k in 0..<extra { len |= Int(s.load(fromByteOffset: ip + k, as: UInt8.self)) << (8 * k) }
                    ip += extra
                }
                len += 1
                guard len <= inEnd - ip, len <= outEnd - op else { throw Damaged(reason: "a literal runs past the data") }
                if len <= 16, inEnd - ip >= 16, outEnd - op >= 16 {
                    // Sixteen bytes moved whatever the length: the spare ones are written over next.
                    let a = s.loadUnaligned(fromByteOffset: ip, as: UInt64.self)
                    let b = s.loadUnaligned(fromByteOffset: ip + 8, as: UInt64.self)
                    d.storeBytes(of: a, toByteOffset: op, as: UInt64.self)
                    d.storeBytes(of: b, toByteOffset: op + 8, as: UInt64.self)
                } else {
                    (d + op).copyMemory(from: s + ip, byteCount: len)
                }
                ip += len
                op += len
                continue
            }
            // A copy of earlier output: its length and offset in 1, 2 or 4 bytes after the tag.
            let len: Int, offset: Int
            switch tag & 3 {
            case 1:
                guard ip < inEnd else { throw Damaged(reason: "a copy is cut off") }
                len = 4 + (tag >> 2) & 7
                offset = (tag >> 5) << 8 | Int(s.load(fromByteOffset: ip, as: UInt8.self))
                ip += 1
            case 2:
                guard ip + 2 <= inEnd else { throw Damaged(reason: "a copy is cut off") }
                len = (tag >> 2) + 1
                offset = Int(UInt16(littleEndian: s.loadUnaligned(fromByteOffset: ip, as: UInt16.self)))
                ip += 2
            default:
                guard ip + 4 <= inEnd else { throw Damaged(reason: "a copy is cut off") }
                len = (tag >> 2) + 1
                offset = Int(UInt32(littleEndian: s.loadUnaligned(fromByteOffset: ip, as: UInt32.self)))
                ip += 4
            }
            guard offset > 0, offset <= op else { throw Damaged(reason: "a copy reaches before the data's start") }
            guard len <= outEnd - op else { throw Damaged(reason: "a copy runs past the data") }
            let from = op - offset
            if offset >= 8, outEnd - op >= len + 8 {
                // Eight bytes at a time: each read ends where writing has already been (offset ≥ 8).
                var k = 0
                while k < len {
                    d.storeBytes(of: d.loadUnaligned(fromByteOffset: from + k, as: UInt64.self), toByteOffset: op + k, as: UInt64.self)
                    k += 8
                }
            } else {
                // A short offset repeats a pattern (or the end is near): a byte at a time.
                for k in 0..<len { d.storeBytes(of: d.load(fromByteOffset: from + k, as: UInt8.self), toByteOffset: op + k, as: UInt8.self) }
            }
            op += len
        }
        guard op == outEnd else { throw Damaged(reason: "it ends after \(op) of its \(outEnd) bytes") }
    }
}
