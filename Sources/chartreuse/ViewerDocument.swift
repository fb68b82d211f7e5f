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
    /// Rows of the file's table that `table` was built from by the last load that showed (nil
    /// after a load that failed to show).
    private var shownRawRows: Int?
    /// Its columns' summaries (computed once per load).
    private(set) var summaries: [ColumnSummary] = []
    /// The workspace shown: its plots, each built from the table.
    private(set) var workspace = ChartSpec()
    /// The workspace was changed by hand (columns clicked or dragged): reloads keep it.
    var edited = false
    /// The plots built from the last table, in workspace order.
    private(set) var built: [BuiltChart] = []
    /// Plots that could not be built, by index, and why (they show empty; the rest are drawn).
    private(set) var failures: [Int: String] = [:]
    /// What the file's reader left out, and why some plots could not be shown (the rest are).
    var problems: [String] { (rawTable?.notes ?? []) + derivedProblems + failures.sorted { $0.key < $1.key }.map(\.value) }
    /// Files opened beside the first (see `ViewerDocument+Sources`).
    var extras: [Extra] = []
    /// x offsets set by dragging, by file name (they override the spec's).
    var draggedOffsets: [String: Double] = [:]
    /// Derived columns added in the window (after the spec's), as `NAME = EXPRESSION`.
    var addedDerived: [String] = []
    /// Why derived columns could not be computed (the rest of the data still shows).
    var derivedProblems: [String] = []
    /// The last table as the file gave it (`table` has the derived columns too).
    var rawTable: DataTable?
    /// Each derived column's values at the last load, by definition (extended when rows are appended).
    var derivedValues: [String: ColumnBuffer] = [:]

    init(path: String, options: Options) {
        self.path = path
        self.options = options
    }

    var displayName: String {
        if isRemote { return ClickHouseURL.shortName(path) }
        let file = path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent
        return databaseTable.map { "\(file):\($0)" } ?? file
    }
    /// The path is a `clickhouse://` URL (which may hold a password: it is never shown).
    var isRemote: Bool { ClickHouseURL.isURL(path) }
    /// What errors name the source by: the path, stdin, or the URL without its password.
    var errorName: String {
        if isRemote { return (try? ClickHouseURL(path, environment: [:], tableOptional: true))?.description ?? "clickhouse URL" }
        return path == "-" ? "stdin" : path
    }
    /// The ClickHouse source shown, once it loaded (its viewports are asked of the server).
    var remote: ClickHouseSource?
    /// Whether the ClickHouse source's rows are all held (then no viewport needs the server).
    var remoteWhole = true
    /// How many rows the ClickHouse source holds (the browser counts these, not the preview's).
    var remoteRowCount = 0

    /// The table shown of a database of several, chosen by the viewer (its others are further sources).
    var databaseTable: String?

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

    /// The workspace for `t`: the one shown when a person edited it (reloads keep their work),
    /// else the spec's plots when it names columns, else the one shown when the table still has
    /// its columns, else the inferred one; with the spec's titles, theme and styles.
    func workspace(for t: DataTable, summaries s: [ColumnSummary]) -> ChartSpec {
        let given = spec
        if edited, let plots = workspace.plots, !plots.isEmpty {
            var w = given.showing(plots)
            w.layout = workspace.layout
            return w
        }
        if given.choosesColumns { return given }
        if let plots = workspace.plots, !plots.isEmpty,
           plots.allSatisfy({ p in ([p.x, p.groupBy].compactMap { $0 } + (p.y ?? [])).allSatisfy { has($0, t) } }) {
            var w = given
            w.plots = plots
            w.layout = workspace.layout ?? given.layout
            return w
        }
        var w = given
        w.plots = WorkspaceInference.infer(t, summaries: s).plots
        // A ClickHouse source: its y columns as lines over its x, a plot each (the first four).
        if let r = remote {
            w.plots = r.y.prefix(4).map { PlotSpec(kind: "line", x: r.x.name, y: [$0.name]) }
        }
        // A spec's own reference lines and notes go on the first plot.
        if let a = given.annotations, w.plots?.isEmpty == false { w.plots![0].annotations = a }
        return w
    }

    /// Whether `column` is the row number, a column of `t`, or `FILE:COLUMN` of an open further file.
    private func has(_ column: String, _ t: DataTable) -> Bool {
        if column == ChartSpec.rowNumber || t.columnIndex(column) != nil { return true }
        guard let (k, c) = split(column) else { return false }
        return extras[k].table.map { $0.columnIndex(c) != nil } ?? true
    }

    /// Builds the plots for a newly parsed table; keeps the previous ones when none builds.
    /// A plot that cannot be built (a column the data no longer has) stays, empty, and is named
    /// in `problems` and its title.
    @discardableResult
    func accept(_ raw: DataTable, appended: Int? = nil) throws -> [BuiltChart] {
        let t = withDerived(raw, appended: appended)
        rawTable = raw
        // After an append, columns still holding their old rows are summarised from there on —
        // when the table shown is the one appended to (a failed load in between leaves an older one).
        let shownRows = shownRawRows
        shownRawRows = nil
        let s: [ColumnSummary]
        if let a = appended, let old = table, shownRows == raw.rowCount - a, summaries.count == old.columns.count {
            s = ColumnSummary.of(t, appendedTo: old, previous: summaries)
        } else {
            s = ColumnSummary.of(t)
        }
        let w = workspace(for: t, summaries: s)
        try show(w, table: t, summaries: s)
        shownRawRows = raw.rowCount
        // Further files that loaded before this one are drawn beside it now.
        for k in extras.indices where !extras[k].overlaid {
            if let et = extras[k].table { try? acceptExtra(et, at: k) }
        }
        return built
    }

    /// Shows workspace `w` over table `t` (after a load, or an edit of the plots). Every plot of
    /// the workspace gets a built chart, so plots and panes keep one index.
    func show(_ w: ChartSpec, table t: DataTable, summaries s: [ColumnSummary]? = nil) throws {
        let name = errorName
        var out: [BuiltChart] = []
        var errors: [Int: String] = [:]
        for (i, ps) in w.plotSpecs.enumerated() {
            do {
                out.append(try buildPlot(ps, primary: t, name: name))
            } catch let e as DataError {
                errors[i] = e.message
                out.append(.empty)
            }
        }
        if errors.count == out.count {
            throw DataError(file: name, message: errors[0] ?? "nothing to plot")
        }
        table = t
        summaries = s ?? summaries
        workspace = w
        built = out
        failures = errors
    }

    /// Rebuilds from the current table (after the spec changed).
    func rebuild() throws -> [BuiltChart]? {
        guard let t = rawTable else { return nil }
        edited = false
        draggedOffsets = [:]   // the spec file's offsets hold again
        return try accept(t)
    }

    /// Replaces the workspace's plots (an edit by hand) and builds them; an edit that leaves a
    /// plot unbuildable is undone and its reason thrown.
    func edit(_ change: (inout [PlotSpec]) -> Void) throws {
        guard let t = table else { return }
        var plots = workspace.spelledOutPlots
        change(&plots)
        // The flags chose the first picture only: an edited workspace stands on its own.
        let w = workspace.showing(plots)
        let saved = (workspace, built, failures, edited)
        try show(w, table: t)
        if failures.count > saved.2.count, let why = failures.first(where: { saved.2[$0.key] == nil })?.value {
            (workspace, built, failures, edited) = saved
            throw DataError(file: displayName, message: why)
        }
        edited = true
    }

    /// Records whether plot `i` follows the others' x (saved with the workspace).
    func setLinked(_ i: Int, _ on: Bool) {
        guard var plots = workspace.plots, i < plots.count else { return }
        plots[i].linked = on ? nil : false
        workspace.plots = plots
        edited = true
    }

    /// Records the plots' shares of the stack (saved with the workspace).
    func setShares(_ shares: [Double]) {
        guard var plots = workspace.plots, shares.count == plots.count else { return }
        let total = shares.reduce(0, +)
        guard total > 0 else { return }
        for i in plots.indices {
            let v = (shares[i] / total * Double(shares.count) * 100).rounded() / 100
            plots[i].size = abs(v - 1) < 0.01 ? nil : v
        }
        workspace.plots = plots
        edited = true
    }

    /// Plot `i`'s reference lines and notes.
    func annotations(ofPlot i: Int) -> [Annotation] {
        let plots = workspace.spelledOutPlots
        guard i < plots.count else { return [] }
        return (plots[i].annotations ?? []).compactMap(\.annotation)
    }

    /// Records plot `i`'s reference lines and notes; false when they were already so.
    @discardableResult
    func setAnnotations(_ marks: [Annotation], ofPlot i: Int) -> Bool {
        var plots = workspace.spelledOutPlots
        guard i < plots.count else { return false }
        let specs = marks.filter(\.isFinite).map(AnnotationSpec.init)
        guard (plots[i].annotations ?? []) != specs else { return false }
        plots[i].annotations = specs.isEmpty ? nil : specs
        workspace = workspace.showing(plots)
        edited = true
        return true
    }

    /// The workspace as a spec file holds it: its plots, with their shares and link states.
    func workspaceSpec() -> ChartSpec {
        var w = workspace.plots == nil ? workspace.showing(workspace.spelledOutPlots) : workspace
        w.derived = derivedDefinitions.isEmpty ? nil : derivedDefinitions
        // The source is named in it (`--spec` alone opens it again): a ClickHouse table's URL without
        // its password, or the file shown when the spec it came from named one.
        if let r = remote { w.source = r.reopening } else if w.source != nil, !isRemote { w.source = path == "-" ? nil : URL(fileURLWithPath: path).path }
        if !draggedOffsets.isEmpty {
            w.offsets = (w.offsets ?? [:]).merging(draggedOffsets) { $1 }.filter { $0.value != 0 }
            if w.offsets?.isEmpty == true { w.offsets = nil }
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
        if let why = failures[i] { return "not shown: \(why)" }
        if i < plots.count, let t = plots[i].title { return t }
        // --title (or the spec's title) names a workspace of one plot.
        if let t = spec.title, built.count == 1 { return t }
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
        if let t = s.theme, Theme.named(t) != nil { chart.theme = options.settings.theme(t) }
        chart.configuration.barOrientation = b.horizontal ? .horizontal : .vertical
        var x = chart.configuration.xAxis, y = chart.configuration.yAxis
        x.title = s.xAxis?.title ?? b.xTitle
        y.title = s.yAxis?.title ?? b.yTitle
        x.timeZone = b.xIsDate ? .current : nil
        // Bars put their values across when horizontal; their categories have no clock.
        let bars = b.data.series.first?.kind == .bar
        x.durations = bars ? b.horizontal && b.yIsDuration : b.xIsDuration
        y.durations = b.yIsDuration && !(bars && b.horizontal)
        x.transform = b.xIsLog ? .log10 : .linear
        x.range = range(s.xAxis)
        y.range = range(s.yAxis)
        let style = options.settings.numberStyle ?? .standard
        x.numberStyle = style
        y.numberStyle = style
        if let g = s.xAxis?.grid { x.showsGrid = g }
        if let g = s.yAxis?.grid { y.showsGrid = g }
        if bars { x.timeZone = nil }
        chart.configuration.xAxis = x
        chart.configuration.yAxis = y
    }

    private func range(_ a: ChartSpec.Axis?) -> ClosedRange<Double>? {
        guard let lo = a?.min, let hi = a?.max, lo < hi else { return nil }
        return lo...hi
    }
}
