import ChartCore
import ChartIO
import WorkspaceModel
import Foundation

/// The workspace's filter typed in the window: `= where CONDITION` in the filter box shows only
/// the rows holding it in every plot and the table (`= where` alone: every row again); Ctrl+Z
/// undoes it; the title and a toast say how many rows it keeps.
extension WorkspaceSession {
    /// Whether `text` (what followed `=` in the filter box) is a filter: `where …`.
    static func isFilter(_ text: String) -> Bool {
        let t = text.lowercased()
        return t == "where" || t.hasPrefix("where ") || t.hasPrefix("where(")
    }

    /// Sets the filter to the condition after `where` (none: clears it).
    func enterFilter(_ text: String) {
        let condition = String(text.dropFirst("where".count)).trimmingCharacters(in: .whitespaces)
        setFilter(condition.isEmpty ? nil : condition)
    }

    /// Shows only the rows holding `condition` (nil: every row); a condition that cannot be read
    /// changes nothing and is named in the banner.
    func setFilter(_ condition: String?) {
        guard perform(.setFilter(condition)) != nil else { return }
        // A point or crosshair of the rows before may not be among these rows: none is kept.
        for c in plots.charts {
            c.deselect()
            c.clearCrosshair()
        }
        controller.forgetSelection()
        workspace.browser.filter = ""
        workspace.setFilterFocus(false)
        if banner.tone == .error { banner.message = nil }
        sayFilter()
    }

    /// A toast and an event saying what the filter keeps.
    func sayFilter() {
        updateTitle()
        if document.remoteFilterPending {
            let c = document.model.spec.filter
            showToast(c.map { "asking ClickHouse for the rows where \($0)…" } ?? "asking ClickHouse for every row…")
            controller.log(["event": "filter", "condition": c ?? NSNull(), "server": true])
            return
        }
        guard let c = document.model.spec.filter, let f = document.filterCount else {
            showToast("every row is shown (no filter)")
            controller.log(["event": "filter", "condition": NSNull(), "rows": document.table?.rowCount ?? 0])
            return
        }
        if f.kept == 0 {
            showToast("no row holds \(c): the plots are empty (Ctrl+Z or = where alone shows every row)")
        } else {
            showToast("showing \(f.kept.formatted()) of \(f.of.formatted()) rows where \(c) (Ctrl+Z or = where alone shows every row)")
        }
        controller.log(["event": "filter", "condition": c, "rows": f.kept, "of": f.of])
    }
}
