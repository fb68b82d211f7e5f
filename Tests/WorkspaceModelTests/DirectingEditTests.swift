import Testing
import ChartIO
import ChartSpecs
@testable import WorkspaceModel

/// Directing a plot: a column made its x, a category splitting it, its axes logarithmic.
struct DirectingEditTests {
    func col(_ name: String, _ kind: ColumnSummary.Kind, distinct: Int? = nil, span: ClosedRange<Double>? = nil, integral: Bool = false) -> ColumnSummary {
        var c = ColumnSummary(name: name, kind: kind)
        c.distinct = distinct
        c.integral = integral
        c.min = span?.lowerBound
        c.max = span?.upperBound
        return c
    }

    @Test func aNumberMadeXDrawsTheOthersAgainstIt() {
        var plots = [PlotSpec(kind: "line", x: "(row)", y: ["bill", "flipper"])]
        #expect(WorkspaceEdit.setX(col("flipper", .number), in: &plots, plot: 0) == .changed(plot: 0))
        // It leaves the y columns; the builder chooses lines or dots for the new x.
        #expect(plots[0].x == "flipper" && plots[0].y == ["bill"] && plots[0].kind == nil)
        // Its last y made x: the old x (a column) is drawn against it instead.
        #expect(WorkspaceEdit.setX(col("bill", .number), in: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots[0].x == "bill" && plots[0].y == ["flipper"])
        if case .unchanged = WorkspaceEdit.setX(col("bill", .number), in: &plots, plot: 0) {} else { Issue.record("x again changed the plot") }
        // A single column against the row number has nothing to draw against it.
        var one = [PlotSpec(x: "(row)", y: ["bill"])]
        if case .unchanged(let why) = WorkspaceEdit.setX(col("bill", .number), in: &one, plot: 0) {
            #expect(why.contains("needs another column"))
        } else { Issue.record("a lone column became x") }
    }

    @Test func textMadeXGivesBarsOfMeansOrCounts() {
        var plots = [PlotSpec(x: "t", y: ["mass"], groupBy: "island"), PlotSpec(kind: "histogram", y: ["mass"])]
        #expect(WorkspaceEdit.setX(col("island", .text), in: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots[0].x == "island" && plots[0].aggregate == "mean" && plots[0].y == ["mass"] && plots[0].groupBy == nil)
        // Split by another column, the bars stay split (a bar per value in each island's place);
        // made x, the split's own column ends the split.
        var split = [PlotSpec(x: "t", y: ["mass"], groupBy: "species")]
        split[0].stacked = true
        #expect(WorkspaceEdit.setX(col("island", .text), in: &split, plot: 0) == .changed(plot: 0))
        #expect(split[0].aggregate == "mean" && split[0].groupBy == "species" && split[0].stacked == true)
        #expect(WorkspaceEdit.setX(col("species", .text), in: &split, plot: 0) == .changed(plot: 0))
        #expect(split[0].groupBy == nil && split[0].stacked == nil)
        // A number made x of stacked counts: lines or dots, which do not stack.
        var counts = [PlotSpec(x: "island", y: ["mass"], groupBy: "species", aggregate: "count")]
        counts[0].stacked = true
        #expect(WorkspaceEdit.setX(col("flipper", .number), in: &counts, plot: 0) == .changed(plot: 0))
        #expect(counts[0].aggregate == nil && counts[0].stacked == nil && counts[0].groupBy == "species")
        // A date made x of the bars: lines again, no aggregate.
        #expect(WorkspaceEdit.setX(col("when", .date), in: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots[0].x == "when" && plots[0].aggregate == nil)
        if case .unchanged(let why) = WorkspaceEdit.setX(col("t", .number), in: &plots, plot: 1) {
            #expect(why.contains("histogram"))
        } else { Issue.record("a histogram's x changed") }
    }

    @Test func aNewXForgetsWhatWasSetForTheOldOne() {
        var p = PlotSpec(x: "gdp", y: ["life", "pop"], groupBy: "continent")
        p.log = ["x", "y"]
        p.xAxis = ChartSpec.Axis()
        p.xAxis?.title = "income (USD)"
        p.xAxis?.grid = false
        p.yRight = ["pop"]
        var plots = [p]
        // Its split's column as x: bars of means, not split, no log across categories; the renamed x title goes.
        #expect(WorkspaceEdit.setX(col("continent", .text), in: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots[0].groupBy == nil && plots[0].log == ["y"] && plots[0].xAxis?.title == nil && plots[0].xAxis?.grid == false)
        // A y column made x leaves the right-hand axis too.
        var q = [PlotSpec(x: "t", y: ["life", "pop"])]
        q[0].yRight = ["pop"]
        #expect(WorkspaceEdit.setX(col("pop", .number), in: &q, plot: 0) == .changed(plot: 0))
        #expect(q[0].y == ["life"] && q[0].yRight == nil)
    }

    @Test func aCategorySplitsAndCtrlEnterAgainUnsplits() {
        var plots = [PlotSpec(x: "bill", y: ["flipper"]), PlotSpec(x: "species", y: nil, aggregate: "count")]
        #expect(WorkspaceEdit.split(col("species", .text, distinct: 3), in: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots[0].groupBy == "species")
        #expect(WorkspaceEdit.split(col("species", .text, distinct: 3), in: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots[0].groupBy == nil)
        // Few-valued whole numbers split; a measure does not; counts split into a bar per value.
        #expect(WorkspaceEdit.split(col("cyl", .number, span: 4...8, integral: true), in: &plots, plot: 0) == .changed(plot: 0))
        if case .unchanged(let why) = WorkspaceEdit.split(col("mass", .number, span: 2700...6300, integral: true), in: &plots, plot: 0) {
            #expect(why.contains("a measure"))
        } else { Issue.record("a measure split a plot") }
        if case .unchanged = WorkspaceEdit.split(col("ratio", .number, span: 0...1), in: &plots, plot: 0) {} else { Issue.record("fractions split") }
        #expect(WorkspaceEdit.split(col("sex", .text, distinct: 2), in: &plots, plot: 1) == .changed(plot: 1))
        #expect(plots[1].groupBy == "sex" && plots[1].aggregate == "count")
        // Unsplit, stacking goes with the split.
        plots[1].stacked = true
        #expect(WorkspaceEdit.split(col("sex", .text, distinct: 2), in: &plots, plot: 1) == .changed(plot: 1))
        #expect(plots[1].groupBy == nil && plots[1].stacked == nil)
        if case .unchanged = WorkspaceEdit.split(col("species", .text, distinct: 3), in: &plots, plot: 1) {} else { Issue.record("counts split by their own x") }
        if case .unchanged = WorkspaceEdit.split(col("id", .text, distinct: 9000), in: &plots, plot: 0) {} else { Issue.record("9000 series") }
    }

    @Test func aCategoryDroppedOnAPlotSplitsItRatherThanAddingCounts() {
        var plots = [PlotSpec(kind: "scatter", x: "bill", y: ["flipper"])]
        #expect(WorkspaceEdit.add(col("species", .text, distinct: 3), to: &plots, plot: 0) == .changed(plot: 0))
        #expect(plots.count == 1 && plots[0].groupBy == "species")
        // Dropped again: said, not undone.
        if case .unchanged(let why) = WorkspaceEdit.add(col("species", .text, distinct: 3), to: &plots, plot: 0) {
            #expect(why.contains("split by 'species' already"))
        } else { Issue.record("a second drop changed the plot") }
        // A click still gives the category's counts a plot of their own.
        #expect(WorkspaceEdit.toggle(col("island", .text, distinct: 3), in: &plots, plot: 0) == .newPlot(plot: 1))
        // Onto counts, a category splits them (a bar per sex in each island's place); the
        // counts' own column gets a plot of its own counts.
        #expect(WorkspaceEdit.add(col("sex", .text, distinct: 2), to: &plots, plot: 1) == .changed(plot: 1))
        #expect(plots.count == 2 && plots[1].groupBy == "sex")
        #expect(WorkspaceEdit.add(col("island", .text, distinct: 3), to: &plots, plot: 1) == .newPlot(plot: 2))
    }

    @Test func logAxesToggleAndAreUndoneAsOneAction() throws {
        var spec = ChartSpec()
        spec.plots = [PlotSpec(x: "gdp", y: ["population"])]
        var w = Workspace(spec)
        let id = try #require(w.plots.first?.id)
        (w, _) = w.applying(.setLog(id, axis: "y", true))
        (w, _) = w.applying(.setLog(id, axis: "x", true))
        #expect(w.plots[0].spec.log == ["x", "y"])
        let (off, change) = w.applying(.setLog(id, axis: "y", false))
        #expect(off.plots[0].spec.log == ["x"] && change.touchesPlots)
        var bars = [PlotSpec(x: "species", y: nil, aggregate: "count")]
        if case .unchanged = WorkspaceEdit.setLog("x", true, in: &bars, plot: 0) {} else { Issue.record("bars' categories went log") }
        #expect(WorkspaceEdit.setLog("y", true, in: &bars, plot: 0) == .changed(plot: 0))
    }
}
