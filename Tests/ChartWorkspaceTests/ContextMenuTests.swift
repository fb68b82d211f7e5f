import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
import WorkspaceModel
@testable import ChartWorkspace

/// The right-click menu as a person uses it: opened on a plot, an axis, a legend entry or a
/// column, moved through with the arrows, an item chosen with Enter or a click, closed by Escape
/// or a click elsewhere; every item names the key that does the same.
@MainActor
struct ContextMenuTests {
    let directing = try! DirectingSessionTests()
    var session: WorkspaceSession { directing.session }

    func rightClick(_ p: Point) {
        directing.send(.pointerDown(button: .right, position: p, modifiers: [], time: 1))
        directing.send(.pointerUp(button: .right, position: p, modifiers: [], time: 1.1))
    }

    var menu: ContextMenu? { session.contextMenu.menu }

    func choose(_ title: String) throws {
        let m = try #require(menu)
        let k = try #require(m.items.firstIndex { $0.title.hasPrefix(title) }, "\(m.items.map(\.title))")
        let downs = m.items.prefix(k + 1).filter(\.isEnabled).count
        for _ in 0..<downs { directing.key(.down) }
        directing.key(.enter)
    }

    @Test func aRightClickOnAPlotOffersItsKeysAndEnterChooses() async throws {
        try await directing.opened()
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let area = session.plots.charts[0].plotFrame.geometry.plot
        rightClick(Point(area.midX, area.midY))
        let m = try #require(menu)
        #expect(m.items.map(\.key).starts(with: ["Shift+L", "Ctrl+L", "k"]), "\(m.items.map(\.key))")
        #expect(m.items.allSatisfy { !$0.key.isEmpty })
        try choose("Log y axis")
        #expect(menu == nil && directing.plot.log == ["y"])
        // On the x axis, its log item comes first; Escape closes without a change.
        rightClick(Point(area.midX, area.maxY + 12))
        #expect(menu?.items.first?.title == "Log x axis")
        directing.key(.escape)
        #expect(menu == nil && directing.plot.log == ["y"])
        // The keys are the plots' again.
        directing.key(.character("l"), .shift)
        #expect(directing.plot.log == nil)
        session.stop()
    }

    @Test func renamingATitleAndAnAxisFromTheMenu() async throws {
        try await directing.opened()
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let area = session.plots.charts[0].plotFrame.geometry.plot
        rightClick(Point(area.midX, area.midY))
        try choose("Rename the title")
        // The old title is there to edit: Backspace it away, type the new one.
        for _ in 0..<80 { directing.key(.backspace) }
        directing.send(.text("Birds", time: 5))
        #expect(session.workspace.panes[0].titleBar.title == "Birds▏")
        directing.key(.enter)
        #expect(directing.plot.title == "Birds" && session.workspace.panes[0].titleBar.title == "Birds")
        // On the x axis: its rename right after its log item; Escape gives up.
        rightClick(Point(area.midX, area.maxY + 12))
        #expect(menu?.items.prefix(2).map(\.title) == ["Log x axis", "Rename the x axis…"])
        try choose("Rename the x axis")
        directing.key(.space)   // a person's typing: the key, then its text
        directing.send(.text(" (mm)", time: 6))
        #expect(session.plots.charts[0].configuration.xAxis.title == "bill_length (mm)▏")
        directing.key(.escape)
        #expect(directing.plot.xAxis == nil && session.plots.charts[0].configuration.xAxis.title == "bill_length")
        // Kept this time; saved as the plot's x_axis title, undone by Ctrl+Z.
        rightClick(Point(area.midX, area.maxY + 12))
        try choose("Rename the x axis")
        directing.key(.space)
        directing.send(.text(" (mm)", time: 7))
        directing.key(.enter)
        #expect(directing.plot.xAxis?.title == "bill_length (mm)")
        #expect(session.plots.charts[0].configuration.xAxis.title == "bill_length (mm)")
        #expect(session.document.workspaceSpec().plots?.first?.xAxis?.title == "bill_length (mm)")
        directing.key(.character("z"), .control)
        #expect(directing.plot.xAxis == nil)
        session.stop()
    }

    @Test func aRightClickOnAColumnSplitsOrSetsX() async throws {
        try await directing.opened()
        try directing.unsplit()
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let b = session.workspace.browser
        let species = try #require(session.document.browserColumns.firstIndex { $0.summary.name == "species" })
        let row = try #require(b.rowFrame(species, scale: session.workspace.scale))
        rightClick(Point(row.midX, row.midY))
        #expect(menu?.title == "species")
        try choose("Split the current plot by it")
        #expect(directing.plot.groupBy == "species")
        let flipper = try #require(session.document.browserColumns.firstIndex { $0.summary.name == "flipper_length" })
        let r2 = try #require(b.rowFrame(flipper, scale: session.workspace.scale))
        rightClick(Point(r2.midX, r2.midY))
        // A click on the item itself.
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let m = try #require(menu)
        #expect(m.items[0].title == "Set as x of the current plot" && m.items[0].key == "Shift+Enter")
        // A click outside closes it and changes nothing.
        directing.send(.pointerDown(button: .left, position: Point(990, 690), modifiers: [], time: 3))
        #expect(menu == nil && directing.plot.x == "bill_length")
        // A click on the item itself chooses it.
        rightClick(Point(r2.midX, r2.midY))
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let item = try #require(session.contextMenu.rows.first)
        let at = Point(item.midX, item.midY)
        directing.send(.pointerMoved(position: at, buttons: [], modifiers: [], time: 4))
        #expect(menu?.highlighted == 0)
        directing.send(.pointerDown(button: .left, position: at, modifiers: [], time: 5))
        directing.send(.pointerUp(button: .left, position: at, modifiers: [], time: 5.05))
        #expect(menu == nil && directing.plot.x == "flipper_length")
        session.stop()
    }
}
