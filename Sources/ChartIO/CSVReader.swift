import Foundation

/// Reads delimited text (CSV, TSV, semicolon) into a `DataTable`.
///
/// Handles RFC 4180 quoting (quoted separators, doubled quotes, newlines in quotes), CRLF,
/// a UTF-8 byte-order mark, `#` comment lines, a sniffed delimiter and header detection.
/// Numeric columns are those whose every non-missing cell parses as a number.
public enum CSVReader {
    /// Cells that mean "no value".
    static let missing: Set<String> = ["", "na", "n/a", "nan", "null", "none", "-"]

    /// Parses `bytes`; `name` is used in error messages.
    public static func parse(_ bytes: [UInt8], name: String) throws -> DataTable {
        var b = bytes[...]
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { b = b.dropFirst(3) }
        if b.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw DataError(file: name, message: "the file is empty")
        }
        if let nul = b.firstIndex(of: 0) {
            let line = b[..<nul].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw DataError(file: name, line: line, message: "binary data (a NUL byte), not a text table")
        }
        guard let text = String(validating: Array(b), as: UTF8.self) else {
            let offset = firstInvalidUTF8(Array(b))
            let line = b.prefix(offset).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw DataError(file: name, line: line, message: "not valid UTF-8 text (byte \(offset + 1))")
        }
        let delimiter = sniffDelimiter(text)
        let rows = try records(text, delimiter: delimiter, name: name)
        guard let first = rows.first else { throw DataError(file: name, message: "the file has no rows") }
        let width = first.fields.count
        for r in rows where r.fields.count != width {
            throw DataError(file: name, line: r.line,
                            message: "row has \(r.fields.count) fields but the first row has \(width)")
        }
        let hasHeader = looksLikeHeader(rows)
        let dataRows = hasHeader ? Array(rows.dropFirst()) : rows
        if dataRows.isEmpty { throw DataError(file: name, line: rows[0].line, message: "a header but no data rows") }
        var columns: [DataTable.Column] = []
        for c in 0..<width {
            let header = hasHeader ? first.fields[c].trimmingCharacters(in: .whitespaces) : ""
            let colName = header.isEmpty ? "column \(c + 1)" : header
            let cells = dataRows.map { $0.fields[c].trimmingCharacters(in: .whitespaces) }
            if let nums = numbers(cells) {
                columns.append(.init(name: colName, values: .number(nums)))
            } else {
                columns.append(.init(name: colName, values: .text(cells)))
            }
        }
        return DataTable(columns: columns)
    }

    /// Reads and parses a file.
    public static func read(path: String) throws -> DataTable {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw DataError(file: path, message: "no such file")
        }
        if isDir.boolValue { throw DataError(file: path, message: "is a directory, not a data file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataError(file: path, message: "cannot be read (permission denied?)")
        }
        return try parse([UInt8](data), name: path)
    }

    /// A number for a cell, NaN for a missing cell, nil when it is not numeric.
    static func number(_ cell: String) -> Double? {
        if missing.contains(cell.lowercased()) { return .nan }
        var s = Substring(cell)
        if s.hasPrefix("+") { s = s.dropFirst() }
        if let v = Double(s) { return v }
        switch s.lowercased() {
        case "inf", "infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: return nil
        }
    }

    /// All cells as numbers, or nil when any non-missing cell is not a number (or all are missing).
    static func numbers(_ cells: [String]) -> [Double]? {
        var out: [Double] = []
        out.reserveCapacity(cells.count)
        var any = false
        for c in cells {
            guard let v = number(c) else { return nil }
            if !v.isNaN { any = true }
            out.append(v)
        }
        return any || cells.allSatisfy({ missing.contains($0.lowercased()) }) ? out : nil
    }

    /// A header row has a non-numeric, non-empty cell where the data below it is numeric,
    /// or every cell is text while some later row has a number.
    static func looksLikeHeader(_ rows: [Record]) -> Bool {
        guard let first = rows.first else { return false }
        let firstNumeric = first.fields.map { number($0.trimmingCharacters(in: .whitespaces)) != nil }
        if firstNumeric.allSatisfy({ $0 }) { return false }
        // A lone row of text is a header with no data under it.
        if rows.count == 1 { return true }
        let sample = rows.dropFirst().prefix(50)
        for c in first.fields.indices where !firstNumeric[c] {
            if sample.contains(where: { number($0.fields[c].trimmingCharacters(in: .whitespaces)).map { !$0.isNaN } ?? false }) {
                return true
            }
        }
        // All-text tables: treat the first row as a header when its cells are distinct from the rest.
        return first.fields.allSatisfy { !$0.isEmpty }
    }

    /// The delimiter that splits the first lines most consistently: comma, semicolon, tab or pipe.
    static func sniffDelimiter(_ text: String) -> UInt8 {
        let lines = text.split(separator: "\n", maxSplits: 20, omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") }.prefix(10)
        var best: (UInt8, Int) = (UInt8(ascii: ","), -1)
        for d in [UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "|")] {
            let counts = lines.map { line in line.utf8.filter { $0 == d }.count }
            guard let f = counts.first, f > 0 else { continue }
            let consistent = counts.filter { $0 == f }.count
            let score = consistent * 100 + f
            if score > best.1 { best = (d, score) }
        }
        return best.0
    }

    /// A parsed record with its 1-based starting line.
    struct Record {
        var fields: [String]
        var line: Int
    }

    /// Splits text into records, honouring quotes; skips blank and `#` comment lines.
    static func records(_ text: String, delimiter: UInt8, name: String) throws -> [Record] {
        var out: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1, recordLine = 1, quoteLine = 1
        var atRecordStart = true
        var it = Array(text.utf8)[...]
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() {
            endField()
            if !(fields.count == 1 && fields[0].trimmingCharacters(in: .whitespaces).isEmpty) {
                out.append(Record(fields: fields, line: recordLine))
            }
            fields.removeAll(keepingCapacity: true)
            atRecordStart = true
        }
        while let c = it.popFirst() {
            if inQuotes {
                if c == UInt8(ascii: "\"") {
                    if it.first == UInt8(ascii: "\"") { field.append(c); it.removeFirst() } else { inQuotes = false }
                } else {
                    if c == 0x0A { line += 1 }
                    field.append(c)
                }
                continue
            }
            if atRecordStart {
                recordLine = line
                if c == UInt8(ascii: "#") {
                    while let n = it.popFirst(), n != 0x0A {}
                    line += 1
                    continue
                }
                atRecordStart = false
            }
            switch c {
            case UInt8(ascii: "\""):
                if field.allSatisfy({ $0 == 0x20 }) { field.removeAll(); inQuotes = true; quoteLine = line } else { field.append(c) }
            case delimiter: endField()
            case 0x0D: if it.first != 0x0A { endRecord(); line += 1 }
            case 0x0A: endRecord(); line += 1
            default: field.append(c)
            }
        }
        if inQuotes { throw DataError(file: name, line: quoteLine, message: "a quoted field is never closed") }
        if !atRecordStart || !field.isEmpty || !fields.isEmpty { endRecord() }
        return out
    }

    /// Byte offset of the first invalid UTF-8 sequence.
    static func firstInvalidUTF8(_ b: [UInt8]) -> Int {
        var i = 0
        while i < b.count {
            let c = b[i]
            let n = c < 0x80 ? 1 : (c >> 5 == 0x6 ? 2 : (c >> 4 == 0xE ? 3 : (c >> 3 == 0x1E ? 4 : 0)))
            if n == 0 || i + n > b.count { return i }
            for k in 1..<n where b[i + k] >> 6 != 0x2 { return i }
            if String(validating: b[i..<(i + n)], as: UTF8.self) == nil { return i }
            i += n
        }
        return i
    }
}
