import Foundation

/// Ctrl+O's answer: the chosen file joins the workspace as a dropped one does (it opens when
/// nothing is shown yet). The app shows the chooser (`onChooseFile`); the list in the window
/// (`openList`) is the session's.
extension WorkspaceSession {
    /// Shows `entries` (with their notes) in the window's list of files to open.
    public func showOpenList(_ entries: [(path: String, note: String)]) {
        openList.list.notes = entries.map(\.note)
        openList.list.entries = entries.map(\.path)
        openList.isHidden = false
        workspace.focus = openList
        workspace.setNeedsLayout()
    }

    /// The chooser closed: opens `path` (nil: cancelled).
    public func chosen(_ path: String?) {
        if !openList.isHidden {
            openList.isHidden = true
            workspace.focus = nil
            workspace.setNeedsLayout()
        }
        guard let path else {
            controller.log(["event": "open-cancelled"])
            return
        }
        controller.log(["event": "open-chosen", "path": path])
        drop(path)
        host.setNeedsRedraw()
    }
}
