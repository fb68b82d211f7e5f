import ChartIO
import Foundation

/// Where a ClickHouse table is and what to read from it:
/// `clickhouse://[user[:password]@]host[:port]/database?table=T&x=COLUMN&y=A,B`.
///
/// The password may come from the URL, `CLICKHOUSE_PASSWORD`, or a file (`password_file=PATH` or
/// `CLICKHOUSE_PASSWORD_FILE`); it is never part of `description`, titles, logs or errors.
public struct ClickHouseURL: Sendable, Equatable, CustomStringConvertible {
    /// The server's host name or address.
    public var host: String
    /// Its HTTP port (8123 unless given).
    public var port: Int
    /// The user (`default` unless given).
    public var user: String
    /// The password, if any (never shown).
    public var password: String?
    /// The database (`default` unless given).
    public var database: String
    /// The table to read, unless `query` is given.
    public var table: String?
    /// A SELECT whose rows to read instead of a table (the viewer wraps it as a subquery).
    public var query: String?
    /// The x column (by default the table's first column of a number or date-time type).
    public var x: String?
    /// The y columns (by default every other number column).
    public var y: [String]?
    /// A WHERE clause the rows must hold, built by `ClickHouseWhere` from a row condition (never
    /// text from elsewhere): every query then reads only those rows.
    public internal(set) var whereClause: String?

    /// Why a URL cannot be used.
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        /// What is wrong with it (never holding the password).
        public let description: String
    }

    /// Whether `s` is meant as a ClickHouse URL (it starts with the scheme).
    public static func isURL(_ s: String) -> Bool { s.lowercased().hasPrefix("clickhouse://") }

    /// Parses `s`, with the password from `environment` when the URL has none.
    /// `tableOptional`: `--table` or `--query` will say what to read.
    public init(_ s: String, environment: [String: String] = ProcessInfo.processInfo.environment, tableOptional: Bool = false) throws {
        guard Self.isURL(s) else { throw Invalid(description: "not a clickhouse:// URL") }
        var rest = Substring(s.dropFirst("clickhouse://".count))
        // The user and password run to the last @ (a password may hold / ? # unescaped); nothing
        // of them is ever echoed in an error.
        user = "default"
        if let at = rest.lastIndex(of: "@") {
            let info = rest[..<at]
            rest = rest[rest.index(after: at)...]
            if let colon = info.firstIndex(of: ":") {
                user = try Self.decode(info[..<colon], what: "user")
                password = try Self.decode(info[info.index(after: colon)...], what: "password")
            } else {
                user = try Self.decode(info, what: "user")
            }
            if user.isEmpty { user = "default" }
        }
        var params: [(String, String)] = []
        if let q = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: q)...].split(separator: "&") where !pair.isEmpty {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                params.append((try Self.decode(kv[0], what: "parameter"), kv.count > 1 ? try Self.decode(kv[1], what: "parameter") : ""))
            }
            rest = rest[..<q]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash]
        let path = rest[slash...].drop { $0 == "/" }
        (host, port) = try Self.hostAndPort(authority)
        let db = path.split(separator: "/", omittingEmptySubsequences: true)
        if db.count > 1 { throw Invalid(description: "the path names one database, as /DATABASE (got /\(path))") }
        database = try db.first.map { try Self.decode($0, what: "database") } ?? "default"
        for (k, v) in params {
            switch k {
            case "table": table = v
            case "query": query = v
            case "x": x = v
            case "y": y = v.split(separator: ",").map(String.init)
            case "password_file": password = try Self.readPassword(v)
            case "user": user = v
            default: throw Invalid(description: "unknown parameter '\(ClickHouseIdentifier.printable(k))' (known: table, query, x, y, user, password_file)")
            }
        }
        if password == nil {
            if let p = environment["CLICKHOUSE_PASSWORD"] { password = p }
            else if let f = environment["CLICKHOUSE_PASSWORD_FILE"] { password = try Self.readPassword(f) }
        }
        try ClickHouseIdentifier.check(user, kind: "user")
        try ClickHouseIdentifier.check(database, kind: "database")
        if let t = table { try ClickHouseIdentifier.check(t, kind: "table") }
        if let x { try ClickHouseIdentifier.check(x, kind: "column") }
        for c in y ?? [] { try ClickHouseIdentifier.check(c, kind: "column") }
        if table == nil && query == nil && !tableOptional { throw Invalid(description: "no table: add ?table=NAME (or give --query)") }
    }

    /// The URL without its password: what titles, logs and errors show.
    public var description: String {
        let who = user == "default" ? "" : "\(user)@"
        let what = query != nil ? "(query)" : (table ?? "")
        return "clickhouse://\(who)\(host):\(port)/\(database)/\(what)"
    }

    /// The URL that opens this source again, without the password (a saved workspace's `source:`).
    public var withoutPassword: String { text(emptyPassword: false) }

    /// The URL with an empty password, which no environment variable then fills in: how a spec's
    /// `source:` is opened (a spec from elsewhere must not send this machine's password to a server it names).
    public var withEmptyPassword: String { text(emptyPassword: true) }

    private func text(emptyPassword: Bool) -> String {
        func part(_ s: String) -> String { s.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? s }
        let who = emptyPassword ? part(user) + ":@" : user == "default" ? "" : part(user) + "@"
        var params: [String] = []
        if let q = query { params.append("query=" + part(q)) } else if let t = table { params.append("table=" + part(t)) }
        if let x { params.append("x=" + part(x)) }
        if let y, !y.isEmpty { params.append("y=" + y.map(part).joined(separator: ",")) }
        return "clickhouse://\(who)\(host.contains(":") ? "[\(host)]" : host):\(port)/\(part(database))" + (params.isEmpty ? "" : "?" + params.joined(separator: "&"))
    }

    /// The characters a URL part keeps as they are.
    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// A short name for a window title: `host/database.table`.
    public var shortName: String { "\(host)/\(database).\(query != nil ? "query" : table ?? "")" }

    /// The short name of the source `text` names, without parsing errors (for titles): never the password.
    public static func shortName(_ text: String) -> String {
        (try? ClickHouseURL(text, environment: [:], tableOptional: true))?.shortName ?? "ClickHouse"
    }

    /// The source rows as a FROM clause: the quoted table, or the query as a subquery.
    public func from() throws -> String {
        let base: String
        if let q = query {
            base = "(\(q)) AS chartreuse_source"
        } else {
            base = try ClickHouseIdentifier.quoted(database, kind: "database") + "." + ClickHouseIdentifier.quoted(table ?? "", kind: "table")
        }
        guard let w = whereClause else { return base }
        return "(SELECT * FROM \(base) WHERE \(w)) AS chartreuse_filtered"
    }

    private static func hostAndPort(_ a: Substring) throws -> (String, Int) {
        var hostPart = a, portPart: Substring?
        if a.hasPrefix("[") {
            guard let close = a.firstIndex(of: "]") else { throw Invalid(description: "an IPv6 address needs its closing ]") }
            hostPart = a[a.index(after: a.startIndex)..<close]
            let after = a[a.index(after: close)...]
            if after.hasPrefix(":") { portPart = after.dropFirst() } else if !after.isEmpty { throw Invalid(description: "unexpected text after the host") }
        } else if let colon = a.lastIndex(of: ":") {
            hostPart = a[..<colon]
            portPart = a[a.index(after: colon)...]
        }
        guard !hostPart.isEmpty else { throw Invalid(description: "no host (clickhouse://HOST[:PORT]/DATABASE?table=T)") }
        guard hostPart.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" || $0 == "_" }) else {
            throw Invalid(description: "host '\(ClickHouseIdentifier.printable(String(hostPart)))' is not a host name or address")
        }
        var port = 8123
        if let p = portPart {
            guard let v = Int(p), (1...65535).contains(v) else { throw Invalid(description: "port '\(ClickHouseIdentifier.printable(String(p)))' is not a number from 1 to 65535") }
            port = v
        }
        return (String(hostPart), port)
    }

    private static func decode(_ s: Substring, what: String) throws -> String {
        guard let d = String(s).removingPercentEncoding else { throw Invalid(description: "bad %-escape in the \(what)") }
        return d
    }

    private static func readPassword(_ path: String) throws -> String {
        guard let d = FileManager.default.contents(atPath: path), d.count <= 4096, let s = String(data: d, encoding: .utf8) else {
            throw Invalid(description: "cannot read the password file \(path)")
        }
        return s.trimmingCharacters(in: .newlines)
    }
}
