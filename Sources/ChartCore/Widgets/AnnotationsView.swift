/// Draws a chart's reference lines and notes over its plot, from the chart's `PlotFrame`.
///
/// It handles no input: the chart adds, drags and removes the marks; this view only draws them
/// and remembers where each note's label went, so the chart can tell a click on it.
package final class AnnotationsView: Widget {
    /// Where each note's label was drawn last frame, by index into the annotations.
    package private(set) var labelBoxes: [Int: Rect] = [:]
    /// The note being typed (an index into the annotations), drawn with a caret.
    package var editingNote: Int? { didSet { if editingNote != oldValue { setNeedsDisplay() } } }

    /// A layer that covers the plot and is never hit.
    package override init(id: String? = "annotations") {
        super.init(id: id)
        isHitTestable = false
    }

    /// Takes no space in a stack: it covers the plot.
    package override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// Draws each line across the plot (its label at its end) and each note as a dot with its
    /// text in a box beside it, kept inside the plot.
    package override func drawContent(_ ctx: inout RenderContext) {
        labelBoxes = [:]
        guard let f = ctx.plotFrame, !f.annotations.isEmpty else { return }
        let g = f.geometry, plot = g.plot
        let ink = ctx.theme.text.withAlpha(0.75)
        let font = ctx.theme.labelFont
        let line = StrokeStyle(width: ctx.px(1.25), dash: [ctx.px(6), ctx.px(4)])
        ctx.list.pushClip(plot)
        for (i, a) in f.annotations.enumerated() where a.isFinite {
            switch a.kind {
            case .horizontal:
                let y = g.y.map(a.y).rounded(.down) + 0.5
                guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
                ctx.list.stroke([Point(plot.minX, y), Point(plot.maxX, y)], style: line, paint: .solid(ink))
                if !a.text.isEmpty {
                    ctx.list.text(a.text, at: Point(plot.maxX - ctx.px(4), y - ctx.px(2)), anchor: .bottomRight, font: font,
                                  color: ink, measurer: ctx.measurer)
                }
            case .vertical:
                let x = g.x.map(a.x).rounded(.down) + 0.5
                guard x >= plot.minX - 0.5, x <= plot.maxX + 0.5 else { continue }
                ctx.list.stroke([Point(x, plot.minY), Point(x, plot.maxY)], style: line, paint: .solid(ink))
                if !a.text.isEmpty {
                    ctx.list.text(a.text, at: Point(x + ctx.px(4), plot.minY + ctx.px(4)), anchor: .topLeft, font: font,
                                  color: ink, measurer: ctx.measurer)
                }
            case .note:
                drawNote(&ctx, i, a, Point(g.x.map(a.x), g.y.map(a.y)), plot)
            }
        }
        ctx.list.popClip()
    }

    /// A dot at the point and the text in a rounded box up and to the right of it (flipped to
    /// stay inside the plot), joined by a short leader.
    private func drawNote(_ ctx: inout RenderContext, _ i: Int, _ a: Annotation, _ p: Point, _ plot: Rect) {
        guard plot.insetBy(-8).contains(p) else { return }
        let font = ctx.theme.labelFont
        let text = a.text + (editingNote == i ? "▏" : "")
        let size = ctx.measurer.size(text.isEmpty ? " " : text, font: font)
        let pad = ctx.px(5), gap = ctx.px(10)
        var box = Rect(x: p.x + gap, y: p.y - gap - size.height - 2 * pad, width: size.width + 2 * pad, height: size.height + 2 * pad)
        if box.maxX > plot.maxX { box.origin.x = p.x - gap - box.width }
        if box.minY < plot.minY { box.origin.y = p.y + gap }
        box.origin.x = max(plot.minX, box.minX)
        let anchor = Point(box.minX > p.x ? box.minX : box.maxX, box.minY > p.y ? box.minY : box.maxY)
        ctx.list.stroke([p, anchor], style: StrokeStyle(width: ctx.px(1)), paint: .solid(ctx.theme.text.withAlpha(0.6)))
        ctx.list.fillCircle(center: p, radius: ctx.px(3.5), paint: .solid(ctx.theme.text))
        ctx.list.fillRect(box, cornerRadius: ctx.px(4), paint: .solid(ctx.theme.background.withAlpha(0.92)))
        ctx.list.strokeRect(box, style: StrokeStyle(width: ctx.px(1)), paint: .solid(ctx.theme.text.withAlpha(editingNote == i ? 0.9 : 0.45)))
        ctx.list.text(text, at: Point(box.minX + pad, box.minY + pad), anchor: .topLeft, font: font, color: ctx.theme.text,
                      measurer: ctx.measurer)
        labelBoxes[i] = box
    }
}
