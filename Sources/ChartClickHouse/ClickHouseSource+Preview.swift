import ChartIO
import ChartCore

extension ClickHouseSource {
    /// The held rows of a large source whose every y column has rollups: the rows of each
    /// coarsest-level bucket's first, last, lowest and highest points (at most 4 × 4,096 a column:
    /// every extreme), the rows at the first and last x they cover (whatever their y), and the rows
    /// added beyond those (at most `wholeRows`), read in milliseconds where the sliced preview
    /// reads the whole table (about half a minute for a billion rows on this machine kind).
    /// Nil when a column has none, or more rows were added since.
    func rolledPreview(rows count: Int) throws -> Preview? {
        let sets = y.compactMap { rollups[$0.name] }
        guard sets.count == y.count, let r = sets.first, sets.allSatisfy({ $0.anchor == r.anchor && $0.upTo == r.upTo }) else { return nil }
        let levels = sets.compactMap(\.levels.last)
        let from = try url.from(), xv = try x.value()
        let yv = try y.map { try $0.value() }
        let ends = "\(xv) = \(ClickHouseViewport.literal(r.anchor)) OR \(xv) = \(ClickHouseViewport.literal(r.upTo))"
        let yOf = ["fx": "fy", "lx": "ly", "mnx": "mn", "mxx": "mx"]
        let width = 8 * (1 + y.count), most = 4 * levels.reduce(0) { $0 + $1.buckets }
        let body: [UInt8]
        if levels.count == 1 {
            // One line: the rollup rows are the rows (and the end rows, though their y be NULL).
            let picks = yOf.keys.sorted().map { "SELECT \($0) AS chartreuse_x, \(yOf[$0]!) AS chartreuse_y0 FROM \(levels[0].table)" }
                + ["SELECT \(xv), \(yv[0]) FROM \(from) WHERE \(ends)"]
            body = try client.run("""
                SELECT DISTINCT chartreuse_x, chartreuse_y0 FROM (\(picks.joined(separator: " UNION ALL "))) \
                ORDER BY chartreuse_x, chartreuse_y0 FORMAT RowBinary
                """, limit: width * (most + 64))
        } else {
            // Several: the rows at those x, with every column (rows sharing an x come together; a
            // table with many rows at one x is previewed by slices instead, its answer being too long).
            let picks = levels.flatMap { l in yOf.keys.sorted().map { "SELECT \($0) FROM \(l.table)" } }
                + ["SELECT \(ClickHouseViewport.literal(r.anchor))", "SELECT \(ClickHouseViewport.literal(r.upTo))"]
            body = try client.run("""
                SELECT \(([xv] + yv).joined(separator: ", ")) FROM \(from) WHERE \(xv) IN (\(picks.joined(separator: " UNION ALL "))) \
                ORDER BY \(xv) FORMAT RowBinary
                """, limit: width * 4 * (most + 64))
        }
        var held = try held(body)
        guard !held[0].isEmpty else { return nil }
        if r.added > 0 {
            guard r.added <= Self.wholeRows else { return nil }
            let newer = try self.held(try client.run("""
                SELECT \(([xv] + yv).joined(separator: ", ")) FROM \(from) WHERE \(xv) > \(ClickHouseViewport.literal(r.upTo)) \
                ORDER BY \(xv) LIMIT \(r.added + 1) FORMAT RowBinary
                """, limit: width * (r.added + 1)))
            guard newer[0].count == r.added else { return nil }
            for k in held.indices { held[k] += newer[k] }
        }
        return Preview(table: table(held), rows: count)
    }

    /// How many of `xs`' last values equal its last one.
    static func trailingTies<C: BidirectionalCollection>(_ xs: C) -> Int where C.Element == Double {
        guard let last = xs.last else { return 0 }
        return xs.reversed().prefix { $0 == last }.count
    }

    /// `p` with the count of the source's rows at its last x.
    func counted(_ p: Preview) throws -> Preview {
        guard let xs = p.table.columns.first?.numbers, let last = xs.last else { return p }
        var out = p
        if p.whole {
            out.lastTies = Self.trailingTies(xs)
        } else {
            out.lastTies = try client.rowCount("\(try url.from()) WHERE \(try x.value()) = \(ClickHouseViewport.literal(last))")
        }
        return out
    }
}
