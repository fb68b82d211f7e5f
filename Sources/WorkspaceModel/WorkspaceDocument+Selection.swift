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

    /// How many of the rows shown hold `condition` (nil: it cannot be read, or no rows are loaded).
    public func rowsHolding(_ condition: String) -> Int? {
        guard let t = table, let mask = try? RowCondition.parse(condition).holds(in: t, text: condition) else { return nil }
        if let kept = keptRows { return kept.reduce(0) { $0 + (mask[$1] ? 1 : 0) } }
        return mask.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    /// The file's rows the selection picks among those shown, in order (nil: nothing is selected,
    /// or its condition cannot be read).
    public var selectedShownRows: [Int]? {
        guard case .success(let mask)? = selectedRows else { return nil }
        return keptRows.map { $0.filter { mask[$0] } } ?? mask.pickedIndices
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
        if model.plots[i].spec.aggregate != nil { return barHighlight(b, plot: i, mask: mask, table: t) }
        // A histogram: the selected rows counted into its bins, over its bars.
        if let h = b.histogram {
            let shown = shownTable ?? t, kept = keptRows
            return PointHighlight([:], barValues: [0: h.heights(in: shown) { r in mask[kept.map { r < $0.count ? $0[r] : r } ?? r] }])
        }
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
    /// A bar plot of keys (a count, a sum, a mean by category): the same plot built over the
    /// picked rows alone gives each bar's picked part (for a mean, the picked rows' mean), drawn
    /// in full from the bar's base over the dimmed bar. Bars are matched by key and series by
    /// name; "other" takes the picked rows of keys not shown.
    func barHighlight(_ b: BuiltChart, plot i: Int, mask: PointMask, table t: DataTable) -> PointHighlight? {
        let specs = model.spec.plotSpecs
        guard i < specs.count else { return nil }
        let rows = selectedShownRows ?? []
        let empty = Dictionary(uniqueKeysWithValues: b.data.series.indices.map { ($0, [Double](repeating: 0, count: b.data.series[$0].count)) })
        // The same bars: the keys shown stay, the rest are "other", whatever the picked rows hold most.
        var spec = specs[i]
        spec.shownKeys = b.data.categories.filter { !$0.hasPrefix("other (") }
        guard !rows.isEmpty, let sub = try? buildPlot(spec, primary: t.keeping(rows: rows), name: errorName) else {
            return PointHighlight([:], barValues: empty)
        }
        let cats = b.data.categories
        let slot = Dictionary(cats.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let other = cats.firstIndex { $0.hasPrefix("other (") }
        let additive = specs[i].aggregate != "mean"
        var values = empty
        for (k, series) in b.data.series.enumerated() {
            guard let mine = sub.data.series.first(where: { $0.name == series.name }) else { continue }
            for (j, name) in sub.data.categories.enumerated() where j < mine.count {
                // A segment of a stacked bar is its top less its base.
                let v = mine.y[j] - (mine.loValue(j) ?? 0)
                guard v.isFinite else { continue }
                if let at = slot[name], !name.hasPrefix("other (") {
                    values[k]![at] = v
                } else if let o = other, additive {
                    values[k]![o] += v
                }
            }
        }
        return PointHighlight([:], barValues: values)
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
