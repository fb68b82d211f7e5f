import ChartIO
import ChartCore

/// Transforms along a column's rows: derivative, integral, moving average and moving median.
/// Missing values (NaN) are skipped: they neither start nor end a step.
public enum RowTransforms {
    /// dy/dx: the central difference between each row's finite neighbours (one-sided at the ends).
    /// Rows that share an x (several at one instant) take the neighbours either side of their run.
    public static func derivative(_ y: [Double], x: [Double]) -> [Double] {
        let n = min(y.count, x.count)
        var out = [Double](repeating: .nan, count: y.count)
        let ok = (0..<n).filter { y[$0].isFinite && x[$0].isFinite }
        guard ok.count >= 2 else { return out }
        var start = 0
        while start < ok.count {
            var end = start
            while end + 1 < ok.count, x[ok[end + 1]] == x[ok[start]] { end += 1 }
            for k in start...end {
                let a = ok[start > 0 ? start - 1 : k], b = ok[end + 1 < ok.count ? end + 1 : k]
                let dx = x[b] - x[a]
                out[ok[k]] = dx != 0 ? (y[b] - y[a]) / dx : .nan
            }
            start = end + 1
        }
        return out
    }

    /// ∫y dx from the first row: the trapezoids between finite neighbours, summed compensated.
    public static func integral(_ y: [Double], x: [Double]) -> [Double] {
        let n = min(y.count, x.count)
        var out = [Double](repeating: .nan, count: y.count)
        var sum = DoubleDouble()
        var last: Int?
        for i in 0..<n where y[i].isFinite && x[i].isFinite {
            if let j = last { sum.add((y[i] + y[j]) / 2 * (x[i] - x[j])) }
            out[i] = sum.value
            last = i
        }
        return out
    }

    /// The mean of the finite values among each row and the `window − 1` before it.
    public static func movingAverage(_ y: [Double], window: Int) -> [Double] {
        var out = [Double](repeating: .nan, count: y.count)
        var sum = 0.0, count = 0
        for i in y.indices {
            if y[i].isFinite { sum += y[i]; count += 1 }
            if i >= window, y[i - window].isFinite { sum -= y[i - window]; count -= 1 }
            // Re-summed now and then so rounding does not pile up over millions of rows.
            if i % 65_536 == 0, i > 0 {
                sum = 0
                for k in Swift.max(0, i - window + 1)...i where y[k].isFinite { sum += y[k] }
            }
            if count > 0 { out[i] = sum / Double(count) }
        }
        return out
    }

    /// The median of the finite values among each row and the `window − 1` before it.
    public static func movingMedian(_ y: [Double], window: Int) -> [Double] {
        var out = [Double](repeating: .nan, count: y.count)
        var sorted: [Double] = []
        sorted.reserveCapacity(window)
        func insertionPoint(_ v: Double) -> Int {
            var lo = 0, hi = sorted.count
            while lo < hi { let m = (lo + hi) / 2; if sorted[m] < v { lo = m + 1 } else { hi = m } }
            return lo
        }
        for i in y.indices {
            if y[i].isFinite { sorted.insert(y[i], at: insertionPoint(y[i])) }
            if i >= window, y[i - window].isFinite { sorted.remove(at: insertionPoint(y[i - window])) }
            let c = sorted.count
            if c > 0 { out[i] = c % 2 == 1 ? sorted[c / 2] : (sorted[c / 2 - 1] + sorted[c / 2]) / 2 }
        }
        return out
    }

    /// The mean of the finite values among the rows whose x lies in (x − `span`, x] of each row
    /// (x ascending; a row with no x has none).
    public static func movingAverage(_ y: [Double], x: [Double], span: Double) -> [Double] {
        var out = [Double](repeating: .nan, count: y.count)
        var sum = DoubleDouble(), count = 0, lo = 0
        let n = min(y.count, x.count)
        for i in 0..<n {
            if y[i].isFinite { sum.add(y[i]); count += 1 }
            while lo < i, !(x[lo] > x[i] - span) {
                if y[lo].isFinite { sum.add(-y[lo]); count -= 1 }
                lo += 1
            }
            if count > 0, x[i].isFinite { out[i] = sum.value / Double(count) }
        }
        return out
    }

    /// The median of the finite values among the rows whose x lies in (x − `span`, x] of each row.
    public static func movingMedian(_ y: [Double], x: [Double], span: Double) -> [Double] {
        var out = [Double](repeating: .nan, count: y.count)
        var sorted: [Double] = []
        func insertionPoint(_ v: Double) -> Int {
            var lo = 0, hi = sorted.count
            while lo < hi { let m = (lo + hi) / 2; if sorted[m] < v { lo = m + 1 } else { hi = m } }
            return lo
        }
        var lo = 0
        let n = min(y.count, x.count)
        for i in 0..<n {
            if y[i].isFinite { sorted.insert(y[i], at: insertionPoint(y[i])) }
            while lo < i, !(x[lo] > x[i] - span) {
                if y[lo].isFinite { sorted.remove(at: insertionPoint(y[lo])) }
                lo += 1
            }
            let c = sorted.count
            if c > 0, x[i].isFinite { out[i] = c % 2 == 1 ? sorted[c / 2] : (sorted[c / 2 - 1] + sorted[c / 2]) / 2 }
        }
        return out
    }

    /// The most rows any window of `span` in x holds.
    public static func widestWindow(_ x: [Double], span: Double) -> Int {
        var lo = 0, most = 0
        for i in x.indices {
            while lo < i, !(x[lo] > x[i] - span) { lo += 1 }
            most = max(most, i - lo + 1)
        }
        return most
    }
}
