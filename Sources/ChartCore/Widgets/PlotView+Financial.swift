/// Candlesticks and OHLC bars.
extension PlotView {
    /// Draws the visible points of a candlestick or OHLC series, coloured by rising or falling.
    func drawFinancial(_ ctx: inout RenderContext, _ s: Series, seriesIndex: Int, g: PlotGeometry, chart: PlotFrame) {
        guard let open = s.open, let high = s.high, let low = s.low, s.count > 0 else { return }
        let n = min(s.count, open.count, high.count, low.count)
        let st = s.candle
        let rising = st.risingColor ?? ctx.theme.rising
        let falling = st.fallingColor ?? ctx.theme.falling
        let range = visibleRange(s, n: n, g: g, sorted: chart.isSorted(seriesIndex))
        // Body width from the closest neighbours on screen.
        var gap = Double.infinity
        var prev: Double?
        for i in range {
            let xv = s.xValue(i)
            guard xv.isFinite else { continue }
            let px = g.x.map(xv)
            if let p = prev, abs(px - p) > 0.01 { gap = min(gap, abs(px - p)) }
            prev = px
        }
        if !gap.isFinite { gap = g.plot.width / 10 }
        let body = max(1, min(ctx.px(40), gap * st.bodyWidth))
        let lw = max(1, ctx.px(st.lineWidth))
        let selected = chart.effectiveSelection?.series == seriesIndex ? chart.effectiveSelection?.index : nil
        for i in range {
            let xv = s.xValue(i), o = open[i], h = high[i], l = low[i], c = s.y[i]
            guard xv.isFinite, o.isFinite, h.isFinite, l.isFinite, c.isFinite else { continue }
            let up = c >= o
            var color = up ? rising : falling
            if i == selected { color = color.mix(ctx.theme.text, 0.35) }
            let x = (g.x.map(xv)).rounded() + (lw.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 : 0)
            let yh = g.y.map(h), yl = g.y.map(l), yo = g.y.map(o), yc = g.y.map(c)
            let half = body / 2
            if s.kind == .ohlc {
                let style = StrokeStyle(width: lw, cap: .butt)
                ctx.list.stroke([Point(x, yh), Point(x, yl)], style: style, paint: .solid(color))
                ctx.list.stroke([Point(x - half, yo), Point(x, yo)], style: style, paint: .solid(color))
                ctx.list.stroke([Point(x, yc), Point(x + half, yc)], style: style, paint: .solid(color))
                continue
            }
            let top = min(yo, yc), bottom = max(yo, yc)
            let style = StrokeStyle(width: lw, cap: .butt)
            ctx.list.stroke([Point(x, yh), Point(x, top)], style: style, paint: .solid(color))
            ctx.list.stroke([Point(x, bottom), Point(x, yl)], style: style, paint: .solid(color))
            let r = Rect(x: (x - half).rounded(), y: top.rounded(), width: max(1, body.rounded()), height: max(1, (bottom - top).rounded()))
            if up && st.hollowRising && body > 3 {
                ctx.list.strokeRect(r.insetBy(lw / 2), style: StrokeStyle(width: lw, join: .miter), paint: .solid(color))
            } else {
                ctx.list.fillConvex(r.corners, paint: .solid(color))
            }
        }
    }

    /// The index range worth drawing: the visible window (plus one each side) when x ascends.
    func visibleRange(_ s: Series, n: Int, g: PlotGeometry, sorted: Bool) -> Range<Int> {
        guard sorted, n > 0, s.x != nil else { return 0..<n }
        let lo = min(g.x.d0, g.x.d1), hi = max(g.x.d0, g.x.d1)
        let a = max(0, LineDecimator.lowerBound(s, lo) - 1), b = min(n, LineDecimator.lowerBound(s, hi, upper: true) + 1)
        return a..<max(a, b)
    }
}
