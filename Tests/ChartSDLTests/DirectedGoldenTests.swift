import ChartCore
import ChartIO
import ChartSpecs
import ChartWorkspace
import Foundation
import Testing
import WorkspaceModel
@testable import ChartSDL
import ChartTestSupport

/// Pictures a person directs in the window, as `--export` draws them: a scatter split by a
/// category, a log x axis over four decades with a right-hand axis, and a candlestick chosen
/// with `k`; in both themes.
@MainActor
@Suite(.serialized)
struct DirectedGoldenTests {
    /// Sixty days of prices; birds of three species measured; countries' incomes and lives.
    static func table() -> DataTable {
        let n = 60
        let day = (0..<n).map { 1_704_067_200 + Double($0) * 86_400 }
        var open: [Double] = [], close: [Double] = [], high: [Double] = [], low: [Double] = []
        var price = 100.0
        for i in 0..<n {
            let o = price, c = price + 3 * sin(Double(i) * 0.7) + Double((i * 37) % 7 - 3) * 0.6
            open.append(o); close.append(c)
            high.append(max(o, c) + 0.5 + Double((i * 13) % 5) * 0.3)
            low.append(min(o, c) - 0.5 - Double((i * 17) % 5) * 0.3)
            price = c
        }
        let species = (0..<n).map { ["Adelie", "Gentoo", "Chinstrap"][$0 % 3] }
        var bill: [Double] = [], flipper: [Double] = [], gdp: [Double] = [], life: [Double] = [], pop: [Double] = []
        for i in 0..<n {
            let s = Double(i % 3)
            bill.append(36 + s * 5 + Double((i * 37) % 11) * 0.6)
            flipper.append(182 + s * 14 + Double((i * 53) % 13))
            let decades: Double = Double((i * 29) % n) / Double(n) * 2.4
            let g: Double = 300 * pow(10, decades)
            gdp.append(g)
            life.append(30 + 9 * log10(g) + Double((i * 7) % 9))
            pop.append(2_000_000 + Double((i * 7919) % 50) * 90_000)
        }
        return DataTable(columns: [
            .init(name: "date", values: .date(ColumnBuffer(day))), .init(name: "open", values: .number(ColumnBuffer(open))),
            .init(name: "high", values: .number(ColumnBuffer(high))), .init(name: "low", values: .number(ColumnBuffer(low))),
            .init(name: "close", values: .number(ColumnBuffer(close))), .init(name: "species", values: .text(species)),
            .init(name: "bill", values: .number(ColumnBuffer(bill))), .init(name: "flipper", values: .number(ColumnBuffer(flipper))),
            .init(name: "gdp", values: .number(ColumnBuffer(gdp))), .init(name: "life", values: .number(ColumnBuffer(life))),
            .init(name: "population", values: .number(ColumnBuffer(pop))),
        ])
    }

    @Test(arguments: ["light", "dark"])
    func splitScatterLogAxisAndCandlestick(theme: String) throws {
        let doc = WorkspaceDocument(path: "directed.csv", options: WorkspaceOptions())
        var spec = ChartSpec()
        var scatter = PlotSpec(x: "flipper", y: ["bill"], groupBy: "species")
        scatter.title = "bill by species vs flipper"
        var log = PlotSpec(x: "gdp", y: ["life", "population"])
        log.log = ["x"]
        log.yRight = ["population"]
        spec.plots = [scatter, log, PlotSpec(kind: "candlestick", x: "date", y: nil)]
        doc.fileSpec = spec
        _ = try doc.accept(Self.table())
        #expect(doc.built.map(\.kind) == ["scatter", "scatter", "candlestick"],
                "\(doc.built.map(\.kind))")
        let picture = WorkspacePicture(document: doc, theme: theme, themeNamed: { Theme.named($0) ?? .light }, numberStyle: .standard)
        for c in picture.plots.charts { c.configuration.xAxis.timeZone = c.configuration.xAxis.timeZone.map { _ in TimeZone(identifier: "UTC")! } }
        let r = try OffscreenRenderer(width: 900, height: 1000, atlas: SharedAtlas.atlas)
        r.render(picture.view)
        let outcome = GoldenImageTests.checker.check("directed-\(theme)", width: r.width, height: r.height, rgba: r.rgba(),
                                                     save: { try r.savePNG(to: $0) })
        #expect(outcome == .matched, "directed-\(theme): \(outcome)")
    }
}
