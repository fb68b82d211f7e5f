/// Points picked out by a highlight, drawn in full over their dimmed series.
extension PlotView {
    /// Runs of picked points at least this long are decimated from the min/max index.
    static let indexedRun = 256

    /// Series `seriesIndex`'s picked points over the series drawn dimmed: its markers where it has
    /// markers (or no line), and its line through each run of consecutive picked points. Only the
    /// visible window of an ascending series is read; each pixel takes one marker, and each pixel
    /// column of a run its first, lowest, highest and last point, so a picked run of millions of
    /// points draws as few as the plot has pixels.
    func drawHighlight(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, mask: PointMask, color: Color,
                       g: PlotGeometry, chart: PlotFrame) {
        let n = min(s.count, mask.count)
        let range = visibleRange(s, n: n, g: g, sorted: chart.isSorted(seriesIndex))
        let st = s.line
        let plot = g.plot
        let marker = chart.marker(ofSeries: seriesIndex) ?? (st.interpolation == .none ? .circle : nil)
        if let shape = marker {
            let size = ctx.px(st.markerSize)
            let box = plot.insetBy(-size)
            var seen = PixelSet(plot)
            var i = range.lowerBound
            while let k = mask.next(from: i, before: range.upperBound) {
                i = k + 1
                let xv = s.xValue(k), yv = s.y[k]
                guard xv.isFinite, yv.isFinite else { continue }
                let p = g.point(x: xv, y: yv)
                guard box.contains(p), seen.insert(p) else { continue }
                ctx.list.marker(shape, at: p, size: size, paint: .solid(color))
            }
        }
        guard st.interpolation != .none else { return }
        var tracer = HighlightRuns(plot: plot, guardInset: max(ctx.px(100), ctx.px(st.width) * 4))
        // A long run of an ascending series is decimated from the min/max index as the line is
        // (O(columns · log n)); short runs are read point by point.
        let index = chart.isSorted(seriesIndex) && !chart.isMorphing ? (chart.provider as? SeriesStore)?.minMaxIndex(seriesIndex) : nil
        let end = range.upperBound
        s.y.withUnsafeBufferPointer { ys in
            var i = range.lowerBound
            while let a = mask.next(from: i, before: end) {
                let b = mask.nextUnpicked(from: a, before: end) ?? end
                i = b
                if let index, b - a >= Self.indexedRun {
                    var pts: [Point] = []
                    LineDecimator.indexed(s, g: g, range: a..<b, index: index, columns: Int(plot.width), into: &pts)
                    tracer.addRun(pts)
                    continue
                }
                for k in a..<b {
                    let xv = s.xValue(k), yv = ys[k]
                    guard xv.isFinite, yv.isFinite else { tracer.breakRun(); continue }
                    tracer.add(g.point(x: xv, y: yv), index: k)
                }
            }
        }
        tracer.breakRun()
        let style = StrokeStyle(width: ctx.px(st.width + 0.5), join: .bevel, cap: .round)
        for run in tracer.runs { ctx.list.stroke(run, style: style, paint: .solid(color)) }
        // Runs within one pixel column (a row picked alone): a dot, or a mark from their lowest
        // to their highest point, wide enough to be seen among dimmed neighbours.
        let w = ctx.px(max(4, st.width * 2 + 1))
        for (c, span) in tracer.columns {
            if span.hi - span.lo < w / 2 {
                ctx.list.fillCircle(center: Point(Double(c) + 0.5, (span.lo + span.hi) / 2), radius: w / 2, paint: .solid(color))
            } else {
                ctx.list.addSolidRect(Rect(x: Double(c) + 0.5 - w / 4, y: span.lo, width: w / 2, height: span.hi - span.lo), color: color)
            }
        }
    }
}

/// Picked points gathered into polylines: a run is consecutive point indices; within a run each
/// pixel column keeps its first, lowest, highest and last point (M4); a run that stays within
/// one column joins that column's mark instead of becoming a polyline of its own.
struct HighlightRuns {
    /// Runs spanning more than one pixel column, as polylines.
    private(set) var runs: [[Point]] = []
    /// Marks of runs within one column: the column's lowest and highest picked point.
    private(set) var columns: [Int: (lo: Double, hi: Double)] = [:]
    private let guardRect: Rect
    private var run: [Point] = []
    private var lastIndex = -2
    private var column = Int.min
    private var spansColumns = false
    // The current column's points: first, lowest, highest (with their order) and last.
    private var first = Point(0, 0), low = Point(0, 0), high = Point(0, 0), last = Point(0, 0)
    private var lowAt = 0, highAt = 0
    private var inColumn = 0

    /// Gathers runs for a plot, keeping points within `guardInset` of it.
    init(plot: Rect, guardInset: Double) { guardRect = plot.insetBy(-guardInset) }

    /// Adds point `p` of index `index` (indices ascend).
    mutating func add(_ p: Point, index: Int) {
        if index != lastIndex + 1 { breakRun() }
        lastIndex = index
        let c = p.x.rounded(.down).clampedInt
        if c != column {
            emitColumn()
            if column != Int.min { spansColumns = true }
            column = c
            first = p; low = p; high = p; last = p
            lowAt = 0; highAt = 0
            inColumn = 1
            return
        }
        if p.y < low.y { low = p; lowAt = inColumn }
        if p.y > high.y { high = p; highAt = inColumn }
        inColumn += 1
        last = p
    }

    /// A run decimated elsewhere, as a polyline of its own.
    mutating func addRun(_ pts: [Point]) {
        breakRun()
        if pts.count > 1 { runs.append(GuardClip.clamp(pts, to: guardRect)) }
        else if let p = pts.first { columns[p.x.rounded(.down).clampedInt] = (p.y, p.y) }
    }

    /// Ends the current run (a gap, an index skipped, or the end).
    mutating func breakRun() {
        emitColumn()
        if !run.isEmpty {
            if spansColumns {
                runs.append(GuardClip.clamp(run, to: guardRect))
            } else {
                let c = run[0].x.rounded(.down).clampedInt
                let lo = run.map(\.y).min()!, hi = run.map(\.y).max()!
                let had = columns[c]
                columns[c] = (min(lo, had?.lo ?? lo), max(hi, had?.hi ?? hi))
            }
        }
        run.removeAll(keepingCapacity: true)
        column = Int.min
        spansColumns = false
        inColumn = 0
        lastIndex = -2
    }

    /// The current column's points into the run, in the order they came.
    private mutating func emitColumn() {
        guard inColumn > 0 else { return }
        run.append(first)
        if inColumn > 1 {
            let (a, b) = lowAt <= highAt ? (low, high) : (high, low)
            if a != first { run.append(a) }
            if b != first && b != a { run.append(b) }
            if last != run[run.count - 1] { run.append(last) }
        }
        inColumn = 0
    }
}
