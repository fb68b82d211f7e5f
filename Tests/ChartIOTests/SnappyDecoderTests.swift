import CCompression
import Foundation
import Testing

@testable import ChartIO

/// Chartreuse's snappy decoder against libsnappy: what libsnappy compresses decodes to the same
/// bytes, and damaged data is an error (or, where it still reads, the bytes libsnappy finds), never
/// a read or write outside the buffers.
struct SnappyDecoderTests {
    /// Inputs of the shapes Parquet pages have: doubles of a walk and of a ramp, few distinct
    /// values, runs, short repeating patterns, random bytes, and lengths around 16 and 64.
    static func inputs() -> [[UInt8]] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        func bytes(_ v: [Double]) -> [UInt8] { v.withUnsafeBytes { Array($0) } }
        var out: [[UInt8]] = [[], [7], Array(repeating: 0, count: 100_000)]
        out.append(bytes((0..<50_000).map { Double($0) * 0.1 }))
        var walk = 0.0
        out.append(bytes((0..<50_000).map { _ in walk += Double(next() % 2001) / 1000 - 1; return walk }))
        out.append(bytes((0..<50_000).map { _ in Double(next() % 12) }))
        out.append((0..<70_000).map { _ in UInt8(truncatingIfNeeded: next()) })
        out.append((0..<70_000).map { i in [1, 2, 3, 4, 5, 6, 7][i % (1 + i / 10_000)] })
        for n in [1, 15, 16, 17, 59, 60, 61, 63, 64, 65, 255, 256, 257, 65_536, 65_537] {
            out.append((0..<n).map { i in UInt8(truncatingIfNeeded: i * 7 + Int(next() % 3)) })
        }
        return out
    }

    static func compress(_ input: [UInt8]) -> [UInt8] {
        var length = snappy_max_compressed_length(input.count)
        var out = [UInt8](repeating: 0, count: length)
        let ok = input.withUnsafeBytes { i in
            out.withUnsafeMutableBytes { o in
                snappy_compress(i.baseAddress?.assumingMemoryBound(to: CChar.self), input.count,
                                o.baseAddress!.assumingMemoryBound(to: CChar.self), &length)
            }
        }
        precondition(ok == SNAPPY_OK)
        return Array(out.prefix(length))
    }

    /// Decodes with Chartreuse's decoder into a buffer of the stated length, or nil on an error.
    static func decode(_ data: [UInt8]) -> [UInt8]? {
        guard let (n, _) = data.withUnsafeBytes({ try? SnappyDecoder.length($0) }), n <= 1 << 24 else { return nil }
        var out = [UInt8](repeating: 0xAA, count: n)
        do {
            try data.withUnsafeBytes { src in try out.withUnsafeMutableBytes { try SnappyDecoder.decode(src, into: $0) } }
            return out
        } catch {
            return nil
        }
    }

    /// What libsnappy makes of the same data, or nil when it refuses it.
    static func reference(_ data: [UInt8]) -> [UInt8]? {
        data.withUnsafeBytes { src -> [UInt8]? in
            let p = src.baseAddress?.assumingMemoryBound(to: CChar.self)
            var n = 0
            guard snappy_uncompressed_length(p, data.count, &n) == SNAPPY_OK, n <= 1 << 24 else { return nil }
            var out = [UInt8](repeating: 0, count: n)
            var got = n
            let ok = out.withUnsafeMutableBytes { snappy_uncompress(p, data.count, $0.baseAddress?.assumingMemoryBound(to: CChar.self), &got) }
            return ok == SNAPPY_OK && got == n ? out : nil
        }
    }

    @Test func decodesWhatLibsnappyCompresses() {
        for input in Self.inputs() {
            #expect(Self.decode(Self.compress(input)) == input, "\(input.count) bytes")
        }
    }

    @Test func damagedDataIsRefusedAsLibsnappyRefusesIt() {
        var state: UInt64 = 12345
        for input in Self.inputs() where input.count > 0 && input.count < 100_000 {
            let good = Self.compress(input)
            for trial in 0..<40 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                var bad = good
                switch trial % 3 {
                case 0: bad = Array(bad.prefix(Int(state >> 33) % bad.count))                   // cut short
                case 1: bad[Int(state >> 33) % bad.count] ^= UInt8(truncatingIfNeeded: state >> 20) | 1  // a flipped byte
                default: bad += [UInt8(truncatingIfNeeded: state >> 40)]                         // a byte too many
                }
                #expect(Self.decode(bad) == Self.reference(bad), "trial \(trial) of \(input.count) bytes")
            }
        }
    }
}
