import ChartCore
import ChartSDL
import Foundation

/// Ctrl+O: a file chooser — the desktop portal's, else zenity or kdialog when installed, else a
/// list in the window of the recent files and the data files beside the current one. The chosen
/// file joins the workspace, as a dropped one does (it opens when nothing is shown yet).
extension ViewerApp {
    /// Shows the chooser (`kind`: the one to try, by default the best here).
    func chooseFile(_ kind: FileChooser.Kind = FileChooser.kind()) {
        let current = document.path == "-" ? FileManager.default.currentDirectoryPath + "/-" : document.path
        let folder = (URL(fileURLWithPath: current).standardizedFileURL.path as NSString).deletingLastPathComponent
        controller.log(["event": "open-dialog", "chooser": kind.rawValue])
        if kind == .portal {
            // Off the window's thread: the call waits for the person. No portal: the next chooser.
            let box = Unchecked(self), mailbox = host.mailbox
            Thread.detachNewThread {
                let answer = PortalFileChooser.openFile(title: "Open data — Chartreuse", folder: folder, patterns: FileChooser.patterns)
                mailbox.post {
                    switch answer {
                    case .chosen(let path): box.value.chosen(path)
                    case .cancelled: box.value.chosen(nil)
                    case nil: box.value.chooseFile(FileChooser.program())
                    }
                }
            }
            return
        }
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
