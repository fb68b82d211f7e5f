import ChartCore
import ChartClickHouse
import ChartIO
import WorkspaceModel
import Foundation

extension WorkspaceSession {
    /// Starts showing a ClickHouse source: its columns and held rows are read on a thread; a server
    /// that cannot be reached is tried again with growing pauses, the last good data kept meanwhile.
    func openRemote(_ path: String, attempt: Int = 0, grown: Bool = false) {
        if !grown, let t = clickhouse.timer { host.cancelTimer(number: t); clickhouse.timer = nil }
        clickhouse.rows.busy = true
        clickhouse.generation += 1
        let generation = clickhouse.generation
        let forms = document.options.textForms
        let mailbox = host.mailbox
        let started = Self.now()
        // A grown table: the rows beyond the last x held are read and added (when they are all that changed).
        let held = grown ? clickhouse.held : nil
        // The workspace's filter is the server's to apply (a WHERE clause), unless the condition
        // cannot be asked of it and the table is small enough to filter here.
        let filter = document.model.spec.filter
        Thread.detachNewThread {
            let result: Result<(ClickHouseSource, ClickHouseSource.Preview), Error>
            do {
                let s = try ClickHouseSource.open(path, forms: forms, filter: filter)
                result = .success((s, try held.map { try s.extended($0) } ?? s.preview()))
            } catch {
                result = .failure(error)
            }
            let ms = (WorkspaceSession.now() - started) * 1000
            mailbox.post { self.remoteLoaded(result, path: path, generation: generation, attempt: attempt, ms: ms, grown: grown) }
        }
    }

    private func remoteLoaded(_ result: Result<(ClickHouseSource, ClickHouseSource.Preview), Error>, path: String,
                              generation: Int, attempt: Int, ms: Double, grown: Bool) {
        guard generation == clickhouse.generation, document.path == path else { return }
        clickhouse.rows.busy = false
        switch result {
        case .success(let (source, preview)):
            let oldMax = plots.charts.map { $0.dataXExtent?.1 ?? -.infinity }
            clickhouse.rows.count = preview.rows
            clickhouse.held = preview
            clickhouse.probe = nil
            document.remote = source
            document.remoteWhole = preview.whole
            document.remoteRowCount = preview.rows
            clickhouse.providers = [:]
            controller.log(["event": "clickhouse", "source": source.url.description, "rows": preview.rows,
                            "held": preview.table.rowCount, "x": source.x.name])
            loaded(.success((DataLoader.columnar(preview.table), nil, ms)))
            if let c = document.serverFilter, !grown {
                controller.log(["event": "filter", "condition": c, "rows": preview.rows, "server": true])
                showToast("showing the \(preview.rows.formatted()) rows where \(c), as ClickHouse filtered them (Ctrl+Z or = where alone shows every row)")
                updateTitle()
            }
            if grown, follow { followNewest(previousMax: oldMax) }
            if clickhouse.timer == nil { clickhouse.timer = host.scheduleTimer(after: 1, every: 1) { [weak self] in self?.checkRemoteRows(path) } }
        case .failure(let error):
            showError(error)
            updateTitle()
            // A server that is down or restarting: try again, every few seconds at most.
            if (error as? ClickHouseError)?.unreachable == true {
                let pause = min(8, 0.5 * pow(2, Double(attempt)))
                _ = host.scheduleTimer(after: pause, every: nil) { [weak self] in
                    guard let self, self.clickhouse.generation == generation, self.document.path == path else { return }
                    self.openRemote(path, attempt: attempt + 1)
                }
            }
        }
        host.setNeedsRedraw()
    }

    /// Asks the source for its row count (on a thread); a table that grew (or shrank) is read again,
    /// and with `--follow` (or `f`) its newest rows come into view.
    private func checkRemoteRows(_ path: String) {
        guard !clickhouse.rows.busy, let source = document.remote, document.path == path else { return }
        clickhouse.rows.busy = true
        let generation = clickhouse.generation, known = clickhouse.rows.count
        // Filtered by the server: the table's own count is watched (its filtered rows would be
        // scanned every second), against the one first seen after the load.
        let filtered = source.filter != nil, baseline = clickhouse.probe
        let mailbox = host.mailbox
        Thread.detachNewThread {
            let rows = try? (filtered ? source.unfilteredRows() : source.client.sourceRows())
            mailbox.post {
                let app = self
                guard generation == app.clickhouse.generation, app.document.path == path else { return }
                app.clickhouse.rows.busy = false
                guard let rows else { return }
                if filtered {
                    if let b = baseline, rows != b { app.openRemote(path, grown: true) } else { app.clickhouse.probe = rows }
                } else if rows != known {
                    app.openRemote(path, grown: true)
                }
            }
        }
    }

    /// Gives each plot over the source's x its ClickHouse provider (when the source's rows are not
    /// all held): its lines' viewports are then asked of the server.
    func attachProviders() {
        var kept: [ObjectIdentifier: ClickHouseProvider] = [:]
        defer { clickhouse.providers = kept }
        let remote = Set(plots.remoteCharts(document).map(ObjectIdentifier.init))
        guard let source = document.remote, !remote.isEmpty else {
            for c in plots.charts where c.provider != nil { c.provider = nil }
            return
        }
        let mailbox = host.mailbox
        for c in plots.charts {
            let id = ObjectIdentifier(c)
            guard remote.contains(id) else {
                c.provider = nil
                continue
            }
            if let p = clickhouse.providers[id] {
                kept[id] = p
                continue
            }
            guard let p = try? ClickHouseProvider(source: source, store: c.store, deliver: { work in mailbox.post(work) }) else { continue }
            p.onProblem = { [weak self] message in
                guard let self else { return }
                if let m = message {
                    self.banner.tone = .error
                    self.banner.message = m + " — showing the last picture"
                    self.controller.log(["event": "error", "message": m])
                } else if self.banner.tone == .error {
                    self.banner.message = nil
                }
                self.host.setNeedsRedraw()
            }
            p.onReceived = { [weak self, weak c] series, y, rows, columns, x, ms in
                guard let self, let c, let plot = self.plots.index(of: c) else { return }
                self.controller.log(["event": "answer", "plot": plot, "series": y, columns ? "columns" : "rows": rows,
                                     "x": [x.lowerBound, x.upperBound], "ms": (ms * 10).rounded() / 10])
            }
            c.provider = p
            kept[id] = p
        }
    }
}

extension WorkspacePlots {
    /// The charts whose lines the ClickHouse source's server draws: those over its x, when the
    /// source's rows are not all held.
    func remoteCharts(_ document: WorkspaceDocument) -> [ChartView] {
        guard let source = document.remote, !document.remoteWhole else { return [] }
        let specs = document.workspace.plotSpecs
        return charts.enumerated().filter { i, _ in i < specs.count && (specs[i].x ?? source.x.name) == source.x.name }.map(\.element)
    }

    /// For export: each plot over a ClickHouse source's x asks the server for its viewport and waits
    /// for the answer (one complete picture). Returns the providers, whose `lastProblem` tells what failed.
    func waitingProviders(_ document: WorkspaceDocument) -> [ClickHouseProvider] {
        guard let source = document.remote else { return [] }
        var out: [ClickHouseProvider] = []
        for c in remoteCharts(document) {
            guard let p = try? ClickHouseProvider(source: source, store: c.store, deliver: { $0() }) else { continue }
            p.synchronous = true
            c.provider = p
            out.append(p)
        }
        return out
    }
}
