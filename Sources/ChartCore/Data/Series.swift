/// The way a series is drawn.
public enum SeriesKind: String, Hashable, Sendable, CaseIterable {
    /// Points joined by a line (or, with `LineStyle.interpolation == .none`, a scatter plot).
    case line
    /// Bars in category columns, from the baseline or `lo` to `y`; stacked when `stack` is set.
    case bar
    /// Two lines, `lo` below and `y` above, with the area between them shaded.
    case band
    /// Open/high/low/close boxes with wicks (`y` is the close).
    case candlestick
    /// Open/high/low/close bars with ticks left (open) and right (close).
    case ohlc
    /// Radial segments, one per value; a donut when `RadialStyle.innerRadius` > 0.
    case pie
    /// A polygon over spokes, one spoke per value (category).
    case radar

    /// True for kinds drawn around a centre instead of on x and y axes.
    public var isRadial: Bool { self == .pie || self == .radar }
    /// True for kinds with open, high and low columns.
    public var isFinancial: Bool { self == .candlestick || self == .ohlc }
}

/// One point of a series (the ShinobiCharts-style data source hands these out).
public struct DataPoint: Hashable, Sendable {
    /// The point's x value (its position along the horizontal axis).
    public var x: Double
    /// The point's y value; NaN marks a missing value.
    public var y: Double
    /// Optional lower bound (Graffeine's `values.lo`): bars and line fills start here.
    public var lo: Double?
    /// Open, high and low of a candlestick or OHLC point (`y` is the close).
    public var ohlc: (open: Double, high: Double, low: Double)? {
        get { open.map { ($0, high ?? .nan, low ?? .nan) } }
        set { open = newValue?.open; high = newValue?.high; low = newValue?.low }
    }
    /// The marker size of a bubble, as a data value.
    public var size: Double?
    /// The text label layers show for this point; nil formats its value.
    public var label: String?
    private var open: Double?, high: Double?, low: Double?

    /// Creates a point from x and y values and an optional lower bound.
    public init(x: Double, y: Double, lo: Double? = nil) {
        self.x = x
        self.y = y
        self.lo = lo
    }

    /// A candlestick or OHLC point: `close` is its y.
    public init(x: Double, open: Double, high: Double, low: Double, close: Double) {
        self.init(x: x, y: close)
        ohlc = (open, high, low)
    }

    /// A point with a bubble size and a label, either optional.
    public init(x: Double, y: Double, size: Double?, label: String? = nil) {
        self.init(x: x, y: y)
        self.size = size
        self.label = label
    }
}

/// A named run of values with its kind and style; columnar storage.
///
/// `x` nil means the values are evenly spaced by index (0, 1, 2, …), as JBChartView lays them out.
/// NaN in `y` is a missing value: lines are drawn across it, bars and dots are skipped.
public struct Series: Hashable, Sendable {
    /// The series' name, shown in the legend.
    public var name: String
    /// How the series is drawn: line, bar, band, candlestick, OHLC, pie or radar.
    public var kind: SeriesKind
    /// X value per point; nil spaces the points evenly by index.
    public var x: ColumnBuffer?
    /// Y value per point (the close for candlestick and OHLC); NaN is a missing value.
    public var y: ColumnBuffer
    /// Lower bounds per point (bars and fills start here instead of the baseline).
    public var lo: ColumnBuffer?
    /// How the series looks when drawn as a line.
    public var line: LineStyle
    /// How the series looks when drawn as bars.
    public var bar: BarStyle
    /// Hidden series keep their data but are not drawn (a legend click toggles this).
    public var isVisible: Bool
    /// Graffeine-style selection carried in the data: the selected point's index, if any.
    /// `ChartView.selection`, when set, takes precedence.
    public var selectedIndex: Int?
    /// Opening prices (candlestick and OHLC; `y` holds the close).
    public var open: [Double]?
    /// Highs (candlestick and OHLC).
    public var high: [Double]?
    /// Lows (candlestick and OHLC).
    public var low: [Double]?
    /// Per-point marker sizes as data values (bubbles): the largest is drawn `LineStyle.maxBubbleSize` across,
    /// the others by area.
    public var size: [Double]?
    /// Series with the same stack name pile up (bars and filled lines); nil stands alone.
    public var stack: String?
    /// Text for label layers, per point (Graffeine's `labels`); nil formats the values.
    public var labels: [String]?
    /// Index of the x axis this series is drawn against (0 = the primary axis, k = `additionalXAxes[k-1]`).
    public var xAxisIndex = 0
    /// Index of the y axis this series is drawn against (0 = the primary axis, k = `additionalYAxes[k-1]`).
    public var yAxisIndex = 0
    /// How candlesticks and OHLC bars look.
    public var candle = CandleStyle()
    /// How pies, donuts and radar polygons look.
    public var radial = RadialStyle()

    /// Creates a series from columns of values; `x` nil spaces the points by index.
    public init(name: String, kind: SeriesKind = .line, x: [Double]? = nil, y: [Double], lo: [Double]? = nil,
                line: LineStyle = LineStyle(), bar: BarStyle = BarStyle(), isVisible: Bool = true) {
        self.init(name: name, kind: kind, x: x.map(ColumnBuffer.init), y: ColumnBuffer(y), lo: lo.map(ColumnBuffer.init),
                  line: line, bar: bar, isVisible: isVisible)
    }

    /// Creates a series from columns shared with a table (appends to them stay cheap).
    public init(name: String, kind: SeriesKind = .line, x: ColumnBuffer? = nil, y: ColumnBuffer, lo: ColumnBuffer? = nil,
                line: LineStyle = LineStyle(), bar: BarStyle = BarStyle(), isVisible: Bool = true) {
        self.name = name
        self.kind = kind
        self.x = x
        self.y = y
        self.lo = lo
        self.line = line
        self.bar = bar
        self.isVisible = isVisible
    }

    /// A series built from points.
    public init(name: String, kind: SeriesKind = .line, points: [DataPoint],
                line: LineStyle = LineStyle(), bar: BarStyle = BarStyle()) {
        let hasLo = points.contains { $0.lo != nil }
        self.init(name: name, kind: kind, x: points.map(\.x), y: points.map(\.y),
                  lo: hasLo ? points.map { $0.lo ?? .nan } : nil, line: line, bar: bar)
    }

    /// Number of points.
    public var count: Int { y.count }

    /// The x value of point `i` (its index when `x` is nil).
    @inline(__always)
    public func xValue(_ i: Int) -> Double {
        if let x, i < x.count { return x[i] }
        return Double(i)
    }

    /// The text label layers show for point `i`: its label, else `formatted` of its value.
    public func label(_ i: Int, formatted: (Double) -> String) -> String {
        if let labels, i < labels.count { return labels[i] }
        return i < y.count ? formatted(y[i]) : ""
    }

    /// The lower bound of point `i`, if any.
    public func loValue(_ i: Int) -> Double? {
        guard let lo, i < lo.count, lo[i].isFinite else { return nil }
        return lo[i]
    }
}
