/// The crosshair's value tags in the gutters: its x under the plot, its y left of it, each read the
/// way its axis writes values. The overlay draws them; the axis labels they would cover are left
/// out, so a tag never sits over a tick label.
struct CrosshairTags {
    /// One tag: its text and the box it fills.
    struct Tag {
        var text: String
        var box: Rect
    }

    /// The x tag (bottom gutter) and the y tag (left gutter), or none without a crosshair.
    var x: Tag?
    var y: Tag?

    /// The tags of the crosshair `f` shows, laid out with `ctx`'s label font.
    init(_ f: PlotFrame, _ ctx: LayoutContext) {
        guard let c = f.crosshair else { return }
        let g = f.geometry, plot = g.plot
        let xs = Ticks.step(g.x.d0, g.x.d1, count: 20), ys = Ticks.step(g.y.d0, g.y.d1, count: 20)
        // Read like the axis: a date on a date axis (to about a pixel), not seconds since 1970.
        let xRes = f.xAxis.timeZone != nil ? abs(g.x.d1 - g.x.d0) / max(1, plot.width) : xs / 10
        let xLabel = g.categoryAxis == .horizontal ? f.categoryName(c.x) : f.xAxis.text(c.x, resolution: xRes)
        let yLabel = g.categoryAxis == .vertical ? f.categoryName(c.y) : f.yAxis.text(c.y, resolution: ys / 10)
        x = Self.tag(xLabel, at: Point(c.position.x, plot.maxY + ctx.px(2)), anchor: .top, ctx)
        y = Self.tag(yLabel, at: Point(plot.minX - ctx.px(2), c.position.y), anchor: .right, ctx)
    }

    /// A tag of `text` placed at `p` by `anchor`.
    static func tag(_ text: String, at p: Point, anchor: TextAnchor, _ ctx: LayoutContext) -> Tag {
        let s = ctx.measurer.size(text, font: ctx.theme.labelFont)
        let pad = ctx.px(4)
        let box = Rect(x: p.x - (s.width + 2 * pad) * anchor.x, y: p.y - (s.height + pad) * anchor.y,
                       width: s.width + 2 * pad, height: s.height + pad)
        return Tag(text: text, box: box)
    }
}
