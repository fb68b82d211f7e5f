import ChartIO
import ChartCore

/// Chooses a first workspace for a table: the picture a person would draw first, from the
/// table's shape alone.
///
/// Roles first (``ColumnRoles``: time, measure, category, identifier, coordinates, constant),
/// then kinds, in order: open/high/low/close prices give candlesticks; latitude and longitude a
/// map; a long table (a key, a time that rises within each key, values) one line per key; a
/// date that ascends, wherever it stands, lines (dots when rows often share an instant, or when
/// it ascends only give or take a hundredth of its span); unique text keys over a few rows bars
/// of their values; a numeric time that ascends lines; numbers in no order against a date in no
/// order dots; series without an x (neighbours alike) lines by row; two measures or more dots
/// of the pair that tell most, split by the table's category, then the measure's mean by that
/// category; one measure its mean by category, or its histogram; categories alone counts, when
/// the counts differ. Values whose sizes differ by more than `magnitudeRatio` go to separate
/// plots, linked on x; a positive measure spanning `logDecades` decades or more is read on a log axis.
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
        spec.plots = plots(table, sums).map { withLog($0, table, sums) }
        return spec
    }

    static func plots(_ t: DataTable, _ s: [ColumnSummary]) -> [PlotSpec] {
        let roles = ColumnRoles(t, s)
        let r = roles.roles
        // A table of counts (a Freq column beside categories and no other measure) is summed, not
        // counted, and its counts are no series.
        let measured = s.indices.filter { r[$0] == .measure && !s[$0].isTimePart }
        let weight = measured.count == 1 && s[measured[0]].isWeight && r.contains(.category) ? measured[0] : nil
        let measures = measured.filter { $0 != weight }
        // Everything numeric that may be a series: measures, else times that are not parts of a date.
        // (Beside a date, whole numbers of a few values are series: a level, a count by day.)
        let numericCategories = s.indices.filter { r[$0] == .category && s[$0].kind == .number && !s[$0].isTimePart && $0 != weight }
        let values = !measures.isEmpty ? measures
            : s.contains(where: { $0.kind == .date && $0.ascends }) ? numericCategories
            : s.indices.filter { r[$0] == .time && s[$0].kind == .number && !s[$0].isTimePart && $0 != weight }
        let categories = roles.columns(.category)
        // Over a time, whole numbers of a few values (a level, a count) are series too.
        let valueSet = Set(values)
        let series = values + numericCategories.filter { !valueSet.contains($0) }
        let name = { (i: Int) in s[i].name }
        if let candles = candlesticks(t, s, r) { return candles }
        var out: [PlotSpec] = []
        // Where things are: longitude across, latitude up, split by the table's category.
        if let lat = roles.columns(.latitude).first, let lon = roles.columns(.longitude).first {
            var map = PlotSpec(kind: "scatter", x: name(lon), y: [name(lat)], groupBy: bestCategory(categories, s, roles).map(name))
            map.title = "map of \(name(lat)) and \(name(lon))"
            map.linked = false
            map.aspect = "equal"
            out.append(map)
        }
        func finish(_ more: [PlotSpec]) -> [PlotSpec] { Array((out + more).prefix(maxPlots)) }
        // Text and categories alone: how often each value occurs, or the counts summed.
        if values.isEmpty || weight != nil {
            let keys = categories.filter { s[$0].kind == .text } + categories.filter { s[$0].kind != .text }
            guard let k = keys.first(where: { countsTell($0, t, s) }) ?? keys.first
                    ?? s.indices.first(where: { s[$0].kind == .text && s[$0].count > 0 }) else {
                // Numbers of one value each (one row, or rows alike): still drawn, by row.
                let constant = s.indices.filter { r[$0] == .constant && s[$0].kind == .number }
                return constant.isEmpty ? out : finish(lines(x: ChartSpec.rowNumber, values: constant, s))
            }
            if let w = weight {
                return finish(keys.prefix(2).map { PlotSpec(x: name($0), y: [name(w)], aggregate: "sum") })
            }
            return finish([PlotSpec(x: name(k), y: nil, aggregate: "count")])
        }
        if let long = longTable(t, s, roles, measures: measures) { return finish(long) }
        // A table of frequencies (a value, its count): bars of the counts.
        if let w = measured.first(where: { s[$0].isWeight }), measured.count == 1,
           let k = s.indices.first(where: { $0 != w && s[$0].kind == .number && s[$0].integral && s[$0].count <= maxBars
                                             && roles.distinctNumbers[$0] == s[$0].count && r[$0] != .constant && r[$0] != .identifier && !s[$0].isIdentifier }) {
            return finish([PlotSpec(kind: "bar", x: name(k), y: [name(w)])])
        }
        // A time series: a date that ascends, wherever it stands; dots for a log of events (several
        // rows an instant), where a line would zigzag up and down at each. A date in order give or
        // take (flights listed by departure, each with its scheduled hour; a few misdated rows) is
        // x as well, for dots. (A date in under half the rows, such as a date of death, is no such
        // axis for them all.)
        let dates = s.indices.filter { s[$0].kind == .date && r[$0] == .time && s[$0].count > 1 }
        let fullDates = dates.filter { s[$0].count * 2 >= t.rowCount }
        if let d = dates.first(where: { s[$0].ascends }) ?? fullDates.first(where: { nearlyAscends(t.columns[$0], s[$0]) }) {
            let events = !s[d].ascends || (s[d].repeatsNeighbour && sharesInstants(t.columns[d]))
            // Winds and their directions: the lines over time, then the measure round the compass.
            let compass = directions(categories, t, s).flatMap { k in measures.first.map { radar(k, $0, s) } }
            let timeLines = lines(x: name(d), values: series, s, kind: events ? "scatter" : nil)
            return finish(compass.map { Array(timeLines.prefix(maxPlots - 1)) + [$0] } ?? timeLines)
        }
        // Unique text keys over a few rows (states, car models): bars of their values.
        let lead = s.count > 1 && r[0] == .identifier && s[0].kind == .number ? 1 : 0
        if s[lead].kind == .text, let distinct = s[lead].distinct, distinct == s[lead].count, s[lead].count <= maxBars, s[lead].count > 1 {
            return finish(groups(values.prefix(maxValues), s).prefix(maxPlots).map { g in
                PlotSpec(kind: "bar", x: name(lead), y: g.map(name))
            })
        }
        // A numeric time that ascends is x: rows that share a value are several at one x (a logger
        // writing faster than its clock ticks), still a line — unless its values are few (a
        // month, a year: a category the rows are sorted by).
        if let x = s.indices.first(where: { r[$0] == .time && s[$0].kind == .number && s[$0].ascends
                                             && (!s[$0].repeatsNeighbour || Self.manyValues(t.columns[$0])) && s[$0].count > 1 }),
           series.contains(where: { $0 != x }) {
            return finish(lines(x: name(x), values: series.filter { $0 != x }, s))
        }
        // Numbers against a date in no order (when each thing happened).
        if let d = fullDates.first, !measures.isEmpty {
            return finish(lines(x: name(d), values: measures, s, kind: "scatter"))
        }
        let compass = directions(categories, t, s)
        let split = bestCategory(categories.filter { $0 != compass }, s, roles)
        // Series with no x of their own (prices by trading day, rates by quarter): lines by row —
        // not a table sorted by one of its measures, whose others follow it.
        if split == nil, !measures.isEmpty, !measures.contains(where: { s[$0].ascends }),
           measures.prefix(maxValues).allSatisfy({ isSeries(t.columns[$0]) }) {
            return finish(lines(x: ChartSpec.rowNumber, values: measures, s))
        }
        var more: [PlotSpec] = []
        let chosen = measures.count >= 2 ? pair(measures, t, s) : nil
        // A measure by direction (N, NNE, …) goes round the compass first.
        if let k = compass, let m = chosen?.y ?? measures.first {
            more.append(radar(k, m, s))
        }
        // Measures by a category: the split, else text of a few values, else whole numbers of a few
        // (not the compass's, already round the radar).
        let fewText = categories.filter { s[$0].kind == .text && (s[$0].distinct ?? 0) <= 20 && $0 != compass }
        let byCategory = split ?? fewText.first ?? categories.first { $0 != compass }
        if let (x, y) = chosen {
            more.append(PlotSpec(kind: "scatter", x: name(x), y: [name(y)], groupBy: split.map(name)))
            if let k = byCategory { more.append(PlotSpec(x: name(k), y: [name(y)], aggregate: meanOrSum(y, s))) }
        } else if let m = measures.first {
            if let k = byCategory {
                var h = PlotSpec(kind: "histogram", x: ChartSpec.rowNumber, y: [name(m)])
                h.title = "histogram of \(name(m))"
                h.linked = false
                // By a named group first; by a coded number (a survey's answer 1 to 6), the measure's own shape first.
                let means = PlotSpec(x: name(k), y: [name(m)], aggregate: meanOrSum(m, s))
                more += s[k].kind == .text ? [means, h] : [h, means]
            } else {
                more += one(name(m), t.columns[m].numbers)
            }
        } else {
            more += lines(x: ChartSpec.rowNumber, values: values, s)
        }
        if let k = categories.first(where: { $0 != byCategory && countsTell($0, t, s) }), more.count < maxPlots {
            more.append(PlotSpec(x: name(k), y: nil, aggregate: "count"))
        }
        return finish(more)
    }
}
