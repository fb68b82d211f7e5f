import ChartCore

/// A small table under the plots: a caption line, a header and rows of text, the first column
/// left-aligned and the rest right-aligned (numbers). The app fills it (the cursor readout and
/// statistics); it only draws.
public final class TablePanelView: Widget {
    /// The line above the table.
    public var caption = "" { didSet { if caption != oldValue { setNeedsLayout() } } }
    /// The column names.
    public var header: [String] = [] { didSet { if header != oldValue { setNeedsLayout() } } }
    /// The rows, each as many cells as the header.
    public var rows: [[String]] = [] { didSet { if rows != oldValue { setNeedsLayout() } } }
    /// At most this many rows show (the rest are summed up in the caption by the app).
    public var maximumRows = 8

    /// A hidden, empty panel.
    public init() {
        super.init(id: "tablePanel")
        isHidden = true
        isHitTestable = false
        padding = Insets(top: 4, left: 12, bottom: 4, right: 12)
    }

    /// The caption, the header and the rows shown, one line each.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        let lh = ctx.measurer.metrics(ctx.theme.labelFont).lineHeight
        return Double(2 + min(rows.count, maximumRows)) * lh + ctx.px(padding.top + padding.bottom)
    }

    /// Draws the panel's background, caption and table.
    public override func drawContent(_ ctx: inout RenderContext) {
        let f = ctx.theme.labelFont, bold = Font(size: f.size, weight: .bold)
        let lh = ctx.measurer.metrics(f).lineHeight
        ctx.list.fillRect(frame, paint: .solid(ctx.theme.text.withAlpha(0.05)))
        ctx.list.hairline(from: Point(frame.minX, frame.minY + 0.5), to: Point(frame.maxX, frame.minY + 0.5), color: ctx.theme.text.withAlpha(0.2))
        let c = contentFrame(ctx.layout)
        ctx.list.text(caption, at: Point(c.minX, c.minY), anchor: .topLeft, font: bold, color: ctx.theme.text, measurer: ctx.measurer)
        let shown = [header] + rows.prefix(maximumRows)
        guard !header.isEmpty else { return }
        // Column widths from their widest cell. The first (names) keeps at least 100 pt; columns
        // at the right end that do not fit are left out.
        let gap = ctx.px(14)
        var widths = header.indices.map { k in shown.map { $0.count > k ? ctx.measurer.size($0[k], font: bold).width : 0 }.max() ?? 0 }
        let nameMin = min(widths[0], ctx.px(100))
        while widths.count > 2, nameMin + widths.dropFirst().reduce(0, +) + gap * Double(widths.count - 1) > c.width {
            widths.removeLast()
        }
        let columns = widths.count
        let rest = widths.dropFirst().reduce(0, +) + gap * Double(columns - 1)
        widths[0] = max(0, min(widths[0], c.width - rest))
        for (r, row) in shown.enumerated() {
            let y = c.minY + Double(r + 1) * lh
            var x = c.minX
            for k in 0..<min(columns, row.count) {
                let font = r == 0 ? bold : f
                let color = r == 0 ? ctx.theme.text.withAlpha(0.7) : ctx.theme.text
                if k == 0 {
                    let text = ctx.measurer.truncate(row[k], font: font, width: widths[0])
                    ctx.list.text(text, at: Point(x, y), anchor: .topLeft, font: font, color: color, measurer: ctx.measurer)
                } else {
                    ctx.list.text(row[k], at: Point(x + widths[k], y), anchor: .topRight, font: font, color: color, measurer: ctx.measurer)
                }
                x += widths[k] + gap
            }
        }
    }
}
