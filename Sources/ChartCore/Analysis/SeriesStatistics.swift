import Foundation

/// The statistics of a run of a series' values: what a person reads off a visible range or the
/// span between two cursors. Non-finite values (gaps) are left out; `first` and `last` are the
/// first and last finite values.
public struct SeriesStatistics: Sendable, Equatable {
    /// Finite values counted.
    public var count: Int
    /// Smallest and largest value.
    public var min: Double, max: Double
    /// Arithmetic mean.
    public var mean: Double
    /// Population standard deviation.
    public var std: Double
    /// Root mean square.
    public var rms: Double
    /// Sum of the values.
    public var sum: Double
    /// The first and last finite values of the run.
    public var first: Double, last: Double
    /// The exact median, when it was asked for (it takes a pass over a copy of the run).
    public var median: Double?

    /// Largest less smallest.
    public var peakToPeak: Double { max - min }

    /// The statistics of the finite values of `values[range]`, nil when there are none. With
    /// `sums` (built over the same values) and `index`, it costs O(block + log n) however long the
    /// range; without them, one pass. `median` adds an O(range) selection.
    package static func of(_ values: [Double], in range: Range<Int>, sums: RangeSums? = nil, index: MinMaxIndex? = nil,
                          median: Bool = false) -> SeriesStatistics? {
        of(ColumnBuffer(values), in: range, sums: sums, index: index, median: median)
    }

    /// The statistics of the finite values of a column's `range` (see the array form).
    package static func of(_ values: ColumnBuffer, in range: Range<Int>, sums: RangeSums? = nil, index: MinMaxIndex? = nil,
                          median: Bool = false) -> SeriesStatistics? {
        let r = Swift.max(0, range.lowerBound)..<Swift.min(range.upperBound, values.count)
        guard !r.isEmpty else { return nil }
        return values.withUnsafeBufferPointer { v -> SeriesStatistics? in
            let shift: Double, c: Int, s: Double, q: Double
            var lo = Double.infinity, hi = -Double.infinity
            if let sums, sums.count == values.count {
                shift = sums.shift
                (c, s, q) = sums.sums(v, in: r)
                if let index, index.count == values.count {
                    let e = index.extremeValues(v, in: r)
                    if e.lo >= 0 { lo = e.loV; hi = e.hiV }
                } else {
                    for i in r where v[i].isFinite { lo = Swift.min(lo, v[i]); hi = Swift.max(hi, v[i]) }
                }
            } else {
                // One pass: shifted by the run's first finite value, compensated.
                shift = r.lazy.map { v[$0] }.first { $0.isFinite } ?? 0
                var n = 0, ds = DoubleDouble(), dq = DoubleDouble()
                for i in r {
                    let x = v[i]
                    guard x.isFinite else { continue }
                    n += 1
                    let y = x - shift
                    ds.add(y)
                    dq.add(y * y)
                    lo = Swift.min(lo, x)
                    hi = Swift.max(hi, x)
                }
                (c, s, q) = (n, ds.value, dq.value)
            }
            guard c > 0,
                  let firstI = r.first(where: { v[$0].isFinite }),
                  let lastI = r.reversed().first(where: { v[$0].isFinite }) else { return nil }
            let n = Double(c)
            let m = s / n
            let variance = Swift.max(0, q / n - m * m)
            // A spread tiny beside the run's distance from the column's mean has lost its digits in
            // q/n − m²: such a run is summed again about its own first value.
            if sums != nil, variance <= 1e-7 * m * m, r.count <= 20_000_000 {
                return SeriesStatistics.of(values, in: r, sums: nil, index: index, median: median)
            }
            let squares = q + 2 * shift * s + n * shift * shift
            var out = SeriesStatistics(count: c, min: lo, max: hi, mean: shift + m, std: variance.squareRoot(),
                                       rms: Swift.max(0, squares / n).squareRoot(), sum: s + n * shift,
                                       first: v[firstI], last: v[lastI], median: nil)
            if median { out.median = Self.median(v, r) }
            return out
        }
    }

    /// The exact median of the finite values of `v[r]` (the mean of the middle two for an even count).
    static func median(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) -> Double? {
        var a: [Double] = []
        a.reserveCapacity(r.count)
        for i in r where v[i].isFinite { a.append(v[i]) }
        guard !a.isEmpty else { return nil }
        let k = (a.count - 1) / 2
        let m = Self.select(&a, k)
        guard a.count % 2 == 0 else { return m }
        // The next larger value sits, after the selection, at the smallest of the upper part.
        var next = Double.infinity
        for i in (k + 1)..<a.count { next = Swift.min(next, a[i]) }
        return (m + next) / 2
    }

    /// Rearranges `a` so that `a[k]` is the value sorted order would put there, smaller or equal
    /// values before it and larger or equal after (Hoare's selection, median-of-three pivots).
    static func select(_ a: inout [Double], _ k: Int) -> Double {
        var lo = 0, hi = a.count - 1
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            // Median of three as the pivot.
            if a[mid] < a[lo] { a.swapAt(mid, lo) }
            if a[hi] < a[lo] { a.swapAt(hi, lo) }
            if a[hi] < a[mid] { a.swapAt(hi, mid) }
            let pivot = a[mid]
            var i = lo, j = hi
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { return a[k] }
        }
        return a[k]
    }
}
