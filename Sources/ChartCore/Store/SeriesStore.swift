/// A chart's data and everything derived from it: the data as drawn, per-series extents,
/// whether x ascends, and min/max indexes that appends extend instead of rebuilding.
///
/// It is the chart's local `ViewportProvider`: a plot asks it for the points of a series over an
/// x-range at its pixel columns, and it answers at once from its indexes.
package final class SeriesStore {
    /// The data as given.
    package private(set) var data = ChartData()
    /// The options the drawn data is resolved with (axis transforms, bar orientation).
    var options = PlotGeometry.Options()
    /// The last data change came through `append` (indexes may be extended instead of rebuilt).
    private(set) var appendHint = false
    var sortedCache: [Int: Bool] = [:]
    var extentCache: [PlotGeometry.SeriesExtent]?
    /// What was known of the data before an append, to scan only the appended points.
    var extentMemo: ExtentMemo?
    var plotDataCache: PlotData?
    var indexCache: [Int: IndexEntry] = [:]
    var staleIndexes: [Int: IndexEntry] = [:]
    /// Each long line's decimation columns, kept between frames (`LineDecimator.gridPoints`).
    var grids: [Int: ColumnGrid] = [:]
    /// Each long series' prefix sums, for statistics (`rangeSums`).
    var sumsCache: [Int: RangeSums] = [:]
    /// Called when a later answer arrives for a viewport (never for this local store).
    package var onAnswer: (() -> Void)?

    /// An empty store.
    package init() {}

    /// Replaces the data; `appended` says it is the old data with points added to its series.
    func set(_ newData: ChartData, appended: Bool) {
        data = newData
        appendHint = appended
        invalidate(keepingIndexes: appended)
    }

    /// Sets the options; the drawn data is resolved again when an axis transform or the bar
    /// orientation changed.
    func setOptions(_ o: PlotGeometry.Options) {
        let old = options
        options = o
        if !o.hasSameTransforms(as: old) || o.orientation != old.orientation { invalidate(keepingIndexes: false) }
    }

    /// The data as drawn: stacked series carry their stacked tops in `y` and bottoms in `lo`, and
    /// values on a log axis that are zero or negative are missing. Same series and point indices as `data`.
    package var plotData: ChartData { resolvedPlotData.data }

    /// Problems with the data as given (a log axis with values ≤ 0, a pie with negative values).
    package var warnings: [String] { resolvedPlotData.warnings }

    var resolvedPlotData: PlotData {
        if let p = plotDataCache { return p }
        let p = PlotData.resolve(data, options: options)
        plotDataCache = p
        return p
    }

    /// Forgets everything derived from the drawn data. A data change keeps the indexes as
    /// candidates for extension (appends); an option change that alters the drawn values drops them.
    func invalidate(keepingIndexes: Bool) {
        extentMemo = keepingIndexes ? ExtentMemo(self) : nil
        plotDataCache = nil
        extentCache = nil
        sortedCache.removeAll()
        grids.removeAll()
        sumsCache.removeAll()
        if keepingIndexes { retireIndexes() } else { indexCache.removeAll(); staleIndexes.removeAll() }
    }

    /// Per-series data extents, scanned once per data change (after an append, only the
    /// appended points are scanned).
    var extents: [PlotGeometry.SeriesExtent] {
        if let e = extentCache, e.count == data.series.count { return e }
        if let e = appendedExtents() {
            extentCache = e
            return e
        }
        let e = plotData.series.map { PlotGeometry.SeriesExtent($0) }
        // The same pass told whether each x column ascends (series without one are sorted by index).
        for (i, ex) in e.enumerated() where sortedCache[i] == nil {
            if let ascends = ex.xAscends { sortedCache[i] = ascends }
        }
        extentCache = e
        return e
    }

    /// The smallest and largest x of the visible series, from the cached extents.
    package var visibleXExtent: (Double, Double)? {
        let e = extents
        var out: (Double, Double)?
        for i in data.series.indices where data.series[i].isVisible { out = NumberRange.union(out, e[i].x) }
        return out
    }

    /// Whether a series' x values ascend (cached until the data changes).
    package func isSorted(_ i: Int) -> Bool {
        if let c = sortedCache[i] { return c }
        _ = extents   // after an append, settles sortedness from the appended points alone
        if let c = sortedCache[i] { return c }
        let ok = Self.ascends(plotData.series[i], from: 0)
        sortedCache[i] = ok
        return ok
    }
}
