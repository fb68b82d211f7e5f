import ChartCore
import ChartIO

/// Bars per key split by a second column: in each key's place, one bar per value of the split
/// (side by side, or stacked in one column when the spec says `stacked`).
extension ChartBuilder {
    /// The most series a split bar plot draws: the nine values with the most rows, then one grey "other".
    static let splitBars = 10

    /// The count, sum or mean of each y column over the rows of each (key, split value) pair:
    /// the keys with the most (by the first y column over all rows) first, past `topKeys` one
    /// "other" key; one series per split value (per value and column with several columns).
    static func splitAggregated(_ table: DataTable, key: Int, split: Int, ys: [Int], how: String,
                                spec: ChartSpec, name: String) throws -> BuiltChart {
        let columns: [Int] = how == "count" ? [] : ys.filter { table.columns[$0].numbers != nil }
        if how != "count", columns.isEmpty {
            throw DataError(file: name, message: "a \(how) of '\(table.columns[key].name)' needs a numeric column")
        }
        // Each row's key slot, keys in order of first appearance.
        var slot: [String: Int] = [:]
        var keyNames: [String] = []
        let keyOf: [Int] = keyStrings(table.columns[key]).map { k in
            let label = k.isEmpty ? "(missing)" : k
            if let i = slot[label] { return i }
            slot[label] = keyNames.count
            keyNames.append(label)
            return keyNames.count - 1
        }
        let parts = groups(table.columns[split], limit: splitBars)
        let measures = how == "count" ? 1 : columns.count
        // The keys with the most first (by the first measure over every row), ties in the file's
        // order; past `topKeys`, one "other". Only the shown keys get slots, so memory follows the
        // picture, not the number of distinct keys.
        var keySum = [Double](repeating: 0, count: keyNames.count), keyN = keySum
        let first = how == "count" ? nil : table.columns[columns[0]].numbers!
        for (r, k) in keyOf.enumerated() {
            let value = first.map { $0[r] } ?? 1
            guard value.isFinite else { continue }
            keySum[k] += value
            keyN[k] += 1
        }
        let total = keyNames.indices.map { how == "mean" ? (keyN[$0] > 0 ? keySum[$0] / keyN[$0] : .nan) : keySum[$0] }
        let order = keyNames.indices.sorted { a, b in
            total[a] != total[b] ? (total[a].isNaN ? false : total[b].isNaN || total[a] > total[b]) : a < b
        }
        let shown = shownKeys(order, names: keyNames, spec: spec)
        let slots = shown.count + (order.count > shown.count ? 1 : 0)
        var slotOf = [Int](repeating: shown.count, count: keyNames.count)
        for (i, k) in shown.enumerated() { slotOf[k] = i }
        var categories = shown.map { keyNames[$0] }
        if slots > shown.count { categories.append("other (\(order.count - shown.count))") }
        // Per (measure, part, slot): the sum of values (rows for a count) and their number.
        var sums = [[[Double]]](repeating: [[Double]](repeating: [Double](repeating: 0, count: slots), count: parts.count), count: measures)
        var ns = sums
        for (p, part) in parts.enumerated() {
            for m in 0..<measures {
                let v = how == "count" ? nil : table.columns[columns[m]].numbers!
                for r in part.rows {
                    let value = v.map { $0[r] } ?? 1
                    guard value.isFinite else { continue }
                    sums[m][p][slotOf[keyOf[r]]] += value
                    ns[m][p][slotOf[keyOf[r]]] += 1
                }
            }
        }
        var series: [Series] = []
        for (p, part) in parts.enumerated() {
            for m in 0..<measures {
                let y = (0..<slots).map { k in how == "mean" ? (ns[m][p][k] > 0 ? sums[m][p][k] / ns[m][p][k] : .nan) : sums[m][p][k] }
                let label = part.label.isEmpty ? "(missing)" : part.label
                let measure = how == "count" ? "count" : table.columns[columns[m]].name
                var s = Series(name: measures > 1 ? "\(label) · \(measure)" : label, kind: .bar, y: y)
                // A stacked sum or count adds up to the key's whole; a stack of means would not
                // mean anything, so means stand side by side.
                if spec.stacked == true, how != "mean" { s.stack = measure }
                apply(kind: "bar", to: &s, style: spec.styles?[s.name])
                if part.isOther { markAsOther(&s) }
                series.append(s)
            }
        }
        let what = how == "count" ? "count" : (measures == 1 ? "\(how) of \(table.columns[columns[0]].name)" : nil)
        var built = BuiltChart(data: ChartData(series: series, categories: categories), kind: "bar",
                               xTitle: spec.xAxis?.title ?? table.columns[key].name,
                               yTitle: spec.yAxis?.title ?? what, xIsDate: false, horizontal: spec.horizontal ?? false)
        built.yIsDuration = !columns.isEmpty && columns.allSatisfy { table.columns[$0].isDuration }
        return built
    }
}
