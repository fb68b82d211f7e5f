import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
@testable import ChartWorkspace
@testable import WorkspaceModel

/// Random actions, undos and redos on a document over a real table, with its plots on a workspace
/// view drawn after each: the views match the model every time (a chart and a pane per plot, in
/// order; each chart showing its plot's built series with the hidden ones hidden; link states,
/// the stack's shares and maximised plot as the model says), and a chart whose plot was not
/// rebuilt keeps its data untouched.
@MainActor
struct WorkspacePlotsSoakTests {
    static let columns = ["temp", "rain", "wind", "city"]

    static func table(_ n: Int) -> DataTable {
        DataTable(columns: [
            .init(name: "t", values: .number((0..<n).map(Double.init))),
            .init(name: "temp", values: .number((0..<n).map { 10 + Double($0 % 7) })),
            .init(name: "rain", values: .number((0..<n).map { Double($0 % 3) })),
            .init(name: "wind", values: .number((0..<n).map { Double($0 % 5) * 1000 })),
            .init(name: "city", values: .text((0..<n).map { ["Oslo", "Lima", "Pune"][$0 % 3] })),
        ])
    }

    func mismatch(_ d: WorkspaceDocument, _ plots: WorkspacePlots, _ view: WorkspaceView) -> String? {
        let m = d.model
        guard plots.ids == m.ids else { return "charts \(plots.ids) for plots \(m.ids)" }
        guard view.panes.count == m.plots.count, zip(view.panes, plots.charts).allSatisfy({ $0.chart === $1 }) else {
            return "the panes are not the charts, in order"
        }
        for (i, b) in d.built.enumerated() {
            let c = plots.charts[i]
            let want = b.data.series.map { "\($0.name)\($0.isVisible ? "" : " (hidden)")" }
            let got = c.data.series.map { "\($0.name)\($0.isVisible ? "" : " (hidden)")" }
            if want != got { return "plot \(i) shows \(got), built \(want)" }
        }
        // Links: a plot the model unlinked follows no other; one it links follows its link, if any.
        for (i, state) in plots.linkStates.enumerated() where state != nil {
            if state != (m.plots[i].spec.linked != false) { return "plot \(i) linked \(state!), the model says \(m.plots[i].spec.linked != false)" }
        }
        let sizes = m.plots.map { $0.spec.size ?? 1 }
        if !WorkspacePlots.sameShares(sizes, view.stack.layout.shares) { return "shares \(view.stack.layout.shares) for sizes \(sizes)" }
        if view.stack.layout.maximized != m.maximized.flatMap(m.index(of:)) { return "maximised \(String(describing: view.stack.layout.maximized))" }
        return nil
    }

    @Test func theViewsFollowTheModelThroughRandomActionsAndUndos() throws {
        let steps = Int(ProcessInfo.processInfo.environment["CHARTREUSE_SOAK_ACTIONS"] ?? "") ?? 400
        var g = SeededRandom(seed: 0xC0FFEE)
        let d = WorkspaceDocument(path: "soak.csv", options: WorkspaceOptions())
        d.fileSpec = ChartSpec().showing([PlotSpec(x: "t", y: ["temp"]), PlotSpec(x: "t", y: ["rain", "wind"])])
        try d.accept(Self.table(300))
        let view = WorkspaceView()
        let plots = WorkspacePlots(view: view)
        let glyphs = FakeGlyphs()
        func draw() {
            var l = DrawList()
            view.render(into: &l, size: Size(1000, 700), glyphs: glyphs)
        }
        plots.show(d, appended: false)
        draw()
        for step in 0..<steps {
            let m = d.model
            let id = m.plots[Int(g.next() % UInt64(m.plots.count))].id
            let other = m.plots[Int(g.next() % UInt64(m.plots.count))].id
            let name = Self.columns[Int(g.next() % 4)]
            let column = ColumnSummary(name: name, kind: name == "city" ? .text : .number)
            let series = m[id]?.y?.first ?? "temp"
            let dataBefore = Dictionary(uniqueKeysWithValues: zip(plots.ids, plots.charts.map { $0.data.series.map(\.y) }))
            var change: WorkspaceChange?
            switch g.next() % 14 {
            case 0, 1: change = d.undo()?.change
            case 2: change = d.redo()?.change
            case 3, 4: change = try? d.perform(.toggleColumn(column, plot: id))
            case 5: change = try? d.perform(.insertColumn(column, at: Int(g.next() % UInt64(m.plots.count + 1))))
            case 6: change = try? d.perform(.moveSeries(series, from: id, to: other))
            case 7: change = try? d.perform(.closePlot(id))
            case 8: change = try? d.perform(.setHidden(id, series: series, g.next() % 2 == 0))
            case 9: change = try? d.perform(.setShares(m.plots.map { _ in Double(1 + g.next() % 4) }))
            case 10: change = try? d.perform(.setMaximized(g.next() % 2 == 0 ? id : nil))
            case 11: change = try? d.perform(.setKind(id, ["line", "scatter", "step", nil][Int(g.next() % 4)]))
            case 12: change = try? d.perform(.setLinked(id, g.next() % 2 == 0))
            default: change = try? d.perform(.appendPlot(PlotSpec(kind: "histogram", x: "t", y: ["temp"])))
            }
            plots.show(d, appended: false)
            draw()
            if let why = mismatch(d, plots, view) {
                Issue.record("step \(step): \(why)")
                return
            }
            // A plot neither added nor rebuilt keeps the very data its chart had.
            if let c = change, !c.data {
                for (i, pid) in plots.ids.enumerated() where !c.added.contains(pid) && !c.changed.contains(pid) {
                    if let before = dataBefore[pid], before != plots.charts[i].data.series.map(\.y) {
                        Issue.record("step \(step): \(pid) was not touched, yet its data changed")
                        return
                    }
                }
            }
        }
    }
}
