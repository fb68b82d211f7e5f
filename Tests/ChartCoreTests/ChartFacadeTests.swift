import ChartTestSupport
import Testing
@testable import ChartCore

/// A ShinobiCharts-style source whose series are described by style alone.
@MainActor
private final class StyledSource: SeriesDataSource {
    func numberOfSeries(in chart: ChartView) -> Int { 2 }
    func chartView(_ chart: ChartView, seriesAt index: Int) -> SeriesDescriptor {
        index == 0
            ? SeriesDescriptor(name: "rain", kind: .bar, line: LineStyle(color: .black), stack: "weather", yAxisIndex: 1)
            : SeriesDescriptor(name: "hidden", isVisible: false)
    }
    func chartView(_ chart: ChartView, numberOfPointsInSeries series: Int) -> Int { 3 }
    func chartView(_ chart: ChartView, pointAt index: Int, inSeries series: Int) -> DataPoint {
        DataPoint(x: Double(index), y: Double(10 * index + series))
    }
}

/// Prices as candlesticks, all points at once, each with a label; the second one shown selected.
@MainActor
private final class PriceSource: SeriesDataSource {
    func numberOfSeries(in chart: ChartView) -> Int { 1 }
    func chartView(_ chart: ChartView, seriesAt index: Int) -> SeriesDescriptor {
        SeriesDescriptor(name: "ACME", kind: .candlestick, selectedIndex: 1)
    }
    func chartView(_ chart: ChartView, numberOfPointsInSeries series: Int) -> Int { 2 }
    func chartView(_ chart: ChartView, pointAt index: Int, inSeries series: Int) -> DataPoint { DataPoint(x: 0, y: 0) }
    func chartView(_ chart: ChartView, pointsInSeries series: Int) -> [DataPoint]? {
        var a = DataPoint(x: 1, open: 10, high: 12, low: 9, close: 11)
        a.label = "Mon"
        return [a, DataPoint(x: 2, open: 11, high: 13, low: 8, close: 9)]
    }
}

/// The chart as an app reaches it: the style-only series descriptor, the conversions between data
/// and pixels, and the state the chart's role types own seen through its properties.
@MainActor
struct ChartFacadeTests {
    @Test func aSeriesDescriptorCarriesItsStyleToTheSeries() {
        let src = StyledSource(), chart = ChartView()
        chart.seriesDataSource = src
        chart.reloadData()
        let s = chart.data.series
        #expect(s.map(\.name) == ["rain", "hidden"])
        #expect(s[0].kind == .bar && s[0].stack == "weather" && s[0].yAxisIndex == 1)
        #expect(s[0].line.color == .black)
        #expect(s[0].y == [0, 10, 20] && s[1].y == [1, 11, 21])
        #expect(s[0].isVisible && !s[1].isVisible)
    }

    @Test func pointsCarryCandlesLabelsAndTheSelectionToTheSeries() {
        let src = PriceSource(), chart = ChartView()
        chart.seriesDataSource = src
        chart.reloadData()
        let s = chart.data.series[0]
        #expect(s.kind == .candlestick && s.x == [1, 2] && s.y == [11, 9])
        #expect(s.open == [10, 11] && s.high == [12, 13] && s.low == [9, 8])
        #expect(s.labels == ["Mon", ""] && s.size == nil)
        #expect(chart.effectiveSelection == ChartSelection(series: 0, index: 1))
    }

    @Test func dataValuesAndPixelsConvertBothWaysAndFollowAZoom() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 10], y: [0, 100])]))
        var list = DrawList()
        chart.render(into: &list, size: Size(800, 500), glyphs: FakeGlyphs())
        let area = chart.plotArea
        #expect(area.width > 0 && area.height > 0)
        let p = chart.location(ofX: 5, y: 50)
        #expect(area.contains(p))
        let v = chart.value(at: p)
        #expect(abs(v.x - 5) < 1e-9 && abs(v.y - 50) < 1e-9)
        // A zoom moves the scales at once (before the next layout), and the conversions with them.
        chart.viewport = Viewport(x: 5...10, y: nil)
        #expect(abs(chart.location(ofX: 5, y: 50).x - area.minX) < 1e-6)
        #expect(abs(chart.value(at: Point(area.minX, p.y)).x - 5) < 1e-9)
    }

    @Test func stateSetThroughTheFacadeIsHeldAndReported() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: [1, 2, 3])]))
        var list = DrawList()
        chart.render(into: &list, size: Size(400, 300), glyphs: FakeGlyphs())
        chart.selection = ChartSelection(series: 0, index: 1)
        #expect(chart.effectiveSelection == ChartSelection(series: 0, index: 1))
        chart.regionSizes[.rightGutter] = .points(40)
        chart.minimumGutterWidths = GutterWidths(left: 120)
        chart.render(into: &list, size: Size(400, 300), glyphs: FakeGlyphs())
        #expect(chart.regionWidget(.leftGutter).frame.width >= 120)
        #expect(abs(chart.regionWidget(.rightGutter).frame.width - 40) < 1e-9)
        #expect(chart.naturalGutterWidths.left < 120)
        // Data that no longer has the selected point clears the selection.
        chart.data = ChartData(series: [Series(name: "a", y: [1])])
        #expect(chart.selection == nil)
    }
}
