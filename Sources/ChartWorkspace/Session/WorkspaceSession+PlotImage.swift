import ChartCore
import ChartIO
import Foundation

/// The current plot as a picture: Ctrl+S writes it beside the file, Ctrl+Shift+C puts it on the
/// clipboard. The plot alone, with its title, and never the window's toasts, banner, tooltip or selection.
extension WorkspaceSession {
    /// Writes the current plot at its size in the window to `path` (PNG or SVG by extension).
    func writeCurrentPlot(to path: String) throws {
        guard let chart = plots.current ?? plots.charts.first else { throw DataError(file: document.errorName, message: "no plot to save yet") }
        let i = plots.index(of: chart) ?? 0
        let size = chart.frame.size
        let tooltip = controller.tooltip.anchor
        let title = chart.title
        let selection = chart.selection
        // A selected point (its line and tooltip) is the window's, not the picture's.
        controller.tooltip.anchor = nil
        chart.selection = nil
        // In the window the pane's bar names the plot; the picture names it itself.
        if title == nil { chart.title = document.shownTitle(ofPlot: i) }
        defer {
            chart.title = title
            chart.selection = selection
            controller.tooltip.anchor = tooltip
            workspace.setNeedsLayout()
        }
        try host.writeImage(of: chart, width: max(1, Int(size.width.rounded())), height: max(1, Int(size.height.rounded())), to: path)
        controller.log(["event": "plot-written", "path": path, "plot": i,
                        "size": [Int(size.width.rounded()), Int(size.height.rounded())]])
    }

    /// Ctrl+Shift+C: the current plot as a PNG on the clipboard.
    func copyPlotImage() {
        // A file of this user's only (the runtime folder when there is one), gone once the clipboard has the image.
        let dir = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? NSTemporaryDirectory()
        let path = (dir as NSString).appendingPathComponent("chartreuse-plot-\(getpid())-\(UUID().uuidString.prefix(8)).png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try writeCurrentPlot(to: path)
            try host.copyImageToClipboard(png: path)
            showToast("copied the plot as an image")
            controller.log(["event": "copied-image", "path": path])
        } catch {
            showError(error)
        }
        host.setNeedsRedraw()
    }
}
