import ChartCore
import ChartSDL
import Foundation

// A line chart in a window, JBChartView style: a data source gives the lines and their values,
// the header shows the title and the legend, the footer a hint, and a delegate hears what the
// person does — each tap, pan and zoom is printed as one line.

/// A week of noon temperatures in two cities: the chart's data source and its delegate.
final class Temperatures: LineChartDataSource, ChartViewDelegate {
    let cities = ["Lisbon", "Oslo"]
    let noon: [[Double]] = [[14, 15, 17, 16, 18, 19, 21], [2, 1, 4, 3, 5, 6, 4]]

    func numberOfLines(in chart: ChartView) -> Int { cities.count }
    func chartView(_ chart: ChartView, numberOfValuesInLine line: Int) -> Int { noon[line].count }
    func chartView(_ chart: ChartView, valueAt index: Int, inLine line: Int) -> Double { noon[line][index] }
    func chartView(_ chart: ChartView, nameForLine line: Int) -> String? { cities[line] }

    func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {
        say("tap \(cities[event.selection.series]) at x \(event.selection.index): \(event.y) °C")
    }

    func chartViewDidDeselect(_ chart: ChartView) { say("deselect") }

    func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {
        // Once a pan or zoom has settled, not at every frame.
        guard event.phase == .ended else { return }
        say("\(event.kind) to x \(String(format: "%.2f", event.x.lowerBound))–\(String(format: "%.2f", event.x.upperBound))")
    }

    func chartViewDidResetZoom(_ chart: ChartView) { say("reset") }

    /// One line on stdout, written at once.
    func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
}

let temperatures = Temperatures()
let chart = ChartView()
chart.lineDataSource = temperatures
chart.delegate = temperatures
chart.title = "Noon temperature"
chart.configuration.yAxis.title = "°C"
chart.configuration.xAxis.title = "day of the week (0: Monday)"
chart.footer.addChild(LabelView(text: "click a point · drag to pan · wheel to zoom · double-click resets · q quits"))
chart.reloadData()

let host = try WindowHost(title: "Noon temperature", width: 720, height: 460)
host.root = chart
chart.onUnhandledInput = { event in
    if case .key(.character("q"), _, _) = event { host.stop(); return true }
    return false
}
host.run()
