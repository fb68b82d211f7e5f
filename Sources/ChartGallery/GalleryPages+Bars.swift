import ChartCore
import Foundation

/// SwiftCharts' bar layers and the other bar features.
extension GalleryPages {
    static let quarterNames: @Sendable (Double) -> String = { "Q\(Int($0))" }

    /// SwiftCharts' plain bars from bar models: a constant and two axis values (floating bars allowed).
    static func swiftPlainBars() -> ChartView {
        let models = [
            BarModel(constant: 1, axisValue1: 0, axisValue2: 12),
            BarModel(constant: 2, axisValue1: 0, axisValue2: 18),
            BarModel(constant: 3, axisValue1: 4, axisValue2: 15, color: Color(hex: 0xE69F00)),
            BarModel(constant: 4, axisValue1: 0, axisValue2: 9),
            BarModel(constant: 5, axisValue1: 6, axisValue2: 20, color: Color(hex: 0xE69F00)),
            BarModel(constant: 6, axisValue1: 0, axisValue2: 14),
        ]
        let chart = ChartView(data: .bars(models, name: "Plain bars", label: { "Item \(Int($0))" }))
        chart.title = "SwiftCharts — plain bars from (constant, axisValue1, axisValue2)"
        chart.configuration.labelLayers = [LabelLayer(.bar)]
        return chart
    }

    /// SwiftCharts' stacked bars: items with a quantity and a colour.
    static func swiftStackedBars() -> ChartView {
        let colors = [Color(hex: 0x8C959F), Color(hex: 0x0072B2), Color(hex: 0xE69F00), Color(hex: 0x009E73)]
        let q: [[Double]] = [[20, 60, 30, 10], [15, 40, 45, 20], [30, 50, 20, 25], [10, 70, 35, 15], [25, 45, 30, 30]]
        let models = q.enumerated().map { k, row in
            StackedBarModel(constant: Double(k + 1), items: row.enumerated().map { StackedBarItem(quantity: $1, color: colors[$0]) })
        }
        let chart = ChartView(data: .stackedBars(models, itemNames: ["Rent", "Food", "Travel", "Fun"], label: quarterNames))
        chart.title = "SwiftCharts — stacked bars (quantity and colour per frame)"
        chart.configuration.labelLayers = [LabelLayer(.bar, position: .center)]
        return chart
    }

    /// SwiftCharts' grouped bars, sized by spacing only (bar width follows the space).
    static func swiftGroupedBars() -> ChartView {
        var groups: [BarGroupModel] = []
        for g in 1...4 {
            var bars: [StackedBarModel] = []
            for b in 0..<3 {
                let q = Double(5 + (g * 7 + b * 5) % 13)
                bars.append(StackedBarModel(constant: Double(g), items: [StackedBarItem(quantity: q, color: Theme.okabeIto[b])]))
            }
            groups.append(BarGroupModel(constant: Double(g), bars: bars))
        }
        var data = ChartData.groupedBars(groups, itemNames: ["Value"], label: quarterNames)
        for i in data.series.indices { data.series[i].name = ["North", "Centre", "South"][i] }
        let chart = ChartView(data: data)
        chart.title = "SwiftCharts — grouped bars (barSpacing 4 pt, groupSpacing 30 pt, width derived)"
        chart.configuration.barSpacing = .points(4)
        chart.configuration.groupSpacing = .points(30)
        return chart
    }

    /// SwiftCharts' grouped and stacked bars, sized by spacing plus a fixed bar width.
    static func swiftGroupedStackedBars() -> ChartView {
        let colors = [Color(hex: 0x0072B2), Color(hex: 0x56B4E9), Color(hex: 0xE69F00)]
        var groups: [BarGroupModel] = []
        for g in 1...4 {
            var bars: [StackedBarModel] = []
            for b in 0..<2 {
                var items: [StackedBarItem] = []
                for k in 0..<3 {
                    let q = Double(3 + (g * 5 + b * 3 + k * 7) % 9)
                    items.append(StackedBarItem(quantity: q, color: colors[k]))
                }
                bars.append(StackedBarModel(constant: Double(g), items: items))
            }
            groups.append(BarGroupModel(constant: Double(g), bars: bars))
        }
        let chart = ChartView(data: .groupedBars(groups, itemNames: ["Hardware", "Software", "Services"], label: quarterNames))
        chart.title = "SwiftCharts — grouped stacked bars (barSpacing 6 pt, fixed bar width 36 pt)"
        chart.configuration.barSpacing = .points(6)
        chart.configuration.barWidth = .points(36)
        chart.configuration.showsLegend = false
        return chart
    }

    /// SwiftCharts' +/- bars: horizontal bars either side of zero with labels at their ends.
    static func plusMinusBars() -> ChartView {
        let v: [Double] = [-60, -45, -30, -12, 8, 20, 35, 52, 70]
        let names = ["Norway", "Chile", "Peru", "Spain", "Ghana", "India", "Japan", "Kenya", "Laos"]
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Change", kind: .bar, y: v, bar: BarStyle(colors: v.map { $0 < 0 ? Color(hex: 0xD55E00) : Color(hex: 0x0072B2) })),
        ], categories: names))
        chart.configuration.barOrientation = .horizontal
        chart.title = "SwiftCharts — +/- bars with end labels"
        chart.configuration.xAxis.range = -90...90
        chart.configuration.labelLayers = [LabelLayer(.bar, formatter: { String(format: "%+.0f", $0) })]
        return chart
    }

    /// Graffeine's lo values: bars and a line bounded below by a second stream of values.
    static func loBounds() -> ChartView {
        let hi: [Double] = [22, 25, 28, 31, 29, 26, 23, 27, 30, 33]
        let lo: [Double] = [12, 14, 17, 19, 18, 15, 13, 16, 18, 21]
        var line = Series(name: "Daily range (line, lo bound)", y: hi.map { $0 + 4 }, lo: lo.map { $0 + 4 },
                          line: LineStyle(color: Color(hex: 0xCC79A7), width: 2))
        line.line.areaOpacity = 0.25
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Daily range (bars from lo to hi)", kind: .bar, y: hi, lo: lo, bar: BarStyle(color: Color(hex: 0x56B4E9), cornerRadius: 3)),
            line,
        ], categories: (1...10).map { "Day \($0)" }))
        chart.title = "Graffeine — lo values bound bars and line fills from below"
        chart.configuration.xAxis.labelAlignment = .centerLeftRight
        return chart
    }

    /// Dense categories: bar labels that would collide are dropped.
    static func denseLabels() -> ChartView {
        var rng = SeededRandom(7)
        let v = (0..<60).map { _ in (rng.uniform(20, 100)).rounded() }
        let chart = ChartView(data: ChartData(series: [Series(name: "Samples", kind: .bar, y: v)],
                                              categories: (1...60).map { "S\($0)" }))
        chart.title = "Label collision — 60 bars, labels thinned so none overlap"
        chart.configuration.labelLayers = [LabelLayer(.bar)]
        return chart
    }
}
