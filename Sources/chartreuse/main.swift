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

let document = ViewerDocument(path: path, options: options)
do {
    try document.loadSpec()
} catch {
    fail("\(error)")
}

if let out = options.export {
    do {
        // CHARTREUSE_VERBOSE=1 prints how long each step took.
        let clock = StepClock(enabled: ProcessInfo.processInfo.environment["CHARTREUSE_VERBOSE"] == "1")
        let progress = ProgressBar(label: document.displayName)
        let parsed = try DataLoader.load(path, progress: progress.update)
        progress.finish()
        clock.lap("read \(parsed.rows) rows")
        let built = try document.accept(parsed.table)
        let chart = ChartView()
        chart.theme = Theme.named(options.theme) ?? .light
        document.apply(built, to: chart)
        clock.lap("built the chart")
        try ChartExporter.export(chart, to: out, width: options.width, height: options.height, scale: options.scale)
        clock.lap("rendered and wrote \(out)")
    } catch {
        fail("\(error)")
    }
    exit(0)
}

do {
    let app = try ViewerApp(document: document, options: options)
    if ProcessInfo.processInfo.environment["CHARTREUSE_EXIT_AFTER_FIRST_FRAME"] == "1" {
        // For the benchmark of start-up time: leave once the first frame is on screen.
        app.host.onFramePresented = { _ in _exit(0) }
    }
    app.run()
} catch {
    fail("\(error)")
}
