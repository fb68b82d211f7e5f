/// Cursors A and B: placed by key at the pointer, dragged along x, read per series.
extension ChartView {
    /// The x the pointer is at in the plot (the plot's middle when it is elsewhere).
    var pointerX: Double {
        let plot = geometry.plot
        let p = interactionState.pointer.flatMap { plot.contains($0) ? $0 : nil } ?? plot.center
        return geometry.x.invert(p.x)
    }

    /// The value of series `i` at `x`: interpolated between the points either side (or the
    /// nearest point's with `interpolated` false); nil outside its x range or for no series.
    public func value(ofSeries i: Int, atX x: Double, interpolated: Bool = true) -> Double? {
        guard i < data.series.count else { return nil }
        let s = data.series[i]
        guard s.count > 0, x.isFinite else { return nil }
        let sorted = store.isSorted(i)
        if !sorted {
            // Unordered x: the nearest point.
            var best: (d: Double, y: Double)?
            for k in 0..<s.count where s.y[k].isFinite {
                let d = abs(s.xValue(k) - x)
                if best == nil || d < best!.d { best = (d, s.y[k]) }
            }
            return best?.y
        }
        let hi = LineDecimator.lowerBound(s, x)
        guard hi < s.count, hi > 0 || s.xValue(0) == x else { return nil }
        if s.xValue(hi) == x { return s.y[hi].isFinite ? s.y[hi] : nil }
        let lo = hi - 1
        let (x0, x1, y0, y1) = (s.xValue(lo), s.xValue(hi), s.y[lo], s.y[hi])
        guard y0.isFinite || y1.isFinite else { return nil }
        if !interpolated || !y0.isFinite || !y1.isFinite || x1 == x0 {
            return (x - x0 <= x1 - x || !y1.isFinite) && y0.isFinite ? y0 : y1
        }
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }

    /// The statistics of series `i`'s values whose x lies in `r`: from the store's prefix sums and
    /// min/max index when its x ascends (so they follow a pan at O(log n) a frame), else one pass.
    /// A stacked series' own values are read, not the top of the pile it is drawn as (in one
    /// pass: its sums are kept for the pile).
    public func statistics(ofSeries i: Int, inX r: ClosedRange<Double>, median: Bool = false) -> SeriesStatistics? {
        let drawn = plotData
        guard i < drawn.series.count, i < data.series.count else { return nil }
        if data.series[i].stack != nil {
            let s = data.series[i]
            let picked = (0..<s.count).filter { r.contains(s.xValue($0)) }.map { s.y[$0] }
            return SeriesStatistics.of(ColumnBuffer(picked), in: 0..<picked.count, median: median)
        }
        let s = drawn.series[i]
        if store.isSorted(i) {
            return SeriesStatistics.of(s.y, in: s.indices(ofX: r), sums: store.rangeSums(i), index: store.minMaxIndex(i), median: median)
        }
        let picked = (0..<s.count).filter { r.contains(s.xValue($0)) }.map { s.y[$0] }
        return SeriesStatistics.of(ColumnBuffer(picked), in: 0..<picked.count, median: median)
    }
}

/// Which of the two cursors.
public enum CursorName: String, Sendable {
    /// Cursor A.
    case a
    /// Cursor B.
    case b
}
