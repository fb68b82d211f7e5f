import ChartIO
import ChartCore

extension ClickHouseViewport {
    /// Grid columns `k` from a rollup level: the buckets lying wholly in one column (their first
    /// and last x fall in it) merged in the engine, and the rare bucket a column edge cuts (x values
    /// within rounding of the edge) computed from its rows and merged here.
    func columns(rollup level: ClickHouseRollups.Level, of r: ClickHouseRollups, y: String, grid: ViewportGrid, _ k: ClosedRange<Int>,
                 exchange: HTTPExchange, queryID: String?) throws -> [M4Column] {
        let perColumn = grid.width / ClickHouseRollups.power(level.exponent)
        let bLo = Int((Double(k.lowerBound) * perColumn).rounded(.down)) - 1
        let bHi = Int((Double(k.upperBound + 1) * perColumn).rounded(.up)) + 1
        let a = Self.literal(grid.anchor), w = Self.literal(grid.width)
        let inner = """
            SELECT *, toInt64(floor((fx - \(a)) / \(w))) AS c1, toInt64(floor((lx - \(a)) / \(w))) AS c2 \
            FROM \(level.table) WHERE b >= \(bLo) AND b <= \(bHi)
            """
        let sql = """
            SELECT c1, min(fx), argMin(fy, fx), max(lx), argMax(ly, lx), min((mn, mnx)), max((mx, -mxx)) \
            FROM (\(inner)) WHERE c1 = c2 AND c1 >= \(k.lowerBound) AND c1 <= \(k.upperBound) \
            GROUP BY c1 ORDER BY c1 FORMAT RowBinary
            """
        var out = try Self.parseColumns(try client.run(sql, queryID: queryID, limit: 72 * k.count, exchange: exchange), k)
        // Buckets cut by a column edge: their rows, binned one by one.
        let cut = try client.run("""
            SELECT b FROM (\(inner)) WHERE c1 != c2 AND c2 >= \(k.lowerBound) AND c1 <= \(k.upperBound) ORDER BY b LIMIT 10001 FORMAT RowBinary
            """, queryID: queryID.map { $0 + "-edges" }, limit: 8 * 10001, exchange: exchange)
        var reader = RowBinaryReader(cut)
        var buckets: [Int64] = []
        while !reader.isAtEnd { buckets.append(try reader.int64()) }
        guard buckets.count <= 10000 else { throw ClickHouseError("a rollup level does not fit this zoom") }
        if let lo = buckets.first, let hi = buckets.last {
            // Their rows, found by the bucket the engine put each in (the same operations), within
            // x bounds a bucket wider each side that only narrow the read.
            let size = ClickHouseRollups.power(level.exponent)
            let bucket = "toInt64(floor((\(x) - \(Self.literal(r.anchor))) / \(Self.literal(size))))"
            let condition = "\(x) >= \(Self.literal(r.anchor + Double(lo - 1) * size)) AND \(x) < \(Self.literal(r.anchor + Double(hi + 2) * size))"
                + " AND \(bucket) IN (\(buckets.map(String.init).joined(separator: ", ")))"
            let extra = try columns(y: y, grid: grid, k, where: condition, exchange: exchange, queryID: queryID.map { $0 + "-cut" })
            out = Self.merge(out, extra)
        }
        return out
    }

    /// Two column lists merged column by column (first: the smaller x; last: the larger; extremes:
    /// the more extreme y, ties to the smaller x).
    static func merge(_ a: [M4Column], _ b: [M4Column]) -> [M4Column] {
        var byColumn: [Int: M4Column] = [:]
        for c in a { byColumn[c.column] = c }
        for c in b {
            guard var m = byColumn[c.column] else { byColumn[c.column] = c; continue }
            if c.firstX < m.firstX { (m.firstX, m.firstY) = (c.firstX, c.firstY) }
            if c.lastX > m.lastX { (m.lastX, m.lastY) = (c.lastX, c.lastY) }
            if c.minY < m.minY || (c.minY == m.minY && c.minX < m.minX) { (m.minY, m.minX) = (c.minY, c.minX) }
            if c.maxY > m.maxY || (c.maxY == m.maxY && c.maxX < m.maxX) { (m.maxY, m.maxX) = (c.maxY, c.maxX) }
            byColumn[c.column] = m
        }
        return byColumn.keys.sorted().map { byColumn[$0]! }
    }
}
