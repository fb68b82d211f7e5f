/// The plot area: background, grid, zero line, series and axis lines.
public final class PlotView: Widget {
    /// Storage for a decimated line's points, handed from frame to frame.
    var decimatedScratch: [Point] = []
    /// A line of this frame drew an earlier answer while its provider asks for the current one.
    var awaitingAnswer = false

    /// Creates the plot area view; it draws the chart it is placed in.
    package override init(id: String? = "plot") {
        super.init(id: id)
    }

    /// Draws background, grid, series, selection and value labels, then the axis lines.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let chart = ctx.plotFrame else { return }
        let g = chart.geometry
        let theme = ctx.theme
        let plot = g.plot
        guard !plot.isEmpty else { return }
        if theme.plotBackground != theme.background { ctx.list.addSolidRect(plot, color: theme.plotBackground) }
        drawGrid(&ctx, g: g, chart: chart)
        ctx.list.pushClip(plot.integral)
        awaitingAnswer = false
        drawSeries(&ctx, g: g, chart: chart)
        drawSelection(&ctx, g: g, chart: chart)
        drawLabelLayers(&ctx, g: g, chart: chart)
        ctx.list.popClip()
        if awaitingAnswer { drawLoadingMark(&ctx, plot: plot) }
        if g.isRadial { return }
        drawBreakMarks(&ctx, g: g)
        // Axis lines on the bottom and left edges of the plot.
        ctx.list.hairline(from: Point(plot.minX, plot.maxY - 0.5), to: Point(plot.maxX, plot.maxY - 0.5), color: theme.axis)
        ctx.list.hairline(from: Point(plot.minX, plot.minY), to: Point(plot.minX, plot.maxY), color: theme.axis)
    }

    /// Three dots in the plot's top right corner: the lines show an earlier answer moved to this
    /// view while the current one is on its way.
    private func drawLoadingMark(_ ctx: inout RenderContext, plot: Rect) {
        let r = ctx.px(2.5), gap = ctx.px(8)
        for k in 0..<3 {
            let c = Point(plot.maxX - ctx.px(10) - Double(2 - k) * gap, plot.minY + ctx.px(10))
            ctx.list.fillCircle(center: c, radius: r, paint: .solid(ctx.theme.axis.withAlpha(0.35 + 0.3 * Double(k))))
        }
    }

    private func drawGrid(_ ctx: inout RenderContext, g: PlotGeometry, chart: PlotFrame) {
        let theme = ctx.theme
        let plot = g.plot
        let width = max(1, ctx.px(chart.style.gridWidth ?? 1))
        let dash = chart.style.gridDash
        func line(_ a: Point, _ b: Point, _ color: Color) {
            if let dash, !dash.isEmpty {
                ctx.list.stroke([a, b], style: StrokeStyle(width: width, dash: dash.map { ctx.px($0) }), paint: .solid(color))
            } else {
                ctx.list.hairline(from: a, to: b, color: color, width: width)
            }
        }
        if g.isRadial { return }
        let xAxis = chart.xAxis, yAxis = chart.yAxis
        if g.categoryAxis != .horizontal {
            if xAxis.showsMinorGrid { for v in g.xMinorTicks { let x = g.x.map(v); line(Point(x, plot.minY), Point(x, plot.maxY), theme.minorGrid) } }
            if xAxis.showsGrid { for t in g.xTicks { line(Point(t.position, plot.minY), Point(t.position, plot.maxY), theme.grid) } }
        }
        if g.categoryAxis != .vertical {
            if yAxis.showsMinorGrid { for v in g.yMinorTicks { let y = g.y.map(v); line(Point(plot.minX, y), Point(plot.maxX, y), theme.minorGrid) } }
            if yAxis.showsGrid { for t in g.yTicks { line(Point(plot.minX, t.position), Point(plot.maxX, t.position), theme.grid) } }
        }
        // Zero line when zero is inside a value range that also has negatives.
        let valueScale = g.categoryAxis == .vertical ? g.x : g.y
        let lo = min(valueScale.d0, valueScale.d1), hi = max(valueScale.d0, valueScale.d1)
        if lo < 0, hi > 0 {
            let p = valueScale.map(0)
            if g.categoryAxis == .vertical {
                ctx.list.hairline(from: Point(p, plot.minY), to: Point(p, plot.maxY), color: theme.zeroLine)
            } else {
                ctx.list.hairline(from: Point(plot.minX, p), to: Point(plot.maxX, p), color: theme.zeroLine)
            }
        }
    }

    /// Short slanted double strokes on the axis lines where a discontinuous axis skips a range.
    private func drawBreakMarks(_ ctx: inout RenderContext, g: PlotGeometry) {
        let plot = g.plot
        let color = ctx.theme.axis
        let d = ctx.px(4)
        for (scale, horizontal) in [(g.x, true), (g.y, false)] {
            guard case .breaks(let b) = scale.transform else { continue }
            let lo = min(scale.d0, scale.d1), hi = max(scale.d0, scale.d1)
            var last = -Double.infinity
            for r in b.ranges(in: lo, hi) {
                let p = scale.map(r.lowerBound)
                guard p.isFinite, abs(p - last) > ctx.px(6) else { continue }
                last = p
                for off in [-ctx.px(1.5), ctx.px(1.5)] {
                    let a = horizontal ? Point(p + off - d / 2, plot.maxY + d) : Point(plot.minX - d, p + off + d / 2)
                    let e = horizontal ? Point(p + off + d / 2, plot.maxY - d) : Point(plot.minX + d, p + off - d / 2)
                    ctx.list.stroke([a, e], style: StrokeStyle(width: ctx.px(1)), paint: .solid(color))
                }
            }
        }
    }
}
