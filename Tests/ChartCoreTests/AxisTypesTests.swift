import Foundation
import ChartTestSupport
import Testing
@testable import ChartCore

/// Log and discontinuous axes inside a chart: mapping, ranges, warnings, pan and zoom.
@MainActor
struct AxisTypesTests {
    @Test func logAxisSpansDecadesAndReportsNonPositiveValues() {
        let chart = ChartView(data: ChartData(series: [Series(name: "v", x: [0, 1, 2, 3, 4], y: [0, -5, 10, 1000, 1e5])]))
        chart.configuration.yAxis = .log()
        _ = chart.testRender()
        let y = chart.geometry.y
        #expect(y.transform.isLog)
        // The padded range is rounded out to whole decades.
        let lo = min(y.d0, y.d1), hi = max(y.d0, y.d1)
        #expect(lo <= 10 && hi >= 1e5)
        #expect(log10(lo) == log10(lo).rounded() && log10(hi) == log10(hi).rounded())
        // Decades take equal lengths.
        #expect(abs((y.map(10) - y.map(100)) - (y.map(1000) - y.map(10_000))) < 1e-9)
        #expect(chart.dataWarnings == ["“v” has 2 values ≤ 0, which a log axis cannot show; left out"])
        #expect(chart.plotData.series[0].y[0].isNaN && chart.plotData.series[0].y[1].isNaN)
        let majors = chart.geometry.yTicks.map(\.value)
        #expect(majors.count >= 3 && majors.allSatisfy { log10($0) == log10($0).rounded() })
        #expect(chart.geometry.yTicks.map(\.label).contains("100"))
        #expect(!chart.geometry.yMinorTicks.isEmpty)
        // Zooming and panning stay positive, in decades.
        for _ in 0..<50 { chart.zoom(by: 0.5, about: chart.geometry.plot.center, yOnly: true); _ = chart.testRender() }
        let z = chart.geometry.y
        #expect(min(z.d0, z.d1) > 0 && z.d0.isFinite && z.d1.isFinite)
        chart.resetZoom()
        _ = chart.testRender()
        chart.pan(by: Point(0, 100))
        _ = chart.testRender()
        let p = chart.geometry.y
        #expect(abs(log10(p.d1 / p.d0) - log10(hi / lo)) < 1e-9)
    }

    @Test func valuePixelValueRoundTripsOnADiscontinuousAxis() {
        let breaks = AxisBreaks([10...20, 30...45, 60...61])
        let chart = ChartView(data: ChartData(series: [Series(name: "v", x: [0, 25, 50, 70], y: [1, 2, 3, 4])]))
        chart.configuration.xAxis.transform = .breaks(breaks)
        _ = chart.testRender()
        let x = chart.geometry.x
        // Every value outside the gaps except their upper ends (which share the gap's position with the lower end).
        for v in stride(from: 0.0, through: 70, by: 0.25) where !breaks.excludes(v) && ![20.0, 45, 61].contains(v) {
            #expect(abs(x.invert(x.map(v)) - v) < 1e-9, "\(v)")
        }
        // A value inside an excluded range sits on the gap, and reads back as the range's start.
        #expect(abs(x.map(15) - x.map(10)) < 1e-9 && abs(x.map(20) - x.map(10)) < 1e-9)
        #expect(abs(x.invert(x.map(35)) - 30) < 1e-9)
        // The gaps take no width: 0…70 with 26 cut out is 44 units wide.
        let perUnit = (x.map(9) - x.map(0)) / 9
        #expect(abs((x.map(70) - x.map(0)) - 44 * perUnit) < 1e-6)
    }

    @Test func panningAcrossGapsIsEvenAndReversible() {
        let breaks = AxisBreaks(stride(from: 10.0, to: 1000, by: 20).map { $0...($0 + 10) })
        let xs = stride(from: 0.0, to: 1000, by: 0.5).filter { !breaks.excludes($0) }
        let chart = ChartView(data: ChartData(series: [Series(name: "v", x: xs, y: xs.map { sin($0) })]))
        chart.configuration.xAxis.transform = .breaks(breaks)
        _ = chart.testRender()
        chart.zoom(by: 8, about: chart.geometry.plot.center, xOnly: true)
        _ = chart.testRender()
        let start = chart.geometry.x
        let (t0, t1) = start.transformedDomain
        for _ in 0..<37 { chart.pan(by: Point(13, 0)); _ = chart.testRender() }
        let mid = chart.geometry.x.transformedDomain
        // Each pixel moves the same collapsed distance, gaps or not.
        #expect(abs((mid.1 - mid.0) - (t1 - t0)) < 1e-6)
        for _ in 0..<37 { chart.pan(by: Point(-13, 0)); _ = chart.testRender() }
        let back = chart.geometry.x.transformedDomain
        #expect(abs(back.0 - t0) < 1e-6 && abs(back.1 - t1) < 1e-6)
        // Ticks never sit inside a gap.
        #expect(chart.geometry.xTicks.allSatisfy { !breaks.excludes($0.value) })
    }

    @Test func tradingAxisLabelsEachSessionDay() throws {
        let ny = try #require(TimeZone(identifier: "America/New_York"))
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = ny
        let from = cal.date(from: DateComponents(year: 2024, month: 3, day: 4))!.timeIntervalSince1970
        let to = cal.date(from: DateComponents(year: 2024, month: 3, day: 16))!.timeIntervalSince1970
        let breaks = AxisBreaks.tradingSessions(from: from, to: to, open: (9, 30), close: (16, 0), timeZone: ny)
        let xs = stride(from: from, to: to, by: 1800).filter { !breaks.excludes($0) }
        let chart = ChartView(data: ChartData(series: [Series(name: "p", x: xs, y: xs.map { _ in 1 })]))
        chart.configuration.xAxis = .dateTime(timeZone: ny, excluding: breaks)
        _ = chart.testRender(1000, 500)
        let labels = chart.geometry.xTicks.map(\.label)
        #expect(labels.contains("Mar 8") && labels.contains("Mar 11"))
        #expect(!labels.contains("Mar 9") && !labels.contains("Mar 10"))   // the weekend is cut out
    }
}
