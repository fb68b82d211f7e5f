/// Where bars sit inside their category columns, from bar and group spacing in dimensional units.
public struct BarLayout: Hashable, Sendable {
    /// Width of one category column in pixels.
    public var band: Double
    /// Width of one bar.
    public var barWidth: Double
    /// Gap between bars of one group.
    public var barGap: Double

    /// Solves bar width and gaps for `groups` bars per column.
    ///
    /// `.points` and `.percent` (of the column) are fixed; `.relative(r)` means r × the bar width;
    /// `.auto` is 20% of the column for group spacing and 2 points between bars.
    /// With `barWidth` set (SwiftCharts' "spacing plus fixed width" mode) the bars take that width and the
    /// bar spacing, whatever space the column has; group spacing then follows from what is left.
    public static func solve(band: Double, groups: Int, barSpacing: Dimension, groupSpacing: Dimension,
                             scale: Double, barWidth: Dimension? = nil) -> BarLayout {
        let m = Double(max(1, groups))
        if let bw = barWidth, bw != .auto {
            let w = max(0.5, bw.resolve(available: band, relativeUnit: band / m, scale: scale))
            let g = barSpacing == .auto ? 2 * scale : max(0, barSpacing.resolve(available: band, relativeUnit: w, scale: scale))
            return BarLayout(band: band, barWidth: w, barGap: g)
        }
        var fixed = 0.0, rel = 0.0
        func add(_ d: Dimension, count: Double, auto: Dimension) -> Double? {
            let d = (d == .auto) ? auto : d
            switch d {
            case .points(let p): fixed += max(0, p) * scale * count; return max(0, p) * scale
            case .percent(let f): fixed += max(0, f) * band * count; return max(0, f) * band
            case .relative(let r): rel += max(0, r) * count; return nil
            case .auto: return nil
            }
        }
        _ = add(groupSpacing, count: 1, auto: .percent(0.2))
        let b = add(barSpacing, count: m - 1, auto: .points(2))
        var width = (band - fixed) / (m + rel)
        if !(width > 0.5) {
            // Spacing would eat the bars: drop the gaps.
            width = max(0.5, band / m)
            return BarLayout(band: band, barWidth: width, barGap: 0)
        }
        width = max(0.5, width)
        let gap: Double
        if let b { gap = b } else if case .relative(let r) = barSpacing { gap = r * width } else { gap = 0 }
        return BarLayout(band: band, barWidth: width, barGap: gap)
    }

    /// Offset of bar `k` of a group from the column's centre (to the bar's leading edge).
    public func offset(ofBar k: Int, groups: Int) -> Double {
        let m = Double(max(1, groups))
        let total = m * barWidth + (m - 1) * barGap
        return -total / 2 + Double(k) * (barWidth + barGap)
    }
}
