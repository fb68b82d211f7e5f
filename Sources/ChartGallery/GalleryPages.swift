import ChartCore
import Foundation

/// The gallery's pages, in order; the overview page shows them all as thumbnails.
@MainActor
public enum GalleryPages {
    /// Every page, in the order the gallery shows them.
    nonisolated public static let all: [GalleryPage] = [
        GalleryPage("jb-bars", "JBChartView demo: bars with a tooltip", make: jbBars),
        GalleryPage("jb-lines", "JBChartView demo: lines with dots and dimming", make: jbLines),
        GalleryPage("shinobi-quick-start", "ShinobiCharts quick start", make: shinobiQuickStart),
        GalleryPage("anscombe", "Anscombe's quartet", make: anscombe),
        GalleryPage("scatter", "Scatter markers", make: scatterMarkers),
        GalleryPage("bubbles", "Bubbles", make: bubbles),
        GalleryPage("brush", "Brushing: Ctrl+Shift+drag picks points out", make: brushing),
        GalleryPage("steps", "Step lines", make: steps),
        GalleryPage("stacked-areas", "Stacked areas", make: stackedAreas),
        GalleryPage("band", "Band", make: band),
        GalleryPage("smooth-fill", "Smoothed line with gradient fill", make: smoothFill),
        GalleryPage("mixed", "Mixed series types", make: mixed),
        GalleryPage("swift-plain-bars", "SwiftCharts plain bars", make: swiftPlainBars),
        GalleryPage("swift-stacked-bars", "SwiftCharts stacked bars", make: swiftStackedBars),
        GalleryPage("swift-grouped-bars", "SwiftCharts grouped bars", make: swiftGroupedBars),
        GalleryPage("swift-grouped-stacked-bars", "SwiftCharts grouped stacked bars", make: swiftGroupedStackedBars),
        GalleryPage("plus-minus-bars", "+/- bars", make: plusMinusBars),
        GalleryPage("horizontal-bars", "Horizontal bars", make: horizontalBars),
        GalleryPage("inverted-bars", "Inverted bars", make: invertedBars),
        GalleryPage("graffeine-gutter-labels", "Graffeine gutter and bar labels", make: graffeineGutterLabels),
        GalleryPage("graffeine-pie", "Graffeine pie with radial labels", make: graffeinePie),
        GalleryPage("graffeine-negative", "Graffeine negative bars", make: graffeineNegative),
        GalleryPage("lo-bounds", "Graffeine lo bounds", make: loBounds),
        GalleryPage("dense-labels", "Label collision", make: denseLabels),
        GalleryPage("donut", "Donut", make: donut),
        GalleryPage("radar", "Radar", make: radar),
        GalleryPage("pie-negative", "Pie with a negative value", make: pieNegative),
        GalleryPage("candlesticks", "Candlesticks on a discontinuous date axis", make: candlesticks),
        GalleryPage("ohlc", "OHLC bars", make: ohlc),
        GalleryPage("log-axis", "Log axis", make: logAxis),
        GalleryPage("live-dates", "Live date-time axis", make: liveDates, tick: liveTick),
        GalleryPage("multiple-axes", "Several y axes", make: multipleAxes),
    ]

    static func smoothFill() -> ChartView {
        let ys: [Double] = [3, 5, 4, .nan, 8, 12, 10, 9, 14, 13, 11, 15, 18, 16]
        let orange = Color(hex: 0xF28C28), yellow = Color(hex: 0xFFE066)
        let style = LineStyle(color: orange, width: 2.5, smoothed: true, showsDots: true,
                              fill: .gradient(LinearGradient(colors: [orange.withAlpha(0.7), yellow.withAlpha(0.15)])))
        let chart = ChartView(data: ChartData(series: [Series(name: "Steps (thousands)", y: ys, line: style)]))
        chart.title = "Smoothed line, dots, gradient fill, a missing value"
        chart.configuration.yAxis.minorTicksPerMajor = 2
        chart.configuration.yAxis.showsMinorGrid = true
        chart.configuration.labelLayers = [LabelLayer(.plot)]
        return chart
    }

    static func horizontalBars() -> ChartView {
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Share", kind: .bar, y: [42, 27, 14, 9, 5, 3]),
        ], categories: ["Chrome", "Safari", "Edge", "Firefox", "Opera", "Other"]))
        chart.configuration.barOrientation = .horizontal
        chart.title = "Horizontal bars"
        chart.configuration.xAxis.title = "percent"
        chart.configuration.labelLayers = [LabelLayer(.bar, formatter: { String(format: "%.0f%%", $0) })]
        return chart
    }

    static func invertedBars() -> ChartView {
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Depth", kind: .bar, y: [3, 5, 8, 6, 9, 4, 2]),
        ]))
        chart.configuration.isInverted = true
        chart.title = "Inverted (top-down) bars"
        chart.configuration.labelLayers = [LabelLayer(.bar)]
        return chart
    }

    /// The overview: every page as a thumbnail.
    public static func overview(theme: Theme, highlighted: Int?) -> (ChartView, ChartGrid) {
        let chart = ChartView()
        chart.title = "Chartreuse gallery — \(all.count) pages (click one, or use the arrow keys)"
        chart.theme = theme
        let grid = ChartGrid(charts: all.map { $0.make() }, captions: all.map(\.title), columns: 6, tileScale: 0.42)
        grid.highlighted = highlighted
        grid.coversParent = false
        grid.length = .relative(1)
        chart.plotView.isHidden = true
        for w in [chart.xLabels, chart.yLabels] { w.isHidden = true }
        chart.plotRegion.addChild(grid)
        chart.regionSizes[.rightGutter] = .points(0)
        return (chart, grid)
    }
}
