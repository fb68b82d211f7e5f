import ChartClickHouse
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
        // A ClickHouse source is filtered by the server (a WHERE clause): the rows held are those
        // it kept once the source is read again with the filter (`remoteFilterPending`). Only a
        // condition the server cannot be asked, over a table held whole, is filtered here.
        if isRemote, let r = remote {
            if r.filter == text { return (t, nil, nil) }
            do {
                _ = try ClickHouseWhere.sql(text, schema: r.schema)
                return (t, nil, nil)
            } catch {
                if r.filter != nil || !remoteWhole { return (t, nil, "\(error)") }
            }
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
        guard let c = model.spec.filter, serverFilter == c || keptRows.map({ !$0.isEmpty }) == true else { return t }
        return "\(t) · where \(c)"
    }

    /// The filter a ClickHouse source's rows were read through by the server, when it is the
    /// workspace's (then every row held holds it, and `remoteRowCount` counts them).
    public var serverFilter: String? {
        guard let f = remote?.filter, f == model.spec.filter else { return nil }
        return f
    }

    /// The workspace's filter is not the one the ClickHouse source was read through, and the
    /// server is to be asked again (a filter set or cleared in the window).
    public var remoteFilterPending: Bool {
        guard isRemote, let r = remote, r.filter != model.spec.filter else { return false }
        // A table held whole and read unfiltered keeps a condition the server cannot be asked here.
        if r.filter == nil, remoteWhole, let f = model.spec.filter, (try? ClickHouseWhere.sql(f, schema: r.schema)) == nil { return false }
        return true
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
