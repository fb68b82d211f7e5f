import ChartCore
import ChartClickHouse
import ChartIO
import ChartSpecs
import Foundation

/// What the viewer shows: a file, the workspace (from flags, a spec file or inference, then
/// edited by actions) and the last good data. The workspace store is the one owner of the plots,
/// their layout, theme, derived columns and offsets; built charts are kept by plot identity.
public final class WorkspaceDocument {
    /// The file (or `-`, or a `clickhouse://` URL) shown.
    public var path: String
    /// What the command line said.
    public let options: WorkspaceOptions
    /// The spec file's contents (reloaded when it changes).
    public var fileSpec = ChartSpec()
    /// The last table that parsed and built.
    public private(set) var table: DataTable?
    /// Rows of the file's table that `table` was built from by the last load that showed (nil
    /// after a load that failed to show).
    private var shownRawRows: Int?
    /// Its columns' summaries (computed once per load).
    public private(set) var summaries: [ColumnSummary] = []
    /// The workspace and its undo history.
    public private(set) var store = WorkspaceStore()
    /// The plots built from the last table, by plot.
    private var builtByID: [PlotID: BuiltChart] = [:]
    /// Plots that could not be built, and why (they show empty; the rest are drawn).
    private var failuresByID: [PlotID: String] = [:]
    /// Which build of each plot is current (views apply a plot's data again only when it changes).
    private var generations: [PlotID: Int] = [:]
    private var builds = 0
    /// What the file's reader left out, and why some plots could not be shown (the rest are).
    public var problems: [String] {
        specWarnings + (rawTable?.notes ?? []) + derivedProblems + (filterProblem.map { ["\($0) — showing every row"] } ?? []) + selectionProblems + failures.sorted { $0.key < $1.key }.map(\.value)
    }
    /// Why the selection cannot be read, when it cannot (nothing is then picked out).
    private var selectionProblems: [String] {
        guard case .failure(let p)? = selectedRows else { return [] }
        return ["\(p.message) — nothing is selected"]
    }
    /// Keys of the spec file the viewer does not know, and ignores (one line each, naming its line).
    public private(set) var specWarnings: [String] = []
    /// Files opened beside the first (see `WorkspaceDocument+Sources`).
    public var extras: [Extra] = []
    /// Why derived columns could not be computed (the rest of the data still shows).
    public var derivedProblems: [String] = []
    /// The last table as the file gave it (`table` has the derived columns too).
    public var rawTable: DataTable?
    /// Each derived column's values at the last load, by definition (extended when rows are appended).
    public var derivedValues: [String: ColumnBuffer] = [:]
    /// The rows of `table` the workspace's filter keeps (nil: every row is shown).
    public private(set) var keptRows: [Int]?
    /// `table`'s rows the plots show: those the filter keeps (all without one).
    public private(set) var shownTable: DataTable?
    /// Counts the tables taken (a load, derived columns computed again): with the filter, what
    /// names `shownTable` without comparing its rows.
    private(set) var tableVersion = 0
    /// Why the workspace's filter could not be read (every row is shown, and `problems` says so), if it could not.
    public private(set) var filterProblem: String?
    /// The last filter computed (see `WorkspaceDocument+Filter`).
    var filterCache: FilterCache?
    /// The last selection computed (see `WorkspaceDocument+Selection`).
    var selectionCache: SelectionCache?

    /// The workspace now.
    public var model: Workspace { store.value }
    /// The workspace as a spec (what the plots are built from).
    public var workspace: ChartSpec { store.value.spec }
    /// The workspace was changed by hand (columns clicked or dragged): reloads keep it.
    public var edited: Bool { store.value.edited }
    /// The plots built from the last table, in workspace order, their hidden series hidden.
    public var built: [BuiltChart] {
        store.value.plots.map { p in
            var b = builtByID[p.id] ?? .empty
            if let hidden = p.spec.hidden, !hidden.isEmpty { b.data = b.data.hiding(Set(hidden)) }
            return b
        }
    }

    /// Plots that could not be built, by index.
    public var failures: [Int: String] {
        var out: [Int: String] = [:]
        for (i, id) in store.value.ids.enumerated() { out[i] = failuresByID[id] }
        return out
    }
    /// x offsets set by dragging, by file name (they override the spec's).
    public var draggedOffsets: [String: Double] { store.value.offsets }
    /// Derived columns added in the window (after the spec's), as `NAME = EXPRESSION`.
    public var addedDerived: [String] { store.value.derived }

    /// A document of the file (or URL, or `-`) at `path`, nothing loaded yet.
    public init(path: String, options: WorkspaceOptions) {
        self.path = path
        self.options = options
    }

    /// The source's name in titles and messages: the file's name, `stdin`, `FILE:TABLE`, a URL's table.
    public var displayName: String {
        if isRemote { return ClickHouseURL.shortName(path) }
        let file = path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent
        return databaseTable.map { "\(file):\($0)" } ?? file
    }
    /// The path is a `clickhouse://` URL (which may hold a password: it is never shown).
    public var isRemote: Bool { ClickHouseURL.isURL(path) }
    /// What errors name the source by: the path, stdin, or the URL without its password.
    public var errorName: String {
        if isRemote { return (try? ClickHouseURL(path, environment: [:], tableOptional: true))?.description ?? "clickhouse URL" }
        return path == "-" ? "stdin" : path
    }
    /// The ClickHouse source shown, once it loaded (its viewports are asked of the server).
    public var remote: ClickHouseSource?
    /// Whether the ClickHouse source's rows are all held (then no viewport needs the server).
    public var remoteWhole = true
    /// How many rows the ClickHouse source holds (the browser counts these, not the preview's).
    public var remoteRowCount = 0

    /// The path is the bundled sample, opened for want of a file (it never joins the recent files).
    public var isSample = false

    /// The table shown of a database of several, chosen by the viewer (its others are further sources).
    public var databaseTable: String?

    /// The spec: the file's, overridden by flags.
    public var spec: ChartSpec {
        var s = fileSpec
        if let x = options.x { s.x = x; s.plots = nil }
        if let y = options.y { s.y = y; s.plots = nil }
        if let g = options.groupBy { s.groupBy = g; s.plots = nil }
        if let t = options.kind { s.kind = t; s.plots = nil }
        if let t = options.title { s.title = t }
        if let t = options.theme { s.theme = t }
        if options.follow { s.follow = true }
        if let l = options.layout { s.layout = l }
        if let f = options.filter { s.filter = f }
        return s
    }

    /// Reads the spec file, if there is one, and notes what in it the viewer ignores.
    public func loadSpec() throws {
        guard let p = options.specPath else { return }
        fileSpec = try ChartSpec.load(path: p)
        specWarnings = ChartSpec.warnings(path: p)
    }

    /// The workspace for `t`: the one shown when a person edited it (reloads keep their work),
    /// else the spec's plots when it names columns, else the one shown when the table still has
    /// its columns, else the inferred one; with the spec's titles, theme and styles.
    /// `ignoringEdits`: the spec file changed, and says afresh what to show.
    public func workspace(for t: DataTable, summaries s: [ColumnSummary], ignoringEdits: Bool = false) -> ChartSpec {
        let given = spec
        if edited, !ignoringEdits, let plots = workspace.plots, !plots.isEmpty {
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
        // A layout chosen before the data came stays.
        w.layout = workspace.layout ?? given.layout
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
    public func accept(_ raw: DataTable, appended: Int? = nil) throws -> [BuiltChart] {
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
        try show(model.replaced(by: w, edited: edited), table: t, summaries: s)
        shownRawRows = raw.rowCount
        // Further files that loaded before this one are drawn beside it now.
        for k in extras.indices where !extras[k].overlaid {
            if let et = extras[k].table { try? acceptExtra(et, at: k) }
        }
        return built
    }

    /// Shows workspace `next` over table `t` (after a load): every plot is built; a plot that
    /// cannot be shown stays, empty, with its reason. Throws when no plot builds (the last good
    /// data stays).
    public func show(_ next: Workspace, table t: DataTable, summaries s: [ColumnSummary]? = nil) throws {
        let f = filtered(t, by: next, version: tableVersion + 1)
        let (out, errors) = build(next, table: f.table, kept: f.kept)
        if errors.count == next.plots.count {
            // The filter's rows were counted for a table not taken.
            filterCache = nil
            throw DataError(file: errorName, message: next.ids.first.flatMap { errors[$0] } ?? "nothing to plot")
        }
        table = t
        tableVersion += 1
        keptRows = f.kept
        shownTable = f.table
        filterProblem = f.problem
        summaries = s ?? summaries
        store.replace(with: next)
        builtByID = out
        failuresByID = errors
        for id in next.ids { renew(id) }
    }

    /// Plot `id`'s build now (a view that showed this one need not apply it again).
    public func generation(of id: PlotID) -> Int { generations[id] ?? 0 }

    private func renew(_ id: PlotID) {
        builds += 1
        generations[id] = builds
    }

    /// Builds the plots of `w` over `t` (those in `only`, else all): each one's chart, or why it
    /// cannot be shown.
    private func build(_ w: Workspace, only: Set<PlotID>? = nil, table t: DataTable, kept: [Int]?) -> ([PlotID: BuiltChart], [PlotID: String]) {
        let name = errorName
        var out: [PlotID: BuiltChart] = [:]
        var errors: [PlotID: String] = [:]
        // The builder reads one-plot specs: each plot's fields over the workspace's.
        for (id, ps) in zip(w.ids, w.spec.plotSpecs) where only?.contains(id) ?? true {
            do {
                var b = try buildPlot(ps, primary: t, name: name)
                if let kept { Self.mapRows(&b, through: kept, rowX: ps.x == ChartSpec.rowNumber) }
                out[id] = b
            } catch let e as DataError {
                errors[id] = e.message
                out[id] = .empty
            } catch {
                errors[id] = "\(error)"
                out[id] = .empty
            }
        }
        return (out, errors)
    }

    /// Rebuilds from the last table the file gave (after the spec file changed): the spec's plots
    /// replace the workspace's, with its derived columns and offsets (the window's edits give way,
    /// and the undo history starts afresh when the plots changed). Also after a spec that showed
    /// nothing was mended.
    public func rebuild() throws -> [BuiltChart]? {
        guard let raw = rawTable else { return nil }
        let t = withDerived(raw)
        let s = ColumnSummary.of(t)
        let w = workspace(for: t, summaries: s, ignoringEdits: true)
        try show(model.reloaded(from: w), table: t, summaries: s)
        return built
    }

    /// Applies a person's action: the plots it touched are built again (all of them when it
    /// changed the data), the rest kept. An action that leaves a plot unbuildable is undone and
    /// its reason thrown. Returns what changed.
    @discardableResult
    public func perform(_ action: WorkspaceAction, strict: Bool = true, merging: Bool = false) throws -> WorkspaceChange {
        let saved = (store, builtByID, failuresByID, table, summaries, derivedValues, derivedProblems, keptRows, shownTable, filterProblem, tableVersion)
        let before = model
        let change = store.perform(action, merging: merging)
        guard !change.isEmpty else { return change }
        do {
            try follow(change, from: before, strict: strict)
        } catch {
            (store, builtByID, failuresByID, table, summaries, derivedValues, derivedProblems, keptRows, shownTable, filterProblem, tableVersion) = saved
            throw error
        }
        return change
    }

    /// Undoes the last action; nil when there is none.
    public func undo() -> (change: WorkspaceChange, label: String)? { step { $0.undo() } }

    /// Redoes the last action undone; nil when there is none.
    public func redo() -> (change: WorkspaceChange, label: String)? { step { $0.redo() } }

    private func step(_ move: (inout WorkspaceStore) -> (change: WorkspaceChange, label: String)?) -> (change: WorkspaceChange, label: String)? {
        let before = model
        guard let r = move(&store) else { return nil }
        // What was shown before may not build from today's data: it shows empty, with its reason.
        try? follow(r.change, from: before, strict: false)
        return r
    }

    /// Builds what `change` touched; with `strict`, a plot that built before and no longer does
    /// is an error.
    private func follow(_ change: WorkspaceChange, from before: Workspace, strict: Bool) throws {
        guard let raw = rawTable, var t = table else { return }
        let problemsBefore = derivedProblems
        if change.data && (before.derived != model.derived || before.base != model.base
            || extras.indices.contains(where: { derivedReads(extra: $0) })) {
            t = withDerived(raw)
            summaries = ColumnSummary.of(t)
            table = t
            tableVersion += 1
            if strict, let why = derivedProblems.first(where: { !problemsBefore.contains($0) }) { throw DataError(file: displayName, message: why) }
        }
        let f = filtered(t, by: model, version: tableVersion)
        // A filter typed in the window that cannot be read changes nothing: its mistake is said.
        if strict, let why = f.problem, model.spec.filter != before.spec.filter {
            throw DataError(file: displayName, message: why)
        }
        // So is a selection typed or brushed that cannot be read.
        if strict, change.selection, case .failure(let p)? = selectedRows { throw DataError(file: displayName, message: p.message) }
        keptRows = f.kept
        shownTable = f.table
        filterProblem = f.problem
        let ids = Set(change.plotsToBuild(in: model))
        let (out, errors) = build(model, only: ids, table: f.table, kept: f.kept)
        for id in change.removed {
            builtByID[id] = nil
            failuresByID[id] = nil
            generations[id] = nil
        }
        // A filter keeping few rows may leave a histogram nothing to count: that plot says so, the filter stands.
        let filterChanged = model.spec.filter != before.spec.filter
        if strict, !filterChanged, let bad = model.ids.first(where: { errors[$0] != nil && failuresByID[$0] == nil }), let why = errors[bad] {
            throw DataError(file: displayName, message: why)
        }
        for id in ids {
            builtByID[id] = out[id]
            failuresByID[id] = errors[id]
            renew(id)
        }
    }

    /// Forgets the workspace's edits and history (another file is opened in the window).
    public func startAfresh() {
        store = WorkspaceStore(Workspace(spec, firstID: model.nextID))
    }

    /// Plot `i`'s reference lines and notes.
    public func annotations(ofPlot i: Int) -> [Annotation] {
        guard i < model.plots.count else { return [] }
        return (model.plots[i].spec.annotations ?? []).compactMap(\.annotation)
    }

    /// Where plot `i`'s cursors stand.
    public func cursors(ofPlot i: Int) -> Cursors {
        i < model.plots.count ? model.plots[i].spec.cursors?.cursors ?? Cursors() : Cursors()
    }

    /// The identity of plot `i`, if there is one.
    public func id(ofPlot i: Int) -> PlotID? { i >= 0 && i < model.plots.count ? model.plots[i].id : nil }

    /// A title for plot `i`: its own, else its columns.
    public func title(ofPlot i: Int) -> String {
        let plots = workspace.plots ?? []
        guard let id = id(ofPlot: i) else { return "" }
        if let k = keptRows, k.isEmpty, let c = model.spec.filter { return "no rows where \(c)" }
        if let why = failuresByID[id] { return "not shown: \(why)" }
        if i < plots.count, let t = plots[i].title { return t }
        // --title (or the spec's title) names a workspace of one plot.
        if let t = spec.title, model.plots.count == 1 { return t }
        let b = builtByID[id] ?? .empty
        if i < plots.count, let a = plots[i].aggregate, let x = plots[i].x {
            if let g = plots[i].groupBy, g != x { return "\(b.yTitle ?? "\(a)s") by \(x) and \(g)" }
            return a == "count" ? "count by \(x)" : "\(b.data.series.map(\.name).joined(separator: ", ")) by \(x)"
        }
        if i < plots.count, let g = plots[i].groupBy, let ys = plots[i].y, !ys.isEmpty {
            return "\(ys.joined(separator: ", ")) by \(g)" + (b.xTitle.map { " vs \($0)" } ?? "")
        }
        let names = b.data.series.count <= 4 ? b.data.series.map(\.name).joined(separator: ", ") : "\(b.data.series.count) series"
        let x = b.xTitle.map { " vs \($0)" } ?? ""
        return names + x
    }
}
