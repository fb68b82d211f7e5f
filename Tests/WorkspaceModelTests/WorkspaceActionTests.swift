import ChartCore
import ChartIO
import ChartSpecs
import Testing
@testable import WorkspaceModel

/// Each action on a workspace gives the expected workspace and change, by plot identity.
struct WorkspaceActionTests {
    static func col(_ name: String, _ kind: ColumnSummary.Kind) -> ColumnSummary { ColumnSummary(name: name, kind: kind) }
    /// Two plots over a date: temp (plot#1), then rain and wind (plot#2).
    static let two = Workspace(ChartSpec().showing([PlotSpec(x: "date", y: ["temp"]), PlotSpec(x: "date", y: ["rain", "wind"])]))
    static let p1 = PlotID(1), p2 = PlotID(2), p3 = PlotID(3)

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var action: WorkspaceAction
        /// The plots after, as `id: y` (x and the rest checked where they matter).
        var plots: [String]
        var added: [PlotID] = []
        var removed: [PlotID] = []
        var changed: [PlotID] = []
        var restyled: [PlotID] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "click a number into the current plot", action: .toggleColumn(col("hum", .number), plot: p1),
             plots: ["plot#1: temp,hum", "plot#2: rain,wind"], changed: [p1]),
        Case(name: "click a plotted number out", action: .toggleColumn(col("wind", .number), plot: p2),
             plots: ["plot#1: temp", "plot#2: rain"], changed: [p2]),
        Case(name: "click a plot's last column: the plot goes", action: .toggleColumn(col("temp", .number), plot: p1),
             plots: ["plot#2: rain,wind"], removed: [p1]),
        Case(name: "click text: its counts in a new plot after", action: .toggleColumn(col("city", .text), plot: p1),
             plots: ["plot#1: temp", "plot#3: count city", "plot#2: rain,wind"], added: [p3]),
        Case(name: "drop between plots", action: .insertColumn(col("hum", .number), at: 0),
             plots: ["plot#3: hum", "plot#1: temp", "plot#2: rain,wind"], added: [p3]),
        Case(name: "drop on a plot", action: .addColumn(col("hum", .number), plot: p2),
             plots: ["plot#1: temp", "plot#2: rain,wind,hum"], changed: [p2]),
        Case(name: "Delete in the list", action: .removeColumn(col("rain", .number), plot: p2),
             plots: ["plot#1: temp", "plot#2: wind"], changed: [p2]),
        Case(name: "move a series to another plot", action: .moveSeries("wind", from: p2, to: p1),
             plots: ["plot#1: temp,wind", "plot#2: rain"], changed: [p1, p2]),
        Case(name: "move a plot's last series away: it goes", action: .moveSeries("temp", from: p1, to: p2),
             plots: ["plot#2: rain,wind,temp"], removed: [p1], changed: [p2]),
        Case(name: "move a series to a new plot", action: .moveSeriesToNewPlot("rain", from: p2, at: 2),
             plots: ["plot#1: temp", "plot#2: wind", "plot#3: rain"], added: [p3], changed: [p2]),
        Case(name: "close a plot", action: .closePlot(p1), plots: ["plot#2: rain,wind"], removed: [p1]),
        Case(name: "a histogram at the end", action: .appendPlot(PlotSpec(kind: "histogram", x: "date", y: ["temp"])),
             plots: ["plot#1: temp", "plot#2: rain,wind", "plot#3: histogram temp"], added: [p3]),
        Case(name: "a kind", action: .setKind(p2, "step"), plots: ["plot#1: temp", "plot#2: step rain,wind"], changed: [p2]),
        Case(name: "unlink", action: .setLinked(p1, false), plots: ["plot#1: temp", "plot#2: rain,wind"], restyled: [p1]),
        Case(name: "resize", action: .setShares([3, 1]), plots: ["plot#1: temp", "plot#2: rain,wind"], restyled: [p1, p2]),
        Case(name: "a reference line", action: .setAnnotations(p2, [AnnotationSpec(.horizontal(5, text: ""))]),
             plots: ["plot#1: temp", "plot#2: rain,wind"], restyled: [p2]),
        Case(name: "a series hidden", action: .setHidden(p2, series: "wind", true), plots: ["plot#1: temp", "plot#2: rain,wind"], restyled: [p2]),
        Case(name: "cursors in two linked plots", action: .setCursors([p1: CursorSpec(Cursors(a: 2, b: 5)), p2: CursorSpec(Cursors(a: 2, b: 5))]),
             plots: ["plot#1: temp", "plot#2: rain,wind"], restyled: [p1, p2]),
    ]

    /// `id: [kind ]y` for a plot; `count X` for a plot of counts.
    static func describe(_ w: Workspace) -> [String] {
        w.plots.map { p in
            let s = p.spec
            if s.aggregate == "count" { return "\(p.id): count \(s.x ?? "")" }
            return "\(p.id): \(s.kind.map { $0 + " " } ?? "")\((s.y ?? []).joined(separator: ","))"
        }
    }

    @Test(arguments: cases) func anActionGivesTheWorkspaceAndChangeExpected(_ c: Case) {
        let (next, change) = Self.two.applying(c.action)
        #expect(Self.describe(next) == c.plots)
        #expect(change.added == c.added)
        #expect(change.removed == c.removed)
        #expect(change.changed == c.changed)
        #expect(change.restyled == c.restyled)
        #expect(next.edited)
        // Applied to a store, undo gives the first value back and redo the next.
        var store = WorkspaceStore(Self.two)
        store.perform(c.action)
        #expect(store.value == next)
        let undone = store.undo()
        #expect(store.value == Self.two)
        #expect(undone?.change.added == c.removed && undone?.change.removed == c.added)
        _ = store.redo()
        #expect(store.value == next)
    }

    @Test func whatChangesNothingIsNotRemembered() {
        var store = WorkspaceStore(Self.two)
        let change = store.perform(.closePlot(PlotID(99)))
        #expect(change.isEmpty && !store.canUndo)
        // The only plot stays, and says why.
        var one = WorkspaceStore(Workspace(ChartSpec().showing([PlotSpec(x: "date", y: ["temp"])])))
        let kept = one.perform(.closePlot(PlotID(1)))
        #expect(kept.isEmpty && kept.why == "the last plot stays (click columns to change it)" && !one.canUndo)
        let last = one.perform(.toggleColumn(Self.col("temp", .number), plot: PlotID(1)))
        #expect(last.isEmpty && last.why == "a plot keeps at least one column")
    }

    @Test func theWorkspaceLevelActions() {
        var store = WorkspaceStore(Self.two)
        #expect(store.perform(.setLayout("horizontal")).layout)
        #expect(store.value.spec.layout == "horizontal")
        #expect(store.perform(.setTheme("dark")).theme)
        #expect(store.value.spec.theme == "dark")
        #expect(store.perform(.addDerived("d = temp * 2")).data)
        #expect(store.perform(.addDerived("d = temp * 2")).why == "d = temp * 2 is derived already")
        #expect(store.perform(.setOffset(file: "b.csv", 3)).data)
        #expect(store.perform(.setMaximized(PlotID(2))).maximized)
        // Closing the maximised plot restores the stack.
        store.perform(.closePlot(PlotID(2)))
        #expect(store.value.maximized == nil)
        for _ in 0..<6 { _ = store.undo() }
        #expect(store.value == Self.two && !store.canUndo && store.canRedo)
        while store.redo() != nil {}
        #expect(store.value.layout == "horizontal" && store.value.plots.count == 1 && store.value.derived == ["d = temp * 2"])
    }

    @Test func aNewActionAfterUndoDropsWhatWasUndone() {
        var store = WorkspaceStore(Self.two)
        store.perform(.setKind(PlotID(1), "scatter"))
        _ = store.undo()
        store.perform(.setKind(PlotID(1), "step"))
        #expect(!store.canRedo)
        #expect(store.value[PlotID(1)]?.kind == "step")
    }

    @Test func aSpecUntilEditedThenItsPlots() {
        // A one-plot spec reads back as written until a person edits it.
        var spec = ChartSpec()
        spec.x = "date"
        spec.y = ["temp"]
        spec.kind = "line"
        let w = Workspace(spec)
        #expect(w.spec == spec && w.plots.count == 1)
        let (edited, _) = w.applying(.toggleColumn(Self.col("rain", .number), plot: PlotID(1)))
        #expect(edited.spec.x == nil && edited.spec.plots?.first?.y == ["temp", "rain"] && edited.spec.plots?.first?.x == "date")
    }

    @Test func aLoadKeepsIdentitiesWhileThePlotsStay() {
        let w = Self.two
        let reloaded = w.replaced(by: w.spec)
        #expect(reloaded.ids == w.ids)
        #expect(WorkspaceChange.between(w, reloaded).isEmpty)
        let fewer = w.replaced(by: ChartSpec().showing([PlotSpec(x: "date", y: ["temp"])]))
        #expect(fewer.ids == [PlotID(3)])
        let change = WorkspaceChange.between(w, fewer)
        #expect(change.removed == [PlotID(1), PlotID(2)] && change.added == [PlotID(3)] && change.data)
    }

    @Test func aLoadThatChangesThePlotsStartsTheHistoryAfresh() {
        var store = WorkspaceStore(Self.two)
        store.perform(.setKind(PlotID(1), "step"))
        // A reload showing the same plots keeps what can be undone.
        store.replace(with: store.value.replaced(by: store.value.spec, edited: true))
        #expect(store.canUndo)
        // Another file's runs overlaid by its load: undo would take them away.
        var spec = store.value.spec
        spec.plots?[1].y = ["rain", "wind", "run2.csv:rain"]
        store.replace(with: store.value.replaced(by: spec, edited: true))
        #expect(!store.canUndo && store.value[PlotID(2)]?.y == ["rain", "wind", "run2.csv:rain"])
    }

    @Test func aSeriesChangeRebuildsOnlyItsPlot() {
        let (next, change) = Self.two.applying(.setKind(PlotID(2), "area"))
        #expect(change.plotsToBuild(in: next) == [PlotID(2)])
        // Hiding a series, a link, a size or a note builds nothing again.
        let (hidden, c1) = Self.two.applying(.setHidden(PlotID(2), series: "rain", true))
        #expect(c1.plotsToBuild(in: hidden).isEmpty && hidden[PlotID(2)]?.hidden == ["rain"])
        let (shown, c3) = hidden.applying(.setHidden(PlotID(2), series: "rain", false))
        #expect(c3.restyled == [PlotID(2)] && shown[PlotID(2)]?.hidden == nil)
        let (derived, c2) = Self.two.applying(.addDerived("d = temp + 1"))
        #expect(c2.plotsToBuild(in: derived) == [PlotID(1), PlotID(2)])
    }
}
