import ChartCore
import ChartIO
import Foundation

/// What the viewer shows: a file, the chart spec from flags and spec file, and the last good data.
final class ViewerDocument {
    var path: String
    let options: Options
    /// The spec file's contents (reloaded when it changes).
    var fileSpec = ChartSpec()
    /// The last table that parsed and built.
    private(set) var table: DataTable?
    private(set) var built: BuiltChart?

    init(path: String, options: Options) {
        self.path = path
        self.options = options
    }

    var displayName: String { path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent }

    /// The spec: the file's, overridden by flags.
    var spec: ChartSpec {
        var s = fileSpec
        if let x = options.x { s.x = x }
        if let y = options.y { s.y = y }
        if let g = options.groupBy { s.groupBy = g }
        if let t = options.type { s.kind = t }
        if let t = options.title { s.title = t }
        if options.themeGiven { s.theme = options.theme }
        if options.follow { s.follow = true }
        return s
    }

    /// Reads the spec file, if there is one.
    func loadSpec() throws {
        if let p = options.specPath { fileSpec = try ChartSpec.load(path: p) }
    }

    /// Builds the chart for a newly parsed table; keeps the previous one when it fails.
    @discardableResult
    func accept(_ t: DataTable) throws -> BuiltChart {
        let b = try ChartBuilder.build(t, spec: spec, name: path == "-" ? "stdin" : path)
        table = t
        built = b
        return b
    }

    /// Rebuilds from the current table (after the spec changed).
    func rebuild() throws -> BuiltChart? {
        guard let t = table else { return nil }
        return try accept(t)
    }

    /// Puts the built chart into `chart`, keeping its zoom, pan and selection.
    /// `appended`: the file only grew, so the chart may extend what it derived from the old data.
    func apply(_ b: BuiltChart, to chart: ChartView, appended: Bool = false) {
        let s = spec
        if appended { chart.appendData(b.data) } else { chart.data = b.data }
        chart.title = s.title ?? displayName
        if let t = s.theme.flatMap(Theme.named) { chart.theme = t }
        chart.configuration.barOrientation = b.horizontal ? .horizontal : .vertical
        var x = chart.configuration.xAxis, y = chart.configuration.yAxis
        x.title = s.xAxis?.title ?? b.xTitle
        y.title = s.yAxis?.title ?? b.yTitle
        x.timeZone = b.xIsDate ? .current : nil
        x.range = range(s.xAxis)
        y.range = range(s.yAxis)
        if let g = s.xAxis?.grid { x.showsGrid = g }
        if let g = s.yAxis?.grid { y.showsGrid = g }
        if b.data.series.first?.kind == .bar { x.timeZone = nil }
        chart.configuration.xAxis = x
        chart.configuration.yAxis = y
    }

    private func range(_ a: ChartSpec.Axis?) -> ClosedRange<Double>? {
        guard let lo = a?.min, let hi = a?.max, lo < hi else { return nil }
        return lo...hi
    }
}
