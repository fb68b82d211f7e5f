import ChartIO
import ChartCore

/// Bars that aggregate the rows of each key, and plots against the row number.
extension ChartBuilder {
    /// The most bars an aggregate shows; the rest of the keys become one "other" bar.
    static let topKeys = 20

    /// One bar per key (most first): the rows' count, or the sum or mean of each y column.
    static func aggregated(_ table: DataTable, key: Int, ys: [Int], how: String, spec: ChartSpec, name: String) throws -> BuiltChart {
        guard ChartSpec.aggregates.contains(how) else {
            throw DataError(file: name, message: "unknown aggregate '\(how)' (one of \(ChartSpec.aggregates.joined(separator: ", ")))")
        }
        let keys = keyStrings(table.columns[key])
        var slot: [String: Int] = [:]
        var names: [String] = []
        var rows: [Int] = []
        rows.reserveCapacity(keys.count)
        for k in keys {
            let label = k.isEmpty ? "(missing)" : k
            if let i = slot[label] { rows.append(i); continue }
            slot[label] = names.count
            rows.append(names.count)
            names.append(label)
        }
        let valueColumns: [Int] = how == "count" ? [] : ys.filter { table.columns[$0].numbers != nil }
        if how != "count", valueColumns.isEmpty {
            throw DataError(file: name, message: "a \(how) of '\(table.columns[key].name)' needs a numeric column")
        }
        // Per key: the row count, and each value column's sum and count of values.
        var counts = [Double](repeating: 0, count: names.count)
        for r in rows { counts[r] += 1 }
        var sums = [[Double]](repeating: [Double](repeating: 0, count: names.count), count: valueColumns.count)
        var ns = sums
        for (j, c) in valueColumns.enumerated() {
            let v = table.columns[c].numbers!
            for (i, r) in rows.enumerated() where v[i].isFinite {
                sums[j][r] += v[i]
                ns[j][r] += 1
            }
        }
        func value(_ j: Int, _ keys: [Int]) -> Double {
            if how == "count" { return keys.reduce(0) { $0 + counts[$1] } }
            let s = keys.reduce(0) { $0 + sums[j][$1] }, n = keys.reduce(0) { $0 + ns[j][$1] }
            return how == "sum" ? s : (n > 0 ? s / n : .nan)
        }
        let series = how == "count" ? 1 : valueColumns.count
        // Most first by the first series; ties keep the file's order.
        let order = names.indices.sorted { a, b in
            let va = value(0, [a]), vb = value(0, [b])
            return va != vb ? (va.isNaN ? false : vb.isNaN || va > vb) : a < b
        }
        let shown = shownKeys(order, names: names, spec: spec)
        let kept = Set(shown)
        let rest = order.filter { !kept.contains($0) }
        var categories = shown.map { names[$0] }
        if !rest.isEmpty { categories.append("other (\(rest.count))") }
        var out: [Series] = []
        for j in 0..<series {
            var y = shown.map { value(j, [$0]) }
            if !rest.isEmpty { y.append(value(j, rest)) }
            let label = how == "count" ? "count" : "\(how) of \(table.columns[valueColumns[j]].name)"
            var s = Series(name: label, kind: .bar, y: y)
            apply(kind: "bar", to: &s, style: spec.styles?[label])
            out.append(s)
        }
        var built = BuiltChart(data: ChartData(series: out, categories: categories), kind: "bar",
                               xTitle: spec.xAxis?.title ?? table.columns[key].name,
                               yTitle: spec.yAxis?.title ?? (series == 1 ? out[0].name : nil),
                               xIsDate: false, horizontal: spec.horizontal ?? false)
        // A sum or mean of durations is a duration.
        built.yIsDuration = !valueColumns.isEmpty && valueColumns.allSatisfy { table.columns[$0].isDuration }
        return built
    }

    /// The keys a bar plot shows (indices into `names`, in order): the spec's `shownKeys` when it
    /// sets them, else the first `topKeys` of `order` (all of them when only one more).
    static func shownKeys(_ order: [Int], names: [String], spec: ChartSpec) -> [Int] {
        guard let want = spec.shownKeys else { return order.count > topKeys + 1 ? Array(order.prefix(topKeys)) : order }
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return want.compactMap { index[$0] }
    }

    /// Lines (or the spec's kind) of the y columns against the row number (0, 1, …), one per key when grouped.
    static func rowNumbered(_ table: DataTable, ys: [Int], group: Int?, kind: String, spec: ChartSpec) -> BuiltChart {
        let k = ["bar", "pie", "donut", "radar", "candle", "candlestick", "ohlc"].contains(kind) ? "line" : kind
        var series: [Series] = []
        var seriesRows: [[Int]]?
        var others: [Int] = []
        if let g = group {
            seriesRows = []
            for group in groups(table.columns[g]) {
                let rows = group.rows
                for y in ys {
                    seriesRows?.append(rows)
                    if group.isOther { others.append(series.count) }
                    let v = table.columns[y].numbers!
                    let label = ys.count > 1 ? "\(group.label) · \(table.columns[y].name)" : group.label
                    series.append(Series(name: label, x: ColumnBuffer(rows.map { Double($0) }), y: ColumnBuffer(rows.map { v[$0] })))
                }
            }
        } else {
            for y in ys { series.append(Series(name: table.columns[y].name, y: table.columns[y].numbers!)) }
        }
        for i in series.indices { apply(kind: k, to: &series[i], style: spec.styles?[series[i].name]) }
        for i in others { markAsOther(&series[i]) }
        var built = BuiltChart(data: ChartData(series: series), kind: k, xTitle: spec.xAxis?.title ?? "row",
                               yTitle: spec.yAxis?.title ?? (ys.count == 1 && group == nil ? table.columns[ys[0]].name : nil),
                               xIsDate: false, horizontal: false)
        built.yIsDuration = !ys.isEmpty && ys.allSatisfy { table.columns[$0].isDuration }
        built.seriesRows = seriesRows
        return built
    }
}
