import ChartTestSupport
import Foundation
import Testing

/// `chartreuse clickhouse://…` against a real server: the picture a ClickHouse table draws is the
/// one the same rows draw from a CSV file, and every failure is one line naming the server and the
/// cause — never the password.
@Suite(.serialized, .enabled(if: ClickHouseTestServer.available, "\(ClickHouseTestServer.whyUnavailable)"))
struct ClickHouseCLITests {
    let cli = CLIRunner()
    var port: Int { (try? ClickHouseTestServer.port.get()) ?? 0 }

    /// Runs `sql` on the test server (curl) and returns its answer.
    @discardableResult
    func sql(_ sql: String) throws -> String { try self.sql(sql, port: port) }

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

    @Test func aDataFramesIndexIsNotPlotted() throws {
        // pandas' and R's row labels written out as a column (rownames, index): not a y by default.
        try sql("DROP TABLE IF EXISTS cli_frame")
        try sql("CREATE TABLE cli_frame (rownames UInt32, t Float64, v Float64) ENGINE = MergeTree ORDER BY t")
        try sql("INSERT INTO cli_frame SELECT number + 1, number, number % 7 FROM numbers(50)")
        let r = try cli.run([url("table=cli_frame"), "--print-spec"])
        #expect(r.status == 0 && r.stdout.contains("v") && !r.stdout.contains("rownames"), "\(r.stdout) \(r.stderr)")
    }

    @Test func statisticsOfAPreviewSaySo() throws {
        try sql("DROP TABLE IF EXISTS cli_big")
        try sql("CREATE TABLE cli_big (x Float64, y Float64) ENGINE = MergeTree ORDER BY x")
        try sql("INSERT INTO cli_big SELECT number, number % 1000 FROM numbers(250000)")
        let r = try cli.run([url("table=cli_big"), "--stats", "--json"])
        #expect(r.status == 0 && r.stderr.contains("statistics of the") && r.stderr.contains("a preview of the table's 250000 rows"), "\(r.stderr)")
        // The extremes are the table's (the preview keeps every slice's lowest and highest rows).
        #expect(r.stdout.contains("\"min\":0") && r.stdout.contains("\"max\":999"), "\(r.stdout)")
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
        // A table with no rows: said, as a CSV of a header alone is.
        try sql("DROP TABLE IF EXISTS cli_empty")
        try sql("CREATE TABLE cli_empty (x Float64, y Float64) ENGINE = MergeTree ORDER BY x")
        let empty = try cli.run([url("table=cli_empty"), "--stats"])
        #expect(empty.status == 1 && empty.stderr.hasSuffix("/default/cli_empty has no rows\n"), "\(empty.stderr)")
        let noTable = try cli.run(["clickhouse://127.0.0.1:\(port)/default", "--stats"])
        #expect(noTable.status == 1 && noTable.stderr.contains("no table: add ?table=NAME"), "\(noTable.stderr)")
        // A password holding / ? # unescaped still never shows; a URL is only ever the first source.
        let odd = try cli.run(["clickhouse://analyst:Se/cr?e#t@127.0.0.1:\(closed)/default?table=cli_small", "--stats"])
        #expect(odd.status == 1 && odd.stderr.contains("cannot connect") && !odd.stderr.contains("Se/cr") && !odd.stderr.contains("e#t"), "\(odd.stderr)")
        let csv = cli.tmp("first.csv")
        try "x,y\n1,2\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let second = try cli.run([csv, url("table=cli_small", auth: "analyst:Wr0ngSecret@"), "--stats"])
        #expect(second.status == 64 && second.stderr.contains("can only be the first source") && !second.stderr.contains("Wr0ngSecret"), "\(second.stderr)")
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

    /// Runs `sql` on the server at `port` (curl) and returns its answer.
    @discardableResult
    func sql(_ q: String, port p: Int) throws -> String {
        let c = Process()
        c.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        c.arguments = ["-sS", "--fail-with-body", "http://127.0.0.1:\(p)/", "--data-binary", q]
        let out = Pipe()
        c.standardOutput = out
        try c.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        c.waitUntilExit()
        let answer = String(decoding: data, as: UTF8.self)
        guard c.terminationStatus == 0 else { throw SQLFailure(description: "port \(p): \(q.prefix(60)): \(answer)") }
        return answer
    }

    /// A query the server refused, with its answer.
    struct SQLFailure: Error, CustomStringConvertible { let description: String }

    /// Starts a server in `dir` on fresh ports (`shard`: the second shard's TCP port).
    func startServer(_ dir: String, shard: Int? = nil) throws -> (http: Int, tcp: Int) {
        guard let ports = ClickHouseTestServer.launch(dir, shard: shard) else {
            throw SQLFailure(description: "clickhouse-server did not start in \(dir)")
        }
        return ports
    }

    @Test func aDistributedTableOverTwoShardsDrawsAsOneTable() throws {
        // Two servers on loopback; the first's `two_shards` cluster is itself and the second.
        let a = cli.tmp("shard-a"), b = cli.tmp("shard-b")
        let (bHTTP, bTCP) = try startServer(b)
        defer { ClickHouseTestServer.stop(b) }
        let (aHTTP, _) = try startServer(a, shard: bTCP)
        defer { ClickHouseTestServer.stop(a) }
        for (p, parity) in [(aHTTP, 0), (bHTTP, 1)] {
            try sql("CREATE TABLE part (x Float64, y Float64) ENGINE = MergeTree ORDER BY x", port: p)
            try sql("INSERT INTO part SELECT number * 0.5, cos(number / 4000.0) * 50 + (number * 7919) % 37 FROM numbers(420000) WHERE number % 2 = \(parity)", port: p)
        }
        try sql("CREATE TABLE whole AS part ENGINE = Distributed(two_shards, default, part)", port: aHTTP)
        let count = try sql("SELECT count() FROM whole", port: aHTTP)
        #expect(count.hasPrefix("420000\n"), "\(count)")
        let csv = cli.tmp("whole.csv")
        try sql("SELECT x, y FROM whole ORDER BY x FORMAT CSVWithNames", port: aHTTP).write(toFile: csv, atomically: true, encoding: .utf8)
        for (k, zoom) in [(0.0, 209_999.5), (50_000.25, 90_000.75), (100.0, 400.0)].enumerated() {
            let spec = cli.tmp("dzoom\(k).yaml")
            try "x_axis:\n  min: \(zoom.0)\n  max: \(zoom.1)\n".write(toFile: spec, atomically: true, encoding: .utf8)
            let flags = ["--x", "x", "--y", "y", "--title", "same", "--spec", spec, "--size", "800x400"]
            let remote = cli.tmp("dist\(k).png"), local = cli.tmp("distcsv\(k).png")
            let r = try cli.run(["clickhouse://127.0.0.1:\(aHTTP)/default?table=whole"] + flags + ["--export", remote])
            let l = try cli.run([csv] + flags + ["--export", local])
            #expect(r.status == 0 && l.status == 0, "\(r.stderr) \(l.stderr)")
            #expect(FileManager.default.contentsEqual(atPath: remote, andPath: local), "zoom \(zoom): the Distributed table draws otherwise than its rows")
        }
    }

    @Test func prepareMakesRollupsThatDrawTheSamePicture() throws {
        try sql("DROP TABLE IF EXISTS cli_roll")
        try sql("CREATE TABLE cli_roll (x Float64, y Float64) ENGINE = MergeTree ORDER BY x")
        try sql("INSERT INTO cli_roll SELECT number, sin(number / 20000.0) * 80 + (number * 7919) % 61 FROM numbers(1500000)")
        let before = cli.tmp("roll-before.png"), after = cli.tmp("roll-after.png")
        let flags = ["--title", "same", "--size", "900x400"]
        #expect(try cli.run([url("table=cli_roll")] + flags + ["--export", before]).status == 0)
        let made = try cli.run(["--prepare", url("table=cli_roll")])
        #expect(made.status == 0 && made.stdout.contains("cli_roll.y: buckets of 2^"), "\(made.stdout) \(made.stderr)")
        let levels = Int(try sql("SELECT count() FROM chartreuse_rollups WHERE key = 'default.cli_roll|x|y'").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(levels >= 3, "\(levels) levels listed")
        #expect(try cli.run([url("table=cli_roll")] + flags + ["--export", after]).status == 0)
        #expect(FileManager.default.contentsEqual(atPath: before, andPath: after), "the rollups draw otherwise than the rows")
        // Only for a ClickHouse URL.
        let csv = cli.tmp("plain.csv")
        try "x,y\n1,2\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let wrong = try cli.run(["--prepare", csv])
        #expect(wrong.status == 64 && wrong.stderr.contains("--prepare goes with a clickhouse:// URL"), "\(wrong.stderr)")
    }
}

extension ClickHouseCLITests {
    @Test func aSavedWorkspaceOpensItsTableAgainWithoutThePassword() throws {
        try sql("DROP TABLE IF EXISTS cli_saved")
        try sql("CREATE TABLE cli_saved (t DateTime, temp Float64, `wind speed` Float64) ENGINE = MergeTree ORDER BY t")
        try sql("INSERT INTO cli_saved SELECT toDateTime(1700000000 + number * 60), 10 + number % 17, number % 5 FROM numbers(5000)")
        let size = ["--size", "800x500"]
        // A user without a password: `--spec` alone opens the table again, to the same picture.
        let open = cli.tmp("open.workspace.yaml"), a = cli.tmp("saved-a.png"), b = cli.tmp("saved-b.png")
        let first = try cli.run([url("table=cli_saved&y=temp,wind%20speed"), "--save-workspace", open, "--export", a] + size)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try cli.run(["--spec", open, "--export", b] + size)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(FileManager.default.contentsEqual(atPath: a, andPath: b), "\(a) and \(b) differ")
        // A user with one: the workspace names the source, never the password…
        let env = ["CLICKHOUSE_PASSWORD": "s3cret-Pa55"]
        let ws = cli.tmp("saved.workspace.yaml"), c = cli.tmp("saved-c.png")
        let save = try cli.run([url("table=cli_saved&y=temp,wind%20speed", auth: "analyst@"), "--save-workspace", ws] + size, env: env)
        #expect(save.status == 0, "\(save.stderr)")
        let text = try String(contentsOfFile: ws, encoding: .utf8)
        #expect(text.contains("source: clickhouse://analyst@127.0.0.1:\(port)/default?table=cli_saved&x=t&y=temp,wind%20speed"), "\(text)")
        #expect(!text.contains("s3cret"))
        // … and a spec's source is never sent this machine's password (a spec from elsewhere could
        // name any server): refused in one line. With the URL on the command line, the same picture.
        let refused = try cli.run(["--spec", ws, "--stats"], env: env)
        #expect(refused.status == 1 && refused.stderr.contains("127.0.0.1:\(port)") && !refused.stderr.contains("s3cret"), "\(refused.stderr)")
        let given = try cli.run([url("table=cli_saved&y=temp,wind%20speed", auth: "analyst@"), "--spec", ws, "--export", c] + size, env: env)
        #expect(given.status == 0, "\(given.stderr)")
        #expect(FileManager.default.contentsEqual(atPath: a, andPath: c), "\(a) and \(c) differ")
        // A spec whose source carries a password or reads a file for one: refused before any connection.
        let hostile = cli.tmp("hostile.yaml")
        try "source: clickhouse://127.0.0.1:\(port)/default?table=cli_saved&password_file=\(ws)\n".write(toFile: hostile, atomically: true, encoding: .utf8)
        let h = try cli.run(["--spec", hostile, "--stats"])
        #expect(h.status == 1 && h.stderr.contains("without a password") && h.stderr.split(separator: "\n").count == 1, "\(h.stderr)")
        // One that is no URL at all says why.
        let malformed = cli.tmp("malformed.yaml")
        try "source: clickhouse://127.0.0.1:0/default?table=cli_saved\n".write(toFile: malformed, atomically: true, encoding: .utf8)
        let m = try cli.run(["--spec", malformed, "--stats"])
        #expect(m.status == 1 && m.stderr.contains("its source: ") && m.stderr.contains("port '0'"), "\(m.stderr)")
        // A file source is found beside the spec.
        let csv = cli.tmp("saved.csv"), spec = cli.tmp("beside.yaml")
        try "t,v\n1,5\n2,7\n3,6\n".write(toFile: csv, atomically: true, encoding: .utf8)
        try "source: saved.csv\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let beside = try cli.run(["--spec", spec, "--stats", "--json"])
        #expect(beside.status == 0 && beside.stdout.contains("\"series\":\"v\",\"count\":3,"), "\(beside.stdout) \(beside.stderr)")
    }
}
