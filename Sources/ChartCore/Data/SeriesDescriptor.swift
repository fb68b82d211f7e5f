/// A series without its points: its name, kind and style, what a ``SeriesDataSource`` describes
/// (ShinobiCharts' series object); the chart asks for the points separately.
public struct SeriesDescriptor: Hashable, Sendable {
    /// Name shown in the legend and tooltips.
    public var name: String
    /// How the series is drawn.
    public var kind: SeriesKind
    /// Line, area and marker style.
    public var line: LineStyle
    /// Bar style.
    public var bar: BarStyle
    /// Candlestick and OHLC colours and widths.
    public var candle: CandleStyle
    /// Pie and radar style.
    public var radial: RadialStyle
    /// Whether the series is drawn (the legend toggles it).
    public var isVisible: Bool
    /// Series with the same stack name stack on each other.
    public var stack: String?
    /// The x axis the series is plotted against (0: the primary one).
    public var xAxisIndex: Int
    /// The y axis the series is plotted against (0: the primary one).
    public var yAxisIndex: Int
    /// The index of the point shown selected (Graffeine's selection carried in the data), if any.
    public var selectedIndex: Int?

    /// A series description; everything but the name has the defaults a `Series` has.
    public init(name: String, kind: SeriesKind = .line, line: LineStyle = LineStyle(), bar: BarStyle = BarStyle(),
                candle: CandleStyle = CandleStyle(), radial: RadialStyle = RadialStyle(), isVisible: Bool = true,
                stack: String? = nil, xAxisIndex: Int = 0, yAxisIndex: Int = 0, selectedIndex: Int? = nil) {
        self.name = name
        self.kind = kind
        self.line = line
        self.bar = bar
        self.candle = candle
        self.radial = radial
        self.isVisible = isVisible
        self.stack = stack
        self.xAxisIndex = xAxisIndex
        self.yAxisIndex = yAxisIndex
        self.selectedIndex = selectedIndex
    }
}

extension Series {
    /// A series described by `descriptor`, with `points`: their open/high/low, bubble sizes and
    /// labels, where any point has one, become the series' columns of them.
    public init(_ descriptor: SeriesDescriptor, points: [DataPoint]) {
        self.init(name: descriptor.name, kind: descriptor.kind, points: points, line: descriptor.line, bar: descriptor.bar)
        if points.contains(where: { $0.ohlc != nil }) {
            let v = points.map { $0.ohlc ?? (.nan, .nan, .nan) }
            open = v.map(\.open)
            high = v.map(\.high)
            low = v.map(\.low)
        }
        if points.contains(where: { $0.size != nil }) { size = points.map { $0.size ?? .nan } }
        if points.contains(where: { $0.label != nil }) { labels = points.map { $0.label ?? "" } }
        selectedIndex = descriptor.selectedIndex
        candle = descriptor.candle
        radial = descriptor.radial
        isVisible = descriptor.isVisible
        stack = descriptor.stack
        xAxisIndex = descriptor.xAxisIndex
        yAxisIndex = descriptor.yAxisIndex
    }
}
