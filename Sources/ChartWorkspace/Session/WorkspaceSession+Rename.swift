import ChartCore
import Foundation
import WorkspaceModel

/// Renaming a plot's title or an axis title, from the right-click menu: the text is typed in
/// place (the title shows it with a caret), Enter keeps it, Escape gives up, and an emptied
/// title is the default again.
extension WorkspaceSession {
    /// Starts renaming plot `i`'s `part`: "title", "x" or "y".
    func beginRename(plot i: Int, part: String) {
        guard let id = document.id(ofPlot: i), i < plots.charts.count, i < workspace.panes.count else { return }
        let chart = plots.charts[i]
        let before: String
        switch part {
        case "x": before = chart.configuration.xAxis.title ?? ""
        case "y": before = chart.configuration.yAxis.title ?? ""
        default: before = document.title(ofPlot: i)
        }
        renameEntry.onChange = { [unowned self] text in showRename(text + "▏", plot: i, part: part) }
        renameEntry.onEnd = { [unowned self] keep in
            workspace.focus = nil
            let text = renameEntry.text.trimmingCharacters(in: .whitespaces)
            if keep, text != before, perform(.rename(id, part: part, text.isEmpty ? nil : text)) != nil {
                controller.log(["event": "renamed", "plot": i, "part": part, "text": text])
            } else {
                showRename(before, plot: i, part: part)
            }
            host.setNeedsRedraw()
        }
        renameEntry.begin(before, byKey: false)
        workspace.focus = renameEntry
        showRename(before + "▏", plot: i, part: part)
        showToast("type the \(part == "title" ? "title" : "\(part) axis title"), Enter keeps it, Escape gives up (emptied: the default)")
    }

    /// Shows `text` where plot `i`'s `part` is drawn, while it is typed.
    private func showRename(_ text: String, plot i: Int, part: String) {
        guard i < plots.charts.count, i < workspace.panes.count else { return }
        switch part {
        case "x": plots.charts[i].configuration.xAxis.title = text
        case "y": plots.charts[i].configuration.yAxis.title = text
        default: workspace.panes[i].titleBar.title = text
        }
        workspace.setNeedsLayout()
        host.setNeedsRedraw()
    }
}
