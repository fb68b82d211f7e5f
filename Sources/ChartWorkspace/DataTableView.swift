import ChartCore

/// What a data table shows: its columns, how many rows, and the text of each cell it draws.
/// Only the rows in view are asked for, so a table of a hundred million rows costs what a
/// screenful does.
@MainActor
public protocol DataTableSource: AnyObject {
    /// The column names, in order.
    var columnNames: [String] { get }
    /// How many rows there are.
    var rowCount: Int { get }
    /// The file's row number (from 1) of shown row `row`.
    func rowNumber(_ row: Int) -> Int
    /// The text of shown row `row` in column `column` (empty for a gap).
    func text(row: Int, column: Int) -> String
    /// Whether column `column` holds numbers or dates (drawn right-aligned).
    func isRightAligned(_ column: Int) -> Bool
    /// Whether shown row `row` is among the rows picked out in the plots (a brush's).
    func isPicked(_ row: Int) -> Bool
}

/// The rows of a table in a pane: a caption, a header of column names (the sorted one marked),
/// the rows in view with their row numbers, the selected rows and the row the plots point at
/// highlighted, and a scroll bar. The app fills it through a `DataTableSource`; the workspace
/// scrolls it and answers its clicks; it only draws.
public final class DataTableView: Widget {
    /// Where the rows come from (nil: an empty pane).
    public weak var source: (any DataTableSource)? { didSet { reloadData() } }
    /// The line above the header, e.g. "weather.csv · 1,461 rows · sorted by temp".
    public var caption = "" { didSet { if caption != oldValue { setNeedsDisplay() } } }
    /// The sorted column and whether largest first (nil: file order).
    public var sort: (column: Int, descending: Bool)? { didSet { setNeedsDisplay() } }
    /// The selected shown rows.
    public var selection: ClosedRange<Int>? { didSet { if selection != oldValue { setNeedsDisplay() } } }
    /// Where the selection was begun (Shift extends it from here).
    public var selectionAnchor: Int?
    /// The shown row the plots' crosshair or selected point is on.
    public var markedRow: Int? { didSet { if markedRow != oldValue { setNeedsDisplay() } } }
    /// The first shown row in view.
    public private(set) var firstRow = 0
    /// The first column in view after the row numbers (the ones before it are scrolled away).
    public private(set) var firstColumn = 0
    /// How many rows fit at the last draw.
    public private(set) var rowsShown = 1
    /// Where the last draw put things, for the workspace's hit tests.
    public private(set) var drawn = Geometry()

    /// Where the last draw put the header, the rows, the columns and the scroll bar.
    public struct Geometry: Sendable {
        /// The header's line.
        public var header = Rect.zero
        /// The rows' area.
        public var body = Rect.zero
        /// Each row's height.
        public var rowHeight = 1.0
        /// The columns drawn: their index and horizontal extent.
        public var columns: [(column: Int, minX: Double, maxX: Double)] = []
        /// The scroll bar's track (empty when everything fits).
        public var scrollBar = Rect.zero
    }

    /// Each column's width so far: it only grows while scrolling, so columns do not jitter.
    private var widths: [Int: Double] = [:]
    private var names: [String] = []

    /// A hidden, empty table.
    public init() {
        super.init(id: "dataTable")
        isHidden = true
        isHitTestable = false
        padding = Insets(top: 4, left: 8, bottom: 4, right: 4)
    }

    /// The source's rows changed (a reload, a sort): keeps the scroll where it can and redraws.
    public func reloadData() {
        let now = source?.columnNames ?? []
        if now != names {
            names = now
            widths = [:]
            firstColumn = 0
        }
        let n = source?.rowCount ?? 0
        firstRow = max(0, min(firstRow, n - 1))
        if let s = selection, s.upperBound >= n { selection = s.lowerBound < n ? s.lowerBound...(n - 1) : nil }
        if let a = selectionAnchor, a >= n { selectionAnchor = selection?.lowerBound }
        if let m = markedRow, m >= n { markedRow = nil }
        setNeedsDisplay()
    }

    /// Scrolls so shown row `row` is the first in view, within the rows.
    public func scroll(toFirstRow row: Int) {
        let last = max(0, (source?.rowCount ?? 0) - rowsShown)
        let next = max(0, min(row, last))
        guard next != firstRow else { return }
        firstRow = next
        setNeedsDisplay()
    }

    /// Scrolls by `rows` (positive: further down).
    public func scroll(by rows: Int) { scroll(toFirstRow: firstRow + rows) }

    /// Scrolls so shown row `row` is in view (to its middle when it was out of view).
    public func reveal(_ row: Int) {
        guard row < firstRow || row >= firstRow + rowsShown else { return }
        scroll(toFirstRow: row - rowsShown / 2)
    }

    /// Scrolls the columns by `columns` (positive: further right).
    public func scrollColumns(by columns: Int) {
        let next = max(0, min(firstColumn + columns, names.count - 1))
        guard next != firstColumn else { return }
        firstColumn = next
        setNeedsDisplay()
    }

    /// The shown row at `p`, if it is on a row.
    public func row(at p: Point) -> Int? {
        guard drawn.body.contains(p), p.x < (drawn.scrollBar.isEmpty ? drawn.body.maxX : drawn.scrollBar.minX) else { return nil }
        let r = firstRow + Int((p.y - drawn.body.minY) / drawn.rowHeight)
        return r < (source?.rowCount ?? 0) ? r : nil
    }

    /// The column whose header is at `p`.
    public func headerColumn(at p: Point) -> Int? {
        guard drawn.header.contains(p) else { return nil }
        return drawn.columns.first { p.x >= $0.minX && p.x < $0.maxX }?.column
    }

    /// The first row a press at `p` on the scroll bar puts in view (the thumb centred there).
    public func scrollBarRow(at p: Point) -> Int? {
        let bar = drawn.scrollBar
        guard !bar.isEmpty, bar.height > 0 else { return nil }
        let n = source?.rowCount ?? 0
        let f = max(0, min(1, (p.y - bar.minY) / bar.height))
        return Int(f * Double(n)) - rowsShown / 2
    }

    /// Rows to size the columns by: the first and last 40 and 120 spread between.
    static func sample(_ n: Int) -> [Int] {
        guard n > 200 else { return Array(0..<n) }
        return Array(0..<40) + (1...120).map { $0 * (n - 80) / 121 + 40 } + Array((n - 40)..<n)
    }

    /// Draws the caption, header, rows and scroll bar.
    public override func drawContent(_ ctx: inout RenderContext) {
        let f = ctx.theme.labelFont, bold = Font(size: f.size, weight: .bold)
        let lh = ctx.measurer.metrics(f).lineHeight
        let text = ctx.theme.text, accent = ctx.theme.palette.first ?? text
        // Rows a brush picked out are tinted in another colour than the table's own selection.
        let picked = ctx.theme.palette.count > 1 ? ctx.theme.palette[1] : accent
        ctx.list.fillRect(frame, paint: .solid(ctx.theme.background))
        ctx.list.hairline(from: Point(frame.minX, frame.minY + 0.5), to: Point(frame.maxX, frame.minY + 0.5), color: text.withAlpha(0.25))
        let c = contentFrame(ctx.layout)
        ctx.list.text(ctx.measurer.truncate(caption, font: bold, width: c.width), at: Point(c.minX, c.minY), anchor: .topLeft,
                      font: bold, color: text, measurer: ctx.measurer)
        let rowHeight = (lh * 1.3).rounded()
        let header = Rect(x: c.minX, y: c.minY + lh * 1.25, width: c.width, height: rowHeight)
        let body = Rect(x: c.minX, y: header.maxY, width: c.width, height: max(0, c.maxY - header.maxY))
        let n = source?.rowCount ?? 0
        rowsShown = max(1, Int(body.height / rowHeight))
        firstRow = max(0, min(firstRow, n - rowsShown))
        let bar = n > rowsShown ? Rect(x: c.maxX - ctx.px(8), y: body.minY, width: ctx.px(8), height: body.height) : .zero
        let right = bar.isEmpty ? c.maxX : bar.minX - ctx.px(4)
        let visible = firstRow..<min(n, firstRow + rowsShown)
        ctx.list.fillRect(header, paint: .solid(text.withAlpha(0.06)))
        guard let source else { drawn = Geometry(header: header, body: body, rowHeight: rowHeight); return }

        // The row numbers, then the columns from `firstColumn` while they fit.
        let gap = ctx.px(12)
        // As wide as the widest row number in view (sorted or filtered, the largest is anywhere).
        let widest = visible.map(source.rowNumber).max() ?? 1
        let numberWidth = ctx.measurer.size(String(widest) + "0", font: f).width
        var x = c.minX + numberWidth + gap
        var columns: [(column: Int, minX: Double, maxX: Double)] = []
        for k in names.indices.dropFirst(firstColumn) where x < right {
            // Each column's width is set once per table from its header and rows spread over it, so
            // columns stand still while the table scrolls or sorts (a wider cell is cut with "…").
            if widths[k] == nil {
                var w = ctx.measurer.size(names[k] + " ↓", font: bold).width
                for r in Self.sample(n) { w = max(w, ctx.measurer.size(source.text(row: r, column: k), font: f).width) }
                widths[k] = min(max(w, ctx.px(36)), ctx.px(280))
            }
            let w = widths[k]!
            columns.append((k, x - gap / 2, min(right, x + w + gap / 2)))
            x += w + gap
        }
        drawn = Geometry(header: header, body: body, rowHeight: rowHeight, columns: columns, scrollBar: bar)

        for r in visible {
            let y = body.minY + Double(r - firstRow) * rowHeight
            let line = Rect(x: c.minX, y: y, width: right - c.minX, height: rowHeight)
            if let s = selection, s.contains(r) {
                ctx.list.fillRect(line, paint: .solid(accent.withAlpha(0.28)))
            } else if markedRow == r {
                ctx.list.fillRect(line, paint: .solid(accent.withAlpha(0.12)))
            } else if source.isPicked(r) {
                ctx.list.fillRect(line, paint: .solid(picked.withAlpha(0.16)))
            } else if r % 2 == 1 {
                ctx.list.fillRect(line, paint: .solid(text.withAlpha(0.03)))
            }
            if markedRow == r {
                ctx.list.fillRect(Rect(x: c.minX, y: y, width: ctx.px(3), height: rowHeight), paint: .solid(accent))
            }
            ctx.list.text(String(source.rowNumber(r)), at: Point(c.minX + numberWidth, y + rowHeight / 2), anchor: .right,
                          font: f, color: text.withAlpha(0.5), measurer: ctx.measurer)
            for col in columns {
                var cell = source.text(row: r, column: col.column)
                // One line a row: a cell's line breaks and tabs are drawn as spaces.
                if cell.contains(where: { $0.isNewline || $0 == "\t" }) {
                    cell = String(cell.map { $0.isNewline || $0 == "\t" ? " " : $0 })
                }
                let room = col.maxX - col.minX - gap
                let shown = ctx.measurer.truncate(cell, font: f, width: max(0, room))
                let right = source.isRightAligned(col.column)
                ctx.list.text(shown, at: Point(right ? col.maxX - gap / 2 : col.minX + gap / 2, y + rowHeight / 2),
                              anchor: right ? .right : .left, font: f, color: text, measurer: ctx.measurer)
            }
        }
        for col in columns {
            let arrow = sort?.column == col.column ? (sort!.descending ? " ↓" : " ↑") : ""
            let label = ctx.measurer.truncate(names[col.column] + arrow, font: bold, width: max(0, col.maxX - col.minX - gap))
            let right = source.isRightAligned(col.column)
            ctx.list.text(label, at: Point(right ? col.maxX - gap / 2 : col.minX + gap / 2, header.midY),
                          anchor: right ? .right : .left, font: bold, color: text, measurer: ctx.measurer)
            ctx.list.hairline(from: Point(col.maxX + 0.5, header.minY + 3), to: Point(col.maxX + 0.5, header.maxY - 3), color: text.withAlpha(0.15))
        }
        ctx.list.text("#", at: Point(c.minX + numberWidth, header.midY), anchor: .right, font: bold, color: text.withAlpha(0.5), measurer: ctx.measurer)
        if !bar.isEmpty {
            ctx.list.fillRect(bar, paint: .solid(text.withAlpha(0.06)))
            let thumb = max(ctx.px(16), bar.height * Double(rowsShown) / Double(n))
            let top = bar.minY + (bar.height - thumb) * Double(firstRow) / Double(max(1, n - rowsShown))
            ctx.list.fillRect(Rect(x: bar.minX, y: top, width: bar.width, height: thumb), paint: .solid(text.withAlpha(0.3)))
        }
    }
}
