import ChartIO
import ChartCore
import Foundation

/// What the builder chose: the data and how to show it.
public struct BuiltChart: Sendable {
    /// The series to plot, with category names for bar charts.
    public var data: ChartData
    /// The chart kind chosen, e.g. "line" or "bar" (one of `ChartSpec.kinds`).
    public var kind: String
    /// Title for the x axis, usually the x column's name; nil for none.
    public var xTitle: String?
    /// Title for the y axis, e.g. the only y column's name; nil for none.
    public var yTitle: String?
    /// The x values are date-times (seconds since 1970).
    public var xIsDate: Bool
    /// Whether bars run horizontally instead of standing upright.
    public var horizontal: Bool
    /// x is spaced by decades (a spectrum's frequencies, or the spec's `log: [x]`).
    public var xIsLog = false
    /// y is spaced by decades (the spec's `log: [y]`).
    public var yIsLog = false
    /// The right-hand axis's title, when some series read it (the spec's `y_right`); nil: no such axis.
    public var rightTitle: String?
    /// The x values are durations in seconds: the axis reads as a clock.
    public var xIsDuration = false
    /// Every y series is durations in seconds: the axis reads as a clock.
    public var yIsDuration = false
    /// A histogram's or spectrum's: its x is no column of the file (it is not linked or shifted).
    public var isAnalysis = false
    /// The table row of each point, by series, when the rows were split by a column (nil: a
    /// series of as many points as the table has rows is the rows in order; anything else, as
    /// counts or bins, is no row).
    public var seriesRows: [[Int]]?
    /// Whether the first series' points are rows of the table the plot's file gave (false: the
    /// plot draws only further files' columns).
    public var showsTableRows = true
    /// One unit of x as long as one of y at the fitted view (the spec's `aspect: equal`).
    public var equalAspect = false
    /// A histogram's bins and the rows it counted, to count a selection's rows into the same bins.
    public var histogram: HistogramBins?

    /// A built chart from its parts.
    public init(data: ChartData, kind: String, xTitle: String?, yTitle: String?, xIsDate: Bool, horizontal: Bool) {
        self.data = data
        self.kind = kind
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.xIsDate = xIsDate
        self.horizontal = horizontal
    }

    /// Nothing to draw: a plot that could not be built keeps its place empty.
    public static let empty = BuiltChart(data: ChartData(), kind: "line", xTitle: nil, yTitle: nil, xIsDate: false, horizontal: false)
}

/// Chooses a chart for a table: a date or numeric first column gives lines of the numeric
/// columns; a text first column gives bars; a long table (a text key, a date, values) gives one
/// line per key. A `ChartSpec` (from flags or a spec file) overrides any of it.
public enum ChartBuilder {
    /// The chart data for a table, or an error naming why nothing can be plotted.
    public static func chartData(for table: DataTable, name: String) throws -> ChartData {
        try build(table, spec: ChartSpec(), name: name).data
    }

    /// Builds the chart for a table under a spec.
    public static func build(_ table: DataTable, spec: ChartSpec, name: String) throws -> BuiltChart {
        var b = try chart(table, spec: spec, name: name)
        if spec.log?.contains("x") == true, b.kind != "bar", b.data.categories.isEmpty { b.xIsLog = true }
        if spec.log?.contains("y") == true { b.yIsLog = true }
        b.equalAspect = spec.aspect == "equal" && b.data.categories.isEmpty && !b.isAnalysis
        if let right = spec.yRight, !right.isEmpty, !b.isAnalysis, b.kind != "pie", b.kind != "donut", b.kind != "radar" {
            // A series of a right-hand column (or of a split of one: "key · column") reads the second axis.
            for i in b.data.series.indices {
                let name = b.data.series[i].name
                if right.contains(where: { name == $0 || name.hasSuffix(" · \($0)") }) { b.data.series[i].yAxisIndex = 1 }
            }
            if b.data.series.contains(where: { $0.yAxisIndex == 1 }) { b.rightTitle = right.count == 1 ? right[0] : right.joined(separator: ", ") }
        }
        return b
    }

    /// The columns `spec` draws from `table`: whether x is the row number, else x (column 0 when
    /// the spec names none), the y columns and the split.
    static func axes(_ table: DataTable, spec: ChartSpec, column: (String, String) throws -> Int) throws
        -> (rowX: Bool, x: Int, ys: [Int], group: Int?) {
        let rowX = spec.x == ChartSpec.rowNumber
        var xi = rowX ? nil : try spec.x.map { try column($0, "x") }
        var group = try spec.groupBy.map { try column($0, "group-by") }
        // A long table: a text key, a date and values → one line per key.
        if xi == nil, group == nil, spec.y == nil, case .text = table.columns[0].values,
           let d = table.columns.firstIndex(where: \.isDate),
           table.columns.contains(where: { c in c.numbers != nil && !c.isDate }) {
            xi = d
            group = 0
        }
        let x = xi ?? 0
        let ys: [Int]
        if let y = spec.y {
            ys = try y.map { try column($0, "y") }
        } else {
            ys = table.columns.indices.filter { ($0 != x || rowX) && $0 != group && table.columns[$0].numbers != nil && !table.columns[$0].isDate }
        }
        return (rowX, x, ys, group)
    }

    /// The columns a plot of `spec` draws from `table` by name: x (nil: the row number), the y
    /// columns and the split (nil: none or not found).
    public static func axisColumns(_ table: DataTable, spec: ChartSpec) -> (x: String?, ys: [String], group: String?)? {
        guard !table.columns.isEmpty, spec.kind != "histogram", spec.kind != "spectrum",
              let a = try? axes(table, spec: spec, column: { k, _ in
                  guard let i = table.columnIndex(k) else { throw DataError(file: "", message: k) }
                  return i
              }) else { return nil }
        let names = table.columns.map(\.name)
        // One numeric column and nothing else: drawn against the row number.
        let alone = a.ys.isEmpty && spec.x == nil && table.columns[a.x].numbers != nil && !table.columns[a.x].isDate
        return (a.rowX || alone ? nil : names[a.x], alone ? [names[a.x]] : a.ys.map { names[$0] }, a.group.map { names[$0] })
    }

    /// The chart of `table` as `spec` says, its axes linear.
    static func chart(_ table: DataTable, spec: ChartSpec, name: String) throws -> BuiltChart {
        guard !table.columns.isEmpty else { throw DataError(file: name, message: "no columns") }
        func column(_ key: String, _ what: String) throws -> Int {
            guard let i = table.columnIndex(key) else {
                let names = table.columns.prefix(8).map(\.name).joined(separator: ", ")
                throw DataError(file: name, message: "no column '\(key)' for \(what) (columns: \(names)\(table.columns.count > 8 ? ", …" : ""))")
            }
            return i
        }
        if spec.kind == "histogram" || spec.kind == "spectrum" {
            return try analysis(table, spec: spec, name: name, column: column)
        }
        let (rowX, x, resolvedYs, group) = try axes(table, spec: spec, column: column)
        var ys = resolvedYs
        var kind = spec.kind
        if let how = spec.aggregate {
            if kind == "radar" { return try radarOfKeys(table, key: x, ys: ys, how: how, spec: spec, name: name) }
            if let g = group, g != x, ChartSpec.aggregates.contains(how) {
                return try splitAggregated(table, key: x, split: g, ys: ys, how: how, spec: spec, name: name)
            }
            return try aggregated(table, key: x, ys: ys, how: how, spec: spec, name: name)
        }
        for y in ys where table.columns[y].numbers == nil {
            throw DataError(file: name, message: "column '\(table.columns[y].name)' is text, not numbers")
        }
        if rowX {
            return rowNumbered(table, ys: ys, group: group, kind: kind ?? "line", spec: spec)
        }
        let xc = table.columns[x]
        if ys.isEmpty {
            if xc.numbers != nil, !xc.isDate, spec.x == nil {
                // One numeric column: plot it against the row number.
                var built = BuiltChart(data: ChartData(series: [Series(name: xc.name, y: xc.numbers!)]), kind: kind ?? "line",
                                       xTitle: "row", yTitle: nil, xIsDate: false, horizontal: spec.horizontal ?? false)
                built.yIsDuration = xc.isDuration
                return built
            }
            throw DataError(file: name, message: "no numeric columns to plot")
        }
        let textX: [String]?
        if case .text(let labels) = xc.values { textX = labels } else { textX = nil }
        if kind == nil {
            // Lines join rows in x order; x that does not ascend gets dots (never spaghetti), and so
            // does a log of events, several rows an instant, where a line would zigzag at each.
            let ascends = xc.numbers?.finiteValuesAscend ?? true
            let events = xc.isDate && WorkspaceInference.sharesInstants(xc)
            // Split by a key, x ascends within each key's rows (a long table of one series a key)
            // or the rows are points (a scatter coloured by a category).
            let ascendsByKey = group.map { g in xc.numbers.map { Self.ascendsWithinKeys($0, keys: table.columns[g]) } ?? true } ?? false
            kind = textX != nil && group == nil ? "bar" : (group != nil ? (ascendsByKey ? "line" : "scatter") : ascends && !events ? "line" : "scatter")
        }
        guard let k = kind, ChartSpec.kinds.contains(k) else {
            throw DataError(file: name, message: "unknown chart type '\(kind ?? "")' (one of \(ChartSpec.kinds.joined(separator: ", ")))")
        }
        if ChartSpec.candleKinds.contains(k) {
            return try financial(table, x: x, kind: k, spec: spec, name: name)
        }
        if ["pie", "donut", "radar"].contains(k) {
            return try radial(table, x: x, ys: ys, kind: k, spec: spec, name: name)
        }
        var series: [Series] = []
        var categories: [String] = []
        var seriesRows: [[Int]]?
        var others: [Int] = []
        let xs: ColumnBuffer? = textX == nil ? xc.numbers : nil
        let yNames = ys.map { table.columns[$0].name }
        if let g = group {
            seriesRows = []
            // One series per key (per key and y column when there are several y columns); past
            // `splitSeries` keys, the largest and one "other".
            for group in groups(table.columns[g]) {
                let rows = group.rows
                for (yi, y) in ys.enumerated() {
                    seriesRows?.append(rows)
                    let yv = table.columns[y].numbers!
                    let label = ys.count > 1 ? "\(group.label) · \(yNames[yi])" : group.label
                    if group.isOther { others.append(series.count) }
                    series.append(Series(name: label, kind: k == "bar" ? .bar : .line,
                                         x: xs.map { xv in ColumnBuffer(rows.map { xv[$0] }) }, y: ColumnBuffer(rows.map { yv[$0] })))
                }
            }
            if let t = textX { categories = t }
        } else {
            for y in ys {
                let yv = table.columns[y].numbers!
                series.append(Series(name: table.columns[y].name, kind: k == "bar" ? .bar : .line,
                                     x: k == "bar" ? nil : xs, y: yv))
            }
            categories = textX ?? []
        }
        for i in series.indices { apply(kind: k, to: &series[i], style: spec.styles?[series[i].name]) }
        for i in others { markAsOther(&series[i]) }
        var built = BuiltChart(data: ChartData(series: series, categories: categories), kind: k,
                               xTitle: spec.xAxis?.title ?? xc.name,
                               yTitle: spec.yAxis?.title ?? (ys.count == 1 && group == nil ? yNames[0] : nil),
                               xIsDate: xc.isDate, horizontal: spec.horizontal ?? false)
        built.xIsDuration = xc.isDuration && textX == nil
        built.yIsDuration = ys.allSatisfy { table.columns[$0].isDuration }
        built.seriesRows = seriesRows
        return built
    }

    /// Whether the finite values of `x` ascend within the rows of each value of `keys`.
    static func ascendsWithinKeys(_ x: ColumnBuffer, keys: DataTable.Column) -> Bool {
        var last: [String: Double] = [:]
        for (r, key) in keyStrings(keys).enumerated() where x[r].isFinite {
            if let l = last[key], x[r] < l { return false }
            last[key] = x[r]
        }
        return true
    }

    /// The rows of each value of a key column, and the values in order of first appearance.
    static func rowsByKey(_ c: DataTable.Column) -> (order: [String], rows: [String: [Int]]) {
        var order: [String] = []
        var rows: [String: [Int]] = [:]
        for (r, key) in keyStrings(c).enumerated() {
            if rows[key] == nil { order.append(key) }
            rows[key, default: []].append(r)
        }
        return (order, rows)
    }

    /// Text for each row of a key column.
    static func keyStrings(_ c: DataTable.Column) -> [String] {
        switch c.values {
        case .text(let t): return t
        case .number(let v), .date(let v): return v.map(keyText)
        }
    }

    /// A number as a bar of keys names it (whole numbers without a fraction; empty for a gap).
    public static func keyText(_ v: Double) -> String {
        v.isNaN ? "" : (v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v))
    }

    /// The chart kind's look, plus the spec's style for this series.
    static func apply(kind: String, to s: inout Series, style: ChartSpec.Style?) {
        switch kind {
        case "scatter":
            s.line.interpolation = .none
            s.line.marker = .circle
        case "step":
            s.line.interpolation = .step
        case "area":
            s.line.areaOpacity = 0.3
        default:
            break
        }
        guard let st = style else { return }
        if let c = st.color.flatMap(Color.init(css:)) { s.line.color = c; s.bar.color = c }
        if let w = st.width { s.line.width = w }
        if let d = st.dash { s.line.dash = d }
        if let sm = st.smooth { s.line.smoothed = sm }
        if let dots = st.dots { s.line.showsDots = dots }
        if let f = st.fill.flatMap(Color.init(css:)) { s.line.fill = .solid(f) }
    }
}
