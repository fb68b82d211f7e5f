import ChartCore
import ChartIO
import Foundation

/// Ctrl+E: the rows the current plot shows, written as CSV beside the file.
extension ViewerApp {
    /// Writes the visible series' points in the current plot's x range (all of them when it is
    /// not zoomed) to NAME-view.csv beside the file, never over one.
    func exportVisibleRows() {
        guard let chart = plots.current, !chart.data.series.isEmpty else {
            showToast("no plot to export: click a column in the browser first")
            return
        }
        let visible = chart.data.series.filter(\.isVisible)
        let isBar = visible.first?.kind == .bar
        let range = isBar || chart.viewport.x == nil ? nil : chart.visibleRanges.x
        let xName = chart.configuration.xAxis.title ?? "x"
        let (text, rows) = ViewRowsCSV.csv(visible, categories: chart.data.categories, xName: xName, in: range,
                                          dateZone: chart.configuration.xAxis.timeZone)
        let base = Self.freeBase(saveStem + "-view", extensions: ["csv"]) { FileManager.default.fileExists(atPath: $0) }
        do {
            try text.write(toFile: base + ".csv", atomically: true, encoding: .utf8)
            showToast("exported \(rows) rows to \(base).csv")
            controller.log(["event": "exported", "path": base + ".csv", "rows": rows])
        } catch {
            showError(error)
        }
        workspace.setNeedsLayout()
    }
}
