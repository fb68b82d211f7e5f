import ChartIO
import ChartCore

/// Chooses a first workspace for a table: the picture a person would draw first, from the
/// table's shape alone.
///
/// In order: a long table (a text key, a time that rises within each key, values) gives one
/// line per key; a date that ascends, wherever it stands, is x for lines (dots when rows often
/// share an instant, or when it ascends only give or take a hundredth of its span); a text key first gives
/// bars (counts when keys repeat, the values when each is unique and there are few rows); a
/// numeric column that ascends (ties allowed) is x for lines; otherwise dots of the numbers against a date in
/// no order, or against the first number, with counts of a repeated text column (one number alone: a line by row, or a sample's
/// dots and histogram); text alone gives counts. Values whose sizes differ
/// by more than `magnitudeRatio` go to separate plots, linked on x.
public enum WorkspaceInference {
    /// Columns whose typical sizes differ by more than this share no plot (at 26× the smaller line already fills a twenty-fifth of the height).
    public static let magnitudeRatio = 10.0
    /// At most this many value columns are plotted at first (all are listed in the browser).
    public static let maxValues = 6
    /// At most this many plots at first.
    public static let maxPlots = 4
    /// A text key with at most this many distinct values can group rows or be counted.
    public static let maxKeys = 50
    /// Unique text keys give one bar each up to this many rows.
    public static let maxBars = 60

    /// The workspace inferred for `table` (its plots filled in).
    public static func infer(_ table: DataTable, summaries: [ColumnSummary]? = nil) -> ChartSpec {
        let sums = summaries ?? ColumnSummary.of(table)
        var spec = ChartSpec()
        spec.plots = plots(table, sums)
        return spec
    }

    static func plots(_ t: DataTable, _ s: [ColumnSummary]) -> [PlotSpec] {
        // A table of counts (a Freq column) is summed, not counted, and its counts are no series.
        let weight = s.indices.first { s[$0].isWeight && s.contains { $0.kind == .text } }
        let values = s.indices.filter { s[$0].kind == .number && s[$0].count > 0 && !s[$0].isIdentifier && !s[$0].isRowIndex && $0 != weight }
        // A data frame's written-out index first is no data: the table starts after it.
        let lead = s.count > 1 && s[0].isRowIndex ? 1 : 0
        func counts(_ k: Int) -> PlotSpec {
            weight.map { PlotSpec(x: s[k].name, y: [s[$0].name], aggregate: "sum") } ?? PlotSpec(x: s[k].name, y: nil, aggregate: "count")
        }
        let keys = s.indices.filter { i in
            s[i].kind == .text && (s[i].distinct ?? 0) >= 2 && (s[i].distinct ?? 0) <= maxKeys && (s[i].distinct ?? 0) < s[i].count
        }
        // Text (and dates) alone: how often each value of the first short-listed column occurs.
        if values.isEmpty {
            guard let k = keys.first ?? s.indices.first(where: { s[$0].kind == .text && s[$0].count > 0 }) else { return [] }
            // A table of counts by several keys: the totals by the first two.
            return keys.count >= 2 && weight != nil ? [counts(keys[0]), counts(keys[1])] : [counts(k)]
        }
        // A long table: one line per key over a time that rises within each key.
        for k in keys {
            let times = s.indices.filter { i in
                i != k && s[i].count > 1 && (s[i].kind == .date || (s[i].kind == .number && !s[i].isIdentifier && !s[i].isRowIndex))
            }
            for tcol in times where !s[tcol].ascends || s[tcol].repeatsNeighbour {
                guard ascendsWithinKeys(t.columns[tcol], key: t.columns[k]) else { continue }
                let ys = values.filter { $0 != tcol && !s[$0].isTimePart }.prefix(maxPlots)
                guard !ys.isEmpty else { continue }
                return ys.map { y in PlotSpec(x: s[tcol].name, y: [s[y].name], groupBy: s[k].name) }
            }
        }
        // A time series: a date that ascends, wherever it stands; dots for a log of events (several
        // rows an instant), where a line would zigzag up and down at each.
        // A date in order give or take (flights listed by departure, each with its scheduled
        // hour; a few misdated rows) is x as well, for dots.
        // (A date in under half the rows, such as a date of death, is no such axis for them all.)
        let dates = s.indices.filter { s[$0].kind == .date && s[$0].count > 1 }
        let fullDates = dates.filter { s[$0].count * 2 >= t.rowCount }
        if let d = dates.first(where: { s[$0].ascends }) ?? fullDates.first(where: { nearlyAscends(t.columns[$0], s[$0]) }) {
            let events = !s[d].ascends || (s[d].repeatsNeighbour && sharesInstants(t.columns[d]))
            return lines(x: s[d].name, values: values.filter { !s[$0].isTimePart }, s, kind: events ? "scatter" : nil)
        }
        // A text key first: bars. Counted when its values repeat (two rows a value or more, fewer
        // values than are counted): a column of identifiers, one row each or nearly, is no key.
        if s[lead].kind == .text, let distinct = s[lead].distinct, s[lead].count > 0 {
            if distinct < s[lead].count, distinct < ColumnSummary.distinctCap, distinct * 2 <= s[lead].count {
                var out = [counts(lead)]
                if values.count >= 2 { out.insert(dots(values, s), at: 0) }
                return out
            }
            if s[lead].count <= maxBars {
                return groups(values.prefix(maxValues), s).prefix(maxPlots).map { g in
                    PlotSpec(kind: "bar", x: s[lead].name, y: g.map { s[$0].name })
                }
            }
        }
        // A numeric column that ascends (not a written-out row number) is x: rows that share a
        // value are several at one x (a logger writing faster than its clock ticks), still a line —
        // unless its values are few (a month, a year: a category the rows are sorted by).
        if let x = s.indices.first(where: { s[$0].kind == .number && s[$0].ascends && !s[$0].isIdentifier
                                             && (!s[$0].repeatsNeighbour || Self.manyValues(t.columns[$0]))
                                             && !s[$0].isRowIndex && s[$0].count > 1 }), values.count >= 2 {
            return lines(x: s[x].name, values: values.filter { $0 != x }, s)
        }
        // Unordered numbers: dots against a date in no order (when each thing happened), else of
        // the others against the first; and counts of a repeated key.
        var out: [PlotSpec] = []
        let measures = values.filter { !s[$0].isTimePart }
        if let d = fullDates.first, !measures.isEmpty {
            out = lines(x: s[d].name, values: measures, s, kind: "scatter")
        } else if values.count >= 2 { out.append(dots(values, s)) } else {
            out += one(s[values[0]].name, t.columns[values[0]].numbers)
        }
        if let k = keys.first { out = out.prefix(maxPlots - 1) + [counts(k)] }
        return out
    }

    /// One number: a line by row, or for a sample (``isSample(_:)``) dots by row and the histogram.
    static func one(_ name: String, _ v: ColumnBuffer?) -> [PlotSpec] {
        guard let v, isSample(v) else { return [PlotSpec(x: ChartSpec.rowNumber, y: [name])] }
        var h = PlotSpec(kind: "histogram", x: ChartSpec.rowNumber, y: [name])
        h.title = "histogram of \(name)"
        h.linked = false
        return [PlotSpec(kind: "scatter", x: ChartSpec.rowNumber, y: [name]), h]
    }

    /// Whether a column is a sample rather than a series: 20 values or more, not all equal, whose
    /// neighbours are no more alike (or opposite) than any two (lag-one autocorrelation within
    /// ±`sampleCorrelation`),
    /// from every neighbouring pair up to 65,536, else as many at places scattered by a hash.
    static func isSample(_ v: ColumnBuffer) -> Bool {
        guard v.count >= 20 else { return false }
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
        guard a.count >= 19 else { return false }
        // Scaled by the largest magnitude, so that squares of values near the largest doubles stay finite.
        let scale = max(a.lazy.map(abs).max() ?? 0, b.lazy.map(abs).max() ?? 0)
        guard scale > 0 else { return false }
        let mean = (a.lazy.map { $0 / scale }.reduce(0, +) + b.lazy.map { $0 / scale }.reduce(0, +)) / Double(2 * a.count)
        var cross = 0.0, square = 0.0
        for k in a.indices {
            let (x, y) = (a[k] / scale - mean, b[k] / scale - mean)
            cross += x * y
            square += (x * x + y * y) / 2
        }
        guard square > 0, square.isFinite else { return false }
        // Alike or opposite (a series that alternates) is a series.
        return abs(cross / square) < sampleCorrelation
    }

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
        guard let v = time.numbers, case .text(let k) = key.values else { return false }
        var last: [String: Double] = [:]
        for (i, x) in v.enumerated() where x.isFinite {
            if let p = last[k[i]], x <= p { return false }
            last[k[i]] = x
        }
        return true
    }
}
