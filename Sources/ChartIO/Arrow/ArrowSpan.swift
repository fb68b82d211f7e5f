import Foundation

/// What one field of an Arrow schema takes in a record batch — its field nodes and buffers,
/// its children's included — so that a field that is not read can be passed over.
struct ArrowSpan {
    var nodes: Int
    var buffers: Int

    /// The span of the field described by `t`, or nil when it cannot be told (string views,
    /// whose buffers a batch counts apart; types Arrow does not define; nesting past 64 levels).
    static func of(_ t: FlatBuffer.Table, depth: Int = 0) throws -> ArrowSpan? {
        guard depth < 64 else { return nil }
        // A dictionary-encoded field holds only its indices: validity and data.
        if try t.table(4) != nil { return ArrowSpan(nodes: 1, buffers: 2) }
        let own: Int
        switch try t.scalar(2, UInt8(0)) {
        case 1, 22: own = 0                                // null; run-end encoded (its children hold it all)
        case 2, 3, 6, 7, 8, 9, 10, 11, 15, 18: own = 2     // validity and values
        case 4, 5, 19, 20: own = 3                         // validity, offsets and bytes
        case 12, 17, 21: own = 2                           // lists and maps: validity and offsets
        case 13, 16: own = 1                               // structs, fixed-size lists: validity
        case 25, 26: own = 3                               // list views: validity, offsets, sizes
        case 14:                                           // unions: type ids, and offsets when dense
            own = try t.table(3).map { try $0.scalar(0, Int16(0)) } == 1 ? 2 : 1
        default: return nil
        }
        var span = ArrowSpan(nodes: 1, buffers: own)
        for child in try t.tables(5) {
            guard let c = try of(child, depth: depth + 1) else { return nil }
            span.nodes += c.nodes
            span.buffers += c.buffers
        }
        return span
    }
}
