import ChartCore

/// Shows a `ContextMenu` over the workspace and turns keys and clicks into its moves: ↑ ↓ (and
/// Tab) move the highlight, Enter or a click chooses, Escape or a click elsewhere closes.
public final class ContextMenuView: Widget {
    /// The menu shown (nil: hidden).
    public var menu: ContextMenu? {
        didSet {
            isHidden = menu == nil
            rows = []
            setNeedsLayout()
        }
    }
    /// The menu closed (chosen or not); the app hands the keys back.
    public var onClose: (() -> Void)?
    /// Each item's box as last drawn (for clicks), by item.
    public private(set) var rows: [Rect] = []
    /// The menu's box as last drawn.
    private var box = Rect.zero

    /// A hidden menu view covering its parent.
    public init() {
        super.init(id: "context-menu")
        isHidden = true
        length = .relative(1)
    }

    /// While shown, the menu takes every key and click.
    public override func respond(to event: InputEvent) -> Bool {
        guard menu != nil else { return false }
        switch event {
        case .key(.down, _, _), .key(.tab, [], _): menu?.move(1)
        case .key(.up, _, _), .key(.tab, .shift, _): menu?.move(-1)
        case .key(.enter, _, _), .key(.space, _, _): choose()
        case .key(.escape, _, _): close()
        case .key, .text: break
        case .pointerMoved(let p, _, _, _):
            if let i = rows.firstIndex(where: { $0.contains(p) }), menu?.items[i].isEnabled == true { menu?.highlighted = i }
        case .pointerDown(_, let p, _, _):
            if !box.contains(p) { close() }
        case .pointerUp(.left, let p, _, _):
            if let i = rows.firstIndex(where: { $0.contains(p) }) {
                guard menu?.items[i].isEnabled == true else { return true }
                menu?.highlighted = i
                choose()
            }
        default: break
        }
        setNeedsDisplay()
        return true
    }

    /// Closes the menu and runs the highlighted item's action.
    private func choose() {
        guard let action = menu?.chosen else { return }
        close()
        action()
    }

    /// Hides the menu.
    public func close() {
        menu = nil
        onClose?()
    }

    /// Takes no room: it floats over the workspace.
    public override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// The title, then one row per item, its key at the right; kept inside the window.
    public override func drawContent(_ ctx: inout RenderContext) {
        guard let m = menu else { return }
        let f = ctx.theme.labelFont
        let bold = Font(size: f.size, weight: .bold)
        let pad = ctx.px(8), gap = ctx.px(24)
        let lh = ctx.measurer.metrics(f).lineHeight * 1.45
        let titleW = ctx.measurer.size(m.title, font: bold).width
        let textW = m.items.map { ctx.measurer.size($0.title, font: f).width }.max() ?? 0
        let keyW = m.items.map { ctx.measurer.size($0.key, font: f).width }.max() ?? 0
        let w = max(titleW, textW + gap + keyW) + 2 * pad
        let h = lh * Double(m.items.count + 1) + pad
        var x = m.origin.x, y = m.origin.y
        if x + w > frame.maxX - 2 { x = max(frame.minX + 2, m.origin.x - w) }
        if y + h > frame.maxY - 2 { y = max(frame.minY + 2, frame.maxY - 2 - h) }
        box = Rect(x: x, y: y, width: w, height: h)
        let ink = ctx.theme.text, paper = ctx.theme.background
        ctx.list.fillRect(Rect(x: box.minX + 1, y: box.minY + 2, width: w, height: h), cornerRadius: ctx.px(5),
                          paint: .solid(Color.black.withAlpha(0.18)))
        ctx.list.fillRect(box, cornerRadius: ctx.px(5), paint: .solid(paper))
        ctx.list.strokeRect(box, cornerRadius: ctx.px(5), style: StrokeStyle(width: ctx.px(1)), paint: .solid(ink.withAlpha(0.25)))
        ctx.list.text(m.title, at: Point(box.minX + pad, box.minY + pad * 0.75), font: bold, color: ink.withAlpha(0.7), measurer: ctx.measurer)
        rows = []
        for (i, item) in m.items.enumerated() {
            let r = Rect(x: box.minX, y: box.minY + pad * 0.5 + lh * Double(i + 1), width: w, height: lh)
            rows.append(r)
            if i == m.highlighted { ctx.list.addSolidRect(r, color: (ctx.theme.palette.first ?? ink).withAlpha(0.22)) }
            let color = item.isEnabled ? ink : ink.withAlpha(0.35)
            let ty = r.minY + (lh - ctx.measurer.metrics(f).lineHeight) / 2
            ctx.list.text(item.title, at: Point(r.minX + pad, ty), font: f, color: color, measurer: ctx.measurer)
            let kw = ctx.measurer.size(item.key, font: f).width
            ctx.list.text(item.key, at: Point(r.maxX - pad - kw, ty), font: f, color: color.withAlpha(0.6), measurer: ctx.measurer)
        }
    }
}
