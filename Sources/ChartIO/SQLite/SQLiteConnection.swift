import CSQLite
import Foundation

/// A read-only connection to a SQLite database (a file, WAL included, or bytes in memory),
/// whose failures are one-line errors naming the file.
final class SQLiteConnection {
    private var db: OpaquePointer?
    private let name: String

    /// Opens the database file at `path` for reading; a writer holding a lock is waited for
    /// briefly (`wait` milliseconds).
    init(path: String, wait: Int32 = 2_000) throws {
        name = path
        let rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK else { throw failure(rc, "cannot be opened") }
        sqlite3_busy_timeout(db, wait)
        try guardSchema()
        try check()
    }

    /// Opens a copy of a database's bytes in memory.
    init(bytes: UnsafeRawBufferPointer, name: String) throws {
        self.name = name
        var rc = sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK else { throw failure(rc, "cannot be opened") }
        let size = sqlite3_int64(bytes.count)
        guard let copy = sqlite3_malloc64(sqlite3_uint64(max(1, bytes.count))) else { throw failure(SQLITE_NOMEM, "cannot be read") }
        if let base = bytes.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
        rc = sqlite3_deserialize(db, "main", copy.assumingMemoryBound(to: UInt8.self), size, size,
                                 UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY))
        guard rc == SQLITE_OK else { throw failure(rc, "cannot be read") }
        try guardSchema()
        try check()
    }

    /// Views and triggers in the file run no functions with side effects.
    private func guardSchema() throws {
        let rc = sqlite3_exec(db, "PRAGMA trusted_schema = OFF", nil, nil, nil)
        guard rc == SQLITE_OK else { throw failure(rc, "cannot be opened") }
    }

    deinit { sqlite3_close_v2(db) }

    /// How long a query may run (tests shorten it).
    nonisolated(unsafe) static var timeLimit: Double = 60

    /// A moment after which a running query is stopped.
    final class Deadline {
        private let end: Double
        init(seconds: Double) { end = Date().timeIntervalSince1970 + seconds }
        var passed: Bool { Date().timeIntervalSince1970 > end }
    }

    /// Reads the schema once, so a file that is not a database (or is locked) fails here, plainly.
    private func check() throws {
        let rc = sqlite3_exec(db, "SELECT count(*) FROM sqlite_master", nil, nil, nil)
        guard rc == SQLITE_OK else { throw failure(rc, "cannot be read") }
    }

    /// The error for a result code: locked, damaged, or SQLite's own words.
    func failure(_ rc: Int32, _ what: String) -> DataError {
        let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
        switch rc & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return DataError(file: name, message: "is locked by another program (\(message))")
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return DataError(file: name, message: "is not a readable SQLite database (\(message))")
        default:
            return DataError(file: name, message: "\(what): \(message)")
        }
    }

    /// User tables and views, by name (SQLite's own tables left out).
    func tables() throws -> [String] {
        let t = try rows("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY type = 'view', name")
        guard case .text(let names)? = t.columns.first?.values else { return [] }
        return names
    }

    /// The rows of `sql`, as columns.
    func rows(_ sql: String) throws -> DataTable {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(db, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw failure(rc, "cannot run the query") }
        defer { sqlite3_finalize(stmt) }
        guard sqlite3_stmt_readonly(stmt) != 0 else {
            throw DataError(file: name, message: "cannot run the query: only queries that read (SELECT …) are run")
        }
        let n = Int(sqlite3_column_count(stmt))
        guard n > 0 else { throw DataError(file: name, message: "cannot run the query: it returns no columns") }
        var columns = (0..<n).map { i in
            SQLiteColumn(name: String(cString: sqlite3_column_name(stmt, Int32(i))),
                         declared: sqlite3_column_decltype(stmt, Int32(i)).map { String(cString: $0) })
        }
        // A query (or a view, say a recursive one) that does not end, or that makes more rows than
        // memory holds, is stopped with a message rather than left to run.
        let deadline = Deadline(seconds: Self.timeLimit)
        sqlite3_progress_handler(db, 100_000, { context in
            Unmanaged<Deadline>.fromOpaque(context!).takeUnretainedValue().passed ? 1 : 0
        }, Unmanaged.passUnretained(deadline).toOpaque())
        defer { sqlite3_progress_handler(db, 0, nil, nil) }
        let mostRows = Int(ProcessInfo.processInfo.physicalMemory / 2) / (16 * n)
        var rows = 0
        while true {
            let step = withExtendedLifetime(deadline) { sqlite3_step(stmt) }
            if step == SQLITE_DONE { break }
            if step == SQLITE_INTERRUPT {
                throw DataError(file: name, message: "cannot run the query: it ran longer than \(Int(Self.timeLimit)) s and was stopped")
            }
            guard step == SQLITE_ROW else { throw failure(step, "cannot be read") }
            for i in 0..<n { columns[i].add(stmt, Int32(i)) }
            rows += 1
            guard rows <= mostRows else { throw DataError(file: name, message: "cannot run the query: it returns more rows than fit in memory") }
        }
        return DataTable(columns: columns.map { $0.column() })
    }
}
