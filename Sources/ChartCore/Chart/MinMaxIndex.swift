/// A multi-resolution index of where a column of values has its minimum and maximum: level 1
/// summarises blocks of 32 values, each further level 32 blocks of the one below. A range's
/// extremes (and its first and last finite value) are then found in O(32 · levels) instead of
/// by scanning the range, so drawing a long line costs O(width · log n).
///
/// Built once in one pass (O(n)); `extended(to:)` only recomputes the last, partial blocks after
/// values were appended. NaN values are skipped.
public struct MinMaxIndex: Sendable {
    /// Values per block at each level.
    public static let fanout = 32
    /// Per level, the index of each block's smallest and largest finite value (−1 when it has none).
    private(set) var levels: [(min: [Int32], max: [Int32])] = []
    /// The number of values indexed.
    public private(set) var count = 0

    /// Indexes `values`.
    public init(_ values: [Double]) {
        self = MinMaxIndex().extended(to: values)
    }

    private init() {}

    /// The index of `values`, which are this index's values with more appended (the first `count`
    /// must be unchanged). Only the blocks holding new values are recomputed.
    public func extended(to values: [Double]) -> MinMaxIndex {
        precondition(values.count < Int(Int32.max), "MinMaxIndex holds up to 2³¹ values")
        var out = self
        out.count = values.count
        let f = Self.fanout
        values.withUnsafeBufferPointer { v in
            var below = count            // values of the level below that were already summarised
            var n = values.count         // entries at the level below
            var level = 0
            while n > 1 {
                let blocks = (n + f - 1) / f
                if level == out.levels.count { out.levels.append(([], [])) }
                // Blocks from the first one holding new data are recomputed.
                let firstDirty = below / f
                out.levels[level].min.removeLast(max(0, out.levels[level].min.count - firstDirty))
                out.levels[level].max.removeLast(max(0, out.levels[level].max.count - firstDirty))
                out.levels[level].min.reserveCapacity(blocks)
                out.levels[level].max.reserveCapacity(blocks)
                for b in firstDirty..<blocks {
                    var lo: Int32 = -1, hi: Int32 = -1
                    var loV = Double.infinity, hiV = -Double.infinity
                    let end = min(n, (b + 1) * f)
                    for k in (b * f)..<end {
                        // Level 0 reads values; higher levels read the extremes of the blocks below.
                        let (a, c): (Int32, Int32) = level == 0
                            ? (v[k].isFinite ? (Int32(k), Int32(k)) : (-1, -1))
                            : (out.levels[level - 1].min[k], out.levels[level - 1].max[k])
                        if a >= 0, v[Int(a)] < loV { loV = v[Int(a)]; lo = a }
                        if c >= 0, v[Int(c)] > hiV { hiV = v[Int(c)]; hi = c }
                    }
                    out.levels[level].min.append(lo)
                    out.levels[level].max.append(hi)
                }
                below = firstDirty
                n = blocks
                level += 1
            }
            out.levels.removeLast(max(0, out.levels.count - level))
        }
        return out
    }

    /// The indices of the smallest and largest finite values in `range` (first occurrence on ties
    /// at the finest level), or nil when the range holds none.
    public func extremes(_ values: UnsafeBufferPointer<Double>, in range: Range<Int>) -> (min: Int, max: Int)? {
        var lo = -1, hi = -1
        var loV = Double.infinity, hiV = -Double.infinity
        func take(_ a: Int, _ c: Int) {
            if a >= 0, values[a] < loV || (values[a] == loV && a < lo) { loV = values[a]; lo = a }
            if c >= 0, values[c] > hiV || (values[c] == hiV && c < hi) { hiV = values[c]; hi = c }
        }
        var i = range.lowerBound
        let end = range.upperBound
        let f = Self.fanout
        // Climb while whole blocks fit, then come back down for the tail.
        var level = 0          // the level whose units `i` counts in terms of, expressed in values
        var unit = 1
        while i < end {
            // Move up while `i` is aligned to the next level's unit and a whole unit fits.
            while level < levels.count, i % (unit * f) == 0, i + unit * f <= end { unit *= f; level += 1 }
            // Move down while a unit does not fit.
            while level > 0, i + unit > end { unit /= f; level -= 1 }
            if level == 0 {
                if values[i].isFinite { take(i, i) }
            } else {
                let b = i / unit
                take(Int(levels[level - 1].min[b]), Int(levels[level - 1].max[b]))
            }
            i += unit
        }
        return lo >= 0 ? (lo, hi) : nil
    }
}
