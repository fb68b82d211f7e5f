import Testing
@testable import ChartCore

/// Column scans split across cores must answer exactly what one pass over the column answers,
/// whatever falls on the pieces' boundaries.
struct ValueScanTests {
    /// A column long enough to be split, with NaN, ±∞ and values at and around the boundaries.
    func column(_ n: Int, seed: UInt64) -> [Double] {
        var state = seed
        var v = [Double](repeating: 0, count: n)
        for i in 0..<n {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            v[i] = Double(Int64(bitPattern: state >> 11) % 2_000_001 - 1_000_000) / 1000
        }
        for k in [0, 1, n / 2 - 1, n / 2, n / 2 + 1, n - 1] { v[k] = [Double.nan, .infinity, -.infinity][k % 3] }
        return v
    }

    /// One pass, one value at a time: the reference.
    func reference(_ v: [Double], positive: Bool) -> (Double, Double)? {
        NumberRange.extent(v.filter { !positive || $0 > 0 })
    }

    @Test func splitExtentsEqualOnePass() {
        let n = ValueScan.parallelMinimum + 12_345
        #expect(ValueScan.pieces(n, minimum: ValueScan.parallelMinimum).count == min(Cores.active, 8))
        for seed in [1, 2, 3] as [UInt64] {
            var v = column(n, seed: seed)
            // The extremes sit right at a boundary and in the last value of one run.
            v[n / 2 + 2] = 5_000
            v[n / 2 - 2] = -5_000
            for positive in [false, true] {
                let got = v.withUnsafeBufferPointer { ValueScan.extent($0, positive: positive) }
                let want = reference(v, positive: positive)
                let same = got?.0 == want?.0 && got?.1 == want?.1
                #expect(same, "seed \(seed) positive \(positive)")
            }
        }
        let none = [Double](repeating: .nan, count: n)
        let empty = none.withUnsafeBufferPointer { ValueScan.extent($0) }
        #expect(empty == nil)
    }

    @Test func splitAscendsEqualsOnePass() {
        let n = ValueScan.parallelMinimum + 777
        var xs = (0..<n).map(Double.init)
        // Non-finite values anywhere (at a split too) leave the order alone.
        for k in [0, 5, n / 2, n / 2 + 1, n - 1] { xs[k] = [Double.nan, .infinity, -.infinity][k % 3] }
        // Bools, not the columns, go into the expectations (a failure would print a million values).
        func ascends(_ v: [Double], from start: Int = 0, floor: Double = -.infinity) -> Bool {
            v.withUnsafeBufferPointer { ValueScan.ascends($0, from: start, floor: floor) }
        }
        let plain = ascends(xs)
        #expect(plain)
        let above = ascends(xs, from: 10, floor: 9)
        #expect(above)
        let below = ascends(xs, from: 10, floor: 11)
        #expect(!below)
        // A step back exactly across the middle, where the pieces meet.
        var back = xs
        back[n / 2 - 1] = Double(n)
        let acrossSplit = ascends(back)
        #expect(!acrossSplit)
        // A step back inside a piece.
        var inner = xs
        inner[100] = 50
        let inside = ascends(inner)
        #expect(!inside)
        // Equal neighbours still ascend.
        var flat = xs
        flat[n / 2 + 2] = flat[n / 2 + 3]
        let equal = ascends(flat)
        #expect(equal)
    }

    @Test func splitFinitenessEqualsOnePass() {
        let n = ValueScan.parallelMinimum + 3
        var v = [Double](repeating: 1, count: n)
        let ones = v.withUnsafeBufferPointer(ValueScan.allFinite)
        #expect(ones)
        for k in [0, n / 2, n - 1] {
            var w = v
            w[k] = .infinity
            let finite = w.withUnsafeBufferPointer(ValueScan.allFinite)
            #expect(!finite, "at \(k)")
        }
        v[n / 3] = .nan
        let withNaN = v.withUnsafeBufferPointer(ValueScan.allFinite)
        #expect(!withNaN)
    }

    @Test func splitIndexEqualsOnePassIndex() {
        // Built in pieces (over a million values) or appended block by block: the same summaries.
        let n = ValueScan.parallelMinimum * 2 + 99
        let v = column(n, seed: 9)
        let whole = MinMaxIndex(v)
        let grown = MinMaxIndex(Array(v[..<1000])).extended(to: v)
        for (a, b) in [(0, n), (17, 40_000), (n / 2 - 33, n / 2 + 33), (n - 5000, n)] {
            let direct = NumberRange.extent(v[a..<b])
            for index in [whole, grown] {
                let got = v.withUnsafeBufferPointer { index.extremes($0, in: a..<b) }
                let same = got.map { v[$0.min] } == direct?.0 && got.map { v[$0.max] } == direct?.1
                #expect(same, "\(a)..<\(b)")
            }
        }
    }
}
