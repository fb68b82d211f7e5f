import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
import WorkspaceModel
@testable import ChartWorkspace

/// A wide table's row: a clicked point's every column in the panel at the plots' right (the
/// wheel scrolls it, a deselect hides it), its tooltip naming the plot's own columns.
@MainActor
struct RowPanelTests {
    let dir: String
    let host = WorkspaceSessionTests.RecordingHost()
    let session: WorkspaceSession

    init() throws {
        dir = NSTemporaryDirectory() + "rowpanel-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // 40 rows of 30 columns: a name, then measures c1…c29 (c1 in no order).
        var rows = ["name," + (1..<30).map { "c\($0)" }.joined(separator: ",")]
        for r in 0..<40 { rows.append("car\(r)," + (1..<30).map { String($0 == 1 ? (r * 17) % 40 : r * $0) }.joined(separator: ",")) }
        try rows.joined(separator: "\n").write(toFile: dir + "/wide.csv", atomically: true, encoding: .utf8)
        session = host.session(of: dir + "/wide.csv")
    }

    func render() {
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1200, 700), glyphs: FakeGlyphs())
    }

    @discardableResult
    func send(_ e: InputEvent) -> Bool {
        render()
        return session.workspace.handle(e)
    }

    @Test func aClickedPointOfAWideTableShowsEveryColumnBesideThePlots() async throws {
        session.start()
        try await host.settle { session.document.table != nil && session.plotCount > 0 }
        let id = try #require(session.document.id(ofPlot: 0))
        session.perform(.setX(ColumnSummary(name: "c1", kind: .number), plot: id))
        session.perform(.rename(id, part: "title", "c2 vs c1"))
        let spec = session.document.model.plots[0].spec
        #expect(spec.x == "c1" && session.document.built[0].kind == "scatter", "\(spec)")
        // Dots at the ends of x are not cut by the plot's edge.
        let chart = session.plots.charts[0]
        #expect(chart.configuration.xAxis.rangePadding > 0)
        render()
        let widthBefore = chart.frame.width
        #expect(session.workspace.rowPanel.isHidden)
        let sel = ChartSelection(series: 0, index: 5)
        let p = try #require(chart.position(of: sel))
        send(.pointerDown(button: .left, position: p, modifiers: [], time: 10))
        send(.pointerUp(button: .left, position: p, modifiers: [], time: 10.05))
        session.workspace.tick(at: 11)
        #expect(chart.selection == sel)
        let panel = session.workspace.rowPanel
        #expect(!panel.isHidden && panel.caption == "row 6 · 30 columns" && panel.entries.count == 30)
        #expect(panel.entries[0].name == "name" && panel.entries[0].value == "car5" && panel.entries[3].value == "15")
        // The tooltip names the plot's own columns and points to the panel.
        let lines = session.controller.tooltip.lines
        let own = Set([spec.x].compactMap { $0 } + (spec.y ?? []))
        #expect(lines.contains("c1: 5") && lines.last?.contains("all 30 columns in the panel") == true, "\(lines)")
        #expect(lines.dropFirst(2).dropLast().allSatisfy { own.contains(String($0.prefix { $0 != ":" })) } && !lines.contains("name: car5"), "\(lines)")
        let setAt = session.controller.tooltip.anchor
        render()
        #expect(chart.frame.width < widthBefore && panel.frame.maxX <= 1200 && panel.frame.minX >= chart.frame.maxX - 1)
        // The plots narrowed under the tooltip: it follows its point.
        let now = try #require(chart.position(of: sel))
        #expect(session.controller.tooltip.liveAnchor?() == now && setAt != now)
        #expect(panel.entriesShown < 30)
        // The wheel over the panel scrolls it, and not past its last entry.
        send(.wheel(delta: Point(0, -1), position: Point(panel.frame.midX, panel.frame.midY), isPrecise: false, modifiers: [], time: 12))
        #expect(panel.firstEntry == 2)
        for _ in 0..<40 { send(.wheel(delta: Point(0, -1), position: Point(panel.frame.midX, panel.frame.midY), isPrecise: false, modifiers: [], time: 12)) }
        #expect(panel.firstEntry == 30 - panel.entriesShown)
        // A click in the panel keeps the selection it shows; a reload of the same columns keeps its scroll.
        send(.pointerDown(button: .left, position: Point(panel.frame.midX, panel.frame.midY), modifiers: [], time: 12.5))
        send(.pointerUp(button: .left, position: Point(panel.frame.midX, panel.frame.midY), modifiers: [], time: 12.55))
        #expect(chart.selection == sel && !panel.isHidden)
        let scrolled = panel.firstEntry
        session.showRowPanel()
        #expect(panel.firstEntry == scrolled)
        // Escape deselects: the panel goes and the plots take the width back.
        send(.key(.escape, modifiers: [], time: 13))
        #expect(chart.selection == nil && panel.isHidden)
        render()
        #expect(chart.frame.width == widthBefore)
        session.stop()
    }
}
