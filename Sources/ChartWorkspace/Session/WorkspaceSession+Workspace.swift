import ChartCore
import ChartIO
import ChartSpecs
import WorkspaceModel
import Foundation

/// The workspace's actions: columns clicked and dragged, plots closed, linked and maximised.
extension WorkspaceSession {
    func connectWorkspace() {
        workspace.onColumnClicked = { [unowned self] i in
            edit(column: i) { c in .toggleColumn(c, plot: document.id(ofPlot: workspace.currentPlot)) }
        }
        workspace.onColumnDropped = { [unowned self] i, drop in
            edit(column: i) { c in
                switch drop {
                case .plot(let k): return document.id(ofPlot: k).map { .addColumn(c, plot: $0) } ?? .insertColumn(c, at: k)
                case .xAxis(let k): return document.id(ofPlot: k).map { .setX(c, plot: $0) }
                case .newPlot(let k): return .insertColumn(c, at: k)
                }
            }
        }
        workspace.onColumnAsX = { [unowned self] i in
            edit(column: i) { c in document.id(ofPlot: workspace.currentPlot).map { .setX(c, plot: $0) } }
        }
        workspace.onColumnSplit = { [unowned self] i in
            edit(column: i) { c in document.id(ofPlot: workspace.currentPlot).map { .split(c, plot: $0) } }
        }
        workspace.onColumnDeleted = { [unowned self] i in
            edit(column: i) { c in document.id(ofPlot: workspace.currentPlot).map { .removeColumn(c, plot: $0) } }
        }
        workspace.onSeriesMoved = { [unowned self] from, series, drop in moveSeries(series, from: from, drop) }
        workspace.onPlotClosed = { [unowned self] i in closePlot(i) }
        workspace.onLinkToggled = { [unowned self] i in toggleLink(i) }
        workspace.onMaximizeChanged = { [unowned self] m in
            perform(.setMaximized(m.flatMap(document.id(ofPlot:))))
            controller.log(["event": "maximized", "plot": m.map { $0 as Any } ?? NSNull()])
        }
        workspace.onResized = { [unowned self] in
            let shares = workspace.stack.layout.shares
            perform(.setShares(shares))
            let total = shares.reduce(0, +)
            controller.log(["event": "plot-resized", "shares": shares.map { ($0 / max(total, 1e-9) * 1000).rounded() / 1000 }])
        }
        workspace.onCurrentPlotChanged = { [unowned self] _ in
            updatePlotted()
            updatePanel(settled: true)
        }
        workspace.onExpressionEntered = { [unowned self] text in
            if Self.isFilter(text) { enterFilter(text) } else { addDerived(text) }
        }
        workspace.onOffsetDrag = { [unowned self] i, a, b, done in dragOffset(plot: i, from: a, to: b, released: done) }
        controller.onCrosshair = { [unowned self] chart, e in tableFollows(e?.snapped, in: chart) }
        connectTable()
        controller.onBrush = { [unowned self] chart, brush in brushed(brush, on: chart) }
        controller.onBrushSeries = { [unowned self] chart, series in brushed(series: series, on: chart) }
        controller.onSelect = { [unowned self] chart, sel in
            showRow(of: sel, from: chart)
            showRowPanel(of: chart)
            tableFollows(sel, in: chart, chosen: true)
        }
    }

    /// Highlights the selected row in the other linked plots (those plotting every row: not
    /// grouped or aggregated), or clears their highlight.
    func showRow(of sel: ChartSelection?, from chart: ChartView) {
        guard let rows = document.shownTable?.rowCount, let link = plots.link(of: chart), link.isLinked(chart) else { return }
        let row = sel.flatMap { s in s.series < chart.data.series.count && chart.data.series[s.series].count == rows ? s.index : nil }
        for c in link.charts where c !== chart && link.isLinked(c) {
            if let r = row, let k = c.data.series.firstIndex(where: { $0.isVisible && $0.count == rows }) {
                c.selection = ChartSelection(series: k, index: r)
                controller.log(["event": "linked-select", "plot": plots.index(of: c) ?? -1, "index": r, "series": k])
            } else if c.selection != nil {
                c.selection = nil
            }
        }
    }

    /// Applies the action a column edit makes of column `i`, and logs what it did.
    func edit(column i: Int, _ action: (ColumnSummary) -> WorkspaceAction?) {
        let cols = document.browserColumns
        guard i < cols.count else { return }
        let column = cols[i].summary
        if document.split(column.name) != nil, column.kind != .number {
            showToast("a further file's \(column.kind.rawValue) column cannot be a plot's x yet: plot its numbers beside the first file's")
            return
        }
        guard var a = action(column) else { return }
        if let why = cannotDirect(column, a) {
            showToast(why)
            return
        }
        let apartWhy = apart(column, a).map { apart in
            a = apart.action
            return apart.why
        }
        guard let change = perform(a) else { return }
        if let why = apartWhy { showToast(why) }
        switch change.outcome {
        case .newPlot(let k):
            controller.log(["event": "plot-added", "plot": k, "column": column.name])
        case .plotRemoved(let k):
            controller.log(["event": "plot-removed", "plot": k])
        case .added(let k):
            controller.log(["event": "series-added", "plot": k, "column": column.name])
        case .removed(let k):
            controller.log(["event": "series-removed", "plot": k, "column": column.name])
        case .changed(let k):
            let spec = document.model.plots[k].spec
            controller.log(["event": "plot-changed", "plot": k, "column": column.name, "x": spec.x ?? NSNull(),
                            "group_by": spec.groupBy ?? NSNull(), "kind": document.built.indices.contains(k) ? document.built[k].kind : NSNull()])
        case .unchanged, nil:
            break
        }
    }

    /// Why `a` (a column made x, or splitting) cannot be done, if it cannot: a further file's column
    /// (its rows are not this file's), or an x whose plot would have nothing left to draw against it
    /// (the old x takes the y's place only when it is a number).
    func cannotDirect(_ c: ColumnSummary, _ a: WorkspaceAction) -> String? {
        let id: PlotID
        switch a {
        case .setX(_, let p), .split(_, let p): id = p
        default: return nil
        }
        if document.split(c.name) != nil {
            return "a further file's column cannot be a plot's x or split it: its rows are not this file's"
        }
        guard case .setX = a, c.kind != .text, let i = document.model.index(of: id) else { return nil }
        let spec = document.model.plots[i].spec
        guard (spec.y ?? []).allSatisfy({ $0 == c.name }), spec.aggregate == nil, let old = spec.x, old != ChartSpec.rowNumber else { return nil }
        let oldKind = document.summaries.first { $0.name == old }?.kind
        return oldKind == .number ? nil : "'\(c.name)' as x needs another column to draw against it: add one to the plot first"
    }

    /// A number much larger or smaller than a plot's columns, clicked or dropped onto it, reads a
    /// right-hand axis rather than flattening the rest: the action that does, and why.
    func apart(_ c: ColumnSummary, _ a: WorkspaceAction) -> (action: WorkspaceAction, why: String)? {
        let target: PlotID
        switch a {
        case .toggleColumn(_, let id?), .addColumn(_, let id): target = id
        default: return nil
        }
        guard c.kind == .number, c.magnitude > 0, c.magnitude.isFinite, let i = document.model.index(of: target) else { return nil }
        let spec = document.model.plots[i].spec
        guard spec.aggregate == nil, spec.kind != "histogram", spec.kind != "spectrum", let ys = spec.y, !ys.contains(c.name) else { return nil }
        // Beside the left-hand columns (a right-hand axis holds them already: the rest join it as they are).
        let left = ys.filter { !(spec.yRight ?? []).contains($0) }
        let sizes = left.compactMap { y in document.summaries.first { $0.name == y }?.magnitude }.filter { $0 > 0 && $0.isFinite }
        guard let lo = sizes.min(), let hi = sizes.max() else { return nil }
        let ratio = max(c.magnitude / hi, lo / c.magnitude)
        guard ratio > WorkspaceInference.magnitudeRatio else { return nil }
        let times = ratio >= 100 ? "\(Int(ratio.rounded()))" : String(format: "%.0f", ratio)
        return (.addToRightAxis(c, plot: target),
                "\(c.name) is \(times)× \(c.magnitude > hi ? "larger" : "smaller") than the plot's columns: read on a right-hand axis")
    }

    /// Adds a further file (or one table of a database) to the workspace and follows it live; a
    /// database of several tables, none chosen, adds each.
    func add(_ path: String, table: String? = nil) {
        if table == nil, case let tables = unchosenTables(path), !tables.isEmpty {
            addTables(tables[...], of: path)
            return
        }
        var forms = document.options.textForms
        forms.databasesOnly = true   // a file joining the workspace: --table was for a database among them
        guard let k = document.addExtra(path: path, table: table) else {
            showToast("\((path as NSString).lastPathComponent)\(table.map { ":" + $0 } ?? "") is open already")
            return
        }
        let name = document.extras[k].name
        forms.table = table ?? forms.table
        let (r, w) = follow(path, forms: forms) { app, event in app.handleExtra(event, k, name) }
        followers.extras[k] = (r, w)
        controller.log(["event": "file-added", "file": name])
        updateTitle()
        r.reload(initial: true)
    }

    /// The tables of the file at `path` when it is a database of several and the command line
    /// chose no table or query (else none).
    func unchosenTables(_ path: String) -> [String] {
        let forms = document.options.textForms
        guard forms.table == nil, forms.query == nil, let tables = SQLiteReader.tablesIfDatabase(path), tables.count > 1 else { return [] }
        return tables
    }

    /// Adds a database's tables as sources, each followed live: the first `tableLimit` of them
    /// (each is read whole and watched), the rest named in a toast.
    func addTables(_ tables: ArraySlice<String>, of path: String) {
        for t in tables.prefix(Self.tableLimit) { add(path, table: t) }
        if tables.count > Self.tableLimit {
            showToast("\(tables.count - Self.tableLimit) more tables of \((path as NSString).lastPathComponent) are not listed: open one with --table NAME")
        }
    }

    /// The most tables of one database listed in the browser.
    static let tableLimit = 24

    func handleExtra(_ e: Reloader.Event, _ k: Int, _ name: String) {
        switch e {
        case .loaded(let parsed, _, _):
            do {
                try document.acceptExtra(parsed.table, at: k)
                if k < document.extras.count { rememberOpened(document.extras[k].path) }
                showPlots(appended: false)
                controller.log(["event": "reload", "file": name, "rows": parsed.rows, "plots": plots.charts.count])
            } catch {
                showError(error)
            }
        case .failed(let err):
            showError(err)
        case .waiting:
            banner.tone = .info
            banner.message = "waiting for " + (k < document.extras.count ? MissingFile.describe(document.extras[k].path) : name)
        case .progress:
            break
        }
        host.setNeedsRedraw()
    }

    /// Moves series `k` of plot `from` (a legend entry dragged) onto another plot or a new one.
    func moveSeries(_ k: Int, from: Int, _ drop: ColumnDrop) {
        guard let cols = document.seriesColumns(ofPlot: from), k < cols.count, let source = document.id(ofPlot: from) else {
            showToast("a series of a grouped or counted plot cannot move; drag its column from the browser")
            return
        }
        let action: WorkspaceAction
        switch drop {
        case .plot(let t), .xAxis(let t):
            guard let target = document.id(ofPlot: t) else { return }
            action = .moveSeries(cols[k], from: source, to: target)
        case .newPlot(let t): action = .moveSeriesToNewPlot(cols[k], from: source, at: t)
        }
        guard let change = perform(action) else { return }
        let target = change.focus.flatMap(document.model.index(of:)) ?? workspace.currentPlot
        controller.log(["event": "series-moved", "column": cols[k], "from": from, "plot": target])
    }

    /// Closes plot `i` (the last plot stays).
    func closePlot(_ i: Int) {
        guard let id = document.id(ofPlot: i), perform(.closePlot(id)) != nil else { return }
        controller.log(["event": "plot-removed", "plot": i])
    }

    /// Links or unlinks plot `i`'s x range with the others.
    func toggleLink(_ i: Int) {
        guard let on = plots.isLinked(i).map({ !$0 }), let id = document.id(ofPlot: i) else {
            showToast("no other plot has this plot's kind of x")
            return
        }
        guard perform(.setLinked(id, on)) != nil else { return }
        controller.log(["event": "link", "plot": i, "on": on])
    }
}
