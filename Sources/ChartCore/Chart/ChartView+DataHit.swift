import Foundation

/// Finding the data under a point: bars by their rectangles, line points by distance.
extension ChartView {
    /// A hit data point with its pixel position and values.
    struct DataHit {
        var selection: ChartSelection
        var point: Point
        var x: Double
        var y: Double
    }

    /// Indices of series `i` worth testing near pixel x `px` (a window when x is sorted).
    func candidateIndices(_ i: Int, nearPixelX px: Double, tolerance: Double) -> Range<Int> {
        let s = plotData.series[i]
        guard s.count > 0 else { return 0..<0 }
        guard geometry.categoryAxis == .none, store.isSorted(i) else { return 0..<s.count }
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
    func dataHit(at p: Point) -> DataHit? {
        let g = geometry
        guard g.plot.contains(p) else { return nil }
        let drawn = plotData
        if g.isRadial { return radialHit(at: p) }
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
        return nearestLinePoint(to: p, tolerance: interaction.selectionTolerance)
    }

    /// The pie segment or radar vertex under `p`.
    func radialHit(at p: Point) -> DataHit? {
        let g = geometry
        let drawn = plotData
        let labelled = configuration.labelLayers.contains { $0.kind == .radial }
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
        var bestD = interaction.selectionTolerance
        for (i, s) in drawn.series.enumerated() where s.kind == .radar && s.isVisible {
            let (c, r) = PlotView.radialFrame(g.plot, style: s.radial, labelled: true)
            let top = PlotView.radarMaximum(plotFrame)
            let spokes = PlotView.radarSpokes(plotFrame)
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
    func nearestLinePoint(to p: Point, tolerance: Double, xOnly: Bool = false) -> DataHit? {
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

    /// The pixel position of a selected point, if it exists.
    public func position(of sel: ChartSelection) -> Point? { plotFrame.position(of: sel) }

    // MARK: Crosshair

    /// Places the crosshair for the pointer at `p`, reading values as `interaction.crosshairMode` says.
    func moveCrosshair(to p: Point) {
        let g = geometry
        let plot = g.plot
        let q = Point(min(max(p.x, plot.minX), plot.maxX), min(max(p.y, plot.minY), plot.maxY))
        var event = CrosshairEvent(position: q, x: g.x.invert(q.x), y: g.y.invert(q.y), snapped: nil)
        switch interaction.crosshairMode {
        case .snap:
            if let hit = nearestLinePoint(to: q, tolerance: .infinity, xOnly: true) {
                event = CrosshairEvent(position: hit.point, x: hit.x, y: hit.y, snapped: hit.selection)
            }
        case .interpolate:
            if let hit = nearestLinePoint(to: q, tolerance: .infinity, xOnly: true) {
                let s = data.series[hit.selection.series]
                let k = hit.selection.index
                let xv = g.x.invert(q.x)
                let j = xv >= hit.x ? min(s.count - 1, k + 1) : max(0, k - 1)
                let x2 = s.xValue(j), y2 = s.y[j]
                var yv = hit.y
                if j != k, x2.isFinite, y2.isFinite, x2 != hit.x {
                    yv = hit.y + (y2 - hit.y) * (xv - hit.x) / (x2 - hit.x)
                }
                event = CrosshairEvent(position: g.point(x: xv, y: yv), x: xv, y: yv, snapped: nil)
            }
        case .free:
            break
        }
        crosshair = event
        notify { $0.chartView(self, crosshairMoved: event) }
        setNeedsDisplay()
    }

    /// Hides the crosshair.
    func hideCrosshair() {
        guard crosshair != nil else { return }
        crosshair = nil
        notify { $0.chartView(self, crosshairMoved: nil) }
        setNeedsDisplay()
    }
}
