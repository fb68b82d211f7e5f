import ChartCore

extension ClickHouseSource {
    /// The held rows after the source grew: `previous` with the rows beyond its last x added to it,
    /// when those are all the rows added (a table receiving newer rows, as a logger writes them) and
    /// few enough to hold; else the rows to hold read again (`preview`). A billion-row table that
    /// gains a hundred rows costs a read of the hundred, not of the billion.
    public func extended(_ previous: Preview) throws -> Preview {
        let count = try client.sourceRows()
        let added = count - previous.rows
        guard added > 0, added <= Self.wholeRows, previous.table.rowCount + added <= Self.heldRows,
              let old = previous.table.columns.first?.numbers, let last = old.last, last.isFinite else { return try preview() }
        let xv = try x.value()
        let selected = ([xv] + (try y.map { try $0.value() })).joined(separator: ", ")
        // One more row than counted: a row written meanwhile shows the count is already stale.
        let body = try client.run("""
            SELECT \(selected) FROM \(try url.from()) WHERE \(xv) > \(ClickHouseViewport.literal(last)) \
            ORDER BY \(xv) LIMIT \(added + 1) FORMAT RowBinary
            """, limit: 8 * (1 + y.count) * (added + 1))
        let new = try held(body)
        // Rows added at or before the last x held (or written since the count): read again.
        guard new[0].count == added else { return try preview() }
        var columns: [[Double]] = previous.table.columns.map { Array($0.numbers ?? ColumnBuffer([])) }
        guard columns.count == new.count else { return try preview() }
        for k in columns.indices { columns[k] += new[k] }
        return Preview(table: table(columns), rows: count)
    }

    /// The URL that opens this source again with the same columns, without the password.
    public var reopening: String {
        var u = url
        u.x = x.name
        u.y = y.map(\.name)
        return u.withoutPassword
    }

    /// The most rows held while a growing source is extended (beyond it, the preview is read again).
    static let heldRows = 4 * wholeRows
}

extension ClickHouseSource {
    /// The held rows of a large source whose every y column has rollups holding every row: the
    /// rows of each coarsest-level bucket's first, last, lowest and highest points (at most 4 × 4,096
    /// a column; every extreme, and so the true extents), read in milliseconds where the sliced
    /// preview reads the whole table (about a minute for a billion rows on this machine kind).
    /// Nil when a column has none.
    func rolledPreview(rows count: Int) throws -> Preview? {
        let levels = y.compactMap { c in rollups[c.name].flatMap { $0.added == 0 ? $0.levels.last : nil } }
        guard levels.count == y.count, !levels.isEmpty else { return nil }
        let yOf = ["fx": "fy", "lx": "ly", "mnx": "mn", "mxx": "mx"]
        let picks = levels.flatMap { l in
            yOf.keys.sorted().map { c in "SELECT \(c) AS chartreuse_x" + (levels.count == 1 ? ", \(yOf[c]!) AS chartreuse_y0" : "") + " FROM \(l.table)" }
        }.joined(separator: " UNION ALL ")
        let width = 8 * (1 + y.count), most = 4 * levels.reduce(0) { $0 + $1.buckets }
        let body: [UInt8]
        if levels.count == 1 {
            // One line: the rollup rows are the rows.
            body = try client.run("SELECT DISTINCT chartreuse_x, chartreuse_y0 FROM (\(picks)) ORDER BY chartreuse_x, chartreuse_y0 FORMAT RowBinary",
                                  limit: width * (most + 1))
        } else {
            // Several: the rows at those x, with every column (rows sharing an x come together; a
            // table with many rows at one x is previewed by slices instead, when this answer is too long).
            let xv = try x.value()
            let selected = ([xv] + (try y.map { try $0.value() })).joined(separator: ", ")
            body = try client.run("SELECT \(selected) FROM \(try url.from()) WHERE \(xv) IN (\(picks)) ORDER BY \(xv) FORMAT RowBinary",
                                  limit: width * 4 * (most + 1))
        }
        let held = try held(body)
        guard !held[0].isEmpty else { return nil }
        return Preview(table: table(held), rows: count)
    }
}
