/// What a chart knew of each drawn series before data was appended: extents and sortedness
/// with the point counts they cover, so after `appendData` only the new points are scanned.
struct ExtentMemo {
    var extents: [PlotGeometry.SeriesExtent]
    var counts: [Int]
    /// `SeriesStore.probe` of each series at its count, to tell an append from a replacement.
    var probes: [[UInt64]]
    var sorted: [Int: Bool]

    /// The memo of a store's current caches, or nil when its extents were never computed.
    init?(_ store: SeriesStore) {
        guard let e = store.extentCache, let p = store.plotDataCache, e.count == p.data.series.count else { return nil }
        extents = e
        counts = p.data.series.map(\.count)
        probes = p.data.series.map { SeriesStore.probe($0, count: $0.count) }
        sorted = store.sortedCache
    }
}

extension SeriesStore {
    /// Extents (and sortedness, into `sortedCache`) of the drawn series from the memo of the data
    /// before an append plus a scan of the appended points; nil when the data was not an append.
    func appendedExtents() -> [PlotGeometry.SeriesExtent]? {
        guard appendHint, let memo = extentMemo else { return nil }
        extentMemo = nil
        let series = plotData.series
        // Stacked series are drawn on top of each other point by point: a point appended to one
        // moves the others where no probe looks, so stacks are scanned in full.
        guard memo.counts.count == series.count, !data.series.contains(where: { $0.stack != nil }) else { return nil }
        var out: [PlotGeometry.SeriesExtent] = []
        var sorted: [Int: Bool] = [:]
        for (i, s) in series.enumerated() {
            let n = memo.counts[i]
            guard n > 0, n <= s.count, memo.probes[i] == Self.probe(s, count: n) else { return nil }
            let old = memo.extents[i]
            out.append(n == s.count ? old : old.union(PlotGeometry.SeriesExtent(s, from: n)))
            if let was = memo.sorted[i] { sorted[i] = was && Self.ascends(s, from: n) }
        }
        for (i, v) in sorted { sortedCache[i] = v }
        return out
    }

    /// Whether the finite x values from point `start` on ascend, starting at or above the last
    /// finite x before `start`.
    static func ascends(_ s: Series, from start: Int) -> Bool {
        guard let xs = s.x else { return true }
        var prev = -Double.infinity
        var k = min(start, xs.count) - 1
        while k >= 0, !xs[k].isFinite { k -= 1 }
        if k >= 0 { prev = xs[k] }
        return xs.withUnsafeBufferPointer { ValueScan.ascends($0, from: min(start, xs.count), floor: prev) }
    }
}
