import ChartIO
import ChartCore
import Foundation

/// Per-bucket M4 tables of one line of a ClickHouse source, made in the engine at power-of-two
/// bucket widths from the x anchor (each level four times coarser than the one below): bucket b of
/// the level of exponent e holds the rows with ⌊(x − anchor) / 2^e⌋ = b, as its first and last
/// points and its extremes (ties to the earliest row).
///
/// A viewport grid's columns are m·2^p wide from the same anchor (`ViewportGrid`), so each column
/// is exactly the union of the buckets of a level with e ≤ p: a viewport reads at most 128 bucket
/// rows per column, whatever the table holds. `chartreuse --prepare URL` makes them; a catalog
/// table (`chartreuse_rollups`) lists what was made, and a source opened later finds them there.
public struct ClickHouseRollups: Sendable, Equatable {
    /// One level.
    public struct Level: Sendable, Equatable {
        /// Buckets are 2^exponent x units wide.
        public var exponent: Int
        /// Its table, quoted (`database`.`name`).
        public var table: String
        /// How many buckets it holds.
        public var buckets: Int
    }

    /// Where bucket 0 starts: the source's first x when they were made.
    public var anchor: Double
    /// The last x they cover (rows inserted after them are not in them).
    public var upTo: Double
    /// The levels, finest first.
    public var levels: [Level]
    /// Rows added since they were made, all with x beyond `upTo` (a viewport reaching past `upTo`
    /// reads those from the table).
    public var added = 0

    /// The catalog's name.
    static let catalog = "chartreuse_rollups"

    /// The coarsest level whose buckets nest in `grid`'s columns (nil: the viewport reads rows).
    /// They hold every row (`find` keeps them only while the table has the rows they were made from).
    package func level(for grid: ViewportGrid, columns k: ClosedRange<Int>) -> Level? {
        guard grid.anchor == anchor else { return nil }
        return levels.last { l in
            let ratio = grid.width / Self.power(l.exponent)
            return ratio >= 1 && ratio == ratio.rounded(.down) && ratio < 1_048_576
        }
    }

    /// 2^e as a Double (exact).
    static func power(_ e: Int) -> Double { Double(sign: .plus, exponent: e, significand: 1) }

    /// The key a line's rollups are listed under in the catalog.
    static func key(_ url: ClickHouseURL, x: String, y: String) -> String {
        "\(url.database).\(url.table ?? "")|\(x)|\(y)"
    }

    /// The rollups made for column `y` over `x` of `url`'s table, if the catalog lists any and they
    /// still hold every row up to the x they cover.
    public static func find(_ client: ClickHouseClient, x column: ClickHouseSchema.Column, y: String) throws -> ClickHouseRollups? {
        let x = column.name
        guard client.url.query == nil else { return nil }
        let db = try ClickHouseIdentifier.quoted(client.url.database, kind: "database")
        let exists = try client.run("EXISTS TABLE \(db).\(catalog) FORMAT TabSeparated", limit: 16)
        guard String(decoding: exists, as: UTF8.self).hasPrefix("1") else { return nil }
        let body = try client.run("""
            SELECT anchor, up_to, toInt64(exponent), toInt64(buckets), name, toInt64(rows), toInt64(made) FROM \(db).\(catalog) \
            WHERE key = \(ClickHouseIdentifier.literal(key(client.url, x: x, y: y))) ORDER BY made DESC, exponent FORMAT TabSeparated
            """, limit: 1 << 16)
        var levels: [Level] = []
        var anchor = Double.nan, upTo = Double.nan, made = -1, stamp = 0
        for line in String(decoding: body, as: UTF8.self).split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 7, let a = Double(f[0]), let u = Double(f[1]), let e = Int(f[2]), let n = Int(f[3]), let rows = Int(f[5]),
                  let when = Int(f[6]) else {
                throw ClickHouseError("a malformed rollup catalog in \(client.url.database)")
            }
            if anchor.isNaN { anchor = a; upTo = u; made = rows; stamp = when }
            guard when == stamp else { continue }
            levels.append(Level(exponent: e, table: db + "." + (try ClickHouseIdentifier.quoted(ClickHouseSchema.unescape(Array(f[4].utf8)), kind: "table")), buckets: n))
        }
        guard !levels.isEmpty else { return nil }
        // The newest set only (an older one may still be listed a moment after --prepare).
        // Rows added beyond the x they cover are read from the table with them; rows added within
        // it (or removed) leave them stale, and rows are read instead.
        guard made >= 0 else { return nil }
        let rows = try client.sourceRows()
        var added = 0
        if rows != made {
            added = try client.rowCount("\(try client.url.from()) WHERE \(try column.value()) > \(ClickHouseViewport.literal(upTo))")
            guard rows - added == made else { return nil }
        }
        return ClickHouseRollups(anchor: anchor, upTo: upTo, levels: levels, added: added)
    }
}
