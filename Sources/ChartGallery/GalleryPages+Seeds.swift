import ChartCore
import Foundation

/// Pages recreating the seed libraries' demos: JBChartView, ShinobiCharts, Graffeine, and Anscombe's quartet.
extension GalleryPages {
    /// JBChartView's bar demo: a gradient, a tooltip on selection, a footer-like subtitle.
    static func jbBars() -> ChartView {
        let v: [Double] = [42, 55, 61, 38, 70, 81, 66, 49, 58, 73, 88, 64]
        let months = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Average temperature", kind: .bar, y: v,
                   bar: BarStyle(gradient: LinearGradient(colors: [Color(hex: 0x34B234), Color(hex: 0x1B6B1B)]), cornerRadius: 2)),
        ], categories: months))
        chart.title = "JBChartView demo — bars (click one)"
        chart.configuration.selectionStyle.barColor = Color(hex: 0xE69F00)
        chart.configuration.yAxis.title = "°F"
        SelectionTooltip.install(on: chart) { c, e in
            let i = e.selection.index
            return [i < c.data.categories.count ? "Month \(c.data.categories[i]) (\(i + 1))" : "Bar \(i + 1)",
                    String(format: "%.0f °F", e.y)]
        }
        chart.selection = ChartSelection(series: 0, index: 10)
        return chart
    }

    /// JBChartView's line demo: dots, a dashed line, the others dimmed while one is selected.
    static func jbLines() -> ChartView {
        let a: [Double] = [3, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15]
        let b: [Double] = [2, 3, 5, 4, 6, 5, 7, 9, 8, 8, 10, 9]
        var solid = LineStyle(color: Color(hex: 0x0072B2), width: 3, showsDots: true)
        solid.selectionColor = Color(hex: 0x56B4E9)
        var dashed = LineStyle(color: Color(hex: 0xD55E00), width: 3, dash: LineStyle.dashPattern, smoothed: true, showsDots: true)
        dashed.dimmedOpacity = 0.2
        let chart = ChartView(data: ChartData(series: [
            Series(name: "This year", y: a, line: solid),
            Series(name: "Last year", y: b, line: dashed),
        ], categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
        chart.title = "JBChartView demo — lines with dots and dimming"
        chart.selection = ChartSelection(series: 0, index: 7)
        SelectionTooltip.install(on: chart) { c, e in
            [c.data.series[e.selection.series].name, String(format: "%.0f", e.y)]
        }
        return chart
    }

    /// ShinobiCharts' quick start: y = x, x², x³ over 0–2 with a legend, axis titles and an orange-to-yellow fill.
    static func shinobiQuickStart() -> ChartView {
        let xs = (0...80).map { Double($0) / 40 }
        let orange = Color(hex: 0xFF8C00), yellow = Color(hex: 0xFFE135)
        let fill = LineStyle(color: orange, width: 2,
                             fill: .gradient(LinearGradient(colors: [orange.withAlpha(0.85), yellow.withAlpha(0.35)])))
        let chart = ChartView(data: ChartData(series: [
            Series(name: "y = x³", x: xs, y: xs.map { $0 * $0 * $0 }, line: fill),
            Series(name: "y = x²", x: xs, y: xs.map { $0 * $0 }, line: LineStyle(color: Color(hex: 0x0072B2), width: 2)),
            Series(name: "y = x", x: xs, y: xs, line: LineStyle(color: Color(hex: 0x009E73), width: 2)),
        ]))
        chart.title = "ShinobiCharts quick start"
        chart.configuration.xAxis.title = "X Value"
        chart.configuration.yAxis.title = "Y Value"
        chart.configuration.showsLegend = true
        return chart
    }

    /// Anscombe's quartet: four data sets with the same statistics and very different shapes, as small multiples.
    static func anscombe() -> ChartView {
        let x = [10.0, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5]
        let sets: [(String, [Double], [Double])] = [
            ("I", x, [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68]),
            ("II", x, [9.14, 8.14, 8.74, 8.77, 9.26, 8.10, 6.13, 3.10, 9.13, 7.26, 4.74]),
            ("III", x, [7.46, 6.77, 12.74, 7.11, 7.81, 8.84, 6.08, 5.39, 8.15, 6.42, 5.73]),
            ("IV", [8, 8, 8, 8, 8, 8, 8, 19, 8, 8, 8], [6.58, 5.76, 7.71, 8.84, 8.47, 7.04, 5.25, 12.50, 5.56, 7.91, 6.89]),
        ]
        let panels = sets.enumerated().map { k, set -> ChartView in
            let (name, xs, ys) = set
            let fitX = [3.0, 20]
            let c = ChartView(data: ChartData(series: [
                Series.scatter(name: name, x: xs, y: ys, markerSize: 9, color: Theme.okabeIto[k]),
                Series(name: "y = 3 + x/2", x: fitX, y: fitX.map { 3 + $0 / 2 }, line: LineStyle(color: Color(hex: 0x8C959F), width: 1.5, dash: [5, 4])),
            ]))
            c.title = "Data set \(name)"
            c.configuration.showsLegend = false
            c.configuration.xAxis.range = 2...20
            c.configuration.yAxis.range = 2...14
            return c
        }
        let chart = ChartView()
        chart.title = "Anscombe's quartet — same mean, variance and fit; different data"
        chart.plotView.isHidden = true
        for w in [chart.xLabels, chart.yLabels] { w.isHidden = true }
        let grid = ChartGrid(charts: panels, columns: 2, tileScale: 0.85)
        grid.coversParent = false
        chart.regionSizes[.rightGutter] = .points(0)
        chart.plotRegion.addChild(grid)
        grid.length = .relative(1)
        return chart
    }

    /// Graffeine's gutter labels: labels in the top and bottom gutters, aligned centre-left-right to the columns.
    static func graffeineGutterLabels() -> ChartView {
        let v: [Double] = [12, 18, 9, 22, 15, 27, 19, 24]
        var s = Series(name: "Visits", kind: .bar, y: v, bar: BarStyle(colors: v.indices.map { $0 % 2 == 0 ? Color(hex: 0x0072B2) : Color(hex: 0xE69F00) }))
        s.labels = v.map { String(format: "%.0f", $0) }
        let chart = ChartView(data: ChartData(series: [s], categories: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"]))
        chart.title = "Graffeine — gutter labels (centre-left-right) and bar labels"
        chart.configuration.xAxis.labelAlignment = .centerLeftRight
        chart.configuration.yAxis.showsGrid = true
        chart.configuration.labelLayers = [LabelLayer(.bar, position: .inside, padding: 5)]
        chart.configuration.groupSpacing = .points(5)
        return chart
    }

    /// Graffeine's pie with radial labels.
    static func graffeinePie() -> ChartView {
        var s = Series.pie(name: "Share", values: [35, 25, 18, 12, 10])
        s.radial.colors = [Color(hex: 0x0072B2), Color(hex: 0xE69F00), Color(hex: 0x009E73), Color(hex: 0xCC79A7), Color(hex: 0x56B4E9)]
        let chart = ChartView(data: ChartData(series: [s], categories: ["Coffee", "Tea", "Water", "Juice", "Other"]))
        chart.title = "Graffeine — pie with radial labels (click a segment)"
        chart.configuration.labelLayers = [LabelLayer(.radial, showsPercent: true)]
        chart.selection = ChartSelection(series: 0, index: 1)
        return chart
    }

    /// Graffeine's negative values: bars centred on zero.
    static func graffeineNegative() -> ChartView {
        let v: [Double] = [4, -3, 6, -8, 2, 9, -1, -5, 7, 3]
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Net", kind: .bar, y: v, bar: BarStyle(colors: v.map { $0 < 0 ? Color(hex: 0xD55E00) : Color(hex: 0x009E73) })),
        ]))
        chart.title = "Graffeine — negative bars centred on zero"
        chart.configuration.yAxis.range = -10...10
        chart.configuration.labelLayers = [LabelLayer(.bar)]
        return chart
    }
}
