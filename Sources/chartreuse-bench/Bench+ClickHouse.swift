import ChartCore
import ChartClickHouse
import ChartIO
import Foundation

extension Bench {
    /// Viewport answers from a ClickHouse table (`--clickhouse URL`): random zooms (1× to 10⁴×,
    /// log-uniform) at random places of the first y column, at 1200 pixel columns, each asked as
    /// the viewer asks it (rollups when prepared and nested, else rows). Latency in ms, and the rows
    /// each answer carried. With `prepare`, the rollups are made first (and timed).
    static func clickhouseViewports(url text: String, viewports: Int, prepare: Bool) throws -> [BenchResult] {
        var made: [BenchResult] = []
        if prepare {
            let t0 = now()
            try ClickHouseRollups.prepare(try ClickHouseSource.open(text, timeout: 3600)) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            made.append(BenchResult(name: "clickhouse prepare", unit: "s", values: ["p50": now() - t0]))
        }
        let source = try ClickHouseSource.open(text, timeout: 120)
        let preview = try source.preview()
        guard let y = source.y.first, let xs = preview.table.columns.first?.numbers, xs.count > 0 else { return [] }
        let viewport = try source.viewport()
        let series = Series(name: y.name, x: Array(xs), y: [Double](repeating: 0, count: xs.count))
        let first = xs[0], last = xs[xs.count - 1], span = last - first
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state >> 11) / Double(1 << 53)
        }
        var times: [Double] = [], rows: [Double] = []
        var fromRollups = 0
        let rolled = source.rollups[y.name]
        let yv = try y.value()
        for _ in 0..<viewports {
            let width = span / pow(10, 4 * random())
            let lo = first + (span - width) * random()
            var o = PlotGeometry.Options()
            o.visibleX = lo...(lo + width)
            let g = PlotGeometry.compute(data: ChartData(series: [series]), options: o,
                                         plot: Rect(x: 60, y: 10, width: 1200, height: 600), scale: 1)
            guard let grid = ViewportGrid(g, anchor: first) else { continue }
            let t0 = now()
            let answer = try viewport.rows(y: yv, grid: grid, first: first, last: last, rollups: rolled)
            times.append((now() - t0) * 1000)
            switch answer {
            case .points(let x, _): rows.append(Double(x.count))
            case .columns(let c, _, _, _, let k, _, _):
                rows.append(Double(c.count * 4))
                if let r = rolled, r.level(for: grid, columns: k) != nil { fromRollups += 1 }
            }
        }
        let name = "clickhouse " + String(format: "%.0e", Double(preview.rows)).replacingOccurrences(of: "+0", with: "")
        return made + [BenchResult(name: name + " viewport answer", unit: "ms", values: percentiles(times)),
                BenchResult(name: name + " rows per answer", unit: "rows", values: percentiles(rows)),
                BenchResult(name: name + " answered by rollups", unit: "of \(times.count)", values: ["p50": Double(fromRollups)])]
    }
}
