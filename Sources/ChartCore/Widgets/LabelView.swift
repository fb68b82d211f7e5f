/// A one-line text widget (a status line, a caption) an app can put in any region.
public final class LabelView: Widget {
    /// The text shown; changing it schedules a redraw.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// Font override (default: the theme's label font).
    public var font: Font?
    /// Colour override (default: the theme's secondary text colour).
    public var color: Color?
    /// 0 = left, 0.5 = centre, 1 = right.
    public var alignment: Double = 0

    /// Creates a label that ignores hits (clicks go to the widgets beneath).
    public init(id: String? = nil, text: String = "") {
        self.text = text
        super.init(id: id)
        padding = Insets(top: 2, bottom: 2)
        isHitTestable = false
    }

    /// The text's height (or width) plus padding; keeps one line even when empty.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        let s = ctx.measurer.size(text.isEmpty ? " " : text, font: font ?? ctx.theme.labelFont)
        return axis == .vertical ? s.height + ctx.px(padding.top + padding.bottom) : s.width + ctx.px(padding.left + padding.right)
    }

    /// Draws the text at `alignment` across the content frame, truncated to fit.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard !text.isEmpty else { return }
        let c = contentFrame(ctx.layout)
        let f = font ?? ctx.theme.labelFont
        let shown = ctx.measurer.truncate(text, font: f, width: c.width)
        ctx.list.text(shown, at: Point(c.minX + c.width * alignment, c.midY), anchor: TextAnchor(x: alignment, y: 0.5),
                      font: f, color: color ?? ctx.theme.secondaryText, measurer: ctx.measurer)
    }
}
