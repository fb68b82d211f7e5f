import ChartCore
import ChartIO
import WorkspaceModel
import Foundation

/// The data table (Ctrl+T): the file's rows below the plots, sorted by a header click off the
/// window's thread, linked both ways with the plots (a chosen row is marked in every plot, a
/// selected point or the crosshair scrolls the table to its row), following the file live.
extension WorkspaceSession {
    /// Ctrl+C copies at most this many selected rows.
    static let tableCopyLimit = 100_000

    func connectTable() {
        tableSource.cellText = { [unowned self] c, r, dates, plain in cellText(c, r, dates: &dates, plain: plain) }
        workspace.onTableSort = { [unowned self] k in sortTable(column: k) }
        workspace.onTableRowChosen = { [unowned self] r, extend in chooseTableRow(r, extend: extend) }
    }

    /// Shows the table, or hides it.
    func toggleTable() {
        let t = workspace.table
        t.isHidden.toggle()
        if !t.isHidden {
            refreshTable()
            t.source = tableSource
            revealFirstPicked()
        } else {
            workspace.tableHasKeys = false
        }
        workspace.setNeedsLayout()
        controller.log(["event": "table", "shown": !t.isHidden, "rows": tableSource.rowCount])
        // Where it was drawn, once it has been (for scripts that click it).
        if !t.isHidden { _ = host.scheduleTimer(after: 0.3, every: nil) { [weak self] in self?.logTableLayout() } }
    }

    /// Logs where the table's header, rows and columns are, in the window's pixels.
    private func logTableLayout() {
        let t = workspace.table
        guard !t.isHidden else { return }
        let g = t.drawn
        controller.log(["event": "table-layout", "header": [g.header.minY, g.header.maxY], "body": [g.body.minY, g.body.maxY],
                        "rowHeight": g.rowHeight, "firstRow": t.firstRow, "rowsShown": t.rowsShown,
                        "columns": g.columns.filter { $0.column < tableSource.columnNames.count }
                            .map { [tableSource.columnNames[$0.column], $0.minX, $0.maxX] as [Any] }])
    }

    /// The table follows the document's (after a load, a reload or an append): a sorted table
    /// is sorted again, keeping the old order (new rows after it) until the new one is ready.
    func refreshTable() {
        guard !workspace.table.isHidden else { return }
        let t = workspace.table, s = tableSource
        let held = heldRows()
        let several = (t.selection?.count ?? 0) > 1
        let before = (rows: s.rowCount, filtered: s.kept != nil)
        let table = document.shownTable
        guard s.show(table, kept: document.keptRows, key: document.shownKey) else { showTableState(); return }
        // Rows only added at the end (an append, no filter): the rows shown keep their places.
        let appended = !before.filtered && s.kept == nil && s.rowCount >= before.rows
        if !appended {
            place(held)
        } else if several, s.order != nil {
            t.selection = nil
        }
        if let sort = s.pendingSort ?? s.order.map({ ($0.column, $0.descending) }) {
            if !appended { s.order = nil }   // another table's order would put the wrong rows in its places
            if table?.columns.contains(where: { $0.name == sort.column }) != true {
                // The column went with the reload: the file's order, said once.
                s.unsort()
                showToast("the table's sort column \(sort.column) is gone: rows in file order")
            } else if tableSource.pendingSort != nil, appended {
                // Appends faster than a sort: one more sort once this one lands, not one per append.
                tableSource.sortAgain = true
            } else {
                startSort(sort.column, descending: sort.descending)
            }
        }
        showTableState()
    }

    /// The caption, the sort mark and the rows as they are now.
    func showTableState() {
        let t = workspace.table, s = tableSource
        let n = s.rowCount
        let filtered = document.model.spec.filter.flatMap { c in document.filterCount.map { " of \($0.of.formatted()) rows where \(c)" } }
        var caption = "\(document.displayName) · \(n.formatted())" + (filtered ?? " rows")
        if let p = s.pendingSort {
            caption += " · sorting by \(p.column)…"
        } else if let o = s.order {
            caption += " · sorted by \(o.column)\(o.descending ? ", largest first" : "")"
        }
        if let n = document.selectionCount {
            caption += " · \(n.picked.formatted()) selected"
        } else if let sel = t.selection, sel.count > 1 {
            caption += " · \(sel.count.formatted()) selected"
        }
        t.caption = caption + " · click a header to sort · Ctrl+T hides"
        let names = s.columnNames
        t.sort = s.order.flatMap { o in names.firstIndex(of: o.column).map { ($0, o.descending) } }
        t.reloadData()
    }

    /// A header click: ascending, then descending, then the file's order.
    func sortTable(column k: Int) {
        let names = tableSource.columnNames
        guard k < names.count else { return }
        let now = tableSource.pendingSort ?? tableSource.order.map { ($0.column, $0.descending) }
        if now?.column == names[k], now?.descending == true {
            // Back to the file's order.
            let held = heldRows()
            tableSource.unsort()
            place(held)
            showTableState()
            controller.log(["event": "table-sorted", "column": NSNull(), "rows": tableSource.rowCount])
            return
        }
        startSort(names[k], descending: now?.column == names[k])
        showTableState()
    }

    /// Sorts on another thread; the answer is taken only when no newer sort was asked for since.
    private func startSort(_ column: String, descending: Bool) {
        guard let table = document.shownTable else { return }
        let latest = tableSource.sortGeneration
        let generation = latest.next()
        tableSource.pendingSort = (column, descending)
        tableSource.sortAgain = false
        let mailbox = host.mailbox
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { () throws(RowOrder.Failure) -> RowOrder in
                try RowOrder(sorting: table, by: column, descending: descending, cancelled: { latest.current != generation })
            }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            mailbox.post { self.sorted(result, generation: generation, ms: ms) }
        }
    }

    private func sorted(_ result: Result<RowOrder, RowOrder.Failure>, generation: Int, ms: Double) {
        guard generation == tableSource.sortGeneration.current else { return }
        let again = tableSource.sortAgain
        tableSource.pendingSort = nil
        tableSource.sortAgain = false
        switch result {
        case .success(let order):
            let held = heldRows()
            tableSource.order = order
            place(held)
            controller.log(["event": "table-sorted", "column": order.column, "descending": order.descending,
                            "rows": order.rows.count, "ms": (ms * 10).rounded() / 10])
        case .failure(let e):
            showToast("\(e)")
        }
        // The table changed while it sorted: sorted again, now (the order stays meanwhile).
        if again, case .success(let order) = result, document.shownTable != nil { startSort(order.column, descending: order.descending) }
        showTableState()
        host.setNeedsRedraw()
    }

    /// The chosen row (one alone) and the marked row as the file's rows, to find again when the
    /// rows shown or their order change.
    private func heldRows() -> (chosen: Int?, marked: Int?) {
        let t = workspace.table
        let chosen = t.selection.flatMap { $0.count == 1 ? tableSource.fileRow($0.lowerBound) : nil }
        return (chosen, t.markedRow.map(tableSource.fileRow))
    }

    /// The same file rows where they are shown now, in view, else the top (a selection of several
    /// rows is not kept: its rows are no longer together; a row the filter left out is not kept).
    private func place(_ held: (chosen: Int?, marked: Int?)) {
        let t = workspace.table
        let shown = { (r: Int) in self.tableSource.shownRow(ofFileRow: r).flatMap { $0 < self.tableSource.rowCount ? $0 : nil } }
        t.selection = held.chosen.flatMap(shown).map { $0...$0 }
        t.selectionAnchor = t.selection?.lowerBound
        t.markedRow = held.marked.flatMap(shown)
        if let r = t.selection?.lowerBound ?? t.markedRow { t.reveal(r) } else { t.scroll(toFirstRow: 0) }
    }

    /// A row clicked or reached with the keys: it is selected (Shift: from the first one chosen)
    /// and marked in every plot showing the file's rows, the crosshair on it.
    func chooseTableRow(_ r: Int, extend: Bool) {
        let t = workspace.table
        guard r < tableSource.rowCount else { return }
        if extend, let a = t.selectionAnchor {
            t.selection = min(a, r)...max(a, r)
        } else {
            t.selectionAnchor = r
            t.selection = r...r
        }
        t.markedRow = r
        let file = tableSource.fileRow(r)
        markPlots(atRow: file)
        // Several rows: the workspace's selection, picked out in every plot.
        if extend, let sel = t.selection, sel.count > 1 { selectTableRows(sel) }
        showTableState()
        controller.log(["event": "table-row", "row": file, "selected": t.selection?.count ?? 0])
        host.setNeedsRedraw()
    }

    /// Selects file row `r`'s point in every plot showing the file's rows, with the crosshair on
    /// it where x is a value (not a category); plots that do not show it lose their selection.
    func markPlots(atRow r: Int) {
        markingFromTable = true
        defer { markingFromTable = false }
        for (i, chart) in plots.charts.enumerated() {
            guard let sel = point(ofRow: r, inPlot: i) else {
                // No point of this row here (a gap, or rows the plot does not draw): nothing marked.
                chart.deselect()
                chart.clearCrosshair()
                continue
            }
            chart.selection = sel
            // On the row's own point: another series at the same x has other values.
            if chart.data.series[sel.series].kind != .bar { chart.showCrosshair(on: sel) } else { chart.clearCrosshair() }
        }
        // The tooltip of a point clicked before is not this row's; a wide table's panel shows this row.
        controller.forgetSelection()
        showRowPanel()
    }

    /// The point standing for file row `r` in plot `i`, if that plot draws the file's rows.
    func point(ofRow r: Int, inPlot i: Int) -> ChartSelection? {
        guard i < document.built.count, i < plots.charts.count, i < document.model.plots.count, let table = document.table,
              r < table.rowCount else { return nil }
        let built = document.built[i], chart = plots.charts[i]
        guard !built.isAnalysis, built.showsTableRows, document.model.plots[i].spec.aggregate == nil else { return nil }
        let series = chart.data.series
        let own = { (s: Int) in self.document.file(ofSeries: s, inPlot: i).map { $0 == self.document.displayName } ?? true }
        if let rows = built.seriesRows {
            for (s, list) in rows.enumerated() where s < series.count && series[s].isVisible && own(s) {
                if let j = Self.index(of: r, in: list), j < series[s].count { return ChartSelection(series: s, index: j) }
            }
            return nil
        }
        guard let s = series.indices.first(where: { series[$0].isVisible && series[$0].count == table.rowCount && own($0) }) else { return nil }
        return ChartSelection(series: s, index: r)
    }

    /// Where `r` is in `list` (rows in file order, so ascending: a binary search).
    static func index(of r: Int, in list: [Int]) -> Int? {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < r { lo = mid + 1 } else { hi = mid }
        }
        return lo < list.count && list[lo] == r ? lo : nil
    }

    /// A point selected in a plot (`chosen`: it becomes the table's selection too, so Ctrl+C copies
    /// it), or the crosshair on one: the table marks its row and scrolls to it.
    func tableFollows(_ sel: ChartSelection?, in chart: ChartView, chosen: Bool = false) {
        guard !markingFromTable, !workspace.table.isHidden, let sel, let r = row(of: sel, in: chart) else { return }
        guard let shown = tableSource.shownRow(ofFileRow: r), shown < tableSource.rowCount else { return }
        let t = workspace.table
        if chosen {
            t.selection = shown...shown
            t.selectionAnchor = shown
        }
        guard t.markedRow != shown || !(t.firstRow..<(t.firstRow + t.rowsShown)).contains(shown) else { return }
        t.markedRow = shown
        workspace.table.reveal(shown)
        controller.log(["event": "table-follows", "row": r])
    }

    /// Ctrl+C with rows selected in the table: them as TSV under the column names; false when none are.
    func copyTableRows() -> Bool {
        guard !workspace.table.isHidden, let sel = workspace.table.selection else { return false }
        let rows = sel.lowerBound...min(sel.upperBound, sel.lowerBound + Self.tableCopyLimit - 1)
        let text = tableSource.tsv(rows)
        host.copyToClipboard(text)
        if rows.count < sel.count { showToast("copied the first \(rows.count.formatted()) of \(sel.count.formatted()) selected rows") }
        controller.log(["event": "copied", "rows": rows.count, "text": rows.count <= 20 ? text : String(text.prefix(2000))])
        return true
    }
}
