import ChartCore

/// The workspace's plots, stacked (or side by side) by a `StackLayout`, with dividers between.
public final class PlotStackView: Widget {
    /// Where the plots go; changing it lays the stack out again.
    public var layout = StackLayout() { didSet { if layout != oldValue { setNeedsLayout() } } }
    /// Whether a divider is being dragged (drawn highlighted).
    public var activeDivider: Int? { didSet { if activeDivider != oldValue { setNeedsDisplay() } } }
    /// Where a dropped column would make a new plot (drawn as a line), or nil.
    public var insertionMarker: Int? { didSet { if insertionMarker != oldValue { setNeedsDisplay() } } }

    /// An empty stack.
    public init() {
        super.init(id: "plots")
        isHitTestable = true
    }

    /// The panes, in order.
    public var panes: [PlotPaneView] { children.compactMap { $0 as? PlotPaneView } }

    /// Places the panes by the layout (a pane without a share gets an equal one).
    public override func layoutChildren(_ ctx: LayoutContext) {
        let panes = self.panes
        if layout.shares.count != panes.count { layout = StackLayout(count: panes.count, axis: layout.axis) }
        var l = layout
        l.gap = ctx.px(6)
        l.minimum = ctx.px(60)
        let frames = l.frames(in: frame)
        for (p, r) in zip(panes, frames) {
            p.isHidden = r.isEmpty
            p.layout(in: r, ctx)
        }
        // Stacked plots line up: every chart's gutters as wide as the widest one's labels ask, so
        // their plots (and x axes, and cursors) start and end at the same place. Laid out again
        // only when that changed.
        let shown = panes.filter { !$0.isHidden }.map(\.chart)
        let aligned = l.axis == .horizontal || shown.count < 2 ? GutterWidths()
            : GutterWidths(left: shown.map(\.naturalGutterWidths.left).max() ?? 0, right: shown.map(\.naturalGutterWidths.right).max() ?? 0)
        var changed = false
        for c in panes.map(\.chart) where c.minimumGutterWidths != aligned {
            c.minimumGutterWidths = aligned
            changed = true
        }
        if changed { for (p, r) in zip(panes, frames) where !r.isEmpty { p.layout(in: r, ctx) } }
    }

    /// The dividers' frames in pixels (for dragging).
    public func dividerFrames(_ scale: Double) -> [Rect] {
        var l = layout
        l.gap = 6 * scale
        return l.dividers(in: frame)
    }

    /// Draws the dividers and the insertion marker.
    public override func drawContent(_ ctx: inout RenderContext) {
        var l = layout
        l.gap = ctx.px(6)
        for (i, d) in l.dividers(in: frame).enumerated() {
            let line = l.axis == .horizontal ? Rect(x: d.midX - ctx.px(0.5), y: d.minY, width: ctx.px(1), height: d.height)
                                              : Rect(x: d.minX, y: d.midY - ctx.px(0.5), width: d.width, height: ctx.px(1))
            ctx.list.addSolidRect(i == activeDivider ? d : line, color: i == activeDivider ? ctx.theme.axis.withAlpha(0.5) : ctx.theme.grid)
        }
    }

    /// Draws the place a dropped column would make a new plot.
    public override func drawOverlay(_ ctx: inout RenderContext) {
        guard let m = insertionMarker else { return }
        var l = layout
        l.gap = ctx.px(6)
        let f = l.frames(in: frame)
        let vertical = l.axis != .horizontal
        let at: Double
        if f.isEmpty { at = vertical ? frame.midY : frame.midX } else if m >= f.count {
            at = vertical ? f[f.count - 1].maxY - ctx.px(3) : f[f.count - 1].maxX - ctx.px(3)
        } else {
            at = vertical ? max(frame.minY, f[m].minY - ctx.px(3)) : max(frame.minX, f[m].minX - ctx.px(3))
        }
        let bar = vertical ? Rect(x: frame.minX, y: at, width: frame.width, height: ctx.px(4))
                           : Rect(x: at, y: frame.minY, width: ctx.px(4), height: frame.height)
        ctx.list.addSolidRect(bar, color: ctx.theme.palette[0])
    }
}
