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

    func writeImage(of root: RootWidget, to path: String) throws {
        let (w, h) = host.pixelSize
        try ChartExporter.export(root, to: path, width: w, height: h, scale: host.scale, atlas: host.atlas)
    }
}

extension Mailbox: WorkspaceMailbox {}
