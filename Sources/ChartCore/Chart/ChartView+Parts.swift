/// The chart's widgets and regions, as the app reaches them (owned by `ChartParts` and `ChartLayoutState`).
extension ChartView {
    /// Full-width area above everything (title, legend).
    public var header: Widget { parts.header }
    /// Full-width area below everything.
    public var footer: Widget { parts.footer }
    /// The band above the plot (additional x axes sit here).
    public var topGutter: Widget { parts.topGutter }
    /// The band below the plot: x tick labels and the x axis title.
    public var bottomGutter: Widget { parts.bottomGutter }
    /// The band left of the plot: the y axis title and tick labels.
    public var leftGutter: Widget { parts.leftGutter }
    /// The band right of the plot (additional y axes sit here).
    public var rightGutter: Widget { parts.rightGutter }
    /// The plot region; the plot view fills it and app overlays can be added on top.
    public var plotRegion: Widget { parts.plotRegion }
    /// The chart title, in the header.
    public var titleView: TitleView { parts.titleView }
    /// The legend, in the header; a click on an entry shows or hides its series.
    public var legendView: LegendView { parts.legendView }
    /// The plot: grid, series, selection and value labels; the gesture recognizers sit on it.
    public var plotView: PlotView { parts.plotView }
    /// The x axis tick marks and labels.
    public var xLabels: AxisLabelsView { parts.xLabels }
    /// The y axis tick marks and labels.
    public var yLabels: AxisLabelsView { parts.yLabels }
    /// The x axis title.
    public var xTitleView: AxisTitleView { parts.xTitleView }
    /// The y axis title (reads upward).
    public var yTitleView: AxisTitleView { parts.yTitleView }
    /// Draws the crosshair and the box-zoom rectangle above the regions.
    package var overlayView: InteractionOverlayView { parts.overlayView }
    /// Draws the reference lines and notes over the plot.
    package var annotationsView: AnnotationsView { parts.annotationsView }

    /// Sizes of the regions; `.auto` takes the content's size.
    public var regionSizes: [ChartRegion: Dimension] {
        get { layoutState.regionSizes }
        set { layoutState.regionSizes = newValue; setNeedsLayout() }
    }
    /// Region frames from the last layout.
    package var regions: RegionLayout { layoutState.regions }
    /// The least width (pixels) the left and right gutters take, so stacked charts can line
    /// their plots up (0: as wide as their labels need).
    public var minimumGutterWidths: GutterWidths {
        get { layoutState.minimumGutterWidths }
        set { if newValue != layoutState.minimumGutterWidths { layoutState.minimumGutterWidths = newValue; setNeedsLayout() } }
    }
    /// The widths the gutters' labels asked for at the last layout (before `minimumGutterWidths`).
    public var naturalGutterWidths: GutterWidths { layoutState.naturalGutterWidths }
}
