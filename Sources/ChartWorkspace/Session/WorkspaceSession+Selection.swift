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
        switch SelectionCondition.of(brush, plot: i, in: document) {
        case .success(let condition): select(condition)
        case .failure(let why): showToast(why.message)
        }
    }

    /// Picks out the rows holding `condition` (nil: none).
    func select(_ condition: String?) {
        guard perform(.setSelection(condition)) != nil else { return }
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
            c.interaction.brush = true
            c.highlight = all ? nil : document.highlight(ofPlot: i)
        }
        if !all, case .success(let rows)? = document.selectedRows { tableSource.picked = rows } else { tableSource.picked = nil }
        workspace.table.setNeedsDisplay()
    }

    /// A toast and an event saying what is selected.
    func saySelection() {
        updateTitle()
        guard let c = document.model.selection, let n = document.selectionCount else {
            if document.model.selection == nil { showToast("no rows are selected") }
            controller.log(["event": "selection", "rows": 0, "condition": document.model.selection ?? NSNull()])
            return
        }
        revealFirstPicked()
        showToast("\(n.picked.formatted()) of \(n.of.formatted()) rows selected where \(c) — Ctrl+F shows only them, Ctrl+I inverts, Esc clears")
        controller.log(["event": "selection", "rows": n.picked, "of": n.of, "condition": c])
    }

    /// The table, when shown, scrolls to the first selected row when none is in view.
    private func revealFirstPicked() {
        let t = workspace.table
        guard !t.isHidden, tableSource.picked != nil else { return }
        let inView = t.firstRow..<min(tableSource.rowCount, t.firstRow + max(1, t.rowsShown))
        guard !inView.contains(where: tableSource.isPicked),
              let first = (0..<tableSource.rowCount).first(where: tableSource.isPicked) else { return }
        t.reveal(first)
    }
}
