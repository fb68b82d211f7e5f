import ChartIO
import ChartCore

/// Financial (candlestick, OHLC) and radial (pie, donut, radar) charts from a table.
extension ChartBuilder {
    /// Candlesticks or OHLC bars from columns named open, high, low and close (any case).
    static func financial(_ table: DataTable, x: Int, kind: String, spec: ChartSpec, name: String) throws -> BuiltChart {
        func find(_ key: String) -> [Double]? {
            table.columns.first { $0.name.lowercased() == key && $0.numbers != nil && !$0.isDate }?.numbers?.array
        }
        guard let o = find("open"), let h = find("high"), let l = find("low"), let c = find("close") else {
            let names = table.columns.prefix(8).map(\.name).joined(separator: ", ")
            throw DataError(file: name, message: "a \(kind) chart needs numeric columns named open, high, low and close (columns: \(names))")
        }
        let xc = table.columns[x]
        let xs = xc.numbers?.array ?? Array(0..<o.count).map(Double.init)
        var s = kind == "ohlc"
            ? Series.ohlc(name: spec.title ?? "prices", x: xs, open: o, high: h, low: l, close: c)
            : Series.candlestick(name: spec.title ?? "prices", x: xs, open: o, high: h, low: l, close: c)
        if xc.numbers == nil { s.x = nil }
        let categories: [String]
        if case .text(let t) = xc.values { categories = t } else { categories = [] }
        return BuiltChart(data: ChartData(series: [s], categories: categories), kind: kind,
                          xTitle: spec.xAxis?.title ?? xc.name, yTitle: spec.yAxis?.title,
                          xIsDate: xc.isDate, horizontal: false)
    }

    /// The points of the compass, clockwise from north: a key of these is read round a radar in this order.
    public static let compass = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    /// The compass point a key names (`n`, `North`, `nne`…), as `compass` writes it; nil for any other word.
    public static func compassPoint(_ key: String) -> String? {
        let k = key.trimmingCharacters(in: .whitespaces).uppercased()
        let names = ["NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W", "NORTHEAST": "NE", "NORTHWEST": "NW", "SOUTHEAST": "SE", "SOUTHWEST": "SW"]
        return compass.contains(k) ? k : names[k.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")]
    }

    /// A radar of each y column's count, sum or mean over the rows of each key, its spokes in the
    /// compass's order when the keys are points of the compass (else most first, as bars).
    static func radarOfKeys(_ table: DataTable, key: Int, ys: [Int], how: String, spec: ChartSpec, name: String) throws -> BuiltChart {
        if spec.shownKeys == nil, case .text(let keys) = table.columns[key].values, ChartSpec.aggregates.contains(how),
           let b = compassRadar(table, keys: keys, ys: ys, how: how) {
            return b
        }
        var b = try aggregated(table, key: key, ys: ys, how: how, spec: spec, name: name)
        b.data.series = b.data.series.map { Series.radar(name: $0.name, values: $0.y.array) }
        b.kind = "radar"
        b.xTitle = nil
        b.yTitle = nil
        return b
    }

    /// A radar round the whole compass (4, 8 or 16 points, as the keys need; `North` and `N` one
    /// spoke) of each y column's count, sum or mean by point, a point without rows at the centre;
    /// nil when some key is no point of the compass.
    static func compassRadar(_ table: DataTable, keys: [String], ys: [Int], how: String) -> BuiltChart? {
        var point = [Int?](repeating: nil, count: keys.count)
        var cache: [String: Int?] = [:]
        for (r, k) in keys.enumerated() where !k.isEmpty {
            if cache[k] == nil { cache[k] = .some(compassPoint(k).flatMap { compass.firstIndex(of: $0) }) }
            guard let p = cache[k]! else { return nil }
            point[r] = p
        }
        let used = Set(point.compactMap { $0 })
        guard !used.isEmpty else { return nil }
        // The coarsest rose that holds every point used: N E S W, then the eight, then all sixteen.
        let step = used.allSatisfy { $0 % 4 == 0 } ? 4 : used.allSatisfy { $0 % 2 == 0 } ? 2 : 1
        let spokes = stride(from: 0, to: compass.count, by: step).map { $0 }
        let columns = how == "count" ? [-1] : ys.filter { table.columns[$0].numbers != nil }
        guard !columns.isEmpty else { return nil }
        let series = columns.map { c -> Series in
            var sum = [Double](repeating: 0, count: compass.count), n = sum
            let v = c >= 0 ? table.columns[c].numbers : nil
            for (r, p) in point.enumerated() {
                guard let p else { continue }
                if let v { if v[r].isFinite { sum[p] += v[r]; n[p] += 1 } } else { n[p] += 1 }
            }
            let values = spokes.map { p in how == "count" ? n[p] : how == "sum" ? (n[p] > 0 ? sum[p] : .nan) : (n[p] > 0 ? sum[p] / n[p] : .nan) }
            return Series.radar(name: c >= 0 ? "\(how) of \(table.columns[c].name)" : "count", values: values)
        }
        return BuiltChart(data: ChartData(series: series, categories: spokes.map { compass[$0] }), kind: "radar",
                          xTitle: nil, yTitle: nil, xIsDate: false, horizontal: false)
    }

    /// A pie or donut of the first value column (negative values are an error), or a radar of every value column.
    static func radial(_ table: DataTable, x: Int, ys: [Int], kind: String, spec: ChartSpec, name: String) throws -> BuiltChart {
        let xc = table.columns[x]
        let categories = keyStrings(xc)
        var series: [Series] = []
        if kind == "radar" {
            series = ys.map { Series.radar(name: table.columns[$0].name, values: table.columns[$0].numbers!.array) }
        } else {
            let col = table.columns[ys[0]]
            let v = col.numbers!.array
            if let r = v.firstIndex(where: { $0 < 0 }) {
                let key = r < categories.count ? " (\(categories[r]))" : ""
                throw DataError(file: name, message: "a \(kind) needs values of zero or more, but '\(col.name)' is \(Ticks.format(v[r], step: 1)) in data row \(r + 1)\(key)")
            }
            guard v.contains(where: { $0 > 0 }) else {
                throw DataError(file: name, message: "a \(kind) needs at least one value above zero in '\(col.name)'")
            }
            series = [Series.pie(name: col.name, values: v, style: kind == "donut" ? .donut() : RadialStyle())]
        }
        return BuiltChart(data: ChartData(series: series, categories: categories), kind: kind,
                          xTitle: nil, yTitle: nil, xIsDate: false, horizontal: false)
    }
}
