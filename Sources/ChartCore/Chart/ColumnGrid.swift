/// M4 columns fixed in data space: column k holds the points whose x lies in
/// [anchor + k·width, anchor + (k+1)·width), one pixel wide at the zoom the grid was made for.
///
/// A pan slides the same columns across the screen, so a grid kept between frames computes only
/// the columns a pan brings into view. Columns are a pixel's worth of data rounded up by at most
/// a thirty-second (`snapped`), so they nest in power-of-two buckets. Each column keeps its first, lowest, highest and last
/// points (indices and values), so drawing it reads nothing of the series. The picture is the M4
/// picture on columns offset from the pixel grid by less than a pixel (`LineDecimator.gridPoints`
/// draws each column's extremes on the pixel holding its centre).
struct ColumnGrid {
    /// One column's four points (`first` is −1 when the column holds no finite value).
    struct Column {
        var first: Int32 = -1, low: Int32 = -1, high: Int32 = -1, last: Int32 = -1
        var firstX = 0.0, firstY = 0.0, lowY = 0.0, highY = 0.0, lastX = 0.0, lastY = 0.0
    }

    /// Data units per column: one pixel's worth rounded up to m·2^p with 32 ≤ m < 64 (`snapped`).
    let width: Double
    /// One pixel's worth of data units at the zoom the grid was made for.
    let pixelWidth: Double
    /// Where column 0 starts.
    let anchor: Double
    /// How many points the series had when the columns were computed.
    let count: Int
    /// The first column held.
    private(set) var start = 0
    /// The columns held, from `start` on.
    private(set) var columns: [Column] = []

    /// An empty grid for a zoom of `width` data units per pixel from `anchor`, for a series of
    /// `count` points; its columns are `snapped(width)` wide.
    init(width: Double, anchor: Double, count: Int) {
        pixelWidth = width
        self.width = Self.snapped(width)
        self.anchor = anchor
        self.count = count
    }

    /// `w` rounded up to m·2^p with 32 ≤ m < 64: at most 1/32 wider, and a whole multiple of every
    /// power of two up to 2^p. Column k is then exactly the union of the 2^q-wide buckets from the
    /// same anchor it covers (q ≤ p; dividing by a power of two is exact), so an engine's per-bucket
    /// rollups answer for whole columns (`ViewportGrid`). Every step is exact in binary floating point.
    static func snapped(_ w: Double) -> Double {
        guard w.isFinite, w > 0, w.exponent > Double.leastNormalMagnitude.exponent + 8 else { return w }
        let unit = Double(sign: .plus, exponent: w.exponent - 5, significand: 1)
        return (w / unit).rounded(.up) * unit
    }

    /// Whether the grid serves a zoom of `w` data units per pixel over a series of `n` points
    /// (a pan changes the width only by rounding: on a date axis of epoch seconds, by about
    /// ulp(x) / span, 1e-10 of an hour's view; columns a million from the anchor move by a
    /// thousandth of a column at most).
    func fits(width w: Double, count n: Int) -> Bool {
        n == count && abs(w - pixelWidth) <= pixelWidth * 1e-9
    }

    /// Where `x` falls, in columns from the anchor.
    @inline(__always)
    func position(_ x: Double) -> Double { (x - anchor) / width }

    /// The column `k` (which must be held).
    func column(_ k: Int) -> Column { columns[k - start] }

    /// Holds columns `range`, computing those not held; columns further from it than its own
    /// length are dropped (a pan back reuses the rest).
    mutating func cover(_ range: ClosedRange<Int>, _ s: Series, _ ys: UnsafeBufferPointer<Double>, _ index: MinMaxIndex) {
        let end = start + columns.count
        if columns.isEmpty || range.upperBound < start - 1 || range.lowerBound > end {
            start = range.lowerBound
            columns = compute(range.lowerBound..<(range.upperBound + 1), s, ys, index)
        } else {
            if range.lowerBound < start {
                columns.insert(contentsOf: compute(range.lowerBound..<start, s, ys, index), at: 0)
                start = range.lowerBound
            }
            if range.upperBound >= end {
                columns.append(contentsOf: compute(end..<(range.upperBound + 1), s, ys, index))
            }
        }
        let keep = range.count
        let front = range.lowerBound - keep - start
        if front > 0 { columns.removeFirst(front); start += front }
        let back = start + columns.count - (range.upperBound + 1 + keep)
        if back > 0 { columns.removeLast(back) }
    }

    /// Columns `ks` of `s` (whose y values are `ys`), their extremes from `index`.
    private func compute(_ ks: Range<Int>, _ s: Series, _ ys: UnsafeBufferPointer<Double>, _ index: MinMaxIndex) -> [Column] {
        var out = [Column](repeating: Column(), count: ks.count)
        let xs = s.x
        func x(_ i: Int) -> Double { xs.map { $0[i] } ?? Double(i) }
        func pos(_ i: Int) -> Double { position(x(i)) }
        var i = firstIndex(inColumn: ks.lowerBound, pos, ys.count)
        let end = firstIndex(inColumn: ks.upperBound, pos, ys.count)
        while i < end {
            let c = pos(i).rounded(.down).clampedInt
            let l = LineDecimator.columnEnd(from: i, to: end, column: c, position: pos)
            defer { i = l }
            let e = index.extremeValues(ys, in: i..<l)
            guard e.lo >= 0 else { continue }
            var f = i
            while f < l - 1, !ys[f].isFinite { f += 1 }
            var t = l - 1
            while t > i, !ys[t].isFinite { t -= 1 }
            out[c - ks.lowerBound] = Column(first: Int32(f), low: Int32(e.lo), high: Int32(e.hi), last: Int32(t),
                                            firstX: x(f), firstY: ys[f], lowY: e.loV, highY: e.hiV, lastX: x(t), lastY: ys[t])
        }
        return out
    }

    /// The first of `n` indices in column `k` or after it (positions ascend with the index).
    private func firstIndex(inColumn k: Int, _ pos: (Int) -> Double, _ n: Int) -> Int {
        var l = 0, h = n
        while l < h {
            let m = (l + h) / 2
            if pos(m).rounded(.down).clampedInt < k { l = m + 1 } else { h = m }
        }
        return l
    }
}
