/// A multi-resolution index of where a column of values has its minimum and maximum: level 1
/// summarises blocks of 32 values, each further level 32 blocks of the one below. A range's
/// extremes are then found in O(32 · levels) instead of by scanning the range, so drawing a
/// long line costs O(width · log n).
///
/// Each block keeps its extreme values next to their indices, so a query reads the small
/// summaries in order and never jumps around the (large) values themselves. Built once in one
/// pass (O(n), about 0.8 bytes per value); `extended(to:)` only recomputes the blocks holding
/// appended values. NaN and infinite values are skipped.
public struct MinMaxIndex: Sendable {
    /// Values per block at each level.
    public static let fanout = 32

    /// One level's block summaries.
    struct Level: Sendable {
        var minValue: [Double] = []
        var maxValue: [Double] = []
        /// Index of the smallest and largest finite value of each block (−1 when it has none).
        var minIndex: [Int32] = []
        var maxIndex: [Int32] = []

        mutating func truncate(_ n: Int) {
            let k = max(0, minIndex.count - n)
            minValue.removeLast(k); maxValue.removeLast(k); minIndex.removeLast(k); maxIndex.removeLast(k)
        }
    }

    private(set) var levels: [Level] = []
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
            var below = count            // entries of the level below already summarised
            var n = values.count         // entries at the level below
            var level = 0
            while n > 1 {
                let blocks = (n + f - 1) / f
                if level == out.levels.count { out.levels.append(Level()) }
                let firstDirty = below / f
                out.levels[level].truncate(firstDirty)
                var next = out.levels[level]
                out.levels[level] = Level()    // keep `next` uniquely referenced while it grows
                for b in firstDirty..<blocks {
                    var lo: Int32 = -1, hi: Int32 = -1
                    var loV = Double.infinity, hiV = -Double.infinity
                    let end = min(n, (b + 1) * f)
                    if level == 0 {
                        for k in (b * f)..<end where v[k].isFinite {
                            if v[k] < loV { loV = v[k]; lo = Int32(k) }
                            if v[k] > hiV { hiV = v[k]; hi = Int32(k) }
                        }
                    } else {
                        let l = out.levels[level - 1]
                        for k in (b * f)..<end {
                            if l.minIndex[k] >= 0, l.minValue[k] < loV { loV = l.minValue[k]; lo = l.minIndex[k] }
                            if l.maxIndex[k] >= 0, l.maxValue[k] > hiV { hiV = l.maxValue[k]; hi = l.maxIndex[k] }
                        }
                    }
                    next.minValue.append(loV); next.maxValue.append(hiV)
                    next.minIndex.append(lo); next.maxIndex.append(hi)
                }
                out.levels[level] = next
                below = firstDirty
                n = blocks
                level += 1
            }
            out.levels.removeLast(max(0, out.levels.count - level))
        }
        return out
    }

    /// The indices of the smallest and largest finite values in `range` (the first on ties), or
    /// nil when the range holds none.
    public func extremes(_ values: UnsafeBufferPointer<Double>, in range: Range<Int>) -> (min: Int, max: Int)? {
        var lo = -1, hi = -1
        var loV = Double.infinity, hiV = -Double.infinity
        var i = range.lowerBound
        let end = range.upperBound
        let f = Self.fanout
        var level = 0
        var unit = 1
        while i < end {
            // Climb while `i` starts a whole unit of the next level that fits; descend when a unit does not fit.
            while level < levels.count, i % (unit * f) == 0, i + unit * f <= end { unit *= f; level += 1 }
            while level > 0, i + unit > end { unit /= f; level -= 1 }
            if level == 0 {
                let x = values[i]
                if x.isFinite {
                    if x < loV { loV = x; lo = i }
                    if x > hiV { hiV = x; hi = i }
                }
            } else {
                let b = i / unit
                let l = levels[level - 1]
                if l.minIndex[b] >= 0 {
                    if l.minValue[b] < loV { loV = l.minValue[b]; lo = Int(l.minIndex[b]) }
                    if l.maxValue[b] > hiV { hiV = l.maxValue[b]; hi = Int(l.maxIndex[b]) }
                }
            }
            i += unit
        }
        return lo >= 0 ? (lo, hi) : nil
    }
}
