import ChartCore
import ChartIO
import Foundation
import Synchronization
import WorkspaceModel

/// The data table's rows: the rows the plots show (the filter's, or all) in file order or in a
/// `RowOrder`, each cell written as the tooltip writes it (dates as dates, numbers in the number
/// style, gaps empty). Three kinds of row number meet here: a shown row (the table's line), a
/// row of `table` (the order maps one to the other) and the file's row (`kept` maps to it).
@MainActor
package final class TableRowsSource: DataTableSource {
    /// The table shown (nil: none loaded yet).
    package private(set) var table: DataTable?
    /// The order shown (nil: the file's).
    package var order: RowOrder?
    /// The file's row of each row of `table` (nil: they are the file's rows, no filter).
    package private(set) var kept: [Int]?
    /// What names the rows shown (the document's key for them; nil: set by hand).
    private(set) var key: ShownKey?

    /// Shows `table` (rows `kept` of the file) named by `key`; false when it is what shows already.
    @discardableResult
    package func show(_ table: DataTable?, kept: [Int]?, key: ShownKey?) -> Bool {
        guard key == nil || key != self.key else { return false }
        self.table = table
        self.kept = kept
        self.key = key
        dayColumns = [:]
        return true
    }
    /// Writes one cell.
    package var cellText: (DataTable.Column, Int, inout RowDateText, _ plain: Bool) -> String = { _, _, _, _ in "" }
    /// Counts the sorts asked for: a sort finishing after a newer one was asked for is dropped,
    /// and one still running stops (the sorting thread reads it).
    let sortGeneration = Generation()
    /// The table changed while a sort ran: it sorts again once that one lands.
    var sortAgain = false

    /// A counter both threads read.
    final class Generation: Sendable {
        private let value = Atomic<Int>(0)
        /// The count now.
        var current: Int { value.load(ordering: .relaxed) }
        /// Counts one more and returns it.
        func next() -> Int { value.add(1, ordering: .relaxed).newValue }
    }
    /// The sort asked for and not yet finished (the column, largest first).
    var pendingSort: (column: String, descending: Bool)?

    /// Back to the file's order: no order, none pending, and a sort still running stops.
    func unsort() {
        order = nil
        pendingSort = nil
        sortAgain = false
        _ = sortGeneration.next()
    }
    private var dates = RowDateText()
    /// An empty source.
    package init() {}
    /// Whether each date column holds whole days (written without a time), found when first drawn.
    private var dayColumns: [Int: Bool] = [:]

    /// The column names, in file order.
    package var columnNames: [String] { table?.columns.map(\.name) ?? [] }
    /// The table's rows.
    package var rowCount: Int { table?.rowCount ?? 0 }

    /// The file's rows picked out in the plots (nil: none are).
    package var picked: PointMask?
    /// Whether shown row `row` is among the rows picked out.
    package func isPicked(_ row: Int) -> Bool { picked?[fileRow(row)] ?? false }

    /// The row of `table` on shown row `row`.
    func tableRow(_ row: Int) -> Int { order?.fileRow(row) ?? row }
    /// The file's row on shown row `row`.
    func fileRow(_ row: Int) -> Int {
        let r = tableRow(row)
        guard let kept else { return r }
        return r < kept.count ? kept[r] : r
    }
    /// The shown row of row `row` of `table`.
    func shownRow(_ row: Int) -> Int { order?.shownRow(row) ?? row }
    /// The shown row of the file's row `row`, if the filter keeps it.
    func shownRow(ofFileRow row: Int) -> Int? {
        guard let kept else { return row < rowCount ? shownRow(row) : nil }
        return WorkspaceSession.index(of: row, in: kept).map(shownRow)
    }
    /// The file's row number (from 1).
    package func rowNumber(_ row: Int) -> Int { fileRow(row) + 1 }

    /// Shown row `row`'s cell in column `column`.
    package func text(row: Int, column: Int) -> String { cell(row: row, column: column, plain: false) }

    /// Shown row `row`'s cell in column `column`; `plain`: a number as it reads back (for copying).
    func cell(row: Int, column: Int, plain: Bool) -> String {
        guard let t = table, column < t.columns.count, row < t.rowCount else { return "" }
        let c = t.columns[column], r = tableRow(row)
        if case .date(let v) = c.values {
            let days = dayColumns[column] ?? RowDateText.wholeDays(v)
            dayColumns[column] = days
            // Each cell checked too: the column was judged from a sample.
            if days, r < v.count, v[r].isFinite, RowDateText.isMidnight(v[r]) { return dates.day(v[r]) }
        }
        return cellText(c, r, &dates, plain)
    }

    /// Numbers and dates are right-aligned, text left.
    package func isRightAligned(_ column: Int) -> Bool {
        guard let t = table, column < t.columns.count else { return false }
        if case .text = t.columns[column].values { return false }
        return true
    }

    /// Shown rows `rows` as tab-separated lines under a line of the column names.
    func tsv(_ rows: ClosedRange<Int>) -> String {
        guard let t = table else { return "" }
        let clean = WorkspaceSession.tsvField
        var lines = [t.columns.map { clean($0.name) }.joined(separator: "\t")]
        for r in rows where r < t.rowCount {
            // Numbers as they read back (1234.5, no thousands separator), dates as the table writes them.
            lines.append(t.columns.indices.map { clean(cell(row: r, column: $0, plain: true)) }.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n")
    }
}
