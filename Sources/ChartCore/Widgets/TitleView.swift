/// A line of text centred in its frame: the chart title, or any caption an app adds.
public final class TitleView: Widget {
    /// The title text; nil or empty hides it and it takes no space.
    public var text: String?
    /// Font override (default: the theme's title font).
    public var font: Font?
    /// Colour override (default: the style's title colour).
    public var color: Color?

    /// Creates a title view with id "title".
    public init(text: String? = nil) {
        self.text = text
        super.init(id: "title")
        padding = Insets(top: 2, bottom: 4)
    }

    /// The text height plus padding (or its width horizontally); 0 when empty.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        let f = font ?? ctx.theme.titleFont
        let s = ctx.measurer.size(text, font: f)
        return axis == .vertical ? s.height + ctx.px(padding.top + padding.bottom) : s.width
    }

    /// Draws the text centred in the content frame, truncated to its width.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let text, !text.isEmpty else { return }
        let f = font ?? ctx.theme.titleFont
        let c = contentFrame(ctx.layout)
        let chart = ctx.plotFrame
        let col = color ?? chart?.style.titleColor(ctx.theme) ?? ctx.theme.text
        let shown = ctx.measurer.truncate(text, font: f, width: c.width)
        ctx.list.text(shown, at: Point(c.midX, c.midY), anchor: .center, font: f, color: col, measurer: ctx.measurer)
    }
}
