import ChartIO
import ChartSpecs
import Foundation
import Testing
@testable import WorkspaceModel

/// The filter as a workspace action: the plots are built from its rows, their points still name
/// the file's rows, undo and redo restore it, and the saved workspace keeps it.
struct FilterActionTests {
    func document() throws -> WorkspaceDocument {
        let d = WorkspaceDocument(path: "w.csv", options: WorkspaceOptions())
        let n = 50
        try d.accept(DataTable(columns: [
            .init(name: "t", values: .number((0..<n).map(Double.init))),
            .init(name: "temp", values: .number((0..<n).map { Double(($0 * 7) % 23) })),
            .init(name: "weather", values: .text((0..<n).map { $0 % 4 == 0 ? "rain" : "sun" })),
        ]))
        return d
    }

    @Test func aFilterBuildsFromItsRowsAndUndoTakesItBack() throws {
        let d = try document()
        let all = d.built[0].data.series[0].count
        try d.perform(.setFilter("temp >= 11 and weather == 'rain'"))
        let want = (0..<50).filter { ($0 * 7) % 23 >= 11 && $0 % 4 == 0 }
        #expect(d.keptRows == want && d.filterCount! == (want.count, 50))
        #expect(d.built[0].data.series.allSatisfy { $0.count == want.count })
        #expect(d.built[0].seriesRows?.first == want)
        #expect(d.workspaceSpec().filter == "temp >= 11 and weather == 'rain'")
        #expect(d.workspaceSpec().yaml().contains("filter: temp >= 11 and weather == 'rain'"))
        // A filter that cannot be read is refused and changes nothing.
        #expect(throws: DataError.self) { try d.perform(.setFilter("tmp > 3")) }
        #expect(d.keptRows == want && d.model.spec.filter == "temp >= 11 and weather == 'rain'")
        // Cleared, every row again; undo brings the filter back, and undo again every row.
        try d.perform(.setFilter(nil))
        #expect(d.keptRows == nil && d.built[0].data.series[0].count == all)
        _ = d.undo()
        #expect(d.keptRows == want)
        _ = d.undo()
        #expect(d.keptRows == nil && d.model.spec.filter == nil)
        _ = d.redo()
        #expect(d.keptRows == want)
    }

    @Test func aFilterKeepingNoRowsStandsBesideAHistogramAndRowNumbersStayTheFiles() throws {
        let d = try document()
        try d.perform(.appendPlot(PlotSpec(kind: "histogram", y: ["temp"])))
        try d.perform(.appendPlot(PlotSpec(kind: "line", x: ChartSpec.rowNumber, y: ["temp"])))
        // Nothing to count: the histogram says so, the filter stands and the titles name it.
        try d.perform(.setFilter("temp > 1000"))
        #expect(d.keptRows == [] && d.title(ofPlot: 1) == "no rows where temp > 1000")
        // Against the row number, x is the file's row numbers of the rows kept.
        try d.perform(.setFilter("weather == 'rain'"))
        let rows = (0..<50).filter { $0 % 4 == 0 }
        let line = d.built[2].data.series[0]
        #expect(line.x?.array == rows.map(Double.init) && d.built[2].seriesRows?.first == rows)
    }

    @Test func aReloadWithoutTheFiltersColumnShowsEveryRowAndSaysWhy() throws {
        let d = try document()
        try d.perform(.setFilter("temp > 5"))
        try d.accept(DataTable(columns: [
            .init(name: "t", values: .number([0, 1, 2])),
            .init(name: "other", values: .number([1, 2, 3])),
        ]))
        #expect(d.keptRows == nil && d.problems.contains { $0.contains("filter temp > 5: no column 'temp'") && $0.contains("showing every row") }, "\(d.problems)")
    }
}
