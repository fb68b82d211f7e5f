import ChartIO
import ChartCore

extension ClickHouseSource {
    /// The held rows after the source grew: `previous` with the rows from its last x on read again
    /// and added (rows sharing that x included), when those are all the rows added (a table receiving
    /// newer rows, as a logger writes them) and few enough to hold; else the rows to hold read again
    /// (`preview`). A billion-row table that gains a hundred rows costs a read of the hundred.
    public func extended(_ previous: Preview) throws -> Preview {
        let count = try client.sourceRows()
        let added = count - previous.rows
        let names = [x.name] + y.map(\.name)
        guard added > 0, added <= Self.wholeRows, previous.table.rowCount + added <= Self.heldRows,
              previous.table.columns.map(\.name) == names, previous.table.columns.first?.isDate == x.isDate,
              let old = previous.table.columns.first?.numbers, let last = old.last, last.isFinite else { return try preview() }
        let xv = try x.value()
        let selected = ([xv] + (try y.map { try $0.value() })).joined(separator: ", ")
        // The rows at the last x held and after it; one more than counted shows the count is stale.
        let expected = added + previous.lastTies
        let body = try client.run("""
            SELECT \(selected) FROM \(try url.from()) WHERE \(xv) >= \(ClickHouseViewport.literal(last)) \
            ORDER BY \(xv) LIMIT \(expected + 1) FORMAT RowBinary
            """, limit: 8 * (1 + y.count) * (expected + 1))
        let new = try held(body)
        // Rows added before the last x held, or written since the count: read again.
        guard new[0].count == expected, try client.sourceRows() == count else { return try preview() }
        // The held rows at the last x give way to all of them, then the rows after.
        let kept = old.count - Self.trailingTies(old)
        var columns: [[Double]] = previous.table.columns.map { Array(($0.numbers ?? ColumnBuffer([])).prefix(kept)) }
        for k in columns.indices { columns[k] += new[k] }
        var grown = Preview(table: table(columns), rows: count)
        grown.lastTies = Self.trailingTies(new[0])
        return grown
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
