/// A chart's settings as one value: axes, value bounds, bar layout, style, label layers,
/// selection style, the legend and line decimation.
///
/// Read it, change it and set it back (`chart.configuration.yAxis.title = "°C"`); the chart lays
/// itself out again. Data, viewport and interaction are not settings and live elsewhere.
public struct ChartConfiguration: Sendable {
    /// The primary horizontal axis.
    public var xAxis = AxisConfig(rangePadding: 0)
    /// The primary vertical axis.
    public var yAxis = AxisConfig()
    /// More horizontal axes (top by default); a series uses one with `xAxisIndex` = 1, 2, ….
    public var additionalXAxes: [AxisConfig] = []
    /// More vertical axes (right by default); a series uses one with `yAxisIndex` = 1, 2, ….
    public var additionalYAxes: [AxisConfig] = []
    /// A value the chart's minimum should reach; like JBChartView, it can widen the data range but
    /// never narrow it.
    public var minimumValue: Double?
    /// A value the chart's maximum should reach; it can widen the data range but never narrow it.
    public var maximumValue: Double?
    /// Whether bars stand up from the x axis or lie along the y axis.
    public var barOrientation: BarOrientation = .vertical
    /// Bars hang from the top (or grow leftward when horizontal), as JBChartView's `inverted`.
    public var isInverted = false
    /// Gap between bars in one column.
    public var barSpacing: Dimension = .auto
    /// Gap between columns.
    public var groupSpacing: Dimension = .auto
    /// A fixed bar width (SwiftCharts' spacing-plus-width mode); nil fits the bars to the columns.
    public var barWidth: Dimension?
    /// Colours, fonts and grid overrides on top of the theme.
    public var style = ChartStyle()
    /// Shows the legend (default: when there is more than one series).
    public var showsLegend: Bool?
    /// Value labels over the data (bar, plot and radial label layers); overlapping labels are dropped.
    public var labelLayers: [LabelLayer] = []
    /// How selection is drawn.
    public var selectionStyle = SelectionStyle()
    /// Draw long sorted lines from at most four points per pixel column (same picture, far faster).
    public var decimatesLines = true
    /// One unit of x as long on screen as one unit of y at the fitted view (a map of longitude and
    /// latitude, a drawing): the axis with room to spare is widened about its middle.
    public var equalAspect = false

    /// The default settings.
    public init() {}

    /// The geometry's options for these settings and a viewport.
    func geometryOptions(viewport: Viewport) -> PlotGeometry.Options {
        var o = PlotGeometry.Options()
        o.xAxis = xAxis
        o.yAxis = yAxis
        o.additionalXAxes = additionalXAxes
        o.additionalYAxes = additionalYAxes
        o.minimumValue = minimumValue
        o.maximumValue = maximumValue
        o.orientation = barOrientation
        o.inverted = isInverted
        o.barSpacing = barSpacing
        o.groupSpacing = groupSpacing
        o.barWidth = barWidth
        o.equalAspect = equalAspect
        o.visibleX = viewport.x
        o.visibleY = viewport.y
        return o
    }
}
