import Foundation

/// Number columns decoded batch by batch on all cores, each batch into its own rows of every
/// column; a batch's bytes are handed back once all its columns are read.
final class ArrowColumnJob: @unchecked Sendable {   // each part writes only its own rows and slots
    /// One number column: its field, where its node and first buffer are in a batch, its
    /// dictionary's entries, and its buffer.
    struct Column {
        let field: ArrowField
        let node: Int
        let firstBuffer: Int
        let dictionary: [Double]?
        let out: UnsafeMutableBufferPointer<Double>
    }

    private let batches: [(ArrowBatch, ArrowBuffers)]
    private let columns: [Column]
    private let starts: [Int]
    /// Per column × batch, so the error named is the first column's earliest, as when read in order.
    private let failures: UnsafeMutableBufferPointer<Error?>
    private let release: ((Range<Int>) -> Void)?

    init(batches: [(ArrowBatch, ArrowBuffers)], columns: [Column], release: ((Range<Int>) -> Void)?) {
        self.batches = batches
        self.columns = columns
        self.release = release
        starts = batches.reduce(into: [0]) { $0.append($0.last! + $1.0.rows) }
        failures = .allocate(capacity: max(batches.count * columns.count, 1))
        failures.initialize(repeating: nil)
    }

    deinit { failures.deinitialize().deallocate() }

    /// Decodes every batch (on all cores when there are several).
    func run() {
        if batches.count < 2 {
            for i in batches.indices { part(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: batches.count) { i in self.part(i) }
        }
    }

    private func part(_ i: Int) {
        let (batch, buffers) = batches[i]
        for (c, column) in columns.enumerated() {
            do {
                try read(column, batch: batch, buffers: buffers, into: UnsafeMutableBufferPointer(rebasing: column.out[starts[i]..<starts[i + 1]]))
            } catch {
                failures[c * batches.count + i] = error
            }
            // The batch's copies of this field are not asked for again: their memory goes now.
            buffers.discard(column.firstBuffer..<(column.firstBuffer + column.field.bufferCount))
        }
        if let release, let span = buffers.span { release(span) }
    }

    private func read(_ column: Column, batch: ArrowBatch, buffers: ArrowBuffers, into slice: UnsafeMutableBufferPointer<Double>) throws {
        let field = column.field, k = column.firstBuffer
        let values = ArrowValues(field: field)
        let node = batch.nodes[column.node]
        let empty = UnsafeRawBufferPointer(start: nil, count: 0)
        let validity = field.bufferCount > 0 ? try buffers.buffer(k) : empty
        if field.kind == .float(precision: 2), field.dictionary == nil,
           try buffers.decode(k + 1, into: UnsafeMutableRawBufferPointer(slice)) {
            // Compressed doubles decoded where they belong: no copy kept, no second pass.
            try values.markNulls(validity: validity, nulls: node.nulls, in: slice)
        } else {
            let data = field.kind == .null && field.dictionary == nil ? empty : try buffers.buffer(k + 1)
            try values.numbers(validity: validity, data: data, nulls: node.nulls, dictionary: column.dictionary, into: slice)
        }
    }

    /// The error of the first column's earliest batch that failed.
    var firstFailure: Error? { failures.lazy.compactMap { $0 }.first }
}
