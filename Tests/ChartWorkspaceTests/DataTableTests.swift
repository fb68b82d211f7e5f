import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
import WorkspaceModel
@testable import ChartWorkspace

/// The data table, as the README, `--help` and F1 promise: Ctrl+T shows the file's rows below
/// the plots and hides them again; a header click sorts (ascending, descending, the file's order);
/// a row click selects it and marks it in every plot; a clicked point scrolls the table to its
/// row; Shift extends; the keys move; Ctrl+C copies the selected rows; an append is followed.
@MainActor
struct DataTableTests {
    let dir: String
    let host = WorkspaceSessionTests.RecordingHost()
    let session: WorkspaceSession
    let rows = 300

    init() throws {
        dir = NSTemporaryDirectory() + "datatable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // A day a row: a time, a temperature in no order, a weather word, one gap.
        let lines = ["t,temp,weather"] + (0..<rows).map { i in
            let temp = i == 17 ? "" : String(Double((i * 37) % 101) / 4)
            return "\(Self.day(i)),\(temp),\(["sun", "rain", "snow"][i % 3])"
        }
        try lines.joined(separator: "\n").write(toFile: dir + "/days.csv", atomically: true, encoding: .utf8)
        session = host.session(of: dir + "/days.csv")
    }

    /// Day `i` from 2024-01-01, as ISO text.
    static func day(_ i: Int) -> String {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = .current
        let d = c.date(byAdding: .day, value: i, to: c.date(from: DateComponents(year: 2024, month: 1, day: 1))!)!
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = .current
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: d)
    }

    func render() {
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1200, 800), glyphs: FakeGlyphs())
    }

    @discardableResult
    func send(_ e: InputEvent) -> Bool {
        render()
        return session.workspace.handle(e)
    }

    func key(_ k: Key, _ mods: KeyModifiers = []) { send(.key(k, modifiers: mods, time: 0)) }

    func click(_ p: Point, _ mods: KeyModifiers = [], at t: Double = 1) {
        send(.pointerDown(button: .left, position: p, modifiers: mods, time: t))
        send(.pointerUp(button: .left, position: p, modifiers: mods, time: t + 0.05))
    }

    /// The middle of shown row `r`'s line (it must be in view).
    func rowPoint(_ r: Int) -> Point {
        let t = session.workspace.table
        let g = t.drawn
        return Point(g.body.midX, g.body.minY + (Double(r - t.firstRow) + 0.5) * g.rowHeight)
    }

    func headerPoint(_ name: String) throws -> Point {
        let t = session.workspace.table
        let k = try #require(session.tableSource.columnNames.firstIndex(of: name))
        let c = try #require(t.drawn.columns.first { $0.column == k })
        return Point((c.minX + c.maxX) / 2, t.drawn.header.midY)
    }

    /// Opens the file and shows its table (Ctrl+T), drawn once.
    func openTable() async throws {
        session.start()
        try await host.settle { session.document.table != nil && session.plotCount > 0 }
        key(.character("t"), .control)
        render()
    }

    func temps() -> [Double] {
        guard case .number(let v)? = session.document.table?.columns.first(where: { $0.name == "temp" })?.values else { return [] }
        return v.array
    }

    @Test func ctrlTShowsTheRowsAndAHeaderClickSortsThem() async throws {
        session.start()
        try await host.settle { session.document.table != nil && session.plotCount > 0 }
        let table = session.workspace.table
        #expect(table.isHidden)
        render()
        let plotsHeight = session.workspace.stack.frame.height
        key(.character("t"), .control)
        render()
        #expect(!table.isHidden && table.source === session.tableSource && session.tableSource.rowCount == rows)
        #expect(session.workspace.stack.frame.height < plotsHeight && table.frame.minY >= session.workspace.stack.frame.maxY - 1)
        #expect(session.tableSource.columnNames == ["t", "temp", "weather"] && table.rowsShown > 3)
        // Cells as the tooltip writes them: the gap empty, text as it is, the row number from 1.
        #expect(session.tableSource.text(row: 17, column: 1) == "" && session.tableSource.text(row: 1, column: 2) == "rain")
        #expect(session.tableSource.rowNumber(0) == 1 && table.caption.contains("300 rows"))
        // A column of whole days is written as dates alone.
        #expect(session.tableSource.text(row: 40, column: 0) == Self.day(40))

        // A header click sorts ascending off the window's thread: the gap last; the top of the new order shows.
        table.scroll(toFirstRow: 100)
        let widths = table.drawn.columns.map { $0.maxX - $0.minX }
        click(try headerPoint("temp"))
        #expect(table.caption.contains("sorting by temp"))
        try await host.settle { session.tableSource.order != nil }
        let v = temps()
        let up = (0..<rows).map { v[session.tableSource.fileRow($0)] }
        #expect(up.dropLast().map { $0 } == v.filter { !$0.isNaN }.sorted() && up.last!.isNaN)
        #expect(table.sort?.column == 1 && table.sort?.descending == false && table.caption.contains("sorted by temp"))
        render()
        // (The last column may be cut by the pane's edge where the row numbers widened.)
        #expect(table.firstRow == 0 && table.drawn.columns.map { $0.maxX - $0.minX }.dropLast() == widths.dropLast(), "the columns stand still")
        // Again: largest first; a third time: the file's order.
        click(try headerPoint("temp"), at: 3)
        try await host.settle { session.tableSource.order?.descending == true }
        #expect(v[session.tableSource.fileRow(0)] == v.filter { !$0.isNaN }.max())
        click(try headerPoint("temp"), at: 5)
        #expect(session.tableSource.order == nil && table.sort == nil && session.tableSource.fileRow(5) == 5)

        // Ctrl+T again hides it and the plots take the height back.
        key(.character("t"), .control)
        render()
        #expect(table.isHidden && session.workspace.stack.frame.height == plotsHeight)
        session.stop()
    }

    @Test func aChosenRowIsMarkedInThePlotsAndAPointScrollsTheTable() async throws {
        try await openTable()
        let table = session.workspace.table
        let chart = session.plots.charts[0]
        // A row click selects it and puts the plot's point and crosshair on it.
        click(rowPoint(4))
        #expect(table.selection == 4...4 && table.markedRow == 4)
        let sel = try #require(chart.selection)
        #expect(session.row(of: sel, in: chart) == 4)
        // The crosshair stands on the row's own point (x and y), not on whatever is nearest at that x.
        #expect(chart.crosshair?.x == chart.data.series[sel.series].xValue(sel.index))
        #expect(chart.crosshair?.y == chart.data.series[sel.series].y[sel.index] && chart.crosshair?.snapped == sel)
        // The keys move the chosen row once the table has them; Shift extends the selection.
        key(.down)
        let next = try #require(chart.selection)
        #expect(table.selection == 5...5 && session.row(of: next, in: chart) == 5)
        key(.down, .shift)
        key(.down, .shift)
        #expect(table.selection == 5...7 && table.caption.contains("3 selected"))
        click(rowPoint(2), .shift, at: 2)
        #expect(table.selection == 2...5)
        // Ctrl+C copies the selected rows under the column names, tab-separated.
        key(.character("c"), .control)
        let copied = try #require(host.copied.last).split(separator: "\n").map(String.init)
        #expect(copied.count == 5 && copied[0] == "t\ttemp\tweather")
        #expect(copied[1].hasSuffix("\t\(session.tableSource.text(row: 2, column: 1))\tsnow"), "\(copied)")
        // End goes to the last row and scrolls to it.
        key(.end)
        #expect(table.selection == (rows - 1)...(rows - 1) && table.firstRow + table.rowsShown >= rows)

        // A point clicked in the plot: the table marks its row and scrolls back to it.
        let target = ChartSelection(series: sel.series, index: 40)
        let p = try #require(chart.position(of: target))
        table.markedRow = nil
        render()
        click(p, at: 10)
        session.workspace.tick(at: 11)
        let picked = try #require(chart.selection)
        let r = try #require(session.row(of: picked, in: chart))
        #expect(table.markedRow == r && (table.firstRow..<(table.firstRow + table.rowsShown)).contains(r))
        // It is the table's selection too: Ctrl+C copies that row, not the rows chosen before.
        #expect(table.selection == r...r)
        key(.character("c"), .control)
        #expect(host.copied.last?.split(separator: "\n").count == 2)
        // A row chosen after it: the point's tooltip goes (it is not this row's).
        #expect(session.controller.tooltip.anchor != nil)
        render()
        click(rowPoint(table.firstRow + 1), at: 12)
        #expect(session.controller.tooltip.anchor == nil && chart.selection != picked)
        session.stop()
    }

    @Test func yearsAndSmallWholeNumbersAreWrittenWithoutAThousandsSeparator() async throws {
        session.start()
        try await host.settle { session.document.table != nil }
        let source = TableRowsSource()
        source.cellText = { c, r, dates, plain in session.cellText(c, r, dates: &dates, plain: plain) }
        source.show(DataTable(columns: [
            .init(name: "year", values: .number([2013, 1999, .nan])),
            .init(name: "count", values: .number([12_886, 3, 4])),
            .init(name: "mm", values: .number([1999.5, 2, 3])),
        ]), kept: nil, key: nil)
        #expect((0..<3).map { source.text(row: $0, column: 0) } == ["2013", "1999", ""])
        #expect(source.text(row: 0, column: 1) == "12,886" && source.text(row: 0, column: 2) == "1,999.5")
        // Copied, numbers read back exactly: no thousands separator.
        #expect(source.tsv(0...1) == "year\tcount\tmm\n2013\t12886\t1999.5\n1999\t3\t2")
        session.stop()
    }

    @Test func ctrlEWritesTheSelectedRowsEveryColumn() async throws {
        try await openTable()
        click(try headerPoint("temp"))
        try await host.settle { session.tableSource.order != nil }
        render()
        click(rowPoint(0))
        click(rowPoint(2), .shift, at: 2)
        key(.character("e"), .control)
        let path = dir + "/days-rows.csv"
        try await host.settle { FileManager.default.fileExists(atPath: path) }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        // The three coldest days, in the table's order, every column; numbers as they read back.
        let v = temps()
        let coldest = (0..<rows).filter { !v[$0].isNaN }.sorted { (v[$0], $0) < (v[$1], $1) }.prefix(3)
        #expect(lines.count == 4 && lines[0] == "t,temp,weather", "\(lines)")
        for (line, r) in zip(lines.dropFirst(), coldest) {
            #expect(line.hasPrefix(Self.day(r)) && line.contains(",\(ViewRowsCSV.number(v[r])),") && line.hasSuffix(["sun", "rain", "snow"][r % 3]), "\(line) for row \(r)")
        }
        session.stop()
    }

    /// Types `= TEXT` in the browser's filter box and presses Enter.
    func typeFilter(_ text: String) {
        // After a mistake the box still has the keys and the text (to mend it): it is typed over.
        if !session.workspace.browser.isFilterFocused {
            key(.character("/"))
            send(.text("/", time: 0))
        }
        session.workspace.browser.filter = ""
        send(.text("= " + text, time: 0))
        key(.enter)
    }

    @Test func whereInTheFilterBoxShowsOnlyItsRowsEverywhereAndCtrlZTakesItBack() async throws {
        try await openTable()
        let table0 = session.workspace.table
        let v = temps()
        let weather = (0..<rows).map { ["sun", "rain", "snow"][$0 % 3] }
        let want = (0..<rows).filter { !v[$0].isNaN && v[$0] > 20 && weather[$0] == "rain" }
        #expect(!want.isEmpty && want.count < rows / 3)
        // While a `=` entry is typed the browser lists every column (it is no column's name).
        key(.character("/"))
        send(.text("/", time: 0))
        send(.text("= where te", time: 0))
        #expect(session.workspace.browser.visible.count == session.workspace.browser.entries.count)
        session.workspace.browser.filter = ""
        key(.escape)
        // A chosen row's crosshair goes with a filter.
        click(rowPoint(table0.firstRow + 2))
        #expect(session.plots.charts[0].crosshair != nil)
        typeFilter("where temp > 20 and weather == \"rain\"")
        #expect(session.plots.charts[0].crosshair == nil && session.plots.charts[0].selection == nil)
        #expect(session.document.shownTitle(ofPlot: 0).hasSuffix(" · where temp > 20 and weather == \"rain\""))
        #expect(session.document.keptRows == want && session.document.model.spec.filter == "temp > 20 and weather == \"rain\"")
        #expect(host.title.contains("\(want.count) of \(rows) rows where temp > 20"), "\(host.title)")
        // The plots draw those rows alone; the table lists them with the file's row numbers.
        let chart = session.plots.charts[0]
        #expect(chart.data.series.allSatisfy { $0.count == want.count }, "\(chart.data.series.map(\.count))")
        #expect(session.tableSource.rowCount == want.count && session.tableSource.rowNumber(1) == want[1] + 1)
        #expect(session.tableSource.text(row: 1, column: 2) == "rain" && session.workspace.table.caption.contains("\(want.count) of \(rows) rows where"))
        // A row chosen in the table is its point in the plot, and back.
        render()
        click(rowPoint(2))
        let sel = try #require(chart.selection)
        #expect(session.row(of: sel, in: chart) == want[2])
        // A point clicked in the plot marks its row among the filter's rows.
        let p = try #require(chart.position(of: ChartSelection(series: sel.series, index: 5)))
        session.workspace.table.markedRow = nil
        click(p, at: 20)
        session.workspace.tick(at: 21)
        let picked = try #require(chart.selection)
        let file = try #require(session.row(of: picked, in: chart))
        #expect(want.contains(file) && session.workspace.table.markedRow == want.firstIndex(of: file))
        // A filter that cannot be read changes nothing and says where.
        typeFilter("where temp >> 3")
        #expect(session.document.keptRows == want && session.banner.message?.contains("filter") == true, "\(session.banner.message ?? "")")
        // One that keeps no rows says so and keeps the plots.
        typeFilter("where temp > 1000")
        #expect(session.document.keptRows == [] && session.plotCount > 0 && session.document.title(ofPlot: 0) == "no rows where temp > 1000")
        // Ctrl+Z goes back to the first filter, again to every row.
        key(.character("z"), .control)
        #expect(session.document.keptRows == want)
        key(.character("z"), .control)
        #expect(session.document.keptRows == nil && session.tableSource.rowCount == rows && chart.data.series[0].count == rows)
        #expect(host.title.contains("\(rows) rows") && !host.title.contains("where"))
        session.stop()
    }

    @Test func anAppendedRowJoinsTheTableAndASortedTableSortsAgain() async throws {
        try await openTable()
        click(try headerPoint("temp"))
        try await host.settle { session.tableSource.order != nil }
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/days.csv"))
        h.seekToEndOfFile()
        h.write("\n\(Self.day(rows)),-40,snow\n".data(using: .utf8)!)
        try h.close()
        try await host.settle { session.tableSource.rowCount == rows + 1 && session.tableSource.pendingSort == nil }
        // The coldest day, appended last, is sorted first.
        #expect(session.tableSource.fileRow(0) == rows && session.tableSource.text(row: 0, column: 1) == "-40")
        #expect(session.workspace.table.caption.contains("301 rows"))
        session.stop()
    }
}
