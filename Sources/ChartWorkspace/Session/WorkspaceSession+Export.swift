import ChartCore
import ChartIO
import WorkspaceModel
import Foundation

/// Ctrl+E: the rows the current plot shows, written as CSV beside the file.
extension WorkspaceSession {
    /// Writes the visible series' points in the current plot's x range (all of them when it is
    /// not zoomed) to NAME-view.csv beside the file, never over one.
    func exportVisibleRows() {
        if exportTableRows() || exportSelectedRows() { return }
        guard let chart = plots.current, !chart.data.series.isEmpty else {
            showToast("no plot to export: click a column in the browser first")
            return
        }
        let visible = chart.data.series.filter(\.isVisible)
        let isBar = visible.first?.kind == .bar
        let range = isBar || chart.viewport.x == nil ? nil : chart.visibleRanges.x
        let xName = chart.configuration.xAxis.title ?? "x"
        let base = Self.freeBase(saveStem + "-view", extensions: ["csv", "csv.part"]) { FileManager.default.fileExists(atPath: $0) }
        let path = base + ".csv", categories = chart.data.categories, zone = chart.configuration.xAxis.timeZone
        writeInBackground(path, what: "the rows in view") {
            try ViewRowsCSV.write(visible, categories: categories, xName: xName, in: range, dateZone: zone, toFile: path)
        }
    }

    /// With rows selected in the data table: those rows, every column, to NAME-rows.csv beside
    /// the file (never over one), in the order the table shows them; false when none are selected.
    func exportTableRows() -> Bool {
        guard !workspace.table.isHidden, let sel = workspace.table.selection, let table = document.table else { return false }
        let rows = sel.map(tableSource.fileRow)
        let base = Self.freeBase(saveStem + "-rows", extensions: ["csv", "csv.part"]) { FileManager.default.fileExists(atPath: $0) }
        let path = base + ".csv"
        writeInBackground(path, what: "the \(rows.count.formatted()) selected rows", log: ["selected": true]) {
            try TableRowsCSV.write(table, rows: rows, toFile: path)
        }
        return true
    }

    /// With rows selected (a brush, a legend entry): those of the rows shown, every column, in the
    /// file's order, to NAME-selected.csv beside the file (never over one); false when none are.
    func exportSelectedRows() -> Bool {
        guard let rows = document.selectedShownRows, let table = document.table else { return false }
        let base = Self.freeBase(saveStem + "-selected", extensions: ["csv", "csv.part"]) { FileManager.default.fileExists(atPath: $0) }
        let path = base + ".csv"
        writeInBackground(path, what: "the \(rows.count.formatted()) selected rows", log: ["selected": true]) {
            try TableRowsCSV.write(table, rows: rows, toFile: path)
        }
        return true
    }

    /// Writes a file off the window's thread (ten million rows take seconds): a toast while it is
    /// written and when it is, naming `what`, and an `exported` event with its rows (and `log`).
    private func writeInBackground(_ path: String, what: String, log: [String: Bool] = [:],
                                   _ write: @escaping @Sendable () throws -> Int) {
        showToast("exporting \(what) to \(path)…")
        let mailbox = host.mailbox
        Thread.detachNewThread {
            let result = Result { try write() }
            mailbox.post {
                switch result {
                case .success(let n):
                    self.showToast("exported \(n) rows to \(path)")
                    var fields: [String: Any] = ["event": "exported", "path": path, "rows": n]
                    for (k, v) in log { fields[k] = v }
                    self.controller.log(fields)
                case .failure(let error):
                    self.showError(error)
                }
                self.workspace.setNeedsLayout()
            }
        }
        workspace.setNeedsLayout()
    }
}
