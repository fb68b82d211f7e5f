import ChartCore

/// One plot of the workspace: its title bar over its chart.
public final class PlotPaneView: Widget {
    /// The title bar (name, link state, close button).
    public let titleBar = PaneTitleView()
    /// The chart.
    public let chart: ChartView

    /// A pane around `chart`.
    public init(chart: ChartView) {
        self.chart = chart
        super.init(id: "pane")
        stackAxis = .vertical
        isHitTestable = false
        chart.length = .relative(1)
        addChild(titleBar)
        addChild(chart)
    }
}
