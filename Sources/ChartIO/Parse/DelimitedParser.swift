import Foundation

/// Parses delimited text (CSV, TSV, semicolon, pipe, whitespace-aligned) into typed columns.
///
/// RFC 4180 quoting, CRLF, a UTF-8 byte-order mark, `#` comments, padding spaces, a sniffed
/// separator, header detection, and per-column type inference (numbers, date-times, text;
/// missing cells become gaps). Errors name the line and column.
public enum DelimitedParser {
    /// Rows sampled for type inference.
    static let sampleRows = 2000

    /// Parses `bytes`; `name` appears in errors. `progress` is called with 0…1 now and then, and
    /// `cancelled` asked as often: true stops it ("loading was cancelled").
    /// `threads` caps the cores a large numeric table is parsed on (nil: all of them; 0 turns the
    /// parallel path off, for tests comparing it with the general one).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, name: String, dialect fixed: Dialect? = nil,
                             forms: TextForms = .automatic, timeZone: TimeZone = .current, threads: Int? = nil,
                             release: (@Sendable (Range<Int>) -> Void)? = nil,
                             progress: ((Double) -> Void)? = nil, cancelled: (@Sendable () -> Bool)? = nil) throws -> ParsedTable {
        let survey = try Self.survey(bytes, name: name, dialect: fixed, forms: forms, timeZone: timeZone)
        let b = survey.body, offset = survey.offset, dialect = survey.dialect, kinds = survey.kinds, names = survey.names
        let hasHeader = dialect.hasHeader
        var dates = DateParser(timeZone: timeZone)
        dates.order = dialect.dateOrder
        // Large tables: parse in parallel chunks straight into the columns.
        if b.count >= ChunkedParser.minimumChunk || (threads ?? 1) > 1, threads != 0 {
            let bom = offset
            let shifted: (@Sendable (Range<Int>) -> Void)? = release.map { r in { @Sendable range in r(range.lowerBound + bom..<range.upperBound + bom) } }
            let head = try survey.bodyStart()
            if let fast = try ChunkedParser.parse(b, bodyStart: head.position, firstLine: head.line, dialect: dialect,
                                                  kinds: kinds, timeZone: timeZone, name: name,
                                                  cores: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                                  release: shifted, cancelled: cancelled, progress: progress) {
                var builder = TableBuilder(names: names, kinds: kinds, estimatedRows: 0)
                builder.forms = dialect.numberForms
                builder.numbers = fast.columns
                builder.texts = fast.texts
                builder.rows = fast.rows
                progress?(1)
                // The body's line feeds were counted to place its rows; the header's are few.
                let headLines = b.baseAddress.map { ChunkedParser.countLinesAndQuotes($0, head.position).0 } ?? 0
                return ParsedTable(table: builder.finish(joiningTimesIn: timeZone), dialect: dialect, rows: fast.rows,
                                   lineFeeds: headLines + fast.lines)
            }
        }
        var builder = TableBuilder(names: names, kinds: kinds, estimatedRows: estimateRows(b.count, sample: survey.sampled, sampledBytes: survey.sampledBytes))
        builder.forms = dialect.numberForms
        // Full pass.
        var scanner = RecordScanner(bytes: b, dialect: dialect)
        var first = true
        var rows = 0
        do {
            while try scanner.next() {
                if first && hasHeader { first = false; continue }
                first = false
                try builder.append(scanner.fields, scanner: scanner, dates: &dates, name: name, line: scanner.recordLine)
                rows += 1
                if rows & 0xFFFF == 0 {
                    progress?(Double(scanner.position) / Double(max(1, b.count)))
                    if cancelled?() == true { throw DataError(file: name, message: "loading was cancelled") }
                }
            }
        } catch let q as RecordScanner.UnclosedQuote {
            throw DataError(file: name, line: q.line, column: q.column, message: "a quoted field is never closed")
        }
        if builder.demoted.isEmpty == false {
            // A column held something other than its sampled kind: read it again as text.
            builder.refillText(scannerFactory: { RecordScanner(bytes: b, dialect: dialect) }, skipHeader: hasHeader)
        }
        progress?(1)
        return ParsedTable(table: builder.finish(joiningTimesIn: timeZone), dialect: dialect, rows: rows)
    }

    /// What the first rows of a table tell: its separator, header, names, how it writes numbers
    /// and dates, and each column's kind.
    struct Survey {
        /// The bytes after any byte-order mark, and how many were skipped.
        var body: UnsafeBufferPointer<UInt8>
        var offset: Int
        var dialect: Dialect
        var names: [String]
        var kinds: [ColumnKind]
        /// Rows sampled, and the bytes they took.
        var sampled: Int
        var sampledBytes: Int

        /// Where the data rows begin (after the header) and their first line.
        func bodyStart() throws -> (position: Int, line: Int) {
            var head = RecordScanner(bytes: body, dialect: dialect)
            if dialect.hasHeader { _ = try? head.next() }
            return (head.position, head.line)
        }
    }

    /// Reads the first rows of `bytes` for the table's shape (the sample its kinds come from).
    static func survey(_ bytes: UnsafeBufferPointer<UInt8>, name: String, dialect fixed: Dialect? = nil,
                       forms: TextForms = .automatic, timeZone: TimeZone = .current) throws -> Survey {
        var b = bytes
        var offset = 0
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
            b = UnsafeBufferPointer(rebasing: b[3...])
            offset = 3
        }
        if !b.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            throw DataError(file: name, message: "the file is empty")
        }
        try rejectBinary(b, name: name)
        let comment: UInt8? = UInt8(ascii: "#")
        let delimiter = fixed.map { $0.delimiter } ?? Sniffer.delimiter(b, comment: comment)
        var dialect = Dialect(delimiter: delimiter, hasHeader: false, comment: comment)
        // Sample the first records for the header and the column types.
        var scanner = RecordScanner(bytes: b, dialect: dialect)
        var sample: [[FieldRange]] = []
        var sampleLines: [Int] = []
        do {
            while sample.count <= sampleRows, try scanner.next() {
                sample.append(scanner.fields)
                sampleLines.append(scanner.recordLine)
            }
        } catch let q as RecordScanner.UnclosedQuote {
            throw DataError(file: name, line: q.line, column: q.column, message: "a quoted field is never closed")
        }
        guard !sample.isEmpty else { throw DataError(file: name, message: "the file has no rows") }
        let width = sample[0].count
        guard width <= 100_000 else {
            throw DataError(file: name, line: sampleLines[0], message: "\(width) columns is more than Chartreuse can chart (100,000)")
        }
        var dates = DateParser(timeZone: timeZone)
        func cell(_ f: FieldRange) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: b[f.start..<f.end]) }
        func isNumber(_ f: FieldRange) -> Bool { NumberParser.parse(cell(f)) != nil }
        let hasHeader = fixed?.hasHeader ?? detectHeader(sample, width: width, cell: cell, isNumber: isNumber)
        dialect.hasHeader = hasHeader
        var names: [String] = []
        if hasHeader {
            for (c, f) in sample[0].enumerated() {
                guard let s = scanner.string(f) else {
                    throw DataError(file: name, line: sampleLines[0], column: c + 1, message: "the header is not valid UTF-8 text")
                }
                let t = s.trimmingCharacters(in: .whitespaces)
                names.append(t.isEmpty ? "column \(c + 1)" : t)
            }
        } else {
            names = (0..<width).map { "column \($0 + 1)" }
        }
        let body = hasHeader ? Array(sample.dropFirst()) : sample
        if body.isEmpty {
            throw DataError(file: name, line: sampleLines[0], message: "a header but no data rows")
        }
        // How numbers and dates are written (decimal commas, grouped thousands, day or month first).
        func cells(_ c: Int) -> some Sequence<UnsafeBufferPointer<UInt8>> { body.lazy.filter { c < $0.count }.map { cell($0[c]) } }
        var numberForms = (0..<width).map { c in
            TextFormsRule.numberForm(cells(c), delimiter: dialect.delimiter, forced: forms.decimal)
        }
        dialect.dateOrder = TextFormsRule.dateOrder(body.lazy.flatMap { $0.lazy.map(cell) }, forced: forms.dateOrder,
                                                   european: numberForms.contains(.decimalComma) || dialect.delimiter == UInt8(ascii: ";"))
        dates.order = dialect.dateOrder
        // Clock times without seconds right after the dates of a log are their times of day.
        for c in numberForms.indices.dropFirst() where numberForms[c] == .plain && TextFormsRule.isClock(cells(c)) {
            let form = numberForms[c - 1]
            if TextFormsRule.isLog(body.lazy.filter { c < $0.count }.map { (cell($0[c - 1]), cell($0[c])) }),
               cells(c - 1).allSatisfy({ CellKinds.isMissing($0) || (LocaleNumber.parse($0, form: form) == nil && dates.parse($0) != nil) }) {
                numberForms[c] = .clock
            }
        }
        if numberForms.contains(where: { $0 != .plain }) { dialect.numberForms = numberForms }
        // Infer each column's kind from the sample.
        var kinds: [ColumnKind] = []
        for c in 0..<width {
            var kind = ColumnKind.empty
            for row in body where c < row.count {
                let v = cell(row[c])
                if CellKinds.isMissing(v) { continue }
                let k: ColumnKind = LocaleNumber.parse(v, form: numberForms[c]) != nil ? .number : (dates.parse(v) != nil ? .date : .text)
                if kind == .empty { kind = k } else if kind != k { kind = .text }
                if kind == .text { break }
            }
            kinds.append(kind == .empty ? .number : kind)
        }
        return Survey(body: b, offset: offset, dialect: dialect, names: names, kinds: kinds, sampled: sample.count,
                      sampledBytes: scanner.position)
    }

    /// Whether the first row names the columns, by comparing its cells with the rows below:
    /// - a text cell over numbers or dates: a header;
    /// - a date over plain numbers, or a year (1000–2999) over numbers that are not years: a header
    ///   (a wide table's column names: `country,2019,2020` over `France,1,2`);
    /// - all text, none missing: a header (names over a table of text);
    /// - otherwise its text cells decide: a header when one is shaped unlike its column's cells
    ///   (`country` over `France`), data when they match (`PA2100,01,001,2009,9.7` over
    ///   `PA2101,01,002,2009,8.1`, whose row used to become the column names).
    static func detectHeader(_ sample: [[FieldRange]], width: Int, cell: (FieldRange) -> UnsafeBufferPointer<UInt8>,
                             isNumber: (FieldRange) -> Bool) -> Bool {
        guard let first = sample.first else { return false }
        var dates = DateParser(timeZone: TimeZone(identifier: "UTC")!)
        // (Dates in words — `Jan 2019`, `2019 Q1` — head columns as often as they fill them: not typed here.)
        let firstTyped = first.map { isNumber($0) || dates.parseDigits(cell($0)) != nil || DurationText.parse(cell($0)) != nil }
        if firstTyped.allSatisfy({ $0 }) { return false }
        if sample.count == 1 { return true }
        let body = sample.dropFirst().prefix(50)
        for c in first.indices where !firstTyped[c] && !CellKinds.isMissing(cell(first[c])) {
            for row in body where c < row.count {
                let v = cell(row[c])
                if isNumber(row[c]) && !CellKinds.isMissing(v) { return true }
                if dates.parse(v) != nil { return true }
            }
        }
        for c in first.indices where firstTyped[c] {
            let head = cell(first[c])
            let numbers = body.filter { c < $0.count && isNumber($0[c]) && !CellKinds.isMissing(cell($0[c])) }
            guard !numbers.isEmpty else { continue }
            if !isNumber(first[c]) { return true }   // a date over numbers
            if Self.isYear(head), numbers.allSatisfy({ !Self.isYear(cell($0[c])) }) { return true }
        }
        if !firstTyped.contains(true) { return first.allSatisfy { !CellKinds.isMissing(cell($0)) } }
        for c in first.indices where !firstTyped[c] && !CellKinds.isMissing(cell(first[c])) {
            let shape = Self.shape(cell(first[c]))
            let column = body.filter { c < $0.count && !CellKinds.isMissing(cell($0[c])) }
            let alike = column.filter { Self.shape(cell($0[c])) == shape }.count
            if alike * 2 < column.count { return true }
        }
        return false
    }

    /// A four-digit integer from 1000 to 2999.
    static func isYear(_ v: UnsafeBufferPointer<UInt8>) -> Bool {
        guard v.count == 4, v.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return false }
        return v[0] == UInt8(ascii: "1") || v[0] == UInt8(ascii: "2")
    }

    /// A cell's shape: runs of upper-case and of lower-case letters as one "A" or "a" each,
    /// each digit a "9", anything else as itself (`PA2100` → `A9999`, `Paris` → `Aa`).
    static func shape(_ v: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        for b in v {
            let k: UInt8
            switch b {
            case 65...90: k = UInt8(ascii: "A")
            case 97...122: k = UInt8(ascii: "a")
            case 48...57: k = UInt8(ascii: "9")
            default: k = b
            }
            if (k == UInt8(ascii: "A") || k == UInt8(ascii: "a")), out.last == k { continue }
            out.append(k)
        }
        return out
    }

    /// Throws "binary data" when the first 64 KB hold a NUL byte (no text table or JSON has one),
    /// naming the line it is on.
    static func rejectBinary(_ b: UnsafeBufferPointer<UInt8>, name: String) throws {
        if let nul = b.prefix(1 << 16).firstIndex(of: 0) {
            let line = b[..<nul].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw DataError(file: name, line: line, message: "binary data (a NUL byte), not a text table")
        }
    }

    static func estimateRows(_ total: Int, sample: Int, sampledBytes: Int) -> Int {
        guard sample > 0, sampledBytes > 0 else { return 16 }
        return min(500_000_000, Int(Double(total) / Double(sampledBytes) * Double(sample) * 1.05) + 16)
    }
}

/// A parsed table with how it was read.
public struct ParsedTable: Sendable {
    /// The columns that were read.
    public var table: DataTable
    /// How the file was read: its separator and whether it had a header row.
    public var dialect: Dialect
    /// Number of data rows read (header and comment lines excluded).
    public var rows: Int
    /// The line feeds in what was read, when the parse counted them (the parallel path does).
    public var lineFeeds: Int? = nil
    /// Read from the file's text made UTF-8 (it was Latin-1): rows appended to it are not read
    /// alone, the whole file is read again.
    public var reencoded = false
}

extension DelimitedParser {
    /// Parses rows appended to a file already read as `previous`: same dialect and column kinds,
    /// no header. Returns nil when a new cell does not fit its column's kind, or new dates need
    /// the whole column (a joined time that leaves the order, a step back into the hour repeated
    /// in autumn): the caller then re-reads the whole file.
    public static func parseAppended(_ bytes: UnsafeBufferPointer<UInt8>, previous: ParsedTable, name: String,
                                     firstLine: Int, timeZone: TimeZone = .current) throws -> ParsedTable? {
        let cols = previous.table.columns
        let kinds: [ColumnKind] = cols.map {
            switch $0.values {
            case .number: return .number
            case .date: return .date
            case .text: return .text
            }
        }
        var builder = TableBuilder(names: cols.map(\.name), kinds: kinds, estimatedRows: 64)
        builder.forms = previous.dialect.numberForms
        var dates = DateParser(timeZone: timeZone)
        dates.order = previous.dialect.dateOrder
        var dialect = previous.dialect
        dialect.hasHeader = false
        var scanner = RecordScanner(bytes: bytes, dialect: dialect, position: 0, line: firstLine)
        do {
            while try scanner.next() {
                try builder.append(scanner.fields, scanner: scanner, dates: &dates, name: name, line: scanner.recordLine)
            }
        } catch let q as RecordScanner.UnclosedQuote {
            throw DataError(file: name, line: q.line, column: q.column, message: "a quoted field is never closed")
        }
        guard builder.demoted.isEmpty, DateTimeJoin.extend(&builder.numbers, columns: cols, timeZone: timeZone) else { return nil }
        // New rows that step back into the hour repeated in autumn: the whole file puts it in order.
        for c in cols.indices where kinds[c] == .date {
            if let old = cols[c].numbers, RepeatedHour.stepsBack(old: old, new: builder.numbers[c], timeZone: timeZone) { return nil }
        }
        var table = previous.table
        for c in table.columns.indices {
            switch table.columns[c].values {
            case .number(var v):
                v += builder.numbers[c]
                table.columns[c].values = .number(v)
            case .date(var v):
                // Epoch columns were scaled at finish(); appended raw numbers must match.
                v += builder.numbers[c]
                table.columns[c].values = .date(v)
            case .text(var v):
                v += builder.texts[c]
                table.columns[c].values = .text(v)
            }
        }
        return ParsedTable(table: table, dialect: previous.dialect, rows: previous.rows + builder.rows)
    }
}
