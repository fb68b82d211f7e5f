import Foundation

/// Reads JSON tables: an array of records (`[{"t": 1, "v": 2}, …]`) or an object of columns
/// (`{"t": [1, 2], "v": [3, 4]}`). Numbers stay numbers, date strings become dates, `null`
/// is a gap, anything else is text.
public enum JSONTableReader {
    /// Parses JSON records or columns into a table; date strings without a zone are read in `timeZone`.
    public static func parse(_ data: Data, name: String, timeZone: TimeZone = .current) throws -> DataTable {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let ns = error as NSError
            let detail = (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
            throw DataError(file: name, message: "JSON: \(detail)")
        }
        var names: [String] = []
        var cells: [String: [Any]] = [:]
        if let records = root as? [Any] {
            guard !records.isEmpty else { throw DataError(file: name, message: "the JSON array is empty") }
            // The file's key order (JSONSerialization's dictionaries forget it).
            let rank = JSONKeyOrder.ranks(data, records: true)
            for (r, rec) in records.enumerated() {
                guard let obj = rec as? [String: Any] else {
                    throw DataError(file: name, message: "JSON record \(r + 1) is not an object")
                }
                for key in Self.ordered(obj.keys, rank) where cells[key] == nil {
                    names.append(key)
                    cells[key] = Array(repeating: NSNull(), count: r)
                }
                for key in names { cells[key]!.append(obj[key] ?? NSNull()) }
            }
        } else if let obj = root as? [String: Any] {
            let rank = JSONKeyOrder.ranks(data, records: false)
            for key in Self.ordered(obj.keys, rank) {
                guard let col = obj[key] as? [Any] else {
                    throw DataError(file: name, message: "JSON column '\(key)' is not an array")
                }
                names.append(key)
                cells[key] = col
            }
            let n = cells.values.map(\.count).max() ?? 0
            for k in names where cells[k]!.count < n { cells[k]! += Array(repeating: NSNull(), count: n - cells[k]!.count) }
        } else {
            throw DataError(file: name, message: "JSON must be an array of records or an object of columns")
        }
        guard !names.isEmpty else { throw DataError(file: name, message: "the JSON has no columns") }
        return table(names: names, cells: cells, timeZone: timeZone)
    }

    /// Typed columns from JSON values: numbers, date strings, or text; `null` is a gap.
    static func table(names: [String], cells: [String: [Any]], timeZone: TimeZone) -> DataTable {
        var dates = DateParser(timeZone: timeZone)
        var columns: [DataTable.Column] = []
        for key in names {
            let col = cells[key]!
            let nonNull = col.filter { !($0 is NSNull) }
            if nonNull.allSatisfy({ ($0 as? NSNumber) != nil && !($0 is String) }) {
                var v = col.map { ($0 as? NSNumber)?.doubleValue ?? .nan }
                if CellKinds.looksLikeTimeName(key), let scale = TableBuilder(names: [], kinds: [], estimatedRows: 0).epochScale(v) {
                    v = v.map { $0 / scale }
                    columns.append(.init(name: key, values: .date(v)))
                } else {
                    columns.append(.init(name: key, values: .number(v)))
                }
            } else if !nonNull.isEmpty, nonNull.allSatisfy({ ($0 as? String).map { dates.parse($0) != nil } ?? false }) {
                columns.append(.init(name: key, values: .date(col.map { ($0 as? String).flatMap { dates.parse($0) } ?? .nan })))
            } else {
                columns.append(.init(name: key, values: .text(col.map { v in
                    if v is NSNull { return "" }
                    if let s = v as? String { return s }
                    return "\(v)"
                })))
            }
        }
        return DataTable(columns: columns)
    }

    /// Keys in the file's order (`rank`), any the scan missed after them in sorted order.
    static func ordered(_ keys: Dictionary<String, Any>.Keys, _ rank: [String: Int]) -> [String] {
        keys.sorted { a, b in
            switch (rank[a], rank[b]) {
            case let (x?, y?): return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a < b
            }
        }
    }
}
