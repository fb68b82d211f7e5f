import ChartCore
import ChartIO
import ChartSpecs
import ChartSDL
import ChartWorkspace
import Foundation
import WorkspaceModel

/// A workspace of eight plots over one table, as the viewer holds it (document, plots view,
/// workspace view): an edit (a column into one plot and out again) with what follows it on
/// screen, the same edit rebuilding every plot as each edit did before the workspace model, and
/// a pan across the eight linked plots.
extension Bench {
    /// The eight-plot workspace over `rows` rows: its document, plots and view, drawn once.
    static func eightPlots(rows: Int) throws -> (WorkspaceDocument, WorkspacePlots, WorkspaceView, OffscreenRenderer) {
        var columns: [DataTable.Column] = [.init(name: "t", values: .number((0..<rows).map(Double.init)))]
        let w = walk(rows).y.array
        for k in 1...8 { columns.append(.init(name: "v\(k)", values: .number(w.map { $0 * Double(k) + Double(k * 100) }))) }
        let document = WorkspaceDocument(path: "eight.csv", options: WorkspaceOptions())
        document.fileSpec = ChartSpec().showing((1...8).map { PlotSpec(x: "t", y: ["v\($0)"]) })
        try document.accept(DataTable(columns: columns))
        let view = WorkspaceView()
        view.showsBrowser = false
        let plots = WorkspacePlots(view: view)
        plots.configure = { $0.footer.isHidden = true }
        plots.show(document, appended: false)
        let r = try OffscreenRenderer(width: 1600, height: 900)
        r.render(view)
        return (document, plots, view, r)
    }

    /// Milliseconds per edit on eight plots of `rows` rows, to the frame drawn: this workspace
    /// model's (the touched plot built again) and the full rebuild every edit made before it.
    static func workspaceEdits(rows: Int, edits: Int) throws -> [BenchResult] {
        let (document, plots, view, r) = try eightPlots(rows: rows)
        let column = ColumnSummary(name: "v1", kind: .number)
        var model: [Double] = [], full: [Double] = []
        for _ in 0..<edits {
            let id = document.model.ids[4]
            var start = now()
            try document.perform(.toggleColumn(column, plot: id))
            plots.show(document, appended: false)
            r.render(view)
            model.append((now() - start) * 1000)
            // The same edit undone, then every plot built and given its data again, as before.
            _ = document.undo()
            start = now()
            if let t = document.table { try document.show(document.model, table: t) }
            plots.show(document, appended: false)
            r.render(view)
            full.append((now() - start) * 1000)
        }
        let name = "edit 8 plots×\(rows.formatted()): "
        return [BenchResult(name: name + "one built", unit: "ms", values: percentiles(model)),
                BenchResult(name: name + "all (before)", unit: "ms", values: percentiles(full))]
    }

    /// Milliseconds per frame of a drag across the first plot of the eight-plot workspace.
    static func workspacePan(rows: Int, frames: Int) throws -> BenchResult {
        let (_, plots, view, r) = try eightPlots(rows: rows)
        let first = plots.charts[0]
        first.zoom(by: 2, about: first.geometry.plot.center, xOnly: true)
        r.render(view)
        let times = dragFrames(view, r, across: first, frames: frames)
        return BenchResult(name: "pan 8-plot workspace×\(rows.formatted())", unit: "ms", values: percentiles(times))
    }

    /// Milliseconds per frame of a drag from the middle of `chart`'s plot, each move drawn, the
    /// pointer pressed at time `t` (the view drawn once before).
    static func dragFrames(_ view: WorkspaceView, _ r: OffscreenRenderer, across chart: ChartView, frames: Int, at t: Double = 1000) -> [Double] {
        let c = chart.geometry.plot.center
        var t = t
        view.handle(.pointerDown(button: .left, position: c, modifiers: [], time: t))
        var times: [Double] = []
        for k in 1...frames {
            t += 0.016
            let start = now()
            view.handle(.pointerMoved(position: Point(c.x - Double(k % 60) * 5 - 10, c.y), buttons: [.left], modifiers: [], time: t))
            r.render(view)
            times.append((now() - start) * 1000)
        }
        view.handle(.pointerUp(button: .left, position: c, modifiers: [], time: t))
        return times
    }
}
