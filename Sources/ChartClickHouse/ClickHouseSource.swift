import ChartIO
import ChartSpecs
import ChartCore

/// A ClickHouse table (or query) opened for plotting: its columns, the x column and the y columns,
/// and a table of its rows small enough to hold — all of them when they are few, else a preview.
public struct ClickHouseSource: Sendable {
    /// Where it is.
    public let url: ClickHouseURL
    /// The server.
    public let client: ClickHouseClient
    /// All its columns.
    public let schema: ClickHouseSchema
    /// The x column: the URL's, else the first date column, else the first number column that is not an index's.
    public let x: ClickHouseSchema.Column
    /// The y columns: the URL's, else every other number column but an index's (at most `maximumColumns`).
    public let y: [ClickHouseSchema.Column]

    /// Each y column's rollups (by name), when `--prepare` made them and they are current.
    public let rollups: [String: ClickHouseRollups]

    /// The most y columns read when the URL names none.
    public static let maximumColumns = 16
    /// A source of at most this many rows is read whole; a larger one gets a preview and every
    /// viewport is asked of the server.
    public static let wholeRows = 200_000
    /// Pixel columns of the preview of a large source.
    public static let previewColumns = 2048

    /// The row condition the server reads the rows through (`--filter`, `= where …`), if any
    /// (nil too when the one given cannot be asked of the server).
    public let filter: String?

    /// Connects, reads the columns, and checks the ones the URL names; with `filter`, every query
    /// reads only the rows holding it (a WHERE clause built from the columns, never its text).
    public init(url: ClickHouseURL, timeout: Double = 30, filter: String? = nil) throws {
        var url = url
        url.whereClause = nil
        let first = ClickHouseClient(url: url)
        first.timeout = timeout
        let schema = try ClickHouseSchema.read(first)
        self.schema = schema
        // A condition the server cannot be asked (arithmetic, a function) leaves the rows unfiltered:
        // `filter` is then nil, and the viewer filters a table held whole itself or says why not.
        url.whereClause = filter.flatMap { try? ClickHouseWhere.sql($0, schema: schema) }
        self.filter = url.whereClause == nil ? nil : filter
        self.url = url
        client = url.whereClause == nil ? first : ClickHouseClient(url: url)
        client.timeout = timeout
        let plottable = schema.columns.filter(\.isPlottable)
        if let name = url.x {
            guard let c = schema.column(name) else { throw ClickHouseError("\(url) has no column '\(name)' (\(Self.listing(schema)))") }
            guard c.isPlottable else { throw ClickHouseError("column '\(name)' of \(url) is \(c.type), not a number or date") }
            x = c
        } else {
            guard let c = plottable.first(where: \.isDate) ?? plottable.first(where: { !ColumnSummary.isIdentifier($0.name) }) ?? plottable.first else {
                throw ClickHouseError("\(url) has no number or date column (\(Self.listing(schema)))")
            }
            x = c
        }
        if let names = url.y {
            y = try names.map { name in
                guard let c = schema.column(name) else { throw ClickHouseError("\(url) has no column '\(name)' (\(Self.listing(schema)))") }
                guard c.isNumber else { throw ClickHouseError("column '\(name)' of \(url) is \(c.type), not a number") }
                return c
            }
        } else {
            let xName = x.name
            // Not a data frame's index written out as a column (`rownames`, `index`…), as a file's first picture skips it.
            y = Array(schema.columns.filter { $0.isNumber && $0.name != xName && !ColumnSummary.isIdentifier($0.name) }.prefix(Self.maximumColumns))
        }
        if y.isEmpty { throw ClickHouseError("\(url) has no number column besides '\(x.name)' to plot") }
        var found: [String: ClickHouseRollups] = [:]
        // Rollups hold every row: a filtered source is asked of the rows themselves.
        if url.whereClause == nil { for c in y { found[c.name] = try ClickHouseRollups.find(client, x: x, y: c.name) } }
        rollups = found
    }

    /// How many rows the table holds before the filter (for a MergeTree, its parts' count: cheap),
    /// to notice a filtered source change without counting its filtered rows.
    public func unfilteredRows() throws -> Int {
        guard url.whereClause != nil else { return try client.sourceRows() }
        var u = url
        u.whereClause = nil
        let c = ClickHouseClient(url: u)
        c.timeout = client.timeout
        c.readOnly = client.readOnly
        return try c.sourceRows()
    }

    /// What `preview` read.
    public struct Preview: Sendable {
        /// The rows, x ascending: every row, or each preview column's first, last, minimum and maximum rows.
        public var table: DataTable
        /// How many rows the source holds.
        public var rows: Int
        /// Whether `table` holds every row (no viewport then needs the server).
        public var whole: Bool { table.rowCount == rows }
        /// How many of the source's rows share the last x held (a grown source's rows are read from it on).
        public var lastTies = 0
    }

    /// Reads the rows to hold: all of them when there are at most `wholeRows`, else the rows each
    /// of `previewColumns` even slices of x keeps for M4 (every extreme of every y column, and so
    /// the true extents) — or, when every y column's rollups hold every row, the rows their
    /// coarsest level keeps (`rolledPreview`).
    public func preview() throws -> Preview {
        let from = try url.from()
        let xv = try x.value()
        let yv = try y.map { try $0.value() }
        let count = try client.sourceRows()
        if count == 0 { throw ClickHouseError("\(url) has no rows") }
        if count > Self.wholeRows, let rolled = try? rolledPreview(rows: count) { return try counted(rolled) }
        let selected = "\(xv) AS chartreuse_x, \(yv.enumerated().map { "\($1) AS chartreuse_y\($0)" }.joined(separator: ", "))"
        let select = "SELECT \(selected) FROM \(from)"
        let body: [UInt8]
        let width = 8 * (1 + y.count)
        if count <= Self.wholeRows {
            body = try client.run("\(select) ORDER BY chartreuse_x FORMAT RowBinary", limit: width * (Self.wholeRows + 1))
        } else {
            // It reads the whole table (about half a minute for a billion rows): more than a viewport may take.
            let client = ClickHouseClient(url: url)
            client.timeout = max(self.client.timeout, 600)
            client.readOnly = self.client.readOnly
            let ext = try client.run("SELECT min(\(xv)), max(\(xv)) FROM \(from) FORMAT RowBinary", limit: 16)
            var r = RowBinaryReader(ext)
            let lo = try r.float64(), hi = try r.float64()
            let span = hi > lo ? hi - lo : 1
            let c = "toInt64(floor((chartreuse_x - \(ClickHouseViewport.literal(lo))) / \(ClickHouseViewport.literal(span)) * \(Self.previewColumns)))"
            // Each slice's first and last rows and the rows of each y column's extremes, whole
            // (rows sharing an x are not confused), once each.
            let row = "tuple(chartreuse_x, \(yv.indices.map { "chartreuse_y\($0)" }.joined(separator: ", ")))"
            let picks = (["argMin(\(row), chartreuse_x)", "argMax(\(row), chartreuse_x)"] + yv.indices.flatMap { k in
                ["argMin(\(row), chartreuse_y\(k))", "argMax(\(row), chartreuse_y\(k))"]
            }).joined(separator: ", ")
            let inner = "SELECT \(selected), \(c) AS chartreuse_c FROM \(from)"
            let fields = (["tupleElement(chartreuse_r, 1) AS chartreuse_x"] + yv.indices.map { "tupleElement(chartreuse_r, \($0 + 2)) AS chartreuse_y\($0)" })
            body = try client.run("""
                SELECT DISTINCT \(fields.joined(separator: ", ")) FROM (SELECT arrayJoin([\(picks)]) AS chartreuse_r \
                FROM (\(inner)) GROUP BY chartreuse_c) ORDER BY chartreuse_x FORMAT RowBinary
                """, limit: width * (Self.previewColumns + 2) * (2 + 2 * y.count))
        }
        return try counted(Preview(table: table(try held(body)), rows: count))
    }

    /// The x and y columns of a RowBinary answer of (x, y…) rows.
    func held(_ body: [UInt8]) throws -> [[Double]] {
        var r = RowBinaryReader(body)
        let n = r.rowsLeft(width: 8 * (1 + y.count))
        var columns = [[Double]](repeating: [], count: 1 + y.count)
        for k in columns.indices { columns[k].reserveCapacity(n) }
        for _ in 0..<n { for k in columns.indices { columns[k].append(try r.float64()) } }
        guard r.isAtEnd else { throw ClickHouseError("ClickHouse at \(url.host):\(url.port): a malformed answer (rows cut short)") }
        return columns
    }

    /// The held table of x and y columns' values.
    func table(_ columns: [[Double]]) -> DataTable {
        let xCol = DataTable.Column(name: x.name, values: x.isDate ? .date(ColumnBuffer(columns[0])) : .number(ColumnBuffer(columns[0])))
        let yCols = y.enumerated().map { DataTable.Column(name: $1.name, values: .number(ColumnBuffer(columns[$0 + 1]))) }
        return DataTable(columns: [xCol] + yCols)
    }

    /// A viewport asker for the x column.
    public func viewport() throws -> ClickHouseViewport {
        try ClickHouseViewport(client: client, schema: schema, x: x.name)
    }

    private static func listing(_ s: ClickHouseSchema) -> String {
        "its columns: " + s.columns.prefix(12).map { "\($0.name) \($0.type)" }.joined(separator: ", ") + (s.columns.count > 12 ? ", …" : "")
    }
}

extension ClickHouseSource {
    /// Opens the source a command line names: a `clickhouse://` URL, with `--table` or `--query`
    /// (`forms`) taking the place of the URL's own.
    public static func open(_ text: String, forms: TextForms = .automatic, timeout: Double = 30, filter: String? = nil) throws -> ClickHouseSource {
        var url = try ClickHouseURL(text, tableOptional: forms.table != nil || forms.query != nil)
        if let q = forms.query { url.query = q; url.table = nil }
        if let t = forms.table { try ClickHouseIdentifier.check(t, kind: "table"); url.table = t; url.query = nil }
        return try ClickHouseSource(url: url, timeout: timeout, filter: filter)
    }
}
