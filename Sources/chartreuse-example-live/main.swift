import ChartCore
import ChartSDL
import Foundation

// A bar chart fed from background work: once a second a detached task makes new values (a real
// app would fetch them) and hands them to the chart on the main actor, while the window's loop
// runs. Each update applied prints `update N`.

/// Bars for the five days, from background work.
struct Readings: Sendable {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    let values: [Double]

    /// Slow to make, so made off the main thread (here a little arithmetic).
    static func fetch(_ n: Int) -> Readings {
        Readings(values: (0..<5).map { d in 10 + 8 * sin(Double(n) * 0.7 + Double(d)) })
    }
}

let chart = ChartView(data: ChartData(series: []))
chart.title = "Live readings"
chart.configuration.yAxis.title = "value"

/// Shows `r` (on the main actor: the chart belongs to it).
@MainActor func show(_ r: Readings, update n: Int) {
    chart.data = ChartData(series: [Series(name: "reading", kind: .bar, y: r.values)], categories: r.days)
    // Written at once (print would hold it in a buffer when stdout is a file or a pipe).
    FileHandle.standardOutput.write(Data("update \(n)\n".utf8))
}

let host = try WindowHost(title: "Live readings", width: 640, height: 400)
host.root = chart
let interval = Double(ProcessInfo.processInfo.environment["EXAMPLE_INTERVAL"] ?? "") ?? 1
Task.detached {
    for n in 1... {
        let r = Readings.fetch(n)
        await show(r, update: n)
        try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
    }
}
host.run()
