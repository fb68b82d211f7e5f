import ChartCore
import Dispatch

/// One column's storage while `ChunkedParser` fills it: room for every row the chunks may
/// write, each chunk writing its own stretch of rows in place through a pointer.
final class ColumnBox<Element> {
    var values: [Element]

    init(values: [Element]) { self.values = values }

    /// Calls `body` with a pointer to every box's storage at once.
    static func withPointers(_ boxes: ArraySlice<ColumnBox>, _ acc: [UnsafeMutablePointer<Element>] = [],
                             _ body: ([UnsafeMutablePointer<Element>]) -> Void) {
        guard let first = boxes.first else { return body(acc) }
        first.values.withUnsafeMutableBufferPointer { p in
            withPointers(boxes.dropFirst(), acc + [p.baseAddress!], body)
        }
    }

    /// The first `rows` values, the rest cut off.
    func taken(rows: Int) -> [Element] {
        values.removeLast(values.count - rows)
        return values
    }

    /// Moves `count` rows from `from` down to `to`: closes the gap a chunk left by using fewer
    /// rows than it had room for.
    func closeGap(from: Int, to: Int, count: Int) {
        values.withUnsafeMutableBufferPointer { p in
            let b = p.baseAddress!
            (b + to).update(from: b + from, count: count)
        }
    }
}

extension ColumnBox where Element == Double {
    /// Room for `capacity` numbers, left unwritten: every row a chunk reports is written in
    /// full, the rest are cut off, and the pages are first touched by the threads that parse
    /// into them, in 2 MiB pages where the kernel grants them.
    convenience init(capacity: Int) {
        self.init(values: [Double](unsafeUninitializedCapacity: max(1, capacity)) { p, n in
            n = max(1, capacity)
            ColumnMemory.preferHugePages(p.baseAddress!, bytes: n * 8)
        })
    }
}

extension ColumnBox where Element == String {
    /// Room for `capacity` cells, each empty (as a row without the field leaves it), filled on
    /// all cores. A chunk writes each cell over its empty one; the text's own bytes are never
    /// copied again to join the chunks.
    convenience init(cells capacity: Int) {
        let n = max(1, capacity)
        self.init(values: [String](unsafeUninitializedCapacity: n) { p, count in
            let fill = Fill(base: p.baseAddress!)
            let pieces = n < 1 << 16 ? 1 : 8
            DispatchQueue.concurrentPerform(iterations: pieces) { k in
                let lo = n * k / pieces, hi = n * (k + 1) / pieces
                (fill.base + lo).initialize(repeating: "", count: hi - lo)
            }
            count = n
        })
    }

    /// The storage being filled (each piece writes only its own cells).
    private struct Fill: @unchecked Sendable {
        let base: UnsafeMutablePointer<String>
    }
}
