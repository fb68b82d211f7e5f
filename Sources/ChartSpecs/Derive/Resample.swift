/// One series' values read at another's x: linear between the samples either side, missing
/// outside its x range and beside a gap. How a derived column compares two files' series
/// (`temp - "run2.csv:temp"`) whose rows were taken at different times.
public enum Resample {
    /// `y` over `x` read at each of `at`. `x` need not ascend (its finite pairs are sorted first).
    public static func linear(x: [Double], y: [Double], at: [Double]) -> [Double] {
        var xs = x, ys = y
        var ascending = xs.count == ys.count
        if ascending {
            for i in xs.indices where !(xs[i].isFinite && (i == 0 || xs[i - 1] <= xs[i])) { ascending = false; break }
        }
        if !ascending {
            let pairs = zip(x, y).filter { $0.0.isFinite }.sorted { $0.0 < $1.0 }
            (xs, ys) = (pairs.map(\.0), pairs.map(\.1))
        }
        let n = xs.count
        guard n > 0 else { return [Double](repeating: .nan, count: at.count) }
        var out = [Double](repeating: .nan, count: at.count)
        // j: the last sample at or before t; walked forward while `at` ascends, found by
        // bisection when it steps back.
        var j = 0
        for (k, t) in at.enumerated() where t.isFinite && t >= xs[0] && t <= xs[n - 1] {
            if xs[j] > t {
                var lo = 0, hi = j
                while lo < hi { let m = (lo + hi + 1) / 2; if xs[m] <= t { lo = m } else { hi = m - 1 } }
                j = lo
            }
            while j + 1 < n, xs[j + 1] <= t { j += 1 }
            if xs[j] == t { out[k] = ys[j]; continue }
            let (x0, x1, y0, y1) = (xs[j], xs[j + 1], ys[j], ys[j + 1])
            out[k] = y0 + (y1 - y0) * (t - x0) / (x1 - x0)
        }
        return out
    }
}
