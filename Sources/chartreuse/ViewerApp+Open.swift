import ChartCore
import ChartSDL
import Foundation

/// Ctrl+O: a file chooser — zenity or kdialog when installed, else a list in the window of the
/// recent files and the data files beside the current one. The chosen file joins the workspace,
/// as a dropped one does (it opens when nothing is shown yet).
extension ViewerApp {
    /// Shows the chooser.
    func chooseFile() {
        let current = document.path == "-" ? FileManager.default.currentDirectoryPath + "/-" : document.path
        let folder = (URL(fileURLWithPath: current).standardizedFileURL.path as NSString).deletingLastPathComponent
        let kind = FileChooser.kind()
        controller.log(["event": "open-dialog", "chooser": kind.rawValue])
        guard kind != .list else {
            let entries = FileChooser.listEntries(recent: RememberedState.load(RememberedState.path()).recent, folder: folder)
            openList.list.notes = entries.map(\.note)
            openList.list.entries = entries.map(\.path)
            openList.isHidden = false
            workspace.focus = openList
            workspace.setNeedsLayout()
            return
        }
        let box = Unchecked(self)
        FileChooser.run(kind, folder: folder, mailbox: host.mailbox) { result in
            switch result {
            case .success(let path): box.value.chosen(path)
            case .failure(let error): box.value.showError(error)
            }
        }
    }

    /// The chooser closed: opens `path` (nil: cancelled).
    func chosen(_ path: String?) {
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
        if document.table == nil { open(path) } else { add(path) }
        host.setNeedsRedraw()
    }
}
