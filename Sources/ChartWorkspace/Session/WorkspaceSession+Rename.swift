import ChartCore
import Foundation
import WorkspaceModel

/// Renaming a plot's title or an axis title, from the right-click menu: the text is typed in
/// place (the title shows it with a caret), Enter keeps it, Escape gives up, and an emptied
/// title is the default again.
extension WorkspaceSession {
    /// Starts renaming plot `i`'s `part`: "title", "x" or "y".
    func beginRename(plot i: Int, part: String) {
        guard let id = document.id(ofPlot: i), i < plots.charts.count else { return }
        let chart = plots.charts[i]
        let before: String
        switch part {
        case "x": before = chart.configuration.xAxis.title ?? ""
        case "y": before = chart.configuration.yAxis.title ?? ""
        default: before = document.title(ofPlot: i)
        }
        renaming = (id, part)
        renameEntry.onChange = { [unowned self] _ in keepTypedRename() }
        renameEntry.onEnd = { [unowned self] keep in
            renaming = nil
            if workspace.focus === renameEntry { workspace.focus = nil }
            let text = renameEntry.text.trimmingCharacters(in: .whitespaces)
            // The plot is looked up again: one closed meanwhile moves the rest.
            if keep, text != before, document.model.index(of: id) != nil,
               perform(.rename(id, part: part, text.isEmpty ? nil : text)) != nil {
                controller.log(["event": "renamed", "plot": document.model.index(of: id) ?? -1, "part": part, "text": text])
            } else if let k = document.model.index(of: id) {
                showRename(before, plot: k, part: part)
            }
            host.setNeedsRedraw()
        }
        // The menu was chosen by a key (Enter, or Space whose text follows): that text is not the title's.
        renameEntry.begin(before, byKey: true)
        workspace.focus = renameEntry
        keepTypedRename()
        showToast("type the \(part == "title" ? "title" : "\(part) axis title"), Enter keeps it, Escape gives up (emptied: the default)")
    }

    /// Shows the title being typed, with its caret, where it is drawn (again after a reload rebuilt the plots).
    func keepTypedRename() {
        guard let r = renaming, workspace.focus === renameEntry, let k = document.model.index(of: r.id) else { return }
        showRename(renameEntry.text + "▏", plot: k, part: r.part)
    }

    /// Shows `text` where plot `i`'s `part` is drawn.
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
