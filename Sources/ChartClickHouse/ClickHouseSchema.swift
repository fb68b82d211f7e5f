/// A ClickHouse source's columns: names and types, and how each reads as a Double.
public struct ClickHouseSchema: Sendable, Equatable {
    /// One column.
    public struct Column: Sendable, Equatable {
        /// Its name as the server gives it.
        public var name: String
        /// Its type as the server names it (`Float64`, `Nullable(Int32)`, `DateTime('UTC')`…).
        public var type: String

        /// The type without `Nullable(…)` and `LowCardinality(…)` (either or both).
        var base: String {
            var t = Substring(type)
            while let w = ["Nullable(", "LowCardinality("].first(where: { t.hasPrefix($0) && t.hasSuffix(")") }) { t = t.dropFirst(w.count).dropLast() }
            return String(t)
        }
        /// Whether it may hold NULL (`Nullable(T)`, or `LowCardinality(Nullable(T))`).
        var isNullable: Bool { type.hasPrefix("Nullable(") || type.hasPrefix("LowCardinality(Nullable(") }
        /// A number type (integers, floats, decimals).
        public var isNumber: Bool {
            let b = base
            return ["Int", "UInt", "Float", "Decimal"].contains { b.hasPrefix($0) } && !b.hasPrefix("Interval")
        }
        /// A date or date-time.
        public var isDate: Bool { base.hasPrefix("Date") }
        /// Whether it can be a plot's axis.
        public var isPlottable: Bool { isNumber || isDate }

        /// The SQL reading it as Float64 (seconds since 1970 for dates; NaN for NULL).
        public func value() throws -> String {
            let q = try ClickHouseIdentifier.quoted(name)
            let b = base
            // Dates as UTC midnights (whatever the server's zone); DateTime as its seconds;
            // DateTime64 (newer servers) with its fraction.
            let v: String
            if b == "Date" { v = "toFloat64(toUInt16(\(q))) * 86400" }
            else if b == "Date32" { v = "toFloat64(toInt32(\(q))) * 86400" }
            else if b.hasPrefix("DateTime64") { v = "toFloat64(\(q))" }
            else if b.hasPrefix("DateTime") { v = "toFloat64(toUInt32(\(q)))" }
            else { v = "toFloat64(\(q))" }
            return isNullable ? "ifNull(\(v), nan)" : v
        }
    }

    /// The columns in the source's order.
    public var columns: [Column]

    /// The column named `name`.
    public func column(_ name: String) -> Column? { columns.first { $0.name == name } }

    /// Reads the columns of `url`'s table or query.
    public static func read(_ client: ClickHouseClient) throws -> ClickHouseSchema {
        let body = try client.run("SELECT * FROM \(try client.url.from()) LIMIT 0 FORMAT TabSeparatedWithNamesAndTypes", limit: 1 << 20)
        let lines = body.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.split(separator: 9, omittingEmptySubsequences: false).map { unescape(Array($0)) }
        }
        guard lines.count >= 2, lines[0].count == lines[1].count, !lines[0].isEmpty else {
            throw ClickHouseError("ClickHouse at \(client.url.host):\(client.url.port): a malformed list of columns")
        }
        return ClickHouseSchema(columns: zip(lines[0], lines[1]).map { Column(name: $0, type: $1) })
    }

    /// A TabSeparated field's text (`\t`, `\n`, `\\` and the like undone).
    static func unescape(_ b: [UInt8]) -> String {
        var out: [UInt8] = []
        var i = 0
        while i < b.count {
            if b[i] == 92, i + 1 < b.count {
                let map: [UInt8: UInt8] = [116: 9, 110: 10, 114: 13, 48: 0, 98: 8, 102: 12, 92: 92, 39: 39]
                out.append(map[b[i + 1]] ?? b[i + 1])
                i += 2
            } else {
                out.append(b[i]); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
