import ChartCore
import ChartIO
import WorkspaceModel
import Foundation

/// Ctrl+E: the rows the current plot shows, written as CSV beside the file.
extension WorkspaceSession {
    /// Writes the visible series' points in the current plot's x range (all of them when it is
    /// not zoomed) to NAME-view.csv beside the file, never over one.
    func exportVisibleRows() {
        if exportTableRows() { return }
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
        // Off the window's thread: ten million rows take seconds to write.
        showToast("exporting the rows in view to \(path)…")
        let mailbox = host.mailbox
        Thread.detachNewThread {
            let result = Result {
                try ViewRowsCSV.write(visible, categories: categories, xName: xName, in: range, dateZone: zone, toFile: path)
            }
            mailbox.post {
                let app = self
                switch result {
                case .success(let rows):
                    app.showToast("exported \(rows) rows to \(path)")
                    app.controller.log(["event": "exported", "path": path, "rows": rows])
                case .failure(let error):
                    app.showError(error)
                }
                app.workspace.setNeedsLayout()
            }
        }
        workspace.setNeedsLayout()
    }

    /// With rows selected in the data table: those rows, every column, to NAME-rows.csv beside
    /// the file (never over one), in the order the table shows them; false when none are selected.
    func exportTableRows() -> Bool {
        guard !workspace.table.isHidden, let sel = workspace.table.selection, let table = document.table else { return false }
        let rows = sel.map(tableSource.fileRow)
        let base = Self.freeBase(saveStem + "-rows", extensions: ["csv", "csv.part"]) { FileManager.default.fileExists(atPath: $0) }
        let path = base + ".csv"
        showToast("exporting the \(rows.count.formatted()) selected rows to \(path)…")
        let mailbox = host.mailbox
        Thread.detachNewThread {
            let result = Result { try TableRowsCSV.write(table, rows: rows, toFile: path) }
            mailbox.post {
                switch result {
                case .success(let n):
                    self.showToast("exported the \(n.formatted()) selected rows to \(path)")
                    self.controller.log(["event": "exported", "path": path, "rows": n, "selected": true])
                case .failure(let error):
                    self.showError(error)
                }
                self.workspace.setNeedsLayout()
            }
        }
        return true
    }
}
