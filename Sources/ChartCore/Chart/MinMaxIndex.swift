/// A multi-resolution index of where a column of values has its minimum and maximum: level 1
/// summarises blocks of 32 values, each further level 32 blocks of the one below. A range's
/// extremes are then found in O(32 · levels) instead of by scanning the range, so drawing a
/// long line costs O(width · log n).
///
/// Each block keeps its extreme values next to their indices in one 24-byte record, so a query
/// touches one cache line per block it reads and never the (large) values inside whole blocks. Built once in one
/// pass (O(n), about 0.8 bytes per value); `extended(to:)` only recomputes the blocks holding
/// appended values. NaN and infinite values are skipped.
package struct MinMaxIndex: Sendable {
    /// Values per block at each level.
    package static let fanout = 32

    /// One block's extremes.
    struct Summary: Sendable, Equatable {
        var minValue: Double
        var maxValue: Double
        /// Index of the smallest and largest finite value of the block (−1 when it has none).
        var minIndex: Int32
        var maxIndex: Int32

        /// The summary of values none of which is finite.
        static let empty = Summary(minValue: .infinity, maxValue: -.infinity, minIndex: -1, maxIndex: -1)
    }

    /// Each level's block summaries.
    private(set) var levels: [[Summary]] = []
    /// The number of values indexed.
    package private(set) var count = 0

    /// Indexes `values`.
    package init(_ values: ColumnBuffer) {
        self = MinMaxIndex().extended(to: values)
    }

    /// Indexes the values of an array.
    package init(_ values: [Double]) { self.init(ColumnBuffer(values)) }

    /// The index of an array of this index's values with more appended.
    package func extended(to values: [Double]) -> MinMaxIndex { extended(to: ColumnBuffer(values)) }

    private init() {}

    /// The summary of the finite values in `v[start..<end]` (the first index of each extreme).
    @inline(__always)
    static func summary(_ v: UnsafeBufferPointer<Double>, from start: Int, to end: Int) -> Summary {
        guard let base = v.baseAddress else { return .empty }
        if end - start == fanout { return block(base + start, at: start) }
        return scalar(base + start, from: start, to: end)
    }

    /// The summary of the values `start..<end` at `p` (`p` points at value `start`), one by one.
    private static func scalar(_ p: UnsafePointer<Double>, from start: Int, to end: Int) -> Summary {
        var lo: Int32 = -1, hi: Int32 = -1
        var loV = Double.infinity, hiV = -Double.infinity
        // Selects rather than branches: where the extremes of a noisy column change is unpredictable.
        for k in start..<end {
            let x = p[k - start]
            let finite = x.isFinite
            let lower = finite && x < loV, higher = finite && x > hiV
            loV = lower ? x : loV
            lo = lower ? Int32(truncatingIfNeeded: k) : lo
            hiV = higher ? x : hiV
            hi = higher ? Int32(truncatingIfNeeded: k) : hi
        }
        return Summary(minValue: loV, maxValue: hiV, minIndex: lo, maxIndex: hi)
    }

    /// The summary of a whole block: its extremes four values at a time, each lane keeping where
    /// it found its own (no second pass to look for them).
    @inline(__always)
    private static func block(_ p: UnsafePointer<Double>, at start: Int) -> Summary {
        typealias V = SIMD4<Double>
        typealias I = SIMD4<Int64>
        // NaN compares false, so gaps are passed over without a mask; an infinity is seen in
        // the result and the block taken again value by value.
        var lo = V(repeating: .infinity), hi = V(repeating: -.infinity)
        var loAt = I(repeating: 0), hiAt = I(repeating: 0)
        var at = I(0, 1, 2, 3)
        let four = I(repeating: 4)
        var j = 0
        while j < fanout {
            let x = UnsafeRawPointer(p + j).loadUnaligned(as: V.self)
            let lower = x .< lo, higher = x .> hi
            lo.replace(with: x, where: lower)
            loAt.replace(with: at, where: lower)
            hi.replace(with: x, where: higher)
            hiAt.replace(with: at, where: higher)
            at &+= four
            j += 4
        }
        let loV = Swift.min(Swift.min(lo[0], lo[1]), Swift.min(lo[2], lo[3]))
        let hiV = Swift.max(Swift.max(hi[0], hi[1]), Swift.max(hi[2], hi[3]))
        if loV == -.infinity || hiV == .infinity { return scalar(p, from: start, to: start + fanout) }
        guard loV <= hiV else { return .empty }
        // The first place of each extreme: the lowest index among the lanes holding it.
        var first = (Int64.max, Int64.max)
        for l in 0..<4 {
            if lo[l] == loV, loAt[l] < first.0 { first.0 = loAt[l] }
            if hi[l] == hiV, hiAt[l] < first.1 { first.1 = hiAt[l] }
        }
        return Summary(minValue: loV, maxValue: hiV, minIndex: Int32(truncatingIfNeeded: start + Int(first.0)),
                       maxIndex: Int32(truncatingIfNeeded: start + Int(first.1)))
    }

    /// The index of `values`, which are this index's values with more appended (the first `count`
    /// must be unchanged). Only the blocks holding new values are recomputed.
    package func extended(to values: ColumnBuffer) -> MinMaxIndex {
        var out = self
        out.extend(to: values)
        return out
    }

    /// Makes this the index of `values`, this index's values with more appended: the blocks
    /// holding new values are recomputed, in place when nothing else holds this index's levels
    /// (an index kept across appends is not copied on each one).
    package mutating func extend(to values: ColumnBuffer) {
        precondition(values.count < Int(Int32.max), "MinMaxIndex holds up to 2³¹ values")
        let count = self.count
        var out = self
        self = MinMaxIndex()   // `out` alone holds the levels while they grow
        out.count = values.count
        let f = Self.fanout
        values.withUnsafeBufferPointer { v in
            var below = count            // entries of the level below already summarised
            var n = values.count         // entries at the level below
            var level = 0
            while n > 1 {
                let blocks = (n + f - 1) / f
                if level == out.levels.count { out.levels.append([]) }
                let firstDirty = below / f
                var next = out.levels[level]
                out.levels[level] = []    // keep `next` uniquely referenced while it grows
                next.removeLast(max(0, next.count - firstDirty))
                // Room to grow by half again: appends one row at a time do not reallocate each block.
                if next.capacity < blocks { next.reserveCapacity(max(blocks, next.capacity + next.capacity / 2)) }
                if level == 0 {
                    // The values themselves: the one long scan, split across the cores.
                    let parts = ValueScan.map(blocks - firstDirty, minimum: ValueScan.parallelMinimum / f) { r in
                        r.map { Self.summary(v, from: (firstDirty + $0) * f, to: min(n, (firstDirty + $0 + 1) * f)) }
                    }
                    for part in parts { next.append(contentsOf: part) }
                } else {
                    out.levels[level - 1].withUnsafeBufferPointer { l in
                        for b in firstDirty..<blocks {
                            var lo: Int32 = -1, hi: Int32 = -1
                            var loV = Double.infinity, hiV = -Double.infinity
                            for k in (b * f)..<min(n, (b + 1) * f) where l[k].minIndex >= 0 {
                                if l[k].minValue < loV { loV = l[k].minValue; lo = l[k].minIndex }
                                if l[k].maxValue > hiV { hiV = l[k].maxValue; hi = l[k].maxIndex }
                            }
                            next.append(Summary(minValue: loV, maxValue: hiV, minIndex: lo, maxIndex: hi))
                        }
                    }
                }
                out.levels[level] = next
                below = firstDirty
                n = blocks
                level += 1
            }
            out.levels.removeLast(max(0, out.levels.count - level))
        }
        self = out
    }

    /// The indices of the smallest and largest finite values in `range` (the first on ties), or
    /// nil when the range holds none.
    ///
    /// Climbs from both ends: at each level it reads the (at most 31) entries left over at either
    /// side of the whole blocks of the level above, each run a contiguous loop.
    package func extremes(_ values: UnsafeBufferPointer<Double>, in range: Range<Int>) -> (min: Int, max: Int)? {
        let e = extremeValues(values, in: range)
        return e.lo >= 0 ? (e.lo, e.hi) : nil
    }

    /// The extremes of `range` with their values (`lo` is −1 when the range holds no finite value).
    func extremeValues(_ values: UnsafeBufferPointer<Double>, in range: Range<Int>) -> Extremes {
        var best = Extremes()
        var lo = range.lowerBound, hi = range.upperBound
        let f = Self.fanout
        var level = 0
        while level < levels.count {
            let up = (lo + f - 1) / f, down = hi / f
            if up >= down { break }
            scan(level, lo..<(up * f), values, &best)
            scan(level, (down * f)..<hi, values, &best)
            lo = up; hi = down
            level += 1
        }
        scan(level, lo..<hi, values, &best)
        return best
    }

    /// The running extremes of a query: indices and values of the smallest and largest.
    struct Extremes {
        var lo = -1, hi = -1
        var loV = Double.infinity, hiV = -Double.infinity

        /// Takes a candidate minimum and maximum (ties go to the smaller index: ranges are not read in order).
        @inline(__always)
        mutating func take(min v: Double, at i: Int, max w: Double, at j: Int) {
            if v < loV || (v == loV && i < lo) { loV = v; lo = i }
            if w > hiV || (w == hiV && j < hi) { hiV = w; hi = j }
        }
    }

    /// Folds entries `range` of `level` (0: the values themselves) into `best`.
    private func scan(_ level: Int, _ range: Range<Int>, _ values: UnsafeBufferPointer<Double>, _ best: inout Extremes) {
        guard !range.isEmpty else { return }
        if level == 0 {
            for k in range {
                let x = values[k]
                if x.isFinite { best.take(min: x, at: k, max: x, at: k) }
            }
            return
        }
        levels[level - 1].withUnsafeBufferPointer { l in
            for k in range where l[k].minIndex >= 0 {
                best.take(min: l[k].minValue, at: Int(l[k].minIndex), max: l[k].maxValue, at: Int(l[k].maxIndex))
            }
        }
    }
}
