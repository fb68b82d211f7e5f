/// Tick marks and tick labels in a gutter, aligned to the plot's ticks or bar columns.
///
/// Labels that would collide are thinned to every k-th label (the smallest k that fits). Category
/// labels under or over the plot that collide side by side are turned to read upward first (each
/// then needs only a line's height of room) and cut to `maxRotatedLength` with an ellipsis.
public final class AxisLabelsView: Widget {
    /// The gutter an axis label layer sits in.
    package enum Side: String, Hashable, Sendable {
        /// The gutter to the left of, right of, above or below the plot.
        case left, right, top, bottom
        /// True for the left and right sides (labels stacked vertically).
        package var isVertical: Bool { self == .left || self == .right }
    }

    /// The gutter this view fills, which also picks the x or y axis.
    package let side: Side
    /// Length of tick marks, in points.
    package var tickLength: Double = 4
    /// Gap between tick mark and label, in points.
    package var labelGap: Double = 3
    /// The longest a label turned upright may be, in points (longer ones end in an ellipsis).
    package var maxRotatedLength: Double = 140
    /// Storage for the label rectangles of a draw, reused by the next.
    private var rectScratch: [Rect] = []

    /// Which axis this shows: 0 the primary one, k the k-th additional axis of its direction.
    package let axisIndex: Int

    /// Creates the labels for an axis on `side`; `axisIndex` 0 is the primary axis.
    package init(side: Side, axisIndex: Int = 0) {
        self.side = side
        self.axisIndex = axisIndex
        super.init(id: axisIndex == 0 ? "axisLabels-\(side)" : "axisLabels-\(side)-\(axisIndex)")
    }

    /// The axis this view shows, from the chart's frame.
    private func axis(_ c: PlotFrame?) -> AxisConfig? {
        guard let c, !c.geometry.isRadial else { return nil }
        if axisIndex > 0 {
            let extra = side.isVertical ? c.options.additionalYAxes : c.options.additionalXAxes
            return axisIndex <= extra.count ? extra[axisIndex - 1] : nil
        }
        return side.isVertical ? c.yAxis : c.xAxis
    }

    /// The ticks of that axis.
    private func ticks(_ c: PlotFrame?) -> [Tick] {
        guard let g = c?.geometry, !g.isRadial else { return [] }
        if axisIndex > 0 {
            let extra = side.isVertical ? g.extraY : g.extraX
            return axisIndex <= extra.count ? extra[axisIndex - 1].ticks : []
        }
        return side.isVertical ? g.yTicks : g.xTicks
    }

    private func font(_ ctx: LayoutContext) -> Font { ctx.theme.labelFont }

    /// The gutter depth: widest label (capped at 220 pt) or line height, plus marks.
    public override func preferredLength(along axisDir: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        guard let axis = axis(ctx.plotFrame), axis.showsLabels || axis.showsTickMarks else { return 0 }
        let marks = ctx.px(tickLength + labelGap)
        guard axis.showsLabels else { return ctx.px(tickLength) }
        let f = font(ctx)
        if side.isVertical {
            var w = 0.0
            for t in ticks(ctx.plotFrame) { w = max(w, ctx.measurer.size(t.label, font: f).width) }
            return min(ctx.px(220), w) + marks + ctx.px(2)
        }
        let t = ticks(ctx.plotFrame)
        if rotates(ctx, t) {
            var w = 0.0
            for tick in t { w = max(w, ctx.measurer.size(tick.label, font: f).width) }
            return min(ctx.px(maxRotatedLength), w) + marks + ctx.px(2)
        }
        return ctx.measurer.metrics(f).lineHeight + marks
    }

    /// Whether category labels are drawn reading upward: when that shows at least twice as many
    /// of them as thinning them side by side does (a turned label needs only a line's height).
    private func rotates(_ ctx: LayoutContext, _ ticks: [Tick]) -> Bool {
        guard !side.isVertical, ticks.count > 1, ticks.allSatisfy({ $0.band != nil }) else { return false }
        let f = font(ctx)
        let h = ctx.measurer.metrics(f).lineHeight
        let across = ticks.map { t in
            let w = ctx.measurer.size(t.label, font: f).width
            return Rect(x: t.position - w / 2, y: 0, width: w, height: 1)
        }
        let upright = ticks.map { Rect(x: $0.position - h / 2, y: 0, width: h, height: 1) }
        return 2 * Self.thinningStride(upright, vertical: false, gap: ctx.px(2))
            <= Self.thinningStride(across, vertical: false, gap: ctx.px(8))
    }

    /// Rectangles of each label along the axis before thinning, into `out` (emptied first).
    private func labelRects(_ ctx: LayoutContext, _ ticks: [Tick], alignment: LabelAlignment, into out: inout [Rect]) {
        let f = font(ctx)
        let c = frame
        let off = ctx.px(tickLength + labelGap)
        out.removeAll(keepingCapacity: true)
        for (i, t) in ticks.enumerated() { out.append(rect(i, t)) }
        func rect(_ i: Int, _ t: Tick) -> Rect {
            let s = ctx.measurer.size(t.label, font: f)
            let first = i == 0, last = i == ticks.count - 1
            let edge = alignment == .centerLeftRight && ticks.count > 1
            if side.isVertical {
                // Ticks run bottom to top on a value axis; "first" is the lowest on screen for numbers.
                var y = t.position - s.height / 2
                if edge, let band = t.band {
                    if first { y = band.lowerBound } else if last { y = band.upperBound - s.height }
                } else if edge {
                    if first { y = t.position - s.height } else if last { y = t.position }
                }
                let x = side == .left ? c.maxX - off - s.width : c.minX + off
                return Rect(x: x, y: y, width: s.width, height: s.height)
            }
            var x = t.position - s.width / 2
            if edge {
                if first { x = t.band?.lowerBound ?? t.position } else if last { x = (t.band?.upperBound ?? t.position) - s.width }
            }
            let y = side == .bottom ? c.minY + off : c.maxY - off - s.height
            return Rect(x: x, y: y, width: s.width, height: s.height)
        }
    }

    /// The smallest stride k such that keeping every k-th label leaves no overlaps.
    static func thinningStride(_ rects: [Rect], vertical: Bool, gap: Double) -> Int {
        guard rects.count > 1 else { return 1 }
        for k in 1...rects.count {
            var ok = true
            var i = 0
            while i + k < rects.count {
                let a = rects[i], b = rects[i + k]
                let overlap = vertical
                    ? !(a.maxY + gap <= b.minY || b.maxY + gap <= a.minY)
                    : !(a.maxX + gap <= b.minX || b.maxX + gap <= a.minX)
                if overlap { ok = false; break }
                i += k
            }
            if ok { return k }
        }
        return rects.count
    }

    /// Draws tick marks and the labels that fit, truncating long vertical ones.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let chart = ctx.plotFrame, let axis = axis(chart) else { return }
        let t = ticks(chart)
        let theme = ctx.theme
        let tl = ctx.px(tickLength)
        let f0 = frame
        if axis.showsTickMarks {
            // Marks hang from the gutter edge facing the plot (an axis line joins them for additional axes).
            for tick in t {
                switch side {
                case .left: ctx.list.hairline(from: Point(f0.maxX - tl, tick.position), to: Point(f0.maxX, tick.position), color: theme.axis)
                case .right: ctx.list.hairline(from: Point(f0.minX, tick.position), to: Point(f0.minX + tl, tick.position), color: theme.axis)
                case .bottom: ctx.list.hairline(from: Point(tick.position, f0.minY), to: Point(tick.position, f0.minY + tl), color: theme.axis)
                case .top: ctx.list.hairline(from: Point(tick.position, f0.maxY - tl), to: Point(tick.position, f0.maxY), color: theme.axis)
                }
            }
            if axisIndex > 0 {
                let plot = chart.geometry.plot
                switch side {
                case .left: ctx.list.hairline(from: Point(f0.maxX - 0.5, plot.minY), to: Point(f0.maxX - 0.5, plot.maxY), color: theme.axis)
                case .right: ctx.list.hairline(from: Point(f0.minX + 0.5, plot.minY), to: Point(f0.minX + 0.5, plot.maxY), color: theme.axis)
                case .bottom: ctx.list.hairline(from: Point(plot.minX, f0.minY + 0.5), to: Point(plot.maxX, f0.minY + 0.5), color: theme.axis)
                case .top: ctx.list.hairline(from: Point(plot.minX, f0.maxY - 0.5), to: Point(plot.maxX, f0.maxY - 0.5), color: theme.axis)
                }
            }
        }
        guard axis.showsLabels, !t.isEmpty else { return }
        // The rectangles' storage is kept from frame to frame.
        var rects = rectScratch
        rectScratch = []
        defer { rectScratch = rects }
        let color = chart.style.labelColor(theme)
        if rotates(ctx.layout, t) { return drawUpright(&ctx, chart, t, color: color, into: &rects) }
        labelRects(ctx.layout, t, alignment: axis.labelAlignment, into: &rects)
        let stride = Self.thinningStride(rects, vertical: side.isVertical, gap: ctx.px(side.isVertical ? 2 : 8))
        let f = font(ctx.layout)
        // The crosshair's tag stands in for the labels it would cover.
        let tag = coveringTag(chart, ctx.layout)
        var i = 0
        while i < t.count {
            defer { i += stride }
            if let tag, rects[i].intersects(tag) { continue }
            var r = rects[i]
            if side.isVertical, r.width > frame.width { r.origin.x = side == .left ? frame.minX : r.minX }
            let label = side.isVertical ? ctx.measurer.truncate(t[i].label, font: f, width: max(0, frame.width - ctx.px(tickLength + labelGap)))
                                        : t[i].label
            ctx.list.text(label, at: r.origin, anchor: .topLeft, font: f, color: color, measurer: ctx.measurer)
        }
    }

    /// The box of the crosshair tag in this gutter (the primary axis's, left or bottom), if one shows.
    private func coveringTag(_ f: PlotFrame, _ ctx: LayoutContext) -> Rect? {
        guard axisIndex == 0, f.crosshair != nil, side == .left || side == .bottom else { return nil }
        let tags = CrosshairTags(f, ctx)
        return (side == .left ? tags.y : tags.x)?.box
    }

    /// Category labels reading upward, each centred on its tick, their ends toward the plot; thinned
    /// when even a line's height each does not fit.
    private func drawUpright(_ ctx: inout RenderContext, _ chart: PlotFrame, _ t: [Tick], color: Color, into rects: inout [Rect]) {
        let f = font(ctx.layout)
        let h = ctx.measurer.metrics(f).lineHeight
        let off = ctx.px(tickLength + labelGap)
        let cap = min(ctx.px(maxRotatedLength), max(0, frame.height - off))
        rects.removeAll(keepingCapacity: true)
        for tick in t { rects.append(Rect(x: tick.position - h / 2, y: 0, width: h, height: 1)) }
        let stride = Self.thinningStride(rects, vertical: false, gap: ctx.px(2))
        let tag = coveringTag(chart, ctx.layout)
        var i = 0
        while i < t.count {
            defer { i += stride }
            if let tag, tag.minX < t[i].position + h / 2, t[i].position - h / 2 < tag.maxX { continue }
            let label = ctx.measurer.truncate(t[i].label, font: f, width: cap)
            let w = ctx.measurer.size(label, font: f).width
            // Turned a quarter anticlockwise about its top-left corner, the run goes up from there.
            let y = side == .bottom ? frame.minY + off + w : frame.maxY - off
            ctx.list.text(label, at: Point(t[i].position - h / 2, y), anchor: .topLeft, font: f, color: color,
                          measurer: ctx.measurer, angle: -Double.pi / 2)
        }
    }
}
