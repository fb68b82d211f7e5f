import Foundation

extension ArrowReader {
    /// A text field's values over every batch (nulls empty), dictionary positions looked up.
    static func text(_ field: ArrowField, batches: [(ArrowBatch, ArrowBuffers)], node at: Int, firstBuffer k: Int,
                     dictionaries: [Int64: [String]]) throws -> [String] {
        let values = ArrowValues(field: field)
        var text: [String] = []
        let positions = field.dictionary.flatMap { dictionaries[$0.id] }.map { (0..<$0.count).map(Double.init) }
        var budget = textBudget(batches.first?.1)
        for (batch, buffers) in batches {
            let node = batch.nodes[at]
            if let (id, index) = field.dictionary {
                guard let dict = dictionaries[id] else { throw Malformed(reason: "uses a dictionary that was never sent") }
                guard try buffers.buffer(k + 1).count / ArrowField.width(index) >= node.length else {
                    throw Malformed(reason: "has fewer indices than values")
                }
                var idx = [Double](repeating: 0, count: node.length)
                var indexField = field
                indexField.output = .number
                indexField.localWallClock = false
                try idx.withUnsafeMutableBufferPointer {
                    try ArrowValues(field: indexField).numbers(validity: buffers.buffer(k), data: buffers.buffer(k + 1), nulls: node.nulls,
                                                               dictionary: positions, into: $0)
                }
                text += idx.map { $0.isNaN ? "" : dict[Int($0)] }
            } else {
                text += try strings(values, buffers, k, node, budget: &budget)
            }
            buffers.discard(k..<(k + field.bufferCount))
        }
        return text
    }

    /// The strings of a text field whose buffers begin at fixed-layout buffer `k` (offsets and
    /// bytes, or string views, whose bytes are counted against `budget`: see `textBudget`).
    static func strings(_ values: ArrowValues, _ buffers: ArrowBuffers, _ k: Int, _ node: (length: Int, nulls: Int),
                        budget: inout Int) throws -> [String] {
        if values.field.kind == .textView {
            return try values.viewStrings(validity: buffers.buffer(k), views: buffers.buffer(k + 1), data: buffers.viewData(k),
                                          count: node.length, nulls: node.nulls, budget: &budget)
        }
        return try values.strings(validity: buffers.buffer(k), offsets: buffers.buffer(k + 1), data: buffers.buffer(k + 2),
                                  count: node.length, nulls: node.nulls)
    }

    /// The bytes of text a column's string views may claim in all: what a file of this size
    /// could plausibly hold (as for the rows a file claims), at least 256 MiB.
    static func textBudget(_ buffers: ArrowBuffers?) -> Int {
        max(1 << 28, min(buffers?.fileSize ?? 0, Int.max / 256) * 256)
    }
}
