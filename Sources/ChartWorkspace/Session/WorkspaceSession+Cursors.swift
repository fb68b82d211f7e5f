import ChartCore
import ChartSpecs
import WorkspaceModel

/// Cursors A and B are the workspace's: once they settle (a key placed or cleared them, a drag
/// ended) the model takes where they stand in every plot, as one step to undo. The linked plots'
/// cursors move with the one a person moved, so the model is read after every plot has moved.
extension WorkspaceSession {
    /// A plot's cursors settled: the model takes them once this event has reached every plot.
    func cursorsSettled() {
        guard !cursorSyncPending else { return }
        cursorSyncPending = true
        host.mailbox.post { if self.cursorSyncPending { self.takeCursors() } }
    }

    /// Records in the model where every plot's cursors stand, one undo step for all of them (an
    /// edit, an undo or a redo takes them first when they have not been taken yet).
    func takeCursors() {
        cursorSyncPending = false
        guard !plots.charts.contains(where: \.isDraggingCursor) else { return }
        var moved: [PlotID: CursorSpec?] = [:]
        for (i, c) in plots.charts.enumerated() where c.cursors != document.cursors(ofPlot: i) {
            if let id = document.id(ofPlot: i) { moved[id] = CursorSpec(c.cursors) }
        }
        if !moved.isEmpty { perform(.setCursors(moved)) }
    }
}
