import ChartCore
import Foundation

/// One gallery page: a name and a function building its chart.
struct GalleryPage: Sendable {
    let slug: String
    let title: String
    let make: @Sendable () -> ChartView
}

/// The gallery's pages.
enum GalleryPages {
    static let all: [GalleryPage] = [
        GalleryPage(slug: "lines", title: "Lines", make: lines),
        GalleryPage(slug: "smooth-fill", title: "Smoothed line with gradient fill", make: smoothFill),
        GalleryPage(slug: "bars", title: "Bars", make: bars),
        GalleryPage(slug: "negative-bars", title: "Negative bars about zero", make: negativeBars),
        GalleryPage(slug: "grouped-bars", title: "Grouped bars", make: groupedBars),
        GalleryPage(slug: "horizontal-bars", title: "Horizontal bars", make: horizontalBars),
        GalleryPage(slug: "inverted-bars", title: "Inverted bars", make: invertedBars),
    ]

    static func lines() -> ChartView {
        let xs = (0...40).map { Double($0) / 20 }
        let chart = ChartView(data: ChartData(series: [
            Series(name: "y = x", x: xs, y: xs),
            Series(name: "y = x²", x: xs, y: xs.map { $0 * $0 }, line: LineStyle(dash: LineStyle.dashPattern)),
            Series(name: "y = x³", x: xs, y: xs.map { $0 * $0 * $0 }, line: LineStyle(width: 3)),
        ]))
        chart.title = "Powers of x"
        chart.xAxis.title = "x"
        chart.yAxis.title = "y"
        return chart
    }

    static func smoothFill() -> ChartView {
        let ys: [Double] = [3, 5, 4, .nan, 8, 12, 10, 9, 14, 13, 11, 15, 18, 16]
        let orange = Color(hex: 0xF28C28), yellow = Color(hex: 0xFFE066)
        let style = LineStyle(color: orange, width: 2.5, smoothed: true, showsDots: true,
                              fill: .gradient(LinearGradient(colors: [orange.withAlpha(0.7), yellow.withAlpha(0.15)])))
        let chart = ChartView(data: ChartData(series: [Series(name: "Steps (thousands)", y: ys, line: style)]))
        chart.title = "Smoothed line, dots, gradient fill, a missing value"
        chart.yAxis.minorTicksPerMajor = 2
        chart.yAxis.showsMinorGrid = true
        return chart
    }

    static func bars() -> ChartView {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let v: [Double] = [12, 19, 7, 15, 22, 30, 28, 26, 18, 14, 9, 11]
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Rainfall", kind: .bar, y: v,
                   bar: BarStyle(gradient: LinearGradient(colors: [Color(hex: 0x56B4E9), Color(hex: 0x0072B2)]), cornerRadius: 3)),
        ], categories: months))
        chart.title = "Monthly rainfall (mm)"
        chart.xAxis.labelAlignment = .centerLeftRight
        return chart
    }

    static func negativeBars() -> ChartView {
        let v: [Double] = [4, -3, 6, -8, 2, 9, -1, -5, 7, 3]
        let colors = v.map { $0 < 0 ? Color(hex: 0xD55E00) : Color(hex: 0x009E73) }
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Net", kind: .bar, y: v, bar: BarStyle(colors: colors)),
        ]))
        chart.title = "Negative values about a zero baseline"
        return chart
    }

    static func groupedBars() -> ChartView {
        let chart = ChartView(data: ChartData(series: [
            Series(name: "2024", kind: .bar, y: [5, 7, 3, 9]),
            Series(name: "2025", kind: .bar, y: [6, 8, 4, 7]),
            Series(name: "2026", kind: .bar, y: [7, 6, 5, 10]),
        ], categories: ["North", "East", "South", "West"]))
        chart.title = "Grouped bars with spacing in dimensional units"
        chart.barSpacing = .points(3)
        chart.groupSpacing = .percent(0.25)
        return chart
    }

    static func horizontalBars() -> ChartView {
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Share", kind: .bar, y: [42, 27, 14, 9, 5, 3]),
        ], categories: ["Chrome", "Safari", "Edge", "Firefox", "Opera", "Other"]))
        chart.barOrientation = .horizontal
        chart.title = "Horizontal bars"
        chart.xAxis.title = "percent"
        return chart
    }

    static func invertedBars() -> ChartView {
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Depth", kind: .bar, y: [3, 5, 8, 6, 9, 4, 2]),
        ]))
        chart.isInverted = true
        chart.title = "Inverted (top-down) bars"
        return chart
    }
}
