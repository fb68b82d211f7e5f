import ChartCore
import ChartTestSupport
import Testing
@testable import ChartWorkspace

/// Stacked plots line up: their plot areas start and end at the same x whatever their labels.
@MainActor
struct PlotAlignmentTests {
    @Test func stackedPlotsShareTheirLeftAndRightEdges() {
        let f = WorkspaceViewTests.Fixture(plots: 3)
        // Labels of very different widths: 0…1 against 1,000,000…1,000,900 (and a y title on one).
        f.view.panes[0].chart.data = ChartData(series: [Series(name: "a", x: [0, 1, 2], y: [0, 0.5, 1])])
        f.view.panes[1].chart.data = ChartData(series: [Series(name: "b", x: [0, 1, 2], y: [1_000_000, 1_000_450.5, 1_000_900])])
        f.view.panes[1].chart.configuration.yAxis.title = "a long axis title"
        f.render()
        let plots = f.view.panes.map(\.chart.geometry.plot)
        #expect(Set(plots.map(\.minX)).count == 1 && Set(plots.map(\.maxX)).count == 1, "\(plots.map { ($0.minX, $0.maxX) })")
        // Side by side they keep their own gutters.
        var l = f.view.stack.layout
        l.axis = .horizontal
        f.view.stack.layout = l
        f.render()
        #expect(f.view.panes.allSatisfy { $0.chart.minimumGutterWidths == GutterWidths() })
        // One plot alone (maximised) needs no alignment either.
        l.axis = .vertical
        l.maximized = 1
        f.view.stack.layout = l
        f.render()
        #expect(f.view.panes[1].chart.minimumGutterWidths == GutterWidths())
    }
}
