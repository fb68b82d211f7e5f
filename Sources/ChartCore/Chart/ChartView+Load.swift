/// Pulling data from the data sources.
extension ChartView {
    /// Asks the data source (series, then line, then bar, whichever is set) for all data and
    /// re-lays out the chart. Without a data source the current `data` is kept.
    public func reloadData() {
        notify(\.loading) { $0.chartViewWillStartLoadingData(self) }
        if let ds = seriesDataSource {
            data = Self.load(from: ds, chart: self)
        } else if let ds = lineDataSource {
            data = Self.load(from: ds, chart: self)
        } else if let ds = barDataSource {
            data = Self.load(from: ds, chart: self)
        }
        notify(\.loading) { $0.chartViewDidFinishLoadingData(self) }
        setNeedsLayout()
    }

    /// Replaces the data with `newData`, which must be the current data with points appended to
    /// its series (a file that grew): long lines then extend their min/max indexes instead of
    /// rebuilding them. Anything else should be set through `data`.
    public func appendData(_ newData: ChartData) {
        setData(newData, appended: true)
    }

    /// Restores the data-derived minimum (JBChartView's resetMinimumValue).
    public func resetMinimumValue() { configuration.minimumValue = nil }

    /// Restores the data-derived maximum (JBChartView's resetMaximumValue).
    public func resetMaximumValue() { configuration.maximumValue = nil }

    static func load(from ds: SeriesDataSource, chart: ChartView) -> ChartData {
        let n = max(0, ds.numberOfSeries(in: chart))
        var out: [Series] = []
        for i in 0..<n {
            let d = ds.chartView(chart, seriesAt: i)
            let points: [DataPoint]
            if let all = ds.chartView(chart, pointsInSeries: i) {
                points = all
            } else {
                let m = max(0, ds.chartView(chart, numberOfPointsInSeries: i))
                points = (0..<m).map { ds.chartView(chart, pointAt: $0, inSeries: i) }
            }
            let s = Series(d, points: points)
            out.append(s)
        }
        return ChartData(series: out, categories: chart.data.categories)
    }

    static func load(from ds: LineChartDataSource, chart: ChartView) -> ChartData {
        let n = max(0, ds.numberOfLines(in: chart))
        var out: [Series] = []
        for l in 0..<n {
            let m = max(0, ds.chartView(chart, numberOfValuesInLine: l))
            let ys = (0..<m).map { ds.chartView(chart, valueAt: $0, inLine: l) }
            var st = LineStyle()
            if let sk = ds as? LineChartStrokeSource {
                st.color = sk.chartView(chart, colorForLine: l)
                st.width = sk.chartView(chart, widthForLine: l) ?? st.width
                st.dash = sk.chartView(chart, dashForLine: l) ?? st.dash
                st.smoothed = sk.chartView(chart, smoothLine: l) ?? st.smoothed
            }
            if let dots = ds as? LineChartDotSource {
                st.showsDots = dots.chartView(chart, showsDotsForLine: l) ?? st.showsDots
                st.dotRadius = dots.chartView(chart, dotRadiusForLine: l)
                st.dotColor = dots.chartView(chart, dotColorForLine: l)
            }
            if let fills = ds as? LineChartFillSource {
                st.fill = fills.chartView(chart, fillForLine: l)
                st.gradient = fills.chartView(chart, gradientForLine: l)
            }
            out.append(Series(name: ds.chartView(chart, nameForLine: l) ?? "Line \(l + 1)", kind: .line,
                              y: ys, line: st))
        }
        return ChartData(series: out, categories: chart.data.categories)
    }

    static func load(from ds: BarChartDataSource, chart: ChartView) -> ChartData {
        let n = max(0, ds.numberOfBars(in: chart))
        let ys = (0..<n).map { ds.chartView(chart, valueForBarAt: $0) }
        let colors = (0..<n).map { ds.chartView(chart, colorForBarAt: $0) }
        var bar = chart.data.series.first(where: { $0.kind == .bar })?.bar ?? BarStyle()
        if colors.contains(where: { $0 != nil }) {
            let base = bar.color ?? chart.resolvedTheme.seriesColor(0)
            bar.colors = colors.map { $0 ?? base }
        }
        let labels = (0..<n).map { ds.chartView(chart, labelForBarAt: $0) ?? String($0 + 1) }
        return ChartData(series: [Series(name: "Values", kind: .bar, y: ys, bar: bar)], categories: labels)
    }
}
