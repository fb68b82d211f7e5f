import ChartCore
import Foundation

/// Reads a Parquet file of flat columns into a table: numbers and instants as column buffers
/// (row groups decoded in parallel into one buffer per column), text as strings.
public enum ParquetReader {
    /// Whether `bytes` begin with Parquet's magic number.
    public static func detect(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x41 && bytes[2] == 0x52 && (bytes[3] == 0x31 || bytes[3] == 0x45)
    }

    /// Reads the table in `bytes` (a whole Parquet file); `name` is used in errors.
    public static func read(_ bytes: UnsafeRawBufferPointer, name: String, threads: Int? = nil) throws -> DataTable {
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
        let plans = try columns(meta, name: name)
        let total = try rowCount(meta, columns: plans.count, name: name, fileSize: n)
        var columns: [DataTable.Column] = []
        for (c, plan) in plans.enumerated() {
            let chunks = try meta.rowGroups.map { g in
                ParquetChunkReader(file: bytes, dataEnd: footerStart, chunk: try chunk(g, c, plan, name), plan: plan, rows: Int(g.rows))
            }
            let job = Job(chunks: chunks)
            if plan.output == .text {
                job.run(threads: threads)
                if let e = job.firstFailure { throw describe(e, plan, name) }
                columns.append(DataTable.Column(name: plan.name, values: .text(job.joinedText())))
            } else {
                let buffer = ColumnBuffer(count: total, headroom: 0) { out in
                    job.out = out
                    job.run(threads: threads)
                }
                if let e = job.firstFailure { throw describe(e, plan, name) }
                columns.append(DataTable.Column(name: plan.name, values: plan.output == .date ? .date(buffer) : .number(buffer)))
            }
        }
        return DataTable(columns: columns)
    }

    /// The plans of the file's columns, which must all be flat.
    private static func columns(_ meta: ParquetMetadata, name: String) throws -> [ParquetColumnPlan] {
        guard let root = meta.schema.first else { throw DataError(file: name, message: "is not a readable Parquet file: its schema is empty") }
        var plans: [ParquetColumnPlan] = []
        for e in meta.schema.dropFirst() {
            if e.children > 0 || e.physical == nil {
                let what = e.logical == .nested("list") || e.converted == 3 ? "a list"
                    : e.logical == .nested("map") || e.converted == 1 ? "a map" : "a struct of \(e.children) fields"
                throw DataError(file: name, message: "column \"\(e.name)\" is \(what), a nested type Chartreuse does not read")
            }
            if e.repetition == 2 {
                throw DataError(file: name, message: "column \"\(e.name)\" is repeated (a list), a nested type Chartreuse does not read")
            }
            do { plans.append(try ParquetColumnPlan(e)) } catch let b as ParquetBits.Bad {
                throw DataError(file: name, message: "column \"\(e.name)\" \(b.reason)")
            }
        }
        guard plans.count == Int(root.children), !plans.isEmpty else {
            throw DataError(file: name, message: "is not a readable Parquet file: its schema lists \(plans.count) columns where the root has \(root.children)")
        }
        return plans
    }

    /// All row groups' rows, checked against the footer's count and against what the file could hold.
    private static func rowCount(_ meta: ParquetMetadata, columns: Int, name: String, fileSize: Int) throws -> Int {
        var total: Int64 = 0
        for g in meta.rowGroups {
            guard g.rows >= 0, g.rows <= Int64(Int32.max) * 64 else { throw DataError(file: name, message: "is not a readable Parquet file: a row group claims \(g.rows) rows") }
            total += g.rows
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

    /// One column's row groups decoded in parallel: numbers into their rows of `out`, text into parts.
    private final class Job: @unchecked Sendable {   // each part writes only its own rows and slot
        let chunks: [ParquetChunkReader]
        let starts: [Int]
        var out: UnsafeMutableBufferPointer<Double>?
        private var text: [[String]]
        private var failures: [Error?]

        init(chunks: [ParquetChunkReader]) {
            self.chunks = chunks
            starts = chunks.reduce(into: [0]) { $0.append($0.last! + $1.rows) }
            text = Array(repeating: [], count: chunks.count)
            failures = Array(repeating: nil, count: chunks.count)
        }

        func run(threads: Int?) {
            if threads == 1 || chunks.count < 2 {
                for i in chunks.indices { part(i) }
            } else {
                DispatchQueue.concurrentPerform(iterations: chunks.count) { i in self.part(i) }
            }
        }

        private func part(_ i: Int) {
            do {
                if let out {
                    try chunks[i].numbers(into: UnsafeMutableBufferPointer(rebasing: out[starts[i]..<starts[i + 1]]))
                } else {
                    text[i] = try chunks[i].strings()
                }
            } catch {
                failures[i] = error
            }
        }

        /// The error of the earliest row group that failed.
        var firstFailure: Error? { failures.lazy.compactMap { $0 }.first }

        func joinedText() -> [String] { text.count == 1 ? text[0] : Array(text.joined()) }
    }
}
