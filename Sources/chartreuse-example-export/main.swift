import ChartCore
import ChartExport
import Foundation

// A chart drawn without a window: a scatter and its trend line written as PNG (and SVG) into the
// working directory. No display is needed, and no SDL: the program links ChartExport alone.

let hours: [Double] = Array(0..<24).map(Double.init)
let load = hours.map { h in 40 + 25 * sin((h - 9) / 24 * 2 * .pi) + (h.truncatingRemainder(dividingBy: 5) - 2) * 3 }
let trend = hours.map { h in 40 + 25 * sin((h - 9) / 24 * 2 * .pi) }

let chart = ChartView(data: ChartData(series: [
    Series.scatter(name: "measured", x: hours, y: load),
    Series(name: "trend", x: hours, y: trend, line: LineStyle(width: 2, smoothed: true)),
]))
chart.title = "Load through the day"
chart.configuration.xAxis.title = "hour"
chart.configuration.yAxis.title = "load (%)"

do {
    for name in ["load.png", "load.svg"] {
        try ChartImage.write(chart, to: name, width: 800, height: 500)
        print("wrote \(name)")
    }
} catch {
    FileHandle.standardError.write(Data("chartreuse-example-export: \(error)\n".utf8))
    exit(1)
}
