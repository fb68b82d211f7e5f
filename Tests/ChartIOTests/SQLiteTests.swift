import ChartCore
import Foundation
import Testing

import ChartTestSupport
@testable import ChartIO

/// SQLite databases written by Python's sqlite3: tables, views and queries read as columns;
/// names quoted, writes refused, locks and damage named; a database in WAL mode followed live.
@Suite(.serialized)
final class SQLiteTests {
    private let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

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
            #expect(p.terminationStatus == 0, "\(script)")
        }
        return p
    }

    private func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    /// The error loading `file` gives, as one line.
    private func error(_ file: String, _ forms: TextForms = .automatic) -> String {
        do { _ = try DataLoader.load(file, forms: forms); return "no error" } catch { return "\(error)" }
    }

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

    @Test(.enabled(if: Python.has("sqlite3"), "python3 writes the databases"))
    func tablesViewsAndQueriesReadAsColumns() throws {
        try python(runs)
        let db = path("d.sqlite")
        #expect(try SQLiteReader.tables(db) == ["odd \"name\"; drop table runs; --", "runs", "warm"])
        let t = try DataLoader.load(db, forms: TextForms(table: "runs")).table
        #expect(t.columns.map(\.name) == ["t", "temp", "n", "note", "gap"])
        #expect(t.rowCount == 100)
        #expect(t.columns[0].isDate)
        #expect(t.columns[0].numbers?[1] == 1_709_294_401)
        #expect(t.columns[1].numbers?[5] == 20.5)
        #expect(t.columns[2].numbers.map(Array.init) == (0..<100).map(Double.init))
        guard case .text(let notes) = t.columns[3].values else { Issue.record("note is text"); return }
        #expect(notes[8] == "n1")
        #expect(t.columns[4].numbers![0].isNaN)
        #expect(t.columns[4].numbers![1] == 1)
        // A view, a name needing quotes (read, never run), any case, and a query.
        #expect(try DataLoader.load(db, forms: TextForms(table: "WARM")).table.rowCount == 49)
        let odd = try DataLoader.load(db, forms: TextForms(table: "odd \"name\"; drop table runs; --")).table
        #expect(odd.columns[0].numbers.map(Array.init) == [42])
        #expect(try DataLoader.load(db, forms: TextForms(table: "runs")).table.rowCount == 100)
        let q = try DataLoader.load(db, forms: TextForms(query: "select n * 2 as twice, note from runs where n < 10")).table
        #expect(q.columns.map(\.name) == ["twice", "note"])
        #expect(q.columns[0].numbers?[9] == 18)
        // Standard input: the same bytes, read in memory.
        let piped = try DataLoader.parse(Data(contentsOf: URL(fileURLWithPath: db)), name: "stdin", forms: TextForms(table: "runs")).table
        #expect(piped.columns.map(\.name) == t.columns.map(\.name))
        for (a, b) in zip(piped.columns, t.columns) {
            #expect(a.numbers.map { $0.map { $0.isNaN ? -1 : $0 } } == b.numbers.map { $0.map { $0.isNaN ? -1 : $0 } }, "\(a.name)")
        }
    }

    @Test(.enabled(if: Python.has("sqlite3"), "python3 writes the databases"))
    func choicesAndMistakesAreNamed() throws {
        try python(runs)
        let db = path("d.sqlite")
        func error(_ forms: TextForms) -> String { self.error(db, forms) }
        #expect(error(.automatic) == "\(db): holds 3 tables (odd \"name\"; drop table runs; --, runs, warm): choose one with --table NAME, or rows with --query \"SELECT …\"")
        #expect(error(TextForms(table: "nope")) == "\(db): has no table \"nope\" (its tables: odd \"name\"; drop table runs; --, runs, warm)")
        #expect(error(TextForms(query: "delete from runs")) == "\(db): cannot run the query: only queries that read (SELECT …) are run")
        #expect(error(TextForms(query: "select nonsense from runs")) == "\(db): cannot run the query: no such column: nonsense")
        #expect(try DataLoader.load(db, forms: TextForms(table: "runs")).table.rowCount == 100)
        #expect(throws: DataError.self) { try DataLoader.load(self.path("d.sqlite"), forms: TextForms(query: "drop table runs")) }
        // --table on a file that is not a database.
        try Data("x,y\n1,2\n".utf8).write(to: dir.appendingPathComponent("a.csv"))
        #expect(self.error(path("a.csv"), TextForms(table: "t")) == "\(path("a.csv")): is not a SQLite database, so --table does not apply")
    }

    @Test func aQueryThatDoesNotEndIsStopped() throws {
        // A recursive view that never ends, as the file's only table.
        try python("""
            import sqlite3; c = sqlite3.connect('endless.db')
            c.execute('create view v as with recursive c(x) as (select 1 union all select x + 1 from c) select x from c'); c.commit()
            """)
        let before = SQLiteConnection.timeLimit
        SQLiteConnection.timeLimit = 1
        defer { SQLiteConnection.timeLimit = before }
        #expect(error(path("endless.db")) == "\(path("endless.db")): cannot run the query: it ran longer than 1 s and was stopped")
    }

    @Test func oneTableNeedsNoChoice() throws {
        try python("import sqlite3; c = sqlite3.connect('one.db'); c.execute('create table t (x, y)'); c.executemany('insert into t values (?, ?)', [(i, i * i) for i in range(10)]); c.commit()")
        let t = try DataLoader.load(path("one.db")).table
        #expect(t.columns[1].numbers?[3] == 9)
    }

    @Test func lockedAndDamagedDatabases() throws {
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
        #expect(error(db, TextForms(table: "runs")).hasPrefix("\(db): is locked by another program"))
        holder.terminate()
        holder.waitUntilExit()
        // Damage past the header: pages that are not pages.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: db))
        for i in 100..<min(bytes.count, 3000) { bytes[i] = 0xA5 }
        let damaged = path("damaged.sqlite")
        try bytes.write(to: URL(fileURLWithPath: damaged))
        let message = error(damaged, TextForms(table: "runs"))
        #expect(message.hasPrefix("\(damaged): is not a readable SQLite database ("), "\(message)")
        // Only a header.
        try bytes.prefix(100).write(to: URL(fileURLWithPath: damaged))
        #expect(error(damaged).hasPrefix("\(damaged): "))
    }

    @Test func aWriteAheadLoggedDatabaseIsFollowedLive() throws {
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
        let changed = Flag()
        watcher.onChange = { changed.set() }
        watcher.start()
        defer { watcher.stop() }
        let probe = ReloadProbe(db)
        guard case .loaded(let first, _, _)? = probe.reload(initial: true) else { Issue.record("first read"); return }
        #expect(first.rows == 10)
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
        #expect(((try? FileManager.default.attributesOfItem(atPath: db + "-wal")[.size] as? Int) ?? 0) > 0)
        for _ in 0..<100 where !changed.isSet { usleep(50_000) }
        #expect(changed.isSet, "the watcher sees the log change")
        guard case .loaded(let next, _, _)? = probe.reload() else { Issue.record("reload: \(String(describing: probe.events.last))"); return }
        #expect(next.rows == 15)
    }
}

/// A flag set from another thread.
final class Flag: @unchecked Sendable {   // guarded by its lock
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
