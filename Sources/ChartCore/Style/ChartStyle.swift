/// Per-element overrides of the theme: any field left nil takes the theme's value.
public struct ChartStyle: Hashable, Sendable {
    public var background: Color?
    public var plotBackground: Color?
    public var titleColor: Color?
    public var titleFont: Font?
    public var labelColor: Color?
    public var labelFont: Font?
    public var axisTitleColor: Color?
    public var axisTitleFont: Font?
    public var legendColor: Color?
    public var legendFont: Font?
    public var gridColor: Color?
    public var gridWidth: Double?
    public var gridDash: [Double]?
    public var minorGridColor: Color?
    public var axisColor: Color?
    public var palette: [Color]?

    public init() {}

    /// The theme with these overrides applied.
    public func resolve(_ t: Theme) -> Theme {
        var r = t
        r.background = background ?? t.background
        r.plotBackground = plotBackground ?? t.plotBackground
        r.titleFont = titleFont ?? t.titleFont
        r.labelFont = labelFont ?? t.labelFont
        r.axisTitleFont = axisTitleFont ?? t.axisTitleFont
        r.legendFont = legendFont ?? t.legendFont
        r.grid = gridColor ?? t.grid
        r.minorGrid = minorGridColor ?? t.minorGrid
        r.axis = axisColor ?? t.axis
        r.palette = palette ?? t.palette
        return r
    }

    /// Colour for the chart title.
    public func titleColor(_ t: Theme) -> Color { titleColor ?? t.text }
    /// Colour for tick labels.
    public func labelColor(_ t: Theme) -> Color { labelColor ?? t.secondaryText }
    /// Colour for axis titles.
    public func axisTitleColor(_ t: Theme) -> Color { axisTitleColor ?? t.text }
    /// Colour for legend text.
    public func legendColor(_ t: Theme) -> Color { legendColor ?? t.text }
}
