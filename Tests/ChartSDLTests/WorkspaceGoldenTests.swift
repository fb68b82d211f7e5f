import ChartCore
import ChartIO
import ChartSpecs
import ChartWorkspace
import Foundation
import Testing
@testable import ChartSDL
import ChartTestSupport

/// A three-plot workspace as the viewer first shows a daily log (a date, readings of two sizes, a
/// repeated text key), browser included, in both themes.
@MainActor
@Suite(.serialized)
struct WorkspaceGoldenTests {
    /// The log: 90 days of temperature and dew point, visitor counts a thousand times larger, and a weather key.
    static func table() -> DataTable {
        let days: [Double] = (0..<90).map { (d: Int) -> Double in 1_704_067_200 + Double(d) * 86_400 }
        let temp: [Double] = (0..<90).map { (d: Int) -> Double in
            let wave: Double = 9 * sin(Double(d) / 14)
            return 8 + wave + Double((d * 7) % 5) * 0.4
        }
        let dew: [Double] = temp.map { (t: Double) -> Double in t - 4 + 0.5 * cos(t) }
        let visitors: [Double] = (0..<90).map { (d: Int) -> Double in
            let wave: Double = 6_000 * sin(Double(d) / 9)
            return 21_000 + wave + Double((d * 7919) % 1_500)
        }
        let weather = (0..<90).map { ["sun", "cloud", "rain", "cloud", "sun", "snow"][($0 * 5) % 6] }
        return DataTable(columns: [
            .init(name: "date", values: .date(days)), .init(name: "temp", values: .number(temp)),
            .init(name: "dew", values: .number(dew)), .init(name: "visitors", values: .number(visitors)),
            .init(name: "weather", values: .text(weather)),
        ])
    }

    /// The workspace the viewer builds for the table: the inferred plots, linked, in panes.
    static func workspace(theme: Theme) throws -> WorkspaceView {
        let t = table()
        let sums = ColumnSummary.of(t)
        var spec = WorkspaceInference.infer(t, summaries: sums)
        spec.plots?.append(PlotSpec(x: "weather", y: nil, aggregate: "count"))
        let view = WorkspaceView()
        view.theme = theme
        view.browser.entries = sums.map { ColumnListView.Entry(summary: $0, file: "log.csv") }
        let link = XLink()
        for (i, s) in spec.plotSpecs.enumerated() {
            let b = try ChartBuilder.build(t, spec: s, name: "log.csv")
            let c = ChartView(data: b.data)
            c.theme = theme
            c.footer.isHidden = true
            c.configuration.xAxis.title = b.xTitle
            c.configuration.xAxis.timeZone = b.xIsDate ? TimeZone(identifier: "UTC") : nil
            c.configuration.yAxis.title = b.yTitle
            let pane = PlotPaneView(chart: c)
            pane.titleBar.title = "plot \(i + 1): " + (s.y ?? ["count"]).joined(separator: ", ")
            pane.titleBar.isLinked = b.xIsDate ? true : nil
            view.stack.addChild(pane)
            if b.xIsDate { link.add(c) }
        }
        view.setCurrentPlot(0)
        view.browser.plotted = [1, 2]
        return view
    }

    @Test(arguments: ["light", "dark"])
    func threePlotWorkspace(theme: String) throws {
        let view = try Self.workspace(theme: Theme.named(theme)!)
        #expect(view.panes.count == 3, "two plots of readings by size, and the counts")
        let r = try OffscreenRenderer(width: 900, height: 600, atlas: SharedAtlas.atlas)
        r.render(view)
        let outcome = GoldenImageTests.checker.check("workspace-\(theme)", width: r.width, height: r.height, rgba: r.rgba(),
                                                     save: { try r.savePNG(to: $0) })
        #expect(outcome == .matched, "workspace-\(theme): \(outcome)")
    }
}
