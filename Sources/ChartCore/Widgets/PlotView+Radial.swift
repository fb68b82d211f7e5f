import Foundation

/// Pies, donuts and radar charts (Graffeine's radial segment, line and polygon layers).
extension PlotView {
    /// The centre and outer radius radial series are drawn with.
    nonisolated static func radialFrame(_ plot: Rect, style: RadialStyle, labelled: Bool) -> (Point, Double) {
        let r = min(plot.width, plot.height) / 2 * max(0.05, min(1, style.outerRadius)) * (labelled ? 0.8 : 1)
        return (plot.center, max(0, r))
    }

    /// Start and end angles (radians clockwise from 12 o'clock) of each segment of a pie series.
    nonisolated static func segmentAngles(_ s: Series, sweep: Double = 1) -> [(Double, Double)?] {
        let total = s.y.reduce(0) { $0 + ($1.isFinite && $1 > 0 ? $1 : 0) }
        var a = s.radial.startAngle * .pi / 180
        return s.y.map { v in
            guard total > 0, v.isFinite, v > 0 else { return nil }
            let span = v / total * 2 * .pi * sweep
            defer { a += span }
            return (a, a + span)
        }
    }

    func drawRadial(_ ctx: inout RenderContext, _ series: [Series], g: PlotGeometry, chart: PlotFrame) {
        if let w = chart.dataWarnings.first(where: { $0.hasPrefix("Pie") }) {
            // Negative values have no segment: say so instead of drawing a wrong pie.
            ctx.list.text(w, at: g.plot.center, anchor: .center, font: ctx.theme.labelFont,
                          color: ctx.theme.falling, measurer: ctx.measurer)
            return
        }
        let labelled = chart.labelLayers.contains { $0.kind == .radial }
        if let (i, s) = series.enumerated().first(where: { $0.element.kind == .pie && $0.element.isVisible }) {
            drawPie(&ctx, s, seriesIndex: i, g: g, chart: chart, labelled: labelled)
        }
        let radars = series.indices.filter { series[$0].kind == .radar && series[$0].isVisible }
        if !radars.isEmpty { drawRadar(&ctx, series, radars, g: g, chart: chart) }
    }

    private func drawPie(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, g: PlotGeometry,
                         chart: PlotFrame, labelled: Bool) {
        let st = s.radial
        let (c, full) = Self.radialFrame(g.plot, style: st, labelled: labelled)
        let r = full * chart.radialGrowth
        guard r > 1 else { return }
        let inner = r * max(0, min(0.95, st.innerRadius))
        let selected = chart.effectiveSelection?.series == seriesIndex ? chart.effectiveSelection?.index : nil
        for (k, ang) in Self.segmentAngles(s, sweep: chart.spinFraction).enumerated() {
            guard let (a0, a1) = ang else { continue }
            var center = c
            if k == selected {
                let mid = (a0 + a1) / 2
                center = Point(c.x + sin(mid) * ctx.px(st.selectedOffset), c.y - cos(mid) * ctx.px(st.selectedOffset))
            }
            let color = st.colors.flatMap { k < $0.count ? $0[k] : nil } ?? ctx.theme.seriesColor(k)
            let pts = DrawList.sectorPoints(center: center, inner: inner, outer: r, start: a0, end: a1, gap: ctx.px(st.segmentGap))
            ctx.list.fillPolygon(pts, paint: .solid(color))
        }
    }

    private func drawRadar(_ ctx: inout RenderContext, _ series: [Series], _ idx: [Int], g: PlotGeometry, chart: PlotFrame) {
        let st = series[idx[0]].radial
        let (c, r) = Self.radialFrame(g.plot, style: st, labelled: true)
        let spokes = Self.radarSpokes(chart)
        let top = Self.radarMaximum(chart)
        func at(_ k: Int, _ f: Double) -> Point { Self.spokePoint(k, of: spokes, fraction: f, center: c, radius: r, style: st) }
        // Grid: rings and spokes.
        let rings = max(1, min(20, st.rings))
        for ring in 1...rings {
            let f = Double(ring) / Double(rings)
            ctx.list.stroke((0..<spokes).map { at($0, f) }, style: StrokeStyle(width: 1), paint: .solid(ctx.theme.grid), closed: true)
        }
        for k in 0..<spokes { ctx.list.stroke([c, at(k, 1)], style: StrokeStyle(width: 1), paint: .solid(ctx.theme.grid)) }
        let sweep = chart.spinFraction
        for i in idx {
            let s = series[i]
            let color = chart.color(ofSeries: i)
            let n = max(1, Int((Double(s.count) * sweep).rounded(.up)))
            let pts = (0..<min(n, s.count)).map { k -> Point in
                let v = s.y[k]
                return at(k, v.isFinite && top > 0 ? max(0, v) / top : 0)
            }
            if s.radial.fillOpacity > 0, pts.count >= 3 {
                ctx.list.fillStar(center: c, pts, paint: .solid(color.withAlpha(s.radial.fillOpacity)))
            }
            ctx.list.stroke(pts, style: StrokeStyle(width: ctx.px(s.line.width), join: .round), paint: .solid(color),
                            closed: pts.count == s.count)
            for p in pts { ctx.list.fillCircle(center: p, radius: ctx.px(3), paint: .solid(color)) }
        }
        // Ring values along the first spoke, over the polygons.
        for ring in 1...rings {
            let v = top * Double(ring) / Double(rings)
            ctx.list.text(Ticks.format(v, step: Self.labelStep(v)), at: at(0, Double(ring) / Double(rings)) + Point(ctx.px(4), 0),
                          anchor: .left, font: ctx.theme.labelFont.scaled(0.9), color: ctx.theme.secondaryText, measurer: ctx.measurer)
        }
    }

    /// The number of radar spokes: one per category, or per value of the longest visible radar series (at least three).
    nonisolated static func radarSpokes(_ chart: PlotFrame) -> Int {
        max(3, max(chart.data.categories.count, chart.plotData.series.filter { $0.kind == .radar && $0.isVisible }.map(\.count).max() ?? 0))
    }

    /// The point `fraction` of the radius out along spoke `k` of `spokes` (clockwise from the start angle).
    nonisolated static func spokePoint(_ k: Int, of spokes: Int, fraction f: Double, center c: Point, radius r: Double, style: RadialStyle) -> Point {
        let a = style.startAngle * .pi / 180 + 2 * .pi * Double(k) / Double(spokes)
        return Point(c.x + sin(a) * r * f, c.y - cos(a) * r * f)
    }

    /// The value at a radar chart's outer ring: the y axis's explicit maximum, else a nice maximum of the data.
    nonisolated static func radarMaximum(_ chart: PlotFrame) -> Double {
        if let r = chart.yAxis.range, r.upperBound > 0 { return r.upperBound }
        let m = chart.plotData.series.filter { $0.kind == .radar && $0.isVisible }
            .flatMap(\.y).filter(\.isFinite).max() ?? 1
        guard m > 0 else { return 1 }
        return Ticks.nice(0, m, count: 4).1
    }
}
