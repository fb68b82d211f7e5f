import ChartIO
import ChartCore

/// Asks a ClickHouse source for what one viewport of one line draws: every row when the viewport
/// holds at most four per pixel column, else each pixel column's first, last, minimum and maximum
/// (M4) computed in the engine — at most 4 × width rows on the wire, however many the table holds.
///
/// The engine places each row in its column of the store's grid (`ViewportGrid`) with the same
/// operations (the grid's numbers go as literals that read back bit for bit), breaks ties as the
/// local min/max index does, and takes the same neighbours outside the viewport, so the picture is
/// the one the same rows draw locally.
public struct ClickHouseViewport: Sendable {
    /// The server.
    public let client: ClickHouseClient
    /// The source rows (a quoted table or a subquery).
    let from: String
    /// The x column as a Float64 expression.
    let x: String

    /// What a viewport draws: rows one by one, or M4 columns of the grid.
    package enum Rows: Sendable, Equatable {
        /// The rows in and next to the viewport, x ascending.
        case points(x: [Double], y: [Double])
        /// The grid's columns holding a finite value, in column order, and the rows just outside
        /// the view (x, y), drawn when they lie beyond those columns.
        case columns([M4Column], grid: ViewportGrid, a: Int, b: Int, range: ClosedRange<Int>, before: Pair?, after: Pair?)
    }

    /// An x and a y.
    public struct Pair: Sendable, Equatable {
        public var x: Double, y: Double
    }

    /// A viewport asker for `x` of `schema`'s source.
    public init(client: ClickHouseClient, schema: ClickHouseSchema, x: String) throws {
        guard let c = schema.column(x) else { throw ClickHouseError("no column '\(x)' in \(client.url)") }
        self.client = client
        from = try client.url.from()
        self.x = try c.value()
    }

    /// The rows series `y` (a Float64 expression) draws over `grid`'s viewport, for a series whose
    /// first and last rows have x `first` and `last`; from `rollups` (made for this y) when one of
    /// their levels nests in the grid's columns.
    package func rows(y: String, grid: ViewportGrid, first: Double, last: Double, rollups: ClickHouseRollups? = nil,
                     exchange: HTTPExchange = HTTPExchange(), queryID: String? = nil) throws -> Rows {
        let (pred, succ, count) = try bounds(y: y, grid, exchange: exchange, queryID: queryID)
        let n = count + (pred == nil ? 0 : 1) + (succ == nil ? 0 : 1)
        if n == 0 { return .points(x: [], y: []) }
        if n <= grid.rawLimit {
            // The row before, the rows in view, the row after (rows sharing an x with a neighbour stay out).
            let range = "\(x) >= \(Self.literal(grid.lo)) AND \(x) <= \(Self.literal(grid.hi))"
            let body = try client.run("SELECT \(x) AS chartreuse_x, \(y) AS chartreuse_y FROM \(from) WHERE \(range) ORDER BY chartreuse_x, chartreuse_y FORMAT RowBinary",
                                      queryID: queryID, limit: 16 * (grid.rawLimit + 1), exchange: exchange)
            var r = RowBinaryReader(body)
            var xs: [Double] = [], ys: [Double] = []
            xs.reserveCapacity(n); ys.reserveCapacity(n)
            if let p = pred { xs.append(p.x); ys.append(p.y) }
            while !r.isAtEnd { xs.append(try r.float64()); ys.append(try r.float64()) }
            if let s = succ { xs.append(s.x); ys.append(s.y) }
            return .points(x: xs, y: ys)
        }
        guard let span = grid.span(first: pred?.x ?? first, last: succ?.x ?? last) else {
            throw ClickHouseError("this zoom cannot be drawn on columns")
        }
        let k = span.range
        let out: [M4Column]
        if let r = rollups, let level = r.level(for: grid, columns: k) {
            var rolled = try columns(rollup: level, of: r, y: y, grid: grid, k, exchange: exchange, queryID: queryID)
            // Rows added since they were made (beyond their last x) in these columns, merged in
            // (a row counted twice changes no first, last or extreme).
            let hi = grid.anchor + Double(k.upperBound + 2) * grid.width
            if r.added > 0, hi > r.upTo {
                let extra = try columns(y: y, grid: grid, k, where: "\(x) > \(Self.literal(r.upTo)) AND \(x) < \(Self.literal(hi))",
                                        exchange: exchange, queryID: queryID.map { $0 + "-added" })
                rolled = Self.merge(rolled, extra)
            }
            out = rolled
        } else {
            let lo = grid.anchor + Double(k.lowerBound - 1) * grid.width, hi = grid.anchor + Double(k.upperBound + 2) * grid.width
            out = try columns(y: y, grid: grid, k, where: "\(x) >= \(Self.literal(lo)) AND \(x) < \(Self.literal(hi))",
                              exchange: exchange, queryID: queryID)
        }
        return .columns(out, grid: grid, a: span.a, b: span.b, range: k, before: pred, after: succ)
    }

    /// Grid columns `k` of series `y` from the rows matching `condition` (which must hold every row
    /// of those columns), computed in the engine.
    func columns(y: String, grid: ViewportGrid, _ k: ClosedRange<Int>, where condition: String,
                 exchange: HTTPExchange, queryID: String?) throws -> [M4Column] {
        let column = "toInt64(floor((chartreuse_x - \(Self.literal(grid.anchor))) / \(Self.literal(grid.width))))"
        let sql = """
            SELECT chartreuse_c, min(chartreuse_x), argMin(chartreuse_y, chartreuse_x), max(chartreuse_x), argMax(chartreuse_y, chartreuse_x), \
            min((chartreuse_y, chartreuse_x)), max((chartreuse_y, -chartreuse_x)) \
            FROM (SELECT \(x) AS chartreuse_x, \(y) AS chartreuse_y, \(column) AS chartreuse_c FROM \(from) \
            WHERE (\(condition)) AND isFinite(chartreuse_y)) \
            WHERE chartreuse_c >= \(k.lowerBound) AND chartreuse_c <= \(k.upperBound) \
            GROUP BY chartreuse_c ORDER BY chartreuse_c FORMAT RowBinary
            """
        return try Self.parseColumns(try client.run(sql, queryID: queryID, limit: 72 * k.count, exchange: exchange), k)
    }

    /// M4 columns from a RowBinary answer of (column, first x, first y, last x, last y, (min y,
    /// its x), (max y, −its x)) rows in column order, each in `k`.
    static func parseColumns(_ body: [UInt8], _ k: ClosedRange<Int>) throws -> [M4Column] {
        var r = RowBinaryReader(body)
        var out: [M4Column] = []
        out.reserveCapacity(r.rowsLeft(width: 72))
        while !r.isAtEnd {
            let c = Int(try r.int64())
            let fx = try r.float64(), fy = try r.float64(), lx = try r.float64(), ly = try r.float64()
            let mn = try r.float64(), mnx = try r.float64(), mx = try r.float64(), mxx = -(try r.float64())
            if let prev = out.last, prev.column >= c { throw ClickHouseError("a malformed answer: columns out of order") }
            guard k.contains(c) else { throw ClickHouseError("a malformed answer: a column not asked for") }
            out.append(M4Column(column: c, first: (fx, fy), last: (lx, ly), min: (mn, mnx), max: (mx, mxx)))
        }
        return out
    }

    /// A Float64 literal the server reads back to the same bits (shortest round-trip digits).
    static func literal(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        return "toFloat64(\(v))"
    }
}
