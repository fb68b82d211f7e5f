/// Fitting the value axis to what is in view.
extension ChartView {
    /// The smallest and largest y of the visible line and band series over the x range in view,
    /// from the min/max index (O(log n) per series) where a series has one; nil when nothing is in view.
    package func visibleYExtent() -> ClosedRange<Double>? {
        guard geometry.categoryAxis == .none else { return nil }
        let xr = visibleRanges.x
        let drawn = plotData
        var lo = Double.infinity, hi = -Double.infinity
        for (i, s) in drawn.series.enumerated() where s.isVisible && !s.kind.isRadial && s.kind != .bar && s.count > 0 {
            let range: Range<Int>
            if store.isSorted(i) {
                let a = LineDecimator.lowerBound(s, xr.lowerBound), b = LineDecimator.lowerBound(s, xr.upperBound, upper: true)
                range = a..<max(a, b)
            } else {
                range = 0..<s.count
            }
            guard !range.isEmpty else { continue }
            // The index knows y alone: bands and stacks (with bottoms) are scanned.
            if s.lo == nil, store.isSorted(i), let index = store.minMaxIndex(i),
               let e = s.y.withUnsafeBufferPointer({ index.extremes($0, in: range) }) {
                lo = min(lo, s.y[e.min]); hi = max(hi, s.y[e.max])
                continue
            }
            for k in range where xr.contains(s.xValue(k)) && s.y[k].isFinite {
                lo = min(lo, s.y[k]); hi = max(hi, s.y[k])
                if let l = s.lo, k < l.count, l[k].isFinite { lo = min(lo, l[k]) }
            }
        }
        guard lo.isFinite, hi.isFinite else { return nil }
        return lo...hi
    }

    /// Zooms y to the data in view (5 % margins; a flat line gets a unit of room), keeping x.
    /// Returns false when nothing is in view.
    @discardableResult
    public func fitYToVisible() -> Bool {
        // Linear y only: a log or broken axis keeps its own range.
        guard configuration.yAxis.transform == .linear, let e = visibleYExtent() else { return false }
        let pad = e.upperBound > e.lowerBound ? (e.upperBound - e.lowerBound) * 0.05 : max(1, abs(e.lowerBound) * 0.05)
        let limit = Double.greatestFiniteMagnitude / 4
        let lo = max(-limit, e.lowerBound - pad), hi = min(limit, e.upperBound + pad)
        guard lo.isFinite, hi.isFinite, lo < hi else { return false }
        let y = lo...hi
        guard viewport.y != y else { return true }
        viewport = Viewport(x: viewport.x, y: y)
        return true
    }
}
