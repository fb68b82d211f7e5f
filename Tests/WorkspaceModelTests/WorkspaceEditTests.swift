import Testing
import ChartIO
import ChartSpecs
@testable import WorkspaceModel

/// A person's edits of the plots: clicks toggle, drops add or make plots, the last column stays.
struct WorkspaceEditTests {
    func col(_ name: String, _ kind: ColumnSummary.Kind) -> ColumnSummary { ColumnSummary(name: name, kind: kind) }

    @Test func aClickTogglesANumberInTheCurrentPlot() {
        var plots = [PlotSpec(x: "date", y: ["a"]), PlotSpec(x: "date", y: ["b"])]
        #expect(WorkspaceEdit.toggle(col("c", .number), in: &plots, plot: 1) == .added(plot: 1))
        #expect(plots[1].y == ["b", "c"])
        #expect(WorkspaceEdit.toggle(col("c", .number), in: &plots, plot: 1) == .removed(plot: 1))
        #expect(plots[1].y == ["b"])
        // The last column of a plot takes the plot with it, unless it is the only plot.
        #expect(WorkspaceEdit.toggle(col("b", .number), in: &plots, plot: 1) == .plotRemoved(plot: 1))
        #expect(plots.count == 1)
        if case .unchanged = WorkspaceEdit.toggle(col("a", .number), in: &plots, plot: 0) {} else { Issue.record("the only plot kept its column") }
        #expect(plots[0].y == ["a"])
    }

    @Test func textGetsItsCountsAndADateBecomesX() {
        var plots = [PlotSpec(x: "(row)", y: ["a"])]
        #expect(WorkspaceEdit.toggle(col("city", .text), in: &plots, plot: 0) == .newPlot(plot: 1))
        #expect(plots[1].x == "city" && plots[1].aggregate == "count")
        // Clicked again in its plot of counts, the text column goes with that plot.
        #expect(WorkspaceEdit.toggle(col("city", .text), in: &plots, plot: 1) == .plotRemoved(plot: 1))
        #expect(WorkspaceEdit.toggle(col("city", .text), in: &plots, plot: 0) == .newPlot(plot: 1))
        #expect(WorkspaceEdit.add(col("when", .date), to: &plots, plot: 0) == .added(plot: 0))
        #expect(plots[0].x == "when")
        // A number dropped on a count plot gets a plot of its own, on the common x.
        #expect(WorkspaceEdit.add(col("b", .number), to: &plots, plot: 1) == .newPlot(plot: 2))
        #expect(plots[2].x == "when" && plots[2].y == ["b"])
    }

    @Test func dropsBetweenPlotsInsertThere() {
        var plots = [PlotSpec(x: "t", y: ["a"]), PlotSpec(x: "t", y: ["b"])]
        #expect(WorkspaceEdit.add(col("c", .number), to: &plots, newPlotAt: 1) == .newPlot(plot: 1))
        #expect(plots.map { $0.y ?? [] } == [["a"], ["c"], ["b"]])
        #expect(WorkspaceEdit.remove(col("zzz", .number), from: &plots, plot: 0) != .removed(plot: 0))
    }

    @Test func aSeriesDraggedToAnotherPlotMovesThere() {
        var plots = [PlotSpec(x: "t", y: ["a", "b"]), PlotSpec(x: "t", y: ["c"]), PlotSpec(x: "city", y: nil, aggregate: "count")]
        #expect(WorkspaceEdit.move("b", from: 0, to: 1, in: &plots) == .init(inserted: nil, removed: nil, target: 1))
        #expect(plots.map { $0.y ?? [] } == [["a"], ["c", "b"], []])
        // The last series leaves with its plot; the target index follows the removal.
        #expect(WorkspaceEdit.move("a", from: 0, to: 1, in: &plots) == .init(inserted: nil, removed: 0, target: 0))
        #expect(plots.count == 2 && plots[0].y == ["c", "b", "a"])
        // Onto a new plot between (before the source: the source shifts down).
        #expect(WorkspaceEdit.move("c", from: 0, newPlotAt: 0, in: &plots) == .init(inserted: 0, removed: nil, target: 0))
        #expect(plots.map { $0.y ?? [] } == [["c"], ["b", "a"], []])
        // Onto a plot of counts: a plot of its own after it.
        #expect(WorkspaceEdit.move("a", from: 1, to: 2, in: &plots) == .init(inserted: 3, removed: nil, target: 3))
        #expect(plots.map { $0.y ?? [] } == [["c"], ["b"], [], ["a"]] && plots[3].x == "t")
        // The last series of a plot onto a new plot before it: inserted, then the source (shifted) removed.
        #expect(WorkspaceEdit.move("a", from: 3, newPlotAt: 1, in: &plots) == .init(inserted: 1, removed: 4, target: 1))
        #expect(plots.map { $0.y ?? [] } == [["c"], ["a"], ["b"], []])
        // Onto its own plot, or a series that is not there: nothing.
        #expect(WorkspaceEdit.move("b", from: 1, to: 1, in: &plots) == nil)
        #expect(WorkspaceEdit.move("zz", from: 1, to: 0, in: &plots) == nil)
    }

    @Test func plotsSpelledOutKeepWhatTheWorkspaceGaveThem() {
        // A one-plot spec becomes its one plot; plots taking the workspace's x keep it once the
        // workspace's one-plot fields are cleared (an edit by hand).
        var one = ChartSpec()
        one.x = "t"
        one.y = ["a"]
        one.kind = "step"
        #expect(one.spelledOutPlots == [PlotSpec(kind: "step", x: "t", y: ["a"])])
        var w = ChartSpec()
        w.x = "date"
        w.plots = [PlotSpec(y: ["a"]), PlotSpec(x: "city", y: nil, aggregate: "count")]
        let edited = w.showing(w.spelledOutPlots)
        #expect(edited.x == nil && edited.plotSpecs.map(\.x) == ["date", "city"])
    }

    /// A number dropped between plots is drawn as the plot whose x it takes draws: dots beside
    /// dots (a log of events), lines beside lines.
    @Test func aNewPlotDrawsAsThePlotWhoseXItTakes() {
        var dots = [PlotSpec(kind: "scatter", x: "date", y: ["price"])]
        #expect(WorkspaceEdit.add(col("qty", .number), to: &dots, newPlotAt: 1) == .newPlot(plot: 1))
        #expect(dots[1].kind == "scatter" && dots[1].x == "date")
        var lines = [PlotSpec(x: "date", y: ["price"])]
        #expect(WorkspaceEdit.add(col("qty", .number), to: &lines, newPlotAt: 0) == .newPlot(plot: 0))
        #expect(lines[0].kind == nil && lines[0].x == "date")
    }
}
