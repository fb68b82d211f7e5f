import CSQLite
import Foundation

/// Reads a table, or a query's rows, from a SQLite database into a table: columns of numbers,
/// of dates (text that reads as dates), or of text, decided from the values SQLite returns.
public enum SQLiteReader {
    /// Whether `bytes` begin with SQLite's header string.
    public static func detect(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let magic = Array("SQLite format 3\0".utf8)
        return bytes.count >= magic.count && zip(bytes, magic).allSatisfy { $0 == $1 }
    }

    /// The user tables and views of the database at `path`, by name.
    public static func tables(_ path: String) throws -> [String] {
        let db = try SQLiteConnection(path: path)
        return try db.tables()
    }

    /// The tables and views of the regular file at `path` when it is a SQLite database whose tables
    /// can be listed at once (a window asks: a writer's lock is waited for a tenth of a second),
    /// nil otherwise (its load then says what is wrong).
    public static func tablesIfDatabase(_ path: String) -> [String]? {
        let head = DataLoader.head(path)
        guard head.withUnsafeBytes({ detect($0) }) else { return nil }
        return try? SQLiteConnection(path: path, wait: 100).tables()
    }

    /// Reads `forms.query`'s rows, or `forms.table`, or the database's only table, from the file at `path`.
    public static func read(path: String, forms: TextForms = .automatic) throws -> DataTable {
        try read(try SQLiteConnection(path: path), name: path, forms: forms)
    }

    /// Reads a database held in memory (standard input), as `read(path:)` does a file.
    public static func read(bytes: UnsafeRawBufferPointer, name: String, forms: TextForms = .automatic) throws -> DataTable {
        try read(try SQLiteConnection(bytes: bytes, name: name), name: name, forms: forms)
    }

    private static func read(_ db: SQLiteConnection, name: String, forms: TextForms) throws -> DataTable {
        let sql: String
        if let q = forms.query {
            sql = q
        } else {
            let all = try db.tables()
            let table: String
            if let t = forms.table {
                guard let found = all.first(where: { $0 == t }) ?? all.first(where: { $0.lowercased() == t.lowercased() }) else {
                    throw DataError(file: name, message: "has no table \"\(t)\" (\(listing(all)))")
                }
                table = found
            } else {
                guard all.count == 1 else {
                    throw DataError(file: name, message: all.isEmpty ? "is a SQLite database with no tables"
                        : "holds \(all.count) tables (\(all.joined(separator: ", "))): choose one with --table NAME, or rows with --query \"SELECT …\"")
                }
                table = all[0]
            }
            sql = "SELECT * FROM \(quoted(table))"
        }
        return try db.rows(sql)
    }

    /// A name as an SQL identifier: in double quotes, any double quote doubled.
    static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    private static func listing(_ all: [String]) -> String {
        all.isEmpty ? "it has none" : "its tables: " + all.joined(separator: ", ")
    }
}
