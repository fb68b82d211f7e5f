import ChartTestSupport
import Testing
@testable import ChartCore

/// A data source for all three protocols, recording what the chart asked.
@MainActor
final class Source: BarChartDataSource, LineChartDataSource, LineChartStrokeSource, SeriesDataSource, ChartViewDelegate {
    var bars: [Double] = [3, -2, 5]
    var lines: [[Double]] = [[1, .nan, 3], [2, 2]]
    var events: [String] = []

    func numberOfBars(in chart: ChartView) -> Int { bars.count }
    func chartView(_ chart: ChartView, valueForBarAt index: Int) -> Double { bars[index] }
    func chartView(_ chart: ChartView, colorForBarAt index: Int) -> Color? { index == 1 ? .black : nil }
    func chartView(_ chart: ChartView, labelForBarAt index: Int) -> String? { "bar\(index)" }

    func numberOfLines(in chart: ChartView) -> Int { lines.count }
    func chartView(_ chart: ChartView, numberOfValuesInLine line: Int) -> Int { lines[line].count }
    func chartView(_ chart: ChartView, valueAt index: Int, inLine line: Int) -> Double { lines[line][index] }
    func chartView(_ chart: ChartView, widthForLine line: Int) -> Double? { line == 0 ? 5 : nil }
    func chartView(_ chart: ChartView, smoothLine line: Int) -> Bool? { true }

    func numberOfSeries(in chart: ChartView) -> Int { 1 }
    func chartView(_ chart: ChartView, seriesAt index: Int) -> SeriesDescriptor { SeriesDescriptor(name: "S", kind: .line) }
    func chartView(_ chart: ChartView, numberOfPointsInSeries series: Int) -> Int { 4 }
    func chartView(_ chart: ChartView, pointAt index: Int, inSeries series: Int) -> DataPoint {
        DataPoint(x: Double(index) * 2, y: Double(index * index))
    }

    func chartViewWillStartLoadingData(_ chart: ChartView) { events.append("willLoad") }
    func chartViewDidFinishLoadingData(_ chart: ChartView) { events.append("didLoad") }
    func chartView(_ chart: ChartView, willStartRenderingFullRedraw fullRedraw: Bool) { events.append("render(\(fullRedraw))") }
    func chartViewDidFinishRendering(_ chart: ChartView) { events.append("rendered") }
}

@MainActor
struct ChartViewTests {
    let glyphs = FakeGlyphs()

    func render(_ c: ChartView, _ w: Double = 800, _ h: Double = 500) -> DrawList {
        var list = DrawList()
        c.render(into: &list, size: Size(w, h), glyphs: glyphs)
        return list
    }

    @Test func barDataSourceFillsData() {
        let src = Source(), chart = ChartView()
        chart.barDataSource = src
        chart.reloadData()
        #expect(chart.data.series.count == 1)
        #expect(chart.data.series[0].y == [3, -2, 5])
        #expect(chart.data.series[0].kind == .bar)
        #expect(chart.data.categories == ["bar0", "bar1", "bar2"])
        #expect(chart.data.series[0].bar.colors?[1] == .black)
    }

    @Test func lineDataSourceCarriesStyles() {
        let src = Source(), chart = ChartView()
        chart.lineDataSource = src
        chart.reloadData()
        #expect(chart.data.series.count == 2)
        #expect(chart.data.series[0].line.width == 5)
        #expect(chart.data.series[1].line.width == LineStyle().width)
        #expect(chart.data.series[0].line.smoothed)
        #expect(chart.data.series[0].y[1].isNaN)
    }

    @Test func seriesDataSourceAsksPointByPoint() {
        let src = Source(), chart = ChartView()
        chart.seriesDataSource = src
        chart.reloadData()
        #expect(chart.data.series[0].x == [0, 2, 4, 6])
        #expect(chart.data.series[0].y == [0, 1, 4, 9])
    }

    @Test func delegateLifecycleInOrder() {
        let src = Source(), chart = ChartView()
        chart.lineDataSource = src
        chart.delegate = src
        chart.reloadData()
        _ = render(chart)
        _ = render(chart)
        _ = render(chart, 400, 300)
        #expect(src.events == ["willLoad", "didLoad", "render(true)", "rendered", "render(false)", "rendered",
                               "render(true)", "rendered"])
    }

    @Test func invalidationReachesTheHost() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: [1, 2])]))
        var calls = 0
        chart.onInvalidate = { calls += 1 }
        _ = render(chart)
        #expect(!chart.needsDisplay)
        chart.theme = .dark
        #expect(calls == 1 && chart.needsLayout)
        chart.legendView.setNeedsDisplay()
        #expect(calls == 2)
    }

    @Test func regionsAndGeometryFollowTheFrame() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: [1, 5, 3])]))
        chart.title = "Title"
        for (w, h) in [(800.0, 500.0), (300.0, 200.0)] {
            _ = render(chart, w, h)
            let plot = chart.geometry.plot
            #expect(plot == chart.regions[.plot])
            #expect(chart.regions[.header].height > 0, "the title takes room")
            #expect(plot.maxX <= w && plot.maxY <= h && plot.minX > 0)
            #expect(chart.plotView.frame == plot)
            // JBChartView layout: first point at the left edge, last at the right.
            #expect(chart.geometry.x.map(0) == plot.minX && chart.geometry.x.map(2) == plot.maxX)
        }
    }

    @Test func jbClampingOfMinimumAndMaximum() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: [10, 100])]))
        chart.configuration.yAxis.nice = false
        chart.configuration.yAxis.rangePadding = 0
        chart.configuration.maximumValue = 20
        _ = render(chart)
        #expect(chart.geometry.y.d1 == 100, "an override never narrows the data range")
        chart.configuration.maximumValue = 150
        chart.configuration.minimumValue = 0
        _ = render(chart)
        #expect(chart.geometry.y.d0 == 0 && chart.geometry.y.d1 == 150)
        chart.resetMaximumValue()
        chart.resetMinimumValue()
        _ = render(chart)
        #expect(chart.geometry.y.d0 == 10 && chart.geometry.y.d1 == 100)
    }

    @Test func negativeBarsHangFromZero() {
        let chart = ChartView(data: ChartData(series: [Series(name: "b", kind: .bar, y: [4, -3, .nan])]))
        _ = render(chart)
        let g = chart.geometry
        let zero = g.y.map(0)
        let up = PlotView.barRect(chart.data.series[0], 0, slot: 0, g: g)!
        let down = PlotView.barRect(chart.data.series[0], 1, slot: 0, g: g)!
        #expect(abs(up.maxY - zero) < 1e-9 && up.minY < zero)
        #expect(abs(down.minY - zero) < 1e-9 && down.maxY > zero)
        #expect(PlotView.barRect(chart.data.series[0], 2, slot: 0, g: g) == nil, "NaN leaves a gap")
        chart.configuration.isInverted = true
        _ = render(chart)
        let inv = PlotView.barRect(chart.data.series[0], 0, slot: 0, g: chart.geometry)!
        #expect(inv.minY >= chart.geometry.y.map(0) - 1e-9, "inverted bars grow downward")
        chart.configuration.barOrientation = .horizontal
        _ = render(chart)
        #expect(chart.geometry.categoryAxis == .vertical)
        let h = PlotView.barRect(chart.data.series[0], 0, slot: 0, g: chart.geometry)!
        #expect(h.width > h.height || h.width > 0)
    }

    @Test func emptyAndDegenerateDataRender() {
        for data in [ChartData(), ChartData(series: [Series(name: "x", y: [])]),
                     ChartData(series: [Series(name: "x", y: [.nan, .nan])]),
                     ChartData(series: [Series(name: "x", y: [7])]),
                     ChartData(series: [Series(name: "x", y: [1e308, -1e308, 5e-324])]),
                     ChartData(series: [Series(name: "x", kind: .bar, y: [0, 0, 0])])] {
            let chart = ChartView(data: data)
            let list = render(chart)
            #expect(list.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            #expect(chart.geometry.y.d0 < chart.geometry.y.d1)
        }
    }

    @Test func legendAppearsForSeveralSeriesAndCanBeForced() {
        let one = ChartView(data: ChartData(series: [Series(name: "a", y: [1])]))
        _ = render(one)
        #expect(one.legendView.isHidden)
        one.configuration.showsLegend = true
        _ = render(one)
        #expect(!one.legendView.isHidden && one.legendView.frame.height > 0)
        let two = ChartView(data: ChartData(series: [Series(name: "a", y: [1]), Series(name: "b", y: [2])]))
        _ = render(two)
        #expect(!two.legendView.isHidden)
    }

    @Test func appWidgetsNestInRegions() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: [1, 2])]))
        let panel = Widget(id: "info")
        panel.length = .points(24)
        panel.backgroundColor = .black
        chart.footer.addChild(panel)
        _ = render(chart)
        #expect(panel.frame.height == 24)
        #expect(panel.frame.maxY <= chart.frame.maxY)
        #expect(chart.hitTest(Point(panel.frame.midX, panel.frame.midY)) === panel)
        #expect(chart.hitTest(chart.geometry.plot.center) === chart.plotView)
    }

    @Test func styleOverridesTheTheme() {
        var style = ChartStyle()
        style.gridColor = Color(hex: 0x123456)
        style.palette = [Color(hex: 0xABCDEF)]
        let t = style.resolve(.dark)
        #expect(t.grid == Color(hex: 0x123456) && t.background == Theme.dark.background)
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: [1])]))
        chart.configuration.style = style
        #expect(chart.color(ofSeries: 0) == Color(hex: 0xABCDEF))
    }
}
