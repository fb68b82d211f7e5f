import Foundation

/// Value label layers: bar, plot and radial labels that never overlap.
extension PlotView {
    func drawLabelLayers(_ ctx: inout RenderContext, g: PlotGeometry, chart: PlotFrame) {
        var placer = LabelPlacer(gap: ctx.px(2), bounds: g.plot)
        let drawn = chart.presentedData
        if drawn.series.contains(where: { $0.kind == .radar && $0.isVisible }) { drawSpokeLabels(&ctx, g: g, chart: chart, placer: &placer) }
        for layer in chart.labelLayers {
            switch layer.kind {
            case .bar: drawBarLabels(&ctx, layer, drawn, g: g, chart: chart, placer: &placer)
            case .plot: drawPlotLabels(&ctx, layer, drawn, g: g, chart: chart, placer: &placer)
            case .radial: drawPieLabels(&ctx, layer, drawn, g: g, chart: chart, placer: &placer)
            }
        }
    }

    /// The text for point `k` of series `i`: the layer's formatter, the series' labels, or the value as given.
    private func text(_ layer: LabelLayer, _ chart: PlotFrame, _ i: Int, _ k: Int) -> String? {
        let s = chart.data.series[i]
        guard k < s.count, s.y[k].isFinite else { return nil }
        // A stacked frame built with its bounds (bar models) is labelled with its own quantity.
        let v = s.kind == .bar && s.stack != nil ? s.y[k] - (s.loValue(k) ?? 0) : s.y[k]
        if let f = layer.formatter { return f(v) }
        if let labels = s.labels, k < labels.count { return labels[k] }
        return Ticks.format(v, step: Self.labelStep(v))
    }

    /// The step a value label is rounded to: whole numbers stay whole, others keep two or three significant digits.
    static func labelStep(_ v: Double) -> Double {
        let m = abs(v)
        if v == v.rounded() || m >= 100 { return 1 }
        return m >= 1 ? 0.1 : pow(10, floor(log10(m)) - 1)
    }

    private func place(_ ctx: inout RenderContext, _ string: String, at p: Point, anchor: TextAnchor, layer: LabelLayer,
                       color: Color, placer: inout LabelPlacer) {
        let font = layer.font ?? ctx.theme.labelFont
        let size = ctx.measurer.size(string, font: font)
        let r = Rect(x: p.x - size.width * anchor.x, y: p.y - size.height * anchor.y, width: size.width, height: size.height)
        guard placer.place(r) else { return }
        ctx.list.text(string, at: p, anchor: anchor, font: font, color: color, measurer: ctx.measurer)
    }

    private func drawBarLabels(_ ctx: inout RenderContext, _ layer: LabelLayer, _ drawn: ChartData, g: PlotGeometry,
                               chart: PlotFrame, placer: inout LabelPlacer) {
        let pad = ctx.px(layer.padding)
        let vertical = g.categoryAxis == .vertical
        for (i, s) in drawn.series.enumerated() where s.kind == .bar && s.isVisible && (layer.series == nil || layer.series == i) {
            guard let slot = g.barSlots.indices.contains(i) ? g.barSlots[i] : nil else { continue }
            let gs = g.bound(to: s)
            let range = Self.visibleCategories(gs, count: s.count)
            // Beyond a bar per pixel no label could fit.
            guard Double(range.count) <= (vertical ? g.plot.height : g.plot.width) else { continue }
            for k in range {
                guard let r = Self.barRect(s, k, slot: slot, g: gs), let t = text(layer, chart, i, k) else { continue }
                // Which way the bar grows on screen: from its base (lo, or the baseline) to its value.
                let grows: Bool
                if vertical {
                    let base = s.loValue(k).map { gs.x.map($0) } ?? gs.valueBaseline
                    grows = gs.x.map(s.y[k]) >= base
                } else {
                    let base = s.loValue(k).map { gs.y.map($0) } ?? gs.valueBaseline
                    grows = gs.y.map(s.y[k]) <= base
                }
                var p: Point, anchor: TextAnchor
                switch (layer.position, vertical) {
                case (.center, _): p = r.center; anchor = .center
                case (.outside, false): p = grows ? Point(r.midX, r.minY - pad) : Point(r.midX, r.maxY + pad); anchor = grows ? .bottom : .top
                case (.inside, false): p = grows ? Point(r.midX, r.minY + pad) : Point(r.midX, r.maxY - pad); anchor = grows ? .top : .bottom
                case (.outside, true): p = grows ? Point(r.maxX + pad, r.midY) : Point(r.minX - pad, r.midY); anchor = grows ? .left : .right
                case (.inside, true): p = grows ? Point(r.maxX - pad, r.midY) : Point(r.minX + pad, r.midY); anchor = grows ? .right : .left
                }
                let color = layer.color ?? (layer.position == .outside ? ctx.theme.secondaryText : Color(hex: 0xFFFFFF))
                place(&ctx, t, at: p, anchor: anchor, layer: layer, color: color, placer: &placer)
            }
        }
    }

    /// Category indices in view.
    nonisolated static func visibleCategories(_ g: PlotGeometry, count: Int) -> Range<Int> {
        let s = g.categoryAxis == .vertical ? g.y : g.x
        let lo = max(0, (min(s.d0, s.d1) - 0.5).rounded(.down).clampedInt)
        let hi = min(count, (max(s.d0, s.d1) + 1.5).rounded(.up).clampedInt)
        return lo..<max(lo, hi)
    }

    private func drawPlotLabels(_ ctx: inout RenderContext, _ layer: LabelLayer, _ drawn: ChartData, g: PlotGeometry,
                                chart: PlotFrame, placer: inout LabelPlacer) {
        let pad = ctx.px(layer.padding + 3)
        for (i, s) in drawn.series.enumerated() where (s.kind == .line || s.kind == .band) && s.isVisible && (layer.series == nil || layer.series == i) {
            let gs = g.bound(to: s)
            let range = visibleRange(s, n: s.count, g: gs, sorted: chart.isSorted(i))
            // Beyond a label per four pixels nothing more could fit.
            guard range.count <= max(64, Int(g.plot.width)) else { continue }
            let color = layer.color ?? chart.color(ofSeries: i).mix(ctx.theme.text, 0.3)
            for k in range {
                let xv = s.xValue(k), yv = s.y[k]
                guard xv.isFinite, yv.isFinite, let t = text(layer, chart, i, k) else { continue }
                let q = gs.point(x: xv, y: yv)
                guard g.plot.contains(q) else { continue }
                switch layer.position {
                case .outside: place(&ctx, t, at: Point(q.x, q.y - pad), anchor: .bottom, layer: layer, color: color, placer: &placer)
                case .inside: place(&ctx, t, at: Point(q.x, q.y + pad), anchor: .top, layer: layer, color: color, placer: &placer)
                case .center: place(&ctx, t, at: q, anchor: .center, layer: layer, color: color, placer: &placer)
                }
            }
        }
    }

    private func drawPieLabels(_ ctx: inout RenderContext, _ layer: LabelLayer, _ drawn: ChartData, g: PlotGeometry,
                               chart: PlotFrame, placer: inout LabelPlacer) {
        guard let i = drawn.series.firstIndex(where: { $0.kind == .pie && $0.isVisible }), chart.spinFraction >= 1,
              !chart.dataWarnings.contains(where: { $0.hasPrefix("Pie") }) else { return }
        let s = drawn.series[i]
        let (c, full) = Self.radialFrame(g.plot, style: s.radial, labelled: true)
        let r = full * chart.radialGrowth
        let total = s.y.reduce(0) { $0 + ($1.isFinite && $1 > 0 ? $1 : 0) }
        for (k, ang) in Self.segmentAngles(s).enumerated() {
            guard let (a0, a1) = ang else { continue }
            let mid = (a0 + a1) / 2
            var name = k < chart.data.categories.count ? chart.data.categories[k] : (text(layer, chart, i, k) ?? "")
            if let labels = s.labels, k < labels.count { name = labels[k] }
            if let f = layer.formatter { name = f(s.y[k]) }
            if layer.showsPercent, total > 0 { name += " " + String(format: "%.0f%%", s.y[k] / total * 100) }
            let dir = Point(sin(mid), -cos(mid))
            switch layer.position {
            case .outside:
                let p = c + dir * (r + ctx.px(layer.padding + 6))
                let anchor = TextAnchor(x: dir.x > 0.2 ? 0 : dir.x < -0.2 ? 1 : 0.5, y: dir.y > 0.2 ? 0 : dir.y < -0.2 ? 1 : 0.5)
                ctx.list.stroke([c + dir * (r + ctx.px(1)), c + dir * (r + ctx.px(layer.padding + 3))],
                                style: StrokeStyle(width: 1), paint: .solid(ctx.theme.axis))
                place(&ctx, name, at: p, anchor: anchor, layer: layer, color: layer.color ?? ctx.theme.text, placer: &placer)
            case .inside, .center:
                let inner = r * s.radial.innerRadius
                let p = c + dir * (inner + (r - inner) * (layer.position == .center ? 0.5 : 0.7))
                place(&ctx, name, at: p, anchor: .center, layer: layer, color: layer.color ?? Color(hex: 0xFFFFFF), placer: &placer)
            }
        }
    }

    /// Category names at the ends of radar spokes.
    private func drawSpokeLabels(_ ctx: inout RenderContext, g: PlotGeometry, chart: PlotFrame, placer: inout LabelPlacer) {
        let series = chart.plotData.series.filter { $0.kind == .radar && $0.isVisible }
        guard let st = series.first?.radial else { return }
        let (c, r) = Self.radialFrame(g.plot, style: st, labelled: true)
        let spokes = Self.radarSpokes(chart)
        let layer = LabelLayer(.radial)
        for k in 0..<spokes {
            let dir = Self.spokePoint(k, of: spokes, fraction: 1, center: .zero, radius: 1, style: st)
            let name = k < chart.data.categories.count ? chart.data.categories[k] : String(k + 1)
            let anchor = TextAnchor(x: dir.x > 0.2 ? 0 : dir.x < -0.2 ? 1 : 0.5, y: dir.y > 0.2 ? 0 : dir.y < -0.2 ? 1 : 0.5)
            place(&ctx, name, at: c + dir * (r + ctx.px(8)), anchor: anchor, layer: layer, color: ctx.theme.text, placer: &placer)
        }
    }
}
