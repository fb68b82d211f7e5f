import ChartCore
import ChartIO
import ChartSpecs
import Foundation
import WorkspaceModel

/// The selection: Ctrl+Shift+drag over a plot picks rows out (an x range on a line, a rectangle
/// on a scatter, the categories covered on bars). The rows picked are drawn in full in every plot
/// of the file's rows and the rest dimmed; the table tints them. Ctrl+I inverts the selection,
/// Ctrl+F shows only its rows (the filter), Escape clears it; Ctrl+Z undoes each. It is a row
/// condition in the model (`selection:` in a saved workspace), so it follows the file live.
extension WorkspaceSession {
    /// A rectangle brushed on `chart`: its rows become the selection.
    func brushed(_ brush: ChartBrush, on chart: ChartView) {
        guard let i = plots.index(of: chart) else { return }
        select(SelectionCondition.of(brush, plot: i, in: document))
    }

    /// A legend entry brushed on `chart`: the rows of its split value become the selection.
    func brushed(series k: Int, on chart: ChartView) {
        guard let i = plots.index(of: chart) else { return }
        select(SelectionCondition.of(series: k, plot: i, in: document))
    }

    /// The condition a brush stands for selected, or why it stands for none in a toast.
    private func select(_ brushed: Result<String, SelectionCondition.Refusal>) {
        switch brushed {
        case .success(let condition): select(condition)
        case .failure(let why): showToast(why.message)
        }
    }

    /// Rows `rows` of the table (several, Shift+click or Shift with the keys) as the selection:
    /// in the file's order their row numbers, sorted by a column of numbers or dates its values
    /// from the first to the last (ties at either end join them); sorted by text, none.
    func selectTableRows(_ rows: ClosedRange<Int>) {
        let s = tableSource
        guard let table = s.table, rows.upperBound < s.rowCount else { return }
        // A ClickHouse source's rows are numbered as they are held, which a reload renumbers.
        guard !document.isRemote else {
            showToast("rows of a ClickHouse table are selected with a brush (Ctrl+Shift+drag), not in the table")
            return
        }
        // Extending the rows (Shift+arrows, Shift+clicks) is one step for Ctrl+Z.
        guard let order = s.order else {
            select("\"\(ChartSpec.rowNumber)\" >= \(s.fileRow(rows.lowerBound)) and \"\(ChartSpec.rowNumber)\" <= \(s.fileRow(rows.upperBound))", merging: true)
            return
        }
        guard let c = table.columns.first(where: { $0.name == order.column }), let v = c.numbers else {
            showToast("rows sorted by text are not selected in the plots: select them in the file's order")
            return
        }
        let a = v[s.tableRow(rows.lowerBound)], b = v[s.tableRow(rows.upperBound)]
        guard a.isFinite, b.isFinite else {
            showToast("rows with gaps in \(order.column) are not selected in the plots")
            return
        }
        select(SelectionCondition.between(c.name, min(a, b), max(a, b), date: SelectionCondition.dateKind(c)), merging: true)
    }

    /// Picks out the rows holding `condition` (nil: none); a condition no row shown holds (a
    /// brush over empty space) changes nothing and says so.
    func select(_ condition: String?, merging: Bool = false) {
        if let c = condition, document.rowsHolding(c) == 0 {
            showToast("no rows there: the selection is unchanged")
            controller.log(["event": "selection-empty", "condition": c])
            return
        }
        guard perform(.setSelection(condition), merging: merging) != nil else { return }
        saySelection()
    }

    /// Ctrl+I: the rows not selected become the selection.
    func invertSelection() {
        guard let c = document.model.selection else {
            showToast("nothing is selected (Ctrl+Shift+drag over a plot picks rows)")
            return
        }
        select(SelectionCondition.inverted(c))
    }

    /// Ctrl+F: only the selected rows are shown (the filter becomes the selection, with the
    /// filter before it); the selection stays, so undoing the filter shows it among the rest.
    func filterToSelection() {
        guard let c = document.model.selection else {
            showToast("nothing is selected (Ctrl+Shift+drag over a plot picks rows)")
            return
        }
        setFilter(document.model.spec.filter.map { "(\($0)) and (\(c))" } ?? c)
    }

    /// Each plot's picked points and the table's tint, from the document's selection.
    func showHighlights() {
        // Every row shown is selected (the filter is the selection): nothing to dim.
        let all = document.selectionCount.map { $0.picked == $0.of } ?? false
        for (i, c) in plots.charts.enumerated() {
            // Set only when it changes: a new interaction installs the gestures afresh, which
            // would drop a drag in progress.
            let xOnly = SelectionCondition.picksXOnly(plot: i, in: document)
            if !c.interaction.brush || c.interaction.brushesXOnly != xOnly {
                c.interaction.brush = true
                c.interaction.brushesXOnly = xOnly
            }
            c.highlight = all ? nil : document.highlight(ofPlot: i)
        }
        if !all, case .success(let rows)? = document.selectedRows { tableSource.picked = rows } else { tableSource.picked = nil }
        workspace.table.setNeedsDisplay()
    }

    /// A toast and an event saying what is selected.
    func saySelection() {
        updateTitle()
        guard let c = document.model.selection, let n = document.selectionCount else {
            if document.model.selection == nil { showToast("selection cleared (Ctrl+Z brings it back)") }
            controller.log(["event": "selection", "rows": 0, "condition": document.model.selection ?? NSNull()])
            return
        }
        revealFirstPicked()
        showToast("\(n.picked.formatted()) of \(n.of.formatted()) rows selected where \(c) — Ctrl+F shows only them, Ctrl+I inverts, Esc clears")
        controller.log(["event": "selection", "rows": n.picked, "of": n.of, "condition": c])
    }

    /// The table, when shown, scrolls to the first selected row when none is in view.
    func revealFirstPicked() {
        let t = workspace.table
        guard !t.isHidden, tableSource.picked != nil else { return }
        let inView = t.firstRow..<min(tableSource.rowCount, t.firstRow + max(1, t.rowsShown))
        guard !inView.contains(where: tableSource.isPicked),
              let first = (0..<tableSource.rowCount).first(where: tableSource.isPicked) else { return }
        // Near the top, with a row or two before it for context.
        t.scroll(toFirstRow: max(0, first - 2))
    }
}
