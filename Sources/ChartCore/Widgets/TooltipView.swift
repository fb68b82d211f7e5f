/// A bubble with a few lines of text pointing at a spot, kept inside its frame.
///
/// Add it to `ChartView.plotRegion` (an overlay region) and set `anchor` and `lines` from the
/// delegate's selection events, as JBChartView's demo does with its tooltip.
public final class TooltipView: Widget {
    /// The point the bubble points at (device pixels), or nil to hide it.
    public var anchor: Point? { didSet { setNeedsDisplay() } }
    /// Where the anchor is now, asked at each draw while `anchor` is set (so the bubble follows its
    /// point when the layout moves it); nil: `anchor` as it was set.
    public var liveAnchor: (() -> Point?)?
    /// The lines of text, first one in bold; empty hides the bubble.
    public var lines: [String] = [] { didSet { setNeedsDisplay() } }

    /// Creates an empty tooltip that fills its region, ignores hits and draws nothing until set.
    public override init(id: String? = "tooltip") {
        super.init(id: id)
        isHitTestable = false
        length = .relative(1)
    }

    /// Always 0: the tooltip floats over its region and takes no space.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// Draws the bubble above `anchor` (below when there is no room), kept in the frame.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let set = anchor, !lines.isEmpty else { return }
        let a = liveAnchor?() ?? set
        let f = ctx.theme.labelFont
        let bold = Font(size: f.size, weight: .bold)
        let sizes = lines.enumerated().map { ctx.measurer.size($0.element, font: $0.offset == 0 ? bold : f) }
        let pad = ctx.px(7), gap = ctx.px(2)
        let w = (sizes.map(\.width).max() ?? 0) + 2 * pad
        let h = sizes.map(\.height).reduce(0, +) + gap * Double(max(0, lines.count - 1)) + 2 * pad
        let off = ctx.px(12)
        var x = a.x - w / 2
        var y = a.y - off - h
        if y < frame.minY { y = a.y + off }
        x = min(max(x, frame.minX + 2), frame.maxX - w - 2)
        y = min(max(y, frame.minY + 2), frame.maxY - h - 2)
        let box = Rect(x: x, y: y, width: w, height: h)
        let bg = ctx.theme.text.withAlpha(0.92)
        ctx.list.fillRect(Rect(x: box.minX + 1, y: box.minY + 2, width: w, height: h), cornerRadius: ctx.px(5),
                          paint: .solid(Color.black.withAlpha(0.15)))
        ctx.list.fillRect(box, cornerRadius: ctx.px(5), paint: .solid(bg))
        var ty = box.minY + pad
        for (i, line) in lines.enumerated() {
            ctx.list.text(line, at: Point(box.minX + pad, ty), font: i == 0 ? bold : f, color: ctx.theme.background,
                          measurer: ctx.measurer)
            ty += sizes[i].height + gap
        }
    }
}
