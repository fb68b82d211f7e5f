import Foundation
import Testing
@testable import ChartCore
@testable import ChartIO
@testable import ChartSpecs

/// A column's summary scanned in pieces on several cores equals one pass over it, whatever the
/// cut: order, repeats and extremes across the joins, gaps at the joins.
struct NumberScanTests {
    func same(_ a: NumberScan, _ b: NumberScan) -> Bool {
        a.lo == b.lo && a.hi == b.hi && a.count == b.count && a.ascends == b.ascends && a.repeats == b.repeats
            && a.integral == b.integral && a.first == b.first && a.last == b.last && a.positiveLo == b.positiveLo
    }

    /// A column's summary tells its buffer what the pass found, so a chart reads the column no
    /// more for it: a column every value of which is finite and above the one before is known to
    /// be one (lines, x's extent at its ends), and every column's extent is noted as one scan of
    /// it finds it, its least value above zero too (a log axis).
    @Test func summariesNoteWhatChartsAsk() throws {
        let cases: [[Double]] = [
            (0..<5000).map { Double($0) * 0.1 },                 // strictly ascends
            (0..<5000).map { Double($0 / 2) },                   // ascends with repeats
            (0..<5000).map { $0 == 77 ? .nan : Double($0) },     // a gap
            (0..<5000).map { $0 == 4999 ? .infinity : Double($0) },
            (0..<5000).map { sin(Double($0)) * 3 },              // both signs
            (0..<5000).map { -Double($0) - 1 },                  // none above zero
            (0..<5000).map { $0 % 7 == 0 ? 0 : Double($0 % 13) + 0.5 },
            [-0.0, 0.0, 2],
            [.nan, 1, 0.5],
        ]
        for v in cases {
            let buffer = ColumnBuffer(v)
            _ = ColumnSummary.of(DataTable.Column(name: "v", values: .number(buffer)))
            let strict = v[0].isFinite && zip(v.dropFirst(), v).allSatisfy { $0.isFinite && $0 > $1 }
            #expect(buffer.knownToStrictlyAscend == strict, "\(v.prefix(4))")
            #expect(buffer.strictlyAscends == strict)
            let noted = try #require(buffer.notedProfile)
            let scanned = buffer.withUnsafeBufferPointer { ColumnProfile.of($0) }
            #expect(noted.sameFindings(as: scanned), "\(v.prefix(4))")
            #expect(noted.positive?.0 == v.filter { $0 > 0 && $0.isFinite }.min())
        }
        // A buffer grown past what was noted asks again: the note is for those values only.
        let noted = ColumnBuffer(count: 100, headroom: 100) { b in for i in b.indices { b[i] = Double(i) } }
        _ = ColumnSummary.of(DataTable.Column(name: "v", values: .number(noted)))
        var grown = noted
        grown.append(-5)
        #expect(grown.sharesPrefix(noted) && noted.notedProfile != nil && noted.knownToStrictlyAscend)
        #expect(grown.notedProfile == nil && !grown.strictlyAscends && !grown.knownToStrictlyAscend)
    }

    @Test func piecesJoinToTheWhole() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        let columns: [[Double]] = [
            (0..<1000).map(Double.init),                                   // ascends, integral
            (0..<1000).map { Double($0 / 2) },                             // repeats, only at some joins
            (0..<1000).map { $0 % 100 == 0 ? .nan : Double($0) * 0.5 },   // gaps, not integral
            (0..<1000).map { _ in Double(next() % 1000) },                  // no order
            [.nan, .nan, 3, .nan, 2, .nan],                                  // descends across a gap
            [.nan, .nan],
        ]
        for v in columns {
            v.withUnsafeBufferPointer { b in
                let whole = NumberScan(b, 0..<b.count)
                for cut in [0, 1, 2, b.count / 3, b.count / 2, b.count - 1, b.count] where cut <= b.count {
                    for cut2 in [cut, (cut + b.count) / 2, b.count] {
                        let joined = NumberScan(b, 0..<cut).followed(by: NumberScan(b, cut..<cut2)).followed(by: NumberScan(b, cut2..<b.count))
                        #expect(same(joined, whole), "cuts \(cut), \(cut2) of \(v.prefix(6))")
                    }
                }
            }
        }
        // A zero extreme is unsigned, however the column is cut into stretches.
        let zeros: [Double] = (0..<10_000).map { i in
            let k = i % 3
            if k == 0 { return -0.0 }
            return k == 1 ? 0.0 : Double(i)
        }
        for v in [zeros, zeros.map { -$0 }] {
            let z = ColumnSummary.of(DataTable.Column(name: "z", values: .number(v)))
            let extremes: [Double] = [z.min, z.max].compactMap { $0 }
            let zero = extremes.filter { $0 == 0 }
            #expect(zero.count == 1 && zero[0].sign == .plus, "\(extremes)")
        }
        // And the summary of a column long enough to be split across the cores.
        let long = (0..<3_000_000).map { Double($0 / 3) }
        let s = ColumnSummary.of(DataTable.Column(name: "x", values: .number(long)))
        #expect(s.ascends && s.repeatsNeighbour && s.integral && s.count == 3_000_000 && s.max == 999_999)
    }

    /// The four-at-a-time reading of whole finite stretches finds what reading value by value
    /// finds, on shapes people's columns have: walks, steps, repeats, whole numbers large and
    /// small, values about 2^52 and beyond, signed zeros, gaps and infinities at any place.
    @Test func fourAtATimeMatchesOneByOne() {
        var state: UInt64 = 0xC0FFEE
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        let big = 4_503_599_627_370_496.0
        let makers: [(Int) -> Double] = [
            { i in Double(i) * 0.25 },                                  // ascends, whole every fourth
            { _ in unit() - 0.5 },                                      // no order, fractions
            { i in Double(i / 3) },                                     // repeats, whole
            { _ in Double(Int(next() % 2001) - 1000) },                 // whole, both signs
            { _ in big + Double(next() % 64) - 32 + (next() % 2 == 0 ? 0.5 : 0) },   // about 2^52
            { _ in [0.0, -0.0, 1e300, -1e300, 9.1e15, -9.1e15, 1e-300][Int(next() % 7)] },
            { i in -Double(i) - 0.5 },                                  // descends, halves
            { i in -Double(i) * 0.5 },                                  // negative halves after a whole first value
            { i in i % 4 == 0 ? -Double(i) : -big + 0.5 * Double(i % 4) },  // negative halves near -2^52
        ]
        for make in makers {
            for length in [0, 1, 5, 8, 9, 4095, 4096, 4097, 9000] {
                var v = (0..<length).map(make)
                for spoil in [false, true] {
                    if spoil, length > 0 {
                        // A gap or an infinity somewhere, sometimes at a stretch's first value.
                        for _ in 0..<3 { v[Int(next() % UInt64(length))] = [.nan, .infinity, -.infinity][Int(next() % 3)] }
                        if length > 4096 { v[4096] = .nan }
                    }
                    v.withUnsafeBufferPointer { b in
                        for _ in 0..<6 {
                            let a = length == 0 ? 0 : Int(next() % UInt64(length / 2 + 1))
                            let e = a + Int(next() % UInt64(length - a + 1))
                            for r in [0..<length, a..<e] {
                                #expect(same(NumberScan(b, r), NumberScan.oneByOne(b, r)), "\(r) of \(v.prefix(4))")
                                if let f = NumberScan.finite(b, r) { #expect(same(f, NumberScan.oneByOne(b, r))) }
                            }
                        }
                    }
                }
            }
        }
    }
}
