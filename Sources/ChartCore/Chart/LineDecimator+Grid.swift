/// Decimation on a column grid kept between frames (the in-memory store's way of drawing long lines).
extension LineDecimator {
    /// Writes into `out` the points of `s` drawn with `g`, decimated on `grid`'s columns: the
    /// grid is made again when the zoom or the series changed, else reused, computing only the
    /// columns newly in view. False, writing nothing, when it does not apply: x does not run
    /// left to right on a linear axis, or there are few points per column.
    ///
    /// - Complexity: O(new columns · log n) for a pan, O(columns · log n) after a zoom.
    static func gridPoints(_ s: Series, g: PlotGeometry, index: MinMaxIndex, grid: inout ColumnGrid?,
                           into out: inout [Point]) -> Bool {
        let n = s.count, sx = g.x, sy = g.y
        guard n > 0, index.count == n, g.categoryAxis != .vertical, sx.transform.isLinear, sx.r1 > sx.r0 else { return false }
        let lo = min(sx.d0, sx.d1), hi = max(sx.d0, sx.d1)
        let start = max(0, lowerBound(s, lo) - 1)
        let end = min(n, lowerBound(s, hi, upper: true) + 1)
        let columns = max(1, Int(g.plot.width.rounded(.up)))
        let width = (hi - lo) / (sx.r1 - sx.r0)
        guard end - start > columns * 4, width > 0, width.isFinite else { return false }
        if grid?.fits(width: width, count: n) != true {
            grid = ColumnGrid(width: width, anchor: s.xValue(0), count: n)
        }
        guard var gr = grid else { return false }
        grid = nil   // keeps the columns uniquely referenced while they change
        defer { grid = gr }
        // The columns in view and one more each side; the points just outside them (where the
        // line leaves the plot) are drawn as they are.
        let a = gr.position(s.xValue(start)), b = gr.position(s.xValue(end - 1))
        let l = gr.position(lo), h = gr.position(hi)
        guard a.isFinite, b.isFinite, l.isFinite, h.isFinite, abs(a) < 1e15, abs(b) < 1e15 else { return false }
        let kA = Int(a.rounded(.down)), kB = Int(b.rounded(.down))
        let kLo = max(kA, Int(max(a, l).rounded(.down)) - 1), kHi = min(kB, Int(min(b, h).rounded(.down)) + 1)
        guard kLo <= kHi, kHi - kLo <= columns * 2 + 8 else { return false }
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity((kHi - kLo + 1) * 4 + 2)
        s.y.withUnsafeBufferPointer { ys in
            gr.cover(kLo...kHi, s, ys, index)
            func point(_ x: Double, _ y: Double) -> Point { Point(pixel(sx.map(x)), pixel(sy.map(y))) }
            if kA < kLo, ys[start].isFinite { out.append(point(s.xValue(start), ys[start])) }
            for k in kLo...kHi {
                let c = gr.column(k)
                guard c.first >= 0 else { continue }
                let first = point(c.firstX, c.firstY), last = point(c.lastX, c.lastY)
                // The extremes on the pixel holding the column's centre, kept between its first
                // and last points so x never goes back.
                let centre = (sx.map(gr.anchor + (Double(k) + 0.5) * gr.width)).rounded(.down) + 0.5
                appendColumn(first: first, Int(c.first), last: last, Int(c.last),
                             extremes: (Int(c.low), pixel(sy.map(c.lowY))), (Int(c.high), pixel(sy.map(c.highY))),
                             cx: min(max(centre, first.x), last.x), into: &out)
            }
            if kB > kHi, ys[end - 1].isFinite { out.append(point(s.xValue(end - 1), ys[end - 1])) }
        }
        return true
    }
}
