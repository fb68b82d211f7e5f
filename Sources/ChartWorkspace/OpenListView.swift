import ChartCore
import Foundation

/// Ctrl+O's list when no file chooser is installed: the recent files and the data files beside
/// the current one, in a box over the window, the chosen one highlighted. It only draws; the
/// `OpenListOverlay` above it answers the keys and clicks.
public final class OpenListView: Widget {
    /// The files listed (full paths).
    public var entries: [String] = [] { didSet { selected = entries.isEmpty ? nil : 0; scroll = 0; setNeedsDisplay() } }
    /// How each entry is introduced ("recent" or the folder), by index.
    public var notes: [String] = []
    /// The highlighted entry.
    public var selected: Int? { didSet { reveal(); setNeedsDisplay() } }
    /// The first entry shown.
    private var scroll = 0
    /// Where each shown entry was drawn last frame.
    public private(set) var rowFrames: [Int: Rect] = [:]
    /// Rows shown at most.
    public static let rows = 14

    /// An empty list.
    public init() {
        super.init(id: "open-list")
        isHitTestable = false
    }

    override public func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// The entry drawn at `p`, if any.
    public func entry(at p: Point) -> Int? { rowFrames.first { $0.value.contains(p) }?.key }

    private func reveal() {
        guard let s = selected else { return }
        if s < scroll { scroll = s } else if s >= scroll + Self.rows { scroll = s - Self.rows + 1 }
    }

    override public func drawContent(_ ctx: inout RenderContext) {
        rowFrames = [:]
        let f = ctx.theme.labelFont, bold = Font(size: f.size, weight: .bold)
        let pad = ctx.px(14), lh = ctx.measurer.metrics(f).lineHeight * 1.6
        let w = min(frame.width - 2 * pad, ctx.px(640))
        let shown = min(Self.rows, max(1, entries.count))
        let h = lh * Double(shown + 2) + 2 * pad
        let box = Rect(x: frame.midX - w / 2, y: max(frame.minY + pad, frame.midY - h / 2), width: w, height: h)
        ctx.list.addSolidRect(frame, color: ctx.theme.background.withAlpha(0.6))
        ctx.list.fillRect(box, cornerRadius: ctx.px(8), paint: .solid(ctx.theme.plotBackground))
        ctx.list.strokeRect(box, style: StrokeStyle(width: ctx.px(1)), paint: .solid(ctx.theme.text.withAlpha(0.4)))
        ctx.list.text("Open a file (it joins the workspace) — ↑ ↓, Enter, Escape", at: Point(box.minX + pad, box.minY + pad),
                      font: bold, color: ctx.theme.text, measurer: ctx.measurer)
        guard !entries.isEmpty else {
            ctx.list.text("no recent files and no data files in this folder", at: Point(box.minX + pad, box.minY + pad + lh * 1.2),
                          font: f, color: ctx.theme.secondaryText, measurer: ctx.measurer)
            return
        }
        for row in 0..<shown {
            let i = scroll + row
            guard i < entries.count else { break }
            let r = Rect(x: box.minX + pad / 2, y: box.minY + pad + lh * Double(row + 1), width: box.width - pad, height: lh)
            rowFrames[i] = r
            if i == selected { ctx.list.fillRect(r, cornerRadius: ctx.px(4), paint: .solid(ctx.theme.text.withAlpha(0.12))) }
            let name = (entries[i] as NSString).lastPathComponent
            ctx.list.text(name, at: Point(r.minX + pad / 2, r.midY), anchor: .left, font: i == selected ? bold : f, color: ctx.theme.text,
                          measurer: ctx.measurer)
            let note = i < notes.count ? notes[i] : ""
            ctx.list.text(note, at: Point(r.maxX - pad / 2, r.midY), anchor: .right, font: f, color: ctx.theme.secondaryText,
                          measurer: ctx.measurer)
        }
        if entries.count > shown {
            ctx.list.text("\(scroll + 1)–\(scroll + shown) of \(entries.count)", at: Point(box.minX + pad, box.maxY - pad - lh / 2),
                          anchor: .left, font: f, color: ctx.theme.secondaryText, measurer: ctx.measurer)
        }
    }
}
