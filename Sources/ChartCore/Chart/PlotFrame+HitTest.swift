import Foundation

/// Finding the data under a point from the frame that was drawn: bars by their rectangles,
/// candles by their wicks, pie segments by angle, line points by distance. The same shapes the
/// plot draws (`PlotView.barRect`, `segmentAngles`, `spokePoint`), so what is hit is what is seen.
extension PlotFrame {
    /// A data point under a pointer, with its pixel position and values.
    package struct DataHit: Sendable {
        /// Which point.
        package var selection: ChartSelection
        /// Where it is drawn, in pixels.
        package var point: Point
        /// Its x value (the category index for bars).
        package var x: Double
        /// Its y value as given (not stacked).
        package var y: Double
    }

    /// Indices of series `i` worth testing near pixel x `px` (a window when x is sorted).
    func candidateIndices(_ i: Int, nearPixelX px: Double, tolerance: Double) -> Range<Int> {
        let s = plotData.series[i]
        guard s.count > 0 else { return 0..<0 }
        guard geometry.categoryAxis == .none, isSorted(i) else { return 0..<s.count }
        let gx = geometry.bound(to: s).x
        let a = gx.invert(px - tolerance), b = gx.invert(px + tolerance)
        let lo = min(a, b), hi = max(a, b)
        func lowerBound(_ v: Double) -> Int {
            var l = 0, h = s.count
            while l < h {
                let m = (l + h) / 2
                let xv = s.xValue(m)
                if xv < v || xv.isNaN { l = m + 1 } else { h = m }
            }
            return l
        }
        let start = max(0, lowerBound(lo) - 1), end = min(s.count, lowerBound(hi) + 1)
        return start..<max(start, end)
    }

    /// The bar, candle, pie segment or line point under `p`, if any.
    /// Taps select within `tolerance` pixels of a line point.
    package func dataHit(at p: Point, tolerance: Double) -> DataHit? {
        let g = geometry
        guard g.plot.contains(p) else { return nil }
        let drawn = plotData
        if g.isRadial { return radialHit(at: p, tolerance: tolerance) }
        for (i, s) in drawn.series.enumerated() where s.kind == .bar && s.isVisible {
            guard let slot = g.barSlots.indices.contains(i) ? g.barSlots[i] : nil else { continue }
            let gs = g.bound(to: s)
            for k in PlotView.visibleCategories(gs, count: s.count) {
                if let r = PlotView.barRect(s, k, slot: slot, g: gs), r.insetBy(-2).contains(p) {
                    return DataHit(selection: ChartSelection(series: i, index: k), point: Point(r.midX, r.midY),
                                   x: Double(k), y: data.series[i].y[k])
                }
            }
        }
        for (i, s) in drawn.series.enumerated() where s.kind.isFinancial && s.isVisible {
            let gs = g.bound(to: s)
            guard let high = s.high, let low = s.low else { continue }
            for k in candidateIndices(i, nearPixelX: p.x, tolerance: 6) where k < high.count && k < low.count {
                let x = gs.x.map(s.xValue(k)), y0 = gs.y.map(high[k]), y1 = gs.y.map(low[k])
                if abs(x - p.x) <= 6, p.y >= min(y0, y1) - 3, p.y <= max(y0, y1) + 3 {
                    return DataHit(selection: ChartSelection(series: i, index: k), point: Point(x, min(y0, y1)),
                                   x: s.xValue(k), y: s.y[k])
                }
            }
        }
        return nearestLinePoint(to: p, tolerance: tolerance) ?? nearestOnLine(to: p, tolerance: tolerance)
    }

    /// A click on a line between its points: the segment of a sorted line within `tolerance`
    /// pixels of `p` (the nearest such), answered with its end point nearer to `p`.
    func nearestOnLine(to p: Point, tolerance: Double) -> DataHit? {
        let g = geometry
        guard g.categoryAxis == .none else { return nil }
        var best: DataHit?
        var bestD = tolerance
        for (i, s) in plotData.series.enumerated() where (s.kind == .line || s.kind == .band) && s.isVisible
            && !s.line.ignoresSelection && s.line.interpolation != .none && s.count > 1 && isSorted(i) {
            let gs = g.bound(to: s)
            let xv = gs.x.invert(p.x)
            // The first point at or right of the pointer, then the finite neighbours around it.
            var b = min(LineDecimator.lowerBound(s, xv), s.count - 1), a = max(0, b - 1)
            while a > 0, !(s.xValue(a).isFinite && s.y[a].isFinite) { a -= 1 }
            while b < s.count - 1, !(s.xValue(b).isFinite && s.y[b].isFinite) { b += 1 }
            guard a != b, s.y[a].isFinite, s.y[b].isFinite, s.xValue(a).isFinite, s.xValue(b).isFinite else { continue }
            let qa = gs.point(x: s.xValue(a), y: s.y[a]), qb = gs.point(x: s.xValue(b), y: s.y[b])
            let d = Self.distance(p, toSegment: qa, qb)
            guard d <= bestD else { continue }
            bestD = d
            let k = (qa - p).length <= (qb - p).length ? a : b
            best = DataHit(selection: ChartSelection(series: i, index: k), point: k == a ? qa : qb,
                           x: s.xValue(k), y: data.series[i].y[k])
        }
        return best
    }

    /// The distance in pixels from `p` to the segment from `a` to `b`.
    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let len2 = ab.x * ab.x + ab.y * ab.y
        guard len2 > 0 else { return ap.length }
        let t = max(0, min(1, (ap.x * ab.x + ap.y * ab.y) / len2))
        return (p - (a + ab * t)).length
    }

    /// The pie segment or radar vertex under `p`.
    func radialHit(at p: Point, tolerance: Double) -> DataHit? {
        let g = geometry
        let drawn = plotData
        let labelled = labelLayers.contains { $0.kind == .radial }
        if let i = drawn.series.firstIndex(where: { $0.kind == .pie && $0.isVisible }) {
            let s = drawn.series[i]
            let (c, r) = PlotView.radialFrame(g.plot, style: s.radial, labelled: labelled)
            let d = p - c
            let dist = d.length
            guard dist <= r, dist >= r * s.radial.innerRadius else { return nil }
            var a = atan2(d.x, -d.y)
            let start = s.radial.startAngle * .pi / 180
            while a < start { a += 2 * .pi }
            for (k, ang) in PlotView.segmentAngles(s).enumerated() {
                guard let (a0, a1) = ang, a >= a0, a < a1 else { continue }
                let mid = (a0 + a1) / 2
                return DataHit(selection: ChartSelection(series: i, index: k),
                               point: Point(c.x + sin(mid) * r * 0.7, c.y - cos(mid) * r * 0.7), x: Double(k), y: s.y[k])
            }
            return nil
        }
        var best: DataHit?
        var bestD = tolerance
        for (i, s) in drawn.series.enumerated() where s.kind == .radar && s.isVisible {
            let (c, r) = PlotView.radialFrame(g.plot, style: s.radial, labelled: true)
            let top = PlotView.radarMaximum(self)
            let spokes = PlotView.radarSpokes(self)
            for k in 0..<s.count where s.y[k].isFinite {
                let f = top > 0 ? max(0, s.y[k]) / top : 0
                let q = PlotView.spokePoint(k, of: spokes, fraction: f, center: c, radius: r, style: s.radial)
                let dd = (q - p).length
                if dd <= bestD { bestD = dd; best = DataHit(selection: ChartSelection(series: i, index: k), point: q, x: Double(k), y: s.y[k]) }
            }
        }
        return best
    }

    /// The nearest point of a visible, selectable line series within `tolerance` pixels.
    package func nearestLinePoint(to p: Point, tolerance: Double, xOnly: Bool = false) -> DataHit? {
        let g = geometry
        var best: DataHit?
        // Ranked by distance; in x-only mode ties in x go to the point nearest in y.
        var bestD = (tolerance, Double.infinity)
        let drawn = plotData
        for (i, s) in drawn.series.enumerated() where (s.kind == .line || s.kind == .band) && s.isVisible && !s.line.ignoresSelection {
            let gs = g.bound(to: s)
            let window = tolerance.isFinite ? tolerance : g.plot.width
            for k in candidateIndices(i, nearPixelX: p.x, tolerance: window) {
                let xv = s.xValue(k), yv = s.y[k]
                guard xv.isFinite, yv.isFinite else { continue }
                let q = gs.point(x: xv, y: yv)
                let d = xOnly ? (abs(q.x - p.x), abs(q.y - p.y)) : ((q - p).length, 0)
                if d.0 < bestD.0 || (d.0 == bestD.0 && d.1 < bestD.1) || (best == nil && d.0 <= bestD.0) {
                    bestD = d
                    best = DataHit(selection: ChartSelection(series: i, index: k), point: q, x: xv, y: data.series[i].y[k])
                }
            }
        }
        return best
    }

}
