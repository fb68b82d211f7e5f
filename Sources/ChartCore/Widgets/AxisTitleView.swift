/// An axis title in a gutter; on the left or right it reads upward.
public final class AxisTitleView: Widget {
    /// The gutter the title sits in; left and right titles are drawn rotated.
    package let side: AxisLabelsView.Side
    /// The title text; nil or empty hides it and it takes no space.
    package var text: String?

    /// Creates a title for the gutter on `side`, with id "axisTitle-<side>".
    package init(side: AxisLabelsView.Side, text: String? = nil) {
        self.side = side
        self.text = text
        super.init(id: "axisTitle-\(side)")
        padding = side.isVertical ? Insets(left: 2, right: 4) : Insets(top: 2, bottom: 2)
    }

    /// The gutter depth: one line of title text plus padding; 0 when there is no text.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        let h = ctx.measurer.size(text, font: ctx.theme.axisTitleFont).height
        return h + (axis == .vertical ? ctx.px(padding.top + padding.bottom) : ctx.px(padding.left + padding.right))
    }

    /// Draws the title centred on the plot's span, truncated to fit it.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let text, !text.isEmpty else { return }
        let chart = ctx.plotFrame
        let col = chart?.style.axisTitleColor(ctx.theme) ?? ctx.theme.text
        let c = contentFrame(ctx.layout)
        let f = ctx.theme.axisTitleFont
        // Centre on the plot's span rather than the gutter's.
        let plot = chart?.geometry.plot ?? c
        if side.isVertical {
            let shown = ctx.measurer.truncate(text, font: f, width: plot.height)
            ctx.list.text(shown, at: Point(c.midX, plot.midY), anchor: .center, font: f, color: col,
                          measurer: ctx.measurer, angle: side == .left ? -Double.pi / 2 : Double.pi / 2)
        } else {
            let shown = ctx.measurer.truncate(text, font: f, width: plot.width)
            ctx.list.text(shown, at: Point(plot.midX, c.midY), anchor: .center, font: f, color: col, measurer: ctx.measurer)
        }
    }
}
