/// Stacked series resolved into plain ones: each stacked point gets `lo` (the top of what lies
/// below it) and `y` (its own top), so drawing and hit-testing need not know about stacks.
package enum Stacking {
    /// A copy of `data` with every visible stacked bar and line series resolved.
    ///
    /// Bars stack positives upward and negatives downward from zero, separately (SwiftCharts'
    /// stacked bar items); lines stack by point index, missing values counting as zero below and
    /// staying missing themselves. Unstacked series, and stacked ones that already carry `lo`
    /// (bar models resolved by their builder), are returned unchanged.
    /// - Complexity: O(total points of stacked series).
    package static func resolve(_ data: ChartData) -> ChartData {
        guard data.series.contains(where: { $0.stack != nil && $0.lo == nil && $0.isVisible }) else { return data }
        var out = data
        var positive: [String: [Double]] = [:], negative: [String: [Double]] = [:]
        for i in out.series.indices {
            let s = out.series[i]
            guard let name = s.stack, s.isVisible, s.lo == nil, s.kind == .bar || s.kind == .line else { continue }
            let key = "\(s.kind.rawValue):\(name)"
            var up = positive[key] ?? [], down = negative[key] ?? []
            if up.count < s.count { up += Array(repeating: 0, count: s.count - up.count) }
            if down.count < s.count { down += Array(repeating: 0, count: s.count - down.count) }
            var lo = [Double](repeating: .nan, count: s.count), y = s.y
            for k in 0..<s.count {
                let v = s.y[k]
                guard v.isFinite else {
                    lo[k] = up[k]
                    continue
                }
                if v >= 0 || s.kind == .line {
                    lo[k] = up[k]; y[k] = up[k] + v; up[k] = y[k]
                } else {
                    lo[k] = down[k]; y[k] = down[k] + v; down[k] = y[k]
                }
            }
            positive[key] = up
            negative[key] = down
            out.series[i].y = ColumnBuffer(y)
            out.series[i].lo = ColumnBuffer(lo)
        }
        return out
    }
}

/// Which column slot each bar series takes: stacked series share their stack's slot, the rest
/// get one each (grouped bars, grouped-stacked bars).
package enum BarSlots {
    /// The slot of each series (nil for hidden and non-bar series) and the number of slots.
    package static func assign(_ series: [Series]) -> (slots: [Int?], count: Int) {
        let (slots, count) = assignIfAny(series)
        return (slots.isEmpty ? [Int?](repeating: nil, count: series.count) : slots, count)
    }

    /// `assign`, but with no visible bar series no slots at all (an empty list, as a layout pass
    /// runs every frame); readers check the index.
    static func assignIfAny(_ series: [Series]) -> (slots: [Int?], count: Int) {
        guard series.contains(where: { $0.kind == .bar && $0.isVisible }) else { return ([], 0) }
        var slots = [Int?](repeating: nil, count: series.count)
        var byStack: [String: Int] = [:]
        var count = 0
        for (i, s) in series.enumerated() where s.kind == .bar && s.isVisible {
            if let name = s.stack {
                if let k = byStack[name] { slots[i] = k; continue }
                byStack[name] = count
            }
            slots[i] = count
            count += 1
        }
        return (slots, count)
    }
}
