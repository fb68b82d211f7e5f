import ChartTestSupport
import Foundation
import Testing
@testable import ChartCore

/// Statistics of any range from the prefix sums and min/max index agree with a plain,
/// compensated pass over the same slice.
struct SeriesStatisticsTests {
    /// The reference: compensated sums over the slice, the spread about the slice's own mean.
    static func reference(_ v: [Double], _ r: Range<Int>) -> (count: Int, min: Double, max: Double, mean: Double, std: Double, rms: Double, sum: Double)? {
        let xs = v[r].filter(\.isFinite)
        guard !xs.isEmpty else { return nil }
        var s = DoubleDouble(), q = DoubleDouble()
        for x in xs { s.add(x); q.add(x * x) }
        let n = Double(xs.count), mean = s.value / n
        var d = DoubleDouble()
        for x in xs { d.add((x - mean) * (x - mean)) }
        return (xs.count, xs.min()!, xs.max()!, mean, (d.value / n).squareRoot(), (q.value / n).squareRoot(), s.value)
    }

    static func close(_ a: Double, _ b: Double, scale: Double, _ tol: Double = 1e-9) -> Bool {
        abs(a - b) <= tol * max(1, abs(b), scale)
    }

    @Test(arguments: ["walk", "noise", "spikes", "gaps"])
    func randomRangesMatchAPlainPass(kind: String) {
        // Far from zero, with NaN gaps: the hard case for sums of squares.
        let v = SeededSeries.values(SeededSeries.Shape(rawValue: kind) ?? .gaps, n: 300_000).map { $0 + 1e6 }
        let sums = RangeSums(v), index = MinMaxIndex(v)
        var r = SeededSeries.Generator(seed: 11)
        for _ in 0..<400 {
            let a = Int(r.next() * Double(v.count)), len = Int(pow(10, r.next() * 5.4))
            let range = a..<min(v.count, a + len)
            let got = SeriesStatistics.of(v, in: range, sums: sums, index: index)
            let plain = SeriesStatistics.of(v, in: range)
            guard let want = Self.reference(v, range) else {
                #expect(got == nil && plain == nil)
                continue
            }
            for s in [got, plain] {
                guard let s else { Issue.record("no statistics for \(range)"); continue }
                #expect(s.count == want.count && s.min == want.min && s.max == want.max, "\(kind) \(range)")
                #expect(Self.close(s.mean, want.mean, scale: 1) && Self.close(s.sum, want.sum, scale: 1) && Self.close(s.rms, want.rms, scale: 1),
                        "\(kind) \(range): mean \(s.mean) vs \(want.mean)")
                // The spread to a millionth of itself (or of the noise floor of values near 1e6).
                #expect(abs(s.std - want.std) <= 1e-6 * max(want.std, 1e-3), "\(kind) \(range): std \(s.std) vs \(want.std)")
            }
        }
    }

    @Test func constantSinglePointAndEmptyRanges() {
        let v = [Double](repeating: 1e9 + 0.5, count: 1000) + [.nan, .nan] + [3]
        let sums = RangeSums(v), index = MinMaxIndex(v)
        let flat = SeriesStatistics.of(v, in: 0..<1000, sums: sums, index: index)!
        #expect(flat.count == 1000 && flat.min == 1e9 + 0.5 && flat.max == 1e9 + 0.5 && flat.peakToPeak == 0)
        #expect(flat.std < 1e-6, "a constant run has no spread: \(flat.std)")
        let one = SeriesStatistics.of(v, in: 1002..<1003, sums: sums, index: index, median: true)!
        #expect(one.count == 1 && one.mean == 3 && one.std == 0 && one.first == 3 && one.last == 3 && one.median == 3)
        #expect(SeriesStatistics.of(v, in: 1000..<1002, sums: sums, index: index) == nil)
        #expect(SeriesStatistics.of(v, in: 5..<5) == nil)
        let across = SeriesStatistics.of(v, in: 990..<1003, sums: sums, index: index)!
        #expect(across.count == 11 && across.first == 1e9 + 0.5 && across.last == 3)
    }

    @Test func theMedianIsExact() {
        var r = SeededSeries.Generator(seed: 5)
        for n in [1, 2, 3, 10, 11, 1000, 1001, 5000] {
            // Many ties, some gaps.
            let v = (0..<n).map { i in i % 17 == 5 ? Double.nan : (r.next() * 20).rounded() }
            let finite = v.filter(\.isFinite).sorted()
            let s = SeriesStatistics.of(v, in: 0..<n, median: true)
            guard !finite.isEmpty else { #expect(s == nil); continue }
            let c = finite.count
            let want = c % 2 == 1 ? finite[c / 2] : (finite[c / 2 - 1] + finite[c / 2]) / 2
            #expect(s?.median == want, "n = \(n)")
        }
    }
}

/// A run far from its column's mean with a tiny spread keeps its spread's digits.
struct StatisticsPrecisionTests {
    @Test func aTinySpreadFarFromTheMeanIsExact() {
        // A climb from 0 to 1e6 with ±0.001 noise; the last 1,000 rows sit near 1e6.
        let n = 200_000
        let noise: (Int) -> Double = { i in i % 2 == 0 ? 0.001 : -0.001 }
        let v: [Double] = (0..<n).map { i in Double(i) * 5 + noise(i) }
        let flat: [Double] = (0..<n).map { i in 1e6 + noise(i) }
        for values in [v, flat] {
            let sums = RangeSums(values), index = MinMaxIndex(values)
            let r = (n - 1000)..<n
            let got = SeriesStatistics.of(values, in: r, sums: sums, index: index)!
            let want = SeriesStatisticsTests.reference(values, r)!
            let err = abs(got.std - want.std), allowed = 1e-6 * max(want.std, 1e-9)
            #expect(err <= allowed, "std \(got.std) against \(want.std)")
        }
    }
}
