/// Finding the data under a point: bars by their rectangles, line points by distance.
extension ChartView {
    /// A hit data point with its pixel position and values.
    struct DataHit {
        var selection: ChartSelection
        var point: Point
        var x: Double
        var y: Double
    }

    /// Whether a series' x values ascend (cached until the data changes).
    func isSorted(_ i: Int) -> Bool {
        if let c = sortedCache[i] { return c }
        let s = data.series[i]
        var ok = true
        if let xs = s.x {
            var prev = -Double.infinity
            for v in xs where v.isFinite {
                if v < prev { ok = false; break }
                prev = v
            }
        }
        sortedCache[i] = ok
        return ok
    }

    /// Indices of series `i` worth testing near pixel x `px` (a window when x is sorted).
    func candidateIndices(_ i: Int, nearPixelX px: Double, tolerance: Double) -> Range<Int> {
        let s = data.series[i]
        guard s.count > 0 else { return 0..<0 }
        guard geometry.categoryAxis == .none, isSorted(i) else { return 0..<s.count }
        let a = geometry.x.invert(px - tolerance), b = geometry.x.invert(px + tolerance)
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

    /// The bar or line point under `p`, if any.
    func dataHit(at p: Point) -> DataHit? {
        let g = geometry
        guard g.plot.contains(p) else { return nil }
        var slot = 0
        for (i, s) in data.series.enumerated() where s.kind == .bar && s.isVisible {
            for k in 0..<s.count {
                if let r = PlotView.barRect(s, k, slot: slot, g: g), r.insetBy(-2).contains(p) {
                    return DataHit(selection: ChartSelection(series: i, index: k), point: Point(r.midX, r.midY),
                                   x: Double(k), y: s.y[k])
                }
            }
            slot += 1
        }
        return nearestLinePoint(to: p, tolerance: interaction.selectionTolerance)
    }

    /// The nearest point of a visible, selectable line series within `tolerance` pixels.
    func nearestLinePoint(to p: Point, tolerance: Double, xOnly: Bool = false) -> DataHit? {
        let g = geometry
        var best: DataHit?
        // Ranked by distance; in x-only mode ties in x go to the point nearest in y.
        var bestD = (tolerance, Double.infinity)
        for (i, s) in data.series.enumerated() where s.kind == .line && s.isVisible && !s.line.ignoresSelection {
            let window = tolerance.isFinite ? tolerance : g.plot.width
            for k in candidateIndices(i, nearPixelX: p.x, tolerance: window) {
                let xv = s.xValue(k), yv = s.y[k]
                guard xv.isFinite, yv.isFinite else { continue }
                let q = g.point(x: xv, y: yv)
                let d = xOnly ? (abs(q.x - p.x), abs(q.y - p.y)) : ((q - p).length, 0)
                if d.0 < bestD.0 || (d.0 == bestD.0 && d.1 < bestD.1) || (best == nil && d.0 <= bestD.0) {
                    bestD = d
                    best = DataHit(selection: ChartSelection(series: i, index: k), point: q, x: xv, y: yv)
                }
            }
        }
        return best
    }

    /// The pixel position of a selected point, if it exists.
    public func position(of sel: ChartSelection) -> Point? {
        guard sel.series < data.series.count else { return nil }
        let s = data.series[sel.series]
        guard sel.index < s.count, s.y[sel.index].isFinite else { return nil }
        if s.kind == .bar {
            let slot = data.series[..<sel.series].filter { $0.kind == .bar && $0.isVisible }.count
            return PlotView.barRect(s, sel.index, slot: slot, g: geometry).map { Point($0.midX, $0.minY) }
        }
        return geometry.point(x: s.xValue(sel.index), y: s.y[sel.index])
    }

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
        delegate?.chartView(self, crosshairMoved: event)
        setNeedsDisplay()
    }

    /// Hides the crosshair.
    func hideCrosshair() {
        guard crosshair != nil else { return }
        crosshair = nil
        delegate?.chartView(self, crosshairMoved: nil)
        setNeedsDisplay()
    }
}
