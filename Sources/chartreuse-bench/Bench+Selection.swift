import ChartCore
import ChartSDL
import ChartWorkspace
import Foundation
import WorkspaceModel

/// The selection over the eight-plot workspace: a brush (a range of x) picked out in every plot,
/// from the action to the frame drawn, a pan across the plots while rows are picked out, and one
/// once the plots show only the selected rows (Ctrl+F).
extension Bench {
    /// Milliseconds from a brush's condition to every plot drawn with its rows picked out, over
    /// eight plots of `rows` rows (the condition read over the table, each plot's points found,
    /// the frame drawn); then the frames of a pan while a tenth of the rows are picked out.
    static func brushSelect(rows: Int, brushes: Int, frames: Int) throws -> [BenchResult] {
        let (document, plots, view, r) = try eightPlots(rows: rows)
        var times: [Double] = [], model: [Double] = []
        var rng = SystemRandomNumberGenerator()
        for k in 0..<brushes {
            let a = Double.random(in: 0..<Double(rows) * 0.8, using: &rng), b = a + Double(rows) / 10
            let start = now()
            // Alternate a range and a condition picking rows all over the plot.
            try document.perform(.setSelection(k % 2 == 0 ? "t >= \(Int(a)) and t <= \(Int(b))" : "v1 > \(Int(a) % 50 + 100)"))
            for (i, c) in plots.charts.enumerated() { c.highlight = document.highlight(ofPlot: i) }
            model.append((now() - start) * 1000)
            r.render(view)
            times.append((now() - start) * 1000)
        }
        try document.perform(.setSelection("t >= \(rows / 3) and t <= \(rows / 3 + rows / 10)"))
        for (i, c) in plots.charts.enumerated() { c.highlight = document.highlight(ofPlot: i) }
        r.render(view)
        let pan = dragFrames(view, r, across: plots.charts[0], frames: frames)
        // Ctrl+F: the plots show only the selected tenth of the rows; a pan across them.
        try document.perform(.setFilter(document.model.selection))
        plots.show(document, appended: false)
        r.render(view)
        let filtered = dragFrames(view, r, across: plots.charts[0], frames: frames, at: 1000 + Double(frames) * 0.016 + 1)
        return [BenchResult(name: "brush 8 plots×\(rows.formatted()), rows found", unit: "ms", values: percentiles(model)),
                BenchResult(name: "pan 8-plot workspace×\(rows.formatted()), filtered to a tenth", unit: "ms", values: percentiles(filtered)),
                BenchResult(name: "brush 8 plots×\(rows.formatted()), to the frame", unit: "ms", values: percentiles(times)),
                BenchResult(name: "pan 8-plot workspace×\(rows.formatted()), rows picked out", unit: "ms", values: percentiles(pan))]
    }
}
