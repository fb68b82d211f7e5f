import ChartTestSupport
import Foundation
import Testing

/// `chartreuse clickhouse://…` against a real server: the picture a ClickHouse table draws is the
/// one the same rows draw from a CSV file, and every failure is one line naming the server and the
/// cause — never the password.
@Suite(.serialized, .enabled(if: ClickHouseTestServer.available, "\(ClickHouseTestServer.port)"))
struct ClickHouseCLITests {
    let cli = CLIRunner()
    var port: Int { (try? ClickHouseTestServer.port.get()) ?? 0 }

    /// Runs `sql` on the test server (curl) and returns its answer.
    @discardableResult
    func sql(_ sql: String, user: String? = nil) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        p.arguments = ["-sS", "http://127.0.0.1:\(port)/", "--data-binary", sql] + (user.map { ["-u", $0] } ?? [])
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func url(_ query: String, auth: String = "") -> String { "clickhouse://\(auth)127.0.0.1:\(port)/default?\(query)" }

    @Test func aTableDrawsAsTheSameRowsFromACSVFile() throws {
        // More rows than are held whole, so every viewport is asked of the server.
        try sql("DROP TABLE IF EXISTS cli_m4")
        try sql("CREATE TABLE cli_m4 (x Float64, y Float64, z Float64) ENGINE = MergeTree ORDER BY x")
        try sql("INSERT INTO cli_m4 SELECT number * 0.75 + 3, sin(number / 3000.0) * 100 + (number * 7919) % 23, toFloat64((number * 104729) % 50) FROM numbers(260000)")
        let csv = cli.tmp("cli_m4.csv")
        try sql("SELECT x, y, z FROM cli_m4 ORDER BY x FORMAT CSVWithNames").write(toFile: csv, atomically: true, encoding: .utf8)
        let last = 259_999 * 0.75 + 3
        // The whole table and wide zooms (M4 columns from the engine), narrow ones (rows), and the edges.
        let zooms = [(3.0, last), (3, 50_000), (90_000.1, 150_000.9), (-20_000, 30_000), (10_000.3, 12_345.6), (-50, 700), (last - 900, last + 100)]
        for (k, zoom) in zooms.enumerated() {
            let spec = cli.tmp("zoom\(k).yaml")
            try "x_axis:\n  min: \(zoom.0)\n  max: \(zoom.1)\n".write(toFile: spec, atomically: true, encoding: .utf8)
            let a = cli.tmp("remote\(k).png"), b = cli.tmp("local\(k).png")
            let flags = ["--x", "x", "--y", "y,z", "--title", "same", "--spec", spec, "--size", "900x500"]
            let r = try cli.run([url("table=cli_m4")] + flags + ["--export", a])
            #expect(r.status == 0, "\(r.stderr)")
            let l = try cli.run([csv] + flags + ["--export", b])
            #expect(l.status == 0, "\(l.stderr)")
            let same = FileManager.default.contentsEqual(atPath: a, andPath: b)
            #expect(same, "zoom \(zoom): the ClickHouse picture \(a) differs from the CSV's \(b)")
        }
    }

    @Test func failuresAreOneLineAndNeverShowThePassword() throws {
        try sql("DROP TABLE IF EXISTS cli_small")
        try sql("CREATE TABLE cli_small (x Float64, y Float64) ENGINE = MergeTree ORDER BY x")
        try sql("INSERT INTO cli_small SELECT number, number * 2 FROM numbers(100)")
        // Nothing listens: the host, the port and the cause.
        let closed = ClickHouseTestServer.freePort()
        let down = try cli.run(["clickhouse://127.0.0.1:\(closed)/default?table=cli_small", "--stats"])
        #expect(down.status == 1 && down.stderr == "chartreuse: ClickHouse at 127.0.0.1:\(closed): cannot connect: Connection refused\n", "\(down.stderr)")
        // A wrong password, in the URL or the environment: said, and never shown.
        let wrong = try cli.run([url("table=cli_small", auth: "analyst:Wr0ngSecret@"), "--stats"])
        #expect(wrong.status == 1 && wrong.stderr.contains("127.0.0.1:\(port)") && wrong.stderr.contains("password"), "\(wrong.stderr)")
        #expect(!wrong.stderr.contains("Wr0ngSecret") && !wrong.stdout.contains("Wr0ngSecret"))
        let env = try cli.run([url("table=cli_small", auth: "analyst@"), "--stats"], env: ["CLICKHOUSE_PASSWORD": "Wr0ngSecret"])
        #expect(env.status == 1 && !env.stderr.contains("Wr0ngSecret"), "\(env.stderr)")
        // The right one from the environment or a file (never needed on the command line).
        let right = try cli.run([url("table=cli_small", auth: "analyst@"), "--stats", "--json"], env: ["CLICKHOUSE_PASSWORD": "s3cret-Pa55"])
        #expect(right.status == 0 && right.stdout.contains("\"max\":198"), "\(right.stdout) \(right.stderr)")
        let file = cli.tmp("password")
        try "s3cret-Pa55\n".write(toFile: file, atomically: true, encoding: .utf8)
        let fromFile = try cli.run([url("table=cli_small&password_file=\(file)", auth: "analyst@"), "--stats", "--json"])
        #expect(fromFile.status == 0 && !fromFile.stdout.contains("s3cret"), "\(fromFile.stderr)")
        // A table that is not there, a column that is not there, a URL without a table.
        let missing = try cli.run([url("table=no_such_table"), "--stats"])
        #expect(missing.status == 1 && missing.stderr.contains("Table default.no_such_table doesn't exist"), "\(missing.stderr)")
        let column = try cli.run([url("table=cli_small&y=nope"), "--stats"])
        #expect(column.status == 1 && column.stderr.contains("has no column 'nope'") && column.stderr.contains("x Float64"), "\(column.stderr)")
        let noTable = try cli.run(["clickhouse://127.0.0.1:\(port)/default", "--stats"])
        #expect(noTable.status == 1 && noTable.stderr.contains("no table: add ?table=NAME"), "\(noTable.stderr)")
        // A query that would change data is refused by the server (every query runs read-only).
        let drop = try cli.run([url(""), "--query", "SELECT 1 AS x, 2 AS y) AS a, (SELECT 1", "--stats"])
        #expect(drop.status == 1, "\(drop.stderr)")
        let write = try cli.run(["clickhouse://127.0.0.1:\(port)/default?query=" + "INSERT INTO cli_small VALUES (1, 1)".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, "--stats"])
        let rows = try sql("SELECT count() FROM cli_small")
        #expect(write.status == 1 && rows.hasPrefix("100"), "\(write.stderr)")
        #expect([down, wrong, env, missing, column, noTable].allSatisfy { $0.stderr.split(separator: "\n").count == 1 })
    }

    @Test(arguments: [
        // Names that are SQL if pasted into a query: each is one identifier, never executed.
        "x; DROP TABLE cli_keep", "we`ird", "back\\slash", "quote'd \"name\"", "-- comment", "a`; DROP TABLE cli_keep; --",
    ])
    func namesAreQuotedNeverExecuted(name: String) throws {
        try sql("CREATE TABLE IF NOT EXISTS cli_keep (x Float64) ENGINE = MergeTree ORDER BY x")
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let r = try cli.run([url("table=\(encoded)"), "--stats"])
        #expect(r.status == 1 && r.stderr.contains("doesn't exist"), "\(name): \(r.stderr)")
        let col = try cli.run([url("table=cli_keep&y=\(encoded)"), "--stats"])
        #expect(col.status == 1 && col.stderr.contains("has no column"), "\(name): \(col.stderr)")
        #expect(try sql("EXISTS TABLE cli_keep").hasPrefix("1"), "\(name) dropped a table")
        // A table of that very name reads.
        let quoted = "`" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`") + "`"
        try sql("DROP TABLE IF EXISTS \(quoted)")
        try sql("CREATE TABLE \(quoted) (\(quoted) Float64, v Float64) ENGINE = MergeTree ORDER BY \(quoted)")
        try sql("INSERT INTO \(quoted) SELECT number, number + 1 FROM numbers(10)")
        let ok = try cli.run([url("table=\(encoded)"), "--stats", "--json"])
        #expect(ok.status == 0 && ok.stdout.contains("\"max\":10"), "\(name): \(ok.stdout) \(ok.stderr)")
        try sql("DROP TABLE IF EXISTS \(quoted)")
    }
}
