/// Where a chart's data comes from: the data source `reloadData()` asks (series, then line, then
/// bar), each held weakly, and the provider long lines' points come from.
struct ChartSources {
    weak var series: SeriesDataSource?
    weak var line: LineChartDataSource?
    weak var bar: BarChartDataSource?
    /// Answers long lines' points for a viewport; nil: the chart's own store.
    var provider: (any ViewportProvider)?
}
