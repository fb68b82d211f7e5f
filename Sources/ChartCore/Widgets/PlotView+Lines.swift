import Foundation

/// Line helpers: traced (animated) prefixes, paired points for bands and stacked areas, markers and bubbles.
extension PlotView {
    /// The first `fraction` of a polyline by length (the line-trace animation); all of it at 1.
    static func traced(_ pts: [Point], _ fraction: Double) -> [Point] {
        guard fraction < 1, pts.count > 1 else { return pts }
        guard fraction > 0 else { return [] }
        var total = 0.0
        for i in 1..<pts.count { total += (pts[i] - pts[i - 1]).length }
        var left = total * fraction
        var out = [pts[0]]
        for i in 1..<pts.count {
            let d = (pts[i] - pts[i - 1]).length
            if d >= left {
                let t = d > 0 ? left / d : 0
                out.append(pts[i - 1] + (pts[i] - pts[i - 1]) * t)
                return out
            }
            left -= d
            out.append(pts[i])
        }
        return out
    }

    /// Upper (`y`) and lower (`lo`) pixel points paired by index; a missing value on either side
    /// becomes a non-finite pair that breaks the fill.
    static func pairedPoints(_ s: Series, g: PlotGeometry, step: Bool, trace: Double = 1) -> ([Point], [Point]) {
        let n = trace >= 1 ? s.count : Int((Double(s.count) * max(0, trace)).rounded(.up))
        var up: [Point] = [], lo: [Point] = []
        up.reserveCapacity(n)
        lo.reserveCapacity(n)
        let gap = Point(.nan, .nan)
        for i in 0..<min(n, s.count) {
            let xv = s.xValue(i), yv = s.y[i], lv = s.loValue(i)
            guard xv.isFinite, yv.isFinite, let lv else { up.append(gap); lo.append(gap); continue }
            up.append(GuardClip.clampPoint(g.point(x: xv, y: yv), to: g.plot))
            lo.append(GuardClip.clampPoint(g.point(x: xv, y: lv), to: g.plot))
        }
        if step {
            let vertical = g.categoryAxis == .vertical
            return (stepped(up, vertical: vertical), stepped(lo, vertical: vertical))
        }
        return (up, lo)
    }

    /// Markers at every visible point; with `Series.size` a bubble chart (area proportional to the value).
    func drawMarkers(_ ctx: inout RenderContext, _ s: Series, _ shape: MarkerShape, raw: [Point], color: Color,
                     g: PlotGeometry) {
        let st = s.line
        let mc = color.withAlpha(color.a * (st.interpolation == .none ? 0.8 : 1))
        guard let sizes = s.size else {
            let size = ctx.px(st.markerSize)
            let plot = g.plot.insetBy(-size)
            guard raw.count > Self.denseScatter else {
                for p in raw where plot.contains(p) { ctx.list.marker(shape, at: p, size: size, paint: .solid(mc)) }
                return
            }
            // Millions of points: one marker per covered pixel, however many points land on it.
            var seen = PixelSet(plot)
            for p in raw where plot.contains(p) && seen.insert(p) { ctx.list.marker(shape, at: p, size: size, paint: .solid(mc)) }
            return
        }
        let maxValue = sizes.lazy.filter { $0.isFinite && $0 > 0 }.max() ?? 1
        let maxPx = ctx.px(st.maxBubbleSize)
        let limit = Int((Double(s.count) * min(1, ctx.plotFrame?.traceFraction ?? 1)).rounded(.up))
        // Largest first, so small bubbles stay visible on top.
        let order = (0..<min(limit, s.count)).filter { $0 < sizes.count && sizes[$0].isFinite && sizes[$0] > 0 }
            .sorted { sizes[$0] > sizes[$1] }
        let outline = ctx.theme.plotBackground.withAlpha(0.9)
        for i in order {
            let xv = s.xValue(i), yv = s.y[i]
            guard xv.isFinite, yv.isFinite else { continue }
            let p = g.point(x: xv, y: yv)
            let d = max(ctx.px(2), maxPx * (sizes[i] / maxValue).squareRoot())
            guard g.plot.insetBy(-d).contains(p) else { continue }
            ctx.list.marker(shape, at: p, size: d + ctx.px(1.5), paint: .solid(outline))
            ctx.list.marker(shape, at: p, size: d, paint: .solid(mc.withAlpha(min(mc.a, 0.7))))
        }
    }



    /// Above this many points a scatter series draws one marker per covered pixel.
    static let denseScatter = 20_000

    /// A band: the area between `lo` and `y` shaded, both edges stroked.
    func drawBand(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, g: PlotGeometry, chart: PlotFrame) {
        let st = s.line
        let color = chart.color(ofSeries: seriesIndex)
        let step = st.interpolation == .step
        let (upper, lower) = Self.pairedPoints(s, g: g, step: step, trace: chart.traceFraction)
        let fill = st.fill ?? .solid(color.withAlpha(st.areaOpacity ?? 0.3))
        ctx.list.fillBetween(upper: upper, lower: lower, paint: fill, gradientBounds: g.plot)
        let style = StrokeStyle(width: ctx.px(st.width), join: st.join, cap: st.cap, dash: chart.dash(ofSeries: seriesIndex).map { ctx.px($0) })
        for edge in [upper, lower] {
            // Each unbroken run of the edge is its own polyline.
            var run: [Point] = []
            for p in edge + [Point(.nan, .nan)] {
                if p.isFinite { run.append(p); continue }
                if run.count > 1 { ctx.list.stroke(run, style: style, paint: .solid(color)) }
                run.removeAll(keepingCapacity: true)
            }
        }
    }
}

/// A bitmap of the pixels of a rectangle, for drawing each covered pixel once.
struct PixelSet {
    private var bits: [UInt64]
    private let x0: Int, y0: Int, width: Int, height: Int

    init(_ r: Rect) {
        x0 = Int(r.minX.rounded(.down)); y0 = Int(r.minY.rounded(.down))
        width = max(1, Int(r.width.rounded(.up)) + 1); height = max(1, Int(r.height.rounded(.up)) + 1)
        bits = [UInt64](repeating: 0, count: (width * height + 63) / 64)
    }

    /// Marks the pixel under `p`; true when it was not marked before (or lies outside).
    mutating func insert(_ p: Point) -> Bool {
        let x = Int(p.x.rounded(.down)) - x0, y = Int(p.y.rounded(.down)) - y0
        guard x >= 0, y >= 0, x < width, y < height else { return true }
        let k = y * width + x
        let mask: UInt64 = 1 << UInt64(k & 63)
        if bits[k >> 6] & mask != 0 { return false }
        bits[k >> 6] |= mask
        return true
    }
}
