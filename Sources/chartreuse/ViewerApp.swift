import ChartCore
import ChartIO
import ChartSDL
import Foundation

/// The viewer window: the chart, the live reload of the file (and spec file), the banner, help,
/// and the conveniences (drop to open, follow, save, copy).
final class ViewerApp {
    let host: WindowHost
    let chart = ChartView()
    let document: ViewerDocument
    let controller: ViewerController
    let banner = BannerView()
    let help = HelpOverlay()
    private var reloader: Reloader?
    private var watcher: FileWatcher?
    private var specReloader: FileWatcher?
    private var follow: Bool
    private var lastProgress = -1
    private var toastTimer: WindowHost.TimerID?

    init(document: ViewerDocument, options: Options) throws {
        self.document = document
        follow = document.spec.follow ?? false
        host = try WindowHost(title: "\(document.displayName) — Chartreuse", width: 1100, height: 680)
        chart.theme = Theme.named(options.theme) ?? .light
        controller = ViewerController(chart: chart, logEvents: options.logEvents)
        chart.plotRegion.addChild(banner)
        chart.addChild(help)
        help.onClose = { [unowned self] in self.chart.focus = nil }
        host.root = chart
        controller.following = follow
        // On a time series y fits the rows in view after every pan or zoom (`y` toggles).
        chart.autoFitsY = true
        if ProcessInfo.processInfo.environment["CHARTREUSE_VERBOSE"] == "1" {
            FileHandle.standardError.write("chartreuse: renderer \(host.rendererDescription), scale \(host.scale)\n".data(using: .utf8)!)
        }
        // The app's end of the input route: what neither the chart nor its widgets used.
        chart.onUnhandledInput = { [unowned self] e in self.input(e) }
        host.onDropFile = { [unowned self] p in self.open(p) }
        open(document.path)
        watchSpec()
    }

    func run() {
        host.run()
        watcher?.stop()
        specReloader?.stop()
    }

    // MARK: Files

    /// Starts showing (and following) a file.
    func open(_ path: String) {
        watcher?.stop()
        watcher = nil
        document.path = path
        banner.tone = .info
        banner.message = "Loading \(document.displayName)…"
        updateTitle()
        if path == "-" {
            let box = Unchecked(self)
            let mailbox = host.mailbox
            Thread.detachNewThread {
                let result = Result { try DataLoader.load("-") }
                mailbox.post { box.value.loaded(result.map { ($0, nil, 0) }) }
            }
            return
        }
        let r = Reloader(path: path)
        let box = Unchecked(self)
        let mailbox = host.mailbox
        r.onEvent = { event in mailbox.post { box.value.handle(event) } }
        reloader = r
        do {
            let w = try FileWatcher(path: path)
            w.onChange = { [weak r] in r?.reload() }
            w.start()
            watcher = w
        } catch {
            controller.log(["event": "error", "message": "\(error)"])
        }
        r.reload(initial: true)
    }

    private func handle(_ e: Reloader.Event) {
        switch e {
        case .loaded(let parsed, let appended, let ms):
            loaded(.success((parsed, appended, ms)))
        case .failed(let err):
            loaded(.failure(err))
        case .waiting:
            banner.tone = .info
            banner.message = "waiting for \(document.path)"
            controller.log(["event": "waiting", "file": document.path])
            updateTitle()
        case .progress(let p):
            let pct = Int(p * 100)
            if pct / 5 != lastProgress / 5 {
                lastProgress = pct
                banner.tone = .info
                banner.message = "Loading \(document.displayName)… \(pct)%"
            }
        }
        host.setNeedsRedraw()
    }

    private func loaded(_ r: Result<(ParsedTable, Int?, Double), Error>) {
        lastProgress = -1
        switch r {
        case .success(let (parsed, appended, ms)):
            do {
                let oldMax = chart.dataXExtent?.1 ?? -.infinity
                let built = try document.accept(parsed.table)
                document.apply(built, to: chart, appended: appended != nil)
                banner.message = nil
                if follow, appended != nil { followNewest(previousMax: oldMax) }
                var fields: [String: Any] = ["event": "reload", "rows": parsed.rows, "ms": (ms * 10).rounded() / 10,
                                             "glyphPages": host.atlas.pages.count]
                if let a = appended { fields["appended"] = a }
                controller.log(fields)
            } catch {
                showError(error)
            }
        case .failure(let error):
            showError(error)
        }
        updateTitle()
        host.setNeedsRedraw()
    }

    private func showError(_ error: Error) {
        banner.tone = .error
        banner.message = "\(error)"
        controller.log(["event": "error", "message": "\(error)"])
    }

    /// Keeps the newest x in view: a zoomed view slides right by as much as the data grew.
    /// Keeps the newest rows in view, with y fitted to the rows in view.
    private func followNewest(previousMax: Double) {
        guard let newMax = chart.dataXExtent?.1, newMax > previousMax, let x = chart.followNewest() else { return }
        chart.fitYToVisible()
        let y = chart.viewport.y.map { [$0.lowerBound, $0.upperBound] } ?? []
        controller.log(["event": "follow", "x": [x.lowerBound, x.upperBound], "y": y])
    }

    private func watchSpec() {
        guard let p = document.options.specPath else { return }
        do {
            let w = try FileWatcher(path: p)
            let box = Unchecked(self)
            let mailbox = host.mailbox
            w.onChange = { mailbox.post { box.value.specChanged() } }
            w.start()
            specReloader = w
        } catch {
            controller.log(["event": "error", "message": "\(error)"])
        }
    }

    private func specChanged() {
        do {
            try document.loadSpec()
            if let b = try document.rebuild() { document.apply(b, to: chart) }
            banner.message = nil
            controller.log(["event": "spec-reload"])
        } catch {
            showError(error)
        }
        host.setNeedsRedraw()
    }

    private func updateTitle() {
        let rows = document.table?.rowCount
        host.title = "\(document.displayName)\(rows.map { " — \($0) rows" } ?? "")\(follow ? " — following" : "") — Chartreuse"
    }

    // MARK: Keys

    /// The viewer's keys. Quitting is `q` or Ctrl+W (and the window's close button) only: Escape
    /// deselects or closes the help, and never quits.
    private func input(_ e: InputEvent) -> Bool {
        switch e {
        case .key(let k, let mods, _): return key(k, mods)
        case .text("?", _): toggleHelp(); return true
        default: return false
        }
    }

    private func key(_ key: Key, _ mods: KeyModifiers) -> Bool {
        switch key {
        case .character("q") where mods.isEmpty, .character("w") where mods == .control:
            host.stop()
        case .character("t") where mods.isEmpty:
            chart.theme = chart.theme.name == "light" ? .dark : .light
        case .character("f") where mods.isEmpty:
            follow.toggle()
            if follow, chart.followNewest() != nil { chart.fitYToVisible() }
            controller.following = follow
            controller.log(["event": "follow", "on": follow])
            updateTitle()
        case .character("y") where mods.isEmpty:
            chart.autoFitsY.toggle()
            controller.log(["event": "autofit-y", "on": chart.autoFitsY])
        case .character("s") where mods.contains(.control):
            save()
        case .character("c") where mods.contains(.control):
            copySelection()
        case .function(1):
            toggleHelp()
        default:
            return false
        }
        return true
    }

    private func toggleHelp() {
        help.isHidden.toggle()
        // While it shows, the help takes the keys first (Escape, F1 or ? close it).
        chart.focus = help.isHidden ? nil : help
        chart.setNeedsLayout()
    }

    /// Writes PNG and SVG beside the file (for standard input: in ~/Pictures, else the home
    /// folder), never over an existing file: NAME.png, then NAME-1.png, NAME-2.png….
    private func save() {
        let stem: String
        if document.path == "-" {
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            var isDir: ObjCBool = false
            let pictures = (home as NSString).appendingPathComponent("Pictures")
            let dir = FileManager.default.fileExists(atPath: pictures, isDirectory: &isDir) && isDir.boolValue ? pictures : home
            stem = (dir as NSString).appendingPathComponent("stdin")
        } else {
            stem = (document.path as NSString).deletingPathExtension
        }
        let base = Self.freeBase(stem) { FileManager.default.fileExists(atPath: $0) }
        let (w, h) = host.pixelSize
        do {
            for ext in ["png", "svg"] {
                try ChartExporter.export(chart, to: "\(base).\(ext)", width: w, height: h, scale: host.scale, atlas: host.atlas)
            }
            showToast("saved \(base).png and \(base).svg")
            controller.log(["event": "saved", "png": "\(base).png", "svg": "\(base).svg"])
        } catch {
            showError(error)
        }
        chart.setNeedsLayout()
    }

    /// The first of `stem`, `stem-1`, `stem-2`… for which neither a .png nor an .svg exists.
    static func freeBase(_ stem: String, exists: (String) -> Bool) -> String {
        var n = 0
        while true {
            let base = n == 0 ? stem : "\(stem)-\(n)"
            if !exists(base + ".png") && !exists(base + ".svg") { return base }
            n += 1
        }
    }

    /// Shows a passing message that fades after four seconds (errors stay until fixed).
    private func showToast(_ text: String) {
        banner.tone = .info
        banner.message = text
        if let t = toastTimer { host.cancelTimer(t) }
        toastTimer = host.schedule(after: 4) { [unowned self] in
            toastTimer = nil
            guard banner.tone == .info, banner.message == text else { return }
            banner.message = nil
            controller.log(["event": "toast-hidden"])
            chart.setNeedsLayout()
        }
    }

    private func copySelection() {
        guard let sel = chart.selection, sel.series < chart.data.series.count else { return }
        let s = chart.data.series[sel.series]
        guard sel.index < s.count else { return }
        let x = s.kind == .bar ? (sel.index < chart.data.categories.count ? chart.data.categories[sel.index] : String(sel.index + 1))
            : controller.xText(s.xValue(sel.index))
        let text = "\(x)\t\(s.y[sel.index])"
        host.copyToClipboard(text)
        controller.log(["event": "copied", "text": text])
    }
}
