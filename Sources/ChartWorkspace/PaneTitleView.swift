import ChartCore

/// A plot's title bar: its name, whether its x follows the other plots, and a close button.
/// It only draws; the workspace answers clicks on it.
public final class PaneTitleView: Widget {
    /// The plot's name.
    public var title = "" { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// The plot takes clicked columns (drawn with an accent).
    public var isCurrent = false { didSet { if isCurrent != oldValue { setNeedsDisplay() } } }
    /// Whether the plot's x range follows the others; nil when it cannot (x of another kind).
    public var isLinked: Bool? { didSet { if isLinked != oldValue { setNeedsDisplay() } } }
    /// The plot fills the workspace.
    public var isMaximized = false { didSet { if isMaximized != oldValue { setNeedsDisplay() } } }

    /// An empty title bar.
    public init() {
        super.init(id: "paneTitle")
        padding = Insets(top: 3, left: 10, bottom: 3, right: 6)
    }

    /// One line of label text.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        ctx.measurer.metrics(ctx.theme.labelFont).lineHeight + ctx.px(padding.top + padding.bottom)
    }

    /// The close button's frame (the last layout's).
    public func closeFrame(_ scale: Double) -> Rect {
        let s = frame.height
        return Rect(x: frame.maxX - s - 2 * scale, y: frame.minY, width: s, height: s)
    }

    /// The link toggle's frame, left of the close button.
    public func linkFrame(_ scale: Double) -> Rect {
        let c = closeFrame(scale)
        return Rect(x: c.minX - 56 * scale, y: frame.minY, width: 54 * scale, height: frame.height)
    }

    /// Draws the accent, title, link state and close mark.
    public override func drawContent(_ ctx: inout RenderContext) {
        let f = ctx.theme.labelFont
        let bold = Font(size: f.size, weight: .bold)
        ctx.list.addSolidRect(frame, color: ctx.theme.grid.withAlpha(isCurrent ? 0.9 : 0.45))
        if isCurrent {
            ctx.list.addSolidRect(Rect(x: frame.minX, y: frame.minY, width: ctx.px(3), height: frame.height), color: ctx.theme.palette[0])
        }
        let c = contentFrame(ctx.layout)
        let link = linkFrame(ctx.scale), close = closeFrame(ctx.scale)
        let name = title + (isMaximized ? "  (maximised: double-click to restore)" : "")
        let shown = ctx.measurer.truncate(name, font: bold, width: max(0, link.minX - c.minX - ctx.px(8)))
        ctx.list.text(shown, at: Point(c.minX, c.midY), anchor: .left, font: bold, color: ctx.theme.text, measurer: ctx.measurer)
        if let l = isLinked {
            ctx.list.text(l ? "linked" : "unlinked", at: Point(link.maxX - ctx.px(4), c.midY), anchor: TextAnchor(x: 1, y: 0.5), font: f,
                          color: l ? ctx.theme.secondaryText : ctx.theme.falling, measurer: ctx.measurer)
        }
        ctx.list.text("×", at: Point(close.midX, close.midY), anchor: .center, font: bold, color: ctx.theme.secondaryText,
                      measurer: ctx.measurer)
    }
}
