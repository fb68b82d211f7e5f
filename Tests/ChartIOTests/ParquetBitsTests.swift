import Testing

@testable import ChartIO

/// Dictionary indices looked up as they are read (`Hybrid.look(up:into:)`) against the same
/// indices read one at a time and looked up after: the same values, or the same first error.
struct ParquetBitsTests {
    /// Values read, or the first error's reason.
    private enum Outcome: Equatable {
        case values([Double])
        case failed(String)
    }

    /// A random RLE / bit-packed hybrid stream of `width`-bit values below `limit`.
    private static func stream(width: Int, limit: UInt32, using rng: inout some RandomNumberGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        func varint(_ v: Int) {
            var v = v
            while v >= 0x80 { bytes.append(UInt8(v & 0x7F | 0x80)); v >>= 7 }
            bytes.append(UInt8(v))
        }
        let top = width == 0 ? 0 : min(limit, UInt32((UInt64(1) << UInt64(width)) - 1))
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            if Bool.random(using: &rng) {
                varint(Int.random(in: 0...40, using: &rng) << 1)
                let v = UInt32.random(in: 0...top, using: &rng)
                for i in 0..<((width + 7) / 8) { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(i)))) }
            } else {
                let groups = Int.random(in: 1...9, using: &rng)
                varint(groups << 1 | 1)
                var bits = [Bool]()
                for _ in 0..<(groups * 8) {
                    let v = UInt32.random(in: 0...top, using: &rng)
                    for b in 0..<width { bits.append(v >> UInt32(b) & 1 == 1) }
                }
                for at in stride(from: 0, to: bits.count, by: 8) {
                    bytes.append(bits[at..<(at + 8)].enumerated().reduce(0) { $0 | ($1.element ? 1 << UInt8($1.offset) : 0) })
                }
            }
        }
        return bytes
    }

    /// The values one index at a time, or the first error's reason.
    private static func oneByOne(_ bytes: [UInt8], width: Int, dictionary: [Double], count: Int) -> Outcome {
        bytes.withUnsafeBytes { b in
            do {
                var d = try ParquetBits.Hybrid(b, width: width)
                var out: [Double] = []
                var k: UInt32 = 0
                for _ in 0..<count {
                    try withUnsafeMutablePointer(to: &k) { try d.next(into: UnsafeMutableBufferPointer(start: $0, count: 1)) }
                    guard Int(k) < dictionary.count else { return .failed("has a dictionary index \(k) past its \(dictionary.count) entries") }
                    out.append(dictionary[Int(k)])
                }
                return .values(out)
            } catch let e as ParquetBits.Bad { return .failed(e.reason) } catch { return .failed("\(error)") }
        }
    }

    /// The values looked up in pieces of the given sizes.
    private static func lookedUp(_ bytes: [UInt8], width: Int, dictionary: [Double], pieces: [Int]) -> Outcome {
        bytes.withUnsafeBytes { b in
            var out = [Double](repeating: -1, count: pieces.reduce(0, +))
            do {
                var d = try ParquetBits.Hybrid(b, width: width)
                try dictionary.withUnsafeBufferPointer { dict in
                    try out.withUnsafeMutableBufferPointer { o in
                        var at = 0
                        for n in pieces {
                            try d.look(up: dict, into: UnsafeMutableBufferPointer(rebasing: o[at..<(at + n)]))
                            at += n
                        }
                    }
                }
                return .values(out)
            } catch let e as ParquetBits.Bad { return .failed(e.reason) } catch { return .failed("\(error)") }
        }
    }

    @Test func indicesLookedUpAsReadMatchOneByOne() {
        var rng = SystemRandomNumberGenerator()
        var failures = 0
        for round in 0..<3_000 {
            let width = round % 4 == 0 ? Int.random(in: 0...2, using: &rng) : Int.random(in: 1...24, using: &rng)
            let entries = Int.random(in: 0...300, using: &rng)
            let dictionary = (0..<entries).map { Double($0) * 1.5 - 7 }
            // Indices up to a little past the dictionary now and then.
            var bytes = Self.stream(width: width, limit: UInt32(entries + (round % 5 == 0 ? 3 : 0)), using: &rng)
            if round % 7 == 0 { bytes.removeLast(min(bytes.count, Int.random(in: 1...6, using: &rng))) }   // cut short
            var pieces: [Int] = []
            for _ in 0..<Int.random(in: 1...6, using: &rng) { pieces.append(Int.random(in: 0...70, using: &rng)) }
            let want = Self.oneByOne(bytes, width: width, dictionary: dictionary, count: pieces.reduce(0, +))
            let got = Self.lookedUp(bytes, width: width, dictionary: dictionary, pieces: pieces)
            if case .failed = want { failures += 1 }
            #expect(got == want, "width \(width), \(entries) entries, pieces \(pieces), bytes \(bytes)")
            if got != want { return }
        }
        // Both outcomes were met often.
        #expect(failures > 300 && failures < 2_700, "\(failures) of 3,000 failed")
    }
}
