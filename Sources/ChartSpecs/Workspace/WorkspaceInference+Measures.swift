import ChartIO
import ChartCore
import Foundation

/// The choices the first picture makes among a table's measures and categories: which pair of
/// measures tells most, which category splits them, whether counts say anything, and which
/// kinds (candlesticks, a long table's lines, a log axis) a table's columns ask for.
extension WorkspaceInference {
    /// A long table's key of units (a subject, a firm, a country) may have up to this many values, one line each.
    public static let maxUnits = 300
    /// A split takes a category of at most this many values (more colours than a person tells apart).
    public static let splitValues = 10
    /// A positive measure spanning this many decades or more is read on a log axis.
    public static let logDecades = 3.0
    /// Pairs of measures correlated more than this are one quantity twice (a price and its log).
    static let sameQuantity = 0.98

    /// Candlesticks over the time when the table has open, high, low and close prices.
    static func candlesticks(_ t: DataTable, _ s: [ColumnSummary], _ r: [ColumnRole]) -> [PlotSpec]? {
        let names = ["open", "high", "low", "close"]
        guard names.allSatisfy({ n in s.contains { $0.kind == .number && $0.name.lowercased() == n } }) else { return nil }
        let x = s.indices.first { s[$0].kind == .date && s[$0].ascends } ?? s.indices.first { r[$0] == .time && s[$0].ascends }
        var out = [PlotSpec(kind: "candlestick", x: x.map { s[$0].name } ?? ChartSpec.rowNumber, y: nil)]
        if let v = s.first(where: { $0.kind == .number && $0.name.lowercased() == "volume" }) {
            out.append(PlotSpec(kind: "bar", x: out[0].x, y: [v.name]))
        }
        return out
    }

    /// One line per key over a time that rises within each key (a key with repeats: text, or
    /// whole numbers of up to `maxKeys` values such as a subject's number).
    static func longTable(_ t: DataTable, _ s: [ColumnSummary], _ roles: ColumnRoles, measures: [Int]) -> [PlotSpec]? {
        let r = roles.roles
        let keys = s.indices.filter { i in
            let d = s[i].kind == .text ? (s[i].distinct ?? 0) : (s[i].integral ? (roles.distinctNumbers[i] ?? 0) : 0)
            // Units measured again and again (a firm, a patient) may be many; other keys a few.
            let most = r[i] == .identifier ? maxUnits : maxKeys
            // (Free text of many values that repeat — a country's name in a panel — keys as units do.)
            let units = r[i] == .identifier || (r[i] == .text && s[i].kind == .text)
            return (units || (r[i] == .category && !ColumnRole.namesTime(s[i].name) && !s[i].isTimePart))
                && d >= 2 && d <= (units ? maxUnits : most) && d * 2 <= s[i].count
        }
        // Text keys first, then numbers named as units (a subject, a patient), then other whole numbers.
        let ordered = keys.filter { s[$0].kind == .text } + keys.filter { s[$0].kind != .text && r[$0] == .identifier }
            + keys.filter { s[$0].kind != .text && r[$0] != .identifier }
        // Beside a time that orders every row, only a date or a column named as a time can rise within keys.
        let timed = s.indices.contains { r[$0] == .time && s[$0].ascends }
        // (At most twenty keys and twenty times are tried: a survey of thousands of coded answers is no long table.)
        for k in ordered.prefix(20) {
            let times = s.indices.filter { i in
                i != k && s[i].count > 1 && (s[i].kind == .date || (s[i].kind == .number && r[i] != .identifier && r[i] != .constant
                    && (!timed || ColumnRole.namesTime(s[i].name))))
            }
            for tcol in times.prefix(20) where !s[tcol].ascends || s[tcol].repeatsNeighbour {
                guard ascendsWithinKeys(t.columns[tcol], key: t.columns[k]) else { continue }
                // Measures that change within a key (not a subject's age, the same at every visit).
                // (Nor another time: an occasion's number beside the age.)
                var all = measures.filter { $0 != tcol && $0 != k && !s[$0].isTimePart && !ColumnRole.namesTime(s[$0].name)
                    && variesWithinKeys(t.columns[$0], key: t.columns[k]) }
                guard !all.isEmpty else { continue }
                // The measure that tells most (see `pair`) first: the plot a person reads first.
                if all.count >= 2 {
                    let lead = pair(all, t, s, weighingGaps: true).y
                    all = [lead] + all.filter { $0 != lead }
                }
                let ys = all.prefix(maxPlots)
                return ys.map { y in PlotSpec(x: s[tcol].name, y: [s[y].name], groupBy: s[k].name) }
            }
        }
        return nil
    }

    /// A text category whose values are four or more points of the compass (N, NNE… or North…).
    static func directions(_ categories: [Int], _ t: DataTable, _ s: [ColumnSummary]) -> Int? {
        categories.first { i in
            guard s[i].kind == .text, (s[i].distinct ?? 0) >= 4, case .text(let v) = t.columns[i].values else { return false }
            let step = Swift.max(1, v.count / 65_536)
            return stride(from: 0, to: v.count, by: step).allSatisfy { v[$0].isEmpty || ChartBuilder.compassPoint(v[$0]) != nil }
        }
    }

    /// A radar of a measure's mean by direction.
    static func radar(_ direction: Int, _ measure: Int, _ s: [ColumnSummary]) -> PlotSpec {
        var p = PlotSpec(kind: "radar", x: s[direction].name, y: [s[measure].name], aggregate: meanOrSum(measure, s))
        p.title = "\(p.aggregate!) of \(s[measure].name) by \(s[direction].name)"
        p.linked = false
        return p
    }

    /// Whether a measure takes two values or more within some key, over the first 100,000 rows.
    static func variesWithinKeys(_ v: DataTable.Column, key: DataTable.Column) -> Bool {
        guard let x = v.numbers else { return false }
        let n = Swift.min(x.count, 100_000)
        func varies<K: Hashable>(_ k: (Int) -> K) -> Bool {
            var first: [K: Double] = [:]
            for i in 0..<n where x[i].isFinite {
                if let f = first[k(i)] { if f != x[i] { return true } } else { first[k(i)] = x[i] }
            }
            return false
        }
        switch key.values {
        case .text(let t): return varies { t[$0] }
        case .number(let k), .date(let k): return varies { k[$0].bitPattern }
        }
    }

    /// The category that splits a plot best: text of 2 to `splitValues` values first, then whole
    /// numbers of a few; the one with fewest gaps, then the first.
    static func bestCategory(_ categories: [Int], _ s: [ColumnSummary], _ roles: ColumnRoles) -> Int? {
        func values(_ i: Int) -> Int { s[i].kind == .text ? (s[i].distinct ?? 0) : (roles.distinctNumbers[i] ?? 0) }
        let fit = categories.filter { values($0) >= 2 && values($0) <= splitValues && s[$0].count * 2 >= s[$0].count + s[$0].gaps }
        let text = fit.filter { s[$0].kind == .text }
        return (text.isEmpty ? fit : text).min { s[$0].gaps < s[$1].gaps || (s[$0].gaps == s[$1].gaps && $0 < $1) }
    }

    /// Whether counting rows by this category says something: counts that differ (the largest at
    /// least 1.5 times the smallest shown), not one row a value, not most rows in "other".
    static func countsTell(_ i: Int, _ t: DataTable, _ s: [ColumnSummary]) -> Bool {
        let counts: [Double]
        let distinct: Int
        if s[i].kind == .text {
            counts = s[i].outline
            distinct = s[i].distinct ?? 0
        } else {
            // Whole numbers of a few values: counted in a sample spread over the column.
            guard let v = t.columns[i].numbers else { return false }
            var c: [Double: Double] = [:]
            let step = Swift.max(1, v.count / 65_536)
            for j in stride(from: 0, to: v.count, by: step) where v[j].isFinite { c[v[j], default: 0] += Double(step) }
            counts = c.values.sorted(by: >)
            distinct = c.count
        }
        guard distinct >= 2, distinct * 2 <= s[i].count, let hi = counts.first, let lo = counts.last, lo > 0 else { return false }
        if distinct > 20, counts.prefix(20).reduce(0, +) * 2 < Double(s[i].count) { return false }
        return hi >= 1.5 * lo
    }

    /// The pair of measures that tells most: y the measure most correlated with the rest (what
    /// the others explain: a price, a yield) unless one is named as such, x the measure most
    /// correlated with it — not the same quantity twice (a price and its log, an age and its square).
    static func pair(_ measures: [Int], _ t: DataTable, _ s: [ColumnSummary], weighingGaps: Bool = false) -> (x: Int, y: Int) {
        // The first eight, and one named as the response wherever it stands.
        var m = Array(measures.prefix(8))
        if let named = measures.first(where: { i in ColumnRole.words(s[i].name).contains { responseWords.contains($0) } }), !m.contains(named) {
            m.append(named)
        }
        let sample = m.map { Self.sample(t.columns[$0].numbers!) }
        var r = [[Double]](repeating: [Double](repeating: 0, count: m.count), count: m.count)
        for a in m.indices { for b in m.indices where b > a {
            let c = correlation(sample[a], sample[b])
            let twice = abs(c) > sameQuantity || sameWord(s[m[a]].name, s[m[b]].name)
            r[a][b] = twice ? 0 : abs(c); r[b][a] = r[a][b]
        } }
        let named = m.indices.first { ColumnRole.words(s[m[$0]].name).contains { responseWords.contains($0) } }
        // (With `weighingGaps`, weighed by how much of the column is there: over a panel's years, a
        // measure mostly gaps shows little. Dots show the rows both have whatever the gaps.)
        func coverage(_ i: Int) -> Double {
            weighingGaps ? Double(s[m[i]].count) / Double(Swift.max(1, s[m[i]].count + s[m[i]].gaps)) : 1
        }
        let y = named ?? m.indices.max { a, b in
            let (sa, sb) = (r[a].reduce(0, +) * coverage(a), r[b].reduce(0, +) * coverage(b))
            return sa < sb || (sa == sb && a < b)
        }!
        let x = m.indices.filter { $0 != y }.max { a, b in r[y][a] < r[y][b] || (r[y][a] == r[y][b] && a > b) }!
        return (m[x], m[y])
    }

    /// Words that name what a table measures in the end (y over the rest).
    static let responseWords: Set<String> = ["price", "prices", "saleprice", "salary", "wage", "wages", "earnings", "yield", "sales",
                                            "cost", "revenue", "profit", "score", "outcome", "response"]

    /// Whether one name is another with a prefix or suffix (lprice and price, agesq and age).
    static func sameWord(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.lowercased(), b.lowercased())
        guard x.count >= 2, y.count >= 2 else { return false }
        return x.count > y.count ? (x.hasPrefix(y) || x.hasSuffix(y)) : (y.hasPrefix(x) || y.hasSuffix(x))
    }

    /// Up to 4,096 values spread over a column (NaN kept: pairs are read row by row).
    static func sample(_ v: ColumnBuffer) -> [Double] {
        let step = Swift.max(1, v.count / ColumnRoles.sampleSize)
        return stride(from: 0, to: v.count, by: step).map { v[$0] }
    }

    /// Pearson's correlation of the rows where both are finite (0 when either does not vary).
    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        var n = 0.0, sa = 0.0, sb = 0.0
        for i in a.indices where a[i].isFinite && b[i].isFinite { n += 1; sa += a[i]; sb += b[i] }
        guard n >= 3 else { return 0 }
        let (ma, mb) = (sa / n, sb / n)
        var cab = 0.0, caa = 0.0, cbb = 0.0
        for i in a.indices where a[i].isFinite && b[i].isFinite {
            let (x, y) = (a[i] - ma, b[i] - mb)
            cab += x * y; caa += x * x; cbb += y * y
        }
        guard caa > 0, cbb > 0 else { return 0 }
        let c = cab / (caa * cbb).squareRoot()
        return c.isFinite ? c : 0
    }

    /// Mean bars by a category, or sums of a measure named as a total or count.
    static func meanOrSum(_ m: Int, _ s: [ColumnSummary]) -> String {
        ColumnRole.words(s[m].name).contains { ["total", "count", "amount", "n", "freq"].contains($0) } ? "sum" : "mean"
    }

    /// Whether a column is a series with no x of its own: 50 values or more, each much like the
    /// one before (a price by trading day, a rate by quarter).
    static func isSeries(_ c: DataTable.Column) -> Bool {
        guard let v = c.numbers, v.count >= 50, let r = lagCorrelation(v) else { return false }
        return r >= seriesCorrelation
    }

    /// Neighbours correlated at least this much make a column of no x a series.
    public static let seriesCorrelation = 0.8

    /// The plot with a log axis for values that are all positive and span `logDecades` or more
    /// (y of lines and dots; x of dots too).
    static func withLog(_ p: PlotSpec, _ t: DataTable, _ s: [ColumnSummary]) -> PlotSpec {
        // (Not a map: one scale for both axes is its point.)
        guard p.aggregate == nil, p.aspect == nil, !["histogram", "bar", "candlestick"].contains(p.kind ?? "") else { return p }
        func spans(_ names: [String]) -> Bool {
            let cols = names.compactMap { n in s.firstIndex { $0.name == n } }
            guard !cols.isEmpty, cols.allSatisfy({ s[$0].kind == .number }),
                  let lo = cols.compactMap({ s[$0].min }).min(), let hi = cols.compactMap({ s[$0].max }).max(), lo > 0 else { return false }
            return (hi / lo).log10() >= logDecades
        }
        var out = p
        var log: [String] = []
        if p.kind == "scatter", let x = p.x, x != ChartSpec.rowNumber, spans([x]) { log.append("x") }
        if let y = p.y, spans(y) { log.append("y") }
        if !log.isEmpty { out.log = log }
        return out
    }
}

extension Double {
    /// The base-10 logarithm.
    func log10() -> Double { Foundation.log10(self) }
}

extension WorkspaceInference {
    /// Why the first picture is what it is, one line each: the columns' roles, and the pair of
    /// measures chosen for dots (`--print-spec` prints them as comments).
    public static func reasons(_ t: DataTable, summaries: [ColumnSummary]? = nil) -> [String] {
        let s = summaries ?? ColumnSummary.of(t)
        let roles = ColumnRoles(t, s)
        var out: [String] = []
        let order: [ColumnRole] = [.time, .measure, .category, .identifier, .latitude, .longitude, .constant, .text]
        let listed = order.compactMap { role -> String? in
            let cols = roles.columns(role)
            guard !cols.isEmpty else { return nil }
            let names = cols.prefix(6).map { s[$0].name }.joined(separator: ", ") + (cols.count > 6 ? ", … (\(cols.count))" : "")
            return "\(role.rawValue): \(names)"
        }
        out.append("roles — " + listed.joined(separator: "; "))
        let plots = infer(t, summaries: s).plots ?? []
        // The dots of the pair `pair` chose: of two measures (not a map, not against a date or the row).
        if let p = plots.first(where: { p in
            p.kind == "scatter" && p.aspect == nil && (p.y?.count ?? 0) == 1
                && [p.x, p.y?.first].allSatisfy { n in s.firstIndex { $0.name == n }.map { roles.roles[$0] == .measure } ?? false }
        }),
           let x = p.x, let y = p.y?.first, let xi = t.columnIndex(x), let yi = t.columnIndex(y),
           let a = t.columns[xi].numbers, let b = t.columns[yi].numbers {
            let r = correlation(sample(a), sample(b))
            var line = "dots of \(y) against \(x) (r = \(Ticks.format(r, step: 0.01))): \(y) is named as what is measured or goes"
                + " most with the other measures, \(x) goes most with it"
            if let g = p.groupBy { line += ", split by \(g), the table's category of fewest gaps" }
            out.append(line)
        }
        return out
    }
}
