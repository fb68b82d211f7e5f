import ChartIO
import Foundation

/// The order a data table shows a table's rows in: sorted by one column, ascending or
/// descending, equal values in file order and gaps (NaN, empty text) last either way.
///
/// Built by a stable radix sort of the column's values as ordered 64-bit keys, four passes of
/// sixteen bits (fewer where every key shares a digit), so ten million rows sort in a fraction
/// of a second off the window's thread.
public struct RowOrder: Sendable {
    /// The column sorted by, and whether largest first.
    public let column: String
    /// Whether the largest value comes first.
    public let descending: Bool
    /// Shown row → file row.
    public let rows: [UInt32]
    /// File row → shown row.
    public let positions: [UInt32]

    /// The most rows a table can be sorted by (its row numbers are kept as 32 bits).
    public static let rowLimit = Int(UInt32.max)

    /// Why a column could not be sorted.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The table has no column of that name.
        case noColumn(String)
        /// More rows than `rowLimit`.
        case tooManyRows(Int)
        /// The work was cancelled.
        case cancelled

        /// One line naming the cause.
        public var description: String {
            switch self {
            case .noColumn(let n): "no column named \(n) to sort by"
            case .tooManyRows(let n): "\(n) rows are more than the table can sort (at most \(RowOrder.rowLimit))"
            case .cancelled: "sorting was cancelled"
            }
        }
    }

    /// `table`'s rows sorted by `column`; `cancelled` is asked between passes.
    public init(sorting table: DataTable, by column: String, descending: Bool,
                cancelled: () -> Bool = { false }) throws(Failure) {
        guard let c = table.columns.first(where: { $0.name == column }) else { throw .noColumn(column) }
        let n = table.rowCount
        guard n <= Self.rowLimit else { throw .tooManyRows(n) }
        var keys = Self.keys(of: c.values, count: n)
        if descending {
            // Flipped, but gaps stay last.
            for i in keys.indices where keys[i] != .max { keys[i] = ~keys[i] &- 1 }
        }
        guard let sorted = Self.radixSort(&keys, cancelled: cancelled) else { throw .cancelled }
        var positions = [UInt32](repeating: 0, count: n)
        for (shown, row) in sorted.enumerated() { positions[Int(row)] = UInt32(shown) }
        self.column = column
        self.descending = descending
        self.rows = sorted
        self.positions = positions
    }

    /// The file row shown at `shown`.
    public func fileRow(_ shown: Int) -> Int { shown < rows.count ? Int(rows[shown]) : shown }

    /// Where file row `row` is shown (rows added since the sort come after the sorted ones, in file order).
    public func shownRow(_ row: Int) -> Int { row < positions.count ? Int(positions[row]) : row }

    /// Each value as a key whose unsigned order is the values' order; gaps are `UInt64.max`.
    static func keys(of values: DataTable.Values, count n: Int) -> [UInt64] {
        switch values {
        case .number(let v), .date(let v):
            return v.withUnsafeBufferPointer { b in
                (0..<n).map { i in i < b.count ? Self.key(b[i]) : .max }
            }
        case .text(let t):
            // Each distinct text's rank among the distinct texts (Unicode order); empty text is a gap.
            // One hashing pass: each row's text numbered as first seen, then the numbers ranked.
            var number = [String: Int]()
            var distinct: [String] = []
            var ids = [Int](repeating: -1, count: n)
            for i in 0..<min(n, t.count) where !t[i].isEmpty {
                if let k = number[t[i]] { ids[i] = k; continue }
                number[t[i]] = distinct.count
                ids[i] = distinct.count
                distinct.append(t[i])
            }
            var rank = [UInt64](repeating: 0, count: distinct.count)
            for (r, k) in distinct.indices.sorted(by: { distinct[$0] < distinct[$1] }).enumerated() { rank[k] = UInt64(r) }
            return ids.map { $0 < 0 ? .max : rank[$0] }
        }
    }

    /// An order-keeping key of a double: its bits with the sign flipped for positives and all
    /// bits flipped for negatives; NaN is a gap (`UInt64.max`), -0 and +0 are equal.
    @inline(__always)
    static func key(_ x: Double) -> UInt64 {
        guard !x.isNaN else { return .max }
        let b = (x == 0 ? 0.0 : x).bitPattern
        // Below UInt64.max - 1 even for +infinity, so a descending flip never meets the gap key.
        return b >> 63 == 1 ? ~b : b | (1 << 63)
    }

    /// The indices of `keys` in ascending key order, equal keys in index order; nil when cancelled.
    /// `keys` is used as working space (no copy of it is made).
    static func radixSort(_ keys: inout [UInt64], cancelled: () -> Bool) -> [UInt32]? {
        let n = keys.count
        var k: [UInt64] = []
        swap(&k, &keys)
        var k2 = [UInt64](repeating: 0, count: n)
        var idx = (0..<n).map { UInt32($0) }, idx2 = [UInt32](repeating: 0, count: n)
        var counts = [Int](repeating: 0, count: 1 << 16)
        for pass in 0..<4 {
            if cancelled() { return nil }
            let shift = UInt64(pass * 16)
            counts.withUnsafeMutableBufferPointer { c in
                for i in c.indices { c[i] = 0 }
            }
            let skip = k.withUnsafeBufferPointer { src in
                counts.withUnsafeMutableBufferPointer { c in
                    for key in src { c[Int((key >> shift) & 0xFFFF)] += 1 }
                    // Every key has the same digit here: the pass would move nothing.
                    return n == 0 || c[Int((src[0] >> shift) & 0xFFFF)] == n
                }
            }
            if skip { continue }
            counts.withUnsafeMutableBufferPointer { c in
                var sum = 0
                for i in c.indices { let v = c[i]; c[i] = sum; sum += v }
            }
            k.withUnsafeBufferPointer { src in
                idx.withUnsafeBufferPointer { si in
                    k2.withUnsafeMutableBufferPointer { dst in
                        idx2.withUnsafeMutableBufferPointer { di in
                            counts.withUnsafeMutableBufferPointer { c in
                                for i in 0..<n {
                                    let key = src[i]
                                    let d = Int((key >> shift) & 0xFFFF)
                                    let at = c[d]
                                    c[d] = at + 1
                                    dst[at] = key
                                    di[at] = si[i]
                                }
                            }
                        }
                    }
                }
            }
            swap(&k, &k2)
            swap(&idx, &idx2)
        }
        return idx
    }
}
