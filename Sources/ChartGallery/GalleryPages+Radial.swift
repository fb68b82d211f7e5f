import ChartCore

/// Pies, donuts and radar charts.
extension GalleryPages {
    /// A donut with labels inside its segments.
    static func donut() -> ChartView {
        let chart = ChartView(data: ChartData(series: [Series.pie(name: "Traffic", values: [48, 27, 14, 7, 4], style: .donut())],
                                              categories: ["Search", "Direct", "Social", "Email", "Ads"]))
        chart.title = "Donut — labels inside the segments"
        chart.configuration.labelLayers = [LabelLayer(.radial, position: .center, formatter: { String(format: "%.0f%%", $0) })]
        return chart
    }

    /// A radar chart: two polygons over six spokes.
    static func radar() -> ChartView {
        let chart = ChartView(data: ChartData(series: [
            Series.radar(name: "Model A", values: [8, 6, 9, 4, 7, 5]),
            Series.radar(name: "Model B", values: [5, 9, 6, 8, 4, 7]),
        ], categories: ["Speed", "Range", "Comfort", "Price", "Safety", "Space"]))
        chart.title = "Radar — radial lines and polygons"
        chart.configuration.yAxis.range = 0...10
        return chart
    }

    /// A pie with negative values: the chart says why it cannot draw it.
    static func pieNegative() -> ChartView {
        let chart = ChartView(data: ChartData(series: [Series.pie(name: "Profit", values: [12, 7, -3, 5])],
                                              categories: ["A", "B", "C", "D"]))
        chart.title = "Pie with a negative value — reported, not drawn"
        return chart
    }
}
