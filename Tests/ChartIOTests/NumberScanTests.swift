import Foundation
import Testing
@testable import ChartIO

/// A column's summary scanned in pieces on several cores equals one pass over it, whatever the
/// cut: order, repeats and extremes across the joins, gaps at the joins.
struct NumberScanTests {
    func same(_ a: NumberScan, _ b: NumberScan) -> Bool {
        a.lo == b.lo && a.hi == b.hi && a.count == b.count && a.ascends == b.ascends && a.repeats == b.repeats
            && a.integral == b.integral && a.first == b.first && a.last == b.last
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
        // And the summary of a column long enough to be split across the cores.
        let long = (0..<3_000_000).map { Double($0 / 3) }
        let s = ColumnSummary.of(DataTable.Column(name: "x", values: .number(long)))
        #expect(s.ascends && s.repeatsNeighbour && s.integral && s.count == 3_000_000 && s.max == 999_999)
    }
}
