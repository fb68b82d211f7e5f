import ChartCore
import Foundation
import XCTest

@testable import ChartIO

/// SQLite databases written by Python's sqlite3: tables, views and queries read as columns;
/// names quoted, writes refused, locks and damage named; a database in WAL mode followed live.
final class SQLiteTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Runs a Python script (sqlite3 from its standard library) in the test's folder.
    @discardableResult
    private func python(_ script: String, wait: Bool = true) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script]
        p.currentDirectoryURL = dir
        p.standardOutput = Pipe()
        try p.run()
        if wait {
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, script)
        }
        return p
    }

    private func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    private let runs = """
        import sqlite3
        c = sqlite3.connect('d.sqlite')
        c.execute('create table runs (t TEXT, temp REAL, n INTEGER, note TEXT, gap REAL)')
        for i in range(100):
            c.execute('insert into runs values (?,?,?,?,?)', (f'2024-03-01T12:00:{i % 60:02d}Z', 20 + i / 10, i, f'n{i % 7}', None if i % 4 == 0 else i))
        c.execute('create table "odd ""name""; drop table runs; --" (v)')
        c.execute('insert into "odd ""name""; drop table runs; --" values (42)')
        c.execute('create view warm as select n, temp from runs where temp > 25')
        c.commit()
        """

    func testTablesViewsAndQueriesReadAsColumns() throws {
        try python(runs)
        let db = path("d.sqlite")
        XCTAssertEqual(try SQLiteReader.tables(db), ["odd \"name\"; drop table runs; --", "runs", "warm"])
        let t = try DataLoader.load(db, forms: TextForms(table: "runs")).table
        XCTAssertEqual(t.columns.map(\.name), ["t", "temp", "n", "note", "gap"])
        XCTAssertEqual(t.rowCount, 100)
        XCTAssertTrue(t.columns[0].isDate)
        XCTAssertEqual(t.columns[0].numbers?[1], 1_709_294_401)
        XCTAssertEqual(t.columns[1].numbers?[5], 20.5)
        XCTAssertEqual(t.columns[2].numbers.map(Array.init), (0..<100).map(Double.init))
        guard case .text(let notes) = t.columns[3].values else { return XCTFail("note is text") }
        XCTAssertEqual(notes[8], "n1")
        XCTAssertTrue(t.columns[4].numbers![0].isNaN)
        XCTAssertEqual(t.columns[4].numbers![1], 1)
        // A view, a name needing quotes (read, never run), any case, and a query.
        XCTAssertEqual(try DataLoader.load(db, forms: TextForms(table: "WARM")).table.rowCount, 49)
        let odd = try DataLoader.load(db, forms: TextForms(table: "odd \"name\"; drop table runs; --")).table
        XCTAssertEqual(odd.columns[0].numbers.map(Array.init), [42])
        XCTAssertEqual(try DataLoader.load(db, forms: TextForms(table: "runs")).table.rowCount, 100)
        let q = try DataLoader.load(db, forms: TextForms(query: "select n * 2 as twice, note from runs where n < 10")).table
        XCTAssertEqual(q.columns.map(\.name), ["twice", "note"])
        XCTAssertEqual(q.columns[0].numbers?[9], 18)
        // Standard input: the same bytes, read in memory.
        let piped = try DataLoader.parse(Data(contentsOf: URL(fileURLWithPath: db)), name: "stdin", forms: TextForms(table: "runs")).table
        XCTAssertEqual(piped.columns.map(\.name), t.columns.map(\.name))
        for (a, b) in zip(piped.columns, t.columns) {
            XCTAssertEqual(a.numbers.map { $0.map { $0.isNaN ? -1 : $0 } }, b.numbers.map { $0.map { $0.isNaN ? -1 : $0 } }, a.name)
        }
    }

    func testChoicesAndMistakesAreNamed() throws {
        try python(runs)
        let db = path("d.sqlite")
        func error(_ forms: TextForms) -> String {
            do { _ = try DataLoader.load(db, forms: forms); return "no error" } catch { return "\(error)" }
        }
        XCTAssertEqual(error(.automatic), "\(db): holds 3 tables (odd \"name\"; drop table runs; --, runs, warm): choose one with --table NAME, or rows with --query \"SELECT …\"")
        XCTAssertEqual(error(TextForms(table: "nope")), "\(db): has no table \"nope\" (its tables: odd \"name\"; drop table runs; --, runs, warm)")
        XCTAssertEqual(error(TextForms(query: "delete from runs")), "\(db): cannot run the query: only queries that read (SELECT …) are run")
        XCTAssertEqual(error(TextForms(query: "select nonsense from runs")), "\(db): cannot run the query: no such column: nonsense")
        XCTAssertEqual(try DataLoader.load(db, forms: TextForms(table: "runs")).table.rowCount, 100)
        XCTAssertThrowsError(try DataLoader.load(path("d.sqlite"), forms: TextForms(query: "drop table runs")))
        // --table on a file that is not a database.
        try Data("x,y\n1,2\n".utf8).write(to: dir.appendingPathComponent("a.csv"))
        XCTAssertThrowsError(try DataLoader.load(path("a.csv"), forms: TextForms(table: "t"))) { e in
            XCTAssertEqual("\(e)", "\(path("a.csv")): is not a SQLite database, so --table does not apply")
        }
    }

    func testOneTableNeedsNoChoice() throws {
        try python("import sqlite3; c = sqlite3.connect('one.db'); c.execute('create table t (x, y)'); c.executemany('insert into t values (?, ?)', [(i, i * i) for i in range(10)]); c.commit()")
        let t = try DataLoader.load(path("one.db")).table
        XCTAssertEqual(t.columns[1].numbers?[3], 9)
    }

    func testLockedAndDamagedDatabases() throws {
        try python(runs)
        let db = path("d.sqlite")
        // A writer holding an exclusive lock for longer than the reader waits.
        let holder = try python("""
            import sqlite3, sys, time
            c = sqlite3.connect('d.sqlite', isolation_level=None)
            c.execute('begin exclusive')
            c.execute('insert into runs (n) values (1000)')
            print('locked', flush=True)
            time.sleep(8)
            """, wait: false)
        defer { holder.terminate() }
        _ = (holder.standardOutput as! Pipe).fileHandleForReading.availableData
        XCTAssertThrowsError(try DataLoader.load(db, forms: TextForms(table: "runs"))) { e in
            XCTAssertTrue("\(e)".hasPrefix("\(db): is locked by another program"), "\(e)")
        }
        holder.terminate()
        holder.waitUntilExit()
        // Damage past the header: pages that are not pages.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: db))
        for i in 100..<min(bytes.count, 3000) { bytes[i] = 0xA5 }
        let damaged = path("damaged.sqlite")
        try bytes.write(to: URL(fileURLWithPath: damaged))
        XCTAssertThrowsError(try DataLoader.load(damaged, forms: TextForms(table: "runs"))) { e in
            XCTAssertTrue("\(e)".hasPrefix("\(damaged): is not a readable SQLite database ("), "\(e)")
        }
        // Only a header.
        try bytes.prefix(100).write(to: URL(fileURLWithPath: damaged))
        XCTAssertThrowsError(try DataLoader.load(damaged))
    }

    func testAWriteAheadLoggedDatabaseIsFollowedLive() throws {
        try python("""
            import sqlite3
            c = sqlite3.connect('live.sqlite')
            c.execute('pragma journal_mode=wal')
            c.execute('create table m (x, y)')
            c.executemany('insert into m values (?, ?)', [(i, i) for i in range(10)])
            c.commit()
            """)
        let db = path("live.sqlite")
        let watcher = try FileWatcher(path: db)
        let changed = expectation(description: "the log's change is seen")
        changed.assertForOverFulfill = false
        watcher.onChange = { changed.fulfill() }
        watcher.start()
        defer { watcher.stop() }
        let probe = ReloadProbe(db)
        guard case .loaded(let first, _, _)? = probe.reload(initial: true) else { return XCTFail("first read") }
        XCTAssertEqual(first.rows, 10)
        // A writer that keeps its connection open: the new rows sit in the log, not the file.
        let writer = try python("""
            import sqlite3, time
            c = sqlite3.connect('live.sqlite')
            c.executemany('insert into m values (?, ?)', [(i, i) for i in range(10, 15)])
            c.commit()
            print('written', flush=True)
            time.sleep(8)
            """, wait: false)
        defer { writer.terminate() }
        _ = (writer.standardOutput as! Pipe).fileHandleForReading.availableData
        XCTAssertGreaterThan((try? FileManager.default.attributesOfItem(atPath: db + "-wal")[.size] as? Int) ?? 0, 0)
        wait(for: [changed], timeout: 5)
        guard case .loaded(let next, _, _)? = probe.reload() else { return XCTFail("reload: \(String(describing: probe.events.last))") }
        XCTAssertEqual(next.rows, 15)
    }
}
