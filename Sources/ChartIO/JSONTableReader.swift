import ChartCore
import Foundation

/// Reads JSON tables: an array of records (`[{"t": 1, "v": 2}, …]`) or an object of columns
/// (`{"t": [1, 2], "v": [3, 4]}`). Numbers stay numbers (read exactly), date strings become
/// dates, `null` is a gap, anything else is text; columns keep the file's key order.
public enum JSONTableReader {
    /// Parses JSON records or columns into a table; date strings without a zone are read in `timeZone`.
    public static func parse(_ data: Data, name: String, timeZone: TimeZone = .current) throws -> DataTable {
        let root = try data.withUnsafeBytes { try JSONScanner.parse($0.bindMemory(to: UInt8.self), name: name) }
        var names: [String] = []
        var cells: [String: [JSONValue]] = [:]
        switch root {
        case .array(let records):
            guard !records.isEmpty else { throw DataError(file: name, message: "the JSON array is empty") }
            for (r, rec) in records.enumerated() {
                guard case .object(let fields) = rec else {
                    throw DataError(file: name, message: "JSON record \(r + 1) is not an object")
                }
                add(fields, row: r, names: &names, cells: &cells)
            }
        case .object(let fields) where !fields.allSatisfy({ if case .array = $0.value { return true }; return false }):
            // One record (a JSON Lines file of one line so far, a logger's first line).
            add(fields, row: 0, names: &names, cells: &cells)
        case .object(let fields):
            for (key, value) in fields where cells[key] == nil {
                guard case .array(let column) = value else {
                    throw DataError(file: name, message: "JSON column '\(key)' is not an array")
                }
                names.append(key)
                cells[key] = column
            }
            let n = cells.values.map(\.count).max() ?? 0
            for k in names where cells[k]!.count < n { cells[k]! += Array(repeating: .null, count: n - cells[k]!.count) }
        default:
            throw DataError(file: name, message: "JSON must be an array of records or an object of columns")
        }
        guard !names.isEmpty else { throw DataError(file: name, message: "the JSON has no columns") }
        return table(names: names, cells: cells, timeZone: timeZone)
    }

    /// Adds one record as row `row`: a key seen for the first time becomes a column (gaps above),
    /// a key the record lacks is a gap.
    static func add(_ fields: [(key: String, value: JSONValue)], row: Int, names: inout [String], cells: inout [String: [JSONValue]]) {
        for (key, _) in fields where cells[key] == nil {
            names.append(key)
            cells[key] = Array(repeating: .null, count: row)
        }
        for key in names { cells[key]!.append(.null) }
        for (key, value) in fields { cells[key]![row] = value }
    }

    /// Typed columns from JSON values: numbers (and booleans as 0 and 1), date strings, or text;
    /// `null` is a gap.
    static func table(names: [String], cells: [String: [JSONValue]], timeZone: TimeZone) -> DataTable {
        var dates = DateParser(timeZone: timeZone)
        var columns: [DataTable.Column] = []
        for key in names {
            let col = cells[key]!
            func number(_ v: JSONValue) -> Double? {
                switch v {
                case .number(let x): return x
                case .bool(let b): return b ? 1 : 0
                default: return nil
                }
            }
            func date(_ v: JSONValue) -> Double? {
                if case .string(let s) = v { return dates.parse(s) }
                return nil
            }
            let nonNull = col.filter { if case .null = $0 { return false }; return true }
            if nonNull.allSatisfy({ number($0) != nil }) {
                var v = col.map { number($0) ?? .nan }
                if CellKinds.looksLikeTimeName(key), let scale = TableBuilder.epochScale(v) {
                    v = v.map { $0 / scale }
                    columns.append(.init(name: key, values: .date(ColumnBuffer(v))))
                } else {
                    columns.append(.init(name: key, values: .number(ColumnBuffer(v))))
                }
            } else if !nonNull.isEmpty, nonNull.allSatisfy({ date($0) != nil }) {
                columns.append(.init(name: key, values: .date(ColumnBuffer(col.map { date($0) ?? .nan }))))
            } else {
                columns.append(.init(name: key, values: .text(col.map { v in
                    switch v {
                    case .null: return ""
                    case .string(let s): return s
                    default: return v.text
                    }
                })))
            }
        }
        return DataTable(columns: columns)
    }
}
