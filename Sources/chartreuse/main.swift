import ChartCore
import ChartIO
import ChartSDL
import Foundation

/// Prints one line to stderr and exits with `code`.
func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write("chartreuse: \(message)\n".data(using: .utf8)!)
    exit(code)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", code: 2)
}
if options.showHelp {
    print(Options.usage)
    exit(0)
}

let path: String
if let f = options.file {
    path = f
} else if let dir = AssetLocator.assetsDirectory() {
    path = dir.appendingPathComponent("Samples/sample.csv").path
} else {
    fail("no FILE given and the bundled sample was not found")
}

if options.export == nil && !WindowHost.displayAvailable {
    fail("no display (neither DISPLAY nor WAYLAND_DISPLAY is set); use --export OUT.png to render without one")
}

let chart: ChartView
do {
    let table = try CSVReader.read(path: path)
    chart = ChartView(data: try ChartBuilder.chartData(for: table, name: path))
    chart.title = options.title ?? URL(fileURLWithPath: path).lastPathComponent
    chart.theme = Theme.named(options.theme) ?? .light
    if let first = table.columns.first, chart.data.series.first?.x != nil { chart.xAxis.title = first.name }
} catch {
    fail("\(error)")
}

if let out = options.export {
    do {
        let r = try OffscreenRenderer(width: options.width, height: options.height, scale: options.scale)
        r.render(chart)
        try r.savePNG(to: out)
    } catch {
        fail("\(error)")
    }
    exit(0)
}

do {
    let host = try WindowHost(title: "\(URL(fileURLWithPath: path).lastPathComponent) — Chartreuse", width: 1100, height: 680)
    let controller = ViewerController(chart: chart, logEvents: options.logEvents)
    host.chart = chart
    if ProcessInfo.processInfo.environment["CHARTREUSE_VERBOSE"] == "1" {
        FileHandle.standardError.write("chartreuse: renderer \(host.rendererDescription), scale \(host.scale)\n".data(using: .utf8)!)
    }
    host.onKey = { key, _ in
        if key == .character("t") {
            chart.theme = chart.theme.name == "light" ? .dark : .light
            return true
        }
        return false
    }
    withExtendedLifetime(controller) { host.run() }
} catch {
    fail("\(error)")
}
