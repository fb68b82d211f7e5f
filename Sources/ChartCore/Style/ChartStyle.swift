/// Per-element overrides of the theme: any field left nil takes the theme's value.
public struct ChartStyle: Hashable, Sendable {
    /// Fill colour of the whole chart; nil uses the theme's background.
    public var background: Color?
    /// Fill colour behind the plot area; nil uses the theme's plot background.
    public var plotBackground: Color?
    /// Colour of the chart title; nil uses the theme's text colour.
    public var titleColor: Color?
    /// Font of the chart title; nil uses the theme's title font.
    public var titleFont: Font?
    /// Colour of tick labels; nil uses the theme's secondary text colour.
    public var labelColor: Color?
    /// Font of tick labels; nil uses the theme's label font.
    public var labelFont: Font?
    /// Colour of axis titles; nil uses the theme's text colour.
    public var axisTitleColor: Color?
    /// Font of axis titles; nil uses the theme's axis title font.
    public var axisTitleFont: Font?
    /// Colour of legend text; nil uses the theme's text colour.
    public var legendColor: Color?
    /// Font of legend text; nil uses the theme's legend font.
    public var legendFont: Font?
    /// Colour of major grid lines; nil uses the theme's grid colour.
    public var gridColor: Color?
    /// Grid line width in points (at least one pixel); nil means 1 point.
    public var gridWidth: Double?
    /// Dash pattern for grid lines in points (on, off, …); nil or empty draws solid lines.
    public var gridDash: [Double]?
    /// Colour of minor grid lines; nil uses the theme's minor grid colour.
    public var minorGridColor: Color?
    /// Colour of the axis lines; nil uses the theme's axis colour.
    public var axisColor: Color?
    /// Series colours used in order; nil uses the theme's palette.
    public var palette: [Color]?

    /// Creates a style with no overrides, so every element takes the theme's value.
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
