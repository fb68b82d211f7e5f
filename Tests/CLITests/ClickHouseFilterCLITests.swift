import ChartTestSupport
import Foundation
import Testing

/// `--filter` on a ClickHouse table is the server's: a WHERE clause built from the table's columns
/// and literals only, so every row the server reads holds it, a hostile value is a value and
/// nothing more, and a condition the server cannot be asked is one clear line.
@Suite(.serialized, .enabled(if: ClickHouseTestServer.available, "\(ClickHouseTestServer.whyUnavailable)"))
struct ClickHouseFilterCLITests {
    let cli = CLIRunner()
    var port: Int { (try? ClickHouseTestServer.port.get()) ?? 0 }

    @discardableResult
    func sql(_ q: String) throws -> String { try ClickHouseCLITests().sql(q, port: port) }

    func url(_ query: String) -> String { "clickhouse://127.0.0.1:\(port)/default?\(query)" }

    @Test func aFilterIsAskedOfTheServer() throws {
        // More rows than are held whole: without the server's filter only a preview is held.
        try sql("DROP TABLE IF EXISTS cli_where")
        try sql("CREATE TABLE cli_where (t DateTime, v Float64, city String, w Nullable(Float64)) ENGINE = MergeTree ORDER BY t")
        try sql("""
            INSERT INTO cli_where SELECT toDateTime(1700000000 + number * 60), number % 1000, \
            ['Oslo', 'Lima', 'it''s \\\\ ; DROP TABLE cli_where; --'][number % 3 + 1], if(number % 7 = 0, NULL, number % 10) FROM numbers(300000)
            """)
        let flags = [url("table=cli_where&x=t&y=v"), "--stats", "--json"]
        // 300 of every 1000 v values, in Lima: 300000 / 1000 * 300 / 3 … counted by the server too.
        let want = Int(try sql("SELECT count() FROM cli_where WHERE v >= 700 AND city = 'Lima'").trimmingCharacters(in: .whitespacesAndNewlines))!
        let r = try cli.run(flags + ["--filter", "v >= 700 and city == \"Lima\""])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("statistics of the \(want) rows where v >= 700 and city == \"Lima\" (filtered by the server)"), "\(r.stderr)")
        #expect(r.stdout.contains("\"count\":\(want),") && r.stdout.contains("\"min\":700") && r.stdout.contains("\"max\":999"), "\(r.stdout)")
        // A hostile text is a value: its rows, and the table is still there.
        // (A quote, a backslash and a statement, all of them a value.)
        let hostile = try cli.run(flags + ["--filter", "city == \"it's \\ ; DROP TABLE cli_where; --\" and v < 3"])
        let its = try sql("SELECT count() FROM cli_where WHERE city LIKE 'it%' AND v < 3").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(hostile.status == 0 && hostile.stdout.contains("\"count\":\(its),"), "\(hostile.stdout) \(hostile.stderr)")
        let all = try sql("SELECT count() FROM cli_where").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(all == "300000")
        // A date, and a gap (NULL) failing != as it fails in a file.
        let dated = try cli.run(flags + ["--filter", "t < \"2023-11-15\" and w != 3"])
        let dateWant = try sql("SELECT count() FROM cli_where WHERE t < toDateTime('2023-11-15 00:00:00') AND w IS NOT NULL AND w != 3")
        #expect(dated.status == 0 && dated.stdout.contains("\"count\":\(dateWant.trimmingCharacters(in: .whitespacesAndNewlines)),"), "\(dated.stdout) \(dated.stderr)")
        // Arithmetic cannot be asked of the server: one line naming why, exit 1.
        let refused = try cli.run(flags + ["--filter", "v * 2 > 100"])
        #expect(refused.status == 1 && refused.stderr.contains("no arithmetic or functions"), "\(refused.stderr)")
    }
}

extension ClickHouseFilterCLITests {
    @Test func aQuotedWordBesideATextColumnIsAValueEvenWhenItNamesAColumn() throws {
        // A value equal to a column's name ("v"): beside a text column it is the value, as in a file.
        try sql("DROP TABLE IF EXISTS cli_words")
        try sql("CREATE TABLE cli_words (t Float64, v Float64, name String) ENGINE = MergeTree ORDER BY t")
        try sql("INSERT INTO cli_words SELECT number, number % 10, ['v', 'w'][number % 2 + 1] FROM numbers(250000)")
        let r = try cli.run([url("table=cli_words&x=t&y=v"), "--stats", "--json", "--filter", "name == \"v\""])
        #expect(r.status == 0 && r.stdout.contains("\"count\":125000,"), "\(r.stdout) \(r.stderr)")
    }
}
