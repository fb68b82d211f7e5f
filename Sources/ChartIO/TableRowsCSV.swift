import ChartCore
import Foundation

/// Rows of a table as CSV (Ctrl+E with rows selected in the data table): every column, numbers
/// as they read back, dates as local date-times, text quoted where it must be, gaps empty.
public enum TableRowsCSV {
    /// The CSV of `rows` of `table` (in that order), dates in `dateZone`; the text and the rows written.
    public static func csv(_ table: DataTable, rows: [Int], dateZone: TimeZone = .current) -> (text: String, rows: Int) {
        var text = ""
        let n = write(table, rows: rows, dateZone: dateZone) { text += $0 }
        return (text, n)
    }

    /// Writes the same CSV to `path` (renamed into place when whole); returns the rows written.
    public static func write(_ table: DataTable, rows: [Int], dateZone: TimeZone = .current, toFile path: String) throws -> Int {
        try ViewRowsCSV.writeFile(path) { sink in write(table, rows: rows, dateZone: dateZone, sink: sink) }
    }

    static func write(_ table: DataTable, rows: [Int], dateZone: TimeZone, sink: (String) -> Void) -> Int {
        sink(table.columns.map { ViewRowsCSV.field($0.name) }.joined(separator: ",") + "\n")
        var dates = ViewRowsCSV.XText(zone: dateZone)
        var n = 0
        for r in rows where r >= 0 && r < table.rowCount {
            let cells = table.columns.map { c -> String in
                switch c.values {
                case .number(let v): return ViewRowsCSV.number(v[r])
                case .date(let v): return v[r].isFinite ? dates(v[r]) : ""
                case .text(let t): return ViewRowsCSV.field(t[r])
                }
            }
            sink(cells.joined(separator: ",") + "\n")
            n += 1
        }
        return n
    }
}
