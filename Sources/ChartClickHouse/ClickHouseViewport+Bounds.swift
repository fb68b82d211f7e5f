import ChartIO
import ChartCore

extension ClickHouseViewport {
    /// The row just before the viewport and the one just after (x and y), and how many rows lie in
    /// it (counted up to one past the most drawn one by one).
    ///
    /// Each neighbour is looked for in a window beside the view that grows (2, 128, 8192 columns,
    /// 2^20 columns, then the whole side) until it holds a row, so a dense table reads a column or
    /// two, not every row before the view. The rows in view are first counted in its first two
    /// columns: more than are drawn one by one there settles it (counting the whole view, even up
    /// to a limit, costs ClickHouse 18.16 time in proportion to the view: half a second for 700
    /// million rows).
    func bounds(y: String, _ g: ViewportGrid, exchange: HTTPExchange, queryID: String? = nil) throws -> (Pair?, Pair?, Int) {
        let lo = Self.literal(g.lo), hi = Self.literal(g.hi)
        var found: [Pair?] = [nil, nil, nil, nil]
        var looked = [false, false]
        for (step, columns) in [2.0, 128, 8192, 1_048_576, .infinity].enumerated() {
            let w = columns * g.width
            var parts: [String] = []
            for side in 0..<2 where found[side] == nil && !looked[side] {
                let (edge, far) = side == 0 ? ("\(x) < \(lo)", g.lo - w) : ("\(x) > \(hi)", g.hi + w)
                let window = far.isFinite ? (side == 0 ? " AND \(x) >= \(Self.literal(far))" : " AND \(x) <= \(Self.literal(far))") : ""
                let pick = side == 0 ? "max(\(x)), argMax(\(y), \(x))" : "min(\(x)), argMin(\(y), \(x))"
                parts.append("SELECT toUInt8(\(side)), toUInt64(count()), \(pick) FROM \(from) WHERE \(edge)\(window)")
                if !far.isFinite { looked[side] = true }
            }
            if step == 0 {
                let start = Self.literal(g.lo + 2 * g.width)
                parts.append("SELECT toUInt8(3), toUInt64(count()), toFloat64(0), toFloat64(0) FROM \(from) WHERE \(x) >= \(lo) AND \(x) <= \(hi) AND \(x) < \(start)")
            }
            if parts.isEmpty { break }
            var r = RowBinaryReader(try client.run(parts.joined(separator: " UNION ALL ") + " FORMAT RowBinary",
                                                   queryID: queryID.map { $0 + "-near\(step)" }, limit: 128, exchange: exchange))
            while !r.isAtEnd {
                let k = Int(try r.u8()), n = try r.u64()
                let v = try r.float64(), w = try r.float64()
                guard k < 4, k != 2 else { throw ClickHouseError("a malformed answer: unknown row") }
                if k == 3 { found[3] = Pair(x: Double(n), y: 0) } else if n > 0 { found[k] = Pair(x: v, y: w) }
            }
            if (found[0] != nil || looked[0]) && (found[1] != nil || looked[1]) { break }
        }
        guard let early = found[3]?.x, early >= 0, early < 0x1p62 else { throw ClickHouseError("a malformed answer: no row count") }
        if Int(early) > g.rawLimit { return (found[0], found[1], g.rawLimit + 1) }
        var r = RowBinaryReader(try client.run(
            "SELECT toUInt64(count()) FROM (SELECT 1 FROM \(from) WHERE \(x) >= \(lo) AND \(x) <= \(hi) LIMIT \(g.rawLimit + 1)) FORMAT RowBinary",
            queryID: queryID.map { $0 + "-count" }, limit: 8, exchange: exchange))
        let n = try r.u64()
        guard r.isAtEnd, n <= UInt64(g.rawLimit + 1) else { throw ClickHouseError("a malformed answer: no row count") }
        return (found[0], found[1], Int(n))
    }
}
