import ChartCore
import ChartIO
import ChartSpecs

/// The workspace's filter: the plots are built from the rows holding its condition, and their
/// points still name the file's rows (`BuiltChart.seriesRows` through the rows kept).
extension WorkspaceDocument {
    /// What the plots are built from under `w`'s filter: `t`'s rows that hold it and which they
    /// are (nil: every row), or why the filter cannot be read (then every row).
    func filtered(_ t: DataTable, by w: Workspace, version: Int) -> (table: DataTable, kept: [Int]?, problem: String?) {
        guard let text = w.spec.filter else {
            filterCache = nil
            return (t, nil, nil)
        }
        // A ClickHouse table larger than the rows held here draws its viewports from the server,
        // which is not asked to filter yet: filtering the held rows alone would mislead.
        if isRemote, !remoteWhole {
            return (t, nil, "filter \(text): a ClickHouse table this large is not filtered yet (its viewports come from the server)")
        }
        if let c = filterCache, c.text == text, c.version == version { return (c.shown, c.kept, nil) }
        do {
            let kept = try RowCondition.parse(text).rows(in: t, text: text)
            let shown = kept.count == t.rowCount ? t : t.keeping(rows: kept)
            filterCache = FilterCache(text: text, version: version, kept: kept, shown: shown)
            return (shown, kept, nil)
        } catch let e as ExpressionError {
            return (t, nil, "filter \(text): \(e.message)\(e.position.map { " at \($0 + 1)" } ?? "")")
        } catch {
            return (t, nil, "filter \(text): \(error)")
        }
    }

    /// A plot built from the filtered rows, its points naming the file's rows; a plot against the
    /// row number (`rowX`, or a series with no x) reads the file's row numbers on its x axis.
    static func mapRows(_ b: inout BuiltChart, through kept: [Int], rowX: Bool) {
        guard !b.isAnalysis, b.showsTableRows else { return }
        if let rows = b.seriesRows {
            b.seriesRows = rows.map { $0.map { $0 < kept.count ? kept[$0] : $0 } }
        } else {
            b.seriesRows = b.data.series.map { $0.count == kept.count ? kept : [] }
        }
        for (s, rows) in (b.seriesRows ?? []).enumerated() where s < b.data.series.count {
            let series = b.data.series[s]
            guard rows.count == series.count, rowX || series.x == nil, series.kind != .bar, !series.kind.isRadial else { continue }
            b.data.series[s].x = ColumnBuffer(rows.map(Double.init))
        }
    }

    /// Plot `i`'s title as drawn: with the filter it shows rows of (`title · where temp > 30`), so
    /// a picture saved or exported says it is not of every row.
    public func shownTitle(ofPlot i: Int) -> String {
        let t = title(ofPlot: i)
        guard let c = model.spec.filter, let k = keptRows, !k.isEmpty else { return t }
        return "\(t) · where \(c)"
    }

    /// What names the rows the plots show: the table taken and the filter (equal keys, equal rows).
    public var shownKey: ShownKey { ShownKey(table: tableVersion, filter: model.spec.filter) }

    /// How many rows the filter keeps, of how many (nil: no filter, or one that could not be read).
    public var filterCount: (kept: Int, of: Int)? {
        guard let t = table, let k = keptRows else { return nil }
        return (k.count, t.rowCount)
    }
}

/// What names the rows the plots show, compared in place of the rows themselves.
public struct ShownKey: Hashable, Sendable {
    /// The table taken (counted by the document).
    let table: Int
    /// The filter's text.
    let filter: String?
}

/// The last filter computed, kept while neither it nor the table changes (an edit of one plot
/// does not filter ten million rows again).
struct FilterCache {
    let text: String
    let version: Int
    let kept: [Int]
    let shown: DataTable
}
