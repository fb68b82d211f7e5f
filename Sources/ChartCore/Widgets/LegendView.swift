/// A row of swatches and series names that wraps onto more lines when narrow.
public final class LegendView: Widget {
    /// Swatch size and spacing in points.
    public var swatch: Double = 10
    /// Horizontal gap between legend entries, in points.
    public var itemSpacing: Double = 16
    /// At most this many entries are listed; the rest are summed up as "+N more".
    public var maximumEntries = 40

    /// Creates an empty legend; it lists the series of the chart it is drawn in.
    public override init(id: String? = "legend") {
        super.init(id: id)
        padding = Insets(top: 2, bottom: 4)
    }

    /// Entry frames from the last draw, for hit-testing clicks.
    private var lastEntries: [(index: Int, frame: Rect)] = []

    /// The series index of the legend entry at `p`, if any.
    public func entry(at p: Point) -> Int? {
        lastEntries.first { $0.index >= 0 && $0.frame.insetBy(-3).contains(p) }?.index
    }

    /// Each entry's frame for a given width: used for drawing and hit-testing.
    func entryFrames(width: Double, origin: Point, _ ctx: LayoutContext) -> [(index: Int, frame: Rect)] {
        guard let chart = ctx.plotFrame else { return [] }
        let f = ctx.theme.legendFont
        let lh = ctx.measurer.metrics(f).lineHeight
        let sw = ctx.px(swatch), gap = ctx.px(6), sp = ctx.px(itemSpacing)
        var rows: [[(Int, Double)]] = [[]]
        var x = 0.0
        for (i, s) in chart.data.series.enumerated().prefix(maximumEntries) {
            let w = sw + gap + ctx.measurer.size(s.name, font: f).width
            if x > 0, x + w > width { rows.append([]); x = 0 }
            rows[rows.count - 1].append((i, w))
            x += w + sp
        }
        let extra = chart.data.series.count - maximumEntries
        if extra > 0 {
            let w = ctx.measurer.size("+\(extra) more", font: f).width
            if x > 0, x + w > width { rows.append([]) }
            rows[rows.count - 1].append((-extra, w))
        }
        var out: [(Int, Rect)] = []
        for (r, row) in rows.enumerated() {
            let total = row.reduce(0) { $0 + $1.1 } + sp * Double(max(0, row.count - 1))
            var cx = origin.x + max(0, (width - total) / 2)
            for (i, w) in row {
                out.append((i, Rect(x: cx, y: origin.y + Double(r) * lh, width: w, height: lh)))
                cx += w + sp
            }
        }
        return out
    }

    /// The height of the wrapped entry rows for the given width, plus padding.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        let frames = entryFrames(width: max(1, cross - ctx.px(padding.left + padding.right)), origin: .zero, ctx)
        if axis == .horizontal { return frames.map(\.frame.maxX).max() ?? 0 }
        let h = frames.map(\.frame.maxY).max() ?? 0
        return h > 0 ? h + ctx.px(padding.top + padding.bottom) : 0
    }

    /// Draws each series' swatch (line, marker or box) and name; hidden series fade.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let chart = ctx.plotFrame else { return }
        let c = contentFrame(ctx.layout)
        let f = ctx.theme.legendFont
        let sw = ctx.px(swatch)
        let color = chart.style.legendColor(ctx.theme)
        lastEntries = entryFrames(width: c.width, origin: c.origin, ctx.layout)
        for (i, r) in lastEntries {
            if i < 0 {
                ctx.list.text("+\(-i) more", at: Point(r.minX, r.midY), anchor: .left, font: f, color: color.fading(0.7),
                              measurer: ctx.measurer)
                continue
            }
            let s = chart.data.series[i]
            let alpha = s.isVisible ? 1.0 : 0.35
            let sc = chart.color(ofSeries: i).fading(alpha)
            let sy = r.midY
            if s.kind == .line, let m = s.line.marker, s.line.interpolation == .none {
                // Scatter: the marker itself.
                ctx.list.marker(m, at: Point(r.minX + sw / 2, sy), size: min(sw, ctx.px(s.line.markerSize)), paint: .solid(sc))
            } else if s.kind == .line || s.kind == .radar {
                ctx.list.stroke([Point(r.minX, sy), Point(r.minX + sw, sy)],
                                style: StrokeStyle(width: ctx.px(max(1.5, min(3, s.line.width))), cap: .round, dash: s.line.dash.map { ctx.px($0) / 2 }),
                                paint: .solid(sc))
            } else {
                ctx.list.fillRect(Rect(x: r.minX, y: sy - sw / 2, width: sw, height: sw), cornerRadius: ctx.px(2), paint: .solid(sc))
            }
            ctx.list.text(s.name, at: Point(r.minX + sw + ctx.px(6), sy), anchor: .left, font: f,
                          color: color.fading(alpha), measurer: ctx.measurer)
        }
    }
}
