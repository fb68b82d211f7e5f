/// Min/max indexes of long sorted series, kept across appends.
extension SeriesStore {
    /// A series' index with what it was built from, to tell an append from a replacement.
    struct IndexEntry {
        var index: MinMaxIndex
        /// y at the first, middle and last indexed positions, and whether every x was finite.
        var probe: [UInt64]
        var xFinite: Bool
    }

    /// Series shorter than this are scanned directly.
    static let indexThreshold = 8192

    /// The min/max index of drawn series `i` when it is long, sorted and free of NaN x values;
    /// built on first use, and extended rather than rebuilt when the data only grew.
    package func minMaxIndex(_ i: Int) -> MinMaxIndex? {
        let series = plotData.series
        guard i < series.count, series[i].count >= Self.indexThreshold else { return nil }
        let s = series[i]
        if let e = indexCache[i], e.index.count == s.count { return e.xFinite ? e.index : nil }
        // Taken out of the caches, so that an append extends its levels in place rather than a copy.
        var old = indexCache.removeValue(forKey: i)
        if old == nil { old = staleIndexes.removeValue(forKey: i) } else { staleIndexes[i] = nil }
        let entry: IndexEntry
        if appendHint, var kept = old, kept.index.count < s.count, kept.probe == Self.probe(s, count: kept.index.count) {
            old = nil
            let tail = s.x.map { $0[kept.index.count...].withUnsafeBufferPointer(ValueScan.allFinite) } ?? true
            kept.index.extend(to: s.y)
            kept.probe = Self.probe(s, count: s.count)
            kept.xFinite = kept.xFinite && tail
            entry = kept
        } else {
            // The extents' pass over x already told whether it has gaps.
            let known = extentCache.flatMap { $0.count == series.count ? $0[i].xFinite : nil }
            entry = IndexEntry(index: MinMaxIndex(s.y), probe: Self.probe(s, count: s.count),
                               xFinite: known ?? s.x.map { $0.withUnsafeBufferPointer(ValueScan.allFinite) } ?? true)
        }
        indexCache[i] = entry
        staleIndexes[i] = nil
        return entry.xFinite ? entry.index : nil
    }

    /// Bits of a few of the first `count` values (and x) that an append leaves alone.
    static func probe(_ s: Series, count: Int) -> [UInt64] {
        guard count > 0 else { return [] }
        let at = [0, count / 2, count - 1]
        return at.map { s.y[$0].bitPattern } + at.map { s.xValue($0).bitPattern } + [UInt64(count)]
    }

    /// On a data change: the indexes in use become candidates for extension (older ones are dropped).
    func retireIndexes() {
        guard !indexCache.isEmpty else { return }
        staleIndexes = indexCache
        indexCache.removeAll()
    }
}

/// Prefix sums of long series, for statistics of any x range (`ChartView.statistics`).
extension SeriesStore {
    /// Series `i`'s range sums when it is long (built on first use, until the data changes).
    package func rangeSums(_ i: Int) -> RangeSums? {
        let series = plotData.series
        guard i < series.count, series[i].count >= Self.indexThreshold else { return nil }
        if let s = sumsCache[i], s.count == series[i].count { return s }
        let s = RangeSums(series[i].y)
        sumsCache[i] = s
        return s
    }
}
