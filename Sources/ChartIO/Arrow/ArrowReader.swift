import ChartCore
import Foundation

/// Reads an Arrow IPC file (Feather version 2) or stream of flat fields into a table. Doubles
/// of an uncompressed file with one record batch and no nulls are used where they lie in the
/// file's mapping (no copy); everything else is converted into fresh column buffers.
public enum ArrowReader {
    typealias Malformed = FlatBuffer.Malformed
    private static let magic = Array("ARROW1".utf8)

    /// Whether `bytes` begin as an Arrow IPC file, an Arrow stream, or a Feather version 1 file.
    public static func detect(_ b: UnsafeRawBufferPointer) -> Bool {
        if b.count >= 6, zip(b.prefix(6), magic).allSatisfy({ $0 == $1 }) { return true }
        if b.count >= 4, Array(b.prefix(4)) == Array("FEA1".utf8) { return true }
        // A stream: the continuation marker, then a message whose header is a schema.
        guard b.count >= 8, b.prefix(4).allSatisfy({ $0 == 0xFF }), let m = try? ArrowMessage.read(b, at: 0) else { return false }
        return m.type == 1
    }

    /// Reads the table in `bytes` (a whole file or stream), which `owner` holds unchanged while it
    /// lives (columns may borrow them); `name` is used in errors.
    /// `release` is told each record batch's bytes once its columns are copied out (a mapped
    /// file's pages handed back); it is not told when a column borrows the bytes.
    /// `columns` (lowercased names) reads only those, when the file has them all. Without
    /// `borrow`, every column is copied out (bytes that may change under the table, such as a
    /// file the viewer follows).
    static func read(_ bytes: UnsafeRawBufferPointer, owner: AnyObject, name: String, columns: Set<String>? = nil,
                     borrow: Bool = true, release: ((Range<Int>) -> Void)? = nil) throws -> DataTable {
        do {
            return try table(bytes, owner: owner, name: name, wanted: columns, borrow: borrow, release: release)
        } catch let e as Malformed {
            throw DataError(file: name, message: "is not a readable Arrow file: it \(e.reason)")
        } catch let e as ArrowFieldError {
            throw DataError(file: name, message: "column \"\(e.column)\" \(e.reason)")
        }
    }

    /// Whether the names of `fields` take no more bytes than the metadata holding them: fields may
    /// share one table, so a schema of a few bytes could otherwise name a million fields with
    /// one long name (each read and kept).
    static func namesFit(_ fields: [FlatBuffer.Table]) -> Bool {
        guard let size = fields.first?.buffer.bytes.count else { return true }
        var total = 0
        for t in fields {
            guard let n = try? t.vector(0, elementSize: 1)?.1 else { continue }
            total += n
            if total > size { return false }
        }
        return true
    }

    private static func table(_ b: UnsafeRawBufferPointer, owner: AnyObject, name: String, wanted: Set<String>?,
                              borrow: Bool, release: ((Range<Int>) -> Void)?) throws -> DataTable {
        if b.count >= 4, Array(b.prefix(4)) == Array("FEA1".utf8) {
            throw DataError(file: name, message: "is a Feather version 1 file, which Chartreuse does not read (pyarrow.feather.write_feather writes version 2)")
        }
        var schema: FlatBuffer.Table?
        var messages: [ArrowMessage] = []
        if b.count >= 6, zip(b.prefix(6), magic).allSatisfy({ $0 == $1 }) {
            guard b.count >= 22, zip(b.suffix(6), magic).allSatisfy({ $0 == $1 }) else {
                throw DataError(file: name, message: "is a truncated Arrow file (it does not end with ARROW1)")
            }
            let length = Int(Int32(littleEndian: b.loadUnaligned(fromByteOffset: b.count - 10, as: Int32.self)))
            guard length > 0, length <= b.count - 18 else { throw Malformed(reason: "has a footer of \(length) bytes in a \(b.count)-byte file") }
            let footer = try FlatBuffer(bytes: UnsafeRawBufferPointer(rebasing: b[(b.count - 10 - length)..<(b.count - 10)])).root()
            schema = try footer.table(1)
            for field in [2, 3] {   // dictionaries, then record batches
                guard let (start, n) = try footer.vector(field, elementSize: 24) else { continue }
                for k in 0..<n {
                    let offset = try footer.buffer.load(start + 24 * k, as: Int64.self)
                    guard offset >= 0, offset < Int64(b.count), let m = try ArrowMessage.read(b, at: Int(offset)) else {
                        throw Malformed(reason: "has a block at \(offset) outside the file")
                    }
                    messages.append(m)
                }
            }
        } else {
            var at = 0
            while let m = try ArrowMessage.read(b, at: at) {
                if m.type == 1, schema == nil { schema = m.header } else { messages.append(m) }
                at = m.next
            }
        }
        guard let schema else { throw Malformed(reason: "has no schema") }
        guard try schema.scalar(0, Int16(0)) == 0 else { throw DataError(file: name, message: "is a big-endian Arrow file, which Chartreuse does not read") }
        // Each field read, where its node and first buffer are in a batch; a field not read (nested,
        // or of a type Chartreuse does not read) is passed over with a note, when its span is known.
        var fields: [ArrowField] = [], nodeAt: [Int] = [], bufferAt: [Int] = [], reasons: [String] = []
        var nodes = 0, buffers = 0
        /// Where each string-view field begins in the fixed layout (its data buffers are counted per batch).
        var views: [Int] = []
        let described = try schema.tables(1)
        guard !described.isEmpty else { throw Malformed(reason: "has no fields") }
        guard namesFit(described) else { throw Malformed(reason: "names its fields with more bytes than its schema holds") }
        // Only the wanted columns when the file has them all (else every column, and the missing
        // one is named where it is asked for).
        let names = Set(try described.map { try ($0.string(0) ?? "").lowercased() })
        let keep = wanted.flatMap { $0.isSubset(of: names) ? $0 : nil }
        /// Moves past a field that is not read: its nodes, its buffers and the string views among them.
        func passOver(_ span: ArrowSpan) {
            views += span.views.map { $0 + buffers }
            nodes += span.nodes
            buffers += span.buffers
        }
        for t in described {
            if let keep, !keep.contains(try (t.string(0) ?? "").lowercased()), let span = try ArrowSpan.of(t) {
                passOver(span)
                continue
            }
            do {
                let f = try ArrowField(t)
                if !(try t.tables(5)).isEmpty { throw ArrowFieldError(column: f.name, reason: "has child fields, a nested type Chartreuse does not read") }
                fields.append(f)
                nodeAt.append(nodes)
                bufferAt.append(buffers)
                if f.kind == .textView, f.dictionary == nil { views.append(buffers) }
                nodes += 1
                buffers += f.bufferCount
            } catch let e as ArrowFieldError {
                guard let span = try ArrowSpan.of(t) else { throw e }
                reasons.append("column \"\(e.column)\" \(e.reason)")
                passOver(span)
            }
        }
        guard !fields.isEmpty else { throw DataError.noColumnRead(file: name, reasons: reasons) }
        // Dictionaries first (a stream may send more, or deltas, between batches: the last wins).
        var numberDictionaries: [Int64: [Double]] = [:], textDictionaries: [Int64: [String]] = [:]
        var batches: [(ArrowBatch, ArrowBuffers)] = []
        for m in messages {
            if m.type == 2 {
                let id = try m.header.scalar(0, Int64(0))
                guard let data = try m.header.table(1), var f = fields.first(where: { $0.dictionary?.id == id }) else { continue }
                f.dictionary = nil
                let batch = try ArrowBatch(data, body: m.body)
                let buffers = try ArrowBuffers(file: b, batch: batch, views: f.kind == .textView ? [0] : [])
                guard let node = batch.nodes.first else { throw Malformed(reason: "has an empty dictionary") }
                let values = ArrowValues(field: f)
                let delta = try m.header.bool(2)
                if f.output == .text {
                    var budget = textBudget(buffers)
                    let s = try strings(values, buffers, 0, node, budget: &budget)
                    textDictionaries[id] = (delta ? textDictionaries[id] ?? [] : []) + s
                } else {
                    // Memory for the entries only once the buffer shows they are there.
                    let data = f.kind == .null ? UnsafeRawBufferPointer(start: nil, count: 0) : try buffers.buffer(1)
                    let room = f.kind == .null ? 1 << 20 : f.kind == .bool ? data.count * 8 : data.count / max(1, ArrowField.width(f.kind))
                    guard node.length <= room else { throw Malformed(reason: "has a dictionary of \(node.length) entries in \(data.count) bytes") }
                    var d = [Double](repeating: .nan, count: node.length)
                    if f.kind != .null { try d.withUnsafeMutableBufferPointer { try values.values(buffers.buffer(1), into: $0) } }
                    numberDictionaries[id] = (delta ? numberDictionaries[id] ?? [] : []) + d
                }
            } else if m.type == 3 {
                let batch = try ArrowBatch(m.header, body: m.body)
                guard batch.nodes.count >= nodes, nodeAt.allSatisfy({ batch.nodes[$0].length == batch.rows }) else {
                    throw Malformed(reason: "has a record batch whose fields do not all hold its \(batch.rows) rows")
                }
                batches.append((batch, try ArrowBuffers(file: b, batch: batch, views: views)))
            }
        }
        // No two messages may share bytes (one batch listed many times would multiply it).
        let spans = messages.map(\.body).filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        for (a, b) in zip(spans, spans.dropFirst()) where b.lowerBound < a.upperBound {
            throw Malformed(reason: "lists two messages that share bytes (at \(b.lowerBound))")
        }
        var total = 0
        for (batch, _) in batches {
            let (sum, overflow) = total.addingReportingOverflow(batch.rows)
            guard !overflow else { throw Malformed(reason: "claims more rows than can be counted") }
            total = sum
        }
        // Memory is taken for every row before the buffers are read: the claim must fit the file.
        guard Double(total) * Double(fields.count) * 8 <= max(Double(1 << 30), Double(b.count) * 256) else {
            throw Malformed(reason: "claims \(total) rows, more than \(b.count) bytes could hold")
        }
        // Text first: the number columns' job hands each batch's pages back once it is read.
        var built = [DataTable.Column?](repeating: nil, count: fields.count)
        for (c, field) in fields.enumerated() where field.output == .text {
            built[c] = DataTable.Column(name: field.name, values: .text(try text(field, batches: batches, node: nodeAt[c], firstBuffer: bufferAt[c],
                                                                            dictionaries: textDictionaries)))
        }
        func column(_ field: ArrowField, _ buffer: ColumnBuffer) -> DataTable.Column {
            var c = DataTable.Column(name: field.name, values: field.output == .date ? .date(buffer) : .number(buffer))
            c.isDuration = field.duration
            return c
        }
        var decoded: [Int] = [], borrows = false
        for (c, field) in fields.enumerated() where field.output != .text {
            if borrow, batches.count == 1, let (batch, buffers) = batches.first, buffers.inPlace, field.kind == .float(precision: 2),
               field.dictionary == nil, batch.nodes[nodeAt[c]].nulls == 0, let data = try? buffers.buffer(bufferAt[c] + 1),
               data.count >= total * 8, let base = data.baseAddress, Int(bitPattern: base) % 8 == 0 {
                // Doubles where they lie: the column borrows the file's bytes.
                built[c] = column(field, ColumnBuffer(borrowing: UnsafeBufferPointer(start: base.assumingMemoryBound(to: Double.self), count: total), owner: owner))
                borrows = true
            } else {
                decoded.append(c)
            }
        }
        // The other number columns decoded batch by batch, in parallel, each into its own rows;
        // 32 columns at a time (their buffers are made by nested calls), the pages handed back
        // after the last group.
        for group in stride(from: 0, to: decoded.count, by: 32).map({ Array(decoded[$0..<min($0 + 32, decoded.count)]) }) {
            let last = group.last == decoded.last
            let made = try FreshColumns.make(group.count, count: total) { outs in
                let job = ArrowColumnJob(batches: batches, columns: zip(group, outs).map { c, out in
                    ArrowColumnJob.Column(field: fields[c], node: nodeAt[c], firstBuffer: bufferAt[c],
                                          dictionary: fields[c].dictionary.flatMap { numberDictionaries[$0.id] }, out: out)
                }, release: borrows || !last ? nil : release)
                job.run()
                if let e = job.firstFailure { throw e }
            }
            for (c, buffer) in zip(group, made) { built[c] = column(fields[c], buffer) }
        }
        var table = DataTable(columns: built.map { $0! })
        table.notes = DataTable.leftOut(reasons)
        return table
    }
}
