import ChartCore
import ChartIO
import Foundation
import WorkspaceModel

/// Every edit of the workspace goes through here: the document applies the action (rebuilding
/// what it touched), then the views follow the workspace model. Ctrl+Z undoes, Ctrl+Shift+Z and
/// Ctrl+Y redo, each naming what it undid in a toast and the event log.
extension WorkspaceSession {
    /// Applies `action` and shows the result; nil when it failed (the error is shown) or changed
    /// nothing (the reason, if any, is a toast).
    @discardableResult
    func perform(_ action: WorkspaceAction, merging: Bool = false) -> WorkspaceChange? {
        // Cursors placed a moment ago are recorded first: the edit's rebuild shows the model's.
        if cursorSyncPending { takeCursors() }
        let change: WorkspaceChange
        do {
            change = try document.perform(action, merging: merging)
        } catch {
            showError(error)
            host.setNeedsRedraw()
            return nil
        }
        guard !change.isEmpty else {
            if let why = change.why { showToast(why) }
            return nil
        }
        follow(change)
        return change
    }

    /// Ctrl+Z: undoes the last workspace edit.
    func undo() { stepHistory("undo") { $0.undo() } }

    /// Ctrl+Shift+Z or Ctrl+Y: redoes the last edit undone.
    func redo() { stepHistory("redo") { $0.redo() } }

    /// Goes back (`undo`) or forward (`redo`) one edit, says which in a toast and logs it.
    private func stepHistory(_ event: String, _ move: (WorkspaceDocument) -> (change: WorkspaceChange, label: String)?) {
        if cursorSyncPending { takeCursors() }
        guard let (change, label) = move(document) else {
            showToast("nothing to \(event)")
            return
        }
        follow(change)
        showToast(event == "undo" ? "undid the \(label) (Ctrl+Shift+Z redoes it)" : "redid the \(label)")
        logHistory(event, label: label)
    }

    private func logHistory(_ event: String, label: String) {
        controller.log(["event": event, "plots": document.model.plots.count, "action": label,
                        "undo": document.store.canUndo, "redo": document.store.canRedo])
    }

    /// The views follow a change of the workspace: the plots (only those it touched get new data),
    /// the theme, the current plot.
    func follow(_ change: WorkspaceChange) {
        if change.theme { applyTheme() }
        // A ClickHouse source's filter is the server's: its rows are read again through it.
        if change.data, document.remoteFilterPending { openRemote(document.path) }
        showPlots(appended: false)
        // The plot made or moved to (an undo's or redo's plot brought back) becomes the current one.
        if let id = change.focus ?? change.added.first, let i = document.model.index(of: id) { workspace.setCurrentPlot(i) }
        updatePlotted()
        updateTitle()
        host.setNeedsRedraw()
    }

    /// The workspace's theme on the window and every chart.
    func applyTheme() {
        let t = themeNamed(document.model.theme ?? document.spec.theme ?? defaultTheme)
        workspace.theme = t
        for c in plots.charts { c.theme = t }
    }
}
