import ChartIO
import ChartCore

/// The tests of a column's order and shape the first picture reads: samples or series, logs of
/// events, near order, rises within keys, and columns grouped by size.
extension WorkspaceInference {
    /// One number: a line by row, or for a sample (``isSample(_:)``) its histogram first, then
    /// dots by row.
    static func one(_ name: String, _ v: ColumnBuffer?) -> [PlotSpec] {
        // (Values written in order are a sample sorted: neighbours alike by the sorting alone.)
        guard let v, isSample(v) || v.finiteValuesAscend else { return [PlotSpec(x: ChartSpec.rowNumber, y: [name])] }
        var h = PlotSpec(kind: "histogram", x: ChartSpec.rowNumber, y: [name])
        h.title = "histogram of \(name)"
        h.linked = false
        return [h, PlotSpec(kind: "scatter", x: ChartSpec.rowNumber, y: [name])]
    }

    /// Whether a column is a sample rather than a series: 20 values or more, not all equal, whose
    /// neighbours are no more alike (or opposite) than any two (lag-one autocorrelation within
    /// ±`sampleCorrelation`),
    /// from every neighbouring pair up to 65,536, else as many at places scattered by a hash.
    static func isSample(_ v: ColumnBuffer) -> Bool {
        guard let c = lagCorrelation(v) else { return false }
        // Alike or opposite (a series that alternates) is a series.
        return abs(c) < sampleCorrelation
    }

    /// The correlation of neighbouring values (nil: under `sampleRows` of them, or none vary).
    static func lagCorrelation(_ v: ColumnBuffer) -> Double? {
        guard v.count >= sampleRows else { return nil }
        let pairs = v.count - 1, samples = min(pairs, 65_536)
        var a: [Double] = [], b: [Double] = []
        a.reserveCapacity(samples)
        b.reserveCapacity(samples)
        for j in 0..<samples {
            let i = pairEnd(j, samples: samples, pairs: pairs)
            guard v[i].isFinite, v[i - 1].isFinite else { continue }
            a.append(v[i - 1])
            b.append(v[i])
        }
        guard a.count >= sampleRows - 1 else { return nil }
        // Scaled by the largest magnitude, so that squares of values near the largest doubles stay finite.
        let scale = max(a.lazy.map(abs).max() ?? 0, b.lazy.map(abs).max() ?? 0)
        guard scale > 0 else { return nil }
        let mean = (a.lazy.map { $0 / scale }.reduce(0, +) + b.lazy.map { $0 / scale }.reduce(0, +)) / Double(2 * a.count)
        var cross = 0.0, square = 0.0
        for k in a.indices {
            let (x, y) = (a[k] / scale - mean, b[k] / scale - mean)
            cross += x * y
            square += (x * x + y * y) / 2
        }
        guard square > 0, square.isFinite else { return nil }
        return cross / square
    }

    /// A column of fewer values is no sample (too few neighbours to judge).
    public static let sampleRows = 10
    /// Neighbouring values correlated less than this make a column a sample, not a series.
    public static let sampleCorrelation = 0.5

    /// Lines (or another `kind`) of the value columns against `x`, split by size into linked plots.
    static func lines(x: String, values: [Int], _ s: [ColumnSummary], kind: String? = nil) -> [PlotSpec] {
        let g = groups(values.prefix(maxValues), s).prefix(maxPlots)
        if g.isEmpty { return [PlotSpec(x: ChartSpec.rowNumber, y: [x])] }
        return g.map { PlotSpec(kind: kind, x: x, y: $0.map { s[$0].name }) }
    }

    /// Whether an ascending column takes many values, each for a few rows at most (a clock that
    /// ticks slower than rows are written), rather than a handful (a year, a month).
    static func manyValues(_ c: DataTable.Column) -> Bool {
        guard let v = c.numbers, v.count > 1 else { return false }
        let distinct = v.withUnsafeBufferPointer { b in
            var n = 1
            for i in 1..<b.count where b[i] > b[i - 1] { n += 1 }
            return n
        }
        return distinct >= 64 && distinct * 32 >= v.count
    }

    /// Whether at least a fifth of the rows share their x with the row before (orders of several
    /// items, events logged to the second): every neighbour up to 4,096 pairs, else 4,096 at
    /// places scattered by a hash (evenly spaced ones could fall in step with a period of the log).
    static func sharesInstants(_ column: DataTable.Column) -> Bool {
        guard let v = column.numbers, v.count > 1 else { return false }
        let pairs = v.count - 1, samples = min(pairs, 4096)
        var same = 0
        for j in 0..<samples {
            let i = pairEnd(j, samples: samples, pairs: pairs)
            if v[i] == v[i - 1] { same += 1 }
        }
        return same * 5 >= samples
    }

    /// The later row of the `j`th of `samples` neighbouring pairs read from `pairs`: every pair in
    /// turn when they are all read, else places scattered by a hash (evenly spaced ones could fall
    /// in step with a period of the rows).
    static func pairEnd(_ j: Int, samples: Int, pairs: Int) -> Int {
        samples == pairs ? j + 1 : 1 + Int(((UInt64(j + 1) &* 0x9E37_79B9_7F4A_7C15) >> 11) % UInt64(pairs))
    }

    /// Dots of the second value column against the first, of those that vary and are not parts
    /// of a date when two are (a year column holding one year is no axis).
    static func dots(_ values: [Int], _ s: [ColumnSummary]) -> PlotSpec {
        let varied = values.filter { !s[$0].isTimePart && s[$0].min != s[$0].max }
        let axes = varied.count >= 2 ? varied : values
        return PlotSpec(kind: "scatter", x: s[axes[0]].name, y: [s[axes[1]].name])
    }

    /// Whether a date column is in order but for steps back of at most `nearOrder` of its span
    /// (every value no further below the latest before it).
    static func nearlyAscends(_ column: DataTable.Column, _ summary: ColumnSummary) -> Bool {
        guard let v = column.numbers, let lo = summary.min, let hi = summary.max, hi > lo else { return false }
        let slack = (hi - lo) * nearOrder
        return v.withUnsafeBufferPointer { b in
            var latest = -Double.infinity
            for x in b where x.isFinite {
                if x < latest - slack { return false }
                latest = max(latest, x)
            }
            return true
        }
    }

    /// A date column stepping back by at most this share of its span is in order for a first picture.
    public static let nearOrder = 0.01

    /// Columns grouped so that within a group typical sizes differ by at most `magnitudeRatio`:
    /// sorted by size, a group grows until the next column is that much larger than its smallest.
    /// Groups come in the order of their first column in the file; columns of zeros join the first.
    static func groups<C: Collection>(_ cols: C, _ s: [ColumnSummary]) -> [[Int]] where C.Element == Int {
        let sized = cols.filter { s[$0].magnitude > 0 && s[$0].magnitude.isFinite }.sorted { s[$0].magnitude < s[$1].magnitude }
        var out: [[Int]] = []
        var lo = 0.0
        for c in sized {
            if let last = out.last, !last.isEmpty, s[c].magnitude / lo <= magnitudeRatio {
                out[out.count - 1].append(c)
            } else {
                out.append([c])
                lo = s[c].magnitude
            }
        }
        let zeros = cols.filter { !(s[$0].magnitude > 0 && s[$0].magnitude.isFinite) }
        if out.isEmpty { return zeros.isEmpty ? [] : [Array(zeros)] }
        out[0] += zeros
        return out.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Whether `time`'s values rise at every row within the rows of each value of `key` (a
    /// repeat within a key, as cylinders within a car model, is no time).
    static func ascendsWithinKeys(_ time: DataTable.Column, key: DataTable.Column) -> Bool {
        guard let v = time.numbers else { return false }
        switch key.values {
        case .text(let k): return ascends(v, keys: k) { _ in false }
        // (A missing key, NaN, is no key: as a dictionary's key it would never be found again.)
        case .number(let k), .date(let k): return ascends(v, keys: k) { $0.isNaN }
        }
    }

    /// Whether `v` rises at every row within the rows of each key (keys read as they are, never
    /// made text), rows whose key is `skipped` left out.
    static func ascends<Keys: RandomAccessCollection>(_ v: ColumnBuffer, keys: Keys, skipped: (Keys.Element) -> Bool) -> Bool
        where Keys.Element: Hashable, Keys.Index == Int {
        var last: [Keys.Element: Double] = [:]
        for i in 0..<Swift.min(v.count, keys.count) where v[i].isFinite {
            let k = keys[keys.startIndex + i]
            if skipped(k) { continue }
            if let p = last[k], v[i] <= p { return false }
            last[k] = v[i]
        }
        return true
    }
}
