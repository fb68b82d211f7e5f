import ChartTestSupport
import Foundation
import Testing
@testable import ChartCore

/// Points picked out by a highlight are drawn in full and the rest dimmed; a Ctrl+Shift drag is
/// a brush the selection delegate hears (where the chart has brushes), never a zoom.
@MainActor
struct HighlightTests {
    @Test func aMaskFindsItsPointsAcrossWords() {
        var m = PointMask(count: 200)
        for i in [0, 63, 64, 130, 199] { m[i] = true }
        m[500] = true   // outside: ignored
        #expect(m.pickedCount == 5 && m[63] && m[64] && !m[65] && !m[500])
        var found: [Int] = []
        var i = 0
        while let k = m.next(from: i, before: 200) { found.append(k); i = k + 1 }
        #expect(found == [0, 63, 64, 130, 199])
        #expect(m.next(from: 65, before: 130) == nil && m.next(from: 65, before: 131) == 130)
        #expect(PointMask([true, false, true]).pickedCount == 2 && PointMask(count: 0).next(from: 0, before: 10) == nil)
    }

    /// Vertices of `color` inside the plot: those drawn in full and those dimmed.
    func vertices(_ c: ChartView, _ color: Color) -> (full: [Point], dimmed: [Point]) {
        var l = DrawList()
        c.render(into: &l, size: Size(800, 500), glyphs: FakeGlyphs())
        let k = color.rgba8, plot = c.geometry.plot
        let mine = l.vertices.filter { $0.r == k.0 && $0.g == k.1 && $0.b == k.2 && $0.a > 0 && plot.contains(Point(Double($0.x), Double($0.y))) }
        return (mine.filter { $0.a == 255 }.map { Point(Double($0.x), Double($0.y)) }, mine.filter { $0.a <= 52 }.map { Point(Double($0.x), Double($0.y)) })
    }

    @Test func pickedPointsOfALineAreDrawnInFullAndTheRestDimmed() {
        let c = GestureTests.lineChart()
        var m = PointMask(count: 101)
        for i in 20...40 { m[i] = true }
        c.highlight = PointHighlight([0: m])
        let a = vertices(c, c.color(ofSeries: 0)), b = vertices(c, c.color(ofSeries: 1))
        let g = c.geometry
        let lo = g.x.map(20) - 6, hi = g.x.map(40) + 6
        #expect(!a.full.isEmpty && a.full.allSatisfy { $0.x >= lo && $0.x <= hi }, "only the picked run is drawn in full")
        #expect(a.dimmed.contains { $0.x < lo - 20 } && a.dimmed.contains { $0.x > hi + 20 }, "the rest of the line is dimmed")
        #expect(b.full.isEmpty && !b.dimmed.isEmpty, "a series with no picked point is dimmed whole")
        c.highlight = nil
        #expect(vertices(c, c.color(ofSeries: 1)).full.count > 0)
    }

    @Test func pickedBarsAreDrawnInFull() {
        let c = GestureTests.barChart()
        var m = PointMask(count: 4)
        m[1] = true
        c.highlight = PointHighlight([0: m])
        let v = vertices(c, c.color(ofSeries: 0))
        let g = c.geometry
        #expect(!v.full.isEmpty && v.full.allSatisfy { abs($0.x - g.x.map(1)) < g.plot.width / 8 }, "bar b alone is in full")
        #expect(v.dimmed.contains { abs($0.x - g.x.map(3)) < g.plot.width / 8 })
    }

    @Test func aBarsPickedPartIsDrawnInFullFromItsBase() {
        let c = GestureTests.barChart()   // 5, 8, 3, 6
        c.highlight = PointHighlight([:], barValues: [0: [0, 4, 0, 0]])
        let v = vertices(c, c.color(ofSeries: 0))
        let g = c.geometry
        #expect(!v.full.isEmpty && v.full.allSatisfy { abs($0.x - g.x.map(1)) < g.plot.width / 8 && $0.y >= g.y.map(4) - 1 },
                "half of bar b, from the base up to 4, in full")
        #expect(v.dimmed.contains { abs($0.y - g.y.map(8)) < 1 }, "the whole bar dimmed behind it")
        // A split's brush reports the bars it touches.
        let d = Driver(GestureTests.barChart())
        let heard = Brushes()
        d.chart.delegates.selection = heard
        d.chart.interaction.brush = true
        d.render()
        let h = d.chart.geometry
        d.drag(from: Point(h.x.map(0.8), h.y.map(1)), to: Point(h.x.map(2.2), h.y.map(0.5)), button: .left, [.control, .shift])
        #expect(heard.brushes.first?.bars == [ChartSelection(series: 0, index: 1), ChartSelection(series: 0, index: 2)])
    }

    @Test func aBrushOfXAloneIsABandThePlotsHeight() {
        let d = Driver(GestureTests.lineChart())
        let heard = Brushes()
        d.chart.delegates.selection = heard
        d.chart.interaction.brush = true
        d.chart.interaction.brushesXOnly = true
        let g = d.chart.geometry
        d.down(g.point(x: 20, y: 120), .left, [.control, .shift])
        for k in 1...5 { d.move(g.point(x: 20 + 4 * Double(k), y: 120 - 5 * Double(k))) }
        #expect(d.chart.plotFrame.brushRect.map { abs($0.height - g.plot.height) < 1e-9 } == true)
        d.up(g.point(x: 40, y: 95), .left, [.control, .shift])
        let b = heard.brushes.first
        #expect(b.map { abs($0.x.lowerBound - 20) < 1e-6 && abs($0.x.upperBound - 40) < 1e-6 } == true)
        #expect(b.map { abs($0.y.lowerBound - d.yr.lowerBound) < 1e-6 && abs($0.y.upperBound - d.yr.upperBound) < 1e-6 } == true)
    }

    @Test func aScattersPickedPointsAreMarkersInFull() {
        let xs = (0..<50).map { Double($0 % 10) }, ys = (0..<50).map { Double($0 / 10) }
        var s = Series(name: "p", x: xs, y: ys)
        s.line.interpolation = .none
        s.line.marker = .circle
        let c = ChartView(data: ChartData(series: [s]))
        c.highlight = PointHighlight([0: PointMask((0..<50).map { $0 == 7 })])
        let v = vertices(c, c.color(ofSeries: 0))
        let p = c.geometry.point(x: 7, y: 0)
        #expect(!v.full.isEmpty && v.full.allSatisfy { hypot($0.x - p.x, $0.y - p.y) < 10 })
        #expect(v.dimmed.count > v.full.count)
    }

    final class Brushes: ChartSelectionDelegate {
        var brushes: [ChartBrush] = []
        var series: [Int] = []
        func chartView(_ chart: ChartView, didBrush brush: ChartBrush) { brushes.append(brush) }
        func chartView(_ chart: ChartView, didBrushSeries index: Int) { series.append(index) }
    }

    @Test func ctrlShiftClickOnALegendEntryBrushesItsSeries() throws {
        let d = Driver(GestureTests.lineChart())
        let heard = Brushes()
        d.chart.delegates.selection = heard
        d.chart.interaction.brush = true
        d.render()
        let frame = d.chart.legendView.frame
        let hit = try #require(stride(from: frame.minX, to: frame.maxX, by: 2).map { Point($0, frame.midY) }.first { d.chart.legendView.entry(at: $0) == 1 })
        d.down(hit, .left, [.control, .shift])
        d.up(hit, .left, [.control, .shift])
        #expect(heard.series == [1] && d.chart.data.series[1].isVisible, "brushed, not hidden")
        d.click(hit)
        #expect(heard.series == [1] && !d.chart.data.series[1].isVisible, "a plain click still hides it")
    }

    @Test func ctrlShiftDragIsABrushWhereTheChartHasThem() {
        let d = Driver(GestureTests.lineChart())
        let heard = Brushes()
        d.chart.delegates.selection = heard
        let g = d.chart.geometry
        // Off (the default): Ctrl+Shift+drag zooms, as Shift+drag does.
        d.drag(from: g.point(x: 20, y: 150), to: g.point(x: 60, y: 50), button: .left, [.control, .shift])
        #expect(heard.brushes.isEmpty && !d.chart.viewport.isFit)
        d.chart.resetZoom()
        d.render()
        d.chart.interaction.brush = true
        let h = d.chart.geometry
        d.down(h.point(x: 20, y: 150), .left, [.control, .shift])
        for k in 1...10 { d.move(h.point(x: 20 + 4 * Double(k), y: 150 - 10 * Double(k))) }
        #expect(d.chart.plotFrame.brushRect != nil, "the rectangle shows while it is dragged")
        d.up(h.point(x: 60, y: 50), .left, [.control, .shift])
        #expect(d.chart.viewport.isFit, "a brush zooms nowhere")
        #expect(d.chart.plotFrame.brushRect == nil && heard.brushes.count == 1)
        let b = heard.brushes[0]
        #expect(abs(b.x.lowerBound - 20) < 1e-6 && abs(b.x.upperBound - 60) < 1e-6)
        #expect(abs(b.y.lowerBound - 50) < 1e-6 && abs(b.y.upperBound - 150) < 1e-6)
        // Shift alone still zooms.
        d.drag(from: h.point(x: 10, y: 100), to: h.point(x: 30, y: 20), button: .left, [.shift])
        #expect(heard.brushes.count == 1 && abs(d.xr.lowerBound - 10) < 1e-6)
    }
}
