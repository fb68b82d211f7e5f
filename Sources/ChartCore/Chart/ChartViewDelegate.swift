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
    public func chartViewWillStartLoadingData(_ chart: ChartView) {}
    public func chartViewDidFinishLoadingData(_ chart: ChartView) {}
    public func chartView(_ chart: ChartView, willStartRenderingFullRedraw fullRedraw: Bool) {}
    public func chartViewDidFinishRendering(_ chart: ChartView) {}
    public func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {}
    public func chartViewDidDeselect(_ chart: ChartView) {}
    public func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {}
    public func chartViewDidResetZoom(_ chart: ChartView) {}
    public func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) {}
    public func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool) {}
    public func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) {}
}
