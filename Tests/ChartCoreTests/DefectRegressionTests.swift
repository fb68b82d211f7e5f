import ChartTestSupport
import Foundation
import Testing
@testable import ChartCore

/// Defects found by trying the viewer as a new user would, each held by a test that failed before its fix.
@MainActor
@Suite struct DefectRegressionTests {
    @Test func hidingEverySeriesKeepsTheRangesLastShown() {
        let day = 86_400.0
        let chart = ChartView(data: ChartData(series: [
            Series(name: "a", x: [1.47e9, 1.47e9 + day, 1.47e9 + 2 * day], y: [10, 30, 20]),
            Series(name: "b", x: [1.47e9, 1.47e9 + day, 1.47e9 + 2 * day], y: [15, 25, 12]),
        ]))
        chart.configuration.xAxis = .dateTime(timeZone: TimeZone(identifier: "UTC")!)
        _ = chart.testRender()
        let shown = chart.visibleRanges
        for i in 0..<2 { chart.data.series[i].isVisible = false }
        _ = chart.testRender()
        #expect(chart.visibleRanges.x == shown.x, "not 1970: \(chart.visibleRanges.x)")
        #expect(chart.visibleRanges.y == shown.y, "not 0–1: \(chart.visibleRanges.y)")
        #expect(chart.geometry.xTicks.count > 1)
        chart.data.series[1].isVisible = true
        _ = chart.testRender()
        #expect(chart.visibleRanges.y.upperBound < shown.y.upperBound, "b alone fits tighter than a and b")
    }
}

@MainActor
@Suite struct KeyboardSelectionInViewTests {
    @Test func tabWhenZoomedStartsAtTheFirstPointInViewAndFollowsTheSelection() {
        let xs = (0..<100).map(Double.init)
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: xs.map { sin($0 / 5) })]))
        _ = chart.testRender()
        chart.viewport = Viewport(x: 40...60)
        _ = chart.testRender()
        chart.handleKey(.tab)
        #expect(chart.selection?.index == 40, "the first point in view, not row 0: \(String(describing: chart.selection))")
        chart.handleKey(.tab, modifiers: .shift)
        chart.handleKey(.tab, modifiers: .shift)
        #expect(chart.selection?.index == 38)
        #expect(chart.viewport.x!.contains(38), "the view panned to keep the selection: \(chart.viewport.x!)")
        #expect(abs((chart.viewport.x!.upperBound - chart.viewport.x!.lowerBound) - 20) < 1e-9, "the zoom is kept")
        chart.selection = nil
        chart.handleKey(.tab, modifiers: .shift)
        #expect(chart.selection.map { chart.viewport.x!.contains(Double($0.index)) } == true, "going back starts at the last point in view")
    }
}

@MainActor
@Suite struct LineClickTests {
    @Test func aClickOnTheLineBetweenPointsSelectsTheNearerPoint() {
        // Two points far apart: the middle of the line is far from both markers.
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 10], y: [0, 10])]))
        let rec = Recorder()
        chart.delegate = rec
        _ = chart.testRender()
        let g = chart.geometry
        let onLine = g.point(x: 3, y: 3)
        let hit = chart.plotFrame.dataHit(at: onLine + Point(0, 4), tolerance: 14)
        #expect(hit?.selection == ChartSelection(series: 0, index: 0), "near the line, nearer the first point")
        #expect(chart.plotFrame.dataHit(at: g.point(x: 8, y: 8), tolerance: 14)?.selection.index == 1)
        #expect(chart.plotFrame.dataHit(at: onLine + Point(0, 60), tolerance: 14) == nil, "far from the line: nothing")
        // A scatter (no line) is hit only at its markers.
        chart.data.series[0].line.interpolation = .none
        _ = chart.testRender()
        #expect(chart.plotFrame.dataHit(at: chart.geometry.point(x: 3, y: 3), tolerance: 14) == nil)
    }
}

@MainActor
@Suite struct DateReadoutTests {
    @Test func valuesReadLikeTheirAxis() {
        let utc = TimeZone(identifier: "UTC")!
        let date = AxisConfig.dateTime(timeZone: utc)
        // (With a local zone other than UTC the readout names UTC: see the next test.)
        #expect(date.text(1_469_554_200, resolution: 60).hasPrefix("2016-07-26 17:30"))
        #expect(date.text(1_469_554_200, resolution: 86_400 * 2) == "2016-07-26")
        #expect(AxisConfig().text(1234.5, resolution: 0.1) == "1234.5")
        var f = AxisConfig()
        f.formatter = { "\(Int($0))%" }
        #expect(f.text(42, resolution: 1) == "42%")
    }

    @Test func aReadoutNamesItsZoneWhenItIsNotTheLocalOne() {
        let t = 1_469_554_200.0
        let when = Date(timeIntervalSince1970: t)
        let other = TimeZone.current.secondsFromGMT(for: when) == 0 ? TimeZone(identifier: "Asia/Tokyo")! : TimeZone(identifier: "UTC")!
        let away = AxisConfig.dateTime(timeZone: other).text(t, resolution: 60)
        #expect(away.hasSuffix(" " + other.abbreviation(for: when)!), "\(away)")
        let home = AxisConfig.dateTime(timeZone: .current).text(t, resolution: 60)
        #expect(!home.contains(" ") || home.split(separator: " ").count == 2, "the local zone goes unsaid: \(home)")
        // Days need no zone.
        #expect(!AxisConfig.dateTime(timeZone: other).text(t, resolution: 86_400 * 2).contains(" "))
    }

    @Test func theCrosshairTagOnADateAxisIsADate() {
        let t0 = 1_469_554_200.0
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: (0..<48).map { t0 + Double($0) * 3600 }, y: (0..<48).map { Double($0 % 7) })]))
        chart.configuration.xAxis = .dateTime(timeZone: TimeZone(identifier: "UTC")!)
        _ = chart.testRender()
        chart.isCrosshairOn = true
        chart.interaction.measuringKeys = true
        chart.handleKey(.character("c"))   // off
        chart.handleKey(.character("c"))   // on, at the plot's centre
        let texts = chart.testRender(vectorOps: true).vectorOps!.compactMap { op -> String? in
            if case .text(let s, _, _, _, _, _, _) = op { return s }
            return nil
        }
        #expect(chart.crosshair != nil)
        #expect(texts.contains { $0.hasPrefix("2016-07-") && $0.contains(":") }, "a date-time tag: \(texts)")
        #expect(!texts.contains { $0.contains("e+09") || $0.hasPrefix("14695") }, "no raw seconds: \(texts)")
    }
}

@MainActor
@Suite struct ZoomAndMomentumLimitTests {
    func chart() -> Driver {
        let xs = (0...100).map(Double.init)
        return Driver(ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: xs.map { 12.5 + sin($0 / 9) })])))
    }

    @Test func zoomingOutStopsAtTenTimesTheData() {
        let d = chart()
        for _ in 0..<80 { d.chart.handleKey(.character("-")) }
        let x = d.chart.viewport.x!
        #expect(x.upperBound - x.lowerBound <= 1000 * (1 + 1e-9), "80 presses of - reached \(x)")
    }

    @Test func zoomingInStopsWhereLabelsStillDiffer() {
        let d = chart()
        for _ in 0..<400 { d.chart.handleKey(.character("+")) }
        let y = d.chart.viewport.y!
        #expect(y.upperBound - y.lowerBound >= 12 * 1e-11 * 0.99, "the y span went down to \(y.upperBound - y.lowerBound)")
    }

    @Test func aHardFlickStopsAtTheDataEdge() {
        let d = chart()
        d.chart.zoom(by: 4, about: d.chart.geometry.plot.center, xOnly: true)
        d.render()
        // A fast drag to the left: momentum would carry the view far past x = 100.
        let c = d.chart.geometry.plot.center
        d.down(c)
        for k in 1...6 { d.move(Point(c.x - Double(k) * 60, c.y), dt: 0.01) }
        d.up(Point(c.x - 360, c.y))
        for _ in 0..<300 { d.advance(1.0 / 60); d.render() }
        let x = d.chart.viewport.x!
        let span = x.upperBound - x.lowerBound
        #expect(x.lowerBound <= 100 - span / 2 + 1e-9, "half the view still shows data: \(x)")
        #expect(d.chart.momentum == nil, "momentum stopped")
    }
}

@MainActor
@Suite struct FitYTests {
    @Test func yFitsTheRowsInView() {
        // A slow rise with a spike early on: the view on the last rows should not keep the spike's range.
        let n = 20_000
        let xs = (0..<n).map(Double.init)
        var ys = xs.map { $0 / 1000 }
        ys[100] = 500
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: ys)]))
        _ = chart.testRender()
        chart.viewport = Viewport(x: 19_000...19_999)
        _ = chart.testRender()
        #expect(chart.visibleYExtent() == 19...19.999)
        #expect(chart.fitYToVisible())
        let y = chart.viewport.y!
        #expect(y.lowerBound < 19 && y.upperBound > 19.999 && y.upperBound < 21, "\(y)")
        chart.viewport = Viewport(x: 50_000...60_000)
        #expect(chart.visibleYExtent() == nil && !chart.fitYToVisible())
    }
}

@MainActor
@Suite struct SmallWindowTests {
    func chart() -> ChartView {
        let xs = (0..<50).map(Double.init)
        let c = ChartView(data: ChartData(series: [
            Series(name: "temperature", x: xs, y: xs.map { -13 + $0 * 2.3 }),
            Series(name: "humidity", x: xs, y: xs.map { 60 + sin($0) * 10 }),
        ]))
        c.title = "A title"
        c.configuration.xAxis.title = "day"
        c.footer.addChild(LabelView(id: "status", text: "status line"))
        return c
    }

    @Test func theLegendThenTheTitleGiveWaySoThePlotKeepsItsRoom() {
        let c = chart()
        _ = c.testRender(200, 120)
        #expect(c.geometry.plot.height >= 120 * 0.4, "plot \(c.geometry.plot)")
        #expect(c.legendView.isHidden)
        _ = c.testRender(800, 500)
        #expect(!c.legendView.isHidden && !c.titleView.isHidden && !c.footer.isHidden, "everything is back at 800×500")
        // Ticks follow the data at every size.
        for (w, h) in [(300.0, 200.0), (200, 120), (800, 500)] {
            _ = c.testRender(w, h)
            let y = c.visibleRanges.y
            #expect(y.lowerBound <= -13 && y.upperBound >= 99.7 && y.upperBound - y.lowerBound <= 2 * 112.7, "\(w)×\(h): y \(y)")
        }
    }
}

@MainActor
@Suite struct TimeSeriesNavigationTests {
    func series() -> Driver {
        let xs = (0..<2000).map(Double.init)
        return Driver(ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: xs.map { $0 < 1000 ? $0 / 100 : 10 + sin($0) })])))
    }

    @Test func theWheelZoomsXOnATimeSeriesShiftYAndCtrlBoth() {
        let d = series()
        let y0 = d.yr, x0 = d.xr
        d.wheel(2, at: d.plot.center)
        #expect(d.yr == y0 && d.xr.upperBound - d.xr.lowerBound < x0.upperBound - x0.lowerBound, "plain wheel: x only")
        d.advance(1); d.chart.resetZoom()
        d.wheel(2, at: d.plot.center, [.shift])
        #expect(d.xr == x0 && d.yr.upperBound - d.yr.lowerBound < y0.upperBound - y0.lowerBound, "shift: y only")
        d.advance(1); d.chart.resetZoom()
        d.wheel(2, at: d.plot.center, [.control])
        #expect(d.xr != x0 && d.yr != y0, "ctrl: both")
        d.advance(1); d.chart.resetZoom()
        d.chart.interaction.timeSeriesWheel = false
        d.wheel(2, at: d.plot.center)
        #expect(d.xr != x0 && d.yr != y0, "turned off: both")
    }

    @Test func aBarChartsWheelZoomsBoth() {
        let d = Driver(ChartView(data: ChartData(series: [Series(name: "b", kind: .bar, y: [3, 5, 2, 8])], categories: ["a", "b", "c", "d"])))
        let y0 = d.yr
        d.wheel(2, at: d.plot.center)
        #expect(d.yr != y0)
    }

    @Test func yFitsTheViewAfterEveryXChangeWhenAsked() {
        let d = series()
        d.chart.autoFitsY = true
        d.chart.viewport = Viewport(x: 1200...1800)
        d.chart.handleKey(.right)   // any step of the viewport refits y
        d.render()
        let y = d.yr
        #expect(y.lowerBound > 8.5 && y.upperBound < 11.5, "y fits 10 ± 1 in view, not 0…11: \(y)")
        // A y-only step keeps the y it set: Shift+wheel zooms y, Up pans it.
        let fitted = d.yr
        d.wheel(2, at: d.plot.center, [.shift])
        d.advance(1)
        #expect(d.yr != fitted && d.yr.upperBound - d.yr.lowerBound < fitted.upperBound - fitted.lowerBound, "shift+wheel zoomed y")
        let zoomed = d.yr
        d.chart.handleKey(.up)
        #expect(d.yr != zoomed && abs((d.yr.upperBound - d.yr.lowerBound) - (zoomed.upperBound - zoomed.lowerBound)) < 1e-9, "Up panned y")
        d.chart.autoFitsY = false
        d.chart.viewport = Viewport(x: 1200...1800, y: 0...20)
        d.chart.handleKey(.right)
        #expect(d.yr == 0...20, "off: y stays")
    }
}
