/// Draws the interaction state of its chart above everything: the crosshair with its value tags
/// in the gutters, and the rectangle of a box zoom or brush in progress.
///
/// It reads that state from the chart's `PlotFrame` and handles no input: the chart's
/// interaction code changes the state, this view only draws it.
package final class InteractionOverlayView: Widget {
    /// An overlay that covers its chart and is never hit.
    package override init(id: String? = "interactionOverlay") {
        super.init(id: id)
        isHitTestable = false
    }

    /// Takes no space in a stack: it covers the chart.
    package override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// Draws the box-zoom rectangle and the crosshair.
    package override func drawContent(_ ctx: inout RenderContext) {
        guard let f = ctx.plotFrame else { return }
        let g = f.geometry
        if let r = f.boxZoomRect, !r.isEmpty {
            ctx.list.fillRect(r, paint: .solid(ctx.theme.text.withAlpha(0.08)))
            ctx.list.strokeRect(r, style: StrokeStyle(width: ctx.px(1), dash: [ctx.px(4), ctx.px(3)]),
                                paint: .solid(ctx.theme.text.withAlpha(0.6)))
        }
        if let r = f.brushRect, !r.isEmpty {
            // A brush picks rows out: the accent of selection, not the grey of a zoom.
            let accent = ctx.theme.seriesColor(0)
            ctx.list.fillRect(r, paint: .solid(accent.withAlpha(0.12)))
            ctx.list.strokeRect(r, style: StrokeStyle(width: ctx.px(1.5)), paint: .solid(accent.withAlpha(0.8)))
        }
        drawCursors(&ctx, f)
        guard let c = f.crosshair else { return }
        let plot = g.plot
        let color = ctx.theme.text.withAlpha(0.55)
        let dash = StrokeStyle(width: ctx.px(1), dash: [ctx.px(5), ctx.px(3)])
        ctx.list.pushClip(plot)
        ctx.list.stroke([Point(c.position.x, plot.minY), Point(c.position.x, plot.maxY)], style: dash, paint: .solid(color))
        ctx.list.stroke([Point(plot.minX, c.position.y), Point(plot.maxX, c.position.y)], style: dash, paint: .solid(color))
        ctx.list.fillCircle(center: c.position, radius: ctx.px(3.5), paint: .solid(ctx.theme.text))
        ctx.list.popClip()
        let tags = CrosshairTags(f, ctx.layout)
        for tag in [tags.x, tags.y].compactMap({ $0 }) {
            ctx.list.fillRect(tag.box, cornerRadius: ctx.px(3), paint: .solid(ctx.theme.text))
            ctx.list.text(tag.text, at: tag.box.center, anchor: .center, font: ctx.theme.labelFont,
                          color: ctx.theme.background, measurer: ctx.measurer)
        }
    }

    /// Cursors A and B: a line across the plot each, named in a tag at its top.
    private func drawCursors(_ ctx: inout RenderContext, _ f: PlotFrame) {
        let plot = f.geometry.plot
        let color = ctx.theme.text.withAlpha(0.8)
        for (name, x) in [("A", f.cursors.a), ("B", f.cursors.b)] {
            guard let x, x.isFinite else { continue }
            let px = f.geometry.x.map(x)
            guard px >= plot.minX - 0.5, px <= plot.maxX + 0.5 else { continue }
            let cx = px.rounded(.down) + 0.5
            ctx.list.stroke([Point(cx, plot.minY), Point(cx, plot.maxY)], style: StrokeStyle(width: ctx.px(1.5)), paint: .solid(color))
            let tag = CrosshairTags.tag(name, at: Point(cx, plot.minY), anchor: .top, ctx.layout)
            ctx.list.fillRect(tag.box, cornerRadius: ctx.px(3), paint: .solid(color))
            ctx.list.text(name, at: tag.box.center, anchor: .center, font: ctx.theme.labelFont, color: ctx.theme.background,
                          measurer: ctx.measurer)
        }
    }
}
