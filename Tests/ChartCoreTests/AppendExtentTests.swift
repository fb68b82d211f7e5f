import Foundation
import ChartTestSupport
import Testing
@testable import ChartCore

/// After `appendData` a chart scans only the appended points for extents and sortedness; the
/// results must equal a full scan, and a replacement that only looks like an append must not
/// reuse anything.
@MainActor
struct AppendExtentTests {
    func sameExtent(_ a: PlotGeometry.SeriesExtent, _ b: PlotGeometry.SeriesExtent) -> Bool {
        func eq(_ p: (Double, Double)?, _ q: (Double, Double)?) -> Bool {
            switch (p, q) {
            case let (p?, q?): return p == q
            case (nil, nil): return true
            default: return false
            }
        }
        return eq(a.x, b.x) && eq(a.y, b.y) && eq(a.lo, b.lo) && eq(a.positiveY, b.positiveY)
    }

    @Test func appendedExtentsEqualAFullScan() {
        let xs = (0..<50).map(Double.init), ys = xs.map { sin($0) * 10 }
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: ys), Series(name: "b", y: ys.map { $0 + 1 })]))
        _ = chart.testRender()
        #expect(chart.store.isSorted(0))
        // New points widen both ends; a NaN and a negative value arrive too.
        let x2 = xs + [50, 51, 52], y2 = ys + [-40, .nan, 99]
        chart.appendData(ChartData(series: [Series(name: "a", x: x2, y: y2), Series(name: "b", y: ys.map { $0 + 1 } + [0.5])]))
        _ = chart.testRender()
        let fresh = chart.plotData.series.map { PlotGeometry.SeriesExtent($0) }
        for i in 0..<2 { #expect(sameExtent(chart.store.extents[i], fresh[i]), "series \(i)") }
        #expect(chart.store.extents[0].y! == (-40, 99) && chart.store.extents[0].x! == (0, 52))
        #expect(chart.store.isSorted(0))
    }

    @Test func appendedPointsThatGoBackInXUnsortTheSeries() {
        let xs = (0..<20).map(Double.init)
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: xs)]))
        _ = chart.testRender()
        #expect(chart.store.isSorted(0))
        chart.appendData(ChartData(series: [Series(name: "a", x: xs + [25, 3], y: xs + [1, 2])]))
        _ = chart.testRender()
        #expect(!chart.store.isSorted(0))
        // Starting below the old last x is out of order too, even when the new points ascend.
        let sorted = ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: xs)]))
        _ = sorted.testRender()
        sorted.appendData(ChartData(series: [Series(name: "a", x: xs + [10, 30], y: xs + [1, 2])]))
        _ = sorted.testRender()
        #expect(!sorted.store.isSorted(0))
    }

    @Test func appendingToALowerStackRaisesTheSeriesAbove() {
        var a = Series(name: "a", y: Array(repeating: 1, count: 6)), b = Series(name: "b", y: Array(repeating: 50, count: 20))
        a.stack = "s"; b.stack = "s"
        let chart = ChartView(data: ChartData(series: [a, b]))
        _ = chart.testRender()
        var a2 = a
        a2.y += [100, 100]
        chart.appendData(ChartData(series: [a2, b]))
        _ = chart.testRender()
        #expect(chart.store.extents[1].y!.1 == 150, "b now sits on a's new points: \(String(describing: chart.store.extents[1].y))")
    }

    @Test func aReplacementPassedAsAnAppendIsScannedInFull() {
        let ys = (0..<30).map(Double.init)
        let chart = ChartView(data: ChartData(series: [Series(name: "a", y: ys)]))
        _ = chart.testRender()
        // Same length plus one, but the old points changed: the probe differs, so no reuse.
        chart.appendData(ChartData(series: [Series(name: "a", y: ys.map { $0 * 100 } + [1])]))
        _ = chart.testRender()
        #expect(chart.store.extents[0].y! == (0, 2900))
    }
}
