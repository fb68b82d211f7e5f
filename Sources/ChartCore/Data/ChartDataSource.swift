/// JBChartView-style bar data: a count and a value per bar; everything else optional.
@MainActor
public protocol BarChartDataSource: AnyObject {
    /// Number of bars.
    func numberOfBars(in chart: ChartView) -> Int
    /// Value of a bar (NaN leaves a gap).
    func chartView(_ chart: ChartView, valueForBarAt index: Int) -> Double
    /// Colour of one bar; nil for the default.
    func chartView(_ chart: ChartView, colorForBarAt index: Int) -> Color?
    /// Label of one bar's column; nil for its index.
    func chartView(_ chart: ChartView, labelForBarAt index: Int) -> String?
}

extension BarChartDataSource {
    /// Default: no colour, so the bar takes the palette colour.
    public func chartView(_ chart: ChartView, colorForBarAt index: Int) -> Color? { nil }
    /// Default: no label, so the column is labelled with its 1-based number.
    public func chartView(_ chart: ChartView, labelForBarAt index: Int) -> String? { nil }
}

/// JBChartView's line data source: lines, values per line (NaN gaps are interpolated across)
/// and an optional name. Styles come from the same object when it also adopts
/// `LineChartStrokeSource`, `LineChartDotSource` or `LineChartFillSource`.
@MainActor
public protocol LineChartDataSource: AnyObject {
    /// How many lines the chart has.
    func numberOfLines(in chart: ChartView) -> Int
    /// How many values line `line` has.
    func chartView(_ chart: ChartView, numberOfValuesInLine line: Int) -> Int
    /// The value at `index` of line `line` (NaN for a gap).
    func chartView(_ chart: ChartView, valueAt index: Int, inLine line: Int) -> Double
    /// The line's name in the legend (nil: "Line N").
    func chartView(_ chart: ChartView, nameForLine line: Int) -> String?
}

/// How a data source's lines are stroked; nil keeps the default.
@MainActor
public protocol LineChartStrokeSource: AnyObject {
    /// The line's colour.
    func chartView(_ chart: ChartView, colorForLine line: Int) -> Color?
    /// The line's width in points.
    func chartView(_ chart: ChartView, widthForLine line: Int) -> Double?
    /// The line's dash pattern in points.
    func chartView(_ chart: ChartView, dashForLine line: Int) -> [Double]?
    /// Whether the line is smoothed.
    func chartView(_ chart: ChartView, smoothLine line: Int) -> Bool?
}

/// Dots on a data source's lines; nil keeps the default.
@MainActor
public protocol LineChartDotSource: AnyObject {
    /// Whether the line shows a dot at each value.
    func chartView(_ chart: ChartView, showsDotsForLine line: Int) -> Bool?
    /// The dots' radius in points.
    func chartView(_ chart: ChartView, dotRadiusForLine line: Int) -> Double?
    /// The dots' colour.
    func chartView(_ chart: ChartView, dotColorForLine line: Int) -> Color?
}

/// Fills under a data source's lines and gradients along them; nil keeps the default.
@MainActor
public protocol LineChartFillSource: AnyObject {
    /// The paint under the line.
    func chartView(_ chart: ChartView, fillForLine line: Int) -> Paint?
    /// A gradient along the line's stroke.
    func chartView(_ chart: ChartView, gradientForLine line: Int) -> LinearGradient?
}

extension LineChartDataSource {
    /// No name: the legend says "Line N".
    public func chartView(_ chart: ChartView, nameForLine line: Int) -> String? { nil }
}

extension LineChartStrokeSource {
    /// The palette colour.
    public func chartView(_ chart: ChartView, colorForLine line: Int) -> Color? { nil }
    /// The default width.
    public func chartView(_ chart: ChartView, widthForLine line: Int) -> Double? { nil }
    /// Solid.
    public func chartView(_ chart: ChartView, dashForLine line: Int) -> [Double]? { nil }
    /// Not smoothed.
    public func chartView(_ chart: ChartView, smoothLine line: Int) -> Bool? { nil }
}

extension LineChartDotSource {
    /// No dots.
    public func chartView(_ chart: ChartView, showsDotsForLine line: Int) -> Bool? { nil }
    /// The default radius.
    public func chartView(_ chart: ChartView, dotRadiusForLine line: Int) -> Double? { nil }
    /// The line's colour.
    public func chartView(_ chart: ChartView, dotColorForLine line: Int) -> Color? { nil }
}

extension LineChartFillSource {
    /// No fill.
    public func chartView(_ chart: ChartView, fillForLine line: Int) -> Paint? { nil }
    /// No gradient.
    public func chartView(_ chart: ChartView, gradientForLine line: Int) -> LinearGradient? { nil }
}

/// ShinobiCharts-style data: series objects and their points, one at a time or all at once.
@MainActor
public protocol SeriesDataSource: AnyObject {
    /// Number of series.
    func numberOfSeries(in chart: ChartView) -> Int
    /// The series at an index: its name, kind and style (its points are asked for separately).
    func chartView(_ chart: ChartView, seriesAt index: Int) -> SeriesDescriptor
    /// Number of points in a series.
    func chartView(_ chart: ChartView, numberOfPointsInSeries series: Int) -> Int
    /// One point of a series.
    func chartView(_ chart: ChartView, pointAt index: Int, inSeries series: Int) -> DataPoint
    /// All points of a series at once; nil (the default) to be asked point by point.
    func chartView(_ chart: ChartView, pointsInSeries series: Int) -> [DataPoint]?
}

extension SeriesDataSource {
    /// Default: nil, so the chart asks for the series' points one at a time.
    public func chartView(_ chart: ChartView, pointsInSeries series: Int) -> [DataPoint]? { nil }
}
