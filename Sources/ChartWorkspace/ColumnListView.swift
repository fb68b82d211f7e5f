import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// The column browser's picture: a filter box over one row per column (name, kind, count, gaps,
/// range or distinct values, and a sparkline). It only draws; the workspace answers input.
public final class ColumnListView: Widget {
    /// One listed column.
    public struct Entry: Hashable, Sendable {
        /// The column's summary.
        public var summary: ColumnSummary
        /// The file it comes from (a heading when several files are open).
        public var file: String
        /// A column in the file.
        public init(summary: ColumnSummary, file: String) {
            self.summary = summary
            self.file = file
        }
    }

    /// Every column, in file order.
    public var entries: [Entry] = [] { didSet { clampScroll(); setNeedsDisplay() } }
    /// Columns shown in the current plot (drawn ticked).
    public var plotted: Set<Int> = [] { didSet { if plotted != oldValue { setNeedsDisplay() } } }
    /// Text that narrows the list (names containing it, any case).
    public var filter = "" { didSet { if filter != oldValue { scroll = 0; setNeedsDisplay() } } }
    /// Typing goes to the filter box.
    public var isFilterFocused = false { didSet { if isFilterFocused != oldValue { setNeedsDisplay() } } }
    /// The row the keyboard is on (an index into `entries`).
    public var cursor: Int? { didSet { if cursor != oldValue { revealCursor(); setNeedsDisplay() } } }
    /// The first shown row of `visible`.
    public var scroll = 0 { didSet { if scroll != oldValue { setNeedsDisplay() } } }

    /// A list with no columns.
    public init() {
        super.init(id: "browser")
        length = .points(260)
    }

    /// The entries the filter lets through, as indices into `entries` (all while a `=` entry, a
    /// derived column or a row filter, is typed: it names no column).
    public var visible: [Int] {
        let f = filter.lowercased()
        if f.hasPrefix("=") { return Array(entries.indices) }
        return entries.indices.filter { f.isEmpty || entries[$0].summary.name.lowercased().contains(f) }
    }

    /// How much taller than at the default font size rows and the filter box stand (1 up to a
    /// font whose two lines fit 40 points; more for a larger `font_size`), from the last layout.
    public private(set) var textScale = 1.0

    /// Height of a row in pixels: a name and a detail line.
    public func rowHeight(_ scale: Double) -> Double { 40 * scale * textScale }

    /// The filter box's frame.
    public func filterFrame(_ scale: Double) -> Rect {
        Rect(x: frame.minX + 8 * scale, y: frame.minY + 8 * scale, width: max(0, frame.width - 16 * scale), height: 24 * scale * textScale)
    }

    /// Sizes rows to the theme's fonts: a name line and a detail line with room around them.
    public override func layoutChildren(_ ctx: LayoutContext) {
        textScale = Self.textScale(ctx)
        super.layoutChildren(ctx)
    }

    /// How much rows grow for the theme's fonts: 1 while a name line and a detail line fit 40 points.
    public static func textScale(_ ctx: LayoutContext) -> Double {
        let f = ctx.theme.labelFont
        let lines = ctx.measurer.metrics(Font(size: f.size, weight: .bold)).lineHeight + ctx.measurer.metrics(smallFont(f)).lineHeight
        return max(1, (lines / ctx.scale + 10) / 40)
    }

    /// The detail line's font: a point smaller than the labels.
    static func smallFont(_ f: Font) -> Font { Font(size: max(8, f.size - 1)) }

    /// The area rows are drawn in.
    func rowsFrame(_ scale: Double) -> Rect {
        let top = filterFrame(scale).maxY + 6 * scale
        return Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
    }

    /// How many rows fit.
    public func rowsShown(_ scale: Double) -> Int { max(1, Int(rowsFrame(scale).height / rowHeight(scale))) }

    /// The column (index into `entries`) whose row is at `p`, if any.
    public func entry(at p: Point, scale: Double) -> Int? {
        let r = rowsFrame(scale)
        guard r.contains(p) else { return nil }
        let row = Int((p.y - r.minY) / rowHeight(scale))
        guard row < rowsShown(scale) else { return nil }   // the strip below the last drawn row
        let k = scroll + row
        let v = visible
        return k < v.count ? v[k] : nil
    }

    /// The frame of the row of column `i` while it is shown.
    public func rowFrame(_ i: Int, scale: Double) -> Rect? {
        guard let k = visible.firstIndex(of: i), k >= scroll, k < scroll + rowsShown(scale) else { return nil }
        let r = rowsFrame(scale)
        return Rect(x: r.minX, y: r.minY + Double(k - scroll) * rowHeight(scale), width: r.width, height: rowHeight(scale))
    }

    /// Scrolls by `rows` (positive: down), within the list.
    public func scroll(by rows: Int) {
        scroll = max(0, min(scroll + rows, max(0, visible.count - 1)))
    }

    private var lastShown = 12
    private func clampScroll() { scroll = max(0, min(scroll, max(0, visible.count - 1))) }
    private func revealCursor() {
        guard let c = cursor, let k = visible.firstIndex(of: c) else { return }
        if k < scroll { scroll = k } else if k >= scroll + lastShown { scroll = k - lastShown + 1 }
    }

    /// Draws the filter box and the rows in view.
    public override func drawContent(_ ctx: inout RenderContext) {
        let s = ctx.scale, th = ctx.theme
        ctx.list.addSolidRect(Rect(x: frame.maxX - ctx.px(1), y: frame.minY, width: ctx.px(1), height: frame.height), color: th.grid)
        let f = th.labelFont, bold = Font(size: f.size, weight: .bold), small = Self.smallFont(f), grow = textScale
        let box = filterFrame(s)
        ctx.list.fillRect(box, cornerRadius: ctx.px(4), paint: .solid(th.background))
        ctx.list.stroke([Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY), Point(box.minX, box.minY)],
                        style: StrokeStyle(width: ctx.px(isFilterFocused ? 1.5 : 1)), paint: .solid(isFilterFocused ? th.palette[0] : th.grid))
        let hint = filter.isEmpty && !isFilterFocused
        let label = hint ? "filter columns (/)" : filter + (isFilterFocused ? "|" : "")
        // Typing past the box's width shows the end of what is typed (where the caret is).
        var shown = label
        let room = box.width - ctx.px(12)
        if !hint, ctx.measurer.size(shown, font: f).width > room {
            while shown.count > 1, ctx.measurer.size("…" + shown, font: f).width > room { shown.removeFirst() }
            shown = "…" + shown
        }
        ctx.list.text(ctx.measurer.truncate(shown, font: f, width: room), at: Point(box.minX + ctx.px(6), box.midY),
                      anchor: .left, font: f, color: hint ? th.secondaryText : th.text, measurer: ctx.measurer)
        let v = visible
        lastShown = rowsShown(s)
        let rows = rowsFrame(s)
        let files = Set(entries.map(\.file)).count
        if v.isEmpty {
            let none = entries.isEmpty ? "no columns yet" : "no column matches “\(filter)”"
            ctx.list.text(ctx.measurer.truncate(none, font: f, width: rows.width - ctx.px(18)), at: Point(rows.minX + ctx.px(12), rows.minY + ctx.px(14)),
                          anchor: .left, font: f, color: th.secondaryText, measurer: ctx.measurer)
            return
        }
        for (k, i) in v.enumerated().dropFirst(scroll).prefix(lastShown) {
            let e = entries[i]
            let r = Rect(x: rows.minX, y: rows.minY + Double(k - scroll) * rowHeight(s), width: rows.width - ctx.px(1), height: rowHeight(s))
            if i == cursor { ctx.list.addSolidRect(r, color: th.grid.withAlpha(0.8)) }
            if plotted.contains(i) {
                ctx.list.addSolidRect(Rect(x: r.minX, y: r.minY + ctx.px(4), width: ctx.px(3), height: r.height - ctx.px(8)), color: th.palette[0])
            }
            let spark = Rect(x: r.maxX - ctx.px(70), y: r.minY + ctx.px(6 * grow), width: ctx.px(60), height: r.height - ctx.px(12 * grow))
            let textW = spark.minX - r.minX - ctx.px(18)
            // A further file's columns are named FILE:COLUMN; every row reads "file: column".
            let bare = e.summary.name.hasPrefix(e.file + ":") ? String(e.summary.name.dropFirst(e.file.count + 1)) : e.summary.name
            let name = files > 1 ? "\(e.file): \(bare)" : bare
            ctx.list.text(ctx.measurer.truncate(name, font: bold, width: textW), at: Point(r.minX + ctx.px(12), r.minY + ctx.px(12 * grow)),
                          anchor: .left, font: bold, color: th.text, measurer: ctx.measurer)
            ctx.list.text(ctx.measurer.truncate(Self.detail(e.summary), font: small, width: textW),
                          at: Point(r.minX + ctx.px(12), r.minY + ctx.px(29 * grow)), anchor: .left, font: small, color: th.secondaryText,
                          measurer: ctx.measurer)
            drawSparkline(e.summary, in: spark, &ctx)
        }
        if v.count > lastShown {
            ctx.list.text("\(scroll + 1)–\(min(v.count, scroll + lastShown)) of \(v.count)", at: Point(rows.maxX - ctx.px(10), rows.maxY - ctx.px(4)),
                          anchor: .bottomRight, font: small, color: th.secondaryText, measurer: ctx.measurer)
        }
    }

    /// The second line of a row: kind, count, gaps, and range or distinct values.
    nonisolated public static func detail(_ s: ColumnSummary) -> String {
        var parts = [s.isDuration ? "duration" : s.kind.rawValue, ValueText.compact(Double(s.count))]
        if s.gaps > 0 { parts.append("\(ValueText.compact(Double(s.gaps))) gaps") }
        switch s.kind {
        case .text:
            let d = s.distinct ?? 0
            parts.append("\(d >= ColumnSummary.distinctCap ? "\(ValueText.compact(Double(d)))+" : ValueText.compact(Double(d))) distinct")
        case .number where s.isDuration:
            if let lo = s.min, let hi = s.max { parts.append("\(DurationTicks.exact(lo)) … \(DurationTicks.exact(hi))") }
        case .number:
            if let lo = s.min, let hi = s.max { parts.append("\(ValueText.compact(lo)) … \(ValueText.compact(hi))") }
        case .date:
            if let lo = s.min, let hi = s.max { parts.append("\(day(lo)) … \(day(hi))") }
        }
        return parts.joined(separator: " · ")
    }

    /// A date as the axes write it, in the local time zone, to the minute: the day alone at midnight.
    nonisolated static func day(_ v: Double) -> String {
        let s = DateTicks.format(v, resolution: 60, timeZone: .current)
        return s.hasSuffix(" 00:00") ? String(s.dropLast(6)) : s
    }

    private func drawSparkline(_ s: ColumnSummary, in r: Rect, _ ctx: inout RenderContext) {
        let o = s.outline
        guard !o.isEmpty else { return }
        let color = ctx.theme.palette[0]
        if s.kind == .text {
            // The most frequent values' counts, as bars.
            let top = o.max() ?? 1
            let w = r.width / Double(max(o.count, 4))
            for (i, c) in o.enumerated() where top > 0 {
                let h = max(ctx.px(1), r.height * c / top)
                ctx.list.addSolidRect(Rect(x: r.minX + Double(i) * w, y: r.maxY - h, width: max(1, w - ctx.px(1)), height: h), color: color.withAlpha(0.7))
            }
            return
        }
        let finite = o.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return }
        let span = hi > lo ? hi - lo : 1
        var run: [Point] = []
        for (i, v) in o.enumerated() {
            guard v.isFinite else {
                if run.count > 1 { ctx.list.stroke(run, style: StrokeStyle(width: ctx.px(1.2)), paint: .solid(color)) }
                run.removeAll()
                continue
            }
            let x = r.minX + r.width * Double(i) / Double(max(1, o.count - 1))
            run.append(Point(x, r.maxY - (hi > lo ? (v - lo) / span * r.height : r.height / 2)))
        }
        if run.count > 1 { ctx.list.stroke(run, style: StrokeStyle(width: ctx.px(1.2)), paint: .solid(color)) }
    }
}
