import ChartCore
import ChartSDL
import ChartWorkspace
import WorkspaceModel
import Foundation

/// The viewer's window: an SDL window hosting the workspace session, with the desktop's parts
/// the session leaves to the app (the settings' keys and themes, the recent files, the file
/// chooser, the window's icon and size).
@MainActor
final class ViewerApp {
    let host: WindowHost
    let session: WorkspaceSession
    /// Called once the first frame with the data is on screen (after the `ready` event).
    var onReady: (() -> Void)?

    init(document: WorkspaceDocument, options: Options, launched: Double) throws {
        host = try WindowHost(title: "\(document.displayName) — Chartreuse", width: options.windowSize.0, height: options.windowSize.1,
                              appID: "chartreuse")
        if let icon = WindowHost.bundledIcon() { host.setIcon(path: icon) }
        host.keyMap = options.settings.keyMap
        // --scale (and the settings' export_scale is for exports only): the window's type and lines that much larger.
        if options.scaleGiven { host.contentScale = options.scale }
        let settings = options.settings
        session = WorkspaceSession(document: document, host: ViewerWindow(host), theme: options.theme,
                                   themeNamed: { settings.theme($0) }, numberStyle: settings.numberStyle ?? .standard,
                                   logEvents: options.logEvents)
        host.root = session.workspace
        // A person's own bindings are for shortcuts: not while a note or the filter is typed.
        host.remapsKeys = { [unowned self] in session.takesShortcuts }
        host.onDropFile = { [unowned self] p in session.drop(p) }
        session.onOpened = { p in Self.remember { $0.opened(p) } }
        session.onChooseFile = { [unowned self] in chooseFile() }
        if ProcessInfo.processInfo.environment["CHARTREUSE_VERBOSE"] == "1" {
            FileHandle.standardError.write("chartreuse: renderer \(host.rendererDescription), scale \(host.scale)\n".data(using: .utf8)!)
        }
        var first = true
        host.onFramePresented = { [unowned self] _ in
            guard first, session.document.table != nil else { return }
            first = false
            let ms = ((ProcessInfo.processInfo.systemUptime - launched) * 1000).rounded()
            session.controller.log(["event": "ready", "ms": ms, "plots": session.plotCount])
            onReady?()
        }
        session.start(adding: Array(options.files.dropFirst()))
    }

    func run() {
        host.run()
        // Remembered for the next start (a window_size in the settings wins over it).
        let (w, h) = host.windowSize
        Self.remember { $0.windowSize = "\(w)x\(h)" }
        session.stop()
    }

    /// Changes the remembered state (recent files, window size) on disk.
    static func remember(_ change: (inout RememberedState) -> Void) {
        let path = RememberedState.path()
        var state = RememberedState.load(path)
        change(&state)
        state.save(path)
    }
}
