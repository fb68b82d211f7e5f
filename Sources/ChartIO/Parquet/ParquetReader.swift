import ChartCore
import Foundation

/// Reads a Parquet file of flat columns into a table: numbers and instants as column buffers
/// (row groups decoded in parallel into one buffer per column), text as strings.
public enum ParquetReader {
    /// Whether `bytes` begin with Parquet's magic number followed by binary data: a text table
    /// whose first column is named `PAR1…` or `PARENT…` begins with the same letters, but holds
    /// no control byte (Parquet's page headers and footer hold them at once).
    public static func detect(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0x50, bytes[1] == 0x41, bytes[2] == 0x52, bytes[3] == 0x31 || bytes[3] == 0x45 else { return false }
        return StreamInput.holdsControlByte(bytes.dropFirst(4).prefix(64))
    }

    /// Reads the table in `bytes` (a whole Parquet file); `name` is used in errors. `release` is
    /// told each column chunk's bytes once they are decoded (a mapped file's pages handed back).
    /// `columns` (lowercased names) reads only those, when the file has them all.
    public static func read(_ bytes: UnsafeRawBufferPointer, name: String, threads: Int? = nil, columns wanted: Set<String>? = nil,
                            release: (@Sendable (Range<Int>) -> Void)? = nil) throws -> DataTable {
        func fail(_ message: String) -> DataError { DataError(file: name, message: message) }
        let n = bytes.count
        guard n >= 12 else { throw fail("is a truncated Parquet file (\(n) bytes, no footer)") }
        if bytes[3] == 0x45 || bytes[n - 1] == 0x45 && bytes[n - 2] == 0x52 { throw fail("is an encrypted Parquet file, which Chartreuse does not read") }
        guard bytes[n - 4] == 0x50, bytes[n - 3] == 0x41, bytes[n - 2] == 0x52, bytes[n - 1] == 0x31 else {
            throw fail("is a truncated Parquet file (it does not end with the footer's PAR1)")
        }
        let footerLength = Int(bytes.loadUnaligned(fromByteOffset: n - 8, as: UInt32.self))
        guard footerLength <= n - 12 else { throw fail("is not a readable Parquet file: its footer claims \(footerLength) bytes of a \(n)-byte file") }
        let footerStart = n - 8 - footerLength
        var r = ThriftCompactReader(UnsafeRawBufferPointer(rebasing: bytes[footerStart..<(n - 8)]))
        let meta: ParquetMetadata
        do { meta = try ParquetMetadata(&r) } catch let e as ThriftCompactReader.Malformed {
            throw fail("is not a readable Parquet file: its footer \(e.reason)")
        }
        let (plans, leaves, notes) = try Self.columns(meta, name: name, only: wanted)
        let total = try rowCount(meta, columns: plans.count, name: name, fileSize: n)
        var columns: [DataTable.Column] = []
        // Columns in batches (the buffers are made by nested calls), each batch's row groups of
        // every column decoded as one set of parallel parts.
        for batch in stride(from: 0, to: plans.count, by: 32).map({ $0..<min($0 + 32, plans.count) }) {
            let job = ParquetJob(columns: try batch.map { c in
                try meta.rowGroups.map { g in
                    ParquetChunkReader(file: bytes, dataEnd: footerStart, chunk: try chunk(g, leaves[c], plans[c], name), plan: plans[c], rows: Int(g.rows))
                }
            }, release: release)
            let numbers = batch.filter { plans[$0].output != .text }
            let buffers = try FreshColumns.make(numbers.count, count: total) { outs in
                for (k, c) in numbers.enumerated() { job.outs[c - batch.lowerBound] = outs[k] }
                job.run(threads: threads)
            }
            if let (k, e) = job.firstFailure { throw describe(e, plans[batch.lowerBound + k], name) }
            var next = buffers.makeIterator()
            for (k, c) in batch.enumerated() {
                let plan = plans[c]
                switch plan.output {
                case .text: columns.append(DataTable.Column(name: plan.name, values: .text(job.joinedText(k))))
                case .date: columns.append(DataTable.Column(name: plan.name, values: .date(next.next()!)))
                case .number:
                    var column = DataTable.Column(name: plan.name, values: .number(next.next()!))
                    column.isDuration = plan.duration
                    columns.append(column)
                }
            }
        }
        var table = DataTable(columns: columns)
        table.notes = notes
        return table
    }

    /// The plans of the file's flat columns, each with the index of its chunk in a row group
    /// (its leaf in the schema), and a note for each column left out: a nested one (a list, map
    /// or struct, whose leaves are passed over) or one of a type Chartreuse does not read. A file
    /// with no column left is an error naming them.
    private static func columns(_ meta: ParquetMetadata, name: String, only wanted: Set<String>?) throws -> (plans: [ParquetColumnPlan], leaves: [Int], notes: [String]) {
        let schema = meta.schema
        guard let root = schema.first else { throw DataError(file: name, message: "is not a readable Parquet file: its schema is empty") }
        func malformed() -> DataError {
            DataError(file: name, message: "is not a readable Parquet file: its schema's fields do not add up to the \(root.children) its root has")
        }
        var plans: [ParquetColumnPlan] = [], leaves: [Int] = [], reasons: [String] = []
        var at = 1, leaf = 0
        guard root.children >= 0, Int(root.children) < schema.count else { throw malformed() }
        // Only the wanted columns when the file has them all (else every column, and the missing
        // one is named where it is asked for).
        let names = Set(topLevelNames(schema).map { $0.lowercased() })
        let keep = wanted.flatMap { $0.isSubset(of: names) ? $0 : nil }
        let durations = ParquetArrowSchema.durations(meta.arrowSchema, columns: Int(root.children))
        for place in 0..<Int(root.children) {
            guard at < schema.count else { throw malformed() }
            let e = schema[at]
            let unwanted = keep.map { !$0.contains(e.name.lowercased()) } ?? false
            if unwanted || e.children > 0 || e.physical == nil || e.repetition == 2 {
                let what = e.logical == .nested("list") || e.converted == 3 || e.repetition == 2 ? "a list"
                    : e.logical == .nested("map") || e.converted == 1 ? "a map" : "a struct of \(e.children) fields"
                if !unwanted { reasons.append("column \"\(e.name)\" is \(what), a nested type Chartreuse does not read") }
                // The field and everything under it: its leaves are chunks to pass over.
                guard let past = field(schema, at: at) else { throw malformed() }
                at = past.next
                leaf += past.leaves
                continue
            }
            do {
                var plan = try ParquetColumnPlan(e)
                if let d = durations[place], d.name == e.name, plan.physical == 2, e.logical == nil, e.converted == nil {
                    // A duration, in seconds as Arrow's are (and converted as Arrow's are).
                    plan.divisor = Double(d.perSecond)
                    plan.ticks = true
                    plan.duration = true
                }
                plans.append(plan)
                leaves.append(leaf)
            } catch let b as ParquetBits.Bad {
                reasons.append("column \"\(e.name)\" \(b.reason)")
            }
            at += 1
            leaf += 1
        }
        guard at == schema.count else { throw malformed() }
        guard !plans.isEmpty else {
            throw reasons.isEmpty ? DataError(file: name, message: "is not a readable Parquet file: it has no columns")
                : DataError.noColumnRead(file: name, reasons: reasons)
        }
        return (plans, leaves, DataTable.leftOut(reasons))
    }

    /// Where the field at `at` and everything under it end, and how many leaves (chunks) they
    /// hold; nil when the schema's child counts run past its end.
    private static func field(_ schema: [ParquetMetadata.SchemaElement], at start: Int) -> (next: Int, leaves: Int)? {
        var at = start, leaves = 0, pending = 1
        while pending > 0 {
            guard at < schema.count, schema[at].children >= 0, Int(schema[at].children) < schema.count else { return nil }
            pending += Int(schema[at].children) - 1
            if schema[at].children == 0, schema[at].physical != nil { leaves += 1 }   // an empty group has no chunk
            at += 1
        }
        return (at, leaves)
    }

    /// The names of the schema's top-level fields, as far as the schema can be walked.
    private static func topLevelNames(_ schema: [ParquetMetadata.SchemaElement]) -> [String] {
        var names: [String] = [], at = 1
        while names.count < Int(schema[0].children), let past = field(schema, at: at) {
            names.append(schema[at].name)
            at = past.next
        }
        return names
    }

    /// All row groups' rows, checked against the footer's count and against what the file could hold.
    private static func rowCount(_ meta: ParquetMetadata, columns: Int, name: String, fileSize: Int) throws -> Int {
        var total: Int64 = 0
        for g in meta.rowGroups {
            guard g.rows >= 0, g.rows <= Int64(Int32.max) * 64 else { throw DataError(file: name, message: "is not a readable Parquet file: a row group claims \(g.rows) rows") }
            let (sum, overflow) = total.addingReportingOverflow(g.rows)
            guard !overflow else { throw DataError(file: name, message: "is not a readable Parquet file: its row groups claim more rows than can be counted") }
            total = sum
        }
        // No two chunks may share bytes (one chunk listed many times would multiply its text).
        let spans = meta.rowGroups.flatMap { g in
            g.columns.map { c in
                let start = c.firstPageOffset
                return (start, start &+ Swift.max(c.compressedSize, 1))
            }
        }.sorted { $0.0 < $1.0 }
        for (a, b) in zip(spans, spans.dropFirst()) where b.0 < a.1 {
            throw DataError(file: name, message: "is not a readable Parquet file: two column chunks share bytes (at \(b.0))")
        }
        guard total == meta.rows else {
            throw DataError(file: name, message: "is not a readable Parquet file: its row groups hold \(total) rows, its footer says \(meta.rows)")
        }
        // Memory is taken for every row before the pages are read: the claim must fit what a file
        // of this size could encode (runs and dictionaries compress, up to a point).
        let cells = Double(total) * Double(columns) * 8
        guard cells <= max(Double(1 << 30), Double(fileSize) * 256) else {
            throw DataError(file: name, message: "is not a readable Parquet file: it claims \(total) rows, more than \(fileSize) bytes could hold")
        }
        return Int(total)
    }

    /// Column `c`'s chunk in row group `g`, checked against the schema.
    private static func chunk(_ g: ParquetMetadata.RowGroup, _ c: Int, _ plan: ParquetColumnPlan, _ name: String) throws -> ParquetMetadata.ColumnChunk {
        guard g.columns.count > c else {
            throw DataError(file: name, message: "is not a readable Parquet file: a row group has \(g.columns.count) columns, the schema \(c + 1) or more")
        }
        let k = g.columns[c]
        if let other = k.externalFile { throw DataError(file: name, message: "column \"\(plan.name)\" keeps its data in another file (\(other)), which Chartreuse does not read") }
        guard k.physical == plan.physical else {
            throw DataError(file: name, message: "column \"\(plan.name)\" is stored as type \(k.physical) where the schema says \(plan.typeName)")
        }
        guard ParquetCodec.supports(k.codec) else {
            throw DataError(file: name, message: "column \"\(plan.name)\" is compressed with \(ParquetCodec.name(k.codec)), which Chartreuse does not read")
        }
        return k
    }

    private static func describe(_ error: Error, _ plan: ParquetColumnPlan, _ name: String) -> DataError {
        if let e = error as? DataError { return e }
        let reason = (error as? ParquetBits.Bad)?.reason ?? (error as? ThriftCompactReader.Malformed).map { "has a page header that \($0.reason)" } ?? "cannot be read"
        return DataError(file: name, message: "column \"\(plan.name)\" \(reason)")
    }
}
