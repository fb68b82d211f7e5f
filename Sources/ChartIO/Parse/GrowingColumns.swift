import ChartCore
import Foundation

/// Columns of doubles that grow as rows come, each in memory of its own that `realloc` enlarges
/// (for a large column the kernel moves the pages, it copies nothing): a table read in pieces
/// holds its rows once, not once in the pieces and again in the whole.
final class GrowingColumns: @unchecked Sendable {   // written by one thread at a time, then only read
    private var pointers: [UnsafeMutablePointer<Double>?]
    private var capacity: Int
    /// The rows held.
    private(set) var count = 0

    /// Empty columns, `width` of them (no memory is taken before the first rows).
    init(width: Int) {
        capacity = 0
        pointers = Array(repeating: nil, count: width)
    }

    deinit { for p in pointers { free(p) } }

    /// Appends the first `rows` values of each of `columns` (one array per column); throws when
    /// the memory cannot be had.
    func append(_ columns: [[Double]], rows: Int, name: String) throws {
        guard rows > 0 else { return }
        if count + rows > capacity {
            let wanted = max(1 << 14, capacity * 2, count + rows)
            for c in pointers.indices {
                guard let p = realloc(pointers[c], wanted * 8) else {
                    throw DataError(file: name, message: "out of memory after \(count) rows")
                }
                pointers[c] = p.assumingMemoryBound(to: Double.self)
            }
            capacity = wanted
        }
        for (c, column) in columns.enumerated() {
            column.withUnsafeBufferPointer { (pointers[c]! + count).update(from: $0.baseAddress!, count: rows) }
        }
        count += rows
    }

    /// Column `c`'s rows, read in place (this object stays alive while a buffer holds them).
    func buffer(_ c: Int) -> ColumnBuffer {
        count == 0 ? ColumnBuffer() : ColumnBuffer(borrowing: UnsafeBufferPointer(start: pointers[c], count: count), owner: self)
    }
}
