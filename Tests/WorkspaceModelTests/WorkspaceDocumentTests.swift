import ChartIO
import ChartSpecs
import Testing
@testable import WorkspaceModel

/// The document binds the model to data, without a window: an action rebuilds only the plots it
/// touched, undo and redo bring plots back with their builds, a derived column typed over a
/// second file reads that file's columns, and a spec reload is undone like any edit.
struct WorkspaceDocumentTests {
    static func table(_ n: Int, shift: Double = 0) -> DataTable {
        DataTable(columns: [
            .init(name: "t", values: .number((0..<n).map(Double.init))),
            .init(name: "temp", values: .number((0..<n).map { 10 + Double($0 % 7) + shift })),
            .init(name: "rain", values: .number((0..<n).map { Double($0 % 3) })),
            .init(name: "wind", values: .number((0..<n).map { Double($0 % 5) * 1000 })),
        ])
    }

    static func document(plots: [PlotSpec]) throws -> WorkspaceDocument {
        let d = WorkspaceDocument(path: "log.csv", options: WorkspaceOptions())
        d.fileSpec = ChartSpec().showing(plots)
        try d.accept(table(50))
        return d
    }

    @Test func anActionRebuildsOnlyThePlotsItTouched() throws {
        let d = try Self.document(plots: [PlotSpec(x: "t", y: ["temp"]), PlotSpec(x: "t", y: ["wind"]), PlotSpec(x: "t", y: ["rain"])])
        let before = d.model.ids.map(d.generation(of:))
        let (first, second) = (d.model.ids[0], d.model.ids[1])
        let change = try d.perform(.toggleColumn(ColumnSummary(name: "rain", kind: .number), plot: second))
        #expect(change.changed == [second] && change.added.isEmpty)
        let after = d.model.ids.map(d.generation(of:))
        #expect(after[0] == before[0] && after[2] == before[2] && after[1] != before[1])
        #expect(d.built[1].data.series.map(\.name) == ["wind", "rain"])
        // Undo gives the plot back as it was, built anew; the first plot is still untouched.
        _ = d.undo()
        #expect(d.built[1].data.series.map(\.name) == ["wind"])
        #expect(d.generation(of: first) == before[0])
    }

    @Test func aClosedPlotComesBackWithItsIdentityAndData() throws {
        let d = try Self.document(plots: [PlotSpec(x: "t", y: ["temp"]), PlotSpec(x: "t", y: ["wind"])])
        let gone = d.model.ids[0]
        try d.perform(.closePlot(gone))
        #expect(d.model.plots.count == 1 && d.built.count == 1 && d.built[0].data.series.map(\.name) == ["wind"])
        let back = try #require(d.undo())
        #expect(back.change.added == [gone] && back.label == "closed plot")
        #expect(d.model.ids.first == gone && d.built[0].data.series.map(\.name) == ["temp"])
        #expect(d.redo()?.change.removed == [gone])
    }

    @Test func anEditThatBreaksAPlotIsUndoneAndSaysWhy() throws {
        let d = try Self.document(plots: [PlotSpec(x: "t", y: ["temp"])])
        let id = d.model.ids[0]
        #expect(throws: DataError.self) { try d.perform(.setKind(id, "candlestick")) }
        #expect(d.model[id]?.kind == nil && !d.store.canUndo)
    }

    @Test func aDerivedColumnTypedOverASecondFileReadsIt() throws {
        let d = try Self.document(plots: [PlotSpec(x: "t", y: ["temp"])])
        guard let k = d.addExtra(path: "/data/sf.csv") else { Issue.record("the second file was not added"); return }
        try d.acceptExtra(Self.table(50, shift: 3), at: k)
        let (name, change) = try d.addDerived("d = temp - \"sf.csv:temp\"")
        #expect(name == "d" && change.data)
        let column = try #require(d.table?.columns.first { $0.name == "d" }?.numbers)
        #expect(column.array.allSatisfy { $0 == -3 })
        // Undone, the column goes; redone, it is back.
        _ = d.undo()
        #expect(d.table?.columnIndex("d") == nil)
        _ = d.redo()
        #expect(d.table?.columnIndex("d") != nil)
    }

    @Test func aSpecReloadReplacesThePlotsAndStartsTheHistoryAfresh() throws {
        let d = try Self.document(plots: [PlotSpec(x: "t", y: ["temp"])])
        try d.perform(.setKind(d.model.ids[0], "step"))
        d.fileSpec = ChartSpec().showing([PlotSpec(x: "t", y: ["rain"]), PlotSpec(x: "t", y: ["wind"])])
        _ = try d.rebuild()
        #expect(d.model.plots.count == 2 && d.built.map { $0.data.series.map(\.name) } == [["rain"], ["wind"]])
        // An undo would take back what the spec file says (and leave its axes and derived columns).
        #expect(!d.store.canUndo && d.undo() == nil)
    }

    @Test func aSpecThatShowedNothingShowsOnceMended() throws {
        let d = WorkspaceDocument(path: "log.csv", options: WorkspaceOptions())
        d.fileSpec = ChartSpec().showing([PlotSpec(x: "t", y: ["pressure"])])
        #expect(throws: DataError.self) { try d.accept(Self.table(20)) }
        d.fileSpec = ChartSpec().showing([PlotSpec(x: "t", y: ["temp"])])
        _ = try d.rebuild()
        #expect(d.problems.isEmpty && d.built.map { $0.data.series.map(\.name) } == [["temp"]])
    }

    @Test func aLayoutChosenBeforeTheDataLeavesTheFirstPictureToInference() throws {
        let fresh = WorkspaceDocument(path: "log.csv", options: WorkspaceOptions())
        try fresh.accept(Self.table(50))
        let early = WorkspaceDocument(path: "log.csv", options: WorkspaceOptions())
        try early.perform(.setLayout("horizontal"))
        try early.accept(Self.table(50))
        #expect(early.model.plotSpecs == fresh.model.plotSpecs && early.model.layout == "horizontal")
    }

    @Test func undoNeverGivesAnIdentityTwice() throws {
        let d = try Self.document(plots: [PlotSpec(x: "t", y: ["temp"])])
        try d.perform(.appendPlot(PlotSpec(kind: "histogram", x: "t", y: ["temp"])))
        let histogram = try #require(d.model.ids.last)
        _ = d.undo()
        try d.perform(.appendPlot(PlotSpec(x: "t", y: ["rain"])))
        #expect(d.model.ids.last != histogram)
    }
}
