import ChartCore
import ChartIO
import ChartSpecs

/// The workspace's selection: rows picked out by a condition (a brush, a category clicked) are
/// drawn in full in every plot of the file's rows and the rest dimmed; the table marks them.
extension WorkspaceDocument {
    /// The file's rows the selection picks (one bit a row of `table`), nil when nothing is
    /// selected, or why the selection's condition cannot be read.
    public var selectedRows: Result<PointMask, SelectionProblem>? {
        guard let text = model.selection, let t = table else { return nil }
        // A ClickHouse table larger than the rows held: picking among the held rows would mislead.
        if isRemote, !remoteWhole {
            return .failure(SelectionProblem(message: "selection \(text): a ClickHouse table this large is not selected yet (its viewports come from the server)"))
        }
        if let c = selectionCache, c.text == text, c.version == tableVersion { return c.rows }
        let rows: Result<PointMask, SelectionProblem>
        do {
            rows = .success(PointMask(try RowCondition.parse(text).holds(in: t, text: text)))
        } catch let e as ExpressionError {
            rows = .failure(SelectionProblem(message: "selection \(text): \(e.message)\(e.position.map { " at \($0 + 1)" } ?? "")"))
        } catch {
            rows = .failure(SelectionProblem(message: "selection \(text): \(error)"))
        }
        selectionCache = SelectionCache(text: text, version: tableVersion, rows: rows)
        return rows
    }

    /// How many of the rows shown the selection picks, of how many (nil: nothing is selected,
    /// or its condition cannot be read).
    public var selectionCount: (picked: Int, of: Int)? {
        guard case .success(let mask)? = selectedRows else { return nil }
        guard let kept = keptRows else { return (mask.pickedCount, mask.count) }
        return (kept.reduce(0) { $0 + (mask[$1] ? 1 : 0) }, kept.count)
    }

    /// Plot `i`'s points standing for picked rows, by series: nil when nothing is selected or the
    /// plot does not draw the file's rows one point each (a count, a histogram: it is not dimmed).
    public func highlight(ofPlot i: Int) -> PointHighlight? {
        guard case .success(let mask)? = selectedRows, i < model.plots.count else { return nil }
        let all = built
        guard i < all.count, let t = table else { return nil }
        let b = all[i]
        if model.plots[i].spec.aggregate != nil { return barHighlight(b, spec: model.plots[i].spec, mask: mask, table: t) }
        guard !b.isAnalysis, b.showsTableRows else { return nil }
        var masks: [Int: PointMask] = [:]
        for (s, series) in b.data.series.enumerated() {
            // A further file's series has rows of its own: none of them is picked.
            if let f = file(ofSeries: s, inPlot: i), f != displayName { continue }
            if let rows = b.seriesRows {
                guard s < rows.count, rows[s].count == series.count else { continue }
                var m = PointMask(count: series.count)
                for (j, r) in rows[s].enumerated() where mask[r] { m[j] = true }
                masks[s] = m
            } else if series.count == t.rowCount {
                masks[s] = mask
            }
        }
        return PointHighlight(masks)
    }
}

extension WorkspaceDocument {
    /// A bar plot of keys (a count, a mean by category): each bar holding a selected row is
    /// picked (of a split, the bar of that row's key and split value); "other" holds the keys
    /// not shown, "(missing)" the gaps.
    func barHighlight(_ b: BuiltChart, spec: PlotSpec, mask: PointMask, table t: DataTable) -> PointHighlight? {
        guard let x = spec.x, let xi = t.columnIndex(x) else { return nil }
        let group = spec.groupBy.flatMap(t.columnIndex)
        let cats = b.data.categories
        let slot = Dictionary(cats.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let other = cats.firstIndex { $0.hasPrefix("other (") }
        let seriesSlot = Dictionary(b.data.series.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let otherSeries = b.data.series.firstIndex { $0.name.hasPrefix("other") }
        var picked = Set<[Int]>()
        let kept = keptRows.map(Set.init)
        var r = 0
        while let k = mask.next(from: r, before: t.rowCount) {
            r = k + 1
            if let kept, !kept.contains(k) { continue }
            let key = Self.keyText(t.columns[xi], k)
            guard let bar = slot[key.isEmpty ? "(missing)" : key] ?? other else { continue }
            var series = 0
            if let g = group {
                let gk = Self.keyText(t.columns[g], k)
                guard let s = seriesSlot[gk.isEmpty ? "(missing)" : gk] ?? otherSeries else { continue }
                series = s
            }
            picked.insert([series, bar])
            if picked.count == cats.count * max(1, b.data.series.count) { break }
        }
        var masks: [Int: PointMask] = [:]
        for (s, series) in b.data.series.enumerated() {
            var m = PointMask(count: series.count)
            for (k, _) in cats.enumerated() where (group == nil || picked.contains([s, k])) && (group != nil || picked.contains([0, k])) { m[k] = true }
            masks[s] = m
        }
        return PointHighlight(masks)
    }

    /// Row `r`'s value in `c` as the bars name their keys.
    static func keyText(_ c: DataTable.Column, _ r: Int) -> String {
        switch c.values {
        case .text(let t): return r < t.count ? t[r] : ""
        case .number(let v), .date(let v): return r < v.count ? ChartBuilder.keyText(v[r]) : ""
        }
    }
}

/// Why a selection's condition could not be read (a column gone, a typo in a saved workspace).
public struct SelectionProblem: Error, Hashable, Sendable {
    /// One line naming the condition and what is wrong with it.
    public let message: String
}

/// The last selection computed, kept while neither its condition nor the table changes.
struct SelectionCache {
    let text: String
    let version: Int
    let rows: Result<PointMask, SelectionProblem>
}
