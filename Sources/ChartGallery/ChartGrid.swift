import ChartCore

/// Draws several charts as tiles in a grid over its parent chart: small multiples and the
/// gallery's overview of thumbnails. Each tile is a chart rendered at a reduced scale.
public final class ChartGrid: Widget {
    var charts: [ChartView]
    var captions: [String]
    var columns: Int
    /// Points per tile point: 0.5 draws tiles at half size (text included).
    var tileScale: Double
    /// Draw an opaque background first (the grid covers the chart beneath).
    var coversParent = true
    /// The tile drawn with a highlighted border, if any.
    public var highlighted: Int?
    /// Called with the index of a tile that was clicked (a tap recognizer on the grid).
    public var onSelectTile: ((Int) -> Void)?
    /// The device scale of the last draw, to find tiles under a tap.
    private var lastScale = 1.0

    init(charts: [ChartView], captions: [String] = [], columns: Int, tileScale: Double) {
        self.charts = charts
        self.captions = captions
        self.columns = max(1, columns)
        self.tileScale = tileScale
        super.init(id: "chartGrid")
        addGestureRecognizer(TapRecognizer { [unowned self] r in
            if let i = self.tile(at: r.location, scale: self.lastScale) { self.onSelectTile?(i) }
        })
    }

    /// Tile frames for the current frame.
    func tiles(_ scale: Double) -> [Rect] {
        let f = frame.insetBy(12 * scale)
        let rows = max(1, (charts.count + columns - 1) / columns)
        let gap = 10 * scale
        let caption = captions.isEmpty ? 0 : 18 * scale
        let w = (f.width - gap * Double(columns - 1)) / Double(columns)
        let h = (f.height - gap * Double(rows - 1)) / Double(rows)
        return charts.indices.map { i in
            Rect(x: f.minX + Double(i % columns) * (w + gap), y: f.minY + Double(i / columns) * (h + gap),
                 width: max(1, w), height: max(1, h - caption))
        }
    }

    /// The tile under `p`, if any.
    func tile(at p: Point, scale: Double) -> Int? {
        tiles(scale).firstIndex { $0.contains(p) }
    }

    /// Draws each chart as a scaled-down tile with its caption.
    public override func drawContent(_ ctx: inout RenderContext) {
        lastScale = ctx.scale
        if coversParent { ctx.list.addSolidRect(frame, color: ctx.theme.background) }
        let rects = tiles(ctx.scale)
        var tile = DrawList()
        for (i, r) in rects.enumerated() {
            let chart = charts[i]
            chart.theme = ctx.theme
            chart.render(into: &tile, size: r.size, glyphs: ctx.measurer.source, scale: ctx.scale * tileScale)
            ctx.list.addSolidRect(r, color: ctx.theme.background)
            ctx.list.append(tile, offset: r.origin, clip: r)
            let border = i == highlighted ? ctx.theme.palette[0] : ctx.theme.grid
            ctx.list.strokeRect(r.insetBy(-0.5), style: StrokeStyle(width: i == highlighted ? ctx.px(2) : 1), paint: .solid(border))
            if i < captions.count {
                let caption = ctx.measurer.truncate(captions[i], font: ctx.theme.labelFont, width: r.width)
                ctx.list.text(caption, at: Point(r.midX, r.maxY + ctx.px(3)), anchor: .top, font: ctx.theme.labelFont,
                              color: ctx.theme.secondaryText, measurer: ctx.measurer)
            }
        }
    }
}
