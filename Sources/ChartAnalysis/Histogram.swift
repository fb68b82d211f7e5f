import Foundation

/// How a column's values spread: counts in equal bins from its smallest value to its largest,
/// Freedman–Diaconis wide unless a count of bins is asked for.
public struct Histogram: Sendable, Equatable {
    /// The bins' edges, one more than the bins.
    public var edges: [Double]
    /// Values in each bin (a value on an inner edge goes to the bin above; the largest to the last).
    public var counts: [Int]

    /// The values counted.
    public var total: Int { counts.reduce(0, +) }
    /// Each bin's width.
    public var width: Double { edges.count > 1 ? edges[1] - edges[0] : 0 }
    /// Counts as a density: their integral over the bins is 1.
    public var density: [Double] {
        let n = Double(total), w = width
        return counts.map { n > 0 && w > 0 ? Double($0) / (n * w) : 0 }
    }

    /// The histogram of the finite values of `values` in `bins` bins (Freedman–Diaconis when nil).
    public static func of(_ values: [Double], bins: Int? = nil) throws -> Histogram {
        let v = values.filter(\.isFinite).sorted()
        guard let lo = v.first, let hi = v.last else { throw AnalysisError("no values to count") }
        guard (hi - lo).isFinite else { throw AnalysisError("the values span more than a double can hold") }
        let k = max(1, min(10_000, bins ?? freedmanDiaconis(v)))
        if lo == hi {
            // One value: one bin around it.
            let half = max(abs(lo) * 0.05, 0.5)
            return Histogram(edges: [lo - half, lo + half], counts: [v.count])
        }
        if bins == nil, let nice = niceBins(lo: lo, hi: hi, count: k) {
            return count(v, from: nice.start, width: nice.width, bins: nice.bins)
        }
        return count(v, from: lo, width: (hi - lo) / Double(k), bins: k)
    }

    /// Counts the ascending values `v` in `bins` bins `width` wide from `start`.
    static func count(_ v: [Double], from start: Double, width w: Double, bins k: Int) -> Histogram {
        var counts = [Int](repeating: 0, count: k)
        for x in v { counts[max(0, min(k - 1, Int((x - start) / w)))] += 1 }
        return Histogram(edges: (0...k).map { start + Double($0) * w }, counts: counts)
    }

    /// About `count` bins over lo…hi with a round width (1, 2, 2.5 or 5 times a power of ten) and
    /// edges on its multiples, so the axis reads 10, 12, 14 and not 10.31, 12.46; nil when that
    /// cannot be done exactly (spans near a double's limits).
    static func niceBins(lo: Double, hi: Double, count: Int) -> (start: Double, width: Double, bins: Int)? {
        let raw = (hi - lo) / Double(count)
        guard raw > 0, raw.isFinite else { return nil }
        let p = pow(10, floor(log10(raw)))
        guard p > 0, p.isFinite else { return nil }
        let width = [1, 2, 2.5, 5, 10].map { $0 * p }.first { $0 >= raw * 0.999 } ?? 10 * p
        let start = (lo / width).rounded(.down) * width
        let steps = ((hi - start) / width).rounded(.down)
        // Near a double's limits the round width or its edges overflow: equal bins instead.
        guard width.isFinite, start.isFinite, steps.isFinite, steps >= 0, steps <= Double(2 * count + 1) else { return nil }
        let bins = Int(steps) + 1
        guard start <= lo, start + Double(bins) * width > hi else { return nil }
        return (start, width, bins)
    }

    /// Freedman–Diaconis: bins 2·IQR·n^(−1/3) wide over the range (Sturges' count when the
    /// quartiles meet); from 1 to 200. `sorted` ascends and is finite.
    public static func freedmanDiaconis(_ sorted: [Double]) -> Int {
        let n = sorted.count
        guard n > 1, let lo = sorted.first, let hi = sorted.last, hi > lo else { return 1 }
        func quantile(_ q: Double) -> Double {
            let p = q * Double(n - 1), i = Int(p), f = p - Double(i)
            return i + 1 < n ? sorted[i] + (sorted[i + 1] - sorted[i]) * f : sorted[i]
        }
        let iqr = quantile(0.75) - quantile(0.25)
        let sturges = Int(ceil(log2(Double(n)))) + 1
        guard iqr > 0 else { return min(200, sturges) }
        let h = 2 * iqr * pow(Double(n), -1.0 / 3)
        // Clamped as a double: one far outlier makes the ratio larger than any Int.
        let bins = ((hi - lo) / h).rounded(.up)
        return bins.isFinite ? Int(min(200, max(1, bins))) : 200
    }
}
