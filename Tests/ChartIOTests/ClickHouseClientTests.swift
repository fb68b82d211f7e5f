@testable import ChartClickHouse
import ChartTestSupport
import Foundation
import Testing
@testable import ChartIO

/// The HTTP client against a real server: a request cancelled from another thread stops at once,
/// a slow one stops at its deadline with a message, a query killed by its id ends on the server,
/// and URLs, identifiers and answers that lie are refused.
@Suite(.serialized, .enabled(if: ClickHouseTestServer.available, "\(ClickHouseTestServer.whyUnavailable)"))
struct ClickHouseClientTests {
    func client() throws -> ClickHouseClient {
        ClickHouseClient(url: try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=t", environment: [:]))
    }

    @Test func aCancelledRequestStopsAtOnce() throws {
        let c = try client()
        let x = HTTPExchange()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { x.cancel() }
        let t0 = Date()
        #expect(throws: ClickHouseError.self) { try c.run("SELECT sleep(2) FORMAT TabSeparated", exchange: x) }
        do { _ = try c.run("SELECT sleep(2) FORMAT TabSeparated", exchange: x) } catch let e as ClickHouseError {
            #expect(e.cancelled, "\(e)")
        }
        #expect(Date().timeIntervalSince(t0) < 1.5)
    }

    @Test func aSlowQueryStopsAtItsDeadlineWithAMessage() throws {
        let c = try client()
        c.timeout = 0.5
        let t0 = Date()
        do {
            _ = try c.run("SELECT sleep(3) FORMAT TabSeparated")
            Issue.record("a 3 s query finished under a 0.5 s timeout")
        } catch let e as ClickHouseError {
            #expect(!e.cancelled && e.description.hasPrefix("ClickHouse at 127.0.0.1:"), "\(e)")
            #expect(e.description.contains("time allowed") || e.description.contains("Timeout"), "\(e)")
        }
        #expect(Date().timeIntervalSince(t0) < 3.5)
    }

    @Test func aKilledQueryEndsOnTheServer() throws {
        let c = try client()
        c.timeout = 60
        let id = "chartreuse-test-kill-\(getpid())"
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        DispatchQueue.global().async {
            do { _ = try c.run("SELECT count() FROM numbers(100000000000) WHERE sipHash64(number) = 1 FORMAT TabSeparated", queryID: id) } catch { box.error = "\(error)" }
            done.signal()
        }
        // Once the server lists it, kill it: the request ends with the server's word.
        var listed = false
        for _ in 0..<100 where !listed {
            Thread.sleep(forTimeInterval: 0.05)
            listed = String(decoding: try c.run("SELECT count() FROM system.processes WHERE query_id = '\(id)' FORMAT TabSeparated"), as: UTF8.self).hasPrefix("1")
        }
        #expect(listed)
        c.kill(id)
        #expect(done.wait(timeout: .now() + 10) == .success, "the killed query kept running")
        #expect(box.error != nil)
    }

    @Test func anAnswerOfTheWrongShapeIsAnError() throws {
        let c = try client()
        // A count that is not one UInt64, columns out of order, rows cut short: errors, not crashes.
        #expect(throws: ClickHouseError.self) { try ClickHouseViewport.parseColumns(Array(try c.run("SELECT toInt64(1), 1.0 FORMAT RowBinary")), 0...5) }
        #expect(throws: ClickHouseError.self) {
            try ClickHouseViewport.parseColumns(Array(try c.run("SELECT toInt64(3 - number), 1.0, 1.0, 1.0, 1.0, (1.0, 1.0), (1.0, 1.0) FROM numbers(2) FORMAT RowBinary")), 0...5)
        }
        #expect(throws: ClickHouseError.self) {
            try ClickHouseViewport.parseColumns(Array(try c.run("SELECT toInt64(99), 1.0, 1.0, 1.0, 1.0, (1.0, 1.0), (1.0, 1.0) FORMAT RowBinary")), 0...5)
        }
        // An answer larger than asked for.
        #expect(throws: ClickHouseError.self) { try c.run("SELECT number FROM numbers(100000) FORMAT RowBinary", limit: 1000) }
    }

    @Test(arguments: [
        ("clickhouse://", "no host"), ("clickhouse://h:0/db?table=t", "port '0'"), ("clickhouse://h:99999/db?table=t", "port '99999'"),
        ("clickhouse://h/a/b?table=t", "one database"), ("clickhouse://h/db", "no table"), ("clickhouse://h/db?table=t&bogus=1", "unknown parameter 'bogus'"),
        ("clickhouse://h/db?table=a%0Ab", "control character"), ("clickhouse://ho st/db?table=t", "not a host name"),
    ])
    func badURLsAreNamed(url: String, why: String) {
        do {
            _ = try ClickHouseURL(url, environment: [:])
            Issue.record("\(url) was accepted")
        } catch {
            #expect("\(error)".contains(why), "\(url): \(error)")
        }
    }

    @Test func aSourcesRowsAreCountedAsTheEngineKeepsThem() throws {
        // A MergeTree table's count comes from its active parts: three inserts, merged into one
        // part (the three replaced ones stay on disk, inactive, for a while) and one more insert.
        let admin = try client()
        admin.readOnly = false
        for sql in ["DROP TABLE IF EXISTS counted_mt", "DROP TABLE IF EXISTS counted_log",
                    "CREATE TABLE counted_mt (x Float64) ENGINE = MergeTree ORDER BY x", "CREATE TABLE counted_log (x Float64) ENGINE = Log"] {
            _ = try admin.run(sql)
        }
        for k in 0..<3 { _ = try admin.run("INSERT INTO counted_mt SELECT number + \(k * 1000) FROM numbers(1000)") }
        _ = try admin.run("OPTIMIZE TABLE counted_mt FINAL")
        _ = try admin.run("INSERT INTO counted_mt SELECT number FROM numbers(7)")
        _ = try admin.run("INSERT INTO counted_log SELECT number FROM numbers(1234)")
        let port = try ClickHouseTestServer.port.get()
        func rows(_ u: String) throws -> Int { try ClickHouseClient(url: try ClickHouseURL("clickhouse://127.0.0.1:\(port)/default?" + u, environment: [:])).sourceRows() }
        #expect(try rows("table=counted_mt") == 3007)
        #expect(try rows("table=counted_log") == 1234)
        #expect(try rows("query=" + "SELECT x FROM counted_mt WHERE x < 10".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!) == 17)
        #expect(throws: ClickHouseError.self) { try rows("table=counted_nowhere") }
        _ = try admin.run("DROP TABLE counted_mt")
        _ = try admin.run("DROP TABLE counted_log")
    }

    @Test func thePasswordIsNeverInTheDescription() throws {
        let u = try ClickHouseURL("clickhouse://ann:pa%3Ass@db.example:9000/sales?table=orders&y=a,b", environment: [:])
        #expect(u.password == "pa:ss" && u.user == "ann" && u.port == 9000 && u.y == ["a", "b"])
        #expect(u.description == "clickhouse://ann@db.example:9000/sales/orders" && u.shortName == "db.example/sales.orders")
        let e = try ClickHouseURL("clickhouse://h/db?table=t", environment: ["CLICKHOUSE_PASSWORD": "fromenv"])
        #expect(e.password == "fromenv" && !e.description.contains("fromenv"))
        #expect(try ClickHouseIdentifier.quoted("a`b\\c") == "`a\\`b\\\\c`")
        #expect(ClickHouseIdentifier.literal("it's\n") == "'it\\'s\\n'")
    }
}

/// A result written by one thread and read by another after a semaphore.
private final class ResultBox: @unchecked Sendable {
    var error: String?
}
