/// One column of a line's M4 grid as a remote engine answers it: the column's first and last
/// points and its extremes, as data values.
///
/// Ties go to the earliest point, as the local min/max index breaks them, so a remote answer and
/// the local store's grid over the same rows give the same pixels.
package struct M4Column: Sendable, Equatable {
    /// The grid column: ⌊(x − anchor) / width⌋ of every row in it.
    package var column: Int
    /// The first point's x and y (the smallest x with a finite y).
    package var firstX: Double, firstY: Double
    /// The last point's x and y.
    package var lastX: Double, lastY: Double
    /// The smallest y and the x of its earliest point.
    package var minY: Double, minX: Double
    /// The largest y and the x of its earliest point.
    package var maxY: Double, maxX: Double

    /// A column from its eight values.
    package init(column: Int, first: (Double, Double), last: (Double, Double), min: (Double, Double), max: (Double, Double)) {
        self.column = column
        (firstX, firstY) = first
        (lastX, lastY) = last
        (minY, minX) = min
        (maxY, maxX) = max
    }
}

/// The M4 columns a viewport of a long line is drawn on, as the local store draws it
/// (`LineDecimator.gridPoints`): columns fixed in data space — column k holds the rows whose x
/// lies in [anchor + k·width, anchor + (k+1)·width) — kept while a pan leaves the zoom alone.
///
/// An engine computes a row's column with the same operations, so it bins rows as the store does.
package struct ViewportGrid: Sendable, Hashable {
    /// Where column 0 starts: the series' first x.
    package var anchor: Double
    /// Data units per column: one pixel's worth at the zoom the grid was made for, rounded up to
    /// m·2^p (32 ≤ m < 64) as the store's grid is, so columns nest in power-of-two buckets.
    package var width: Double
    /// One pixel's worth of data units at the zoom the grid was made for.
    package var pixelWidth: Double
    /// The visible domain, low end first.
    package var lo: Double, hi: Double
    /// The plot's whole pixel columns: a viewport of at most four rows per column is drawn row by row.
    package var columns: Int

    /// The grid for `g`'s x axis over a series starting at `anchor`, reusing `previous` when it
    /// serves the zoom (as the store's grid is kept on a pan); nil when the axis is not a linear
    /// left-to-right one (a log or broken axis, a vertical category axis).
    package init?(_ g: PlotGeometry, anchor: Double, previous: ViewportGrid? = nil) {
        let sx = g.x
        guard g.categoryAxis != .vertical, sx.transform.isLinear, sx.r1 > sx.r0, anchor.isFinite else { return nil }
        lo = min(sx.d0, sx.d1)
        hi = max(sx.d0, sx.d1)
        columns = max(1, Int(g.plot.width.rounded(.up)))
        let w = (hi - lo) / (sx.r1 - sx.r0)
        guard w > 0, w.isFinite else { return nil }
        if let p = previous, p.anchor == anchor, abs(w - p.pixelWidth) <= p.pixelWidth * 1e-9 {
            pixelWidth = p.pixelWidth
        } else {
            pixelWidth = w
        }
        width = ColumnGrid.snapped(pixelWidth)
        self.anchor = anchor
    }

    /// The most rows a viewport draws one by one; beyond it, four per column.
    package var rawLimit: Int { columns * 4 }

    /// Where `x` falls, in columns from the anchor.
    @inline(__always)
    package func position(_ x: Double) -> Double { (x - anchor) / width }

    /// The columns to draw for a viewport whose rows run from `first` to `last` (x of the row just
    /// before the view, or the series' first; and of the row just after, or the series' last): the
    /// columns in view and one more each side; nil when the store would not draw on the grid.
    package func span(first: Double, last: Double) -> (a: Int, b: Int, range: ClosedRange<Int>)? {
        let a = position(first), b = position(last), l = position(lo), h = position(hi)
        guard a.isFinite, b.isFinite, l.isFinite, h.isFinite, abs(a) < 1e15, abs(b) < 1e15 else { return nil }
        let kA = Int(a.rounded(.down)), kB = Int(b.rounded(.down))
        let kLo = max(kA, Int(max(a, l).rounded(.down)) - 1), kHi = min(kB, Int(min(b, h).rounded(.down)) + 1)
        guard kLo <= kHi, kHi - kLo <= columns * 2 + 8 else { return nil }
        return (kA, kB, kLo...kHi)
    }
}

extension LineDecimator {
    /// The pixel points of a viewport answered as grid columns (in column order), as the store
    /// draws the same rows: the row before the view and the row after it when they lie beyond the
    /// columns drawn, each column's first and last where they lie and its extremes on the pixel
    /// holding its centre.
    package static func points(columns: [M4Column], grid: ViewportGrid, span: (a: Int, b: Int, range: ClosedRange<Int>),
                              before: (Double, Double)?, after: (Double, Double)?, g: PlotGeometry, into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(columns.count * 4 + 2)
        let sx = g.x, sy = g.y
        func point(_ x: Double, _ y: Double) -> Point { Point(pixel(sx.map(x)), pixel(sy.map(y))) }
        if span.a < span.range.lowerBound, let p = before, p.1.isFinite { out.append(point(p.0, p.1)) }
        for c in columns where span.range.contains(c.column) {
            let first = point(c.firstX, c.firstY), last = point(c.lastX, c.lastY)
            let centre = (sx.map(grid.anchor + (Double(c.column) + 0.5) * grid.width)).rounded(.down) + 0.5
            let (f, l, lo, hi) = c.orderKeys
            appendColumn(first: first, f, last: last, l, extremes: (lo, pixel(sy.map(c.minY))), (hi, pixel(sy.map(c.maxY))),
                         cx: min(max(centre, first.x), last.x), into: &out)
        }
        if span.b > span.range.upperBound, let p = after, p.1.isFinite { out.append(point(p.0, p.1)) }
    }

    /// The pixel points of rows drawn one by one (a viewport holding few), as `all` draws them.
    package static func points(x: [Double], y: [Double], g: PlotGeometry, into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(x.count)
        for (xv, v) in zip(x, y) where v.isFinite && xv.isFinite {
            let q = g.point(x: xv, y: v)
            out.append(Point(pixel(q.x), pixel(q.y)))
        }
    }

}

extension M4Column {
    /// Stand-ins for the row indices of the column's first, last, lowest and highest points, as
    /// `LineDecimator.appendColumn` orders and compares them: a point is the same row as another
    /// when its x and y are both equal (x ascends with the index; rows sharing an x keep one order).
    var orderKeys: (Int, Int, Int, Int) {
        let one = firstX == lastX && firstY.bitPattern == lastY.bitPattern
        let last = one ? 0 : 3
        func key(_ x: Double, _ y: Double, other: (Double, Double)) -> Int {
            if x == firstX && y.bitPattern == firstY.bitPattern { return 0 }
            if x == lastX && y.bitPattern == lastY.bitPattern { return last }
            return x < other.0 || (x == other.0 && y <= other.1) ? 1 : 2
        }
        let lo = key(minX, minY, other: (maxX, maxY)), hi = key(maxX, maxY, other: (minX, minY))
        // The lowest and highest are one row only when the column holds one value.
        return (0, last, lo, lo == hi && !(minX == maxX && minY == maxY) ? 2 : hi)
    }
}
