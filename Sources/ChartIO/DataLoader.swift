import ChartCore
import Foundation

/// Loads a data file (or standard input as `-`) into a table, choosing CSV-like or JSON by content.
public enum DataLoader {
    /// Reads all bytes of `path` (memory-mapped for files; `-` reads standard input; pipes, FIFOs
    /// and devices are read to their end).
    public static func readBytes(_ path: String) throws -> Data {
        if path == "-" {
            return try Data(StreamInput.readAll(fd: 0, name: "stdin"))
        }
        var st = stat()
        guard stat(path, &st) == 0 else { throw StreamInput.openError(path, errno: errno) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw DataError(file: path, message: "is a directory, not a data file") }
        if (st.st_mode & S_IFMT) != S_IFREG {
            // A pipe (process substitution), FIFO, socket or character device: read as a stream.
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw StreamInput.openError(path, errno: errno) }
            defer { close(fd) }
            return try Data(StreamInput.readAll(fd: fd, name: path))
        }
        guard access(path, R_OK) == 0 else { throw StreamInput.openError(path, errno: errno) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw DataError(file: path, message: "cannot be read: \((error as NSError).localizedDescription)")
        }
    }

    /// Parses bytes as JSON (when they start with `[` or `{`; JSON Lines when each line is an
    /// object), after decoding them when compressed, or delimited text (on up to
    /// `threads` cores for large numeric tables; nil uses them all). `cancelled` is asked now and
    /// then while text decodes and parses: true stops the load ("loading was cancelled").
    public static func parse(_ data: Data, name: String, forms: TextForms = .automatic, threads: Int? = nil,
                             progress: ((Double) -> Void)? = nil, cancelled: (@Sendable () -> Bool)? = nil) throws -> ParsedTable {
        if let parquet = try data.withUnsafeBytes({ try parquetTable($0, name: name, threads: threads, columns: forms.columns) }) { return parquet }
        if data.withUnsafeBytes({ ArrowReader.detect($0) }) {
            let owned = try data.withUnsafeBytes { try OwnedBytes.copy($0) }
            return columnar(datesInText(try ArrowReader.read(owned.bytes, owner: owned, name: name, columns: forms.columns)))
        }
        if data.withUnsafeBytes({ SQLiteReader.detect($0) }) {
            return columnar(try data.withUnsafeBytes { try SQLiteReader.read(bytes: $0, name: name, forms: forms) })
        }
        try refuseDatabaseOptions(forms, name: name)
        if let format = Compression.detect(data) {
            return try data.withUnsafeBytes {
                try compressedText($0, format: format, name: name, forms: forms, threads: threads, progress: progress, cancelled: cancelled)
            }
        }
        return try parseText(data, name: name, forms: forms, threads: threads, progress: progress, cancelled: cancelled)
    }

    /// Compressed text: a delimited table is parsed as it decodes (`release` is told
    /// the compressed bytes read); anything else is decoded whole (progress counts the first
    /// half), then read as any file.
    static func compressedText(_ raw: UnsafeRawBufferPointer, format: Compression, name: String, forms: TextForms, threads: Int?,
                               progress: ((Double) -> Void)?, cancelled: (@Sendable () -> Bool)?,
                               release: (@Sendable (Range<Int>) -> Void)? = nil) throws -> ParsedTable {
        if let table = try CompressedTextReader.parse(raw, format: format, name: name, forms: forms, threads: threads,
                                                      progress: progress, cancelled: cancelled, release: release) {
            return table
        }
        let text = try Decompressor.decompress(raw, format: format, name: name, longestLine: LineLength.longest) { p in
            progress?(p / 2)
            return cancelled?() != true
        }
        return try parseText(Data(text), name: name, forms: forms, threads: threads,
                             progress: progress.map { f in { f(0.5 + $0 / 2) } }, cancelled: cancelled)
    }

    /// Parses text (never decoded again: a compressed file that decodes to compressed bytes is
    /// refused as binary, not decoded without end).
    static func parseText(_ data: Data, name: String, forms: TextForms = .automatic, threads: Int? = nil,
                          progress: ((Double) -> Void)? = nil, cancelled: (@Sendable () -> Bool)? = nil) throws -> ParsedTable {
        if let format = Compression.detect(data) {
            throw DataError(file: name, message: "\(format.rawValue) data inside compressed data, not a text table")
        }
        // UTF-16 (Excel's "Unicode Text"): read as the same text in UTF-8.
        if let utf8 = utf8IfUTF16(data) {
            return try parseText(utf8, name: name, forms: forms, threads: threads, progress: progress, cancelled: cancelled)
        }
        if data.withUnsafeBytes({ ParquetReader.detect($0) }) {
            throw DataError(file: name, message: "Parquet data inside compressed data, not a text table (Parquet compresses its own pages)")
        }
        let first = StreamInput.firstSignificant(data)
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            // JSON never holds a raw NUL: binary data that happens to begin with a bracket is named
            // as binary, not as broken JSON.
            try data.withUnsafeBytes { try DelimitedParser.rejectBinary($0.bindMemory(to: UInt8.self), name: name) }
            if first == UInt8(ascii: "{"), NDJSONReader.looksLikeLines(data) {
                let t = try NDJSONReader.parse(data, name: name, threads: threads)
                var dialect = Dialect(delimiter: nil, hasHeader: false)
                dialect.jsonLines = true
                return ParsedTable(table: t, dialect: dialect, rows: t.rowCount)
            }
            let t = try JSONTableReader.parse(data, name: name)
            return ParsedTable(table: t, dialect: Dialect(delimiter: nil, hasHeader: true), rows: t.rowCount)
        }
        return try data.withUnsafeBytes { raw in
            try delimited(raw.bindMemory(to: UInt8.self), name: name, forms: forms, threads: threads,
                          progress: progress, cancelled: cancelled)
        }
    }

    /// The table in a Parquet file's bytes, or nil when they are not Parquet.
    static func parquetTable(_ bytes: UnsafeRawBufferPointer, name: String, threads: Int?, columns: Set<String>?,
                             release: (@Sendable (Range<Int>) -> Void)? = nil) throws -> ParsedTable? {
        guard ParquetReader.detect(bytes) else { return nil }
        return columnar(datesInText(try ParquetReader.read(bytes, name: name, threads: threads, columns: columns, release: release)))
    }

    /// A table read from a database or a columnar file, as a parsed table.
    public static func columnar(_ t: DataTable) -> ParsedTable {
        ParsedTable(table: t, dialect: Dialect(delimiter: nil, hasHeader: true), rows: t.rowCount)
    }

    /// `t` with each text column whose every value (empty ones aside, at least one not) reads as a
    /// date made a date column: pandas writes dates it holds as strings (`object`) into Parquet
    /// and Arrow as text, which a CSV of the same table would have read as dates.
    static func datesInText(_ t: DataTable) -> DataTable {
        var parser = DateParser()
        let columns = t.columns.map { c -> DataTable.Column in
            guard case .text(let texts) = c.values, texts.contains(where: { !$0.isEmpty }) else { return c }
            var dates = [Double](repeating: .nan, count: texts.count)
            for (k, s) in texts.enumerated() where !s.isEmpty {
                guard let d = parser.parse(s) else { return c }
                dates[k] = d
            }
            return DataTable.Column(name: c.name, values: .date(ColumnBuffer(dates)))
        }
        var out = DataTable(columns: columns)
        out.notes = t.notes
        return out
    }

    /// `--table` and `--query` name a database's rows: for any other file they are a mistake, said
    /// plainly (unless they were given for the databases among several files).
    static func refuseDatabaseOptions(_ forms: TextForms, name: String) throws {
        if forms.table != nil || forms.query != nil, !forms.databasesOnly {
            throw DataError(file: name, message: "is not a SQLite database, so \(forms.query != nil ? "--query" : "--table") does not apply")
        }
    }

    /// Whether the regular file at `path` is a SQLite database (by its first bytes).
    public static func isDatabase(_ path: String) -> Bool { head(path).withUnsafeBytes { SQLiteReader.detect($0) } }

    /// The first bytes of the regular file at `path` (none for a pipe, FIFO or device, whose
    /// bytes a peek would take from the stream; fewer when it is shorter or cannot be read).
    static func head(_ path: String) -> Data {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, let h = FileHandle(forReadingAtPath: path) else { return Data() }
        defer { try? h.close() }
        return (try? h.read(upToCount: 16)) ?? Data()
    }

    /// Whether `bytes` are a whole file that is read as a whole, never as lines appended:
    /// compressed, Parquet, Arrow or a SQLite database.
    public static func readsWhole(_ bytes: UnsafeRawBufferPointer) -> Bool {
        Compression.detect(bytes) != nil || ParquetReader.detect(bytes) || ArrowReader.detect(bytes) || SQLiteReader.detect(bytes)
            || TextEncoding.utf16ByteOrder(bytes) != nil
    }

    /// Reads and parses a file. A large delimited file is mapped and its pages handed back as
    /// they are parsed, so it does not stay in memory beside the columns made from it.
    public static func load(_ path: String, forms: TextForms = .automatic, threads: Int? = nil,
                            progress: ((Double) -> Void)? = nil) throws -> ParsedTable {
        // A database is read through SQLite from its file (which sees its write-ahead log too).
        let head = path == "-" ? Data() : head(path)
        if head.withUnsafeBytes({ SQLiteReader.detect($0) }) { return columnar(try SQLiteReader.read(path: path, forms: forms)) }
        // Arrow is read where it is mapped: its doubles are used where they lie (the mapping is
        // guarded against the file being cut short underneath). Read whole up front, unless only
        // some columns are wanted: then only their pages are touched.
        if head.withUnsafeBytes({ ArrowReader.detect($0) }) || head.starts(with: [0xFF, 0xFF, 0xFF, 0xFF]),
           let mapped = MappedFile(path: path, populate: forms.columns == nil), ArrowReader.detect(UnsafeRawBufferPointer(mapped.bytes)) {
            return columnar(datesInText(try ArrowReader.read(UnsafeRawBufferPointer(mapped.bytes), owner: mapped, name: path, columns: forms.columns, release: mapped.release)))
        }
        if path != "-" { try refuseDatabaseOptions(forms, name: path) }
        if path != "-", (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 >= ChunkedParser.minimumChunk,
           FileManager.default.isReadableFile(atPath: path), let mapped = MappedFile(path: path) {
            let b = mapped.bytes
            // Parquet is read where it is mapped: pages are decoded straight from the file's memory.
            // Each column chunk's pages are handed back once decoded, as the text parser's are.
            if let parquet = try withExtendedLifetime(mapped, {
                try parquetTable(UnsafeRawBufferPointer(b), name: path, threads: threads, columns: forms.columns, release: mapped.release)
            }) {
                return parquet
            }
            // Compressed text is read where it is mapped, its pages handed back as they are decoded.
            if let format = Compression.detect(b) {
                return try withExtendedLifetime(mapped) {
                    try compressedText(UnsafeRawBufferPointer(b), format: format, name: path, forms: forms, threads: threads,
                                       progress: progress, cancelled: nil, release: mapped.release)
                }
            }
            let first = StreamInput.firstSignificant(b)
            // (UTF-16 is read through `parse`, which makes it UTF-8 first.)
            if !readsWhole(UnsafeRawBufferPointer(b)), first != UInt8(ascii: "[") && first != UInt8(ascii: "{") {
                return try withExtendedLifetime(mapped) {
                    try delimited(b, name: path, forms: forms, threads: threads, release: mapped.release, progress: progress)
                }
            }
        }
        return try parse(readBytes(path), name: path == "-" ? "stdin" : path, forms: forms, threads: threads, progress: progress)
    }
}

/// The previous entry point, kept for callers that only want a table.
public enum CSVReader {
    /// Parses a data file's bytes (JSON or delimited text) into a table; `name` is used in errors.
    public static func parse(_ bytes: [UInt8], name: String) throws -> DataTable {
        try DataLoader.parse(Data(bytes), name: name).table
    }

    /// Reads and parses the file at `path` (`-` for standard input) into a table.
    public static func read(path: String) throws -> DataTable {
        try DataLoader.load(path).table
    }
}
