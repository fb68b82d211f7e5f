/// Lifecycle and interaction callbacks (ShinobiCharts' and JBChartView's delegates); all optional.
public protocol ChartViewDelegate: AnyObject {
    /// `reloadData` is about to ask the data source.
    func chartViewWillStartLoadingData(_ chart: ChartView)
    /// `reloadData` has the new data.
    func chartViewDidFinishLoadingData(_ chart: ChartView)
    /// A frame is about to be built; `fullRedraw` is false when only overlays changed.
    func chartView(_ chart: ChartView, willStartRenderingFullRedraw fullRedraw: Bool)
    /// A frame has been built into the draw list.
    func chartViewDidFinishRendering(_ chart: ChartView)
    /// A tap hit a data point (a bar, or the nearest line point within the tolerance).
    func chartView(_ chart: ChartView, didSelect event: SelectionEvent)
    /// A tap hit empty space, or the selection was cleared.
    func chartViewDidDeselect(_ chart: ChartView)
    /// Pan or zoom began, changed or ended; carries the new visible ranges.
    func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent)
    /// A double tap (or key) reset the zoom.
    func chartViewDidResetZoom(_ chart: ChartView)
    /// The crosshair moved (nil when it was hidden).
    func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?)
    /// A legend click showed or hid a series.
    func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool)
    /// The pointer moved over the plot (nil when it left): its data coordinates.
    func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?)
}

extension ChartViewDelegate {
    /// Does nothing by default; implement it to act before `reloadData` asks the data source.
    public func chartViewWillStartLoadingData(_ chart: ChartView) {}
    /// Does nothing by default; implement it to act once `reloadData` has the new data.
    public func chartViewDidFinishLoadingData(_ chart: ChartView) {}
    /// Does nothing by default; implement it to act before a frame is built.
    public func chartView(_ chart: ChartView, willStartRenderingFullRedraw fullRedraw: Bool) {}
    /// Does nothing by default; implement it to act after a frame is in the draw list.
    public func chartViewDidFinishRendering(_ chart: ChartView) {}
    /// Does nothing by default; implement it to react to a tap on a data point.
    public func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {}
    /// Does nothing by default; implement it to react to a tap on empty space or a cleared selection.
    public func chartViewDidDeselect(_ chart: ChartView) {}
    /// Does nothing by default; implement it to follow pan and zoom.
    public func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {}
    /// Does nothing by default; implement it to react to the zoom being reset.
    public func chartViewDidResetZoom(_ chart: ChartView) {}
    /// Does nothing by default; implement it to follow the crosshair.
    public func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) {}
    /// Does nothing by default; implement it to react to a legend click.
    public func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool) {}
    /// Does nothing by default; implement it to track the pointer in data units.
    public func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) {}
}
