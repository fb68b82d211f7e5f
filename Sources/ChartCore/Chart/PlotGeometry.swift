/// Which axis, if any, holds categories (bar columns) instead of numbers.
public enum CategoryAxis: Hashable, Sendable {
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
public struct PlotGeometry: Sendable {
    public var plot: Rect
    /// Maps horizontal-axis values to x pixels.
    public var x: LinearScale
    /// Maps vertical-axis values to y pixels.
    public var y: LinearScale
    public var categoryAxis: CategoryAxis
    public var categoryCount: Int
    public var xTicks: [Tick]
    public var yTicks: [Tick]
    public var xMinorTicks: [Double]
    public var yMinorTicks: [Double]
    /// Bar sizes when the chart has bars.
    public var bars: BarLayout?
    /// Number of bar series side by side in a column.
    public var barGroups: Int
    /// The horizontal and vertical domains that fit all the data (before any zoom or pan).
    public var fitX: (Double, Double)
    public var fitY: (Double, Double)

    /// The inputs that shape the geometry, besides the plot frame.
    public struct Options: Sendable {
        public var xAxis = AxisConfig(rangePadding: 0)
        public var yAxis = AxisConfig()
        public var minimumValue: Double?
        public var maximumValue: Double?
        public var orientation: BarOrientation = .vertical
        public var inverted = false
        public var barSpacing: Dimension = .auto
        public var groupSpacing: Dimension = .auto
        /// Zoomed or panned ranges replacing the fitted ones.
        public var visibleX: ClosedRange<Double>?
        public var visibleY: ClosedRange<Double>?
        public init() {}
    }

    /// The data extents of one series, computed once per data change.
    public struct SeriesExtent: Sendable {
        public var x: (Double, Double)?
        public var y: (Double, Double)?
        public var lo: (Double, Double)?

        /// Scans a series once.
        /// - Complexity: O(n).
        public init(_ s: Series) {
            x = s.x.flatMap { NumberRange.extent($0) } ?? (s.count > 0 ? (0, Double(s.count - 1)) : nil)
            y = NumberRange.extent(s.y)
            lo = s.lo.flatMap { NumberRange.extent($0) }
        }
    }

    /// Computes the geometry for `data` drawn into `plot`; pass `extents` (one per series) to
    /// avoid rescanning the data.
    public static func compute(data: ChartData, options o: Options, plot: Rect, scale: Double,
                               extents: [SeriesExtent]? = nil) -> PlotGeometry {
        let ex = extents?.count == data.series.count ? extents! : data.series.map(SeriesExtent.init)
        let visibleIdx = data.series.indices.filter { data.series[$0].isVisible }
        let visible = visibleIdx.map { data.series[$0] }
        let barSeries = visible.filter { $0.kind == .bar }
        let hasBars = !barSeries.isEmpty
        let categoryCount = hasBars
            ? max(data.categories.count, visible.map(\.count).max() ?? 0)
            : 0
        let catAxis: CategoryAxis = hasBars ? (o.orientation == .vertical ? .horizontal : .vertical) : .none
        // Value extent.
        var ext: (Double, Double)?
        for i in visibleIdx { ext = NumberRange.union(NumberRange.union(ext, ex[i].y), ex[i].lo) }
        if hasBars, barSeries.contains(where: { $0.lo == nil }) { ext = NumberRange.union(ext, (0, 0)) }
        if let e = ext { ext = NumberRange.clamp(e, minimum: o.minimumValue, maximum: o.maximumValue) }
        let valueAxis = catAxis == .vertical ? o.xAxis : o.yAxis
        let valueLength = catAxis == .vertical ? plot.width : plot.height
        let valueTickCount = max(2, Int(valueLength / max(10, valueAxis.tickSpacing * scale)))
        let valueRange = valueAxis.range.map { ($0.lowerBound, $0.upperBound) }
            ?? NumberRange.display(ext, padding: valueAxis.rangePadding, nice: valueAxis.nice, tickCount: valueTickCount)

        let n = Double(max(1, categoryCount))
        let xRange = (plot.minX, plot.maxX), yUp = (plot.maxY, plot.minY), yDown = (plot.minY, plot.maxY)
        var xd: (Double, Double), yd: (Double, Double)
        var xr = xRange, yr = yUp
        switch catAxis {
        case .none:
            let xExt = visibleIdx.reduce(nil as (Double, Double)?) { NumberRange.union($0, ex[$1].x) }
            let xCount = max(2, Int(plot.width / max(10, o.xAxis.tickSpacing * scale)))
            xd = o.xAxis.range.map { ($0.lowerBound, $0.upperBound) }
                ?? NumberRange.display(xExt, padding: o.xAxis.rangePadding, nice: false, tickCount: xCount)
            yd = valueRange
            yr = o.inverted ? yDown : yUp
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
        var g = PlotGeometry(plot: plot, x: LinearScale(domain: xd, range: xr), y: LinearScale(domain: yd, range: yr),
                             categoryAxis: catAxis, categoryCount: categoryCount, xTicks: [], yTicks: [],
                             xMinorTicks: [], yMinorTicks: [], bars: nil, barGroups: max(1, barSeries.count),
                             fitX: fitX, fitY: fitY)
        if catAxis == .horizontal {
            g.xTicks = categoryTicks(g.x, count: categoryCount, names: data.categories)
        } else if catAxis == .none, !data.categories.isEmpty, visible.allSatisfy({ $0.x == nil }) {
            // Index-spaced lines over named rows: label the rows, thinning follows from the labels.
            g.xTicks = categoryTicks(g.x, count: data.categories.count, names: data.categories).map {
                Tick(value: $0.value, position: $0.position, label: $0.label)
            }
        } else {
            (g.xTicks, g.xMinorTicks) = numberTicks(g.x, axis: o.xAxis, length: plot.width, scale: scale)
        }
        if catAxis == .vertical {
            g.yTicks = categoryTicks(g.y, count: categoryCount, names: data.categories)
        } else {
            (g.yTicks, g.yMinorTicks) = numberTicks(g.y, axis: o.yAxis, length: plot.height, scale: scale)
        }
        if catAxis != .none {
            let s = catAxis == .horizontal ? g.x : g.y
            g.bars = BarLayout.solve(band: abs(s.map(1) - s.map(0)), groups: g.barGroups, barSpacing: o.barSpacing,
                                     groupSpacing: o.groupSpacing, scale: scale)
        }
        return g
    }

    /// Major ticks (with labels) and minor tick values for a numeric scale.
    static func numberTicks(_ s: LinearScale, axis: AxisConfig, length: Double, scale: Double) -> ([Tick], [Double]) {
        let count = max(2, Int(length / max(10, axis.tickSpacing * scale)))
        if let tz = axis.timeZone, axis.majorTickInterval == nil {
            // Date labels are wider: aim for fewer ticks.
            let ticks = DateTicks.ticks(s.d0, s.d1, count: max(2, count * 2 / 3), timeZone: tz).map {
                Tick(value: $0.value, position: s.map($0.value), label: axis.formatter?($0.value) ?? $0.label)
            }
            return (ticks, [])
        }
        let values: [Double]
        let step: Double
        if let iv = axis.majorTickInterval, iv.isFinite, iv > 0 {
            values = Ticks.values(s.d0, s.d1, step: iv)
            step = iv
        } else {
            values = Ticks.values(s.d0, s.d1, count: count)
            step = Ticks.step(s.d0, s.d1, count: count)
        }
        let fmt = axis.formatter
        let ticks = values.map { v in
            Tick(value: v, position: s.map(v), label: fmt?(v) ?? Ticks.format(v, step: step))
        }
        let minor = axis.minorTicksPerMajor > 1
            ? Ticks.minorValues(s.d0, s.d1, majorStep: step, perMajor: axis.minorTicksPerMajor)
            : []
        return (ticks, minor)
    }

    /// One tick per visible category column, at its centre, carrying the column's extent.
    static func categoryTicks(_ s: LinearScale, count: Int, names: [String]) -> [Tick] {
        let lo = max(0, (min(s.d0, s.d1) - 0.5).rounded(.up).clampedInt), hi = min(count - 1, (max(s.d0, s.d1) + 0.5).rounded(.down).clampedInt)
        guard lo <= hi, hi - lo < 100_000 else { return [] }
        return (lo...hi).map { i in
            let a = s.map(Double(i) - 0.5), b = s.map(Double(i) + 0.5)
            return Tick(value: Double(i), position: s.map(Double(i)),
                        label: i < names.count ? names[i] : String(i + 1), band: min(a, b)...max(a, b))
        }
    }

    /// Pixel position of the value baseline (zero, clamped into the visible value range).
    public var valueBaseline: Double {
        let s = categoryAxis == .vertical ? x : y
        let lo = min(s.d0, s.d1), hi = max(s.d0, s.d1)
        return s.map(min(max(0, lo), hi))
    }

    /// Pixel point of a series point in a chart without categories, or on a category column's centre.
    public func point(x xv: Double, y yv: Double) -> Point {
        categoryAxis == .vertical ? Point(x.map(yv), y.map(xv)) : Point(x.map(xv), y.map(yv))
    }
}
