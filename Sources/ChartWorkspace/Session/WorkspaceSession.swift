import ChartClickHouse
import ChartCore
import ChartIO
import ChartSpecs
import WorkspaceModel
import Foundation

/// The viewer's workspace in a window: the column browser and linked plots over the document,
/// the live reload of its files (and spec file), the banner, help, the keys, and the conveniences
/// (drop to open, follow, save, copy). It draws nothing itself and needs no SDL: its window is a
/// `WorkspaceHost`.
@MainActor
public final class WorkspaceSession {
    /// The window it runs in.
    public let host: any WorkspaceHost
    /// The views' root: the window shows it.
    public let workspace = WorkspaceView()
    let plots: WorkspacePlots
    /// The model: the files, the workspace and its history, the built charts.
    public let document: WorkspaceDocument
    /// The charts' delegate: tooltip, status line, and the event log.
    public let controller: SessionController
    let banner = BannerView()
    let help = HelpOverlay()
    /// The right-click menu.
    let contextMenu = ContextMenuView()
    /// Names a workspace theme (the settings' themes first).
    let themeNamed: (String) -> Theme
    /// The theme when neither the workspace nor its spec names one.
    let defaultTheme: String
    /// What follows the files live (their reloaders, watchers, a stream).
    var followers = SessionFollowers()
    /// The window's side of a ClickHouse source.
    var clickhouse = ClickHouseState()
    var follow: Bool
    var autoFitsY = true
    /// The last loading progress shown, in percent (-1: no load under way).
    var lastProgress = -1
    var toastTimer: Int?
    /// The file a Ctrl+drag slides along x, and its offset when the drag began.
    var offsetDrag: (file: String, base: Double, moved: Bool)?
    /// Cursor values read between the samples either side (false: the nearest sample's); `i` toggles.
    var cursorInterpolates = true
    /// A settled move of the cursors waits to be taken into the model (see `takeCursors`).
    var cursorSyncPending = false
    /// The statistics read the view even when both cursors stand (Shift+S toggles).
    var statsOverView = false
    /// Takes the keys while a note is typed.
    let noteEntry = NoteEntry()
    /// Takes the keys while a plot's title or an axis title is renamed (from the right-click menu).
    let renameEntry = NoteEntry()
    /// The plot and part ("title", "x", "y") being renamed, while it is typed.
    var renaming: (id: PlotID, part: String)?
    /// Ctrl+O's list, when no file chooser program is installed.
    let openList = OpenListOverlay()
    /// The note being typed: its plot, its index, its text before, and whether `n` made it now.
    var noteEdit: (chart: ChartView, index: Int, before: String, isNew: Bool)?
    /// A file opened (the first time in this session): the app adds it to the recent files.
    public var onOpened: ((String) -> Void)?
    /// Ctrl+O: the app shows its file chooser (nil: the key does nothing); `chosen` takes the answer.
    public var onChooseFile: (() -> Void)?
    /// The files reported to `onOpened` so far.
    var reportedOpened: Set<String> = []
    /// The data table's rows (Ctrl+T).
    let tableSource = TableRowsSource()
    /// The table is marking its chosen row in the plots (their selections and crosshairs are not followed back).
    var markingFromTable = false

    /// A session over `document` in `host`, showing it in `theme` (of `themeNamed`'s), numbers in `numberStyle`.
    public init(document: WorkspaceDocument, host: any WorkspaceHost, theme: String, themeNamed: @escaping (String) -> Theme,
                numberStyle: NumberStyle, logEvents: Bool) {
        self.document = document
        self.host = host
        self.themeNamed = themeNamed
        defaultTheme = theme
        follow = document.spec.follow ?? false
        workspace.theme = themeNamed(theme)
        plots = WorkspacePlots(view: workspace)
        plots.themeNamed = themeNamed
        plots.numberStyle = numberStyle
        controller = SessionController(footer: workspace.footer, logEvents: logEvents)
        controller.numberStyle = numberStyle
        workspace.plotOverlay.addChild(banner)
        workspace.addChild(help)
        workspace.addChild(contextMenu)
        contextMenu.onClose = { [unowned self] in
            if workspace.focus === contextMenu { workspace.focus = nil }
            host.setNeedsRedraw()
        }
        workspace.onContextMenu = { [unowned self] p in openMenu(at: p) }
        workspace.addChild(noteEntry)
        workspace.addChild(renameEntry)
        workspace.addChild(openList)
        openList.onEnd = { [unowned self] path in chosen(path) }
        noteEntry.onChange = { [unowned self] t in noteTyped(t) }
        noteEntry.onEnd = { [unowned self] pin in endNote(pin: pin) }
        help.onClose = { [unowned self] in self.workspace.focus = nil }
        controller.following = follow
        controller.plotIndex = { [unowned self] c in self.plots.index(of: c) }
        controller.onDragged = { [unowned self] in
            // A drag means a look back: following would pull the view away under the pointer.
            guard follow else { return }
            follow = false
            controller.following = false
            controller.log(["event": "follow", "on": false, "paused": true])
            showToast("following paused while you look around (f resumes)")
            updateTitle()
        }
        controller.rowLines = { [unowned self] c, sel in row(of: sel, in: c).map { rowLines($0, plot: plots.index(of: c)) } }
        plots.configure = { [unowned self] c in
            c.theme = workspace.theme
            c.delegate = controller
            // On a time series y fits the rows in view after every pan or zoom (`y` toggles).
            c.autoFitsY = autoFitsY
            // The viewer's measuring keys: cursors (a, b, x), reference lines (r), the crosshair (c).
            c.interaction.measuringKeys = true
            c.footer.isHidden = true
        }
        plots.onFollow = { [unowned self] member, source, settled in controller.followed(member, source: source, settled: settled) }
        controller.onAnalysisChanged = { [unowned self] settled in updatePanel(settled: settled) }
        controller.anyCursorDragged = { [unowned self] in plots.charts.contains { $0.isDraggingCursor } }
        controller.onAnnotationsChanged = { [unowned self] c, marks in
            if let i = plots.index(of: c), let id = document.id(ofPlot: i) {
                perform(.setAnnotations(id, marks.filter(\.isFinite).map(AnnotationSpec.init)))
            }
        }
        controller.onSeriesToggled = { [unowned self] c, k, visible in
            if let i = plots.index(of: c), let id = document.id(ofPlot: i), k < c.data.series.count {
                perform(.setHidden(id, series: c.data.series[k].name, !visible))
            }
        }
        controller.isTypingNote = { [unowned self] c in noteEdit?.chart === c }
        controller.onCursorsSettled = { [unowned self] in cursorsSettled() }
        connectWorkspace()
        // The app's end of the input route: what neither the charts nor the workspace used.
        workspace.onUnhandledInput = { [unowned self] e in self.input(e) }
    }

    /// Shows the document's file and the further `files`, and follows them and the spec file live.
    public func start(adding files: [String] = []) {
        open(document.path)
        for p in files { add(p) }
        watchSpec()
    }

    /// Stops following every file (the window closed), and lets the followers go (their events
    /// hold the session).
    public func stop() {
        followers.stopAll()
        followers = SessionFollowers()
        if let t = clickhouse.timer { host.cancelTimer(number: t) }
        clickhouse.timer = nil
    }

    /// Whether a person's own key bindings apply now: not while a note or the filter is typed.
    public var takesShortcuts: Bool { workspace.focus == nil && !workspace.browser.isFilterFocused }

    /// The number of plots shown.
    public var plotCount: Int { plots.charts.count }

    /// A file dropped on the window joins the workspace (it opens when nothing is shown yet).
    public func drop(_ path: String) { document.table == nil ? open(path) : add(path) }

    /// Seconds on a monotonic clock.
    nonisolated static func now() -> Double { ProcessInfo.processInfo.systemUptime }

    /// Reports `path` as opened, once per session.
    func rememberOpened(_ path: String) {
        guard reportedOpened.insert(path).inserted else { return }
        onOpened?(path)
    }

    // MARK: Files

    /// Starts showing (and following) a file.
    public func open(_ path: String) {
        followers.stopFirst()
        if path != document.path {
            document.startAfresh()
            document.isSample = false
        }
        document.path = path
        document.databaseTable = nil
        banner.tone = .info
        banner.message = "Loading \(document.displayName)…"
        updateTitle()
        clickhouse.held = nil
        if document.isRemote { return openRemote(path) }
        document.remote = nil
        if StreamReader.isStream(path) {
            // Standard input, a pipe or a FIFO: its rows are drawn as they arrive.
            let s = StreamReader(path: path, forms: document.options.textForms)
            let mailbox = host.mailbox
            // Events a stopped reader sent before it stopped are dropped (another file is shown).
            let reader = ObjectIdentifier(s)
            s.onEvent = { event in mailbox.post { if self.followers.stream.map(ObjectIdentifier.init) == reader { self.handle(event) } } }
            s.onEnd = { mailbox.post { self.controller.log(["event": "stream-end", "file": self.document.displayName]) } }
            followers.stream = s
            s.start()
            return
        }
        // A database of several tables, none chosen: the first is shown, the others join the
        // browser as sources of their own.
        var forms = document.options.textForms
        let tables = unchosenTables(path)
        document.databaseTable = tables.first
        forms.table = document.databaseTable ?? forms.table
        updateTitle()
        let (r, w) = follow(path, forms: forms) { app, event in app.handle(event) }
        followers.reloader = r
        followers.watcher = w
        r.reload(initial: true)
        addTables(tables.dropFirst(), of: path)
    }

    /// Stops the load under way (Escape while the banner shows its progress); the last good data stays.
    func cancelLoad() {
        followers.reloader?.cancelLoad()
        banner.tone = .info
        banner.message = "Loading \(document.displayName)… cancelling"
        controller.log(["event": "cancel-load", "file": document.displayName])
        host.setNeedsRedraw()
    }

    /// A reloader of `path` whose events reach `handle` on the window's loop, and the watcher that
    /// drives it (nil, and the error logged, when the file's folder cannot be watched). The caller
    /// starts the first load.
    func follow(_ path: String, forms: TextForms, _ handle: @escaping @MainActor @Sendable (WorkspaceSession, Reloader.Event) -> Void) -> (Reloader, FileWatcher?) {
        let r = Reloader(path: path, forms: forms)
        let mailbox = host.mailbox
        r.onEvent = { event in mailbox.post { handle(self, event) } }
        do {
            let w = try FileWatcher(path: path)
            w.onChange = { [weak r] in r?.reload() }
            w.onFirstEvent = { [weak r] in r?.reload(appendsOnly: true) }
            w.start()
            return (r, w)
        } catch {
            controller.log(["event": "error", "message": "\(error)"])
            return (r, nil)
        }
    }

    private func handle(_ e: Reloader.Event) {
        switch e {
        case .loaded(let parsed, let appended, let ms):
            loaded(.success((parsed, appended, ms)))
        case .failed(let err):
            loaded(.failure(err))
        case .waiting:
            banner.tone = .info
            // A file: its full path and, beside it, the names a typo most likely meant.
            banner.message = "waiting for " + (document.isRemote || document.path == "-" ? document.errorName : MissingFile.describe(document.path))
            controller.log(["event": "waiting", "file": document.errorName])
            updateTitle()
        case .progress(let p):
            let pct = Int(p * 100)
            if lastProgress < 0 || pct / 5 != lastProgress / 5 {
                lastProgress = pct
                banner.tone = .info
                banner.message = "Loading \(document.displayName)… \(pct)% (Escape cancels)"
                controller.log(["event": "progress", "percent": pct])
            }
        }
        host.setNeedsRedraw()
    }

    func loaded(_ r: Result<(ParsedTable, Int?, Double), Error>) {
        lastProgress = -1
        switch r {
        case .success(let (parsed, appended, ms)):
            do {
                let oldMax = plots.charts.map { $0.dataXExtent?.1 ?? -.infinity }
                try document.accept(parsed.table, appended: appended)
                // A file joins the recent ones once it opened (a typo or a gone source never does).
                if !document.isRemote, !document.isSample { rememberOpened(document.path) }
                showPlots(appended: appended != nil)
                if follow, appended != nil { followNewest(previousMax: oldMax) }
                hintWhenDataLeftTheView()
                updatePanel(settled: true)
                var fields: [String: Any] = ["event": "reload", "rows": parsed.rows, "ms": (ms * 10).rounded() / 10,
                                             "glyphPages": host.glyphPages, "plots": plots.charts.count]
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

    /// After a reload: when a zoomed plot's x range no longer holds any of its data, says how to
    /// get back to it (a toast and a `hint` event).
    func hintWhenDataLeftTheView() {
        for (i, c) in plots.charts.enumerated() where c.viewport.x != nil {
            guard let e = c.dataXExtent else { continue }
            let v = c.visibleRanges.x
            guard e.1 < v.lowerBound || e.0 > v.upperBound else { continue }
            showToast("the data is outside the view: press 0 to see it all")
            controller.log(["event": "hint", "plot": i, "message": "data outside the view"])
            return
        }
    }

    /// Shows the document's plots and columns; names what could not be shown in the banner.
    func showPlots(appended: Bool) {
        // A note being typed is not in the document yet: it survives a reload's rebuild.
        let typing = noteEdit.flatMap { e in e.index < e.chart.annotations.count ? e.chart.annotations[e.index] : nil }
        plots.show(document, appended: appended)
        showHighlights()
        attachProviders()
        if let note = typing { keepTypedNote(note) }
        keepTypedRename()
        workspace.browser.entries = document.browserColumns.map { ColumnListView.Entry(summary: $0.summary, file: $0.file) }
        updatePlotted()
        if document.problems.isEmpty {
            if banner.tone == .error || banner.message?.hasPrefix("Loading") == true || banner.message?.hasPrefix("waiting") == true {
                banner.message = nil
            }
        } else {
            banner.tone = .error
            banner.message = document.problems.joined(separator: "; ")
            controller.log(["event": "error", "message": banner.message!])
        }
        updatePanel(settled: true)
        // The row panel shows the row as it is now (or goes with its selection).
        if !workspace.rowPanel.isHidden { showRowPanel() }
        refreshTable()
    }

    /// Ticks the current plot's columns in the browser.
    func updatePlotted() {
        let i = workspace.currentPlot
        guard let ws = document.workspace.plots, i < ws.count else {
            workspace.browser.plotted = []
            return
        }
        let p = ws[i]
        let names = Set((p.y ?? []) + [p.x, p.groupBy].compactMap { $0 })
        let cols = document.browserColumns
        workspace.browser.plotted = Set(cols.indices.filter { names.contains(cols[$0].summary.name) })
    }

    /// Shows `error` in the banner (red, until what caused it is mended) and logs it.
    public func showError(_ error: Error) {
        banner.tone = .error
        banner.message = "\(error)"
        controller.log(["event": "error", "message": "\(error)"])
    }

    /// Keeps the newest rows in view, with y fitted to the rows in view.
    func followNewest(previousMax: [Double]) {
        for (i, c) in plots.charts.enumerated() {
            let old = i < previousMax.count ? previousMax[i] : -.infinity
            guard let newMax = c.dataXExtent?.1, newMax > old, let x = c.followNewest() else { continue }
            c.fitYToVisible()
            let y = c.viewport.y.map { [$0.lowerBound, $0.upperBound] } ?? []
            controller.log(["event": "follow", "plot": i, "x": [x.lowerBound, x.upperBound], "y": y])
        }
    }

    func watchSpec() {
        guard let p = document.options.specPath else { return }
        do {
            let w = try FileWatcher(path: p)
            let mailbox = host.mailbox
            w.onChange = { mailbox.post { self.specChanged() } }
            w.start()
            followers.spec = w
        } catch {
            controller.log(["event": "error", "message": "\(error)"])
        }
    }

    private func specChanged() {
        do {
            try document.loadSpec()
            if try document.rebuild() != nil { showPlots(appended: false) }
            if document.problems.isEmpty { banner.message = nil }
            controller.log(["event": "spec-reload"])
        } catch {
            showError(error)
        }
        host.setNeedsRedraw()
    }

    func updateTitle() {
        let rows = document.table?.rowCount
        let names = ([document.displayName] + document.extras.map(\.name)).joined(separator: " + ")
        let filtered = document.filterCount.map { " — \($0.kept) of \($0.of) rows where \(document.model.spec.filter ?? "")" }
            ?? document.serverFilter.map { " — \(document.remoteRowCount) rows where \($0)" }
        let selected = document.selectionCount.map { " — \($0.picked) selected" } ?? ""
        host.title = "\(names)\(filtered ?? rows.map { " — \($0) rows" } ?? "")\(selected)\(follow ? " — following" : "") — Chartreuse"
    }
}
