import ChartCore

/// The name of a column being dragged, drawn at the pointer.
public final class DragGhostView: Widget {
    /// The text carried, and where the pointer is; nil draws nothing.
    public var label: (text: String, at: Point)? { didSet { setNeedsDisplay() } }

    /// A ghost that shows nothing yet.
    public init() {
        super.init(id: "dragGhost")
        isHitTestable = false
    }

    /// Takes no space in a stack.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// Draws the carried name in a chip beside the pointer.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let l = label else { return }
        let f = Font(size: ctx.theme.labelFont.size, weight: .bold)
        let s = ctx.measurer.size(l.text, font: f)
        let pad = ctx.px(6)
        let box = Rect(x: l.at.x + ctx.px(12), y: l.at.y + ctx.px(8), width: s.width + 2 * pad, height: s.height + pad)
        ctx.list.fillRect(box, cornerRadius: ctx.px(4), paint: .solid(ctx.theme.palette[0].withAlpha(0.92)))
        ctx.list.text(l.text, at: Point(box.minX + pad, box.midY), anchor: .left, font: f, color: .white, measurer: ctx.measurer)
    }
}
