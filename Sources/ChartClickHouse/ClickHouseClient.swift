import ChartIO
import Foundation

/// Why a ClickHouse request failed, in one line naming the server (never a password).
public struct ClickHouseError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public let description: String
    /// The request was cancelled (a newer viewport replaced it): nothing to show.
    public let cancelled: Bool
    /// The server could not be reached at all (down, refused, no route): worth retrying later.
    public let unreachable: Bool

    init(_ description: String, cancelled: Bool = false, unreachable: Bool = false) {
        self.description = description
        self.cancelled = cancelled
        self.unreachable = unreachable
    }
}

/// Queries one ClickHouse server over its HTTP interface. Each request is one connection, so a
/// request in flight can be cancelled by closing it; the query itself is killed by its id.
public final class ClickHouseClient: @unchecked Sendable {
    /// The server and credentials.
    public let url: ClickHouseURL
    /// Seconds a request may take before it is given up (and killed on the server).
    public var timeout: Double = 30
    /// Every query runs with `readonly=2`: the server refuses any that would change data, whatever
    /// a `--query` holds (tests that make tables turn it off).
    public var readOnly = true

    /// A client of the server `url` names.
    public init(url: ClickHouseURL) {
        self.url = url
    }

    /// Runs `sql` and returns the answer's bytes (`sql` carries its own FORMAT clause).
    /// The server holds the answer until the query ends, so an error comes as an error status.
    /// `exchange` lets another thread cancel it; `queryID` names it for `KILL QUERY`; an answer
    /// longer than `limit` bytes is an error.
    public func run(_ sql: String, queryID: String? = nil, limit: Int = 256 << 20, exchange: HTTPExchange = HTTPExchange()) throws -> [UInt8] {
        let x = exchange
        var params = "database=" + Self.percent(url.database) + "&max_execution_time=\(Int(timeout.rounded(.up)))&wait_end_of_query=1"
        if let id = queryID { params += "&query_id=" + Self.percent(id) }
        if readOnly { params += "&readonly=2" }
        var headers: [(String, String)] = [("Content-Type", "text/plain; charset=utf-8")]
        let credentials = url.user + ":" + (url.password ?? "")
        headers.append(("Authorization", "Basic " + Data(credentials.utf8).base64EncodedString()))
        let response: HTTPExchange.Response
        do {
            response = try x.post(host: url.host, port: url.port, target: "/?" + params, headers: headers,
                                  body: Array(sql.utf8), timeout: timeout + 2, limit: limit)
        } catch let f as HTTPExchange.Failure {
            if f.cancelled { throw ClickHouseError("cancelled", cancelled: true) }
            let down = f.description.hasPrefix("cannot connect") || f.description.hasPrefix("cannot find host")
            throw ClickHouseError("ClickHouse at \(url.host):\(url.port): " + scrub(f.description.replacingOccurrences(of: " to \(url.host):\(url.port)", with: "")), unreachable: down)
        }
        guard response.status == 200 else {
            throw ClickHouseError("ClickHouse at \(url.host):\(url.port): " + scrub(Self.serverMessage(response.body, status: response.status)))
        }
        return response.body
    }

    /// How many rows `from` (a FROM clause: a quoted table or a subquery) holds.
    public func rowCount(_ from: String) throws -> Int {
        try rowCount(from, sum: nil)
    }

    /// `count()` of `from`, or the sum of its column `sum`.
    private func rowCount(_ from: String, sum: String?) throws -> Int {
        let value = sum.map { "sum(\($0))" } ?? "count()"
        var r = RowBinaryReader(try run("SELECT toUInt64(\(value)) FROM \(from) FORMAT RowBinary", limit: 16))
        let v = try r.u64()
        guard r.isAtEnd, v < UInt64(Int.max) else { throw ClickHouseError("a malformed answer: no row count") }
        return Int(v)
    }

    /// How many rows the URL's source holds. A MergeTree-family table's count is the sum of its
    /// active parts' rows, which the engine keeps (ClickHouse before 20.1 answers `count()` by reading
    /// a whole column: 10 s for a billion rows on this machine kind, where this takes milliseconds);
    /// anything else (a query, a view, a Distributed table, a filtered table) is counted.
    public func sourceRows() throws -> Int {
        if url.query == nil, url.whereClause == nil, let t = url.table {
            let db = ClickHouseIdentifier.literal(url.database), name = ClickHouseIdentifier.literal(t)
            let engine = try run("SELECT engine FROM system.tables WHERE database = \(db) AND name = \(name) FORMAT TabSeparated", limit: 1024)
            if String(decoding: engine, as: UTF8.self).hasSuffix("MergeTree\n") {
                return try rowCount("system.parts WHERE database = \(db) AND table = \(name) AND active", sum: "rows")
            }
        }
        return try rowCount(try url.from())
    }

    /// Asks the server to stop query `id` and its parts (`id-…`: a viewport no one waits for any
    /// more); errors are ignored.
    public func kill(_ id: String) {
        let c = ClickHouseClient(url: url)
        c.timeout = 2
        let prefix = ClickHouseIdentifier.literal(id.replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%")
        _ = try? c.run("KILL QUERY WHERE query_id = \(ClickHouseIdentifier.literal(id)) OR query_id LIKE \(prefix) ASYNC FORMAT Null")
    }

    /// A server's error body in one line: `Code: 60, e.displayText() = DB::Exception: Table x doesn't exist` →
    /// `Table x doesn't exist (code 60)`.
    static func serverMessage(_ body: [UInt8], status: Int) -> String {
        var s = String(decoding: body.prefix(2000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var code = ""
        if s.hasPrefix("Code: "), let comma = s.firstIndex(of: ",") {
            code = String(s[s.index(s.startIndex, offsetBy: 6)..<comma])
        }
        if let r = s.range(of: "e.displayText() = ") { s = String(s[r.upperBound...]) }
        if let r = s.range(of: ", e.what() = ") { s = String(s[..<r.lowerBound]) }
        if s.hasPrefix("DB::Exception: ") { s = String(s.dropFirst("DB::Exception: ".count)) }
        if let r = s.range(of: " (version ") { s = String(s[..<r.lowerBound]) }
        s = s.replacingOccurrences(of: "\n", with: " ")
        if s.count > 300 { s = String(s.prefix(300)) + "…" }
        if s.isEmpty { s = "HTTP status \(status)" }
        return code.isEmpty ? s : "\(s) (code \(code))"
    }

    /// `s` with the password, should a server ever echo it, replaced by stars.
    func scrub(_ s: String) -> String {
        guard let p = url.password, p.count >= 3 else { return s }
        return s.replacingOccurrences(of: p, with: "***")
    }

    static func percent(_ s: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return s.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
