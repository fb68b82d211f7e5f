/// Drawing bar and line series into the plot.
extension PlotView {
    func drawSeries(_ ctx: inout RenderContext, g: PlotGeometry, chart: ChartView) {
        let series = chart.data.series
        var barIndex = 0
        for (i, s) in series.enumerated() where s.kind == .bar {
            if s.isVisible {
                drawBars(&ctx, s, seriesIndex: i, slot: barIndex, g: g, chart: chart)
                barIndex += 1
            }
        }
        for (i, s) in series.enumerated() where s.kind == .line && s.isVisible {
            drawLine(&ctx, s, seriesIndex: i, g: g, chart: chart)
        }
    }

    /// The pixel rectangle of bar `i` of a series in column slot `slot`, or nil for a missing value.
    static func barRect(_ s: Series, _ i: Int, slot: Int, g: PlotGeometry) -> Rect? {
        guard let bars = g.bars, i < s.y.count else { return nil }
        let v = s.y[i]
        guard v.isFinite else { return nil }
        let off = bars.offset(ofBar: slot, groups: g.barGroups)
        let base: Double
        if let lo = s.loValue(i) {
            base = g.categoryAxis == .vertical ? g.x.map(lo) : g.y.map(lo)
        } else {
            base = g.valueBaseline
        }
        if g.categoryAxis == .vertical {
            let cy = g.y.map(Double(i)), x1 = g.x.map(v)
            return Rect(x: min(base, x1), y: cy + off, width: abs(x1 - base), height: bars.barWidth)
        }
        let cx = g.x.map(Double(i)), y1 = g.y.map(v)
        return Rect(x: cx + off, y: min(base, y1), width: bars.barWidth, height: abs(y1 - base))
    }

    private func drawBars(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, slot: Int,
                          g: PlotGeometry, chart: ChartView) {
        let base = chart.color(ofSeries: seriesIndex)
        let radius = ctx.px(s.bar.cornerRadius)
        for i in 0..<s.count {
            guard let r = Self.barRect(s, i, slot: slot, g: g), r.width > 0 || r.height > 0 else { continue }
            let paint: Paint
            if let grad = s.bar.gradient {
                paint = .gradient(grad)
            } else if let cs = s.bar.colors, i < cs.count {
                paint = .solid(cs[i])
            } else {
                paint = .solid(base)
            }
            let bounds = s.bar.gradientSpansPlot ? g.plot : r
            // Keep a hairline visible for zero-height bars so a zero reads as a value, not a gap.
            // Bar edges on whole pixels so they are crisp.
            let x0 = r.minX.rounded(), y0 = r.minY.rounded()
            var rr = Rect(x: x0, y: y0, width: r.maxX.rounded() - x0, height: r.maxY.rounded() - y0)
            if g.categoryAxis == .vertical { rr.size.width = max(rr.width, 1) } else { rr.size.height = max(rr.height, 1) }
            ctx.list.fillConvex(DrawList.roundedRectPoints(rr, radius: min(radius, min(rr.width, rr.height) / 2)),
                                paint: paint, gradientBounds: bounds)
        }
    }

    /// Pixel points of a line series (non-finite values dropped, so the line is interpolated across them).
    static func linePoints(_ s: Series, g: PlotGeometry) -> [Point] {
        var pts: [Point] = []
        pts.reserveCapacity(s.count)
        for i in 0..<s.count {
            let v = s.y[i], xv = s.xValue(i)
            guard v.isFinite, xv.isFinite else { continue }
            pts.append(g.point(x: xv, y: v))
        }
        return pts
    }

    private func drawLine(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, g: PlotGeometry, chart: ChartView) {
        let st = s.line
        let color = chart.color(ofSeries: seriesIndex)
        let raw = Self.linePoints(s, g: g)
        guard !raw.isEmpty else { return }
        let pts = st.smoothed ? MonotoneCubic.smooth(raw, step: ctx.px(2)) : raw
        if let fill = st.fill {
            // Fill toward zero, or to the plot edge nearest zero when zero is out of view.
            ctx.list.fillArea(pts, baseline: g.valueBaseline, paint: fill, gradientBounds: g.plot)
        }
        let paint: Paint = st.gradient.map { .gradient($0) } ?? .solid(color)
        let style = StrokeStyle(width: ctx.px(st.width), join: st.join, cap: st.cap, dash: st.dash.map { ctx.px($0) })
        ctx.list.stroke(pts, style: style, paint: paint, gradientBounds: g.plot)
        if st.showsDots {
            let r = ctx.px(st.dotRadius ?? max(3, st.width * 2))
            let dc = st.dotColor ?? color
            let ring = ctx.theme.plotBackground
            for p in raw {
                ctx.list.fillCircle(center: p, radius: r, paint: .solid(dc))
                if st.dotColor == nil { ctx.list.fillCircle(center: p, radius: max(0, r - ctx.px(2)), paint: .solid(ring)) }
            }
        }
    }
}
