/// Reduces a sorted line series to at most four points per pixel column (first, min, max, last:
/// the M4 method), so drawing costs follow pixels, not points, with the same picture.
package enum LineDecimator {
    /// Pixel points of `s` for drawing with `g`, decimated when x ascends and there are more
    /// visible points than pixel columns. Non-finite values are dropped (lines join across them).
    ///
    /// - Complexity: O(log n + visible points).
    package static func points(_ s: Series, g: PlotGeometry, sorted: Bool, index: MinMaxIndex? = nil) -> [Point] {
        var out: [Point] = []
        points(s, g: g, sorted: sorted, index: index, into: &out)
        return out
    }

    /// `points`, written into `out` (emptied first, its storage kept: a chart draws every frame).
    static func points(_ s: Series, g: PlotGeometry, sorted: Bool, index: MinMaxIndex?, into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        let n = s.count
        guard n > 0 else { return }
        let horizontal = g.categoryAxis != .vertical
        guard sorted, horizontal else { return all(s, g: g, range: 0..<n, into: &out) }
        // Visible index range (one extra point each side so lines leave the plot correctly).
        let lo = min(g.x.d0, g.x.d1), hi = max(g.x.d0, g.x.d1)
        let start = max(0, lowerBound(s, lo) - 1)
        let end = min(n, lowerBound(s, hi, upper: true) + 1)
        guard start < end else { return }
        let columns = max(1, Int(g.plot.width.rounded(.up)))
        if end - start <= columns * 4 { return all(s, g: g, range: start..<end, into: &out) }
        if let index, index.count == n, g.x.r1 > g.x.r0 {
            return indexed(s, g: g, range: start..<end, index: index, columns: columns, into: &out)
        }
        out.reserveCapacity(columns * 4 + 4)
        var column = Int.min
        var first = Point.zero, last = Point.zero, mn = Point.zero, mx = Point.zero
        var firstI = 0, mnI = 0, mxI = 0, lastI = 0
        func flush() {
            guard column != Int.min else { return }
            // The extremes sit on the column's centre, so the min–max stroke fills the column as
            // the hundreds of overlapping segments it stands for would.
            appendColumn(first: first, firstI, last: last, lastI, extremes: (mnI, mn.y), (mxI, mx.y),
                         cx: Double(column) + 0.5, into: &out)
        }
        let ys = s.y
        let xs = s.x
        let sx = g.x, sy = g.y
        for i in start..<end {
            let yv = ys[i]
            let xv = xs.map { $0[i] } ?? Double(i)
            guard yv.isFinite, xv.isFinite else { continue }
            let p = Point(pixel(sx.map(xv)), pixel(sy.map(yv)))
            let c = p.x.rounded(.down).clampedInt
            if c != column {
                flush()
                column = c
                first = p; last = p; mn = p; mx = p
                firstI = i; lastI = i; mnI = i; mxI = i
            } else {
                last = p
                lastI = i
                if p.y < mn.y { mn = p; mnI = i }
                if p.y > mx.y { mx = p; mxI = i }
            }
        }
        flush()
    }

    /// The same points as the scan below, found per pixel column: the column's index range by
    /// binary search, its extremes from the min/max index. O(columns · log n) however many points.
    static func indexed(_ s: Series, g: PlotGeometry, range: Range<Int>, index: MinMaxIndex, columns: Int,
                        into out: inout [Point]) {
        out.reserveCapacity(columns * 4 + 8)
        let sx = g.x, sy = g.y
        let xs = s.x
        s.y.withUnsafeBufferPointer { ys in
            func px(_ i: Int) -> Double { pixel(sx.map(xs.map { $0[i] } ?? Double(i))) }
            func point(_ i: Int) -> Point { Point(px(i), pixel(sy.map(ys[i]))) }
            var i = range.lowerBound
            let end = range.upperBound
            while i < end {
                let c = px(i).rounded(.down).clampedInt
                let l = columnEnd(from: i, to: end, column: c, position: px)
                defer { i = l }
                let ext = index.extremeValues(ys, in: i..<l)
                guard ext.lo >= 0 else { continue }
                let vMin = ext.lo, vMax = ext.hi
                var firstI = i
                while firstI < l - 1, !ys[firstI].isFinite { firstI += 1 }
                var lastI = l - 1
                while lastI > i, !ys[lastI].isFinite { lastI -= 1 }
                // Only the extremes' heights matter (they are drawn at the column's centre): no x lookups.
                appendColumn(first: point(firstI), firstI, last: point(lastI), lastI,
                             extremes: (vMin, pixel(sy.map(ext.loV))), (vMax, pixel(sy.map(ext.hiV))),
                             cx: Double(c) + 0.5, into: &out)
            }
        }
    }

    /// Appends one column's points: its first, its two extremes (index and pixel height) at `cx`
    /// in the order they occurred, skipping either when it is the first or last, then its last.
    @inline(__always)
    static func appendColumn(first: Point, _ firstI: Int, last: Point, _ lastI: Int,
                             extremes p: (Int, Double), _ q: (Int, Double), cx: Double, into out: inout [Point]) {
        out.append(first)
        let (a, b) = p.0 <= q.0 ? (p, q) : (q, p)
        if a.0 != firstI && a.0 != lastI { out.append(Point(cx, a.1)) }
        if b.0 != firstI && b.0 != lastI && b.0 != a.0 { out.append(Point(cx, b.1)) }
        if lastI != firstI { out.append(last) }
    }

    /// The first index in `i..<end` past column `c`, where index `j` lies in column
    /// ⌊`position(j)`⌋ and position ascends with the index (`end` when the column runs to it).
    ///
    /// Guesses by interpolating between `i` and the last index (exact for evenly spaced x, so a
    /// column costs a few probes, not a search through millions of points), gallops from the
    /// guess to bracket the answer, then bisects the bracket.
    static func columnEnd(from i: Int, to end: Int, column c: Int, position: (Int) -> Double) -> Int {
        func column(_ j: Int) -> Int { position(j).rounded(.down).clampedInt }
        // Invariant: column(lo) <= c; hi == end or column(hi) > c.
        var lo = i, hi = end
        var guess = i + 1
        let pi = position(i), pEnd = position(end - 1)
        if pEnd > pi, end - 1 > i {
            let f = (Double(c) + 1 - pi) / (pEnd - pi) * Double(end - 1 - i)
            guess = i + Int(max(1, min(Double(end - i), f.rounded(.up))))
        }
        if guess < end && column(guess) <= c {
            lo = guess
            var step = 1
            while lo + step < end, column(lo + step) <= c { lo += step; step *= 2 }
            hi = min(end, lo + step)
        } else {
            hi = guess
            var step = 1
            while hi - step > lo, column(hi - step) > c { hi -= step; step *= 2 }
            lo = max(lo, hi - step)
        }
        while lo + 1 < hi {
            let m = (lo + hi) / 2
            if column(m) <= c { lo = m } else { hi = m }
        }
        return hi
    }

    /// Every finite point in `range`, mapped to pixels.
    static func all(_ s: Series, g: PlotGeometry, range: Range<Int>) -> [Point] {
        var pts: [Point] = []
        all(s, g: g, range: range, into: &pts)
        return pts
    }

    /// `all`, appended to `out`.
    static func all(_ s: Series, g: PlotGeometry, range: Range<Int>, into out: inout [Point]) {
        out.reserveCapacity(out.count + range.count)
        for i in range {
            let v = s.y[i], xv = s.xValue(i)
            guard v.isFinite, xv.isFinite else { continue }
            let q = g.point(x: xv, y: v)
            out.append(Point(pixel(q.x), pixel(q.y)))
        }
    }

    /// A pixel coordinate kept finite: values beyond ±10¹² pixels (far outside any plot, where a
    /// scale overflowed) are held there, so lines still leave the plot in the right direction.
    @inline(__always)
    static func pixel(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, -1e12), 1e12)
    }

    /// First index whose x is ≥ v (or > v with `upper`), by binary search over ascending x.
    static func lowerBound(_ s: Series, _ v: Double, upper: Bool = false) -> Int {
        var l = 0, h = s.count
        while l < h {
            let m = (l + h) / 2
            let xv = s.xValue(m)
            if xv.isNaN || (upper ? xv <= v : xv < v) { l = m + 1 } else { h = m }
        }
        return l
    }
}
