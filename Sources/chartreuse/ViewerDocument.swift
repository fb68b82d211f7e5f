import ChartCore
import ChartIO
import Foundation

/// What the viewer shows: a file, the workspace (from flags, a spec file or inference), and the
/// last good data.
final class ViewerDocument {
    var path: String
    let options: Options
    /// The spec file's contents (reloaded when it changes).
    var fileSpec = ChartSpec()
    /// The last table that parsed and built.
    private(set) var table: DataTable?
    /// Its columns' summaries (computed once per load).
    private(set) var summaries: [ColumnSummary] = []
    /// The workspace shown: its plots, each built from the table.
    private(set) var workspace = ChartSpec()
    /// The workspace was changed by hand (columns clicked or dragged): reloads keep it.
    var edited = false
    /// The plots built from the last table, in workspace order.
    private(set) var built: [BuiltChart] = []
    /// Why some plots or columns could not be shown (the rest are).
    private(set) var problems: [String] = []
    /// Files opened beside the first (see `ViewerDocument+Sources`).
    var extras: [Extra] = []

    init(path: String, options: Options) {
        self.path = path
        self.options = options
    }

    var displayName: String { path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent }

    /// The spec: the file's, overridden by flags.
    var spec: ChartSpec {
        var s = fileSpec
        if let x = options.x { s.x = x; s.plots = nil }
        if let y = options.y { s.y = y; s.plots = nil }
        if let g = options.groupBy { s.groupBy = g; s.plots = nil }
        if let t = options.type { s.kind = t; s.plots = nil }
        if let t = options.title { s.title = t }
        if options.themeGiven { s.theme = options.theme }
        if options.follow { s.follow = true }
        if let l = options.layout { s.layout = l }
        return s
    }

    /// Reads the spec file, if there is one.
    func loadSpec() throws {
        if let p = options.specPath { fileSpec = try ChartSpec.load(path: p) }
    }

    /// The workspace for `t`: the spec's plots when it names columns, else the one shown (when the
    /// table still has its columns), else the inferred one, with the spec's titles, theme and styles.
    func workspace(for t: DataTable, summaries s: [ColumnSummary]) -> ChartSpec {
        let given = spec
        if given.choosesColumns { return given }
        if edited || workspace.plots != nil, let plots = workspace.plots, !plots.isEmpty,
           plots.allSatisfy({ p in ([p.x, p.groupBy].compactMap { $0 } + (p.y ?? [])).allSatisfy { has($0, t) } }) {
            var w = given
            w.plots = plots
            w.layout = workspace.layout ?? given.layout
            return w
        }
        var w = given
        w.plots = WorkspaceInference.infer(t, summaries: s).plots
        return w
    }

    /// Whether `column` is the row number, a column of `t`, or `FILE:COLUMN` of an open further file.
    private func has(_ column: String, _ t: DataTable) -> Bool {
        if column == ChartSpec.rowNumber || t.columnIndex(column) != nil { return true }
        guard let (k, c) = split(column) else { return false }
        return extras[k].table.map { $0.columnIndex(c) != nil } ?? true
    }

    /// Builds the plots for a newly parsed table; keeps the previous ones when none builds.
    /// A plot that cannot be built (a column the data no longer has) is named in `problems`.
    @discardableResult
    func accept(_ t: DataTable) throws -> [BuiltChart] {
        let s = ColumnSummary.of(t)
        let w = workspace(for: t, summaries: s)
        try show(w, table: t, summaries: s)
        return built
    }

    /// Shows workspace `w` over table `t` (after a load, or an edit of the plots).
    func show(_ w: ChartSpec, table t: DataTable, summaries s: [ColumnSummary]? = nil) throws {
        let name = path == "-" ? "stdin" : path
        var out: [BuiltChart] = []
        var errors: [String] = []
        var kept: [PlotSpec] = []
        let plots = w.plots ?? [PlotSpec()]
        for (i, ps) in w.plotSpecs.enumerated() {
            do {
                out.append(try buildPlot(ps, primary: t, name: name))
                if i < plots.count { kept.append(plots[i]) }
            } catch let e as DataError {
                errors.append(e.message)
            }
        }
        if out.isEmpty {
            throw DataError(file: name, message: errors.first ?? "nothing to plot")
        }
        table = t
        summaries = s ?? summaries
        var shown = w
        if w.plots != nil { shown.plots = kept }
        workspace = shown
        built = out
        problems = errors
    }

    /// Rebuilds from the current table (after the spec changed).
    func rebuild() throws -> [BuiltChart]? {
        guard let t = table else { return nil }
        edited = false
        return try accept(t)
    }

    /// Replaces the workspace's plots (an edit by hand) and builds them.
    func edit(_ change: (inout [PlotSpec]) -> Void) throws {
        guard let t = table else { return }
        var w = workspace
        var plots = w.plots ?? w.plotSpecs.map { s in
            PlotSpec(kind: s.kind, x: s.x, y: s.y, groupBy: s.groupBy, aggregate: s.aggregate)
        }
        change(&plots)
        w.plots = plots
        // The flags chose the first picture only: an edited workspace stands on its own.
        w.x = nil; w.y = nil; w.kind = nil; w.groupBy = nil; w.aggregate = nil
        edited = true
        try show(w, table: t)
    }

    /// The workspace as a spec file holds it: its plots with their shares of the stack.
    func workspaceSpec(shares: [Double] = [], linked: [Bool?] = []) -> ChartSpec {
        var w = workspace
        if w.plots == nil {
            w.plots = w.plotSpecs.map { PlotSpec(kind: $0.kind, x: $0.x, y: $0.y, groupBy: $0.groupBy, aggregate: $0.aggregate) }
            w.x = nil; w.y = nil; w.kind = nil; w.groupBy = nil; w.aggregate = nil
        }
        for (i, l) in linked.enumerated() where i < (w.plots?.count ?? 0) {
            w.plots![i].linked = l == false ? false : nil
        }
        let total = shares.reduce(0, +)
        if shares.count == w.plots?.count, total > 0, Set(shares).count > 1 {
            for i in shares.indices { w.plots![i].size = (shares[i] / total * Double(shares.count) * 100).rounded() / 100 }
        }
        return w
    }

    /// Arranges the plots vertical (stacked) or horizontal (side by side).
    func setLayout(_ layout: String) {
        workspace.layout = layout == "vertical" ? nil : layout
        edited = true
    }

    /// A title for plot `i`: its own, else its columns.
    func title(ofPlot i: Int) -> String {
        let plots = workspace.plots ?? []
        if i < plots.count, let t = plots[i].title { return t }
        guard i < built.count else { return "" }
        let b = built[i]
        if i < plots.count, let a = plots[i].aggregate, let x = plots[i].x {
            return a == "count" ? "count by \(x)" : "\(b.data.series.map(\.name).joined(separator: ", ")) by \(x)"
        }
        if i < plots.count, let g = plots[i].groupBy, let ys = plots[i].y, !ys.isEmpty {
            return "\(ys.joined(separator: ", ")) by \(g)" + (b.xTitle.map { " vs \($0)" } ?? "")
        }
        let names = b.data.series.count <= 4 ? b.data.series.map(\.name).joined(separator: ", ") : "\(b.data.series.count) series"
        let x = b.xTitle.map { " vs \($0)" } ?? ""
        return names + x
    }

    /// Puts a built plot into `chart`, keeping its zoom, pan and selection.
    /// `appended`: the file only grew, so the chart may extend what it derived from the old data.
    func apply(_ b: BuiltChart, to chart: ChartView, appended: Bool = false) {
        let s = spec
        if appended { chart.appendData(b.data) } else { chart.data = b.data }
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
