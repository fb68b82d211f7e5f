/// A row of swatches and series names that wraps onto more lines when narrow.
///
/// A start every name shares up to a separator ("USW00094996 · TMAX", "USW00094996 · TMIN") is
/// said once, as the row's caption, and the entries read "TMAX", "TMIN". Past `maximumEntries`
/// the rest are summed up as "+N more", which a click opens into the full list (and closes).
public final class LegendView: Widget {
    /// Swatch size and spacing in points.
    public var swatch: Double = 10
    /// Horizontal gap between legend entries, in points.
    public var itemSpacing: Double = 16
    /// At most this many entries are listed; the rest are summed up as "+N more".
    public var maximumEntries = 40
    /// Every entry is listed ("+N more" was clicked; a click on "fewer" closes the list again).
    public var showsAllEntries = false
    /// The index `entryFrames` gives the caption (the names' shared start).
    static let captionIndex = Int.min
    /// The index `entryFrames` gives "fewer" (closes the full list).
    static let fewerIndex = Int.min + 1

    /// Creates an empty legend; it lists the series of the chart it is drawn in.
    public override init(id: String? = "legend") {
        super.init(id: id)
        padding = Insets(top: 2, bottom: 4)
    }

    /// Entry frames from the last draw, for hit-testing clicks.
    private var lastEntries: [(index: Int, frame: Rect)] = []
    /// The entry frames of the last draw (negative indices: the caption, "+N more", "fewer").
    var lastEntryFrames: [(index: Int, frame: Rect)] { lastEntries }

    /// The series index of the legend entry at `p`, if any.
    public func entry(at p: Point) -> Int? {
        lastEntries.first { $0.index >= 0 && $0.frame.insetBy(-3).contains(p) }?.index
    }

    /// Whether `p` is on "+N more" or "fewer" (a click there opens or closes the full list).
    public func isOnMoreOrFewer(_ p: Point) -> Bool {
        lastEntries.contains { ($0.index < 0 && $0.index != Self.captionIndex) && $0.frame.insetBy(-3).contains(p) }
    }

    /// The start every series name shares, up to and with a separator (" · ", ": ", " - ", " | ",
    /// "_", ".", "/" and the spaces after it), when there are two names or more, each goes on past
    /// it and it says something (four characters or more); else "". A space alone separates
    /// nothing: "Model A" and "Model B" keep their names.
    public static func sharedStart(_ names: [String]) -> String {
        guard names.count >= 2, let first = names.first else { return "" }
        var common = Array(first)
        for n in names.dropFirst() {
            let c = Array(n)
            var k = 0
            while k < min(common.count, c.count), common[k] == c[k] { k += 1 }
            common.removeLast(common.count - k)
        }
        // Back to the end of the last separator (with the spaces after it), which must leave
        // something of every name.
        var end = common.count
        while end > 0 {
            var k = end
            while k > 0, common[k - 1] == " " { k -= 1 }
            if k > 0, separators.contains(common[k - 1]), names.allSatisfy({ $0.count > end }) { break }
            end -= 1
        }
        let shared = String(common.prefix(end))
        return caption(shared).count >= 4 ? shared : ""
    }

    /// What ends a shared start.
    private static let separators: Set<Character> = [":", "·", "-", "—", "|", "_", ".", "/"]

    /// The text of the legend's caption for a shared start: the start without its separator.
    static func caption(_ shared: String) -> String {
        var s = Substring(shared)
        while let c = s.last, c == " " || separators.contains(c) { s.removeLast() }
        return String(s)
    }

    /// Each entry's frame for a given width: used for drawing and hit-testing.
    func entryFrames(width: Double, origin: Point, _ ctx: LayoutContext) -> [(index: Int, frame: Rect)] {
        guard let chart = ctx.plotFrame else { return [] }
        let f = ctx.theme.legendFont
        let lh = ctx.measurer.metrics(f).lineHeight
        let sw = ctx.px(swatch), gap = ctx.px(6), sp = ctx.px(itemSpacing)
        let shared = Self.sharedStart(chart.data.series.map(\.name))
        var rows: [[(Int, Double)]] = [[]]
        var x = 0.0
        func place(_ i: Int, _ w: Double) {
            if x > 0, x + w > width { rows.append([]); x = 0 }
            rows[rows.count - 1].append((i, w))
            x += w + sp
        }
        if !shared.isEmpty {
            place(Self.captionIndex, ctx.measurer.size(Self.caption(shared), font: Font(size: f.size, weight: .bold)).width)
        }
        let limit = showsAllEntries ? Int.max : maximumEntries
        for (i, s) in chart.data.series.enumerated().prefix(limit) {
            place(i, sw + gap + ctx.measurer.size(String(s.name.dropFirst(shared.count)), font: f).width)
        }
        let extra = chart.data.series.count - maximumEntries
        if extra > 0 {
            let more = showsAllEntries ? Self.fewerIndex : -extra
            place(more, ctx.measurer.size(showsAllEntries ? "fewer" : "+\(extra) more", font: f).width)
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
        let shared = Self.sharedStart(chart.data.series.map(\.name))
        for (i, r) in lastEntries {
            if i == Self.captionIndex {
                ctx.list.text(Self.caption(shared), at: Point(r.minX, r.midY), anchor: .left, font: Font(size: f.size, weight: .bold), color: color,
                              measurer: ctx.measurer)
                continue
            }
            if i < 0 {
                ctx.list.text(i == Self.fewerIndex ? "fewer" : "+\(-i) more", at: Point(r.minX, r.midY), anchor: .left,
                              font: f, color: color.fading(0.7), measurer: ctx.measurer)
                continue
            }
            let s = chart.data.series[i]
            let alpha = s.isVisible ? 1.0 : 0.35
            let sc = chart.color(ofSeries: i).fading(alpha)
            let sy = r.midY
            if s.kind == .line, let m = chart.marker(ofSeries: i), s.line.interpolation == .none {
                // Scatter: the marker itself.
                ctx.list.marker(m, at: Point(r.minX + sw / 2, sy), size: min(sw, ctx.px(s.line.markerSize)), paint: .solid(sc))
            } else if s.kind == .line || s.kind == .radar {
                ctx.list.stroke([Point(r.minX, sy), Point(r.minX + sw, sy)],
                                style: StrokeStyle(width: ctx.px(max(1.5, min(3, s.line.width))), cap: .round, dash: chart.dash(ofSeries: i).map { ctx.px($0) / 2 }),
                                paint: .solid(sc))
            } else {
                ctx.list.fillRect(Rect(x: r.minX, y: sy - sw / 2, width: sw, height: sw), cornerRadius: ctx.px(2), paint: .solid(sc))
            }
            ctx.list.text(String(s.name.dropFirst(shared.count)), at: Point(r.minX + sw + ctx.px(6), sy), anchor: .left, font: f,
                          color: color.fading(alpha), measurer: ctx.measurer)
        }
    }
}
