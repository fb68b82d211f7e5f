import ChartCore
import Foundation

/// Scatter, bubbles, steps, areas, bands and mixed plots.
extension GalleryPages {
    /// Scatter plots with each marker shape.
    static func scatterMarkers() -> ChartView {
        var rng = SeededRandom(11)
        let series = MarkerShape.allCases.enumerated().map { k, shape -> Series in
            let xs = (0..<25).map { _ in rng.uniform(0, 10) }
            let ys = xs.map { 2 * Double(k) + 0.4 * $0 + rng.normal(0, 0.6) }
            return Series.scatter(name: shape.rawValue, x: xs, y: ys, marker: shape, markerSize: 9)
        }
        let chart = ChartView(data: ChartData(series: series))
        chart.title = "Scatter — circle, square, triangle, diamond and cross markers"
        chart.configuration.labelLayers = []
        return chart
    }

    /// Brushing: two measurements of three groups; Ctrl+Shift+drag picks the points in a
    /// rectangle out (drawn in full, the rest dimmed). It opens with one group's corner picked.
    static func brushing() -> ChartView {
        var rng = SeededRandom(29)
        let centres = [(2.0, 3.0), (5.5, 6.5), (8.0, 2.5)]
        let series = centres.enumerated().map { k, c -> Series in
            let xs = (0..<40).map { _ in c.0 + rng.normal(0, 0.9) }
            let ys = xs.map { c.1 + 0.3 * ($0 - c.0) + rng.normal(0, 0.8) }
            return Series.scatter(name: ["north", "coast", "south"][k], x: xs, y: ys, marker: .circle, markerSize: 8)
        }
        let chart = ChartView(data: ChartData(series: series))
        chart.title = "Brushing — Ctrl+Shift+drag a rectangle to pick points out"
        chart.configuration.showsLegend = true
        BrushHighlighter.install(on: chart)
        chart.highlight = BrushHighlighter.picked(chart.data, x: 4...7.5, y: 5...9)
        return chart
    }

    /// A bubble chart: marker area follows a third value.
    static func bubbles() -> ChartView {
        var rng = SeededRandom(5)
        let n = 24
        let gdp = (0..<n).map { _ in rng.uniform(2, 60) }
        let life = gdp.map { 55 + 8 * log($0) + rng.normal(0, 2) }
        let pop = (0..<n).map { _ in rng.uniform(1, 300) }
        var s = Series.scatter(name: "Countries", x: gdp, y: life, sizes: pop)
        s.line.maxBubbleSize = 56
        let chart = ChartView(data: ChartData(series: [s]))
        chart.title = "Bubbles — size by population"
        chart.configuration.xAxis.rangePadding = 0.08
        chart.configuration.yAxis.rangePadding = 0.1
        chart.configuration.xAxis.title = "GDP per person (k$)"
        chart.configuration.yAxis.title = "Life expectancy"
        return chart
    }

    /// Step lines.
    static func steps() -> ChartView {
        let price: [Double] = [3.2, 3.2, 3.5, 3.5, 3.1, 3.8, 4.0, 4.0, 3.6, 3.9, 4.2, 4.4]
        let cap: [Double] = [4.0, 4.0, 4.0, 4.5, 4.5, 4.5, 4.5, 5.0, 5.0, 5.0, 5.0, 5.0]
        let chart = ChartView(data: ChartData(series: [
            Series.step(name: "Tariff", y: price),
            Series.step(name: "Cap", y: cap),
        ], categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
        chart.title = "Step lines — each value holds until the next"
        chart.configuration.yAxis.range = 0...6
        return chart
    }

    /// Stacked areas.
    static func stackedAreas() -> ChartView {
        let xs = (0..<24).map(Double.init)
        let a = xs.map { 20 + 8 * sin($0 / 4) }
        let b = xs.map { 15 + 5 * cos($0 / 3) }
        let c = xs.map { 10 + $0 / 2 }
        let chart = ChartView(data: ChartData(series: [
            Series.area(name: "Solar", x: xs, y: a, stack: "energy", opacity: 0.55),
            Series.area(name: "Wind", x: xs, y: b, stack: "energy", opacity: 0.55),
            Series.area(name: "Hydro", x: xs, y: c, stack: "energy", opacity: 0.55),
        ]))
        chart.title = "Stacked areas"
        chart.configuration.xAxis.title = "hour"
        chart.configuration.yAxis.title = "GW"
        return chart
    }

    /// A band: a confidence interval around a line.
    static func band() -> ChartView {
        var rng = SeededRandom(3)
        let xs = (0..<60).map { Double($0) / 6 }
        let mid = xs.map { 10 + 3 * sin($0) + 0.3 * $0 }
        let spread = xs.map { 1 + 0.15 * $0 + rng.uniform(0, 0.3) }
        let chart = ChartView(data: ChartData(series: [
            Series.band(name: "90% interval", x: xs, lower: zip(mid, spread).map { $0 - $1 }, upper: zip(mid, spread).map { $0 + $1 },
                        color: Color(hex: 0x56B4E9)),
            Series(name: "Forecast", x: xs, y: mid, line: LineStyle(color: Color(hex: 0x0072B2), width: 2.5)),
        ]))
        chart.title = "Band — the area between two lines"
        return chart
    }

    /// Several series types in one plot.
    static func mixed() -> ChartView {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let rain: [Double] = [78, 60, 55, 48, 52, 45, 40, 50, 62, 80, 92, 85]
        let avg = rain.enumerated().map { k, _ in rain[max(0, k - 1)...min(rain.count - 1, k + 1)].reduce(0, +) / Double(min(rain.count - 1, k + 1) - max(0, k - 1) + 1) }
        var dots = Series.scatter(name: "Storms", x: [1, 4, 9, 10], y: [95, 70, 88, 102], marker: .diamond, markerSize: 11, color: Color(hex: 0xD55E00))
        dots.line.interpolation = .none
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Rainfall", kind: .bar, y: rain, bar: BarStyle(color: Color(hex: 0x56B4E9))),
            Series(name: "3-month mean", y: avg, line: LineStyle(color: Color(hex: 0x0072B2), width: 2.5, smoothed: true, showsDots: true)),
            dots,
        ], categories: months))
        chart.title = "Mixed — bars, a smoothed line and scatter markers in one plot"
        chart.configuration.yAxis.title = "mm"
        return chart
    }
}
