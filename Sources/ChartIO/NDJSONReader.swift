import Foundation

/// Reads JSON Lines (NDJSON): one JSON object per line, as loggers and `jq -c` write them. Keys
/// become columns in their first appearance order; a key missing from a line is a gap. A file
/// that grows by lines is extended by reading only the new lines.
public enum NDJSONReader {
    /// Whether `data` is JSON Lines: its first non-blank line is a whole JSON object and another
    /// line follows it.
    public static func looksLikeLines(_ data: Data) -> Bool {
        guard let (first, next) = firstLine(data) else { return false }
        guard next < data.count, data[next...].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return false }
        let line = Data(data[first])
        guard let v = try? line.withUnsafeBytes({ try JSONScanner.parse($0.bindMemory(to: UInt8.self), name: "") }) else { return false }
        if case .object = v { return true }
        return false
    }

    /// The table of all the lines in `data`; `name` is used in errors.
    public static func parse(_ data: Data, name: String, timeZone: TimeZone = .current, threads: Int? = nil) throws -> DataTable {
        if let (rows, table) = fast(data, name: name, names: [], timeZone: timeZone, threads: threads) {
            guard rows > 0 else { throw DataError(file: name, message: "the file has no JSON lines") }
            guard table.columns.count > 0 else { throw DataError(file: name, message: "the JSON lines have no keys") }
            return table
        }
        return try general(data, name: name, timeZone: timeZone)
    }

    /// The table of all the lines in `data`, read value by value through `JSONScanner` (which
    /// names the line and column of an error).
    static func general(_ data: Data, name: String, timeZone: TimeZone = .current) throws -> DataTable {
        var names: [String] = []
        var cells: [String: [JSONValue]] = [:]
        let rows = try read(data, name: name, firstLine: 1, names: &names, cells: &cells)
        guard rows > 0 else { throw DataError(file: name, message: "the file has no JSON lines") }
        guard !names.isEmpty else { throw DataError(file: name, message: "the JSON lines have no keys") }
        return JSONTableReader.table(names: names, cells: cells, timeZone: timeZone)
    }

    /// `previous` with the lines in `data` (starting at line `firstLine`) appended, or nil when
    /// they bring a new key or a value of another kind (then the whole file is read again).
    public static func append(_ data: Data, to previous: DataTable, name: String, firstLine: Int,
                              timeZone: TimeZone = .current) throws -> DataTable? {
        let names = previous.columns.map(\.name)
        let rows: Int, fresh: DataTable
        if let (n, t) = fast(data, name: name, names: names, timeZone: timeZone, threads: 1) {
            (rows, fresh) = (n, t)
        } else {
            var all = names
            var cells: [String: [JSONValue]] = Dictionary(uniqueKeysWithValues: names.map { ($0, []) })
            rows = try read(data, name: name, firstLine: firstLine, names: &all, cells: &cells)
            fresh = JSONTableReader.table(names: all, cells: cells, timeZone: timeZone)
        }
        guard fresh.columns.count == previous.columns.count else { return nil }
        guard rows > 0 else { return previous }
        var out = previous
        for (c, column) in fresh.columns.enumerated() {
            switch (out.columns[c].values, column.values) {
            case (.number(var a), .number(let b)): a += b; out.columns[c].values = .number(a)
            case (.date(var a), .date(let b)): a += b; out.columns[c].values = .date(a)
            case (.text(var a), .text(let b)): a += b; out.columns[c].values = .text(a)
            // A stretch of gaps reads as numbers: it fits any kind.
            case (.date(var a), .number(let b)) where b.allSatisfy(\.isNaN): a += b; out.columns[c].values = .date(a)
            case (.text(var a), .number(let b)) where b.allSatisfy(\.isNaN): a += b.map { _ in "" }; out.columns[c].values = .text(a)
            default: return nil
            }
        }
        return out
    }

    /// The rows and table of the lines in `data` read straight from its bytes (`NDJSONLines`),
    /// `names` first; nil where the general reader must take them (it names the error).
    static func fast(_ data: Data, name: String, names: [String], timeZone: TimeZone, threads: Int?,
                     minimumPart: Int = NDJSONJob.minimumPart) -> (Int, DataTable)? {
        data.withUnsafeBytes { raw -> (Int, DataTable)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let job = NDJSONJob(bytes, name: name, names: names, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                minimumPart: minimumPart)
            guard let lines = job.run() else { return nil }
            var dates = DateParser(timeZone: timeZone)
            return (lines.rows, DataTable(columns: lines.columns.map { $0.column(bytes, dates: &dates) }))
        }
    }

    /// Reads each non-blank line as an object into `cells` (new keys join `names`); the row count.
    static func read(_ data: Data, name: String, firstLine: Int, names: inout [String], cells: inout [String: [JSONValue]]) throws -> Int {
        var rows = 0
        var line = firstLine
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            defer { start = end + 1; line += 1 }
            let text = data[start..<end]
            guard text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            let object = try Data(text).withUnsafeBytes { try JSONScanner.parse($0.bindMemory(to: UInt8.self), name: name, firstLine: line) }
            guard case .object(let fields) = object else {
                throw DataError(file: name, line: line, message: "a JSON line that is not an object")
            }
            JSONTableReader.add(fields, row: rows, names: &names, cells: &cells)
            guard names.count <= NDJSONLines.maxKeys else {
                throw DataError(file: name, line: line, message: "more than 100,000 keys is more than Chartreuse can chart")
            }
            rows += 1
        }
        return rows
    }

    /// The byte range of the first non-blank line, and where the next one starts.
    private static func firstLine(_ data: Data) -> (Range<Data.Index>, Data.Index)? {
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            if data[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { return (start..<end, end + 1) }
            start = end + 1
        }
        return nil
    }
}
