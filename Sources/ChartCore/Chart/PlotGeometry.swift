/// Which axis, if any, holds categories (bar columns) instead of numbers.
package enum CategoryAxis: Hashable, Sendable {
    /// No categories (no bars), categories along x (columns), or along y (bars).
    case none, horizontal, vertical
}

/// Direction bars grow in.
public enum BarOrientation: String, Hashable, Sendable {
    /// Columns growing up from the baseline (down when inverted).
    case vertical
    /// Bars growing right from the baseline (left when inverted).
    case horizontal
}

/// Everything needed to map data into the plot rectangle: scales, ticks and bar placement.
///
/// A pure function of the data, the axis settings and the plot frame, so it is tested without SDL.
package struct PlotGeometry: Sendable {
    /// The plot rectangle in device pixels that the scales map into.
    package var plot: Rect
    /// Maps horizontal-axis values to x pixels.
    package var x: AxisScale
    /// Maps vertical-axis values to y pixels.
    package var y: AxisScale
    /// Which axis holds the bar categories, if any.
    package var categoryAxis: CategoryAxis
    /// Number of category columns (names or the longest bar series); 0 without bars.
    package var categoryCount: Int
    /// Major ticks of the primary horizontal axis, with pixel positions and labels.
    package var xTicks: [Tick]
    /// Major ticks of the primary vertical axis, with pixel positions and labels.
    package var yTicks: [Tick]
    /// Data values of the horizontal axis's minor ticks.
    package var xMinorTicks: [Double]
    /// Data values of the vertical axis's minor ticks.
    package var yMinorTicks: [Double]
    /// Bar sizes when the chart has bars.
    package var bars: BarLayout?
    /// Number of bar series side by side in a column.
    package var barGroups: Int
    /// The horizontal and vertical domains that fit all the data (before any zoom or pan).
    package var fitX: (Double, Double)
    /// The vertical domain that fits all the data (before any zoom or pan).
    package var fitY: (Double, Double)
    /// Additional horizontal axes (`Options.additionalXAxes`), in order.
    package var extraX: [AxisGeometry] = []
    /// Additional vertical axes (`Options.additionalYAxes`), in order.
    package var extraY: [AxisGeometry] = []
    /// The column slot of each bar series (stacked series share one), nil for other series.
    package var barSlots: [Int?] = []
    /// True when every visible series is radial (pie, donut, radar): no x and y axes.
    package var isRadial = false

    /// The inputs that shape the geometry, besides the plot frame.
    package struct Options: Sendable {
        /// Settings of the primary horizontal axis (no range padding by default).
        package var xAxis = AxisConfig(rangePadding: 0)
        /// Settings of the primary vertical axis.
        package var yAxis = AxisConfig()
        /// A value the value axis must reach at the low end; it can widen but never narrow the range.
        package var minimumValue: Double?
        /// A value the value axis must reach at the high end; it can widen but never narrow the range.
        package var maximumValue: Double?
        /// Whether bars are vertical columns or horizontal bars.
        package var orientation: BarOrientation = .vertical
        /// Bars hang from the top (or grow leftward when horizontal).
        package var inverted = false
        /// Gap between the bars of one column; `.auto` is 2 points.
        package var barSpacing: Dimension = .auto
        /// Space between category columns; `.auto` is 20% of the column.
        package var groupSpacing: Dimension = .auto
        /// A fixed bar width (SwiftCharts' second sizing mode: spacing plus width); nil derives it from the space.
        package var barWidth: Dimension?
        /// Zoomed or panned ranges replacing the fitted ones.
        package var visibleX: ClosedRange<Double>?
        /// The zoomed or panned vertical range; nil shows the fitted one.
        package var visibleY: ClosedRange<Double>?
        /// Whether the fitted x and y domains are widened to one scale (see `ChartConfiguration.equalAspect`).
        package var equalAspect = false
        /// More horizontal axes; series pick one with `xAxisIndex` (1 = the first of these).
        package var additionalXAxes: [AxisConfig] = []
        /// More vertical axes; series pick one with `yAxisIndex` (1 = the first of these).
        package var additionalYAxes: [AxisConfig] = []
        /// Creates options with default axes, vertical bars and no zoom.
        package init() {}
    }

    /// Computes the geometry for `data` drawn into `plot`; pass `extents` (one per series) to
    /// avoid rescanning the data.
    package static func compute(data: ChartData, options o: Options, plot: Rect, scale: Double,
                               extents: [SeriesExtent]? = nil) -> PlotGeometry {
        var spare: ([Tick], [Tick]) = ([], [])
        return compute(data: data, options: o, plot: plot, scale: scale, extents: extents, spare: &spare)
    }

    /// `compute`, building the x and y ticks in the memory of `spare`'s lists (those of the
    /// geometry this one replaces: layout runs on every frame of a pan).
    static func compute(data: ChartData, options o: Options, plot: Rect, scale: Double,
                        extents: [SeriesExtent]?, spare: inout ([Tick], [Tick])) -> PlotGeometry {
        let ex = extents?.count == data.series.count ? extents! : data.series.map { SeriesExtent($0) }
        // Loops over the series, not filtered lists of them: this runs on every frame of a pan.
        let series = data.series
        let (slots, slotCount) = BarSlots.assignIfAny(series)
        let hasBars = slotCount > 0
        var longestBar = 0, longestFinancial = 0
        var anyVisible = false, allRadial = true, allIndexed = true, unboundedBar = false
        for s in series where s.isVisible {
            anyVisible = true
            allRadial = allRadial && s.kind.isRadial
            allIndexed = allIndexed && s.x == nil
            if s.kind == .bar { longestBar = max(longestBar, s.count); unboundedBar = unboundedBar || s.lo == nil }
            if s.kind.isFinancial { longestFinancial = max(longestFinancial, s.count) }
        }
        let categoryCount = hasBars ? max(data.categories.count, longestBar) : 0
        let catAxis: CategoryAxis = hasBars ? (o.orientation == .vertical ? .horizontal : .vertical) : .none
        func onPrimaryY(_ i: Int) -> Bool { series[i].isVisible && Self.axisIndex(series[i].yAxisIndex, o.additionalYAxes.count) == 0 }
        func onPrimaryX(_ i: Int) -> Bool { series[i].isVisible && Self.axisIndex(series[i].xAxisIndex, o.additionalXAxes.count) == 0 }
        // Value extent.
        let valueAxis = catAxis == .vertical ? o.xAxis : o.yAxis
        var ext = Self.valueExtent(series.indices, where: onPrimaryY, ex, log: valueAxis.transform.isLog)
        if hasBars, unboundedBar, !valueAxis.transform.isLog {
            ext = NumberRange.union(ext, (0, 0))
        }
        if let e = ext { ext = NumberRange.clamp(e, minimum: o.minimumValue, maximum: o.maximumValue) }
        let valueLength = catAxis == .vertical ? plot.width : plot.height
        let valueRange = Self.displayRange(ext, axis: valueAxis, length: valueLength, scale: scale)

        let n = Double(max(1, categoryCount))
        let xRange = (plot.minX, plot.maxX), yUp = (plot.maxY, plot.minY), yDown = (plot.minY, plot.maxY)
        var xd: (Double, Double), yd: (Double, Double)
        var xr = xRange, yr = yUp
        switch catAxis {
        case .none:
            var xExt: (Double, Double)?
            for i in series.indices where onPrimaryX(i) { xExt = NumberRange.union(xExt, ex[i].x) }
            if let e = xExt, o.xAxis.range == nil {
                // Candles are wide: leave room for half of one (and a little) at each end.
                let n = longestFinancial
                if n > 0 {
                    let t = o.xAxis.transform
                    let t0 = t.forward(e.0), t1 = t.forward(e.1)
                    let pad = n > 1 ? (t1 - t0) / Double(n - 1) * 0.6 : 0.5
                    let a = t.inverse(t0 - pad), b = t.inverse(t1 + pad)
                    if a.isFinite, b.isFinite, a < b { xExt = (a, b) }
                }
            }
            xd = Self.displayRange(xExt, axis: o.xAxis, length: plot.width, scale: scale, nice: false)
            yd = valueRange
            yr = o.inverted ? yDown : yUp
            if o.equalAspect, !o.xAxis.transform.isLog, !o.yAxis.transform.isLog { (xd, yd) = Self.equalScale(xd, yd, plot) }
        case .horizontal:
            xd = (-0.5, n - 0.5)
            yd = valueRange
            yr = o.inverted ? yDown : yUp
        case .vertical:
            yd = (-0.5, n - 0.5)
            yr = yDown
            xd = valueRange
            xr = o.inverted ? (plot.maxX, plot.minX) : xRange
        }
        let fitX = xd, fitY = yd
        if let v = o.visibleX, v.lowerBound.isFinite, v.upperBound.isFinite, v.lowerBound < v.upperBound {
            xd = (v.lowerBound, v.upperBound)
        }
        if let v = o.visibleY, v.lowerBound.isFinite, v.upperBound.isFinite, v.lowerBound < v.upperBound {
            yd = (v.lowerBound, v.upperBound)
        }
        let xT = catAxis == .horizontal ? AxisTransform.linear : o.xAxis.transform
        let yT = catAxis == .vertical ? AxisTransform.linear : o.yAxis.transform
        var g = PlotGeometry(plot: plot, x: AxisScale(domain: xd, range: xr, transform: xT),
                             y: AxisScale(domain: yd, range: yr, transform: yT),
                             categoryAxis: catAxis, categoryCount: categoryCount, xTicks: [], yTicks: [],
                             xMinorTicks: [], yMinorTicks: [], bars: nil, barGroups: max(1, slotCount),
                             fitX: fitX, fitY: fitY)
        g.barSlots = slots
        g.isRadial = anyVisible && allRadial
        if g.isRadial { return g }
        if catAxis == .horizontal {
            g.xTicks = categoryTicks(g.x, count: categoryCount, names: data.categories)
        } else if catAxis == .none, !data.categories.isEmpty, allIndexed {
            // Index-spaced lines over named rows: label the rows, thinning follows from the labels.
            g.xTicks = categoryTicks(g.x, count: data.categories.count, names: data.categories).map {
                Tick(value: $0.value, position: $0.position, label: $0.label)
            }
        } else {
            (g.xTicks, g.xMinorTicks) = numberTicks(g.x, axis: o.xAxis, length: plot.width, scale: scale, storage: &spare.0)
        }
        if catAxis == .vertical {
            g.yTicks = categoryTicks(g.y, count: categoryCount, names: data.categories)
        } else {
            (g.yTicks, g.yMinorTicks) = numberTicks(g.y, axis: o.yAxis, length: plot.height, scale: scale, storage: &spare.1)
        }
        if catAxis != .none {
            let s = catAxis == .horizontal ? g.x : g.y
            g.bars = BarLayout.solve(band: abs(s.map(1) - s.map(0)), groups: g.barGroups, barSpacing: o.barSpacing,
                                     groupSpacing: o.groupSpacing, scale: scale, barWidth: o.barWidth)
        }
        g.extraX = Self.additionalAxes(o.additionalXAxes, vertical: false, data: data, ex: ex, options: o, g: g, scale: scale)
        g.extraY = Self.additionalAxes(o.additionalYAxes, vertical: true, data: data, ex: ex, options: o, g: g, scale: scale)
        return g
    }

    /// The domains widened about their middles so that a unit spans as many pixels across as up.
    static func equalScale(_ x: (Double, Double), _ y: (Double, Double), _ plot: Rect) -> ((Double, Double), (Double, Double)) {
        guard plot.width > 0, plot.height > 0 else { return (x, y) }
        let ux = (x.1 - x.0) / plot.width, uy = (y.1 - y.0) / plot.height
        guard ux.isFinite, uy.isFinite, ux > 0, uy > 0 else { return (x, y) }
        func widened(_ d: (Double, Double), to span: Double) -> (Double, Double) {
            let mid = (d.0 + d.1) / 2
            return (mid - span / 2, mid + span / 2)
        }
        return ux > uy ? (x, widened(y, to: ux * plot.height)) : (widened(x, to: uy * plot.width), y)
    }

    /// One tick per visible category column, at its centre, carrying the column's extent.
    static func categoryTicks(_ s: AxisScale, count: Int, names: [String]) -> [Tick] {
        let lo = max(0, (min(s.d0, s.d1) - 0.5).rounded(.up).clampedInt), hi = min(count - 1, (max(s.d0, s.d1) + 0.5).rounded(.down).clampedInt)
        guard lo <= hi, hi - lo < 100_000 else { return [] }
        return (lo...hi).map { i in
            let a = s.map(Double(i) - 0.5), b = s.map(Double(i) + 0.5)
            return Tick(value: Double(i), position: s.map(Double(i)),
                        label: i < names.count ? names[i] : String(i + 1), band: min(a, b)...max(a, b))
        }
    }

    /// Pixel position of the value baseline (zero, clamped into the visible value range).
    package var valueBaseline: Double {
        let s = categoryAxis == .vertical ? x : y
        let lo = min(s.d0, s.d1), hi = max(s.d0, s.d1)
        return s.map(min(max(0, lo), hi))
    }

    /// Pixel point of a series point in a chart without categories, or on a category column's centre.
    package func point(x xv: Double, y yv: Double) -> Point {
        categoryAxis == .vertical ? Point(x.map(yv), y.map(xv)) : Point(x.map(xv), y.map(yv))
    }
}
