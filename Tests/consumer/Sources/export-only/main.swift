import ChartCore
import ChartExport
import Foundation

// Monthly rainfall as bars, written to the PNG named on the command line.
let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
let chart = ChartView(data: ChartData(series: [Series(name: "rain", kind: .bar, y: [78, 61, 55, 43, 36, 19])], categories: months))
chart.title = "Rainfall"
chart.configuration.yAxis.title = "mm"
// The app's own Color (AppTypes.swift) names the series; the library's is reached by its module.
chart.data.series[0].bar.colors = [ChartCore.Color(hex: 0x3B82F6)]
chart.data.series[0].name = appColors[1].name
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "rain.png"
do {
    try ChartImage.write(chart, to: path, width: 640, height: 400)
    print("wrote \(path)")
} catch {
    FileHandle.standardError.write(Data("export-only: \(error)\n".utf8))
    exit(1)
}
