/// Range arithmetic for axes: data extents, padding, nice rounding and JBChartView's clamping.
package enum NumberRange {
    /// Smallest and largest finite values, or nil when there are none.
    package static func extent<S: Sequence>(_ values: S) -> (Double, Double)? where S.Element == Double {
        var lo = Double.infinity, hi = -Double.infinity
        for v in values where v.isFinite {
            if v < lo { lo = v }
            if v > hi { hi = v }
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// Combines two optional extents.
    package static func union(_ a: (Double, Double)?, _ b: (Double, Double)?) -> (Double, Double)? {
        switch (a, b) {
        case let (x?, y?): return (min(x.0, y.0), max(x.1, y.1))
        case let (x?, nil): return x
        case let (nil, y?): return y
        default: return nil
        }
    }

    /// JBChartView's override semantics: an override can widen the data range but never narrow it.
    package static func clamp(_ data: (Double, Double), minimum: Double?, maximum: Double?) -> (Double, Double) {
        var lo = data.0, hi = data.1
        if let m = minimum, m.isFinite { lo = min(lo, m) }
        if let m = maximum, m.isFinite { hi = max(hi, m) }
        return (lo, hi)
    }

    /// A displayable range: padded, widened when degenerate, optionally niced, always finite and ordered.
    package static func display(_ ext: (Double, Double)?, padding: Double, nice: Bool, tickCount: Int) -> (Double, Double) {
        guard var (lo, hi) = ext, lo.isFinite, hi.isFinite else { return (0, 1) }
        if lo > hi { swap(&lo, &hi) }
        if lo == hi {
            let d = lo == 0 ? 1 : abs(lo) * 0.1
            lo -= d
            hi += d
        } else if padding > 0 {
            let p = (hi - lo) * padding
            let (l2, h2) = (lo - p, hi + p)
            // Do not pad across zero: a positive range stays positive.
            lo = (lo >= 0 && l2 < 0) ? 0 : l2
            hi = (hi <= 0 && h2 > 0) ? 0 : h2
        }
        if !(hi - lo).isFinite {
            lo = max(lo, -Double.greatestFiniteMagnitude / 4)
            hi = min(hi, Double.greatestFiniteMagnitude / 4)
        }
        if nice {
            // A short axis has few ticks, and niced to a coarse step the range can grow far past
            // the data (-200…200 for data in -13…99 in a small window, 0…2 for 0…1 in a plot of
            // a workspace): beyond half again the data's span, nice to a finer step, so the axis
            // follows the data at every size.
            var count = max(1, tickCount)
            var (a, b) = Ticks.nice(lo, hi, count: count)
            while (b - a) > 1.5 * (hi - lo), count < 10 {
                count += 1
                (a, b) = Ticks.nice(lo, hi, count: count)
            }
            if a.isFinite, b.isFinite, a < b { return (a, b) }
        }
        return (lo, hi)
    }
}
