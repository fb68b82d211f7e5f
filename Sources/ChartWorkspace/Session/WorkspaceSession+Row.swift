import ChartCore
import ChartIO
import Foundation

/// The whole row behind a selected point: its columns in the tooltip, Ctrl+C copies it.
extension WorkspaceSession {
    /// The most columns the tooltip lists before saying how many more there are.
    static let rowLinesShown = 12

    /// The table row a selection on `chart` stands for, when it is one row of the file (not a
    /// count, a bin, or a further file's point).
    func row(of sel: ChartSelection, in chart: ChartView) -> Int? {
        guard let i = plots.index(of: chart), i < document.built.count, let table = document.table else { return nil }
        let built = document.built[i]
        guard !built.isAnalysis, built.showsTableRows, i < document.model.plots.count, document.model.plots[i].spec.aggregate == nil,
              sel.series < built.data.series.count, sel.index >= 0 else { return nil }
        // A further file's series (of as many rows, perhaps) is not this table's.
        if let file = document.file(ofSeries: sel.series, inPlot: i), file != document.displayName { return nil }
        if let rows = built.seriesRows {
            guard sel.series < rows.count, sel.index < rows[sel.series].count else { return nil }
            return rows[sel.series][sel.index]
        }
        guard built.data.series[sel.series].count == table.rowCount, sel.index < table.rowCount else { return nil }
        return sel.index
    }

    /// Row `r`'s columns as `name: value` lines. A table wider than `rowLinesShown` columns
    /// lists plot `plot`'s own columns (x, y, split) and points to the row panel for the rest.
    func rowLines(_ r: Int, plot: Int? = nil) -> [String] {
        guard let table = document.table, r < table.rowCount else { return [] }
        var dates = RowDateText()
        var columns = Array(table.columns.prefix(Self.rowLinesShown))
        if table.columns.count > Self.rowLinesShown {
            let spec = plot.flatMap { $0 < document.model.plots.count ? document.model.plots[$0].spec : nil }
            let own = Set([spec?.x, spec?.groupBy].compactMap { $0 } + (spec?.y ?? []))
            let plotted = table.columns.filter { own.contains($0.name) }
            if !plotted.isEmpty { columns = Array(plotted.prefix(Self.rowLinesShown)) }
        }
        var lines = columns.map { "\($0.name): \(cellText($0, r, dates: &dates))" }
        if table.columns.count > columns.count {
            lines.append("… all \(table.columns.count) columns in the panel at the right (Ctrl+C copies the row)")
        }
        return ["row \(r + 1)"] + lines
    }

    /// The selected point's row (on `selected`, else the first plot with a selection), every
    /// column, in the panel at the plots' right when the table is wider than the tooltip lists;
    /// hidden when nothing (or no row) is selected.
    func showRowPanel(of selected: ChartView? = nil) {
        let panel = workspace.rowPanel
        guard let table = document.table, table.columns.count > Self.rowLinesShown,
              let chart = selected ?? plots.charts.first(where: { $0.selection != nil }), let sel = chart.selection,
              let r = row(of: sel, in: chart), r < table.rowCount else {
            panel.hide()
            return
        }
        var dates = RowDateText()
        let caption = "row \(r + 1) · \(table.columns.count) columns"
        let again = !panel.isHidden && panel.caption == caption
        panel.show(caption, table.columns.map { ($0.name, cellText($0, r, dates: &dates)) })
        if !again { controller.log(["event": "row-panel", "row": r, "columns": table.columns.count]) }
    }

    /// Row `r` as two tab-separated lines, the column names and the values (a spreadsheet pastes them).
    func rowTSV(_ r: Int) -> String {
        guard let table = document.table, r < table.rowCount else { return "" }
        var dates = RowDateText()
        return table.columns.map { Self.tsvField($0.name) }.joined(separator: "\t") + "\n"
            + table.columns.map { Self.tsvField(cellText($0, r, dates: &dates, plain: true)) }.joined(separator: "\t")
    }

    /// A cell as a tab-separated field: its tabs and line feeds as spaces.
    nonisolated static func tsvField(_ s: String) -> String {
        s.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// One cell as the tooltip writes it: a date as a local date-time, text as it is, a gap as
    /// empty, a number in the number style (a whole one under 10,000, a year or a code, without a
    /// thousands separator); `plain`: a number as it reads back exactly (1234.5), for copying.
    func cellText(_ c: DataTable.Column, _ r: Int, dates: inout RowDateText, plain: Bool = false) -> String {
        switch c.values {
        case .text(let t): return r < t.count ? t[r] : ""
        case .number(let v):
            guard r < v.count, !v[r].isNaN else { return "" }
            if c.isDuration { return DurationTicks.exact(v[r]) }
            if plain { return ViewRowsCSV.number(v[r]) }
            return v[r] == v[r].rounded() && abs(v[r]) < 10_000 ? String(Int(v[r])) : controller.fmt(v[r])
        case .date(let v):
            guard r < v.count, v[r].isFinite else { return "" }
            return dates(v[r])
        }
    }
}

/// Local date-times as a row shows them: `2024-03-01 12:30:05`, with milliseconds when it has them.
package struct RowDateText {
    private var whole: DateFormatter?
    private var fine: DateFormatter?
    private var days: DateFormatter?

    /// The date-time formatters are made when first needed.
    package init() {}

    /// A formatter of local dates in `format`.
    private static func make(_ format: String) -> DateFormatter {
        let d = DateFormatter()
        d.locale = Locale(identifier: "en_US_POSIX")
        d.timeZone = .current
        d.dateFormat = format
        return d
    }

    package mutating func callAsFunction(_ t: Double) -> String {
        let make = Self.make
        if t == t.rounded() {
            if whole == nil { whole = make("yyyy-MM-dd HH:mm:ss") }
            return whole!.string(from: Date(timeIntervalSince1970: t))
        }
        if fine == nil { fine = make("yyyy-MM-dd HH:mm:ss.SSS") }
        return fine!.string(from: Date(timeIntervalSince1970: t))
    }

    /// The local date alone, `2024-03-01`, for a column of whole days.
    mutating func day(_ t: Double) -> String {
        if days == nil { days = Self.make("yyyy-MM-dd") }
        return days!.string(from: Date(timeIntervalSince1970: t))
    }

    /// Whether `t` is a local midnight.
    static func isMidnight(_ t: Double) -> Bool {
        let local = t + Double(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: t)))
        return local.truncatingRemainder(dividingBy: 86_400) == 0
    }

    /// Whether every value of `v` (up to 4,096 of them, spread over the column) is a local midnight.
    static func wholeDays(_ v: ColumnBuffer) -> Bool {
        let n = v.count
        guard n > 0 else { return false }
        let step = max(1, n / 4096)
        var seen = false
        for i in stride(from: 0, to: n, by: step) {
            let t = v[i]
            guard t.isFinite else { continue }
            guard isMidnight(t) else { return false }
            seen = true
        }
        return seen
    }
}
