import ChartCore

/// Several fresh column buffers written at once by parallel decoders.
enum FreshColumns {
    /// `k` fresh buffers of `count` elements with no headroom, written by `body`, which is given
    /// all of them together (each buffer hands out its memory only inside its own initializer,
    /// so the initializers are nested: callers keep `k` to a few dozen).
    static func make(_ k: Int, count: Int, _ body: ([UnsafeMutableBufferPointer<Double>]) throws -> Void) throws -> [ColumnBuffer] {
        var outs: [UnsafeMutableBufferPointer<Double>] = []
        func nest(_ left: Int) throws -> [ColumnBuffer] {
            if left == 0 { try body(outs); return [] }
            var rest: [ColumnBuffer] = []
            let b = try ColumnBuffer(count: count, headroom: 0) { out in
                outs.append(out)
                rest = try nest(left - 1)
            }
            return [b] + rest
        }
        return try nest(k)
    }
}
