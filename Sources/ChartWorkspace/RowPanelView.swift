import ChartCore

/// A column at the plots' right: every column of one row of a wide table, its name above its
/// value, from `firstEntry` on (the workspace scrolls it with the wheel). The app fills it when
/// a point is selected and hides it when none is; it only draws.
public final class RowPanelView: Widget {
    /// The line at the top, e.g. "row 14 · 40 columns".
    public var caption = "" { didSet { if caption != oldValue { setNeedsDisplay() } } }
    /// The row's columns: a name and its value as text, in the file's order.
    public var entries: [(name: String, value: String)] = [] {
        didSet {
            // The same columns again (the file reloaded): the panel stays where it was scrolled.
            if entries.map(\.name) != oldValue.map(\.name) { firstEntry = 0 }
            setNeedsDisplay()
        }
    }
    /// The first entry shown (the ones before it are scrolled away).
    public private(set) var firstEntry = 0
    /// How many entries fit at the last draw.
    public private(set) var entriesShown = 0

    /// A hidden, empty panel.
    public init() {
        super.init(id: "rowPanel")
        isHidden = true
        isHitTestable = false
        padding = Insets(top: 8, left: 12, bottom: 8, right: 10)
    }

    /// Shows `entries` under `caption`: from the first one, or where the panel was scrolled when
    /// the columns are the same (another row, or the file reloaded).
    public func show(_ caption: String, _ entries: [(name: String, value: String)]) {
        self.caption = caption
        self.entries = entries
        if isHidden { isHidden = false; parent?.setNeedsLayout() }
    }

    /// Hides the panel.
    public func hide() {
        guard !isHidden else { return }
        isHidden = true
        entries = []
        parent?.setNeedsLayout()
    }

    /// Scrolls by `lines` entries (positive: further down), within the entries.
    public func scroll(by lines: Int) {
        let last = max(0, entries.count - max(1, entriesShown))
        let next = max(0, min(firstEntry + lines, last))
        guard next != firstEntry else { return }
        firstEntry = next
        setNeedsDisplay()
    }

    /// The panel's width for a workspace `width` wide: about 300 points, never more than a third.
    public func preferredWidth(in width: Double, _ ctx: LayoutContext) -> Double {
        min(ctx.px(300), width / 3)
    }

    /// Draws the caption, then each entry as its name (muted) over its value, as many as fit.
    public override func drawContent(_ ctx: inout RenderContext) {
        let f = ctx.theme.labelFont, bold = Font(size: f.size, weight: .bold)
        let lh = ctx.measurer.metrics(f).lineHeight
        ctx.list.fillRect(frame, paint: .solid(ctx.theme.background))
        ctx.list.fillRect(frame, paint: .solid(ctx.theme.text.withAlpha(0.04)))
        ctx.list.hairline(from: Point(frame.minX + 0.5, frame.minY), to: Point(frame.minX + 0.5, frame.maxY), color: ctx.theme.text.withAlpha(0.2))
        let c = contentFrame(ctx.layout)
        ctx.list.text(ctx.measurer.truncate(caption, font: bold, width: c.width), at: Point(c.minX, c.minY), anchor: .topLeft,
                      font: bold, color: ctx.theme.text, measurer: ctx.measurer)
        // Each entry takes two lines and a small gap; the last line says what is below.
        let step = lh * 2 + ctx.px(4)
        let top = c.minY + lh * 1.5
        let room = max(0, Int((c.maxY - top - lh) / step))
        let first = min(firstEntry, max(0, entries.count - 1))
        let shown = entries.dropFirst(first).prefix(room)
        entriesShown = max(1, room)
        var y = top
        for e in shown {
            ctx.list.text(ctx.measurer.truncate(e.name, font: f, width: c.width), at: Point(c.minX, y), anchor: .topLeft,
                          font: f, color: ctx.theme.text.withAlpha(0.6), measurer: ctx.measurer)
            let value = e.value.isEmpty ? "(empty)" : e.value
            ctx.list.text(ctx.measurer.truncate(value, font: bold, width: c.width), at: Point(c.minX, y + lh), anchor: .topLeft,
                          font: bold, color: ctx.theme.text.withAlpha(e.value.isEmpty ? 0.4 : 1), measurer: ctx.measurer)
            y += step
        }
        let below = entries.count - first - shown.count
        if below > 0 || first > 0 {
            let note = below > 0 ? "… \(below) more below (scroll)" : "… \(first) more above (scroll)"
            ctx.list.text(note, at: Point(c.minX, c.maxY), anchor: .bottomLeft, font: f, color: ctx.theme.text.withAlpha(0.6), measurer: ctx.measurer)
        }
    }
}
