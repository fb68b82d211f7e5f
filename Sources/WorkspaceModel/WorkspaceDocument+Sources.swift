import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// Further files beside the first: their columns join the browser under the file's name (a plot
/// names them `FILE:COLUMN`), runs with the first file's columns are overlaid on its plots, and
/// `offsets` in the spec shifts a file's x to align runs.
extension WorkspaceDocument {
    /// Another open file.
    public struct Extra {
        /// The file's path.
        public var path: String
        /// Its name in the browser and in `FILE:COLUMN`.
        public var name: String
        /// The database table read, when the file is a database of several.
        public var databaseTable: String?
        /// Its last table that parsed.
        public var table: DataTable?
        /// Its columns' summaries.
        public var summaries: [ColumnSummary] = []
        /// Its columns were overlaid on the plots when it first loaded.
        public var overlaid = false
    }

    /// Adds a file (or one table of a database); returns its index among the extras (nil when it
    /// is open already).
    public func addExtra(path: String, table: String? = nil) -> Int? {
        guard path != self.path || table != databaseTable,
              !extras.contains(where: { $0.path == path && $0.databaseTable == table }) else { return nil }
        var name = URL(fileURLWithPath: path).lastPathComponent
        // Two files of one name (run1/data.csv, run2/data.csv) are told apart by their folder.
        let clash = { (other: String) in other == name || other.hasPrefix(name + ":") }
        if name == displayName || path != self.path && clash(displayName) || extras.contains(where: { $0.path != path && clash($0.name) }) {
            name = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent + "/" + name
        }
        // A database's tables are named `FILE:TABLE` (their columns `FILE:TABLE:COLUMN`).
        if let t = table { name += ":" + t }
        // A database's other tables hold other things: their columns are listed, never overlaid.
        extras.append(Extra(path: path, name: name, databaseTable: table, overlaid: table != nil))
        return extras.count - 1
    }

    /// A newly parsed version of extra file `k`: its columns are listed and, the first time, a
    /// run with the plots' columns is drawn beside the first file's.
    public func acceptExtra(_ t: DataTable, at k: Int) throws {
        guard extras.indices.contains(k) else { return }
        extras[k].table = t
        extras[k].summaries = ColumnSummary.of(t)
        guard let primary = table else {
            // The first file's plots could not be built without this one (a derived column reads it).
            if derivedReads(extra: k), let raw = rawTable { try accept(raw) }
            return
        }
        var w = workspace
        if !extras[k].overlaid, !spec.choosesColumns, var plots = w.plots {
            for i in plots.indices {
                guard plots[i].aggregate == nil, plots[i].groupBy == nil, !["histogram", "spectrum"].contains(plots[i].kind ?? ""),
                      let ys = plots[i].y,
                      ys.allSatisfy({ !$0.contains(":") && t.columnIndex($0) != nil }),
                      plots[i].x.map({ $0 == ChartSpec.rowNumber || t.columnIndex($0) != nil }) ?? true else { continue }
                plots[i].y = ys + ys.map { "\(extras[k].name):\($0)" }
            }
            w.plots = plots
        }
        extras[k].overlaid = true
        try show(model.replaced(by: w, edited: edited), table: primary)
        // Derived columns that read this file are computed again from its new rows.
        if derivedReads(extra: k) { try recomputeDerived() }
    }

    /// Gives further file `k` its table before the first file's is accepted (headless runs load
    /// every file first, so derived columns and plots can name any of them).
    public func preload(_ t: DataTable, extra k: Int) {
        guard extras.indices.contains(k) else { return }
        extras[k].table = t
        extras[k].summaries = ColumnSummary.of(t)
    }

    /// Every column of every file, as the browser lists them: a further file's names are `FILE:COLUMN`.
    public var browserColumns: [(summary: ColumnSummary, file: String)] {
        // A large ClickHouse table's columns count its rows, not those of the preview held here.
        let table = remoteWhole ? nil : remoteRowCount
        var out = summaries.map { s in
            var s = s
            if let n = table { s.count = n }
            return (s, displayName)
        }
        for e in extras {
            for var s in e.summaries {
                s.name = "\(e.name):\(s.name)"
                out.append((s, e.name))
            }
        }
        return out
    }

    /// Splits `FILE:COLUMN` into the extra file's index and the column, when FILE is an open extra file.
    public func split(_ column: String) -> (Int, String)? {
        // The longest name that fits: `data.db:m:t` is table m's t, not a column `m:t` of `data.db`.
        let k = extras.indices.filter { column.hasPrefix(extras[$0].name + ":") }.max { extras[$0].name.count < extras[$1].name.count }
        return k.map { ($0, String(column.dropFirst(extras[$0].name.count + 1))) }
    }

    /// Builds one plot, from the first file and any extra files its columns name, each file's
    /// x shifted by its offset; series of several files are named by file.
    public func buildPlot(_ ps: ChartSpec, primary t: DataTable, name: String) throws -> BuiltChart {
        let ys = ps.y ?? []
        var mine: [String] = []
        var theirs: [Int: [String]] = [:]
        for y in ys {
            if let (k, col) = split(y) { theirs[k, default: []].append(col) } else { mine.append(y) }
        }
        if theirs.isEmpty {
            var b = try ChartBuilder.build(t, spec: ps, name: name)
            shift(&b, by: offset(displayName))
            return b
        }
        let several = (mine.isEmpty ? 0 : 1) + theirs.count > 1
        var first: BuiltChart?
        var series: [Series] = []
        func take(_ b: BuiltChart, file: String) {
            var b = b
            shift(&b, by: offset(file))
            if let f = first {
                first?.xIsDuration = f.xIsDuration && b.xIsDuration
                first?.yIsDuration = f.yIsDuration && b.yIsDuration
            } else {
                first = b
            }
            series += b.data.series.map { s in
                var s = s
                if several { s.name = "\(file): \(s.name)" }
                return s
            }
        }
        if !mine.isEmpty {
            var s = ps
            s.y = mine
            take(try ChartBuilder.build(t, spec: s, name: name), file: displayName)
        }
        for k in theirs.keys.sorted() {
            guard let et = extras[k].table else { continue }
            var s = ps
            s.y = theirs[k]
            // Another table of a database without the plot's x column is drawn against its own first
            // column when that is of the same kind (numbers, or dates), else against its row number.
            if extras[k].databaseTable != nil, let x = s.x, x != ChartSpec.rowNumber, et.columnIndex(x) == nil {
                let px = t.columnIndex(x).map { t.columns[$0] }
                let alike = et.columns.first.map { f in
                    f.numbers != nil && px?.numbers != nil && f.isDate == px?.isDate && !theirs[k]!.contains(f.name)
                } ?? false
                s.x = alike ? et.columns[0].name : ChartSpec.rowNumber
            }
            take(try ChartBuilder.build(et, spec: s, name: extras[k].path), file: extras[k].name)
        }
        guard var out = first else { throw DataError(file: name, message: "nothing to plot yet") }
        out.data = ChartData(series: series, categories: out.data.categories)
        // Points are rows of this file's table only when its columns are drawn (first); a split's
        // rows are kept only when no other file's series follow.
        out.showsTableRows = !mine.isEmpty
        if several { out.seriesRows = nil }
        if several { out.yTitle = ps.yAxis?.title }
        return out
    }

    /// The column behind each series of plot `i`, in series order (nil for grouped or counted plots).
    public func seriesColumns(ofPlot i: Int) -> [String]? {
        guard let plots = workspace.plots, i < plots.count, plots[i].groupBy == nil, plots[i].aggregate == nil,
              let ys = plots[i].y else { return nil }
        // buildPlot draws the first file's columns, then each further file's in file order.
        let mine = ys.filter { split($0) == nil }
        let theirs = ys.compactMap { y in split(y).map { (k: $0.0, y: y) } }
        let ordered = mine + theirs.enumerated().sorted { ($0.element.k, $0.offset) < ($1.element.k, $1.offset) }.map(\.element.y)
        guard i < built.count, built[i].data.series.count == ordered.count else { return nil }
        return ordered
    }

    /// A file's x offset (by name): as last dragged, else as the spec gives it, else 0.
    public func offset(_ file: String) -> Double { draggedOffsets[file] ?? spec.offsets?[file] ?? 0 }

    /// The file (by name) whose column series `k` of plot `i` draws, when that is known.
    public func file(ofSeries k: Int, inPlot i: Int) -> String? {
        guard let cols = seriesColumns(ofPlot: i), k < cols.count else { return nil }
        return split(cols[k]).map { extras[$0.0].name } ?? displayName
    }

    /// Adds `dx` to every x of a built plot's line series (row numbers become explicit x); a
    /// histogram's or spectrum's x is no time and stays.
    public func shift(_ b: inout BuiltChart, by dx: Double) {
        guard dx != 0, b.kind != "bar", !b.isAnalysis else { return }
        for i in b.data.series.indices {
            let s = b.data.series[i]
            b.data.series[i].x = ColumnBuffer((s.x?.array ?? (0..<s.count).map(Double.init)).map { $0 + dx })
        }
    }
}
