/// JBChartView-style bar data: a count and a value per bar; everything else optional.
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

/// JBChartView-style line data: lines, values per line, a value at an index; styling optional.
public protocol LineChartDataSource: AnyObject {
    /// Number of lines.
    func numberOfLines(in chart: ChartView) -> Int
    /// Number of values in one line.
    func chartView(_ chart: ChartView, numberOfValuesInLine line: Int) -> Int
    /// A value (NaN = missing; the line is interpolated across it).
    func chartView(_ chart: ChartView, valueAt index: Int, inLine line: Int) -> Double
    /// The line's name for the legend.
    func chartView(_ chart: ChartView, nameForLine line: Int) -> String?
    /// Colour of a line.
    func chartView(_ chart: ChartView, colorForLine line: Int) -> Color?
    /// Width of a line in points.
    func chartView(_ chart: ChartView, widthForLine line: Int) -> Double?
    /// Dash pattern of a line (empty for solid).
    func chartView(_ chart: ChartView, dashForLine line: Int) -> [Double]?
    /// Whether a line is smoothed.
    func chartView(_ chart: ChartView, smoothLine line: Int) -> Bool?
    /// Whether a line shows dots.
    func chartView(_ chart: ChartView, showsDotsForLine line: Int) -> Bool?
    /// Dot radius in points.
    func chartView(_ chart: ChartView, dotRadiusForLine line: Int) -> Double?
    /// Dot colour.
    func chartView(_ chart: ChartView, dotColorForLine line: Int) -> Color?
    /// Fill under a line (solid or gradient).
    func chartView(_ chart: ChartView, fillForLine line: Int) -> Paint?
    /// Gradient along a line.
    func chartView(_ chart: ChartView, gradientForLine line: Int) -> LinearGradient?
}

extension LineChartDataSource {
    /// Default: no name, so the legend shows "Line 1", "Line 2", ….
    public func chartView(_ chart: ChartView, nameForLine line: Int) -> String? { nil }
    /// Default: no colour, so the line takes the palette colour for its index.
    public func chartView(_ chart: ChartView, colorForLine line: Int) -> Color? { nil }
    /// Default: no width, so the line is 2 points wide.
    public func chartView(_ chart: ChartView, widthForLine line: Int) -> Double? { nil }
    /// Default: no dash pattern, so the line is solid.
    public func chartView(_ chart: ChartView, dashForLine line: Int) -> [Double]? { nil }
    /// Default: no preference, so the line is drawn with straight segments, not smoothed.
    public func chartView(_ chart: ChartView, smoothLine line: Int) -> Bool? { nil }
    /// Default: no preference, so the line shows no dots.
    public func chartView(_ chart: ChartView, showsDotsForLine line: Int) -> Bool? { nil }
    /// Default: no radius, so dots are 3× the line width.
    public func chartView(_ chart: ChartView, dotRadiusForLine line: Int) -> Double? { nil }
    /// Default: no colour, so dots take the theme's dot colour.
    public func chartView(_ chart: ChartView, dotColorForLine line: Int) -> Color? { nil }
    /// Default: no fill under the line.
    public func chartView(_ chart: ChartView, fillForLine line: Int) -> Paint? { nil }
    /// Default: no gradient, so the line is drawn in its solid colour.
    public func chartView(_ chart: ChartView, gradientForLine line: Int) -> LinearGradient? { nil }
}

/// ShinobiCharts-style data: series objects and their points, one at a time or all at once.
public protocol SeriesDataSource: AnyObject {
    /// Number of series.
    func numberOfSeries(in chart: ChartView) -> Int
    /// The series at an index: its name, kind and style (its points are asked for separately).
    func chartView(_ chart: ChartView, seriesAt index: Int) -> Series
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
