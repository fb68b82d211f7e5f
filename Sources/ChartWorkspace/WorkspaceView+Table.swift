import ChartCore

/// The data table's input: the wheel scrolls it (Shift+wheel across its columns), a header click
/// sorts, a row click chooses the row (Shift extends), the scroll bar drags, and after a click in
/// it the arrow keys, Page Up/Down, Home and End move the chosen row.
extension WorkspaceView {
    /// A press of the left button on the table; false when it is not over the table.
    func tablePointerDown(_ p: Point, _ m: KeyModifiers) -> Bool {
        guard !table.isHidden, table.frame.contains(p) else { return false }
        browserHasKeys = false
        setFilterFocus(false)
        tableHasKeys = true
        if let first = table.scrollBarRow(at: p), table.drawn.scrollBar.inset(by: Insets(top: 0, left: -4, bottom: 0, right: -4)).contains(p) {
            tableBarDrag = true
            table.scroll(toFirstRow: first)
        } else if let k = table.headerColumn(at: p) {
            onTableSort?(k)
        } else if let r = table.row(at: p) {
            onTableRowChosen?(r, m.contains(.shift))
        }
        return true
    }

    /// The pointer moved while the scroll bar is dragged; false otherwise.
    func tablePointerMoved(_ p: Point) -> Bool {
        guard tableBarDrag else { return false }
        let bar = table.drawn.scrollBar
        if let first = table.scrollBarRow(at: Point(bar.midX, p.y)) { table.scroll(toFirstRow: first) }
        return true
    }

    /// The button came up after a scroll-bar drag; false otherwise.
    func tablePointerUp() -> Bool {
        guard tableBarDrag else { return false }
        tableBarDrag = false
        return true
    }

    /// The wheel over the table: three rows a notch, or a column with Shift (or a sideways wheel).
    func tableWheel(_ d: Point, at p: Point, _ m: KeyModifiers) -> Bool {
        guard !table.isHidden, table.frame.contains(p) else { return false }
        if m.contains(.shift) || (d.y == 0 && d.x != 0) {
            let v = d.x != 0 ? d.x : -d.y
            table.scrollColumns(by: v > 0 ? 1 : (v < 0 ? -1 : 0))
        } else {
            table.scroll(by: d.y > 0 ? -3 : (d.y < 0 ? 3 : 0))
        }
        return true
    }

    /// The table's keys while it has them: the chosen row moves (Shift extends the selection),
    /// Left and Right scroll the columns, Escape gives the keys back.
    func tableKey(_ k: Key, _ m: KeyModifiers) -> Bool {
        guard tableHasKeys, !table.isHidden, m.isEmpty || m == .shift, let n = table.source?.rowCount else { return false }
        // The selection's moving end: the one away from where it was begun.
        let at = table.selection.map { $0.lowerBound == table.selectionAnchor ? $0.upperBound : $0.lowerBound }
        let page = max(1, table.rowsShown - 1)
        let next: Int
        switch k {
        case .down: next = (at ?? table.firstRow - 1) + 1
        case .up: next = (at ?? table.firstRow + 1) - 1
        case .pageDown: next = (at ?? table.firstRow) + page
        case .pageUp: next = (at ?? table.firstRow) - page
        case .home: next = 0
        case .end: next = n - 1
        case .left: table.scrollColumns(by: -1); return true
        case .right: table.scrollColumns(by: 1); return true
        case .escape:
            tableHasKeys = false
            return true
        default: return false
        }
        guard n > 0 else { return true }
        let r = max(0, min(next, n - 1))
        onTableRowChosen?(r, m == .shift)
        table.reveal(r)
        return true
    }
}
