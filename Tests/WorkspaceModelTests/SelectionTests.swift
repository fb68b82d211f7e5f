import ChartCore
import ChartIO
import ChartSpecs
import Foundation
import Testing
@testable import WorkspaceModel

/// The selection as a workspace action: rows picked by a condition are picked out in every plot
/// of the file's rows (through a filter too), a brush writes a condition a person can read, and
/// undo, redo and a saved workspace keep it.
struct SelectionTests {
    /// The filter tests' fifty rows: t, a temperature in no order, a weather word.
    func document() throws -> WorkspaceDocument { try FilterActionTests().document() }

    func picked(_ h: PointHighlight?, series s: Int = 0) -> [Int] {
        guard let m = h?.masks[s] else { return [] }
        return (0..<m.count).filter { m[$0] }
    }

    @Test func aSelectionPicksItsRowsInEveryPlotAndUndoTakesItBack() throws {
        let d = try document()
        try d.perform(.setKind(d.model.ids[0], "line"))
        let change = try d.perform(.setSelection("temp > 15"))
        #expect(change.selection && !change.data && change.plotsToBuild(in: d.model).isEmpty, "nothing is rebuilt")
        let want = (0..<50).filter { ($0 * 7) % 23 > 15 }
        #expect(d.selectionCount! == (want.count, 50))
        #expect(picked(d.highlight(ofPlot: 0)) == want)
        #expect(d.workspaceSpec().yaml().contains("selection: temp > 15"))
        // A selection that cannot be read is refused and changes nothing.
        #expect(throws: DataError.self) { try d.perform(.setSelection("tmp > 3")) }
        #expect(d.model.selection == "temp > 15")
        try d.perform(.setSelection(nil))
        #expect(d.highlight(ofPlot: 0) == nil && d.selectionCount == nil)
        _ = d.undo()
        #expect(d.model.selection == "temp > 15")
        _ = d.redo()
        #expect(d.model.selection == nil)
    }

    @Test func throughAFilterPointsStillNameTheFilesRows() throws {
        let d = try document()
        try d.perform(.setKind(d.model.ids[0], "line"))
        try d.perform(.setFilter("weather == 'rain'"))
        try d.perform(.setSelection("temp > 10"))
        let kept = (0..<50).filter { $0 % 4 == 0 }
        let want = kept.enumerated().filter { ($0.element * 7) % 23 > 10 }.map(\.offset)
        #expect(picked(d.highlight(ofPlot: 0)) == want, "point j of the filtered plot is kept row j")
        #expect(d.selectionCount! == (want.count, kept.count), "counted among the rows shown")
    }

    @Test func barsOfKeysShowThePickedRowsPart() throws {
        let d = try document()
        try d.perform(.appendPlot(PlotSpec(x: "weather", y: nil, aggregate: "count")))
        let bars = d.built[1].data.categories
        try d.perform(.setSelection("t < 3"))   // rows 0 (rain), 1 and 2 (sun)
        let parts = try #require(d.highlight(ofPlot: 1)?.barValues[0])
        #expect(parts[bars.firstIndex(of: "rain")!] == 1 && parts[bars.firstIndex(of: "sun")!] == 2)
        // A sum's part is the picked rows' sum.
        try d.perform(.appendPlot(PlotSpec(x: "weather", y: ["temp"], aggregate: "sum")))
        let sums = try #require(d.highlight(ofPlot: 2)?.barValues[0])
        let cats = d.built[2].data.categories
        #expect(sums[cats.firstIndex(of: "sun")!] == Double((1 * 7) % 23 + (2 * 7) % 23))
    }

    @Test func barsKeepTheirKeysWhateverThePickedRowsHoldMost() throws {
        // Twenty keys of 100 rows each, ten of 10 (drawn as "other"); picked: every row of the ten
        // small ones and one row of each large one.
        var keys: [String] = [], n: [Double] = []
        for k in 0..<30 { for j in 0..<(k < 20 ? 100 : 10) { keys.append("k\(k)"); n.append(Double(j)) } }
        let d = WorkspaceDocument(path: "w.csv", options: WorkspaceOptions())
        try d.accept(DataTable(columns: [.init(name: "key", values: .text(keys)), .init(name: "n", values: .number(n))]))
        try d.perform(.appendPlot(PlotSpec(x: "key", y: nil, aggregate: "count")))
        let p = d.model.plots.count - 1
        let cats = d.built[p].data.categories
        #expect(cats.count == 21 && cats.last == "other (10)")
        try d.perform(.setSelection("n == 0 or key >= \"k20\" and key <= \"k29\""))
        let parts = try #require(d.highlight(ofPlot: p)?.barValues[0])
        #expect(parts.dropLast().allSatisfy { $0 == 1 } && parts.last == 100, "\(parts)")
    }

    @Test func aHistogramCountsTheSelectedRowsIntoItsBins() throws {
        let d = try document()
        try d.perform(.appendPlot(PlotSpec(kind: "histogram", y: ["temp"])))
        let p = d.model.plots.count - 1
        try d.perform(.setFilter("weather == 'sun'"))
        try d.perform(.setSelection("t < 20"))
        let parts = try #require(d.highlight(ofPlot: p)?.barValues[0])
        let h = try #require(d.built[p].histogram)
        // The selected rows among those shown (sunny, t < 20), each in its bin.
        let want = (0..<20).filter { $0 % 4 != 0 }.map { Double(($0 * 7) % 23) }
        #expect(parts.reduce(0, +) == Double(want.count))
        let e = h.histogram.edges
        for v in want { #expect(parts[max(0, min(parts.count - 1, Int((v - e[0]) / (e[1] - e[0]))))] > 0) }
        #expect(zip(parts, d.built[p].data.series[0].y.array).allSatisfy { $0 <= $1 }, "never more than the bar")
    }

    @Test func aBrushOverOneBarOfASplitPicksItsKeyAndValue() throws {
        let d = WorkspaceDocument(path: "w.csv", options: WorkspaceOptions())
        try d.accept(DataTable(columns: [
            .init(name: "t", values: .number((0..<40).map(Double.init))),
            .init(name: "weather", values: .text((0..<40).map { $0 % 4 == 0 ? "rain" : "sun" })),
            .init(name: "part", values: .text((0..<40).map { $0 % 3 == 0 ? "am" : "pm" })),
        ]))
        try d.perform(.appendPlot(PlotSpec(x: "weather", y: nil, groupBy: "part", aggregate: "count")))
        let p = d.model.plots.count - 1
        let b = d.built[p]
        let rain = try #require(b.data.categories.firstIndex(of: "rain"))
        let s = try #require(b.data.series.firstIndex { $0.name == "am" })
        let one = ChartBrush(x: 0...1, y: 0...1, rect: .zero, bars: [ChartSelection(series: s, index: rain)])
        let c = try SelectionCondition.of(one, plot: p, in: d).get()
        #expect(c == "(weather == \"rain\" and part == \"am\")")
        #expect(d.rowsHolding(c) == (0..<40).filter { $0 % 4 == 0 && $0 % 3 == 0 }.count)
        // Every bar of a key: the key alone; "other" and gaps are left out.
        let all = ChartBrush(x: 0...1, y: 0...1, rect: .zero, bars: b.data.series.indices.map { ChartSelection(series: $0, index: rain) })
        #expect(try SelectionCondition.of(all, plot: p, in: d).get() == "weather == \"rain\"")
    }

    @Test func aSavedSelectionOfAColumnGoneIsABannerAndNothingPicked() throws {
        let d = WorkspaceDocument(path: "w.csv", options: WorkspaceOptions())
        d.fileSpec.selection = "pressure > 3"
        try d.accept(DataTable(columns: [.init(name: "t", values: .number([1, 2, 3])), .init(name: "v", values: .number([4, 5, 6]))]))
        #expect(d.model.selection == "pressure > 3" && d.highlight(ofPlot: 0) == nil)
        #expect(d.problems.contains { $0.contains("pressure") && $0.contains("nothing is selected") })
        // Cleared in the window, a reload of the file does not bring it back.
        try d.perform(.setSelection(nil))
        try d.accept(DataTable(columns: [.init(name: "t", values: .number([1, 2])), .init(name: "v", values: .number([4, 5]))]))
        #expect(d.model.selection == nil && d.problems.isEmpty)
    }

    @Test func aLegendEntryOfASplitPlotStandsForItsValue() throws {
        let d = try document()
        try d.perform(.split(ColumnSummary(name: "weather", kind: .text), plot: d.model.ids[0]))
        let names = d.built[0].data.series.map(\.name)
        let rain = try #require(names.firstIndex(of: "rain"))
        #expect(try SelectionCondition.of(series: rain, plot: 0, in: d).get() == "weather == \"rain\"")
        try d.perform(.setSelection("weather == \"rain\""))
        let h = try #require(d.highlight(ofPlot: 0))
        #expect(h.masks[rain]?.pickedCount == d.built[0].data.series[rain].count, "every point of the rain series")
        #expect(h.masks.filter { $0.key != rain }.allSatisfy { $0.value.pickedCount == 0 })
        // Not a split: a series is a column, not rows.
        let plain = try document()
        #expect(throws: SelectionCondition.Refusal.self) { try SelectionCondition.of(series: 0, plot: 0, in: plain).get() }
    }

    @Test func aBrushReadsTheColumnsTheBuilderChose() throws {
        // A spec naming y alone: the builder draws it over the first column, and so does the brush.
        var o = WorkspaceOptions()
        o.y = ["temp"]
        let d = WorkspaceDocument(path: "w.csv", options: o)
        try d.accept(DataTable(columns: [
            .init(name: "t", values: .number((0..<50).map { Double($0) * 10 })),
            .init(name: "temp", values: .number((0..<50).map { Double(($0 * 7) % 23) })),
        ]))
        let c = try SelectionCondition.of(ChartBrush(x: 100...200, y: 0...5, rect: .zero), plot: 0, in: d).get()
        #expect(c.hasPrefix("t >= 100") && d.rowsHolding(c) == 11, "\(c)")
    }

    @Test func theRowNumberIsAColumnOfConditions() throws {
        let t = DataTable(columns: [.init(name: "v", values: .number([5, 6, 7, 8]))])
        #expect(try RowCondition.parse("\"(row)\" >= 1 and \"(row)\" <= 2").rows(in: t, text: "") == [1, 2])
    }
}

/// The condition a brush is written as: readable, rounded outward, quoted where it must be, and
/// read back by the condition language to the rows the brush covered.
struct SelectionConditionTests {
    @Test func numbersAreRoundedOutwardToAThousandthOfTheBrush() {
        #expect(SelectionCondition.range("temp", 12.34567...18.76543, date: .none) == "temp >= 12.345 and temp <= 18.766")
        #expect(SelectionCondition.range("x", 1234.5...98765.4, date: .none) == "x >= 1230 and x <= 98770")
        #expect(SelectionCondition.range("temp c", 1...2, date: .none) == "\"temp c\" >= 1.000 and \"temp c\" <= 2.000")
        #expect(SelectionCondition.quotedName("and") == "\"and\"" && SelectionCondition.quotedName("büro") == "\"büro\"")
    }

    @Test func datesAreLocalTimesAndWholeDaysAreDays() throws {
        var p = DateParser()
        let lo = p.parse("2024-03-01 06:30:00")!, hi = p.parse("2024-03-09 18:00:00")!
        let times = SelectionCondition.range("when", lo...hi, date: .times)
        #expect(times == "when >= \"2024-03-01 06:30:00\" and when <= \"2024-03-09 18:00:00\"")
        let days = SelectionCondition.range("day", lo...hi, date: .days)
        #expect(days == "day >= \"2024-03-02\" and day <= \"2024-03-09\"", "the days inside: the same rows")
        // Read back, the days' condition keeps exactly the days the brush covered.
        let col = (0..<12).map { p.parse("2024-03-\(String(format: "%02d", $0 + 1))")! }
        let t = DataTable(columns: [.init(name: "day", values: .date(ColumnBuffer(col)))])
        #expect(SelectionCondition.dateKind(t.columns[0]) == .days)
        let kept = try RowCondition.parse(days).rows(in: t, text: days)
        #expect(kept == col.indices.filter { col[$0] >= lo && col[$0] <= hi })
    }

    @Test func rowsOfTheTableHoldTheirValuesExactly() throws {
        let v = [0.1, 0.30000000000000004, 2.5e-7, 1e21]
        let t = DataTable(columns: [.init(name: "v", values: .number(v))])
        let c = SelectionCondition.between("v", v[1], v[3], date: .none)
        #expect(try RowCondition.parse(c).rows(in: t, text: c) == [1, 3])
        var p = DateParser()
        let times = [p.parse("2024-03-01 06:30:00.1234")!, p.parse("2024-03-01 06:30:00.1244")!]
        let d = DataTable(columns: [.init(name: "when", values: .date(ColumnBuffer(times)))])
        let w = SelectionCondition.between("when", times[0], times[0], date: .times)
        #expect(try RowCondition.parse(w).rows(in: d, text: w) == [0])
    }

    @Test func invertingTwiceGivesTheConditionBack() {
        let c = "weather == \"rain (heavy)\" and temp > 3"
        #expect(SelectionCondition.inverted(c) == "not (\(c))")
        #expect(SelectionCondition.inverted(SelectionCondition.inverted(c)) == c)
        #expect(SelectionCondition.inverted("not (a > 1) and not (b > 2)") == "not (not (a > 1) and not (b > 2))")
    }

    @Test func barsNameTheirValuesAndRefuseOtherAndGaps() {
        let text = DataTable.Column(name: "w", values: .text(["a"]))
        #expect(SelectionCondition.literal("rain", of: text) == "\"rain\"")
        #expect(SelectionCondition.literal("say \"hi\"", of: text) == "'say \"hi\"'")
        #expect(SelectionCondition.literal("other (12)", of: text) == nil && SelectionCondition.literal("(missing)", of: text) == nil)
        let num = DataTable.Column(name: "cyl", values: .number([4]))
        #expect(SelectionCondition.literal("4", of: num) == "4" && SelectionCondition.literal("x", of: num) == nil)
    }
}
