import Foundation

/// What one field of an Arrow schema takes in a record batch — its field nodes and buffers,
/// its children's included — so that a field that is not read can be passed over.
struct ArrowSpan {
    var nodes: Int
    /// Buffers in the fixed layout (a string view's data buffers are counted by each batch).
    var buffers: Int
    /// Where each string-view field inside begins, from the span's first buffer.
    var views: [Int] = []

    /// The span of the field described by `t`, or nil when it cannot be told (unions, whose
    /// buffers changed with Arrow's metadata versions; types Arrow does not define; nesting past
    /// 64 levels or 65,536 fields in all).
    static func of(_ t: FlatBuffer.Table) throws -> ArrowSpan? {
        var budget = 1 << 16   // children may name one table many times: the walk is bounded
        return try of(t, depth: 0, budget: &budget)
    }

    private static func of(_ t: FlatBuffer.Table, depth: Int, budget: inout Int) throws -> ArrowSpan? {
        budget -= 1
        guard depth < 64, budget >= 0 else { return nil }
        // A dictionary-encoded field holds only its indices: validity and data.
        if try t.table(4) != nil { return ArrowSpan(nodes: 1, buffers: 2) }
        let own: Int, type = try t.scalar(2, UInt8(0))
        switch type {
        case 1, 22: own = 0                                // null; run-end encoded (its children hold it all)
        case 2, 3, 6, 7, 8, 9, 10, 11, 15, 18: own = 2     // validity and values
        case 4, 5, 19, 20: own = 3                         // validity, offsets and bytes
        case 12, 17, 21: own = 2                           // lists and maps: validity and offsets
        case 13, 16: own = 1                               // structs, fixed-size lists: validity
        case 25, 26: own = 3                               // list views: validity, offsets, sizes
        case 23, 24: own = 2                               // string views: validity and views
        default: return nil
        }
        var span = ArrowSpan(nodes: 1, buffers: own, views: type == 23 || type == 24 ? [0] : [])
        for child in try t.tables(5) {
            guard let c = try of(child, depth: depth + 1, budget: &budget) else { return nil }
            span.views += c.views.map { $0 + span.buffers }
            span.nodes += c.nodes
            span.buffers += c.buffers
        }
        return span
    }
}
