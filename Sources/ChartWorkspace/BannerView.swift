import ChartCore

/// A strip across the top of the plots, below the first pane's title bar, with a message: a parse
/// error (red), waiting or loading (neutral).
public final class BannerView: Widget {
    /// How a message reads: an error (red) or news (neutral).
    public enum Tone { case error, info }
    /// The message shown (nil or empty: nothing).
    public var message: String? { didSet { if message != oldValue { setNeedsDisplay() } } }
    /// The message's tone.
    public var tone: Tone = .info

    /// An empty banner.
    public init() {
        super.init(id: "banner")
        isHitTestable = false
        length = .relative(1)
    }

    override public func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    override public func drawContent(_ ctx: inout RenderContext) {
        guard let m = message, !m.isEmpty else { return }
        let f = ctx.theme.labelFont
        let pad = ctx.px(8)
        let text = ctx.measurer.truncate(m, font: f, width: frame.width - 4 * pad)
        let s = ctx.measurer.size(text, font: f)
        // Below the first pane's title bar (a line of label text and its padding), which it would hide.
        let titleBar = ctx.measurer.metrics(f).lineHeight + ctx.px(6)
        let box = Rect(x: frame.minX + pad, y: frame.minY + titleBar + pad, width: min(frame.width - 2 * pad, s.width + 2 * pad),
                       height: s.height + pad)
        let bg = tone == .error ? Color(hex: 0xB42318, alpha: 0.94) : ctx.theme.text.withAlpha(0.85)
        ctx.list.fillRect(box, cornerRadius: ctx.px(4), paint: .solid(bg))
        ctx.list.text(text, at: Point(box.minX + pad, box.midY), anchor: .left, font: f,
                      color: tone == .error ? .white : ctx.theme.background, measurer: ctx.measurer)
    }
}
