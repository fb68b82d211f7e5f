import ChartCore
import WorkspaceModel
import Foundation

/// Notes pinned to a point: `n` over a plot starts one at the nearest data point (or edits the
/// note under the pointer); typing writes it, Enter pins it, Escape gives up. A note left empty
/// is removed. Reference lines (`r`, Shift+R) are the chart's own keys.
extension WorkspaceSession {
    /// What the banner says while a note is typed.
    static let noteHint = "type the note: Enter pins it, Escape gives up"

    /// `n`: starts typing a note on the plot under the pointer (else the current plot).
    func beginNote() {
        guard noteEdit == nil,
              let chart = plots.charts.first(where: { $0.pointerLocation != nil }) ?? plots.current,
              !chart.data.series.isEmpty else { return }
        let index: Int, before: String, isNew: Bool
        if let p = chart.pointerLocation, let i = chart.note(near: p) {
            (index, before, isNew) = (i, chart.annotations[i].text, false)
        } else {
            let at = chart.noteAnchor()
            noteEdit = (chart, chart.annotations.count, "", true)   // typing: the delegate keeps quiet
            chart.annotations.append(.note("", x: at.x, y: at.y))
            (index, before, isNew) = (chart.annotations.count - 1, "", true)
        }
        noteEdit = (chart, index, before, isNew)
        chart.annotationsView.editingNote = index
        noteEntry.begin(before)
        workspace.focus = noteEntry
        showToast(Self.noteHint)
        controller.log(["event": "note-editing", "plot": plots.index(of: chart) ?? -1, "new": isNew])
        host.setNeedsRedraw()
    }

    /// Puts the note being typed back after the plots were rebuilt from the document (which
    /// holds the notes pinned so far); ends the edit when its plot is gone.
    func keepTypedNote(_ note: Annotation) {
        guard let e = noteEdit else { return }
        guard plots.index(of: e.chart) != nil else {
            noteEdit = nil
            workspace.focus = nil
            return
        }
        var marks = e.chart.annotations
        let i: Int
        if e.isNew || e.index >= marks.count {
            marks.append(note)
            i = marks.count - 1
        } else {
            marks[e.index] = note
            i = e.index
        }
        e.chart.annotations = marks
        noteEdit?.index = i
        e.chart.annotationsView.editingNote = i
    }

    /// The note's text changed as it is typed.
    func noteTyped(_ text: String) {
        guard let e = noteEdit, e.index < e.chart.annotations.count else { return }
        e.chart.annotations[e.index].text = text
    }

    /// Enter (`pin`) keeps the note (an empty one is removed); Escape restores what was there.
    func endNote(pin: Bool) {
        guard let e = noteEdit else { return }
        let c = e.chart
        if e.index < c.annotations.count, c.annotations[e.index].kind == .note {
            let text = pin ? noteEntry.text.trimmingCharacters(in: .whitespaces) : e.before
            if text.isEmpty && (pin || e.isNew) {
                c.annotations.remove(at: e.index)
            } else {
                c.annotations[e.index].text = text
            }
        }
        noteEdit = nil
        c.annotationsView.editingNote = nil
        if banner.tone == .info, banner.message == Self.noteHint { banner.message = nil }
        workspace.focus = nil
        // Reported and saved once, now that it is settled.
        controller.chartView(c, annotationsChanged: c.annotations)
        host.setNeedsRedraw()
    }
}
