import ChartCore
import ChartSDL
import Foundation

/// Ctrl+O: a file chooser — the desktop portal's, else zenity or kdialog when installed, else a
/// list in the window of the recent files and the data files beside the current one. The chosen
/// file joins the workspace, as a dropped one does (it opens when nothing is shown yet).
extension ViewerApp {
    /// Shows the chooser (`kind`: the one to try, by default the best here).
    func chooseFile(_ kind: FileChooser.Kind = FileChooser.kind()) {
        let document = session.document
        let current = document.path == "-" ? FileManager.default.currentDirectoryPath + "/-" : document.path
        let folder = (URL(fileURLWithPath: current).standardizedFileURL.path as NSString).deletingLastPathComponent
        session.controller.log(["event": "open-dialog", "chooser": kind.rawValue])
        let mailbox = host.mailbox
        switch kind {
        case .portal:
            // Off the window's thread: the call waits for the person. No portal: the next chooser.
            Thread.detachNewThread {
                let answer = PortalFileChooser.openFile(title: "Open data — Chartreuse", folder: folder, patterns: FileChooser.patterns)
                mailbox.post {
                    switch answer {
                    case .chosen(let path): self.session.chosen(path)
                    case .cancelled: self.session.chosen(nil)
                    case nil: self.chooseFile(FileChooser.program())
                    }
                }
            }
        case .list:
            session.showOpenList(FileChooser.listEntries(recent: RememberedState.load(RememberedState.path()).recent, folder: folder))
        default:
            FileChooser.run(kind, folder: folder, mailbox: mailbox) { result in
                switch result {
                case .success(let path): self.session.chosen(path)
                case .failure(let error): self.session.showError(error)
                }
            }
        }
    }
}
