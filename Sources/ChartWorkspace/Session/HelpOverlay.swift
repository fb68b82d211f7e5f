import ChartCore

/// A panel listing every key and gesture (F1 or ?).
final class HelpOverlay: Widget {
    static let lines: [(String, String)] = [
        ("click", "select a bar or the nearest point (its whole row in the tooltip, a wide table's at the right); empty space deselects"),
        ("drag", "pan (flick for momentum); touchpad scroll pans too"),
        ("wheel · shift+wheel · ctrl+wheel", "zoom x · y · both about the cursor (time series; both otherwise)"),
        ("y", "fit y to the view after each pan and zoom (on/off)"),
        ("right-drag · shift+drag", "box zoom"),
        ("double-click · 0 · Home", "reset the zoom"),
        ("long press · c", "crosshair (held / toggled)"),
        ("arrows · + · − (keypad too)", "pan and zoom"),
        ("Tab · Shift+Tab · Escape", "move the selection, deselect, cancel a long load (Escape never quits)"),
        ("Alt+← · Alt+→ · mouse back/forward", "zoom history"),
        ("legend click", "show or hide a series (+N more: list them all)"),
        ("f", "follow the newest rows (a drag pauses it)"),
        ("t", "light / dark"),
        ("Ctrl+S · Ctrl+Shift+C", "save the current plot as PNG and SVG beside the file · copy it as an image"),
        ("Ctrl+C", "copy the selected point's row (the table's selected rows, the statistics table while they show)"),
        ("Ctrl+T", "the file's rows in a table below the plots: click a header to sort (again: largest first, then file order); Shift+wheel · ← → its columns"),
        ("click a row · ↑ ↓ PgUp PgDn Home End", "choose it: marked in every plot, crosshair on it (Shift: select a range, picked out in the plots); a clicked point scrolls the table to its row"),
        ("click a column · Enter", "add it to the current plot (another size: a right-hand axis), or take it out"),
        ("drag a column", "onto a plot: add it (a category splits it) · onto its x axis: its x · between plots or onto the status line: a new plot"),
        ("right-click", "a menu of what applies there (column, legend entry, plot, axis), naming each item's key; rename titles"),
        ("Shift+Enter · Ctrl+Enter in the list", "make the column the current plot's x · split the plot by it (again: unsplit)"),
        ("k", "the current plot's next kind: line, scatter, step, area, bar (candlestick, OHLC with open/high/low/close; split counts or sums: stacked bars)"),
        ("Shift+L · Ctrl+L", "log y · log x axis on the current plot, or linear again (values ≤ 0 left out, counted)"),
        ("drag a legend entry", "move its series to another plot (or a new one)"),
        ("/ · ↑ ↓ in the list", "filter the columns · move through them"),
        ("/ then = NAME = EXPR, Enter", "add a derived column (a - b, deriv(y), movavg(y, 10)…)"),
        ("/ then = where COND, Enter", "only the rows holding it, everywhere (temp > 30 and weather == \"rain\"); = where alone: all"),
        ("Ctrl+Shift+drag · Ctrl+I · Ctrl+F · Esc", "select rows (x range, rectangle, bars; Ctrl+Shift+click a legend entry), the rest dimmed everywhere · invert · show only them · clear"),
        ("Ctrl+B", "show or hide the column browser"),
        ("a · b · x", "cursor A, cursor B at the pointer (every linked plot) · clear them (Ctrl+Z undoes)"),
        ("drag a cursor or line", "move it"),
        ("i", "values at the cursors: interpolated, or the nearest sample"),
        ("r · Shift+R · n", "horizontal · vertical reference line · note at the pointer (again: remove, edit)"),
        ("s · Shift+S", "statistics under the plots (at and between the cursors) · of the view or the cursors"),
        ("Ctrl+E", "export the rows in view as CSV beside the file (rows selected in the table, or by a brush: those, every column)"),
        ("h · p", "histogram · power spectrum of the current plot's series (of the view when zoomed)"),
        ("d · [ · ]", "histogram counts or density, spectrum log or linear · fewer · more bins"),
        ("m · double-click a title", "maximise the current plot, or restore"),
        ("l · click \"linked\"", "link or unlink the plot's x with the others"),
        ("Delete · × on a title", "close the current plot (in the list: take the column out)"),
        ("v", "plots side by side, or stacked again"),
        ("drag a divider", "resize the plots"),
        ("Ctrl+Shift+S", "save the workspace (--spec alone opens it again)"),
        ("Ctrl+Z · Ctrl+Shift+Z · Ctrl+Y", "undo · redo a workspace edit (pan and zoom: Alt+← →)"),
        ("drop a file", "add it to the workspace (its columns join the browser)"),
        ("Ctrl+O", "open a file: the desktop's chooser (portal, zenity, kdialog), else a list of recent and nearby files"),
        ("Ctrl+drag a line", "slide its file along x to line its runs up with another file's"),
        ("F1 · ?", "this help"),
        ("q", "quit"),
    ]

    /// Called after the help closed itself.
    var onClose: (() -> Void)?

    init() {
        super.init(id: "help")
        isHidden = true
        length = .relative(1)
    }

    /// While shown, the help covers the chart: clicks and drags stop here, and Escape, F1 or `?`
    /// close it.
    override func respond(to event: InputEvent) -> Bool {
        switch event {
        case .key(.escape, _, _), .key(.function(1), _, _), .text("?", _):
            close()
            return true
        case .pointerDown, .pointerUp, .pointerMoved, .wheel, .touch, .magnify:
            return true
        default:
            return false
        }
    }

    private func close() {
        isHidden = true
        onClose?()
        setNeedsLayout()
    }

    override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    override func drawContent(_ ctx: inout RenderContext) {
        // One column when it fits; else two side by side when they fit; else smaller type.
        let pad = ctx.px(16)
        var f = ctx.theme.labelFont
        var columns = 1
        var measured = measure(&ctx, f, pad)
        for scale in [1.0, 0.92, 0.85, 0.78, 0.72] {
            f = Font(size: ctx.theme.labelFont.size * scale, weight: ctx.theme.labelFont.weight)
            measured = measure(&ctx, f, pad)
            columns = 1
            if measured.h1 <= frame.height - 2 * pad { break }
            columns = 2
            if measured.h2 <= frame.height - 2 * pad, 2 * measured.w + pad <= frame.width - 2 * pad { break }
            columns = 1
        }
        let bold = Font(size: f.size, weight: .bold)
        let lh = measured.lh
        let perColumn = (Self.lines.count + columns - 1) / columns
        let w = min(frame.width - 2 * pad, Double(columns) * measured.w + pad), h = (columns == 1 ? measured.h1 : measured.h2)
        let box = Rect(x: frame.midX - w / 2, y: max(frame.minY + pad, frame.midY - h / 2), width: w, height: h)
        ctx.list.addSolidRect(frame, color: ctx.theme.background.withAlpha(0.6))
        ctx.list.fillRect(box, cornerRadius: ctx.px(8), paint: .solid(ctx.theme.text.withAlpha(0.94)))
        ctx.list.text("Keys and gestures", at: Point(box.minX + pad, box.minY + pad), font: Font(size: f.size * 1.2, weight: .bold),
                      color: ctx.theme.background, measurer: ctx.measurer)
        for (i, (k, d)) in Self.lines.enumerated() {
            let col = Double(i / perColumn), row = Double(i % perColumn)
            let x = box.minX + pad + col * measured.w, y = box.minY + pad + lh * (row + 1)
            ctx.list.text(k, at: Point(x, y), font: bold, color: ctx.theme.background, measurer: ctx.measurer)
            ctx.list.text(d, at: Point(x + pad + measured.keyW, y), font: f, color: ctx.theme.background.withAlpha(0.85),
                          measurer: ctx.measurer)
        }
    }

    /// The line height, a key column's width, a column's width (key, text and padding), and the
    /// height of the help in one column and in two, at font `f`.
    private func measure(_ ctx: inout RenderContext, _ f: Font, _ pad: Double)
        -> (lh: Double, keyW: Double, w: Double, h1: Double, h2: Double) {
        let bold = Font(size: f.size, weight: .bold)
        let lh = ctx.measurer.metrics(f).lineHeight * 1.35
        let keyW = Self.lines.map { ctx.measurer.size($0.0, font: bold).width }.max() ?? 0
        let descW = Self.lines.map { ctx.measurer.size($0.1, font: f).width }.max() ?? 0
        let n = Double(Self.lines.count)
        return (lh, keyW, keyW + descW + 2 * pad, lh * (n + 1) + 2 * pad, lh * ((n / 2).rounded(.up) + 1) + 2 * pad)
    }
}
