import ChartCore
import Foundation

/// Axis types: discontinuous date-time, log, live date-time, several axes.
extension GalleryPages {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .current

    /// Half-hour candles of two trading weeks (across the March 2024 DST change) and the axis that skips nights and weekends.
    static func tradingData() -> (Series, AxisBreaks) {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = newYork
        let from = cal.date(from: DateComponents(year: 2024, month: 3, day: 4))!.timeIntervalSince1970
        let to = cal.date(from: DateComponents(year: 2024, month: 3, day: 16))!.timeIntervalSince1970
        let breaks = AxisBreaks.tradingSessions(from: from, to: to, open: (9, 30), close: (16, 0), timeZone: newYork)
        var rng = SeededRandom(42)
        var x: [Double] = [], o: [Double] = [], h: [Double] = [], l: [Double] = [], c: [Double] = []
        var price = 180.0
        var day = from
        while day < to {
            let d = Date(timeIntervalSince1970: day)
            let wd = cal.component(.weekday, from: d)
            if (2...6).contains(wd), let open = cal.date(bySettingHour: 9, minute: 30, second: 0, of: d) {
                for k in 0..<13 {
                    let t = open.timeIntervalSince1970 + Double(k) * 1800
                    let first = price
                    let last = first + rng.normal(0.05, 1.1)
                    x.append(t + 900)
                    o.append(first); c.append(last)
                    h.append(max(first, last) + rng.uniform(0.1, 0.9))
                    l.append(min(first, last) - rng.uniform(0.1, 0.9))
                    price = last
                }
            }
            day = cal.date(byAdding: .day, value: 1, to: d)!.timeIntervalSince1970
        }
        return (Series.candlestick(name: "ACME", x: x, open: o, high: h, low: l, close: c), breaks)
    }

    /// Candlesticks on a discontinuous date-time axis: nights and weekends take no space.
    static func candlesticks() -> ChartView {
        let (s, breaks) = tradingData()
        let chart = ChartView(data: ChartData(series: [s]))
        chart.title = "Candlesticks — nights and weekends cut from the date axis (New York time)"
        chart.configuration.xAxis = .dateTime(timeZone: newYork, excluding: breaks)
        chart.configuration.yAxis.title = "USD"
        chart.interaction.zoomY = false
        SelectionTooltip.install(on: chart) { c, e in
            let s = c.data.series[e.selection.series], i = e.selection.index
            return [DateTicks.format(s.xValue(i), resolution: 60, timeZone: newYork),
                    String(format: "O %.2f  H %.2f", s.open?[i] ?? .nan, s.high?[i] ?? .nan),
                    String(format: "L %.2f  C %.2f", s.low?[i] ?? .nan, s.y[i])]
        }
        return chart
    }

    /// OHLC bars on the same axis, hollow rising candles' sibling style.
    static func ohlc() -> ChartView {
        let (c, breaks) = tradingData()
        var s = c
        s.kind = .ohlc
        s.candle.lineWidth = 1.5
        let chart = ChartView(data: ChartData(series: [s]))
        chart.title = "OHLC bars — open tick left, close tick right"
        chart.configuration.xAxis = .dateTime(timeZone: newYork, excluding: breaks)
        chart.viewport = Viewport(x: s.xValue(26)...s.xValue(90))
        return chart
    }

    /// A log axis over six decades, with a zero that it reports instead of drawing.
    static func logAxis() -> ChartView {
        let xs = (0...60).map { Double($0) / 2 }
        let chart = ChartView(data: ChartData(series: [
            Series(name: "2^x", x: xs, y: xs.map { pow(2, $0) }),
            Series(name: "x³", x: xs, y: xs.map { $0 * $0 * $0 }, line: LineStyle(dash: LineStyle.dashPattern)),
            Series(name: "100·x", x: xs, y: xs.map { 100 * $0 }),
        ]))
        chart.title = "Log axis — decades with minor ticks (x = 0 is left out: log 0 has no place)"
        chart.configuration.yAxis = .log(title: "value")
        chart.configuration.xAxis.title = "x"
        if let w = chart.dataWarnings.first { chart.configuration.xAxis.title = "x   ⚠ \(w)" }
        return chart
    }

    static let liveStart = 1_767_268_800.0   // 2026-01-01 12:00 UTC

    /// A date-time axis with data streaming in (five points a second while shown).
    static func liveDates() -> ChartView {
        var rng = SeededRandom(99)
        var v = 50.0
        let ys = (0..<240).map { _ -> Double in v += rng.normal(0, 1); return v }
        let xs = (0..<240).map { liveStart + Double($0) * 0.5 }
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Sensor", x: xs, y: ys, line: LineStyle(color: Color(hex: 0x009E73), width: 2, fill: nil)),
        ]))
        chart.title = "Live date-time axis — data streaming in, the last two minutes in view"
        chart.configuration.xAxis = .dateTime(timeZone: TimeZone(identifier: "UTC")!)
        chart.configuration.yAxis.title = "°C"
        return chart
    }

    /// Appends a point to the live page's series and keeps the newest two minutes in view.
    static func liveTick(_ chart: ChartView, _ n: Int) {
        guard var s = chart.data.series.first, let last = s.x?.last, let lastY = s.y.last else { return }
        var rng = SeededRandom(UInt64(n) &+ 1000)
        s.x?.append(last + 0.5)
        s.y.append(lastY + rng.normal(0, 1))
        if s.count > 5000 { s.x?.removeFirst(1000); s.y.removeFirst(1000) }
        chart.data.series[0] = s
        if chart.viewport.isFit || (chart.viewport.x.map { $0.upperBound >= last - 1 } ?? false) {
            chart.followNewest(span: 120)
        }
    }

    /// Several y axes: each series bound to its own, on both sides.
    static func multipleAxes() -> ChartView {
        let months = (1...12).map(Double.init)
        let temp: [Double] = [2, 3, 7, 11, 15, 18, 21, 20, 16, 11, 6, 3]
        let rain: [Double] = [78, 60, 55, 48, 52, 45, 40, 50, 62, 80, 92, 85]
        let sun: [Double] = [60, 80, 120, 170, 210, 230, 240, 220, 160, 110, 65, 50]
        var rainS = Series(name: "Rain (mm, right)", x: months, y: rain, line: LineStyle(color: Color(hex: 0x0072B2), width: 2, showsDots: true))
        rainS.yAxisIndex = 1
        var sunS = Series(name: "Sunshine (h, far right)", x: months, y: sun, line: LineStyle(color: Color(hex: 0xE69F00), width: 2, dash: [6, 3]))
        sunS.yAxisIndex = 2
        let chart = ChartView(data: ChartData(series: [
            Series(name: "Temperature (°C, left)", x: months, y: temp, line: LineStyle(color: Color(hex: 0xD55E00), width: 2.5)),
            rainS, sunS,
        ]))
        chart.title = "Several y axes — each series bound to one"
        chart.configuration.yAxis.title = "°C"
        chart.configuration.xAxis.title = "month"
        chart.configuration.additionalYAxes = [AxisConfig(title: "mm", showsGrid: false), AxisConfig(title: "hours", showsGrid: false)]
        return chart
    }
}
