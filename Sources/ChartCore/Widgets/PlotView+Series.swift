/// Drawing bar and line series into the plot.
extension PlotView {
    /// Draws every visible series: bars first, then areas and bands, lines, financial series and radial ones.
    func drawSeries(_ ctx: inout RenderContext, g: PlotGeometry, chart: PlotFrame) {
        let series = chart.presentedData.series
        for (i, s) in series.enumerated() where s.kind == .bar && s.isVisible {
            if let slot = g.barSlots.indices.contains(i) ? g.barSlots[i] : nil {
                drawBars(&ctx, s, seriesIndex: i, slot: slot, g: g.bound(to: s), chart: chart)
            }
        }
        for (i, s) in series.enumerated() where s.kind == .band && s.isVisible {
            drawBand(&ctx, s, seriesIndex: i, g: g.bound(to: s), chart: chart)
        }
        for (i, s) in series.enumerated() where s.kind == .line && s.isVisible {
            drawLine(&ctx, s, seriesIndex: i, g: g.bound(to: s), chart: chart)
        }
        for (i, s) in series.enumerated() where s.kind.isFinancial && s.isVisible {
            drawFinancial(&ctx, s, seriesIndex: i, g: g.bound(to: s), chart: chart)
        }
        if series.contains(where: { $0.kind.isRadial && $0.isVisible }) {
            drawRadial(&ctx, series, g: g, chart: chart)
        }
    }

    /// The pixel rectangle of bar `i` of a series in column slot `slot`, or nil for a missing value.
    nonisolated static func barRect(_ s: Series, _ i: Int, slot: Int, g: PlotGeometry, part: Double? = nil) -> Rect? {
        guard let bars = g.bars, i < s.y.count else { return nil }
        // `part`: the bar from its base up by that much (the picked rows' share of it).
        let v = part.map { (s.loValue(i) ?? 0) + $0 } ?? s.y[i]
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
                          g: PlotGeometry, chart: PlotFrame) {
        let base = chart.color(ofSeries: seriesIndex)
        let radius = ctx.px(s.bar.cornerRadius)
        let visible = Self.visibleCategories(g, count: s.count)
        let length = g.categoryAxis == .vertical ? g.plot.height : g.plot.width
        if Double(visible.count) > length {
            drawBarEnvelope(&ctx, s, range: visible, slot: slot, g: g, color: base)
            return
        }
        for i in visible {
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
            let selected = chart.effectiveSelection == ChartSelection(series: seriesIndex, index: i)
            // A highlight dims the bars it does not pick.
            let dimmed = chart.highlight.map { $0.barValues[seriesIndex] != nil || !$0.contains(series: seriesIndex, index: i) } ?? false
            let fill: Paint = selected
                ? .solid(chart.selectionStyle.barColor ?? paint.color(at: r.center, in: bounds).mix(ctx.theme.text, 0.35))
                : dimmed ? paint.fading(s.line.dimmedOpacity ?? chart.selectionStyle.dimmedOpacity) : paint
            fillBar(&ctx, r, paint: fill, bounds: bounds, radius: radius, g: g)
            // The picked rows' part of a bar of many rows, in full over it.
            if let parts = chart.highlight?.barValues[seriesIndex], i < parts.count, parts[i] != 0, parts[i].isFinite,
               let p = Self.barRect(s, i, slot: slot, g: g, part: parts[i]) {
                fillBar(&ctx, p, paint: paint, bounds: bounds, radius: radius, g: g)
            }
        }
    }

    /// Fills bar rectangle `r`, cut at a guard just outside the plot (deep zoom), on whole pixels.
    private func fillBar(_ ctx: inout RenderContext, _ r: Rect, paint: Paint, bounds: Rect, radius: Double, g: PlotGeometry) {
        let vis = r.intersection(g.plot.insetBy(-ctx.px(50)))
        guard vis.width > 0 || vis.height > 0 else { return }
        // Bar edges on whole pixels so they are crisp; a zero keeps a hairline so it reads as a value.
        let x0 = vis.minX.rounded(), y0 = vis.minY.rounded()
        var rr = Rect(x: x0, y: y0, width: vis.maxX.rounded() - x0, height: vis.maxY.rounded() - y0)
        if g.categoryAxis == .vertical { rr.size.width = max(rr.width, 1) } else { rr.size.height = max(rr.height, 1) }
        ctx.list.fillConvex(DrawList.roundedRectPoints(rr, radius: min(radius, min(rr.width, rr.height) / 2)),
                            paint: paint, gradientBounds: bounds)
    }

    /// More bars than pixels: each pixel row or column shows one bar from the lowest to the highest
    /// end of the bars it holds (their min/max envelope), so no bar's extent is lost or invented.
    private func drawBarEnvelope(_ ctx: inout RenderContext, _ s: Series, range: Range<Int>, slot: Int,
                                 g: PlotGeometry, color: Color) {
        let vertical = g.categoryAxis == .vertical
        var column = Int.min, lo = Double.infinity, hi = -Double.infinity
        func flush() {
            guard column != Int.min, lo <= hi else { return }
            let r = vertical ? Rect(x: lo, y: Double(column), width: max(1, hi - lo), height: 1)
                             : Rect(x: Double(column), y: lo, width: 1, height: max(1, hi - lo))
            ctx.list.addSolidRect(r.intersection(g.plot.insetBy(-1)), color: color)
        }
        for i in range {
            guard let r = Self.barRect(s, i, slot: slot, g: g) else { continue }
            let c = Int((vertical ? r.midY : r.midX).rounded(.down))
            if c != column { flush(); column = c; lo = .infinity; hi = -.infinity }
            lo = min(lo, vertical ? r.minX : r.minY)
            hi = max(hi, vertical ? r.maxX : r.maxY)
        }
        flush()
    }

    /// The vertical selection line and the selected point's marker (JBChartView's selection view).
    func drawSelection(_ ctx: inout RenderContext, g: PlotGeometry, chart: PlotFrame) {
        let series = chart.presentedData.series
        guard let sel = chart.effectiveSelection, sel.series < series.count,
              series[sel.series].isVisible, let p = chart.position(of: sel) else { return }
        let s = series[sel.series]
        guard s.kind == .line else { return }
        let st = chart.selectionStyle
        let lineColor = st.verticalLineColor ?? ctx.theme.text.withAlpha(0.35)
        ctx.list.stroke([Point(p.x, g.plot.minY), Point(p.x, g.plot.maxY)],
                        style: StrokeStyle(width: ctx.px(st.verticalLineWidth)), paint: .solid(lineColor))
        let color = s.line.selectionDotColor ?? s.line.selectionColor ?? chart.color(ofSeries: sel.series)
        let r = ctx.px(max(4, (s.line.dotRadius ?? s.line.width * 2) + 1.5))
        ctx.list.fillCircle(center: p, radius: r + ctx.px(2), paint: .solid(ctx.theme.plotBackground))
        ctx.list.fillCircle(center: p, radius: r, paint: .solid(color))
    }

    /// A step line through `pts`: each value holds until the next point's x.
    static func stepped(_ pts: [Point], vertical: Bool) -> [Point] {
        guard pts.count > 1 else { return pts }
        var out: [Point] = []
        out.reserveCapacity(pts.count * 2)
        for i in pts.indices {
            if i > 0 { out.append(vertical ? Point(pts[i - 1].x, pts[i].y) : Point(pts[i].x, pts[i - 1].y)) }
            out.append(pts[i])
        }
        return out
    }

    /// Pixel points of a line series (non-finite values dropped, so the line is interpolated across them).
    static func linePoints(_ s: Series, g: PlotGeometry) -> [Point] {
        LineDecimator.all(s, g: g, range: 0..<s.count)
    }

    private func drawLine(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, g: PlotGeometry, chart: PlotFrame) {
        let st = s.line
        let all = chart.presentedData.series
        let sel = chart.effectiveSelection.flatMap { all.indices.contains($0.series) && all[$0.series].kind == .line ? $0 : nil }
        let isSelected = sel?.series == seriesIndex
        // JBChartView: while a line is selected the others dim (default to 20%).
        // A highlight dims every series, its picked points drawn again in full at the end.
        let highlighting = chart.highlight != nil && !st.ignoresSelection
        let dim = (sel != nil && !isSelected || highlighting) && !st.ignoresSelection ? (st.dimmedOpacity ?? chart.selectionStyle.dimmedOpacity) : 1
        let base = chart.color(ofSeries: seriesIndex)
        let color = (isSelected ? (st.selectionColor ?? base) : base).fading(dim)
        // Scatter plots draw every point (a marker each), so they are not decimated.
        let decimate = chart.decimatesLines && !st.smoothed && st.interpolation != .none && s.lo == nil
        var raw: [Point] = []
        if decimate {
            // The last frame's points lend their storage (a pan draws every frame).
            swap(&raw, &decimatedScratch)
            if chart.isMorphing {
                // While values morph between data sets their extremes move: scan instead.
                LineDecimator.points(s, g: g, sorted: chart.isSorted(seriesIndex), index: nil, into: &raw)
            } else {
                if chart.provider.linePoints(seriesIndex, of: s, in: g, into: &raw) == .pending { awaitingAnswer = true }
            }
        } else {
            raw = Self.linePoints(s, g: g)
        }
        defer { if decimate { decimatedScratch = raw } }
        raw = Self.traced(raw, chart.traceFraction)
        guard !raw.isEmpty else { return }
        var pts = st.smoothed && st.interpolation == .linear ? MonotoneCubic.smooth(raw, step: ctx.px(2)) : raw
        if st.interpolation == .step { pts = Self.stepped(raw, vertical: g.categoryAxis == .vertical) }
        // Deep zooms put neighbours of the visible points far outside: keep the geometry near the plot.
        pts = GuardClip.clamp(pts, to: g.plot.insetBy(-max(ctx.px(100), ctx.px(st.width) * 4)))
        let ownFill: Paint? = st.fill ?? st.areaOpacity.map { .solid(base.withAlpha($0)) }
        if let fill = (isSelected ? (st.selectionFill ?? ownFill) : ownFill)?.fading(dim), st.interpolation != .none {
            if s.lo != nil {
                // Graffeine's lo values (and stacked areas) bound the fill from below.
                let (upper, lower) = Self.pairedPoints(s, g: g, step: st.interpolation == .step, trace: chart.traceFraction)
                ctx.list.fillBetween(upper: upper, lower: lower, paint: fill, gradientBounds: g.plot)
            } else {
                // Fill toward zero, or to the plot edge nearest zero when zero is out of view.
                ctx.list.fillArea(pts, baseline: g.valueBaseline, paint: fill, gradientBounds: g.plot)
            }
        }
        if st.interpolation != .none {
            let paint: Paint = (isSelected && st.selectionColor != nil ? nil : st.gradient).map { Paint.gradient($0).fading(dim) } ?? .solid(color)
            // Past two points per pixel column a round join is a sub-pixel detail: bevel joins look
            // the same and cost a fraction of the triangles.
            let dense = Double(pts.count) > 2 * g.plot.width
            let style = StrokeStyle(width: ctx.px(st.width), join: dense && st.join == .round ? .bevel : st.join,
                                    cap: st.cap, dash: (dense && st.dash.isEmpty ? [] : chart.dash(ofSeries: seriesIndex)).map { ctx.px($0) })
            ctx.list.stroke(pts, style: style, paint: paint, gradientBounds: g.plot)
        }
        if let m = chart.marker(ofSeries: seriesIndex) {
            drawMarkers(&ctx, s, m, raw: raw, color: color, g: g)
        }
        // Dots only where they can be told apart (at least three pixels per point).
        if st.showsDots, Double(raw.count) * 3 <= max(g.plot.width, 1) * 1.01 || raw.count < 64 {
            let r = ctx.px(st.dotRadius ?? max(3, st.width * 2))
            let dc = (st.dotColor ?? base).fading(dim)
            let ring = ctx.theme.plotBackground.fading(dim)
            for p in raw where g.plot.insetBy(-r).contains(p) {
                ctx.list.fillCircle(center: p, radius: r, paint: .solid(dc))
                if st.dotColor == nil { ctx.list.fillCircle(center: p, radius: max(0, r - ctx.px(2)), paint: .solid(ring)) }
            }
        }
        if highlighting, let mask = chart.highlight?.masks[seriesIndex] {
            drawHighlight(&ctx, s, seriesIndex: seriesIndex, mask: mask, color: base, g: g, chart: chart)
        }
    }
}
