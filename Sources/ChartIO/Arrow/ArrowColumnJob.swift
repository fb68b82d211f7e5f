import Foundation

/// One number column's record batches decoded in parallel, each into its own rows of the column.
final class ArrowColumnJob: @unchecked Sendable {   // each part writes only its own rows and slot
    private let batches: [(ArrowBatch, ArrowBuffers)]
    private let values: ArrowValues
    private let field: ArrowField
    private let firstBuffer: Int
    private let column: Int
    private let out: UnsafeMutableBufferPointer<Double>
    private let dictionary: [Double]?
    private let starts: [Int]
    private let failures: UnsafeMutableBufferPointer<Error?>

    init(batches: [(ArrowBatch, ArrowBuffers)], field: ArrowField, firstBuffer: Int, column: Int,
         out: UnsafeMutableBufferPointer<Double>, dictionary: [Double]?) {
        self.batches = batches
        self.field = field
        values = ArrowValues(field: field)
        self.firstBuffer = firstBuffer
        self.column = column
        self.out = out
        self.dictionary = dictionary
        starts = batches.reduce(into: [0]) { $0.append($0.last! + $1.0.rows) }
        failures = .allocate(capacity: max(batches.count, 1))
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
        do {
            let node = batch.nodes[column]
            let slice = UnsafeMutableBufferPointer(rebasing: out[starts[i]..<starts[i + 1]])
            let empty = UnsafeRawBufferPointer(start: nil, count: 0)
            let validity = field.bufferCount > 0 ? try buffers.buffer(firstBuffer) : empty
            if field.kind == .float(precision: 2), field.dictionary == nil,
               try buffers.decode(firstBuffer + 1, into: UnsafeMutableRawBufferPointer(slice)) {
                // Compressed doubles decoded where they belong: no copy kept, no second pass.
                try values.markNulls(validity: validity, nulls: node.nulls, in: slice)
            } else {
                let data = field.kind == .null && field.dictionary == nil ? empty : try buffers.buffer(firstBuffer + 1)
                try values.numbers(validity: validity, data: data, nulls: node.nulls, dictionary: dictionary, into: slice)
            }
        } catch {
            failures[i] = error
        }
        // The batch's copies of this field are not asked for again: their memory goes now.
        buffers.discard(firstBuffer..<(firstBuffer + field.bufferCount))
    }

    /// The error of the earliest batch that failed.
    var firstFailure: Error? { failures.lazy.compactMap { $0 }.first }
}
