/// Draws the interaction state of its chart above everything: the crosshair with its value tags
/// in the gutters, and the rectangle of a box zoom in progress.
///
/// It reads that state from the chart's `PlotFrame` and handles no input: the chart's
/// interaction code changes the state, this view only draws it.
public final class InteractionOverlayView: Widget {
    /// An overlay that covers its chart and is never hit.
    public override init(id: String? = "interactionOverlay") {
        super.init(id: id)
        isHitTestable = false
    }

    /// Takes no space in a stack: it covers the chart.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// Draws the box-zoom rectangle and the crosshair.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let f = ctx.plotFrame else { return }
        let g = f.geometry
        if let r = f.boxZoomRect, !r.isEmpty {
            ctx.list.fillRect(r, paint: .solid(ctx.theme.text.withAlpha(0.08)))
            ctx.list.strokeRect(r, style: StrokeStyle(width: ctx.px(1), dash: [ctx.px(4), ctx.px(3)]),
                                paint: .solid(ctx.theme.text.withAlpha(0.6)))
        }
        guard let c = f.crosshair else { return }
        let plot = g.plot
        let color = ctx.theme.text.withAlpha(0.55)
        let dash = StrokeStyle(width: ctx.px(1), dash: [ctx.px(5), ctx.px(3)])
        ctx.list.pushClip(plot)
        ctx.list.stroke([Point(c.position.x, plot.minY), Point(c.position.x, plot.maxY)], style: dash, paint: .solid(color))
        ctx.list.stroke([Point(plot.minX, c.position.y), Point(plot.maxX, c.position.y)], style: dash, paint: .solid(color))
        ctx.list.fillCircle(center: c.position, radius: ctx.px(3.5), paint: .solid(ctx.theme.text))
        ctx.list.popClip()
        let xs = Ticks.step(g.x.d0, g.x.d1, count: 20), ys = Ticks.step(g.y.d0, g.y.d1, count: 20)
        // Read like the axis: a date on a date axis (to about a pixel), not seconds since 1970.
        let xRes = f.xAxis.timeZone != nil ? abs(g.x.d1 - g.x.d0) / max(1, plot.width) : xs / 10
        let xLabel = g.categoryAxis == .horizontal ? f.categoryName(c.x) : f.xAxis.text(c.x, resolution: xRes)
        let yLabel = g.categoryAxis == .vertical ? f.categoryName(c.y) : f.yAxis.text(c.y, resolution: ys / 10)
        valueTag(&ctx, xLabel, at: Point(c.position.x, plot.maxY + ctx.px(2)), anchor: .top)
        valueTag(&ctx, yLabel, at: Point(plot.minX - ctx.px(2), c.position.y), anchor: .right)
    }

    /// A filled label box in a gutter.
    private func valueTag(_ ctx: inout RenderContext, _ text: String, at p: Point, anchor: TextAnchor) {
        let f = ctx.theme.labelFont
        let s = ctx.measurer.size(text, font: f)
        let pad = ctx.px(4)
        let box = Rect(x: p.x - (s.width + 2 * pad) * anchor.x, y: p.y - (s.height + pad) * anchor.y,
                       width: s.width + 2 * pad, height: s.height + pad)
        ctx.list.fillRect(box, cornerRadius: ctx.px(3), paint: .solid(ctx.theme.text))
        ctx.list.text(text, at: box.center, anchor: .center, font: f, color: ctx.theme.background, measurer: ctx.measurer)
    }
}
