import ChartCore
import WorkspaceModel
import Foundation

/// Ctrl+drag in a plot slides the file of the line nearest the press along x: its runs then line
/// up with another file's (an offset per file, saved with the workspace as `offsets`).
extension WorkspaceSession {
    func dragOffset(plot i: Int, from a: Point, to b: Point, released: Bool) {
        guard i < plots.charts.count else { return }
        let chart = plots.charts[i]
        if offsetDrag == nil {
            guard !document.extras.isEmpty else {
                if released { showToast("Ctrl+drag aligns the runs of several files: open another beside this one") }
                return
            }
            guard let hit = chart.plotFrame.nearestLinePoint(to: a, tolerance: .infinity),
                  let file = document.file(ofSeries: hit.selection.series, inPlot: i) else {
                if released { showToast("Ctrl+drag a line to slide its file along x") }
                return
            }
            offsetDrag = (file, document.offset(file), false)
            // The axis holds still while the run moves.
            if chart.viewport.x == nil { chart.viewport = Viewport(x: chart.visibleRanges.x, y: chart.viewport.y) }
        }
        guard let d = offsetDrag else { return }
        let x = chart.geometry.x
        let dx = x.invert(b.x) - x.invert(a.x)
        // To the power of ten nearest a pixel's worth of x (whole seconds at least on a date axis).
        let isDate = i < document.built.count && document.built[i].xIsDate
        let pixel = abs(x.invert(b.x + 1) - x.invert(b.x))
        guard dx.isFinite, pixel.isFinite, pixel > 0 else { return }
        let step = max(isDate ? 1 : 0, pow(10, (log10(pixel)).rounded(.down)))
        let value = ((d.base + dx) / step).rounded() * step
        if value != document.offset(d.file) {
            // One drag is one step to undo.
            if perform(.setOffset(file: d.file, value), merging: d.moved) != nil { offsetDrag?.moved = true }
        }
        showToast("\(d.file): x offset \(isDate ? ValueText.duration(value) : ValueText.compact(value))")
        if released {
            offsetDrag = nil
            controller.log(["event": "offset", "file": d.file, "offset": value])
        }
        host.setNeedsRedraw()
    }
}
