import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
import WorkspaceModel
@testable import ChartWorkspace

/// The selection, as the README, `--help` and F1 promise: Ctrl+Shift+drag over a plot selects
/// the rows in the range dragged, drawn in full in every plot and tinted in the table, counted in
/// the title and described by the statistics panel; Ctrl+I inverts, Ctrl+F shows only them,
/// Escape clears, Ctrl+Z undoes.
@MainActor
struct SelectionSessionTests {
    let table = DataTableTests.self
    let host = WorkspaceSessionTests.RecordingHost()
    let session: WorkspaceSession
    let rows = 300
    let dir: String

    init() throws {
        dir = NSTemporaryDirectory() + "selection-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let lines = ["t,temp,weather"] + (0..<rows).map { i in
            "\(DataTableTests.day(i)),\(Double((i * 37) % 101) / 4),\(["sun", "rain", "snow"][i % 3])"
        }
        try lines.joined(separator: "\n").write(toFile: dir + "/days.csv", atomically: true, encoding: .utf8)
        session = host.session(of: dir + "/days.csv")
    }

    func render() {
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1200, 800), glyphs: FakeGlyphs())
    }

    func send(_ e: InputEvent) {
        render()
        _ = session.workspace.handle(e)
    }

    func key(_ k: Key, _ mods: KeyModifiers = []) { send(.key(k, modifiers: mods, time: 0)) }

    /// Ctrl+Shift+drag on plot `i` from x `a` to x `b`, over most of the plot's height.
    func brush(plot i: Int, from a: Double, to b: Double) {
        render()
        let g = session.plots.charts[i].geometry
        let p = Point(g.x.map(a), g.plot.minY + g.plot.height * 0.1), q = Point(g.x.map(b), g.plot.maxY - g.plot.height * 0.1)
        let m: KeyModifiers = [.control, .shift]
        send(.pointerDown(button: .left, position: p, modifiers: m, time: 1))
        for k in 1...8 { send(.pointerMoved(position: p + (q - p) * (Double(k) / 8), buttons: [.left], modifiers: m, time: 1 + Double(k) * 0.02)) }
        send(.pointerUp(button: .left, position: q, modifiers: m, time: 1.3))
    }

    func picked(_ i: Int) -> Int { session.plots.charts[i].highlight?.masks.values.reduce(0) { $0 + $1.pickedCount } ?? 0 }

    @Test func aBrushSelectsTheRowsInItsRangeEverywhere() async throws {
        session.start()
        try await host.settle { session.document.table != nil && session.plotCount > 0 }
        let i = try #require(session.document.built.firstIndex { $0.xIsDate && !$0.isAnalysis })
        let t0 = session.document.table!.columns[0].numbers!.array
        let lo = t0[100] - 3600, hi = t0[149] + 3600
        brush(plot: i, from: lo, to: hi)
        let condition = try #require(session.document.model.selection)
        #expect(condition == "t >= \"\(DataTableTests.day(100))\" and t <= \"\(DataTableTests.day(149))\"", "whole days, as days")
        #expect(session.document.selectionCount! == (50, rows))
        #expect(picked(i) == 50 && host.title.contains("50 selected"))
        #expect(session.plots.charts[i].viewport.isFit, "a brush zooms nowhere")
        // Ctrl+E writes the selected rows, every column, to NAME-selected.csv.
        key(.character("e"), .control)
        let path = dir + "/days-selected.csv"
        try await host.settle { FileManager.default.fileExists(atPath: path) }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 51 && lines[0] == "t,temp,weather" && lines[1].hasPrefix(DataTableTests.day(100)), "\(lines.prefix(2))")
        // The table tints the rows; the statistics panel describes them.
        key(.character("t"), .control)
        render()
        #expect((0..<rows).filter(session.tableSource.isPicked) == Array(100..<150))
        send(.key(.character("s"), modifiers: [], time: 0))
        #expect(session.workspace.panel.caption.hasPrefix("selected: 50 of 300 rows"))
        #expect(session.workspace.panel.rows.first?.dropFirst().first == "50", "the count is the selection's")
        // Ctrl+I inverts; Ctrl+F shows only the selected rows; Ctrl+Z shows them among the rest again.
        key(.character("i"), .control)
        #expect(session.document.selectionCount! == (250, rows) && picked(i) == 250)
        key(.character("i"), .control)
        #expect(session.document.model.selection == condition)
        key(.character("f"), .control)
        #expect(session.document.filterCount! == (50, rows) && session.document.model.spec.filter == condition)
        #expect(session.plots.charts[i].highlight == nil, "every row shown is selected: nothing is dimmed")
        key(.character("z"), .control)
        #expect(session.document.filterCount == nil && picked(i) == 50)
        // Escape (no point selected) clears it; Ctrl+Z brings it back.
        key(.escape)
        #expect(session.document.model.selection == nil && session.plots.charts[i].highlight == nil)
        #expect(!session.tableSource.isPicked(120))
        key(.character("z"), .control)
        #expect(session.document.model.selection == condition)
        // Shift+click in the table: the rows between become the selection (in the file's order,
        // by their row numbers from 0, as a plot against the row number reads them).
        key(.escape)
        let t = session.workspace.table
        let g = t.drawn
        func row(_ r: Int) -> Point { Point(g.body.midX, g.body.minY + (Double(r - t.firstRow) + 0.5) * g.rowHeight) }
        send(.pointerDown(button: .left, position: row(t.firstRow + 2), modifiers: [], time: 5))
        send(.pointerUp(button: .left, position: row(t.firstRow + 2), modifiers: [], time: 5.05))
        send(.pointerDown(button: .left, position: row(t.firstRow + 6), modifiers: .shift, time: 6))
        send(.pointerUp(button: .left, position: row(t.firstRow + 6), modifiers: .shift, time: 6.05))
        let first = t.firstRow + 2
        #expect(session.document.model.selection == "\"(row)\" >= \(first) and \"(row)\" <= \(first + 4)")
        #expect(session.document.selectionCount! == (5, rows) && picked(i) == 5)
    }
}
