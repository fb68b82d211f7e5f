import ChartIO
import ChartCore
import Foundation

extension ClickHouseRollups {
    /// Makes the rollups of every y column of `source` (replacing earlier ones) and lists them in
    /// the catalog; `report` hears one line per level made. Needs a user allowed to create tables.
    public static func prepare(_ source: ClickHouseSource, report: (String) -> Void) throws {
        let url = source.url
        guard url.query == nil, let table = url.table else { throw ClickHouseError("--prepare needs a table, not a query") }
        let client = ClickHouseClient(url: url)
        client.readOnly = false
        client.timeout = 3600
        let db = try ClickHouseIdentifier.quoted(url.database, kind: "database")
        let from = try url.from()
        let xv = try source.x.value()
        var r = RowBinaryReader(try client.run("SELECT toUInt64(count()), min(\(xv)), max(\(xv)) FROM \(from) FORMAT RowBinary", limit: 64))
        let n = try r.u64(), anchor = try r.float64(), upTo = try r.float64()
        guard n > 0, anchor.isFinite, upTo.isFinite else { throw ClickHouseError("\(url) has no rows to roll up") }
        // The finest buckets hold about eight rows; levels coarsen fourfold to a few thousand buckets.
        let span = max(upTo - anchor, Double.leastNormalMagnitude)
        let e0 = Int((log2(8 * span / Double(n))).rounded(.down))
        _ = try client.run("""
            CREATE TABLE IF NOT EXISTS \(db).\(catalog) (key String, anchor Float64, up_to Float64, exponent Int32, \
            buckets UInt64, name String, rows UInt64, made DateTime) ENGINE = MergeTree ORDER BY (key, exponent)
            """)
        // New tables under new names, listed once all are made; then the old ones go (a viewer
        // still reading them gets an error, never half-made levels).
        let stamp = Int(Date().timeIntervalSince1970)
        // The tables of a line not yet listed: dropped when making them fails (a billion rows'
        // finest level alone is gigabytes).
        var unlisted: [String] = []
        defer { for t in unlisted { _ = try? client.run("DROP TABLE IF EXISTS \(t)") } }
        for y in source.y {
            let key = Self.key(url, x: source.x.name, y: y.name)
            let yv = try y.value()
            var rows: [String] = []
            var previous: String?
            var lastBuckets: UInt64 = 0
            var e = e0
            while true {
                let started = Date()
                let name = "chartreuse_m4_\(Self.hash(key))_\(e < 0 ? "m\(-e)" : "\(e)")_\(stamp)"
                let quoted = db + "." + (try ClickHouseIdentifier.quoted(name, kind: "table"))
                _ = try client.run("DROP TABLE IF EXISTS \(quoted)")
                _ = try client.run("""
                    CREATE TABLE \(quoted) (b Int64, fx Float64, fy Float64, lx Float64, ly Float64, mn Float64, mnx Float64, \
                    mx Float64, mxx Float64) ENGINE = MergeTree ORDER BY b SETTINGS index_granularity = 1024
                    """)
                unlisted.append(quoted)
                // Level 0 from the rows, each coarser level from the one below; a slice of buckets
                // at a time (the engine holds one slice's groups in memory: a billion rows' finest
                // level is 250 million buckets).
                var slices: [String] = []
                let size = power(e)
                let total = Int((span / size).rounded(.down)) + 1
                let count = max(1, Int((previous == nil ? n : lastBuckets) / 16_000_000))
                let per = (total + count - 1) / count
                if let p = previous {
                    for k in 0..<count {
                        slices.append("""
                            SELECT intDiv(b, 4) AS nb, min(fx) AS f1, argMin(fy, fx) AS f2, max(lx) AS l1, argMax(ly, lx) AS l2, \
                            min((mn, mnx)) AS m1, max((mx, -mxx)) AS m2 FROM \(p) WHERE b >= \(4 * k * per) AND b < \(4 * (k + 1) * per) GROUP BY nb
                            """)
                    }
                } else {
                    let b = "toInt64(floor((chartreuse_x - \(ClickHouseViewport.literal(anchor))) / \(ClickHouseViewport.literal(size))))"
                    for k in 0..<count {
                        let lo = k * per, hi = (k + 1) * per
                        // A bucket's rows by their computed bucket; the x bounds (a bucket wider) only narrow the read.
                        let xlo = anchor + Double(lo - 1) * size, xhi = anchor + Double(hi + 1) * size
                        slices.append("""
                            SELECT nb, min(chartreuse_x) AS f1, argMin(chartreuse_y, chartreuse_x) AS f2, max(chartreuse_x) AS l1, \
                            argMax(chartreuse_y, chartreuse_x) AS l2, min((chartreuse_y, chartreuse_x)) AS m1, max((chartreuse_y, -chartreuse_x)) AS m2 \
                            FROM (SELECT \(xv) AS chartreuse_x, \(yv) AS chartreuse_y, \(b) AS nb FROM \(from) \
                            WHERE \(xv) >= \(ClickHouseViewport.literal(xlo)) AND \(xv) < \(ClickHouseViewport.literal(xhi)) AND isFinite(chartreuse_y)) \
                            WHERE nb >= \(lo) AND nb < \(hi) GROUP BY nb
                            """)
                    }
                }
                for inner in slices {
                    _ = try client.run("""
                        INSERT INTO \(quoted) SELECT nb, f1, f2, l1, l2, tupleElement(m1, 1), tupleElement(m1, 2), \
                        tupleElement(m2, 1), -tupleElement(m2, 2) FROM (\(inner))
                        """)
                }
                let buckets = try client.rowCount(quoted)
                lastBuckets = UInt64(buckets)
                rows.append("""
                    (\(ClickHouseIdentifier.literal(key)), \(ClickHouseViewport.literal(anchor)), \(ClickHouseViewport.literal(upTo)), \
                    \(e), \(buckets), \(ClickHouseIdentifier.literal(name)), \(n), toDateTime(\(stamp)))
                    """)
                report("\(table).\(y.name): buckets of 2^\(e) (\(buckets) rows) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
                if buckets < 4096 { break }
                previous = quoted
                e += 2
            }
            let listed = ClickHouseIdentifier.literal(key)
            let old = String(decoding: try client.run("SELECT DISTINCT name FROM \(db).\(catalog) WHERE key = \(listed) FORMAT TabSeparated"), as: UTF8.self)
            _ = try client.run("INSERT INTO \(db).\(catalog) VALUES \(rows.joined(separator: ", "))")
            unlisted = []
            _ = try client.run("ALTER TABLE \(db).\(catalog) DELETE WHERE key = \(listed) AND made < toDateTime(\(stamp))")
            for name in old.split(separator: "\n") where !name.isEmpty {
                let unescaped = ClickHouseSchema.unescape(Array(name.utf8))
                guard unescaped.hasPrefix("chartreuse_m4_"), !unescaped.hasSuffix("_\(stamp)") else { continue }
                _ = try? client.run("DROP TABLE IF EXISTS \(db).\(try ClickHouseIdentifier.quoted(unescaped, kind: "table"))")
            }
        }
    }

    /// A short stable name for a key (FNV-1a, 64 bits, in hex).
    static func hash(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }
}
