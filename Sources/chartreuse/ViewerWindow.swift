import ChartCore
import ChartSDL
import ChartWorkspace

/// The SDL window as the workspace session's host.
final class ViewerWindow: WorkspaceHost {
    let host: WindowHost
    private var timers: [Int: WindowHost.TimerID] = [:]
    private var nextTimer = 0

    init(_ host: WindowHost) { self.host = host }

    var title: String {
        get { host.title }
        set { host.title = newValue }
    }
    var mailbox: any WorkspaceMailbox { host.mailbox }
    var glyphPages: Int { host.atlas.pages.count }
    func setNeedsRedraw() { host.setNeedsRedraw() }
    func copyToClipboard(_ text: String) { host.copyToClipboard(text) }
    func close() { host.stop() }

    func scheduleTimer(after delay: Double, every interval: Double?, _ action: @escaping () -> Void) -> Int {
        nextTimer += 1
        let n = nextTimer
        timers[n] = host.schedule(after: delay, every: interval) { [weak self] in
            if interval == nil { self?.timers[n] = nil }
            action()
        }
        return n
    }

    func cancelTimer(number: Int) {
        if let t = timers.removeValue(forKey: number) { host.cancelTimer(t) }
    }

    func writeImage(of root: RootWidget, width: Int, height: Int, to path: String) throws {
        try ChartExporter.export(root, to: path, width: width, height: height, scale: host.scale, atlas: host.atlas)
    }

    func copyImageToClipboard(png path: String) throws {
        try ImageClipboard.copy(png: path)
    }
}

extension Mailbox: WorkspaceMailbox {}
