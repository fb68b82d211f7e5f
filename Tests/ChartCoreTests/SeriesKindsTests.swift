import Foundation
import ChartTestSupport
import Testing
@testable import ChartCore

/// Stacks, bar models, financial and radial series, and several axes.
@MainActor
struct SeriesKindsTests {
    @Test func barsStackPositivesUpAndNegativesDown() {
        let d = Stacking.resolve(ChartData(series: [
            Series.stackedBars(name: "a", y: [2, -1, .nan], stack: "s"),
            Series.stackedBars(name: "b", y: [3, -4, 5], stack: "s"),
            Series(name: "alone", kind: .bar, y: [1, 1, 1]),
        ]))
        #expect(d.series[0].lo == [0, 0, 0])
        #expect(d.series[0].y[0] == 2 && d.series[0].y[1] == -1 && d.series[0].y[2].isNaN)
        #expect(d.series[1].lo == [2, -1, 0])
        #expect(d.series[1].y == [5, -5, 5])
        #expect(d.series[2].lo == nil)
        let slots = BarSlots.assign(d.series)
        #expect(slots.slots == [0, 0, 1] && slots.count == 2)
    }

    @Test func linesStackByIndexAndHiddenSeriesDoNotCount() {
        var hidden = Series.area(name: "h", y: [100, 100], stack: "e")
        hidden.isVisible = false
        let d = Stacking.resolve(ChartData(series: [
            Series.area(name: "a", y: [1, 2], stack: "e"), hidden, Series.area(name: "b", y: [3, 4], stack: "e"),
        ]))
        #expect(d.series[2].lo == [1, 2])
        #expect(d.series[2].y == [4, 6])
    }

    @Test func groupedStackedBarModelsResolveToBoundsAndSlots() {
        let groups = [1.0, 2].map { g in
            BarGroupModel(constant: g, bars: [
                StackedBarModel(constant: g, start: 1, items: [StackedBarItem(quantity: 2, color: .black), StackedBarItem(quantity: 3)]),
                StackedBarModel(constant: g, items: [StackedBarItem(quantity: g)]),
            ])
        }
        let d = ChartData.groupedBars(groups, itemNames: ["x", "y"])
        #expect(d.categories == ["1", "2"])
        #expect(d.series.count == 3)
        #expect(d.series[0].lo == [1, 1] && d.series[0].y == [3, 3])
        #expect(d.series[1].lo == [3, 3] && d.series[1].y == [6, 6])
        #expect(d.series[2].y == [1, 2])
        #expect(d.series[0].bar.color == .black)
        // Already-bounded frames are not restacked, and the two bars of a group take two slots.
        #expect(Stacking.resolve(d) == d)
        #expect(BarSlots.assign(d.series).count == 2)
    }

    @Test func fixedBarWidthModeIgnoresTheSpace() {
        let l = BarLayout.solve(band: 100, groups: 2, barSpacing: .points(6), groupSpacing: .points(30), scale: 1, barWidth: .points(36))
        #expect(l.barWidth == 36 && l.barGap == 6)
        let derived = BarLayout.solve(band: 100, groups: 2, barSpacing: .points(6), groupSpacing: .points(30), scale: 1)
        #expect(abs(derived.barWidth - 32) < 1e-9)
    }

    @Test func negativePieValuesAreReportedNotDrawn() {
        let chart = ChartView(data: ChartData(series: [Series.pie(name: "P", values: [3, -1, 2])], categories: ["a", "b", "c"]))
        let list = chart.testRender()
        #expect(chart.dataWarnings.count == 1)
        #expect(chart.dataWarnings[0].contains("“b”") && chart.dataWarnings[0].contains("negative"))
        #expect(list.triangleCount > 0)   // the message
        #expect(chart.geometry.isRadial)
        #expect(chart.geometry.xTicks.isEmpty && chart.geometry.yTicks.isEmpty)
    }

    @Test func pieSegmentsCoverTheCircleAndAreHit() {
        let s = Series.pie(name: "P", values: [1, 1, 2, .nan, 0])
        let angles = PlotView.segmentAngles(s)
        #expect(angles[3] == nil && angles[4] == nil)
        let spans = angles.compactMap { $0.map { $0.1 - $0.0 } }
        #expect(abs(spans.reduce(0, +) - 2 * .pi) < 1e-12)
        #expect(abs(spans[2] - .pi) < 1e-12)
        let chart = ChartView(data: ChartData(series: [s]))
        _ = chart.testRender()
        let c = chart.geometry.plot.center
        // Clockwise from 12 o'clock: the first quarter is segment 0, the left half segment 2.
        #expect(chart.plotFrame.radialHit(at: c + Point(40, -60), tolerance: 14)?.selection.index == 0)
        #expect(chart.plotFrame.radialHit(at: c + Point(40, 60), tolerance: 14)?.selection.index == 1)
        #expect(chart.plotFrame.radialHit(at: c + Point(-50, 10), tolerance: 14)?.selection.index == 2)
        #expect(chart.plotFrame.radialHit(at: c + Point(4000, 0), tolerance: 14) == nil)
    }

    @Test func candlesticksWidenTheRangeToHighsAndLowsAndAreHit() {
        let s = Series.candlestick(name: "c", x: [0, 1, 2], open: [10, 11, 12], high: [15, 16, 30], low: [5, 9, 11], close: [11, 12, 11])
        let chart = ChartView(data: ChartData(series: [s]))
        _ = chart.testRender()
        let y = chart.geometry.y
        #expect(min(y.d0, y.d1) <= 5 && max(y.d0, y.d1) >= 30)
        let p = Point(chart.geometry.x.map(1) + 3, chart.geometry.y.map(14))
        #expect(chart.plotFrame.dataHit(at: p, tolerance: 14)?.selection == ChartSelection(series: 0, index: 1))
    }

    @Test func seriesBoundToASecondAxisUseItsScale() {
        var right = Series(name: "r", x: [0, 1], y: [1000, 2000])
        right.yAxisIndex = 1
        let chart = ChartView(data: ChartData(series: [Series(name: "l", x: [0, 1], y: [1, 2]), right]))
        chart.configuration.additionalYAxes = [AxisConfig(title: "right")]
        _ = chart.testRender()
        let g = chart.geometry
        #expect(g.extraY.count == 1 && g.extraY[0].side == .right)
        #expect(max(g.y.d0, g.y.d1) < 10)   // the left axis is not stretched by the right series
        let top = g.bound(to: right).y.map(2000)
        #expect(top >= g.plot.minY - 1 && top < g.plot.midY)
        #expect(chart.widget(id: "axisLabels-right-1") != nil)
        // Zooming the primary axis moves the secondary one by the same fraction.
        let before = g.extraY[0].scale
        chart.zoom(by: 2, about: g.plot.center, yOnly: true)
        _ = chart.testRender()
        let after = chart.geometry.extraY[0].scale
        #expect(abs((after.d1 - after.d0) * 2 - (before.d1 - before.d0)) < 1e-6 * abs(before.d1 - before.d0))
    }

    @Test func dataPointsSelectOnTheStackedPositionButReportTheirOwnValue() {
        let chart = ChartView(data: ChartData(series: [
            Series.stackedBars(name: "a", y: [2], stack: "s"), Series.stackedBars(name: "b", y: [3], stack: "s"),
        ]))
        _ = chart.testRender()
        let g = chart.geometry
        let p = Point(g.x.map(0), g.y.map(4))
        let hit = chart.plotFrame.dataHit(at: p, tolerance: 14)
        #expect(hit?.selection == ChartSelection(series: 1, index: 0))
        #expect(hit?.y == 3)
    }
}
